package computer

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

func scrabbleIn(t *testing.T, lang string, seed uint64) *scarabeo.Game {
	t.Helper()
	v, err := scarabeo.ScrabbleIn(lang)
	if err != nil {
		t.Fatal(err)
	}
	g, err := scarabeo.NewGame(v, lexicon.MustEmbedded(lang), 2, rand.New(rand.NewPCG(seed, 3)))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Spanish, German and Portuguese Scrabble games are played to their end by
// the computer opponents (every level), with the letters beyond Z placed
// on the way, and every tile accounted for.
func TestComputerPlaysScrabbleLangs(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 3
	}
	for _, lang := range []string{"es", "de", "pt"} {
		beyond := 0
		for i := 0; i < games; i++ {
			g := scrabbleIn(t, lang, uint64(i+1))
			seats := []Seat{{Level: Hard, Leave: Leaves["scrabble-"+lang]}, {Level: []Level{Easy, Medium, Greedy}[i%3]}}
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			for turn := 0; !g.Over(); turn++ {
				if turn >= 400 {
					t.Fatalf("%s game %d: no end in 400 turns", lang, i)
				}
				p := g.Turn()
				s := seats[p]
				d, err := DecideWith(g, p, s.Level, s.Leave, rng)
				if err != nil {
					t.Fatalf("%s game %d turn %d: %v", lang, i, turn, err)
				}
				m, err := Apply(g, p, d)
				if err != nil {
					t.Fatalf("%s game %d turn %d: %+v refused: %v", lang, i, turn, d, err)
				}
				if m != nil {
					for _, pl := range m.Tiles {
						if pl.Tile.Letter >= 26 {
							beyond++
						}
					}
				}
			}
		}
		if beyond == 0 {
			t.Errorf("%s: no tile beyond Z was played", lang)
		}
	}
}

// Hard's exchange of tiles beyond Z is written as the language writes them
// and the game takes it: the tiles given back are those chosen.
func TestHardExchangeBeyondZ(t *testing.T) {
	g := scrabbleIn(t, "es", 1)
	v := g.Variant()
	var rack crossword.Rack
	for _, l := range []byte{'Q' - 'A', 26, 27, 28, 29, 'X' - 'A', 'Z' - 'A'} { // Q Ñ CH LL RR X Z
		rack[l]++
	}
	give, ok := bestExchange(g, rack, Leaves["scrabble-es"], 0)
	if !ok {
		t.Fatal("no exchange against a 0-point move")
	}
	r, err := crossword.ParseRackIn(give, v.RackSize, v.Alphabet, v.Letters())
	if err != nil {
		t.Fatalf("exchange %q: %v", give, err)
	}
	if !rack.Has(r.Tiles()) || r.Size() == 0 {
		t.Fatalf("exchange %q is not of the rack", give)
	}
	// The whole rack, when no move is found, reads back too.
	d := giveBack(g, g.Turn(), rack, Leaves["scrabble-es"])
	if d.Kind != Exchange || d.Letters != "Q X Z Ñ CH LL RR" {
		t.Fatalf("give back: %+v", d)
	}
	if back, err := crossword.ParseRackIn(d.Letters, v.RackSize, v.Alphabet, v.Letters()); err != nil || back != rack {
		t.Fatalf("give back %q reads %v %v", d.Letters, back, err)
	}
}

// Every game in every language the bot offers has a leave table of its own
// tiles, valuing the letters beyond Z of its language.
func TestLeavesForEveryLanguage(t *testing.T) {
	for _, lang := range []string{"en", "it", "fr", "es", "de", "pt"} {
		lex := lexicon.MustEmbedded(lang)
		v, err := scarabeo.ScrabbleIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		sg, err := scarabeo.NewGame(v, lex, 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		cfg := upwords.DefaultConfig()
		cfg.Tiles = upwords.TilesFor(lang)
		ug, err := upwords.NewGame(cfg, lex, 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"en": "scrabble", "it": "scrabble", "fr": "scrabble-fr", "es": "scrabble-es", "de": "scrabble-de", "pt": "scrabble-pt"}[lang]
		for _, g := range []crossword.TurnGame{sg, ug} {
			name := Name(g)
			if _, isUp := g.(*upwords.Game); isUp {
				want = strings.Replace(want, "scrabble", "upwords", 1)
			}
			if name != want {
				t.Errorf("%s %T: table %q, want %q", lang, g, name, want)
			}
			l := Leaves[name]
			if l == nil {
				t.Fatalf("%s: no leave table %q", lang, name)
			}
			a := AlphabetFor(name)
			for x := 26; x < a.Size(); x++ {
				if l.Tile[x] == 0 {
					t.Errorf("%s: %s has no value for %s", lang, name, a.Symbol(byte(x)))
				}
			}
			if l.Vowels != VowelsFor(name) {
				t.Errorf("%s: %s vowels %#x, want %#x", lang, name, l.Vowels, VowelsFor(name))
			}
		}
	}
	if Leaves["scarabeo"] == nil {
		t.Error("no Scarabeo table")
	}
}

// The vowels of each language: A E I O U and the German Ä, Ö, Ü; the
// Spanish Ñ, CH, LL, RR and the Portuguese Ç are consonants.
func TestVowelsOf(t *testing.T) {
	want := map[string]uint32{
		"en": VowelsAEIOU, "it": VowelsAEIOU, "fr": VowelsAEIOU, "es": VowelsAEIOU, "pt": VowelsAEIOU,
		"de": VowelsAEIOU | 1<<26 | 1<<27 | 1<<28,
	}
	for lang, w := range want {
		a, err := lexicon.AlphabetOf(lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := VowelsOf(a); got != w {
			t.Errorf("%s: vowels %#x, want %#x", lang, got, w)
		}
	}
	// The balance counts them: German ÄÖÜ kept is three vowels (balance +3,
	// squared 9), as AEI is.
	de := Leaves["upwords-de"]
	var r, aei crossword.Rack
	r[26], r[27], r[28] = 1, 1, 1
	aei[0], aei[4], aei[8] = 1, 1, 1
	if f, g := features(r, de.Vowels), features(aei, de.Vowels); f[fBalance] != 9 || g[fBalance] != 9 {
		t.Errorf("balance of ÄÖÜ %v, of AEI %v; want 9", f[fBalance], g[fBalance])
	}
}

// Two Upwords players without a move do not exchange for ever (an exchange
// is not a pass): a computer that exchanged and saw no word played since
// passes. Portuguese self-play seed 289 on Portugal's list (hunspell
// pt_PT) reaches a board where neither seat can play with one tile in the
// bag; it ends, and no seat exchanges twice with no word played between.
// (Brazil's list, pt's default since issue 28, found a move to the end in
// each of seeds 1-1500.)
func TestUpwordsNoEndlessExchange(t *testing.T) {
	g, err := NewGame("upwords-pt", 289)
	if err != nil {
		t.Fatal(err)
	}
	pt, err := lexicon.NewLists().Lexicon("pt", "hunspell pt_PT")
	if err != nil {
		t.Fatal(err)
	}
	g.(*upwords.Game).SetLexicon(pt)
	greedy := Seat{Level: Greedy}
	if _, err := SelfPlay(g, []Seat{greedy, greedy}, rand.New(rand.NewPCG(289, 1)), nil); err != nil {
		t.Fatal(err)
	}
	ug := g.(*upwords.Game)
	exchanged := map[int]bool{}
	for i, e := range ug.Log() {
		switch e.Action {
		case upwords.ActPlay:
			clear(exchanged)
		case upwords.ActExchange:
			if exchanged[e.Player] {
				t.Fatalf("event %d: seat %d exchanges again with no word played since", i, e.Player)
			}
			exchanged[e.Player] = true
		}
	}
	if g.BagLen() == 0 {
		t.Fatal("the bag emptied: the position of the test is gone")
	}
}
