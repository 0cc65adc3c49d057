package upwords

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/tiles"
	"github.com/wordbot/wordbot/lexicon"
)

// hasbroCounts is Hasbro's English Upwords set as the box holds it
// (docs/rules.md, Upwords).
var hasbroCounts = map[string]int{
	"A": 7, "B": 3, "C": 4, "D": 5, "E": 8, "F": 3, "G": 3, "H": 3, "I": 7, "J": 1,
	"K": 2, "L": 5, "M": 5, "N": 5, "O": 7, "P": 3, "QU": 1, "R": 5, "S": 6, "T": 5,
	"U": 5, "V": 1, "W": 2, "X": 1, "Y": 2, "Z": 1,
}

// The Hasbro set counted tile by tile: the engine's bag, the tiles
// package's set and a new game's tiles (bag, racks, unseen) agree, 100 in
// all, a Qu tile and no Q.
func TestHasbroSetCounted(t *testing.T) {
	counts, alphabet, err := BagTiles(Hasbro)
	if err != nil {
		t.Fatal(err)
	}
	alpha := AlphabetOf(Hasbro)
	total := 0
	for sym, want := range hasbroCounts {
		f, ok := alpha.Fold(sym)
		if !ok || len(f) != 1 {
			t.Fatalf("%s folds to %q", sym, f)
		}
		if got := counts[f[0]-'A']; got != want {
			t.Errorf("%s: %d tiles, want %d", sym, got, want)
		}
		if alpha.Symbol(f[0]-'A') != sym {
			t.Errorf("letter %d is written %q, want %q", f[0]-'A', alpha.Symbol(f[0]-'A'), sym)
		}
		total += want
	}
	sum, kinds := 0, 0
	for _, n := range counts {
		sum += n
		if n > 0 {
			kinds++
		}
	}
	if total != 100 || sum != 100 || kinds != 26 {
		t.Errorf("table %d, bag %d tiles of %d kinds; want 100 of 26", total, sum, kinds)
	}
	if counts[qLetter] != 0 || alphabet&(1<<qLetter) != 0 || counts[quLetter] != 1 {
		t.Errorf("Q %d, Qu %d: want no Q and one Qu", counts[qLetter], counts[quLetter])
	}
	set, err := tiles.OfSet("upwords", "en", Hasbro)
	if err != nil || set.Total() != 100 || len(set.Tiles) != 26 {
		t.Fatalf("tiles.OfSet: %v, %d tiles, %d kinds", err, set.Total(), len(set.Tiles))
	}
	for _, tile := range set.Tiles {
		if hasbroCounts[tile.Symbol] != tile.Count {
			t.Errorf("tiles.OfSet %s: %d, want %d", tile.Symbol, tile.Count, hasbroCounts[tile.Symbol])
		}
	}
	g, err := NewGame(Config{Tiles: Hasbro}, dict(t, "QUIT"), 3, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if g.BagLen() != 100-21 || rackLen(g.Unseen(0)) != 100-7 {
		t.Errorf("bag %d, unseen %d: want 79 and 93", g.BagLen(), rackLen(g.Unseen(0)))
	}
	if _, err := NewGame(Config{Tiles: "hasbro2"}, dict(t, "QUIT"), 2, nil); err == nil {
		t.Error("an unknown set was taken")
	}
}

// hasbroWithRacks is a game of Hasbro's set whose players hold racks
// (typed as players type them: QU is the Qu tile).
func hasbroWithRacks(t *testing.T, lex *lexicon.DAWG, racks ...string) *Game {
	t.Helper()
	g, err := NewGame(Config{Tiles: Hasbro}, lex, len(racks), rand.New(rand.NewPCG(5, 6)))
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range racks {
		r, err := ParseRack(s, g.cfg)
		if err != nil {
			t.Fatal(err)
		}
		g.players[i].rack = r
	}
	return g
}

// A flat word holding the Qu tile scores 2 more (Hasbro's rules); the same
// word no longer flat scores its heights alone.
func TestHasbroQuScore(t *testing.T) {
	lex := dict(t, "QUIT", "QUIZ", "QUA", "TA", "AT")
	g := hasbroWithRacks(t, lex, "qu i t e e e e", "z a e e e e e")
	m, err := g.Play(0, "quit", "5D")
	if err != nil {
		t.Fatal(err)
	}
	// 3 tiles flat: 3 x 2 + 2.
	if m.Word != "QUIT" || len(m.Tiles) != 3 || m.Score != 8 {
		t.Errorf("QUIT: %q, %d tiles, %d points; want QUIT, 3, 8", m.Word, len(m.Tiles), m.Score)
	}
	// Z on the T: heights 1, 1, 2, no bonus.
	if m, err = g.Play(1, "QUIZ", "5D"); err != nil || m.Score != 4 {
		t.Fatalf("QUIZ over QUIT: %v, %+v; want 4 points", err, m)
	}
	// A perpendicular flat word holding the Qu tile: A under it makes
	// QUA down (2 x 2 + 2).
	g2 := hasbroWithRacks(t, lex, "qu i t e e e e", "a e e e e e e")
	if _, err := g2.Play(0, "QUIT", "5D"); err != nil {
		t.Fatal(err)
	}
	if m, err = g2.Play(1, "QUA", "D5"); err != nil || m.Score != 6 {
		t.Fatalf("QUA down: %v, %+v; want 6 points", err, m)
	}
	// The generator agrees with the rule-by-rule check on every move.
	b := g2.Board()
	for _, rack := range []string{"a t e e e e e", "qu a t", "z t a"} {
		r, err := ParseRack(rack, g2.cfg)
		if err != nil {
			t.Fatal(err)
		}
		ms := Moves(b, r, lex, g2.cfg)
		for _, mv := range ms {
			c, err := Check(b, TilesOf(mv.Tiles), &r, lex, g2.cfg)
			if err != nil || c.Score != mv.Score || c.Word != mv.Word {
				t.Errorf("rack %s: generated %s %d, check %s %d (%v)", rack, mv.Word, mv.Score, c.Word, c.Score, err)
			}
		}
		if rack == "qu a t" && len(ms) == 0 {
			t.Error("no move for QU A T")
		}
	}
}

// How players type the Qu tile: QU in a word or an exchange; a Q alone is
// refused with a line saying so.
func TestHasbroTyping(t *testing.T) {
	lex := dict(t, "QUIT", "QAT", "TA")
	g := hasbroWithRacks(t, lex, "qu i t a e e e", "a e e e e e e")
	const lone = "Hasbro's set has no Q tile of its own: type QU for its Qu tile"
	refused(t, g, CodeLoneQ, lone, func() error { _, err := g.Play(0, "QAT", "5D"); return err })
	refused(t, g, CodeLoneQ, lone, func() error { return g.Exchange(0, "q") })
	if _, err := ParseRack("q a", g.cfg); err == nil || err.Error() != lone {
		t.Errorf("ParseRack(q a) = %v", err)
	}
	if err := g.Exchange(0, "Qu"); err != nil {
		t.Fatal(err)
	}
	if g.Rack(0)[quLetter] != 0 || rackLen(g.Rack(0)) != 7 {
		t.Errorf("after exchanging QU: %v", g.Rack(0))
	}
}

// A game of Hasbro's set saved and read back keeps its set: the Qu tile on
// the board, its bag, its scoring.
func TestHasbroSavedGame(t *testing.T) {
	lex := dict(t, "QUIT", "QUIZ")
	g := hasbroWithRacks(t, lex, "qu i t e e e e", "z a e e e e e")
	if _, err := g.Play(0, "QUIT", "5D"); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Load(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	if h.Config().Tiles != Hasbro || h.BagLen() != g.BagLen() || h.Unseen(1) != g.Unseen(1) {
		t.Errorf("reloaded: tiles %q, bag %d, want %q, %d", h.Config().Tiles, h.BagLen(), Hasbro, g.BagLen())
	}
	if sq := h.Board().At(crossword.Pos{Row: 4, Col: 3}); sq.Letter != 'A'+quLetter || sq.Height != 1 {
		t.Errorf("4,3 holds %+v, want the Qu tile", sq)
	}
	if got := h.Board().Text(Hasbro); got[:40] != ". . . . . . . . . .\n. . . . . . . . . .\n" {
		t.Errorf("board text:\n%s", got)
	}
	if m, err := h.Play(1, "QUIZ", "5D"); err != nil || m.Score != 4 {
		t.Errorf("QUIZ after the reload: %v %+v", err, m)
	}
}

// The hint and the computer opponents play Qu words with the English
// lexicon: QUIET (4 tiles flat, 8 + 2) is the best move of QU I E T V V V.
func TestHasbroHintPlaysQu(t *testing.T) {
	lex, err := lexicon.Embedded("en")
	if err != nil {
		t.Fatal(err)
	}
	g := hasbroWithRacks(t, lex, "qu i e t v v v", "a e e e e e e")
	hints, err := g.Hint(0, 3)
	if err != nil || len(hints) == 0 {
		t.Fatalf("hint: %v %v", hints, err)
	}
	if h := hints[0]; h.Word != "QUIET" || h.Score != 10 || len(h.Tiles) != 4 {
		t.Errorf("best hint %s %d (%d tiles), want QUIET 10 (4 tiles)", h.Word, h.Score, len(h.Tiles))
	}
	if m, err := g.PlayTiles(0, TilesOf(hints[0].Tiles)); err != nil || m.Score != 10 {
		t.Errorf("playing the hint: %v %+v", err, m)
	}
}
