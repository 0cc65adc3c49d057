package scarabeo

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"

	"github.com/wordbot/wordbot/games/crossword"
)

func newTestGame(t testing.TB, players int, words ...string) *Game {
	t.Helper()
	g, err := NewGame(Scarabeo(), mustLex(t, words...), players, rand.New(rand.NewPCG(7, 11)))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func save(t testing.TB, g *Game) []byte {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestPlayRefusals(t *testing.T) {
	g := newTestGame(t, 2, exampleWords...)
	g.racks[0] = rackOf(t, g.v, "CASALIMO")
	g.racks[1] = rackOf(t, g.v, "ECOQUA?B")
	first := []struct{ word, pos, err string }{
		{"CASA", "9R", "9R is off the board (rows 1-17, columns A-Q)"},
		{"CASA", "20A", "20A is off the board (rows 1-17, columns A-Q)"},
		{"CASA", "9O", "CASA at 9O runs off the board"},
		{"CASA", "zz", `"zz" is not a position: write the row then the column for a word across (like 9I), or the column then the row for a word down (like I9); rows 1-17, columns A-Q`},
		{"CASA", "1A", "the first word must cover the centre square (9I)"},
		{"CASX", "9F", "there is no X in Scarabeo"},
		{"CA5A", "9F", `"CA5A" is not a word: use the letters A-Z (lower case for a blank)`},
		{"", "9F", "write the word you want to play"},
		{"LIMO", "9F", "LIMO is not a valid word"},
		{"ECO", "9H", "you do not have the letters for that: missing E"},
		{"QUA", "9H", "you do not have the letters for that: missing Q and U"},
		{"CaSA", "9F", "you do not have the letters for that: missing a blank"},
		{"cAsA", "9F", "you do not have the letters for that: missing 2 blanks"},
		{"CaSa", "9F", "you do not have the letters for that: missing 2 blanks"},
	}
	for _, tt := range first {
		before := save(t, g)
		_, err := g.Play(0, tt.word, tt.pos)
		if err == nil || err.Error() != tt.err {
			t.Errorf("Play(%q, %q) = %v, want %q", tt.word, tt.pos, err, tt.err)
		}
		var e *refusal.Refusal
		if !errors.As(err, &e) || Refusals[e.Code] == "" {
			t.Errorf("Play(%q, %q): %#v is not a refusal with a code of Refusals", tt.word, tt.pos, err)
		} else if _, err := refusal.Render(Refusals[e.Code], e.Args); err != nil {
			t.Errorf("Play(%q, %q): refusal %s does not fit its template: %v", tt.word, tt.pos, e.Code, err)
		}
		if after := save(t, g); !bytes.Equal(before, after) {
			t.Errorf("Play(%q, %q) changed the game", tt.word, tt.pos)
		}
	}
	if _, err := g.Play(1, "CASA", "9F"); err == nil || err.Error() != "it is not your turn" {
		t.Fatalf("out of turn: %v", err)
	}
	// Title case (a phone's capital, a German noun's) reads as capitals:
	// CASA with the rack's own tiles, 14, not a C and three jollies.
	m, err := g.Play(0, "Casa", "9F")
	if err != nil || m.Score != 14 || m.Pos() != "9F" || m.Word != "CASA" {
		t.Fatalf("CASA: %v %v", m, err)
	}
	if got := g.Scores(); got[0] != 14 || g.Turn() != 1 || g.racks[0].Size() != 8 || g.BagLen() != 130-16-4 {
		t.Fatalf("after CASA: scores %v turn %d rack %d bag %d", got, g.Turn(), g.racks[0].Size(), g.BagLen())
	}
	if last := g.LastMove(); len(last) != 4 || last[0] != (crossword.Pos{Row: 8, Col: 5}) {
		t.Fatalf("last move %v", last)
	}
	g.racks[1] = rackOf(t, g.v, "ECOQUA?B")
	later := []struct{ word, pos, err string }{
		{"ECO", "1A", "the word must touch a tile already on the board"},
		{"OCA", "F8", "OCA is not a valid word"},
		{"QUAD", "9F", "square 9F holds a C, not a Q"},
		{"CASA", "9F", "every letter of CASA is already on the board: place at least one tile"},
		{"ASA", "9G", "the word goes on: square 9F before it holds a C; write the whole word from its first letter"},
		{"CAS", "9F", "the word goes on: square 9I after it holds an A; write the whole word"},
	}
	for _, tt := range later {
		before := save(t, g)
		if _, err := g.Play(1, tt.word, tt.pos); err == nil || err.Error() != tt.err {
			t.Errorf("Play(%q, %q) = %v, want %q", tt.word, tt.pos, err, tt.err)
		}
		if after := save(t, g); !bytes.Equal(before, after) {
			t.Errorf("Play(%q, %q) changed the game", tt.word, tt.pos)
		}
	}
	// ECO down through the C of CASA: E on (7,5), O on (9,5).
	m, err = g.Play(1, "ECO", "F8")
	if err != nil || m.Score != 3+10 {
		t.Fatalf("ECO: %v %v", m, err)
	}
}

func TestAutoJolly(t *testing.T) {
	g := newTestGame(t, 2, exampleWords...)
	g.racks[0] = rackOf(t, g.v, "QU?LLLLL")
	m, err := g.Play(0, "QUA", "9G")
	if err != nil || m.Word != "QUa" || m.Score != 15 {
		t.Fatalf("QUA with a jolly for the A: %v %v", m, err)
	}
	if m.Jollies() != 1 || len(m.Tiles) != 3 || !m.Tiles[2].Tile.Jolly {
		t.Fatalf("tiles %v: want the A played with the jolly", m.Tiles)
	}
}

func TestEndOfGameTransfer(t *testing.T) {
	g := newTestGame(t, 3, exampleWords...)
	g.bag.Tiles = nil
	g.racks[0] = rackOf(t, g.v, "CASA")
	g.racks[1] = rackOf(t, g.v, "QZ?")  // 10+8+0 = 18
	g.racks[2] = rackOf(t, g.v, "LMNB") // 2+2+2+4 = 10
	if _, err := g.Play(0, "CASA", "9F"); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("game goes on after the last tile")
	}
	if got := g.Scores(); !reflect.DeepEqual(got, []int{14 + 28, 0, 0}) {
		t.Fatalf("scores %v, want [42 0 0]", got)
	}
	if w := g.Winners(); !reflect.DeepEqual(w, []int{0}) {
		t.Fatalf("winners %v", w)
	}
	if err := g.Pass(1); err == nil || err.Error() != "the game is over" {
		t.Fatalf("pass after the end: %v", err)
	}
}

func TestPassesEndTheGame(t *testing.T) {
	g := newTestGame(t, 2, exampleWords...)
	for i := 0; i < 3; i++ {
		if err := g.Pass(g.Turn()); err != nil {
			t.Fatal(err)
		}
	}
	if g.Over() {
		t.Fatal("over after 3 passes of 2 players")
	}
	before := g.Rack(1)
	if err := g.Exchange(1, ""); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("not over after every player passed or exchanged twice")
	}
	if g.Rack(1) == before && g.racks[1].Size() != 8 {
		t.Fatal("exchange")
	}
	if w := g.Winners(); !reflect.DeepEqual(w, []int{0, 1}) {
		t.Fatalf("winners %v, want a tie", w)
	}
}

func TestExchangeSwapResign(t *testing.T) {
	g := newTestGame(t, 3, exampleWords...)
	g.racks[0] = rackOf(t, g.v, "CASAQQZZ")
	if err := g.Exchange(0, "QQX"); err == nil || err.Error() != "there is no X tile in this game" {
		t.Fatalf("exchange X: %v", err)
	}
	if err := g.Exchange(0, "QQQ"); err == nil || err.Error() != "you do not have QQQ to exchange" {
		t.Fatalf("exchange QQQ: %v", err)
	}
	bag := g.BagLen()
	if err := g.Exchange(0, "qqzz"); err != nil {
		t.Fatal(err)
	}
	if g.BagLen() != bag || g.Rack(0)[0] != 2 || g.Turn() != 1 {
		t.Fatalf("after exchange: bag %d rack %s turn %d", g.BagLen(), g.racks[0].String(), g.Turn())
	}
	// Swap: a jolly on the board standing for A.
	g.board.Set(crossword.Pos{Row: 8, Col: 8}, crossword.Tile{Letter: 0, Jolly: true})
	g.racks[1] = rackOf(t, g.v, "BBBBBBBB")
	if err := g.Swap(1, "9I"); err == nil || err.Error() != "you need an A to take the blank on 9I" {
		t.Fatalf("swap without the letter: %v", err)
	}
	if err := g.Swap(1, "9H"); err == nil || err.Error() != "square 9H holds no blank" {
		t.Fatalf("swap an empty square: %v", err)
	}
	// The square as typed (it said 17Q of Q17, I9 of i9).
	for arg, want := range map[string]string{"Q17": "square Q17 holds no blank", "i9": "you need an A to take the blank on I9"} {
		if err := g.Swap(1, arg); err == nil || err.Error() != want {
			t.Fatalf("swap %s: %v, want %q", arg, err, want)
		}
	}
	for _, arg := range []string{"", "ZZ", "5", "é"} {
		if err := g.Swap(1, arg); err == nil || err.Error() != "Give the letter the blank stands for, or its square." {
			t.Fatalf("swap %q: %v", arg, err)
		}
	}
	if err := g.Swap(1, "e"); err == nil || err.Error() != "No blank on the board stands for E." {
		t.Fatalf("swap E: %v", err)
	}
	g.racks[1] = rackOf(t, g.v, "ABBBBBBB")
	// The jolly named by its square or by the letter it stands for.
	for _, arg := range []string{"I9", " a "} {
		if err := g.Swap(1, arg); err != nil {
			t.Fatalf("swap %q: %v", arg, err)
		}
		if tile, _ := g.board.At(crossword.Pos{Row: 8, Col: 8}); tile.Jolly || g.racks[1][crossword.Jolly] != 1 || g.racks[1][0] != 0 || g.Turn() != 1 {
			t.Fatalf("after swap %q: %v %s turn %d", arg, tile, g.racks[1].String(), g.Turn())
		}
		if log := g.Log(); log[len(log)-1] != (Entry{Player: 1, Action: "swap", Pos: "9I", Word: "A"}) {
			t.Fatalf("swap %q logged %+v", arg, log[len(log)-1])
		}
		if arg == "I9" { // put the jolly back for the swap by letter
			g.board.Set(crossword.Pos{Row: 8, Col: 8}, crossword.Tile{Letter: 0, Jolly: true})
			g.racks[1] = rackOf(t, g.v, "ABBBBBBB")
		}
	}
	if err := g.Resign(2); err != nil {
		t.Fatal(err)
	}
	if err := g.Pass(1); err != nil || g.Turn() != 0 {
		t.Fatalf("turn skips the resigned player: %v %d", err, g.Turn())
	}
	if err := g.Resign(0); err != nil || !g.Over() || !reflect.DeepEqual(g.Winners(), []int{1}) {
		t.Fatalf("last player standing: %v %v %v", err, g.Over(), g.Winners())
	}
}

func TestNewGameRefusals(t *testing.T) {
	lex := mustLex(t, "CASA")
	for _, n := range []int{0, 1, 5} {
		if _, err := NewGame(Scarabeo(), lex, n, rand.New(rand.NewPCG(1, 2))); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
}

// TestJSONRoundTrip plays a seeded game by hints, saving and loading it
// every turn; the loaded game must continue exactly as the original.
func TestJSONRoundTrip(t *testing.T) {
	lex := mustLex(t, randomWords(mustEmbedded(t, "it"), Scarabeo(), rand.New(rand.NewPCG(3, 3)), 2000, 7)...)
	g, err := NewGame(Scarabeo(), lex, 3, rand.New(rand.NewPCG(5, 6)))
	if err != nil {
		t.Fatal(err)
	}
	for turn := 0; turn < 200 && !g.Over(); turn++ {
		data := save(t, g)
		h, err := Load(data, lex)
		if err != nil {
			t.Fatal(err)
		}
		if again := save(t, h); !bytes.Equal(data, again) {
			t.Fatalf("turn %d: round trip differs:\n%s\n%s", turn, data, again)
		}
		for _, x := range []*Game{g, h} {
			p := x.Turn()
			best, err := x.Hint(p, 1)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case len(best) > 0:
				if _, err := x.PlayMove(p, best[0].Tiles); err != nil {
					t.Fatalf("turn %d: hint %v refused: %v", turn, best[0], err)
				}
			case x.BagLen() >= 8:
				err = x.Exchange(p, "")
			default:
				err = x.Pass(p)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if a, b := save(t, g), save(t, h); !bytes.Equal(a, b) {
			t.Fatalf("turn %d: loaded game diverged", turn)
		}
	}
	if !g.Over() {
		t.Fatal("game did not end in 200 turns")
	}
	var bad Game
	if err := json.Unmarshal([]byte(`{"variant":"scarabeo","racks":["A"]}`), &bad); err == nil {
		t.Fatal("bad saved game accepted")
	}
}

func TestCheckRack(t *testing.T) {
	v := Scarabeo()
	b := NewBoard(v)
	put(b, sq(8, 8), crossword.Across, "QUa")
	tests := []struct {
		rack, err string
	}{
		{"Q", ""},
		{"QQ", "Scarabeo has only 2 Q tiles, 1 of them on the board"},
		{"??", "Scarabeo has only 2 blanks, 1 of them on the board"},
		{"ZZZ", "Scarabeo has only 2 Z tiles"},
	}
	for _, tt := range tests {
		err := b.CheckRack(rackOf(t, v, tt.rack))
		if got := fmt.Sprint(err); tt.err == "" && err != nil || tt.err != "" && got != tt.err {
			t.Errorf("CheckRack(%s) = %v, want %q", tt.rack, err, tt.err)
		}
	}
}

// Issue 13 item 3: accents fold (docs/rules.md); a lower-case accented
// letter in a mixed-case word still asks for a jolly.
func TestPlayFoldsAccents(t *testing.T) {
	for _, word := range []string{"CITTÀ", "città"} {
		g := newTestGame(t, 2, "CITTA")
		g.racks[0] = rackOf(t, g.v, "CITTAOOO")
		m, err := g.Play(0, word, "9G")
		if err != nil || m.Word != "CITTA" || m.Score != 15 {
			t.Errorf("Play(%q) = %+v, %v", word, m, err)
		}
	}
	g := newTestGame(t, 2, "CITTA")
	g.racks[0] = rackOf(t, g.v, "CITTAOOO")
	if _, err := g.Play(0, "CITTà", "9G"); err == nil || err.Error() != "you do not have the letters for that: missing a blank" {
		t.Errorf("CITTà: %v", err)
	}
}

// Issue 13 item 9: /play cat 8D on CLINGER said "square 8G after it holds
// an N" when 8E holds an L; a down word's squares are written down-style.
func TestPlayNamesTheRealClash(t *testing.T) {
	g, err := NewGame(Scrabble(), mustLex(t, "CLINGER", "CAT"), 2, rand.New(rand.NewPCG(7, 11)))
	if err != nil {
		t.Fatal(err)
	}
	g.racks[0] = rackOf(t, g.v, "CLINGER")
	if _, err := g.Play(0, "CLINGER", "8D"); err != nil {
		t.Fatal(err)
	}
	g.racks[1] = rackOf(t, g.v, "CATQQQS")
	for _, c := range []struct{ word, pos, want string }{
		{"cat", "8D", "square 8E holds an L, not an A"},
		{"QQQ", "H6", "square H8 holds a G, not a Q"},
		{"CA", "D6", "the word goes on: square D8 after it holds a C; write the whole word"},
	} {
		if _, err := g.Play(1, c.word, c.pos); err == nil || err.Error() != c.want {
			t.Errorf("Play(%s %s) = %v, want %q", c.word, c.pos, err, c.want)
		}
	}
}

// Issue 13 item 9: /exchange ???????????? said "a rack holds at most 8
// tiles"; the real problem is that the player does not have them.
func TestExchangeMoreThanTheRack(t *testing.T) {
	g := newTestGame(t, 2, "CASA")
	g.racks[0] = rackOf(t, g.v, "CASALIM?")
	if err := g.Exchange(0, "????????????"); err == nil || err.Error() != "you do not have ???????????? to exchange" {
		t.Errorf("exchange of 12 jollies: %v", err)
	}
}

// TestScrabbleHasNoSwap: the jolly swap is Scarabeo's rule; Scrabble, in
// every language, refuses it as such, even with a blank on the board and
// its letter on the rack (it took the blank).
func TestScrabbleHasNoSwap(t *testing.T) {
	for _, lang := range []string{"en", "fr", "es", "de", "pt"} {
		v, err := ScrabbleIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(v, mustLex(t, "AA"), 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		g.board.Set(crossword.Pos{Row: 7, Col: 7}, crossword.Tile{Letter: 0, Jolly: true})
		g.racks[0] = rackOf(t, g.v, "AAAAAAA")
		for _, arg := range []string{"a", "8H", ""} {
			if err := g.Swap(0, arg); err == nil || err.Error() != "Scrabble has no blank swap: a blank stays on the board for the rest of the game." {
				t.Errorf("%s: swap %q: %v", lang, arg, err)
			}
		}
		if tile, _ := g.board.At(crossword.Pos{Row: 7, Col: 7}); !tile.Jolly || len(g.Log()) != 0 {
			t.Errorf("%s: the swap changed the game: %v %+v", lang, tile, g.Log())
		}
	}
}

// TestMarkedJollies: a '?' before a letter plays it with a jolly whatever
// the case, every other letter with the rack's own tile (the Activity's
// placements, docs/rules.md): on CASA??LL "CA?s?a" is C, A and two
// jollies (4 points: a jolly scores its letter, without the 10 of a move
// with none), not CASA of its own tiles (14); the S and the second A stay
// on the rack; an unmarked letter the rack lacks is
// refused, not taken by a jolly by itself; more marks than jollies are
// refused.
func TestMarkedJollies(t *testing.T) {
	g := newTestGame(t, 2, exampleWords...)
	g.racks[0] = rackOf(t, g.v, "CSL??LLL")
	if _, err := g.Play(0, "C?asA", "9F"); err == nil || err.Error() != "you do not have the letters for that: missing A" {
		t.Errorf("C?asA on CSL??LLL: %v", err)
	}
	g.racks[0] = rackOf(t, g.v, "CASA?LLL")
	if _, err := g.Play(0, "C?a?s?a", "9F"); err == nil || err.Error() != "you do not have the letters for that: missing 2 blanks" {
		t.Errorf("three jollies of one: %v", err)
	}
	g.racks[0] = rackOf(t, g.v, "CASA??LL")
	m, err := g.Play(0, "CA?s?a", "9F")
	if err != nil || m.Word != "CAsa" || m.Score != 4 || m.Jollies() != 2 {
		t.Fatalf("CA?s?a: %v %v", m, err)
	}
	r := g.Rack(0)
	if r[crossword.Jolly] != 0 || r['S'-'A'] < 1 || r['A'-'A'] < 1 {
		t.Errorf("rack after CA?s?a: %s, want its S and second A kept", r.String())
	}
}
