package boggle

import (
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// seed004Board is the board of the example log of docs/sources.md, seed
// 004 (docs/rules.md, Boggle, worked examples).
const seed004Board = "FYCLIOMGORILHJHU"

// seed004Words are the 21 words of that log: the human's five, then
// the computer's sixteen.
var seed004Words = strings.Fields("FOIL FORM ROOF ROOM ROOMY COIF COIL COIR CORM FIRM GIRO GLIM HOOF IGLU LIMO LIMY MIRI MOIL MOOR RIMY ROIL")

var seed004Rules = Rules{MinLetters: 4, Scoring: Linear}

func TestSeed004ComputerFindsTheLogsWords(t *testing.T) {
	lex := lexicon.MustEmbedded("en")
	b, err := ParseBoard(seed004Board, 4)
	if err != nil {
		t.Fatal(err)
	}
	// The computer alone (no human words) finds all 21.
	r, err := NewRound(b, lex, seed004Rules, true)
	if err != nil {
		t.Fatal(err)
	}
	res := r.Finish()
	cpu, ok := res.Player(Computer)
	if !ok {
		t.Fatal("no computer in the result")
	}
	have := map[string]Entry{}
	for _, e := range cpu.Words {
		have[e.Word] = e
	}
	for _, w := range seed004Words {
		e, ok := have[w]
		if !ok {
			t.Errorf("computer misses %s", w)
			continue
		}
		if e.Points != len(w)-3 {
			t.Errorf("%s scores %d, want %d", w, e.Points, len(w)-3)
		}
	}
	t.Logf("computer: %d words, %d points", len(cpu.Words), cpu.Total)
}
