package boggle

import (
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"

	"github.com/wordbot/wordbot/lexicon"
)

// seed003 replays the round of the game report of docs/sources.md, seed 003
// (docs/rules.md, Boggle, worked examples): board LSRI ZEGO NVAL
// EENX, Ana Sousa then Rui Silva, with a dictionary that holds the report's
// valid words, SEREI (not on the board), REGO (on the board, typed by
// nobody) and LIRA (not on the board).
func seed003(t testing.TB) (*Round, []Verdict) {
	t.Helper()
	lex, err := lexicon.Build(strings.Fields("SER NEVE RIO VALO NEGRO NAVE LAGO VENERO SEREI REGO LIRA"))
	if err != nil {
		t.Fatal(err)
	}
	b := mustBoard(t, "LSRI ZEGO NVAL EENX")
	r, err := NewRound(b, lex, Rules{}, false, "Ana Sousa", "Rui Silva")
	if err != nil {
		t.Fatal(err)
	}
	var vs []Verdict
	for _, s := range []struct{ p, w string }{
		{"Ana Sousa", "s"}, {"Ana Sousa", "ser"}, {"Ana Sousa", "neve"}, {"Ana Sousa", "rio"},
		{"Ana Sousa", "valo"}, {"Ana Sousa", "serei"}, {"Ana Sousa", "valgo"}, {"Ana Sousa", "neve"},
		{"Rui Silva", "negro"}, {"Rui Silva", "rio"}, {"Rui Silva", "nave"}, {"Rui Silva", "lago"},
		{"Rui Silva", "venero"}, {"Rui Silva", "val"},
	} {
		v, err := r.Submit(s.p, s.w)
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	return r, vs
}

func TestSeed003Verdicts(t *testing.T) {
	_, vs := seed003(t)
	want := []struct {
		reason Reason
		points int
		msg    string
	}{
		{TooShort, 0, `"S" is too short: words need at least 3 letters.`},
		{OK, 1, `You found a new word! "SER" (1 point)`},
		{OK, 1, `You found a new word! "NEVE" (1 point)`},
		{OK, 1, `You found a new word! "RIO" (1 point)`},
		{OK, 1, `You found a new word! "VALO" (1 point)`},
		{NotOnBoard, 0, `"SEREI" is not on the board.`},
		{NotInLexicon, 0, `"VALGO" is not in the dictionary.`},
		{Repeated, 0, `You have already found "NEVE".`},
		{OK, 2, `You found a new word! "NEGRO" (2 points)`},
		{OK, 1, `You found a new word! "RIO" (1 point)`}, // shared only at Finish
		{OK, 1, `You found a new word! "NAVE" (1 point)`},
		{OK, 1, `You found a new word! "LAGO" (1 point)`},
		{OK, 3, `You found a new word! "VENERO" (3 points)`},
		{NotInLexicon, 0, `"VAL" is not in the dictionary.`},
	}
	for i, w := range want {
		v := vs[i]
		if v.Reason != w.reason || v.Points != w.points || v.Message() != w.msg {
			t.Errorf("verdict %d (%s) = %v %d %q, want %v %d %q", i, v.Word, v.Reason, v.Points, v.Message(), w.reason, w.points, w.msg)
		}
		if (v.Err() == nil) != v.OK() {
			t.Errorf("verdict %d: Err %v with reason %v", i, v.Err(), v.Reason)
		}
	}
}

// seed003Report is the report of that round in the form of the game report
// of docs/sources.md, seed 003: paths are the seed's, rows and columns from 1.
const seed003Report = `Boggle Game Report

Rows and columns count from 1: (2,3) is row 2, column 3.

PLAYERS:
 Player 1 - Name: Ana Sousa.
 Player 2 - Name: Rui Silva.

BOARD:
    1 2 3 4
 1  L S R I
 2  Z E G O
 3  N V A L
 4  E E N X

Player 1 bets:
 S: 0 (the word doesn't have the minimum amount of letters necessary)

 SER can be found in the board, following the path :
 (1,2) (2,2) (1,3)

SER: 1 point

 NEVE can be found in the board, following the path :
 (3,1) (2,2) (3,2) (4,1)

NEVE: 1 point

 RIO: 0 (the word has also been chosen by another player)

 VALO can be found in the board, following the path :
 (3,2) (3,3) (3,4) (2,4)

VALO: 1 point

 SEREI: 0 (the word can't possibly be formed with this board)

 VALGO: 0 (the word isn't on the list of valid words)

 NEVE: 0 (the word has already been called)

Total Points: 3

BOARD:
    1 2 3 4
 1  L S R I
 2  Z E G O
 3  N V A L
 4  E E N X

Player 2 bets:
 NEGRO can be found in the board, following the path :
 (3,1) (2,2) (2,3) (1,3) (2,4)

NEGRO: 2 points

 RIO: 0 (the word has also been chosen by another player)

 NAVE can be found in the board, following the path :
 (4,3) (3,3) (3,2) (2,2)

NAVE: 1 point

 LAGO can be found in the board, following the path :
 (3,4) (3,3) (2,3) (2,4)

LAGO: 1 point

 VENERO can be found in the board, following the path :
 (3,2) (4,1) (3,1) (2,2) (1,3) (2,4)

VENERO: 3 points

 VAL: 0 (the word isn't on the list of valid words)

Total Points: 7

The winner is Rui Silva!

Words nobody found (1):
 REGO 1 (1,3) (2,2) (2,3) (2,4)
`

func TestSeed003Result(t *testing.T) {
	r, _ := seed003(t)
	res := r.Finish()
	if len(res.Winners) != 1 || res.Winners[0] != "Rui Silva" {
		t.Errorf("winners %v", res.Winners)
	}
	ana, _ := res.Player("Ana Sousa")
	rui, _ := res.Player("Rui Silva")
	if ana.Total != 3 || rui.Total != 7 {
		t.Errorf("totals %d and %d, want 3 and 7", ana.Total, rui.Total)
	}
	got := res.Report()
	if got != seed003Report {
		t.Errorf("report:\n%s\nwant:\n%s", got, seed003Report)
	}
	if _, err := r.Submit("Ana Sousa", "lago"); err == nil || err.(*refusal.Refusal).Code != CodeRoundOver {
		t.Errorf("submit after Finish: %v", err)
	}
	if again := r.Finish(); again.Report() != got {
		t.Error("Finish twice differs")
	}
}
