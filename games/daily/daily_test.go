package daily

import (
	"crypto/sha256"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// puzzleOf derives game's puzzle of day in lang under seed, with the rules
// the bot configures by default (docs/bot.md, Daily puzzle).
func puzzleOf(t *testing.T, game, lang, day, seed string) Puzzle {
	t.Helper()
	lex, err := lexicon.Embedded(lang)
	if err != nil {
		t.Fatal(err)
	}
	rng := Rand(Key(seed), game, day)
	var p Puzzle
	switch game {
	case "boggle":
		rules := boggle.Rules{}
		if !lexicon.FoldsToAZ(lang) {
			rules.Lang = lang
		}
		p, err = Boggle{Lang: lang, Lex: lex, Rules: rules}.Puzzle(rng)
	case "ruzzle":
		p, err = Ruzzle{Lang: lang, Lex: lex, Scoring: ruzzle.Scoring{LengthBonus: true, Values: ruzzle.ValuesFor(lang)}}.Puzzle(rng)
	case "scarabeo":
		p, err = Scarabeo{Variant: scarabeo.Scarabeo(), Lex: lex}.Puzzle(rng)
	default:
		t.Fatalf("no game %s", game)
	}
	if err != nil {
		t.Fatalf("%s %s %s: %v", game, lang, day, err)
	}
	return p
}

// goldenLine writes a puzzle as testdata/golden.txt has it (the bot's
// TestDailyGolden writes the same line from the bot's puzzle).
func goldenLine(game, lang, day string, p Puzzle) string {
	s := fmt.Sprintf("%s %s %s:", game, lang, day)
	switch p := p.(type) {
	case *Board:
		s += fmt.Sprintf(" letters=%s bonuses=%q words=%d max=%d best=%s/%d", p.Letters, p.Bonuses, len(p.Words), p.Max(), p.Words[0].Word, p.Words[0].Points)
	case *Position:
		s += fmt.Sprintf(" seat=%d best=%s/%s/%d max=%d position=%x", p.Seat, p.Best.Word, p.Best.Pos(), p.Best.Score, p.Max(), sha256.Sum256(p.State))
	}
	return s
}

// TestGolden: the puzzles are the ones the bot derived before they moved
// here (testdata/golden.txt, written by the bot's TestDailyGolden on the
// code of the day), and deriving one twice gives the same puzzle.
func TestGolden(t *testing.T) {
	data, err := os.ReadFile("testdata/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 10 {
		t.Fatalf("%d golden lines", len(lines))
	}
	for _, want := range lines {
		f := strings.Fields(strings.SplitN(want, ":", 2)[0])
		if len(f) != 3 {
			t.Fatalf("golden line %q", want)
		}
		game, lang, day := f[0], f[1], f[2]
		if got := goldenLine(game, lang, day, puzzleOf(t, game, lang, day, "golden")); got != want {
			t.Errorf("\n got %s\nwant %s", got, want)
		}
		if again := goldenLine(game, lang, day, puzzleOf(t, game, lang, day, "golden")); again != want {
			t.Errorf("derived again: %s", again)
		}
	}
}

// TestSeedAndDay: another seed or another day is another puzzle; another
// game's puzzle of the day draws from another source.
func TestSeedAndDay(t *testing.T) {
	a := puzzleOf(t, "boggle", "en", "2026-12-06", "golden").(*Board)
	if b := puzzleOf(t, "boggle", "en", "2026-12-06", "other").(*Board); b.Letters == a.Letters {
		t.Errorf("the same board with another seed: %s", a.Letters)
	}
	if b := puzzleOf(t, "boggle", "en", "2026-12-07", "golden").(*Board); b.Letters == a.Letters {
		t.Errorf("the same board the next day: %s", a.Letters)
	}
	if b := puzzleOf(t, "ruzzle", "en", "2026-12-06", "golden").(*Board); b.Letters == a.Letters {
		t.Errorf("Ruzzle's board is Boggle's: %s", a.Letters)
	}
	if a.Limit() != Time {
		t.Errorf("a board's limit %v", a.Limit())
	}
}

// TestScoreByID: a play is scored by the player's ID whatever their name:
// a player whose name is their ID (the terminal's "player"), another
// whose name differs, and one with nothing found.
func TestScoreByID(t *testing.T) {
	for _, game := range []string{"boggle", "ruzzle"} {
		p := puzzleOf(t, game, "en", "2026-12-06", "golden").(*Board)
		w0, w1 := p.Words[0], p.Words[1]
		for _, c := range []struct {
			user, name string
			words      []string
			want       int
		}{
			{"player", "player", []string{w0.Word}, w0.Points},
			{"bea", "bea", []string{w0.Word, w1.Word}, w0.Points + w1.Points},
			{"1234", "Alice", []string{w1.Word}, w1.Points},
			{"1234", "1234", []string{w1.Word, w0.Word}, w0.Points + w1.Points},
			{"5678", "Bob", nil, 0},
		} {
			got, err := p.Score(c.user, c.name, c.words)
			if err != nil || got != c.want {
				t.Errorf("%s: %s (%s) with %v scores %d, %v; want %d", game, c.user, c.name, c.words, got, err, c.want)
			}
		}
		// The same word twice counts once; a word not on the board, none.
		if got, _ := p.Score("player", "player", []string{w0.Word, w0.Word, "ZZZZ"}); got != w0.Points {
			t.Errorf("%s: a repeated word and a stray one: %d, want %d", game, got, w0.Points)
		}
		r, err := p.Round("player", "player", []string{w0.Word})
		if err != nil {
			t.Fatal(err)
		}
		if v, err := r.Play("player", "player", w0.Word, true); err != nil || v.Reason != boggle.Repeated {
			t.Errorf("%s: a word found again: %+v, %v", game, v, err)
		}
		// Every play has a round of its own.
		if r2, _ := p.Round("bea", "bea", nil); r2.Found("player") != 0 {
			t.Errorf("%s: a fresh round holds another play's words", game)
		}
	}
}

// TestMaxIsEveryWord: a board's maximum is the points of every word on it,
// and a play of every word reaches it.
func TestMaxIsEveryWord(t *testing.T) {
	p := puzzleOf(t, "ruzzle", "de", "2026-12-06", "golden").(*Board)
	var words []string
	sum := 0
	for i, w := range p.Words {
		if i > 0 && p.Words[i-1].Points < w.Points {
			t.Errorf("words not best first: %v", p.Words)
		}
		words = append(words, w.Word)
		sum += w.Points
	}
	if sum != p.Max() {
		t.Errorf("max %d, words' points %d", p.Max(), sum)
	}
	if got, err := p.Score("u", "U", words); err != nil || got != p.Max() {
		t.Errorf("every word: %d, %v; want %d", got, err, p.Max())
	}
}

// TestPositionPlay: the best move scores Max, from the position as it was
// derived each time; a move the engine refuses is its refusal.
func TestPositionPlay(t *testing.T) {
	p := puzzleOf(t, "scarabeo", "it", "2026-12-06", "golden").(*Position)
	if p.Limit() != 0 || p.Size != 17 {
		t.Errorf("limit %v, size %d", p.Limit(), p.Size)
	}
	for i := 0; i < 2; i++ {
		m, err := p.Play(p.Best.Word, p.Best.Pos())
		if err != nil || m.Score != p.Max() || m.Word != p.Best.Word {
			t.Fatalf("the best move: %+v, %v; want %d", m, err, p.Max())
		}
	}
	if _, err := p.Play("ZZZZ", "8H"); err == nil {
		t.Error("ZZZZ 8H played")
	}
	if _, err := p.Play("PAGO", "20A"); err == nil || !strings.Contains(err.Error(), "20A") {
		t.Errorf("PAGO 20A: %v", err)
	}
	g, err := p.Game()
	if err != nil || g.Turn() != p.Seat {
		t.Errorf("the position's turn: %v", err)
	}
}

// TestNoDictionary: a puzzle without a dictionary is an error, not a panic.
func TestNoDictionary(t *testing.T) {
	rng := Rand(Key("s"), "boggle", "2026-12-06")
	if _, err := (Boggle{Lang: "en"}).Puzzle(rng); err == nil {
		t.Error("Boggle without a dictionary")
	}
	if _, err := (Ruzzle{Lang: "en"}).Puzzle(rng); err == nil {
		t.Error("Ruzzle without a dictionary")
	}
	if _, err := (Scarabeo{}).Puzzle(rng); err == nil {
		t.Error("Scarabeo without a dictionary")
	}
}
