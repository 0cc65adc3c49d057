package upwords

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

func TestNewGame(t *testing.T) {
	lex := italian(t)
	g, err := NewGame(Config{}, lex, 3, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	if g.Config() != DefaultConfig() || g.Players() != 3 || g.Turn() != 0 || g.Over() {
		t.Errorf("new game: %+v", g.Config())
	}
	if g.BagLen() != 118-21 {
		t.Errorf("bag = %d, want 97", g.BagLen())
	}
	for i := 0; i < 3; i++ {
		if rackLen(g.Rack(i)) != 7 {
			t.Errorf("rack %d = %q", i, rackString(g.Rack(i)))
		}
	}
	total := 0
	for _, c := range BagCounts {
		total += c
	}
	if total != 118 {
		t.Errorf("bag counts total %d", total)
	}
	g2, _ := NewGame(Config{}, lex, 3, rand.New(rand.NewPCG(3, 4)))
	if !bytes.Equal(state(t, g), state(t, g2)) {
		t.Error("the same seed gave different games")
	}
	g, err = NewGame(Config{Size: 12, Hand: 9, CheckMinLength: 4}, lex, 2, nil)
	if err != nil || g.Board().Size() != 12 || rackLen(g.Rack(1)) != 9 {
		t.Errorf("12x12, hand 9: %v", err)
	}
	for _, bad := range []struct {
		cfg     Config
		players int
		want    string
	}{
		{Config{Size: 5}, 2, "the board must be between 6x6 and 16x16"},
		{Config{Size: 17}, 2, "the board must be between 6x6 and 16x16"},
		{Config{Hand: 13}, 2, "a hand holds between 2 and 12 tiles"},
		{Config{CheckMinLength: 1}, 2, "the shortest checked word must be between 2 and 99 letters"},
		{Config{}, 1, "a game has 2 to 4 players, not 1"},
		{Config{}, 5, "a game has 2 to 4 players, not 5"},
	} {
		if _, err := NewGame(bad.cfg, lex, bad.players, nil); err == nil || err.Error() != bad.want {
			t.Errorf("NewGame(%+v, %d) = %v, want %q", bad.cfg, bad.players, err, bad.want)
		}
	}
}

func TestCentreOddBoard(t *testing.T) {
	b, _ := NewBoard(7)
	var centre []string
	for r := 0; r < 7; r++ {
		for c := 0; c < 7; c++ {
			if b.Centre(gridPos(r, c)) {
				centre = append(centre, squareName(gridPos(r, c)))
			}
		}
	}
	if !reflect.DeepEqual(centre, []string{"4D"}) {
		t.Errorf("centre of 7x7 = %v", centre)
	}
	b, _ = NewBoard(10)
	centre = nil
	for r := 0; r < 10; r++ {
		for c := 0; c < 10; c++ {
			if b.Centre(gridPos(r, c)) {
				centre = append(centre, squareName(gridPos(r, c)))
			}
		}
	}
	if !reflect.DeepEqual(centre, []string{"5E", "5F", "6E", "6F"}) {
		t.Errorf("centre of 10x10 = %v", centre)
	}
}

func TestPassesEndTheGame(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUB", "AEIOUBC")
	mustPlay(t, g, "CASA", "5D", 8)
	for _, p := range []int{1, 2} {
		if err := g.Pass(p); err != nil {
			t.Fatal(err)
		}
	}
	if g.Over() {
		t.Fatal("over after two passes of three players")
	}
	if err := g.Pass(0); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("not over after every player passed in a row")
	}
	// End: -5 a tile left (7 each).
	if got := g.Scores(); !reflect.DeepEqual(got, []int{8 - 35, -35, -35}) {
		t.Errorf("scores = %v", got)
	}
	if w := g.Winners(); !reflect.DeepEqual(w, []int{0}) {
		t.Errorf("winners = %v", w)
	}
	refused(t, g, crossword.CodeGameOver, "the game is over", func() error { return g.Pass(1) })
	if h, err := g.Hint(1, 3); h != nil || err != nil {
		t.Errorf("hint after the end = %v", h)
	}
	var acts []Action
	for _, e := range g.Log() {
		acts = append(acts, e.Action)
	}
	want := []Action{ActPlay, ActPass, ActPass, ActPass, ActPenalty, ActPenalty, ActPenalty}
	if !reflect.DeepEqual(acts, want) {
		t.Errorf("log = %v, want %v", acts, want)
	}
}

func TestTiesAreShared(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "OOOAAAE")
	g.Pass(0)
	g.Pass(1)
	if w := g.Winners(); !reflect.DeepEqual(w, []int{0, 1}) {
		t.Errorf("winners = %v", w)
	}
}

func TestExchange(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "QEEIIUU")
	before := g.BagLen()
	if err := g.Exchange(0, "c"); err != nil {
		t.Fatal(err)
	}
	if g.BagLen() != before || rackLen(g.Rack(0)) != 7 || g.Turn() != 1 {
		t.Errorf("after exchange: bag %d, rack %q, turn %d", g.BagLen(), rackString(g.Rack(0)), g.Turn())
	}
	g.bag.Tiles = nil
	refused(t, g, crossword.CodeBagEmpty, "the bag is empty: there is nothing to exchange with", func() error { return g.Exchange(1, "Q") })
}

func TestEndWhenBagEmptyAndRackPlayed(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASA", "EEIIUUO")
	g.bag.Tiles = nil
	mustPlay(t, g, "CASA", "5D", 8)
	if !g.Over() {
		t.Fatal("not over")
	}
	if got := g.Scores(); !reflect.DeepEqual(got, []int{8, -35}) {
		t.Errorf("scores = %v", got)
	}
}

func TestResign(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUO", "AEIOUBC")
	if err := g.Resign(1); err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, "CASA", "5D", 8)
	if g.Turn() != 2 {
		t.Errorf("turn = %d, want 2 (player 1 resigned)", g.Turn())
	}
	refused(t, g, crossword.CodeAlreadyResigned, "you have already left this game", func() error { return g.Resign(1) })
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || !reflect.DeepEqual(g.Winners(), []int{2}) {
		t.Errorf("over %v winners %v", g.Over(), g.Winners())
	}
	// Nobody is charged for the tiles left: the one who stays keeps 0 (it
	// was -35 for 7 tiles), the one who played CASA keeps 8.
	if got := g.Scores(); !reflect.DeepEqual(got, []int{8, 0, 0}) {
		t.Errorf("scores after the last resignation = %v, want [8 0 0]", got)
	}
	for _, e := range g.Log() {
		if e.Action == ActPenalty {
			t.Errorf("a resignation charged tiles: %+v", e)
		}
	}
}

// selfPlay plays a whole game with the best move each turn (pass when none).
func selfPlay(t testing.TB, g *Game, maxTurns int) {
	for i := 0; i < maxTurns && !g.Over(); i++ {
		p := g.Turn()
		h, err := g.Hint(p, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(h) == 0 {
			if err := g.Pass(p); err != nil {
				t.Fatal(err)
			}
			continue
		}
		m, err := g.Play(p, h[0].Word, h[0].Pos())
		if err != nil {
			t.Fatalf("hint %v refused: %v", h[0], err)
		}
		if m.Key() != h[0].Key() || m.Score != h[0].Score {
			t.Fatalf("hint %v played as %v", h[0], m)
		}
	}
}

func TestJSONRoundTrip(t *testing.T) {
	lex := italian(t)
	g, _ := NewGame(Config{}, lex, 3, rand.New(rand.NewPCG(9, 9)))
	selfPlay(t, g, 12)
	data := state(t, g)
	g2, err := Load(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	if again := state(t, g2); !bytes.Equal(data, again) {
		t.Fatalf("round trip differs:\n%s\n%s", data, again)
	}
	// Histories survive: every stack read back keeps its letters.
	var j struct {
		Board struct {
			Stacks [][]string `json:"stacks"`
		} `json:"board"`
	}
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	b, tall := g2.Board(), 0
	for r, row := range j.Board.Stacks {
		for c, s := range row {
			if got := b.Stack(gridPos(r, c)); got != s || g.Board().Stack(gridPos(r, c)) != s {
				t.Errorf("stack (%d,%d) = %q, want %q", r, c, got, s)
			}
			tall = max(tall, len(s))
		}
	}
	if tall < 2 {
		t.Errorf("no stack in the position: the test proves little")
	}
	// Both continue identically (same draws).
	selfPlay(t, g, 1000)
	selfPlay(t, g2, 1000)
	if a, b := state(t, g), state(t, g2); !bytes.Equal(a, b) {
		t.Fatal("the games diverged after the round trip")
	}
	if !g.Over() {
		t.Fatal("self-play did not finish")
	}
	t.Logf("final scores %v, winners %v, %d events", g.Scores(), g.Winners(), len(g.Log()))
}

func TestUnmarshalRejects(t *testing.T) {
	lex := italian(t)
	g, _ := NewGame(Config{}, lex, 2, rand.New(rand.NewPCG(1, 1)))
	good := string(state(t, g))
	for _, c := range []struct{ from, to string }{
		{`"size":10,"hand"`, `"size":30,"hand"`},
		{`"bag":"`, `"bag":"J`},
		{`"turn":0`, `"turn":7`},
		{`"rng":"`, `"rng":"AA`},
	} {
		bad := bytesReplace(good, c.from, c.to)
		if bad == good {
			t.Fatalf("no %q in %s", c.from, good)
		}
		if _, err := Load([]byte(bad), lex); err == nil {
			t.Errorf("%s -> %s accepted", c.from, c.to)
		}
	}
}

// An exchange is not a pass (docs/rules.md): /exchange A by one player and
// /pass by the other used to end a fresh game with 104 tiles in the bag.
func TestExchangeIsNotAPass(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUB")
	if err := g.Exchange(0, "A"); err != nil {
		t.Fatal(err)
	}
	if err := g.Pass(1); err != nil {
		t.Fatal(err)
	}
	if g.Over() || g.Turn() != 0 || g.BagLen() != 104 {
		t.Fatalf("after an exchange and a pass: over %v, turn %d, bag %d", g.Over(), g.Turn(), g.BagLen())
	}
	// The exchange started the count again: two passes in a row end it.
	if err := g.Pass(0); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("not over after both players passed in a row")
	}
	// A pass, an exchange and a pass do not end it either.
	g = newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUB")
	g.Pass(0)
	if err := g.Exchange(1, "E"); err != nil {
		t.Fatal(err)
	}
	g.Pass(0)
	if g.Over() {
		t.Fatal("pass, exchange, pass ended the game")
	}
}

// Issue 13 item 3: accented words could not be played at all; the lexicon
// holds them folded and the input folds the same way.
func TestAccentsFold(t *testing.T) {
	for _, word := range []string{"CITTÀ", "città", "citta"} {
		g := newTestGame(t, Config{}, italian(t), "CITTAOO", "EEIIUUB")
		m := mustPlay(t, g, word, "5D", 10)
		if m.Word != "CITTA" {
			t.Errorf("%s played as %q", word, m.Word)
		}
	}
	g := newTestGame(t, Config{}, italian(t), "PERCHEO", "EEIIUUB")
	mustPlay(t, g, "PERCHÉ", "5C", 12)
	g = newTestGame(t, Config{}, italian(t), "CANAOOO", "EEIIUUB")
	if _, err := g.Play(0, "CAÑA", "5D"); err == nil || err.Error() != `"CAÑA" is not a word: use the letters A-Z` {
		t.Errorf("CAÑA: %v", err)
	}
}

// Hint refuses a seat that does not exist and a game loaded without its
// lexicon, like Scarabeo's (crossword.TurnGame).
func TestHintRefusals(t *testing.T) {
	g, err := NewGame(Config{}, italian(t), 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if h, err := g.Hint(2, 1); h != nil || err == nil || err.Error() != "there is no player 3 in this game" {
		t.Errorf("hint of seat 2: %v %v", h, err)
	}
	if h, err := g.Hint(0, 2); len(h) != 2 || err != nil {
		t.Errorf("hint of seat 0: %v %v", h, err)
	}
	data, _ := json.Marshal(g)
	var bare Game
	if err := json.Unmarshal(data, &bare); err != nil {
		t.Fatal(err)
	}
	if h, err := bare.Hint(0, 1); h != nil || err == nil || err.Error() != "the game has no lexicon attached" {
		t.Errorf("hint without a lexicon: %v %v", h, err)
	}
}
