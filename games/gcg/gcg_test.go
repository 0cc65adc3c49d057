package gcg

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

func mustParse(t *testing.T, s string) *Record {
	t.Helper()
	rec, err := Parse(strings.NewReader(s))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return rec
}

func embedded(t testing.TB, lang string) *lexicon.DAWG {
	t.Helper()
	lex, err := lexicon.Embedded(lang)
	if err != nil {
		t.Fatal(err)
	}
	return lex
}

func findings(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.String())
	}
	return out
}

func TestParseKinds(t *testing.T) {
	rec := mustParse(t, `#character-encoding UTF-8
#player1 ann Ann Smith
#player2 bob Bob
#note before the first move
>ann: ACTXYZE 8H CAT +10 10
#note a note
#note on two lines
>bob: ?OTQRSU I7 O.T +5 5
>ann: EEXYZ -EE +0 10
>bob: ?QRSU - +0 5
>ann: XYZ -3 +0 10
>bob: ?QRSUX 9A QUoRS +40 45
>bob: ?QRSUX --  -40 5
>ann: AB (challenge) +5 15
>ann: (time) -10 5
>bob:  (EX) +18 23
>ann: EX (EX) -9 -4
`)
	if rec.Encoding != "UTF-8" || len(rec.Players) != 2 || rec.Players[0] != (Player{"ann", "Ann Smith"}) || rec.Notes[0] != "before the first move" {
		t.Fatalf("header: %+v", rec)
	}
	kinds := []Kind{Play, Play, Exchange, Pass, Exchange, Play, Withdrawn, Challenge, Time, RackPoints, RackPenalty}
	if len(rec.Moves) != len(kinds) {
		t.Fatalf("%d moves, want %d", len(rec.Moves), len(kinds))
	}
	for i, k := range kinds {
		if rec.Moves[i].Kind != k {
			t.Errorf("move %d (line %d): kind %d, want %d", i, rec.Moves[i].Line, rec.Moves[i].Kind, k)
		}
	}
	m := rec.Moves[1]
	if m.Line != 8 || m.Nick != "bob" || m.Rack != "?OTQRSU" || m.Pos != "I7" || m.Word != "O.T" || m.Score != 5 || m.Total != 5 {
		t.Errorf("move 2: %+v", m)
	}
	if rec.Moves[0].Comment != "a note\non two lines" {
		t.Errorf("comment %q", rec.Moves[0].Comment)
	}
	if rec.Moves[2].Tiles != "EE" || rec.Moves[4].Tiles != "3" || rec.Moves[9].Tiles != "EX" || rec.Moves[9].Rack != "" || rec.Moves[10].Score != -9 || rec.Moves[10].Total != -4 {
		t.Errorf("exchange/end: %+v", rec.Moves)
	}
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]string{
		">ann 8H CAT +10 10":                  "line 1: a move line starts with >nickname:",
		"\n>ann: CAT +10 10":                  "line 2: not a play",
		">ann: ABC 8H CAT 10 10":              "line 1: score \"10\": a score is written +N or -N",
		">ann: ABC 8H CAT +10 x":              "line 1: running total \"x\": not a number",
		">ann: ABC 8H C4T +10 10":             "line 1: word \"C4T\": only letters",
		">ann: A1C 8H CAT +10 10":             "line 1: rack \"A1C\": only letters and ?",
		">ann: ABC - +5 5":                    "line 1: an exchange or a pass scores +0",
		">ann: ABC -- +5 5":                   "line 1: a play taken back loses its score",
		"#player2 bob Bob":                    "line 1: #player2 comes after #player0",
		"#player9 bob":                        "line 1: #player9: players are #player1 to #player4",
		">ann: ABC 8H CAT +99999999 10":       "line 1: score \"+99999999\": too large",
		">ann: ABC 8H CAT +10":                "line 1: score \"CAT\": a score is written +N or -N",
		">ann: " + strings.Repeat("A", 20000): "line 1: a line longer than",
		// Text that is no record: nothing in it is a seat or a move.
		"":                                     "line 1: not a GCG record",
		"\ufeff\r\n\r\n":                       "line 1: not a GCG record",
		"GNU GENERAL PUBLIC LICENSE\n#title x": "line 1: not a GCG record",
		".....CASA........\n.................": "line 1: not a GCG record",
	} {
		_, err := Parse(strings.NewReader(in))
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Parse(%.40q) = %v, want %q...", in, err, want)
		}
	}
}

// Hand-made Scrabble record with scores worked out by hand.
func TestReplayScrabbleByHand(t *testing.T) {
	lex := embedded(t, "en")
	// CAT at 8H: C3 A1 T1 with the centre's double word = 10.
	// OAT down from I7 through the A: O and T on double letters = 2+1+2 = 5.
	// CATS at 8H: the S alone: CATS 6 (no premium under S), no cross word.
	ok := `#character-encoding UTF-8
#player1 ann Ann
#player2 bob Bob
>ann: ACTEEII 8H CAT +10 10
>bob: OTRRSSU I7 O.T +5 5
>ann: EEIIXYZ -EEII +0 10
>bob: RRSSUXY 8H ...S +6 11
>ann: ABCDEFG - +0 10
>bob: RRSUXYZ 8H ....Y +14 25
>bob: RRSUXYZ --  -14 11
`
	rep := Replay(mustParse(t, ok), scarabeo.Scrabble(), lex)
	// CATSY (Y on the double letter of 8L: 3+1+1+1+8 = 14) is a phony,
	// reported, then taken back.
	if len(rep.Mismatches) != 0 || rep.Moves != 7 || rep.Totals["ann"] != 10 || rep.Totals["bob"] != 11 {
		t.Fatalf("replay: %+v", rep)
	}
	if got := findings(rep.Unknown); !reflect.DeepEqual(got, []string{"line 9: CATSY is not in the lexicon"}) {
		t.Fatalf("unknown words: %q", got)
	}
	bad := `#player1 ann Ann
#player2 bob Bob
>ann: ACTEEII 8H CAT +12 12
>bob: OTRRSSU I7 O.T +5 6
>bob: OTRRSSU H7 OAT +5 11
>ann: ZZZ 8H ...S +6 18
>cat: ABC - +0 0
>bob: QQQ (EX) +9 20
`
	rep = Replay(mustParse(t, bad), scarabeo.Scrabble(), lex)
	// Line 8: +9 is the value of EX (one of the two conventions): no mismatch.
	want := []string{
		"line 3: 8H CAT scores 10 with our rules, the record says +12",
		"line 4: bob's total is 5, not 6 (0 before, +5)",
		"line 5: H7 OAT: 8H holds C, not A",
		"line 6: 8H ...S: the rack ZZZ does not hold the tiles played",
		"line 7: cat is not one of the #player lines",
	}
	got := findings(rep.Mismatches)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("mismatches:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Hand-made Scarabeo record: positions on the 17x17 board (rows 1-17,
// columns A-Q).
func TestReplayScarabeoByHand(t *testing.T) {
	lex := embedded(t, "it")
	// CASA at 9F across: C1 A1 S1 A1, no premium on F9-I9 (I9 is the plain
	// centre) = 4, +10 for no jolly = 14.
	// CASE down from 9F? no: CAsA with a jolly for the S: 4, no bonus = 4.
	rec := `#character-encoding UTF-8
#player1 ann Ann
#player2 bob Bob
>ann: ACASEIOU 9F CASA +14 14
`
	rep := Replay(mustParse(t, rec), scarabeo.Scarabeo(), lex)
	if len(rep.Mismatches) != 0 || len(rep.Unknown) != 0 || rep.Totals["ann"] != 14 {
		t.Fatalf("replay: %+v", rep)
	}
	rep = Replay(mustParse(t, strings.Replace(rec, "ACASEIOU 9F CASA", "ACA?EIOU 9F CAsA", 1)), scarabeo.Scarabeo(), lex)
	if got := findings(rep.Mismatches); !reflect.DeepEqual(got, []string{"line 4: 9F CAsA scores 4 with our rules, the record says +14"}) {
		t.Fatalf("jolly: %q", got)
	}
	rep = Replay(mustParse(t, strings.Replace(rec, "9F", "9R", 1)), scarabeo.Scarabeo(), lex)
	if len(rep.Mismatches) != 1 || !strings.Contains(rep.Mismatches[0].Text, "9R") {
		t.Fatalf("off the board: %q", findings(rep.Mismatches))
	}
}

// play plays a whole game with the best-scoring move each turn (exchanging
// or passing when there is none), with one exchange early on.
func play(t *testing.T, v *scarabeo.Variant, lex *lexicon.DAWG, seed uint64) *scarabeo.Game {
	return playN(t, v, lex, seed, 2)
}

func playN(t *testing.T, v *scarabeo.Variant, lex *lexicon.DAWG, seed uint64, players int) *scarabeo.Game {
	t.Helper()
	g, err := scarabeo.NewGame(v, lex, players, rand.New(rand.NewPCG(seed, seed+1)))
	if err != nil {
		t.Fatal(err)
	}
	for turn := 0; !g.Over() && turn < 300; turn++ {
		p := g.Turn()
		if turn == 1 {
			r := g.Rack(p)
			if err := g.Exchange(p, r.String()[:2]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		ms, err := g.Hint(p, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) == 0 {
			if g.Exchange(p, "") != nil {
				if err := g.Pass(p); err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		if _, err := g.PlayMove(p, ms[0].Tiles); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	return g
}

// Records our games write replay with no mismatch, and their totals are the
// game's scores.
func TestOwnGamesReplay(t *testing.T) {
	for _, c := range []struct {
		v    *scarabeo.Variant
		lang string
	}{{scarabeo.Scrabble(), "en"}, {scarabeo.Scarabeo(), "it"}} {
		lex := embedded(t, c.lang)
		seeds := 3
		if testing.Short() {
			seeds = 1
		}
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			g := play(t, c.v, lex, seed)
			rec := FromGame(g, []string{"Ann Smith", "Bob"}, -1)
			var buf bytes.Buffer
			if err := Write(&buf, rec); err != nil {
				t.Fatal(err)
			}
			text := buf.String()
			back, err := Parse(&buf)
			if err != nil {
				t.Fatalf("%s seed %d: %v\n%s", c.v.Name, seed, err, text)
			}
			rep := Replay(back, c.v, lex)
			if len(rep.Mismatches) > 0 || len(rep.Unknown) > 0 {
				t.Fatalf("%s seed %d: %q %q\n%s", c.v.Name, seed, findings(rep.Mismatches), findings(rep.Unknown), text)
			}
			scores := g.Scores()
			if rep.Totals["Ann_Smith"] != scores[0] || rep.Totals["Bob"] != scores[1] {
				t.Fatalf("%s seed %d: totals %v, scores %v", c.v.Name, seed, rep.Totals, scores)
			}
			for _, want := range []string{"#character-encoding UTF-8\n", "#player1 Ann_Smith Ann Smith\n", "#player2 Bob Bob\n"} {
				if !strings.Contains(text, want) {
					t.Errorf("%s: no %q in\n%s", c.v.Name, want, text)
				}
			}
			if !strings.Contains(text, " +0 ") || !strings.Contains(text, ": (") {
				t.Errorf("%s: no exchange or no end rack points in\n%s", c.v.Name, text)
			}
			through := 0
			for _, m := range back.Moves {
				if m.Kind == Play && strings.Contains(m.Word, ".") {
					through++
				}
			}
			if through == 0 {
				t.Errorf("%s: no letter played through written as '.' in\n%s", c.v.Name, text)
			}
			if c.v.EndPenalty && !strings.Contains(text, ") -") {
				t.Errorf("%s: no end penalty in\n%s", c.v.Name, text)
			}
		}
	}
}

// Three and four players: the end lines name every rack left.
func TestOwnGamesMorePlayers(t *testing.T) {
	for _, c := range []struct {
		v       *scarabeo.Variant
		lang    string
		players int
	}{{scarabeo.Scrabble(), "en", 3}, {scarabeo.Scarabeo(), "it", 4}} {
		lex := embedded(t, c.lang)
		g := playN(t, c.v, lex, 9, c.players)
		names := []string{"Ann", "Bob", "Cy", "Di"}[:c.players]
		rec := FromGame(g, names, -1)
		var buf bytes.Buffer
		Write(&buf, rec)
		// GCG has #player1 and #player2: seats 3 and 4 are our
		// extension, "#note PlayerN: NICK NAME" right after them.
		text := buf.String()
		want := "#player1 Ann Ann\n#player2 Bob Bob\n#note Player3: Cy Cy\n"
		if c.players == 4 {
			want += "#note Player4: Di Di\n"
		}
		if !strings.Contains(text, want) || strings.Contains(text, "#player3") {
			t.Errorf("%d players: the header is\n%s", c.players, text[:min(len(text), 200)])
		}
		back, err := Parse(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if back.Players[2] != (Player{Nick: "Cy", Name: "Cy"}) || len(back.Notes) != 0 {
			t.Errorf("%d players: read back %+v, notes %q", c.players, back.Players, back.Notes)
		}
		rep := Replay(back, c.v, lex)
		if len(rep.Mismatches) > 0 || len(back.Players) != c.players {
			t.Fatalf("%s, %d players: %q", c.v.Name, c.players, findings(rep.Mismatches))
		}
		for i, s := range g.Scores() {
			if rep.Totals[names[i]] != s {
				t.Errorf("%s: %s's total %d, score %d", c.v.Name, names[i], rep.Totals[names[i]], s)
			}
		}
		last := back.Moves[len(back.Moves)-1]
		if last.Kind != RackPoints || rackValue(c.v, last.Tiles) != last.Score {
			t.Errorf("%s: the last line %+v", c.v.Name, last)
		}
	}
}

// Records written before the extension, with #player3 and #player4
// lines, read as they did; a seat out of order is refused either way.
func TestOldPlayerLines(t *testing.T) {
	rec := mustParse(t, "#player1 a A\n#player2 b B\n#player3 c C c\n#note Player4: d\n>c: AB - +0 0\n")
	if want := []Player{{"a", "A"}, {"b", "B"}, {"c", "C c"}, {"d", "d"}}; !reflect.DeepEqual(rec.Players, want) {
		t.Errorf("players %+v", rec.Players)
	}
	for _, bad := range []string{"#player1 a A\n#note Player3: c C\n", "#player1 a A\n#player2 b B\n#note Player3:\n"} {
		if _, err := Parse(strings.NewReader(bad)); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
}

// While the game goes on, another seat's racks and exchanges stay hidden.
func TestFromGameHidesRacks(t *testing.T) {
	lex := embedded(t, "en")
	g, err := scarabeo.NewGame(scarabeo.Scrabble(), lex, 2, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	ms, _ := g.Hint(0, 1)
	rack0 := g.Rack(0)
	if _, err := g.PlayMove(0, ms[0].Tiles); err != nil {
		t.Fatal(err)
	}
	rack1 := g.Rack(1)
	if err := g.Exchange(1, rack1.String()[:3]); err != nil {
		t.Fatal(err)
	}
	rec := FromGame(g, []string{"a", "b"}, 1)
	if rec.Moves[0].Rack == rack0.String() || len(rec.Moves[0].Rack) != len(ms[0].Tiles) {
		t.Errorf("seat 0's rack shown to seat 1: %+v", rec.Moves[0])
	}
	if rec.Moves[1].Rack != rack1.String() || rec.Moves[1].Tiles != rack1.String()[:3] {
		t.Errorf("seat 1's own exchange: %+v", rec.Moves[1])
	}
	rec = FromGame(g, []string{"a", "b"}, 0)
	if rec.Moves[1].Rack != "" || rec.Moves[1].Tiles != "3" {
		t.Errorf("seat 1's exchange shown to seat 0: %+v", rec.Moves[1])
	}
	rec = FromGame(g, []string{"a", "b"}, 0)
	if rep := Replay(rec, scarabeo.Scrabble(), lex); len(rep.Mismatches) > 0 {
		t.Errorf("hidden record: %q", findings(rep.Mismatches))
	}
}

// The real records in the shared bench folder (GPL-3.0 data from Macondo's
// tests, never embedded): every score and total agrees with our engine.
func TestRealRecords(t *testing.T) {
	dir := os.Getenv("WORDBOT_GCG_DIR")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "bench", "gcg")
	}
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no records in %s", dir)
	}
	lex := embedded(t, "en")
	for name, want := range map[string]struct {
		moves  int
		totals map[string]int
		phony  string
	}{
		"doug_v_emely.gcg":                  {28, map[string]int{"doug": 451, "emely": 345}, "TILAX"},
		"doug_v_emely_double_challenge.gcg": {29, map[string]int{"doug": 451, "emely": 345}, "TILAX"},
		"josh2.gcg":                         {34, map[string]int{"jvc": 397, "Paula": 291}, "DESPONED"},
		"noah_vs_mishu.gcg":                 {36, map[string]int{"whatnoloan": 377, "mishu7": 388}, ""},
		"vs_andy.gcg":                       {27, map[string]int{"andy": 423, "cesar": 363}, ""},
		"vs_frentz.gcg":                     {25, map[string]int{"cesar": 439, "frentz": 550}, ""},
	} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		rec, err := Parse(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		rep := Replay(rec, scarabeo.Scrabble(), lex)
		if len(rep.Mismatches) > 0 || rep.Moves != want.moves || !reflect.DeepEqual(rep.Totals, want.totals) {
			t.Errorf("%s: %d moves, totals %v, mismatches %q", name, rep.Moves, rep.Totals, findings(rep.Mismatches))
		}
		if want.phony != "" && !strings.Contains(strings.Join(findings(rep.Unknown), "\n"), want.phony+" is not in the lexicon") {
			t.Errorf("%s: the phony %s is not reported: %q", name, want.phony, findings(rep.Unknown))
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("#player1 a A\n#player2 b B\n>a: ABC 8H CAB +14 14\n>b: XYZ -XY +0 0\n>b: (A) +2 2\n")
	f.Add(">a: ? --  -24 55\n>a: (challenge) +5 5\n>a: RACK (RACK) -9 -9\n>a: X -3 +0 0\n")
	f.Add("#note x\n>a: ?ABC 8H (C)aB +14 14\n")
	v := scarabeo.Scrabble()
	lex, err := lexicon.Build([]string{"CAB", "AB"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rec, err := Parse(strings.NewReader(s))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := Write(&buf, rec); err != nil {
			t.Fatal(err)
		}
		back, err := Parse(&buf)
		if err != nil {
			t.Fatalf("written record does not parse: %v\n%s", err, buf.String())
		}
		if len(back.Moves) != len(rec.Moves) || len(back.Players) != len(rec.Players) {
			t.Fatalf("round trip: %d/%d moves, %d/%d players", len(back.Moves), len(rec.Moves), len(back.Players), len(rec.Players))
		}
		for i := range rec.Moves {
			a, b := rec.Moves[i], back.Moves[i]
			a.Line, b.Line, a.Comment, b.Comment = 0, 0, "", ""
			if a != b {
				t.Fatalf("move %d: %+v became %+v", i, a, b)
			}
		}
		Replay(rec, v, lex)
	})
}

var _ = crossword.Jolly

// A Spanish game's record writes its tiles beyond Z as Spanish does (Ñ),
// a tile of two letters in brackets ([CH], [ch] for a blank), one token a
// square; the totals are the game's scores, and it replays without a
// mismatch.
func TestSpanishRecord(t *testing.T) {
	v, err := scarabeo.ScrabbleIn("es")
	if err != nil {
		t.Fatal(err)
	}
	lex := embedded(t, "es")
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := scarabeo.NewGame(v, lex, 2, rand.New(rand.NewPCG(seed, 7)))
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; !g.Over() && turn < 300; turn++ {
			p := g.Turn()
			if turn == 1 {
				r := g.Rack(p)
				if err := g.Exchange(p, crossword.SpellTiles(r.String(), v.Letters())); err != nil {
					t.Fatal(err)
				}
				continue
			}
			ms, err := g.Hint(p, 1)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) == 0 {
				if err := g.Pass(p); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if _, err := g.PlayMove(p, ms[0].Tiles); err != nil {
				t.Fatal(err)
			}
		}
		rec := FromGame(g, []string{"Ana", "Beto"}, -1)
		var buf bytes.Buffer
		if err := Write(&buf, rec); err != nil {
			t.Fatal(err)
		}
		text := buf.String()
		if strings.ContainsAny(text, "\\^_{|}~") {
			t.Fatalf("seed %d: saved-form bytes in\n%s", seed, text)
		}
		totals := map[string]int{}
		for _, m := range rec.Moves {
			totals[m.Nick] = m.Total
			if m.Kind != Play {
				continue
			}
			// One token a square: a letter, '.', or a bracketed tile.
			squares := 0
			for rest := m.Word; rest != ""; squares++ {
				if rest[0] == '[' {
					end := strings.IndexByte(rest, ']')
					tok := rest[:end+1]
					if !slices.Contains([]string{"[CH]", "[LL]", "[RR]", "[ch]", "[ll]", "[rr]"}, tok) {
						t.Fatalf("seed %d: token %q in %s", seed, tok, m.Word)
					}
					seen[tok] = true
					rest = rest[end+1:]
					continue
				}
				r, size := utf8.DecodeRuneInString(rest)
				if r == 'Ñ' || r == 'ñ' {
					seen["Ñ"] = true
				}
				rest = rest[size:]
			}
			ls, err := crossword.ReadLetters(strings.NewReplacer("[", "", "]", "", ".", "A").Replace(m.Word), v.Letters(), false)
			if err != nil || len(ls) != squares {
				t.Fatalf("seed %d: %s is %d squares, reads %d %v", seed, m.Word, squares, len(ls), err)
			}
		}
		if s := g.Scores(); totals["Ana"] != s[0] || totals["Beto"] != s[1] {
			t.Fatalf("seed %d: totals %v, scores %v\n%s", seed, totals, s, text)
		}
		// The record replays with our engine, Spanish tiles and values.
		back, err := Parse(strings.NewReader(text))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		rep := Replay(back, v, lex)
		if len(rep.Mismatches) > 0 || len(rep.Unknown) > 0 || rep.Totals["Ana"] != g.Scores()[0] {
			t.Fatalf("seed %d: %q %q %v\n%s", seed, findings(rep.Mismatches), findings(rep.Unknown), rep.Totals, text)
		}
	}
	if !seen["Ñ"] || !seen["[CH]"] && !seen["[LL]"] && !seen["[RR]"] {
		t.Errorf("the records hold no Ñ or no two-letter tile: %v", seen)
	}
}

// Replay reads a Spanish record's tiles by hand: CHICO from 8E is
// (CH 5 + I 1 + C 3 + O 1) x2 = 20, a blank CH (0+1+3+1) x2 = 10; a tile the
// game lacks or a bracket left open is a mismatch.
func TestReplaySpanishTiles(t *testing.T) {
	v, err := scarabeo.ScrabbleIn("es")
	if err != nil {
		t.Fatal(err)
	}
	lex := embedded(t, "es")
	for _, c := range []struct{ rec, want string }{
		{"#player1 a a\n#player2 b b\n>a: [CH]ICOAAE 8E [CH]ICO +20 20\n", ""},
		{"#player1 a a\n#player2 b b\n>a: ?ICOAAE 8E [ch]ICO +10 10\n", ""},
		{"#player1 a a\n#player2 b b\n>a: ÑIÑOAAE 8F NIÑO +22 22\n", "the rack ÑIÑOAAE does not hold the tiles played"},
		{"#player1 a a\n#player2 b b\n>a: [CH]ICOAAE 8E [CH]ICO +21 21\n", "[CH]ICO scores 20 with our rules, the record says +21"},
		{"#player1 a a\n#player2 b b\n>a: KIWIAAE 8E KIWI +20 20\n", "the game has no K"},
		{"#player1 a a\n#player2 b b\n>a: [CHICOAA 8E [CHICO +20 20\n", "a bracket left open"},
		{"#player1 a a\n#player2 b b\n>a: [XY]ICOAA 8E [XY]ICO +20 20\n", `"XY" is not a tile`},
	} {
		rec, err := Parse(strings.NewReader(c.rec))
		if err != nil {
			t.Fatalf("%q: %v", c.rec, err)
		}
		rep := Replay(rec, v, lex)
		got := strings.Join(findings(rep.Mismatches), "; ")
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.rec, got, c.want)
		}
	}
}

// playSome plays up to turns best moves of a game of v (passing when there
// is none) and returns it, over or not.
func playSome(t *testing.T, v *scarabeo.Variant, lex *lexicon.DAWG, seed uint64, turns int) *scarabeo.Game {
	t.Helper()
	g, err := scarabeo.NewGame(v, lex, 2, rand.New(rand.NewPCG(seed, 7)))
	if err != nil {
		t.Fatal(err)
	}
	for turn := 0; !g.Over() && turn < turns; turn++ {
		ms, err := g.Hint(g.Turn(), 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) == 0 {
			if err := g.Pass(g.Turn()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := g.PlayMove(g.Turn(), ms[0].Tiles); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// macondoLine reports whether a line is one Macondo's GCG reader (its
// sources of 2026-08, gcgio) matches: the pragmas it knows, a move line.
func macondoLine(line string) bool {
	for _, p := range []string{"#character-encoding ", "#player1 ", "#player2 ", "#title ", "#description ", "#id ", "#lexicon ",
		"#tile-distribution ", "#tile ", "#note ", "#game-type ", "#board-layout ", ">"} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	return line == ""
}

// Spanish, German, French and Portuguese Scrabble records name their
// lexicon and their tiles in the header Macondo reads (#lexicon,
// #tile-distribution, #tile for each tile of two letters), before the
// first move; every line is one Macondo's reader knows; the record reads
// back with its distribution and replays with that language's tiles to the
// game's scores. English records name no distribution (Macondo's default).
func TestMacondoHeader(t *testing.T) {
	for _, c := range []struct{ lang, header string }{
		{"es", "#character-encoding UTF-8\n#player1 Ana Ana\n#player2 Beto Beto\n#title scrabble\n#lexicon hunspell es_ES\n" +
			"#tile-distribution spanish\n#tile [CH] [ch]\n#tile [LL] [ll]\n#tile [RR] [rr]\n>"},
		{"de", "#character-encoding UTF-8\n#player1 Ana Ana\n#player2 Beto Beto\n#title scrabble\n#lexicon hunspell de_DE\n#tile-distribution german\n>"},
		{"fr", "#character-encoding UTF-8\n#player1 Ana Ana\n#player2 Beto Beto\n#title scrabble\n#lexicon hunspell fr\n#tile-distribution french\n>"},
		{"pt", "#character-encoding UTF-8\n#player1 Ana Ana\n#player2 Beto Beto\n#title scrabble\n#lexicon hunspell pt_BR\n#tile-distribution portuguese\n>"},
		{"en", "#character-encoding UTF-8\n#player1 Ana Ana\n#player2 Beto Beto\n#title scrabble\n>"},
	} {
		v, err := scarabeo.ScrabbleIn(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		lex := embedded(t, c.lang)
		g := playSome(t, v, lex, 3, 12)
		rec := FromGame(g, []string{"Ana", "Beto"}, All)
		if _, after, ok := strings.Cut(c.header, "#lexicon "); ok {
			rec.Lexicon, _, _ = strings.Cut(after, "\n") // as /export names it
		}
		var buf bytes.Buffer
		if err := Write(&buf, rec); err != nil {
			t.Fatal(err)
		}
		text := buf.String()
		if !strings.HasPrefix(text, c.header) {
			t.Errorf("%s: the record begins\n%s\nwant\n%s", c.lang, text[:min(len(text), len(c.header)+40)], c.header)
		}
		for i, line := range strings.Split(text, "\n") {
			if !macondoLine(line) {
				t.Errorf("%s: line %d %q is no line Macondo reads", c.lang, i+1, line)
			}
		}
		back, err := Parse(strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		if LangOf(back.LetterDistribution) != c.lang && !(c.lang == "en" && back.LetterDistribution == "") {
			t.Errorf("%s: read back distribution %q", c.lang, back.LetterDistribution)
		}
		rep := Replay(back, v, lex)
		if s := g.Scores(); len(rep.Mismatches) > 0 || rep.Totals["Ana"] != s[0] || rep.Totals["Beto"] != s[1] {
			t.Errorf("%s: %q, totals %v, scores %v", c.lang, findings(rep.Mismatches), rep.Totals, s)
		}
	}
	// Macondo's older form of the distribution reads too.
	if rec := mustParse(t, "#player1 a a\n#player2 b b\n#note LetterDistribution: german\n>a: ABC - +0 0\n"); rec.LetterDistribution != "german" || len(rec.Notes) != 0 {
		t.Errorf("#note LetterDistribution: %q, notes %q", rec.LetterDistribution, rec.Notes)
	}
}
