package boggle

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// Players keyed by ID keep their display name for the result; a private
// word keeps its flag; a word tried before that did not count is not
// recorded again; the A-Z check comes before the repeat check.
func TestPlayByID(t *testing.T) {
	lex, err := lexicon.Build(strings.Fields("SER NEVE RIO VALO NEGRO"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRound(mustBoard(t, "LSRI ZEGO NVAL EENX"), lex, Rules{}, false)
	if err != nil {
		t.Fatal(err)
	}
	play := func(id, name, word string, private bool) Verdict {
		t.Helper()
		v, err := r.Play(id, name, word, private)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if v := play("42", "Ana", "ser", true); v.Reason != OK || v.Player != "42" || !v.Private {
		t.Errorf("ser: %+v", v)
	}
	if v := play("42", "Ana", "valgo", false); v.Reason != NotInLexicon || v.Retried {
		t.Errorf("valgo: %+v", v)
	}
	if v := play("42", "Ana", "VALGO", false); v.Reason != NotInLexicon || !v.Retried {
		t.Errorf("valgo again: %+v", v)
	}
	if v := play("42", "Ana", "ser", false); v.Reason != Repeated || v.Retried {
		t.Errorf("ser again: %+v", v)
	}
	if v := play("42", "Ana", "çer", false); v.Reason != Invalid || v.Retried {
		t.Errorf("çer: %+v", v)
	}
	if v := play("42", "Ana", "çer", false); v.Reason != Invalid || !v.Retried {
		t.Errorf("çer again: %+v", v)
	}
	// Another player's first VALGO is not a retry.
	if v := play("7", "Rui", "valgo", false); v.Reason != NotInLexicon || v.Retried {
		t.Errorf("Rui's valgo: %+v", v)
	}
	play("7", "Rui", "ser", false)
	if n, f := r.Typed("42"), r.Found("42"); n != 4 || f != 1 {
		t.Errorf("Ana typed %d, found %d; want 4, 1", n, f)
	}
	if n := r.Typed(""); n != 6 {
		t.Errorf("typed in all %d, want 6", n)
	}
	if got := r.Name("42"); got != "Ana" {
		t.Errorf("name %q", got)
	}
	res := r.Finish()
	if len(res.Players) != 2 || res.Players[0].ID != "42" || res.Players[0].Name != "Ana" || res.Players[1].Name != "Rui" {
		t.Fatalf("players %+v", res.Players)
	}
	ana := res.Players[0].Words
	if len(ana) != 4 || ana[0].Word != "SER" || ana[0].Reason != Shared || !ana[0].Private || ana[1].Word != "VALGO" || ana[3].Reason != Invalid {
		t.Errorf("Ana's words %+v", ana)
	}
}

// A round saves its words, not their verdicts (a save stays small), and
// plays them again on load: names, private flags, the words tried are as
// before.
func TestRoundSavesWords(t *testing.T) {
	lex, err := lexicon.Build(strings.Fields("SER NEVE RIO VALO NEGRO"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRound(mustBoard(t, "LSRI ZEGO NVAL EENX"), lex, Rules{}, false)
	if err != nil {
		t.Fatal(err)
	}
	r.Play("42", "Ana", "ser", true)
	r.Play("42", "Ana", "valgo", false)
	r.Play("42", "Ana", "ser", false)
	r.Play("7", "Rui", "room room", false)
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `"names":{"42":"Ana","7":"Rui"},"words":[[0,"SER",1],[0,"VALGO"],[0,"SER"],[1,"room room",0,"\"room room\" is not a word: type one word at a time"]]`
	if !strings.Contains(string(data), want) {
		t.Errorf("saved %s\nwant %s", data, want)
	}
	back, err := UnmarshalRound(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	// A save encodes only the words since the last one: after more words
	// it is still the whole round.
	r.Play("7", "Rui", "neve", false)
	back.Play("7", "Rui", "neve", false)
	again, _ := json.Marshal(r)
	fresh, _ := json.Marshal(back)
	if string(again) != string(fresh) || !strings.Contains(string(again), `type one word at a time"],[1,"NEVE"]]`) {
		t.Errorf("saved after more words:\n%s\nwant:\n%s", again, fresh)
	}
	if v, _ := back.Play("42", "Ana", "valgo", false); !v.Retried {
		t.Errorf("valgo after load: %+v", v)
	}
	if a, b := r.Finish().Report(), back.Finish().Report(); a != b {
		t.Errorf("report after load:\n%s\nwant:\n%s", b, a)
	}
	if p := back.Finish().Players[0]; p.ID != "42" || p.Name != "Ana" || !p.Words[0].Private {
		t.Errorf("after load: %+v", p)
	}
	for _, bad := range []string{
		`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"words":[[1,"X"]]}`,
		`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"words":[[0]]}`,
		`{"board":"ABCDEFGHIJKLMNOP","rules":{"scoring":"official"},"players":["a"],"names":{"b":"B"}}`,
	} {
		if _, err := UnmarshalRound([]byte(bad), lex); err == nil || err.(*Error).Code != ErrBadState {
			t.Errorf("UnmarshalRound(%s) = %v", bad, err)
		}
	}
}

// The report's winner line follows RecordedWinners: a stopped tie and a
// best total of 0 are nobody's win; the computer wins with more points.
func TestReportWinnerLine(t *testing.T) {
	ps := func(totals ...int) []PlayerResult {
		var out []PlayerResult
		for i, n := range totals {
			out = append(out, PlayerResult{Name: string(rune('A' + i)), Total: n})
		}
		return out
	}
	for _, c := range []struct {
		res  Result
		want string
	}{
		{Result{Players: ps(3, 5)}, "\nThe winner is B!\n"},
		{Result{Players: ps(5, 5)}, "\nThe winners are A, B!\n"},
		{Result{Players: ps(5, 5), Early: true}, "\nStopped on a tie between A, B: nobody wins.\n"},
		{Result{Players: ps(0, 0)}, ""},
		{Result{Players: ps(4, 7), VsComputer: true}, "\nComputer: 7 points\n\nThe winner is the computer!\n"},
		{Result{Players: ps(7, 7), VsComputer: true}, "\nComputer: 7 points\n\nThe winner is A!\n"},
	} {
		rep := c.res.Report()
		line := ""
		if i := strings.Index(rep, "\nThe winner"); i >= 0 {
			line = rep[i:strings.Index(rep, "\nWords nobody")]
		} else if i := strings.Index(rep, "\nStopped"); i >= 0 {
			line = rep[i:strings.Index(rep, "\nWords nobody")]
		}
		if c.res.VsComputer {
			line = rep[strings.Index(rep, "\nComputer:"):strings.Index(rep, "\nWords nobody")]
		}
		if line != c.want {
			t.Errorf("%+v: %q, want %q", c.res.Players, line, c.want)
		}
	}
}
