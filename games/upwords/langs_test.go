package upwords

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// Upwords in Spanish, German and Portuguese: letters beyond Z (docs/rules.md,
// Upwords and Tiles per language). A letter beyond Z is the byte 'A'+letter
// in the engine ('[' is letter 26: Spanish Ñ, German Ä, Portuguese Ç); the
// players type and read it as the language writes it.

func embedded(t testing.TB, lang string) *lexicon.DAWG {
	t.Helper()
	d, err := lexicon.Embedded(lang)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// folded is s in the letters of lang's alphabet ("moño" is "MO[O").
func folded(t testing.TB, lang, s string) string {
	t.Helper()
	a, err := lexicon.AlphabetOf(lang)
	if err != nil {
		t.Fatal(err)
	}
	f, ok := a.Fold(s)
	if !ok {
		t.Fatalf("%q is not %s letters", s, lang)
	}
	return f
}

// newLangGame is newTestGame with the bag of lang and racks typed in its
// letters ("ñ", "ch").
func newLangGame(t *testing.T, lang string, racks ...string) *Game {
	t.Helper()
	for i := range racks {
		racks[i] = folded(t, lang, racks[i])
	}
	return newTestGame(t, Config{Tiles: lang}, embedded(t, lang), racks...)
}

// playScored plays word at pos for the player on turn, after checking that
// the move generator offers the same move with the same score, and checks
// the score and the word as the move reads it.
func playScored(t *testing.T, g *Game, word, pos, wantWord string, want int) *Move {
	t.Helper()
	all, err := g.Moves(g.Turn())
	if err != nil {
		t.Fatal(err)
	}
	m := mustPlay(t, g, word, pos, want)
	if m.Word != wantWord {
		t.Fatalf("Play(%s %s) reads %q, want %q", word, pos, m.Word, wantWord)
	}
	found := false
	for _, x := range all {
		if x.Key() == m.Key() {
			found = true
			if x.Score != m.Score || x.Word != m.Word || x.Pos() != m.Pos() {
				t.Fatalf("the generator has %v, Play %v", x, m)
			}
		}
	}
	if !found {
		t.Fatalf("the generator misses %v (%d moves)", m, len(all))
	}
	return m
}

func TestBagsBeyondZ(t *testing.T) {
	for _, c := range []struct {
		lang    string
		special map[string]int // tile -> count
		absent  string
	}{
		{"es", map[string]int{"Ñ": 1, "CH": 1, "LL": 1, "RR": 1, "A": 13}, "KW"},
		{"de", map[string]int{"Ä": 1, "Ö": 1, "Ü": 1, "E": 15}, ""},
		{"pt", map[string]int{"Ç": 2, "A": 12}, "KWY"},
	} {
		counts, alphabet, err := BagTiles(c.lang)
		if err != nil {
			t.Fatalf("%s: %v", c.lang, err)
		}
		total := 0
		for _, n := range counts {
			total += n
		}
		if total != 100 || counts[crossword.Jolly] != 0 {
			t.Errorf("%s: %d tiles, %d jollies", c.lang, total, counts[crossword.Jolly])
		}
		for tile, n := range c.special {
			l := folded(t, c.lang, tile)[0] - 'A'
			if counts[l] != n || alphabet&(1<<l) == 0 {
				t.Errorf("%s: %d %s tiles (letter %d, in the alphabet %v), want %d", c.lang, counts[l], tile, l, alphabet&(1<<l) != 0, n)
			}
		}
		for _, ch := range c.absent {
			if l := ch - 'A'; counts[l] != 0 || alphabet&(1<<l) != 0 {
				t.Errorf("%s: the bag has %c", c.lang, ch)
			}
		}
	}
}

// Spanish: CH and Ñ are one tile and one square each (docs/rules.md, Tiles
// per language); a word scores by its tiles, so OCHO is 3 letters.
func TestSpanishMovesScoredByHand(t *testing.T) {
	g := newLangGame(t, "es", "MONOAEI", "ÑAEIOUS")
	// MONO across from 5D (row 4, columns 3-6) on the empty board, every
	// stack 1 high: 4 letters x 2 = 8.
	playScored(t, g, "mono", "5D", "MONO", 8)
	// Ñ on the N of MONO (4,5): MOÑO, heights 1,1,2,1: 1+1+2+1 = 5 (the
	// stack is no longer flat, so 1 point a tile under the word).
	m := playScored(t, g, "Moño", "5D", "MOÑO", 5)
	if len(m.Tiles) != 1 || m.Tiles[0].Tile.Letter != 26 || m.Tiles[0].Pos != gridPos(4, 5) {
		t.Fatalf("MOÑO placed %v, want one Ñ (letter 26) on (4,5)", m.Tiles)
	}
	if sq := g.Board().At(gridPos(4, 5)); sq.Letter != '[' || sq.Height != 2 || g.Board().Stack(gridPos(4, 5)) != "N[" {
		t.Fatalf("(4,5) = %+v %q", sq, g.Board().Stack(gridPos(4, 5)))
	}
	// OCHO down from the O at (4,4) (E5): O kept, CH new at (5,4), O new at
	// (6,4); 3 tiles, all 1 high: 3 x 2 = 6 (the CH tile is one letter).
	setRack(t, g, 0, folded(t, "es", "CHOAEIU"))
	m = playScored(t, g, "ocho", "E5", "OCHO", 6)
	if len(m.Tiles) != 2 || m.Tiles[0].Tile.Letter != 27 || m.Tiles[0].Pos != gridPos(5, 4) {
		t.Fatalf("OCHO placed %v, want CH (letter 27) on (5,4) then O", m.Tiles)
	}
	if got := g.Log()[2].Word; got != "OCHO" {
		t.Errorf("the log reads %q", got)
	}
	// The refusals name the language's letters.
	setRack(t, g, 1, folded(t, "es", "AEIOUSR"))
	play := func(word, pos string) func() error {
		return func() error { _, err := g.Play(g.Turn(), word, pos); return err }
	}
	refused(t, g, crossword.CodeNoSuchTile, "there is no K tile in this game", play("kiwi", "1A"))
	refused(t, g, CodeNotLettersOf, `"straße" is not a word: use the letters A-Z and Ñ, CH, LL and RR`, play("straße", "1A"))
	refused(t, g, crossword.CodeMissingLetters, "you do not have the letters for that: missing Ñ", play("uña", "1A"))
	refused(t, g, crossword.CodeMissingLetters, "you do not have the letters for that: missing CH", play("chas", "F5"))
	refused(t, g, crossword.CodeMissingLetters, "you do not have the letters for that: missing CH", play("ch as", "F5"))
	refused(t, g, crossword.CodeMissingLetters, "you do not have the letters for that: missing CH", play(" c h a s ", "F5"))
	// A C and an H are not the CH tile, and the refusal says so (issue
	// 27, defect 8); it said only "missing CH".
	setRack(t, g, g.Turn(), "CHAEIOS") // C and H, two tiles
	refused(t, g, crossword.CodeDigraphTile, "you do not have the letters for that: missing CH (CH is one tile of its own: your C and H are two tiles that do not make it)", play("chas", "F5"))
	setRack(t, g, g.Turn(), folded(t, "es", "AEIOUSR"))
	refused(t, g, CodeSameLetter, "you cannot put an Ñ on an Ñ (5F)", func() error {
		_, err := g.PlayTiles(g.Turn(), []Tile{{Row: 4, Col: 5, Letter: '['}})
		return err
	})
	refused(t, g, crossword.CodeAllOnBoard, "every letter of MOÑO is already on the board: place at least one tile", play("MOÑO", "5D"))
	refused(t, g, CodeWordContinues, "the word does not stop there: with the tiles next to it, it reads MOÑOS; write the whole word", play("s", "5H"))
	refused(t, g, CodeExchangeOne, "name the one letter you want to exchange", func() error { return g.Exchange(g.Turn(), "ñu") })
	refused(t, g, crossword.CodeNotHeld, "you do not have CH to exchange", func() error { return g.Exchange(g.Turn(), "ch") })
	// 100 tiles: 7 on the rack, 2+1+2 = 5 covered or on the board... the
	// Ñ and the CH are seen, the other Ñ-less tiles unseen.
	un := g.Unseen(1)
	if un.Size() != 100-7-7 || un[26] != 0 || un[27] != 0 || un[28] != 1 || un[29] != 1 {
		t.Errorf("unseen: %d tiles, Ñ %d CH %d LL %d RR %d", un.Size(), un[26], un[27], un[28], un[29])
	}
}

// German: Ä, Ö, Ü are tiles of their own; ß is typed for SS.
func TestGermanMovesScoredByHand(t *testing.T) {
	g := newLangGame(t, "de", "MUTTERA", "ÜAEINRS")
	// MUTTER across from 5C (row 4, columns 2-7), flat: 6 x 2 = 12.
	playScored(t, g, "Mutter", "5C", "MUTTER", 12)
	// Ü on the U at (4,3): MÜTTER, heights 1,2,1,1,1,1 = 7.
	m := playScored(t, g, "MÜTTER", "5C", "MÜTTER", 7)
	if len(m.Tiles) != 1 || m.Tiles[0].Tile.Letter != 28 || g.Board().Stack(gridPos(4, 3)) != "U]" {
		t.Fatalf("MÜTTER placed %v, stack %q", m.Tiles, g.Board().Stack(gridPos(4, 3)))
	}
	// ß is SS: "maße" reads MASSE.
	refused(t, g, crossword.CodeRunsOff, "MASSE at 1H runs off the board", func() error { _, err := g.Play(0, "maße", "1H"); return err })
	refused(t, g, CodeNotLettersOf, `"niño" is not a word: use the letters A-Z and Ä, Ö and Ü`, func() error { _, err := g.Play(0, "niño", "1A"); return err })
	if err := g.Exchange(0, "ä"); err == nil || err.Error() != "you do not have Ä to exchange" {
		t.Errorf("exchange ä: %v", err)
	}
}

// Portuguese: Ç is a tile of its own; the other accents fold (não is NAO).
func TestPortugueseMovesScoredByHand(t *testing.T) {
	g := newLangGame(t, "pt", "CASAEIO", "ÇAEIORS")
	// CASA across from 5D, flat: 4 x 2 = 8.
	playScored(t, g, "casa", "5D", "CASA", 8)
	// Ç on the S at (4,5): CAÇA, heights 1,1,2,1 = 5.
	m := playScored(t, g, "caça", "5D", "CAÇA", 5)
	if len(m.Tiles) != 1 || m.Tiles[0].Tile.Letter != 26 || g.Board().Stack(gridPos(4, 5)) != "S[" {
		t.Fatalf("CAÇA placed %v, stack %q", m.Tiles, g.Board().Stack(gridPos(4, 5)))
	}
	refused(t, g, crossword.CodeNoSuchTile, "there is no Y tile in this game", func() error { _, err := g.Play(0, "yoga", "1A"); return err })
	refused(t, g, CodeNotLettersOf, `"año" is not a word: use the letters A-Z and Ç`, func() error { _, err := g.Play(0, "año", "1A"); return err })
}

// A Spanish game played to its end by the hint, saved and read back before
// every turn, plays exactly as the same game never saved; the saves hold
// letters beyond Z on the board and on the racks.
func TestSpanishGameToTheEnd(t *testing.T) {
	es := embedded(t, "es")
	for seed := uint64(1); seed <= 2; seed++ {
		a, err := NewGame(Config{Tiles: "es"}, es, 2, rand.New(rand.NewPCG(seed, 19)))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewGame(Config{Tiles: "es"}, es, 2, rand.New(rand.NewPCG(seed, 19)))
		onBoard, onRack := false, false
		for turn := 0; turn < 200 && !a.Over(); turn++ {
			data := state(t, a)
			loaded, err := Load(data, es)
			if err != nil {
				t.Fatalf("seed %d turn %d: %v\n%s", seed, turn, err, data)
			}
			if again := state(t, loaded); !bytes.Equal(again, data) {
				t.Fatalf("seed %d turn %d: saved again differs", seed, turn)
			}
			a = loaded
			var j gameJSON
			if err := json.Unmarshal(data, &j); err != nil {
				t.Fatal(err)
			}
			for _, p := range j.Players {
				onRack = onRack || strings.ContainsAny(p.Rack, "[\\]^")
			}
			for r := 0; r < a.Size(); r++ {
				for c := 0; c < a.Size(); c++ {
					onBoard = onBoard || strings.ContainsAny(a.Board().Stack(gridPos(r, c)), "[\\]^")
				}
			}
			selfPlay(t, a, 1)
			selfPlay(t, b, 1)
		}
		if !a.Over() {
			t.Fatalf("seed %d: not over after 200 turns", seed)
		}
		if !bytes.Equal(state(t, a), state(t, b)) {
			t.Fatalf("seed %d: the saved and read game differs from the other", seed)
		}
		if !onBoard || !onRack {
			t.Errorf("seed %d: letters beyond Z on the board %v, on a rack %v: the test proves little", seed, onBoard, onRack)
		}
		spelled := false
		for _, e := range a.Log() {
			if strings.ContainsAny(e.Word, "[\\]^") {
				t.Fatalf("the log has %q, not spelled", e.Word)
			}
			spelled = spelled || strings.ContainsAny(e.Word, "ÑÇ") || strings.Contains(e.Word, "CH") || strings.Contains(e.Word, "LL") || strings.Contains(e.Word, "RR")
		}
		t.Logf("seed %d: scores %v after %d events; a word with Ñ, CH, LL or RR: %v", seed, a.Scores(), len(a.Log()), spelled)
	}
}

// ParseRack reads racks typed in the language's letters.
func TestParseRackLangs(t *testing.T) {
	for _, c := range []struct {
		tiles, in, want string // want: the rack as saved, or the refusal
	}{
		{"es", "chiño", "IO[\\"},
		{"es", "c h a", "ACH"},
		{"es", "LLaRRo", "AO]^"},
		{"es", "kiwi", "there is no K tile in this game"},
		{"es", "aeiouñch?", "'?' is not a tile: Upwords has only letters"},
		{"es", "aeiouñsr", "a rack holds at most 7 tiles"},
		{"de", "Fuß", "FSSU"},
		{"de", "ÄÖÜ", "[\\]"},
		{"de", "ç", "'ç' is not a tile: Upwords has only letters"},
		{"pt", "maçã", "AAM["},
		{"pt", "yoga", "there is no Y tile in this game"},
		{"fr", "garçon", "ACGNOR"},
		{"", "città", "ACITT"},
		{"", "kiwi", "there is no K tile in this game"},
	} {
		r, err := ParseRack(c.in, Config{Tiles: c.tiles})
		got := rackText(&r)
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("ParseRack(%q, %q) = %q, want %q", c.in, c.tiles, got, c.want)
		}
	}
}

func FuzzParseRack(f *testing.F) {
	for _, s := range []string{"chiño", "c h a", "Fuß", "maçã", "??", strings.Repeat("a", 300), "ÄÖÜ"} {
		for _, tiles := range []string{"", "fr", "es", "de", "pt"} {
			f.Add(s, tiles)
		}
	}
	f.Fuzz(func(t *testing.T, s, tiles string) {
		cfg := Config{Tiles: tiles}
		if _, err := cfg.Normalize(); err != nil {
			return
		}
		r, err := ParseRack(s, cfg)
		if err != nil {
			refusalOf(t, err)
			return
		}
		_, bag, _ := BagTiles(tiles)
		if r.Size() > 7 || r[crossword.Jolly] > 0 {
			t.Fatalf("%q: rack %q", s, rackText(&r))
		}
		if back, err := parseRackText(rackText(&r), 7, bag); err != nil || back != r {
			t.Fatalf("%q: rack %q does not read back: %v", s, rackText(&r), err)
		}
	})
}

// A save whose board holds a letter its bag has no tile of does not load:
// '_' (letter 30) in Spanish, '[' (Spanish Ñ, German Ä) in French, K in
// the seed's bag.
func TestLoadRefusesLettersOfOtherBags(t *testing.T) {
	for _, c := range []struct {
		tiles, letter string
	}{{"es", "_"}, {"fr", "["}, {"", "K"}, {"pt", "\\\\"}} {
		lex := embedded(t, map[string]string{"": "it"}[c.tiles]+c.tiles)
		g, err := NewGame(Config{Tiles: c.tiles}, lex, 2, rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatal(err)
		}
		selfPlay(t, g, 2)
		data := string(state(t, g))
		i := strings.Index(data, `"stacks":[`)
		j := i + strings.IndexAny(data[i:], "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
		bad := data[:j] + c.letter + data[j+1:]
		if _, err := Load([]byte(bad), lex); err == nil || !strings.Contains(err.Error(), "no tile of the game's bag") {
			t.Errorf("%q with %s on the board: %v", c.tiles, c.letter, err)
		}
		if _, err := Load([]byte(data), lex); err != nil {
			t.Errorf("%q: the game itself: %v", c.tiles, err)
		}
	}
}
