package boggle

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wordbot/wordbot/lexicon"
)

func FuzzParseBoard(f *testing.F) {
	for _, s := range []string{"FYCLIOMGORILHJHU", "fycl iomg/oril,hjhu", "", "é", strings.Repeat("Z", 36), "ABC\xff"} {
		f.Add(s, 0)
		f.Add(s, 4)
	}
	f.Fuzz(func(t *testing.T, s string, size int) {
		b, err := ParseBoard(s, size)
		if err != nil {
			if b != (Board{}) {
				t.Errorf("error %v with a board", err)
			}
			if !utf8.ValidString(err.Error()) || err.Error() == "" {
				t.Errorf("bad message %q", err)
			}
			return
		}
		if b.Size() < MinSize || b.Size() > MaxSize || (size != 0 && b.Size() != size) {
			t.Fatalf("size %d", b.Size())
		}
		back, err := ParseBoard(b.String(), b.Size())
		if err != nil || back != b {
			t.Errorf("String does not parse back: %v", err)
		}
		for _, w := range []string{s[:min(len(s), 8)], b.String()[:3]} {
			if p, ok := b.Trace(w, true); ok && len(p) == 0 {
				t.Errorf("empty path for %q", w)
			}
		}
	})
}

func FuzzReadCubes(f *testing.F) {
	all := strings.Join(cubeStrings(Classic4()), "\n")
	for _, s := range []string{all, strings.ToLower(all), "# x\n\nAAEEGN\n", "AAEEG\n", "AAÉEGN\n", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cubes, err := ReadCubes(strings.NewReader(s))
		if err != nil {
			if cubes != nil || err.Error() == "" {
				t.Errorf("error %v with cubes %v", err, cubes)
			}
			return
		}
		if _, err := cubeSize(len(cubes)); err != nil {
			t.Fatalf("%d cubes accepted", len(cubes))
		}
		for _, c := range cubes {
			for _, l := range c {
				if l < 'A' || l > 'Z' {
					t.Fatalf("face %q", l)
				}
			}
		}
	})
}

func FuzzSubmit(f *testing.F) {
	lex := lexicon.MustEmbedded("en")
	board := mustBoard(f, seed004Board)
	for _, s := range []string{"room", " ROOMY ", "", "café", "🙂", "qu", strings.Repeat("x", 100), "ro\xffom", "room room"} {
		f.Add(s, "p", false)
	}
	f.Fuzz(func(t *testing.T, word, player string, qu bool) {
		r, err := NewRound(board, lex, Rules{QuFace: qu}, true)
		if err != nil {
			t.Fatal(err)
		}
		v, err := r.Submit(player, word)
		if err != nil {
			if strings.TrimSpace(player) != "" && strings.TrimSpace(player) != Computer {
				t.Fatalf("error %v for player %q", err, player)
			}
			return
		}
		msg := v.Message()
		if !utf8.ValidString(msg) || msg == "" || len(msg) > 200 {
			t.Errorf("message %q", msg)
		}
		if v.OK() {
			if len(v.Path) == 0 || !lex.Contains(v.Word) {
				t.Errorf("OK word %q path %v", v.Word, v.Path)
			}
			again, _ := r.Submit(player, strings.ToLower(word))
			if again.Reason != Repeated {
				t.Errorf("second %q: %v", word, again.Reason)
			}
		}
		res := r.Finish()
		if len(res.Players) != 2 || len(res.Winners) != 1 {
			t.Errorf("result %+v", res)
		}
		_ = res.Report()
	})
}

// FuzzUnmarshalRound reads saved rounds: a bad one is an *Error with code
// ErrBadState, never a panic; one it reads saves again into one it reads.
func FuzzUnmarshalRound(f *testing.F) {
	lex := lexicon.MustEmbedded("en")
	r, _ := NewRound(mustBoard(f, seed004Board), lex, Rules{}, false)
	r.Play("1", "Ann", "room", true)
	r.Play("2", "Bob", "çx", false)
	r.Play("2", "Bob", "room", false)
	r.Hint("2", "Bob")
	good, _ := json.Marshal(r)
	f.Add(good)
	f.Add([]byte(`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"hints":[[0,"ABE"],[1.5,"X"]]}`))
	f.Add([]byte(`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"words":[[0,"X",1,"d"]]}`))
	f.Add([]byte(`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"submissions":[{"player":"a","word":"X","reason":"ok"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := UnmarshalRound(data, lex)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code != ErrBadState {
				t.Fatalf("error %v (%T)", err, err)
			}
			return
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := UnmarshalRound(again, lex); err != nil {
			t.Fatalf("saved again %s: %v", again, err)
		}
	})
}

// FuzzParseBoardIn: a board typed in any language's alphabet is refused
// with a message or reads back from its text, every cell a letter of the
// alphabet.
func FuzzParseBoardIn(f *testing.F) {
	for _, s := range []string{"AÑOS NIÑA CHICO LLRES", "CHAS C H A LLRR NOSE ÑAPO", "STRAßEN", "HÄUS ÜBER ÖLEN SEIN", "", "ch\xff"} {
		f.Add(s, 0)
		f.Add(s, 4)
	}
	f.Fuzz(func(t *testing.T, s string, size int) {
		for _, lang := range []string{"fr", "es", "pt", "de"} {
			a, _ := lexicon.AlphabetOf(lang)
			b, err := ParseBoardIn(s, size, a)
			if err != nil {
				if b != (Board{}) || !utf8.ValidString(err.Error()) || err.Error() == "" {
					t.Fatalf("%s: error %q with board %v", lang, err, b)
				}
				continue
			}
			var back Board
			if err := back.UnmarshalText([]byte(b.String())); err != nil || back != b {
				t.Fatalf("%s: %q does not read back: %v", lang, b.String(), err)
			}
			for i := 0; i < b.Cells(); i++ {
				if int(b.cells[i]) >= a.Size() {
					t.Fatalf("%s: cell %d is letter %d", lang, i, b.cells[i])
				}
			}
		}
	})
}
