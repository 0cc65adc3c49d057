package boggle

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestSeed004Game plays the example log of docs/sources.md, seed 004
// (docs/rules.md, Boggle, worked examples): the human finds FOIL FORM ROOF ROOM
// ROOMY (6 points, linear) and the computer takes every other word, the
// sixteen of the log among them, and wins.
func TestSeed004Game(t *testing.T) {
	lex := lexicon.MustEmbedded("en")
	r, err := NewRound(mustBoard(t, seed004Board), lex, seed004Rules, true, "human")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range seed004Words[:5] {
		if v, err := r.Submit("human", strings.ToLower(w)); err != nil || !v.OK() {
			t.Fatalf("%s: %v %v", w, v.Message(), err)
		}
	}
	if r.Score("human") != 6 || len(r.Words("human")) != 5 {
		t.Errorf("human: %d points, words %v", r.Score("human"), r.Words("human"))
	}
	res := r.Finish()
	human, _ := res.Player("human")
	cpu, _ := res.Player(Computer)
	if human.Total != 6 {
		t.Errorf("human total %d", human.Total)
	}
	cw := map[string]bool{}
	sum := 0
	for _, e := range cpu.Words {
		cw[e.Word] = true
		sum += e.Points
	}
	for i, w := range seed004Words {
		if cw[w] != (i >= 5) {
			t.Errorf("computer has %s: %v", w, cw[w])
		}
	}
	if sum != cpu.Total || cpu.Total <= 6 || !reflect.DeepEqual(res.Winners, []string{Computer}) {
		t.Errorf("computer %d points (sum %d), winners %v", cpu.Total, sum, res.Winners)
	}
	if len(res.Missed) != 0 {
		t.Errorf("missed %v against the computer", res.Missed)
	}
}

// TestComputerNeedsStrictlyMore: a tie goes to the human (docs/rules.md,
// Boggle).
func TestComputerNeedsStrictlyMore(t *testing.T) {
	lex, _ := lexicon.Build([]string{"ABCD", "EFGH"})
	b := mustBoard(t, "ABCDEFGHXXXXXXXX")
	r, _ := NewRound(b, lex, Rules{}, true, "me")
	r.Submit("me", "abcd")
	res := r.Finish()
	if !reflect.DeepEqual(res.Winners, []string{"me"}) {
		t.Errorf("tie 1-1: winners %v", res.Winners)
	}
	r, _ = NewRound(b, lex, Rules{}, true, "me")
	if res := r.Finish(); !reflect.DeepEqual(res.Winners, []string{Computer}) {
		t.Errorf("0-2: winners %v", res.Winners)
	}
	if _, err := r.Submit("x", "y"); err == nil {
		t.Error("submit after finish")
	}
	r, _ = NewRound(b, lex, Rules{}, true)
	if _, err := r.Submit(Computer, "abcd"); err == nil || err.(*Error).Code != ErrBadPlayer {
		t.Errorf("a human named Computer: %v", err)
	}
}

func TestTieAndShared(t *testing.T) {
	lex, _ := lexicon.Build([]string{"ABCD", "EFGH", "ABFE"})
	b := mustBoard(t, "ABCDEFGHXXXXXXXX")
	r, _ := NewRound(b, lex, Rules{}, false)
	r.Submit("p1", "abcd")
	r.Submit("p2", "efgh")
	r.Submit("p3", "ABCD")
	r.Submit("p3", "efgh")
	res := r.Finish()
	// Everything p1 and p2 found, p3 found too: all score 0, a three-way tie.
	if !reflect.DeepEqual(res.Winners, []string{"p1", "p2", "p3"}) {
		t.Errorf("winners %v", res.Winners)
	}
	for _, p := range res.Players {
		if p.Total != 0 || p.Words[0].Reason != Shared {
			t.Errorf("%s: %+v", p.Name, p)
		}
	}
	if len(res.Missed) != 1 || res.Missed[0].Word != "ABFE" || res.Missed[0].Path.String() != "(0,0) -> (0,1) -> (1,1) -> (1,0)" {
		t.Errorf("missed %+v", res.Missed)
	}
	// The report names no winner: a best total of 0 is nobody's win
	// (RecordedWinners).
	if rep := res.Report(); strings.Contains(rep, "winner") || strings.Count(rep, "Total Points: 0\n") != 3 {
		t.Errorf("report:\n%s", rep)
	}
}

func TestSubmitNormalizes(t *testing.T) {
	lex := lexicon.MustEmbedded("en")
	r, _ := NewRound(mustBoard(t, seed004Board), lex, seed004Rules, false)
	tests := []struct {
		in     string
		reason Reason
		msg    string
	}{
		{"  Room \n", OK, `You found a new word! "ROOM" (1 point)`},
		{"ROOM", Repeated, `You have already found "ROOM".`},
		{"rOoM", Repeated, `You have already found "ROOM".`},
		{"", Invalid, `Type a word of letters A-Z.`},
		{"   ", Invalid, `Type a word of letters A-Z.`},
		{"ROÒM", Repeated, `You have already found "ROOM".`}, // accents fold (docs/rules.md)
		{"mañana", Invalid, `"mañana" is not a word: 'ñ' is not a letter A-Z.`},
		{"r00m", Invalid, `"r00m" is not a word: '0' is not a letter A-Z.`},
		{"🙂🙂", Invalid, `"🙂🙂" is not a word: '🙂' is not a letter A-Z.`},
		{"ro om", Invalid, `"ro om" is not a word: type one word at a time.`},
		{"ro\xffom", Invalid, "\"ro\ufffdom\" is not a word: that is not text."},
		{strings.Repeat("a", 10000), Invalid, `That word is too long: at most 64 letters.`},
		{strings.Repeat("é", 10000), Invalid, `That word is too long: at most 64 letters.`},
		{"roo", TooShort, `"ROO" is too short: words need at least 4 letters.`},
		{"zebra", NotOnBoard, `"ZEBRA" is not on the board.`},
		{"moir", NotInLexicon, `"MOIR" is not in the dictionary.`},
	}
	for _, tt := range tests {
		v, err := r.Submit("p", tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if v.Reason != tt.reason || v.Message() != tt.msg {
			t.Errorf("Submit(%.20q) = %v %q, want %v %q", tt.in, v.Reason, v.Message(), tt.reason, tt.msg)
		}
		if len(v.Word) > 100 {
			t.Errorf("Submit(%.20q) keeps a %d-byte word", tt.in, len(v.Word))
		}
	}
	if _, err := r.Submit(" ", "room"); err == nil || err.Error() != "a player needs a name" {
		t.Errorf("empty player: %v", err)
	}
	if got := r.Players(); !reflect.DeepEqual(got, []string{"p"}) {
		t.Errorf("players %v", got)
	}
}

// TestSubmitHardBoard: a long string on a board of repeated letters would
// take exponential time to trace; Submit checks the dictionary first.
func TestSubmitHardBoard(t *testing.T) {
	lex := lexicon.MustEmbedded("en")
	for _, s := range []string{"ZZZZZZZZZZZRZZZZZZNNNZZZS", strings.Repeat("E", 35) + "X"} {
		b := mustBoard(t, s)
		r, _ := NewRound(b, lex, Rules{}, false)
		if v, _ := r.Submit("p", s); v.Reason != NotInLexicon {
			t.Errorf("%s: %v", s, v.Reason)
		}
	}
}

func TestRoundQuFace(t *testing.T) {
	lex, _ := lexicon.Build([]string{"QUIT", "QIT", "QUITE", "SUQ"})
	// Q I T E / S U X X / ...
	b := mustBoard(t, "QITESUXXXXXXXXXX")
	r, _ := NewRound(b, lex, Rules{QuFace: true, MinLetters: 4}, false)
	for _, tt := range []struct {
		w      string
		reason Reason
		points int
	}{
		{"quit", OK, 1},      // QU counts two: 4 letters
		{"quite", OK, 2},     // 5 letters, 2 points
		{"qit", TooShort, 0}, // 3 letters
		{"suq", TooShort, 0},
	} {
		v, _ := r.Submit("p", tt.w)
		if v.Reason != tt.reason || v.Points != tt.points {
			t.Errorf("%s: %v %d, want %v %d", tt.w, v.Reason, v.Points, tt.reason, tt.points)
		}
	}
	r, _ = NewRound(b, lex, Rules{QuFace: true, MinLetters: 3}, false)
	if v, _ := r.Submit("p", "qit"); v.Reason != NotOnBoard {
		t.Errorf("QIT on a QU cell: %v", v.Reason)
	}
	if v, _ := r.Submit("p", "quit"); v.Path.String() != "(0,0) -> (0,1) -> (0,2)" {
		t.Errorf("QUIT path %s", v.Path)
	}
}

func TestRoundJSON(t *testing.T) {
	r, _ := seed003(t)
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	lex := r.lex
	back, err := UnmarshalRound(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	data2, _ := json.Marshal(back)
	if string(data) != string(data2) {
		t.Errorf("round trip differs:\n%s\n%s", data, data2)
	}
	// The restored round plays on exactly like the original.
	for _, rr := range []*Round{r, back} {
		v, _ := rr.Submit("Ana Sousa", "negro")
		if v.Reason != OK {
			t.Errorf("negro: %v", v.Reason)
		}
		if v, _ := rr.Submit("Ana Sousa", "neve"); v.Message() != `You have already found "NEVE".` {
			t.Errorf("neve: %s", v.Message())
		}
	}
	want := r.Finish().Report()
	if got := back.Finish().Report(); got != want {
		t.Errorf("restored report:\n%s\nwant:\n%s", got, want)
	}
	// A finished round round-trips with its result.
	data, _ = json.Marshal(back)
	fin, err := UnmarshalRound(data, lex)
	if err != nil || !fin.Finished() || fin.Finish().Report() != want {
		t.Errorf("finished round: %v", err)
	}
	var res Result
	rd, _ := json.Marshal(fin.Finish())
	if err := json.Unmarshal(rd, &res); err != nil || !reflect.DeepEqual(res, fin.Finish()) {
		t.Errorf("Result round trip: %v\n%s", err, rd)
	}
	for _, bad := range []string{
		`{`,
		`{"board":"ABC","rules":{"scoring":"official"},"players":[],"submissions":[]}`,
		`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"fibonacci"},"players":[],"submissions":[]}`,
		`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"submissions":[{"player":"b","word":"X","reason":"ok"}]}`,
		`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"submissions":[{"player":"a","word":"X","reason":"maybe"}]}`,
		`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"submissions":[],"finished":true}`,
	} {
		if _, err := UnmarshalRound([]byte(bad), lex); err == nil || err.(*Error).Code != ErrBadState {
			t.Errorf("UnmarshalRound(%s) = %v", bad, err)
		}
	}
}

func TestMatch(t *testing.T) {
	lex, _ := lexicon.Build([]string{"ABCD", "EFGH", "ABFE", "BCGF"})
	b := mustBoard(t, "ABCDEFGHXXXXXXXX")
	m, err := NewMatch(3)
	if err != nil {
		t.Fatal(err)
	}
	plays := [][2][]string{
		{{"abcd"}, {"efgh"}},         // 1-1
		{{"abcd", "abfe"}, {"abcd"}}, // 1-0: 2-1
		{{"efgh"}, {"bcgf", "abcd"}}, // 1-2: 3-3, both reach 3
	}
	for i, p := range plays {
		if m.Over() {
			t.Fatalf("over after %d rounds", i)
		}
		r, _ := NewRound(b, lex, Rules{}, false, "ana", "rui")
		for _, w := range p[0] {
			r.Submit("ana", w)
		}
		for _, w := range p[1] {
			r.Submit("rui", w)
		}
		if err := m.Add(r.Finish()); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Over() || m.Totals["ana"] != 3 || m.Totals["rui"] != 3 || !reflect.DeepEqual(m.Leaders(), []string{"ana", "rui"}) {
		t.Errorf("match: over %v totals %v leaders %v", m.Over(), m.Totals, m.Leaders())
	}
	if err := m.Add(Result{}); err == nil {
		t.Error("a round added after the end")
	}
	rep := m.Report()
	for _, s := range []string{"Round 1\n", "Round 3\n", "Totals (playing to 3):\n  ana 3\n  rui 3\n", "The match is a tie between ana, rui.\n"} {
		if !strings.Contains(rep, s) {
			t.Errorf("match report lacks %q:\n%s", s, rep)
		}
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back Match
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(&back, m) {
		t.Errorf("match round trip: %v", err)
	}
	if _, err := NewMatch(-1); err == nil {
		t.Error("negative victory points")
	}
	one, _ := NewMatch(0)
	r, _ := NewRound(b, lex, Rules{}, false, "solo")
	r.Submit("solo", "abcd")
	one.Add(r.Finish())
	if !one.Over() || !strings.Contains(one.Report(), "solo wins the match!") {
		t.Errorf("single-round match:\n%s", one.Report())
	}
}

// TestMatchCount: a match counts rounds played by user IDs (Play) under
// their names, keeps a player who sits a round out (issue 27, fix 2), does
// not count the computer of a round against it, keeps no result with
// Count, numbers the next round, and is over once a total reaches the
// target; it reads back from JSON as it was.
func TestMatchCount(t *testing.T) {
	lex, _ := lexicon.Build([]string{"ABCD", "EFGH", "ABFE", "BCGF"})
	b := mustBoard(t, "ABCDEFGHXXXXXXXX")
	m, err := NewMatch(3)
	if err != nil {
		t.Fatal(err)
	}
	if m.Round() != 1 || m.Over() {
		t.Fatalf("a new match: round %d, over %v", m.Round(), m.Over())
	}
	round := func(vsComputer bool, plays ...[3]string) Result {
		r, _ := NewRound(b, lex, Rules{}, vsComputer)
		for _, p := range plays {
			if _, err := r.Play(p[0], p[1], p[2], false); err != nil {
				t.Fatal(err)
			}
		}
		return r.Finish()
	}
	// Round 1: Ana 1, Bea 2 (the computer takes the rest).
	if err := m.Count(round(true, [3]string{"u1", "Ana", "abcd"}, [3]string{"u2", "Bea", "efgh"}, [3]string{"u2", "Bea", "abfe"})); err != nil {
		t.Fatal(err)
	}
	// Round 2: Ana alone, 1; Bea sits out.
	if err := m.Count(round(false, [3]string{"u1", "Ana B.", "bcgf"})); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m.Players, []string{"u1", "u2"}) || m.Totals["u1"] != 2 || m.Totals["u2"] != 2 || len(m.Totals) != 2 {
		t.Errorf("after 2 rounds: players %v totals %v", m.Players, m.Totals)
	}
	if m.Name("u1") != "Ana B." || m.Name("u2") != "Bea" || m.Round() != 3 || len(m.Rounds) != 0 || m.Over() {
		t.Errorf("after 2 rounds: names %q %q, round %d, %d results kept, over %v", m.Name("u1"), m.Name("u2"), m.Round(), len(m.Rounds), m.Over())
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back Match
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(&back, m) {
		t.Errorf("round trip %s: %+v %v", data, back, err)
	}
	// Round 3: Bea reaches 3 and wins.
	if err := back.Count(round(false, [3]string{"u2", "Bea", "abcd"})); err != nil {
		t.Fatal(err)
	}
	if !back.Over() || !reflect.DeepEqual(back.Leaders(), []string{"u2"}) || !reflect.DeepEqual(back.Standings(), []string{"u2", "u1"}) {
		t.Errorf("after round 3: over %v leaders %v standings %v", back.Over(), back.Leaders(), back.Standings())
	}
	if err := back.Count(round(false)); err == nil {
		t.Error("a round counted after the end")
	}
	if rep := back.Report(); !strings.Contains(rep, "Totals (playing to 3):\n  Bea 3\n  Ana B. 2\nBea wins the match!\n") {
		t.Errorf("report:\n%s", rep)
	}
}
