package scarabeo

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// benchDir is the shared benchmark data, read only by tests that skip
// without it.
var benchDir = filepath.Join("..", "..", "..", "shared", "bench")

type benchPosition struct {
	name  string
	rack  crossword.Rack
	moves int
	board *Board
}

var (
	benchOnce sync.Once
	benchLex  *lexicon.DAWG
	benchPos  []benchPosition
	benchErr  error
)

// loadBench reads enable2k.txt and scrabble-positions.txt, skipping the test
// when the folder is absent.
func loadBench(tb testing.TB) (*lexicon.DAWG, []benchPosition) {
	tb.Helper()
	if _, err := os.Stat(filepath.Join(benchDir, "scrabble-positions.txt")); err != nil {
		tb.Skip("no benchmark data in", benchDir)
	}
	benchOnce.Do(func() {
		benchLex, benchErr = lexicon.LoadWordList(filepath.Join(benchDir, "enable2k.txt"))
		if benchErr != nil {
			return
		}
		benchPos, benchErr = readPositions(filepath.Join(benchDir, "scrabble-positions.txt"))
	})
	if benchErr != nil {
		tb.Fatal(benchErr)
	}
	return benchLex, benchPos
}

func readPositions(path string) ([]benchPosition, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	v := Scrabble()
	var out []benchPosition
	var rows []string
	var cur *benchPosition
	flush := func() error {
		if cur == nil {
			return nil
		}
		b, err := ParseBoard(strings.NewReader(strings.Join(rows, "\n")), v)
		if err != nil {
			return err
		}
		cur.board = b
		out = append(out, *cur)
		cur, rows = nil, nil
		return nil
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "case "):
			if err := flush(); err != nil {
				return nil, err
			}
			fs := strings.Fields(line)
			rack, err := crossword.ParseRack(fs[2], v.RackSize, v.Alphabet)
			if err != nil {
				return nil, err
			}
			n, err := strconv.Atoi(fs[3])
			if err != nil {
				return nil, err
			}
			cur = &benchPosition{name: fs[1] + " " + fs[2], rack: rack, moves: n}
		default:
			rows = append(rows, line)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, sc.Err()
}

func TestBenchPositionCounts(t *testing.T) {
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	if len(pos) != 8 {
		t.Fatalf("%d positions, want 8", len(pos))
	}
	for _, p := range pos {
		if got := g.Count(p.board, p.rack); got != p.moves {
			t.Errorf("%s: %d moves, want %d", p.name, got, p.moves)
		}
		if got := len(g.Moves(p.board, p.rack)); got != p.moves {
			t.Errorf("%s: Moves gives %d, want %d", p.name, got, p.moves)
		}
	}
}

func mustEmbedded(t testing.TB, lang string) *lexicon.DAWG {
	t.Helper()
	d, err := lexicon.Embedded(lang)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// langVariant is the rules a language's lexicon is played by in the tests:
// Scarabeo's for Italian, Scrabble's in that language for the others.
func langVariant(t testing.TB, lang string) *Variant {
	t.Helper()
	if lang == "it" {
		return Scarabeo()
	}
	v, err := ScrabbleIn(lang)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
