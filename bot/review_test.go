package bot

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/l10n"
)

// TestReviewTurnGame: /review is refused to a player while the game goes
// on; after it, each player's moves against the best of their positions
// (taken before each move), the points lost, the summary and a picture of
// the costliest turn; someone who did not play gets no review.
func TestReviewTurnGame(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.opt.NoImages = false
	b.Handle(cmd(alice, "scarabeo", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "review", ""))
	if r := one(t, rec, "review in play").R; !r.Private || r.Text != "/review shows your moves once the game is over: it cannot show them while you play." {
		t.Errorf("review while playing: %+v", r)
	}
	e, err := b.loadEngine(b.sessions["c1"].Turn)
	if err != nil {
		t.Fatal(err)
	}
	first := e.Turn()
	players := []User{alice, bob}
	mover, other := players[first], players[1-first]
	hints, err := e.Hint(first, 50)
	if err != nil || len(hints) < 2 {
		t.Fatalf("hints %v %v", hints, err)
	}
	// A play scoring less than the best: it loses the difference.
	moves := hints[:1]
	for _, m := range hints {
		if m.Score < hints[0].Score {
			moves = append(moves, m)
			break
		}
	}
	if len(moves) < 2 {
		t.Fatalf("no play below the best: %v", hints)
	}
	b.Handle(cmd(mover, "play", "", "word", moves[1].Word, "pos", moves[1].Pos()))
	rec.take()
	e, _ = b.loadEngine(b.sessions["c1"].Turn)
	best2, _ := e.Hint(1-first, 1)
	b.Handle(cmd(other, "pass", ""))
	rec.take()
	b.Handle(cmd(mover, "resign", ""))
	b.Handle(press(mover, "resign:1"))
	rec.take()

	b.Handle(cmd(mover, "review", ""))
	r := one(t, rec, "review").R
	lost := moves[0].Score - moves[1].Score
	if lost <= 0 {
		t.Fatalf("lost %d", lost)
	}
	// The equity part (the leave values are games/review's to test) as the
	// game kept it.
	j := b.sessions["c1"].Last.Review[0]
	byEquity := ""
	if j.EquityLost >= 0.05 && j.BestEquity.Key() != j.Best.Key() {
		byEquity = fmt.Sprintf(" · by equity %s %s (−%.1f)", j.BestEquity.Pos(), j.BestEquity.Word, j.EquityLost)
	}
	want := "**Your Scarabeo game, move by move** (the best move by score, and the points it would have added; by equity: the best by score plus the value of the tiles it keeps, when another):\n" +
		fmt.Sprintf("1. %s %s %d · best %s %s %d (−%d)%s\n", moves[1].Pos(), moves[1].Word, moves[1].Score, moves[0].Pos(), moves[0].Word, moves[0].Score, lost, byEquity) +
		fmt.Sprintf("In all: %d points of the best moves' %d points (%.0f%%), %s lost; equity lost %.1f.", moves[1].Score, moves[0].Score, 100*float64(moves[1].Score)/float64(moves[0].Score), pointsText(lost), j.EquityLost) +
		fmt.Sprintf(" Costliest turns: 1 (−%d). The pictures show your move (left) and the best move (right) of those turns.", lost)
	if !r.Private || r.Text != want {
		t.Errorf("review:\n%s\nwant:\n%s", r.Text, want)
	}
	if len(r.Files) != 1 || r.Files[0].Name != "turn-1.png" || len(r.Files[0].Data) == 0 {
		t.Errorf("review pictures: %d files", len(r.Files))
	}
	b.Handle(cmd(other, "review", ""))
	r = one(t, rec, "review of the pass").R
	if !strings.Contains(r.Text, fmt.Sprintf("\n2. pass · best %s %s %d (−%d)", best2[0].Pos(), best2[0].Word, best2[0].Score, best2[0].Score)) {
		t.Errorf("the pass's review:\n%s", r.Text)
	}
	b.Handle(cmd(carol, "review", ""))
	if r = one(t, rec, "carol").R; r.Text != "You did not play the last game of this channel." {
		t.Errorf("carol: %q", r.Text)
	}
}

func pointsText(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}

// TestReviewRound: after a Boggle round, a player's score against the
// board's best (every word, each at its points), their words among the
// board's, their place (a tie shares it) and the best words they missed
// with their paths; before its end /review is refused to its players.
func TestReviewRound(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "review", ""))
	if r := one(t, rec, "nothing yet").R; r.Text != "No game or round has ended in this channel yet: /review shows the last one." {
		t.Errorf("before any game: %q", r.Text)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	for _, g := range []struct {
		u    User
		word string
	}{{alice, "cat"}, {alice, "dog"}, {bob, "dog"}, {bob, "goat"}} {
		b.Handle(msg(g.u, g.word))
	}
	rec.take()
	b.Handle(cmd(alice, "review", ""))
	if r := one(t, rec, "during the round").R; r.Text != "/review shows your round once it is over." {
		t.Errorf("during the round: %q", r.Text)
	}
	for i := 0; i < 70; i++ {
		clk.Advance(time.Second)
		b.Wait()
	}
	rec.take()
	b.Handle(cmd(alice, "review", ""))
	want := "**Your Boggle round**: 1 point of the board's 6 points (17%), 2 of its 6 words; place 1 of 2.\n" +
		"The best words you missed:\nCATS 1 · (1,1) (1,2) (1,3) (1,4)\nCOD 1 · (1,1) (2,2) (2,1)\nGOAT 1 · (2,3) (2,2) (1,2) (1,3)\nTAG 1 · (1,3) (1,2) (2,3)"
	if r := one(t, rec, "alice's review").R; !r.Private || r.Text != want {
		t.Errorf("alice's review:\n%s\nwant:\n%s", r.Text, want)
	}
	b.Handle(cmd(carol, "review", ""))
	if r := one(t, rec, "carol").R; r.Text != "You did not play the last round of this channel." {
		t.Errorf("carol: %q", r.Text)
	}
}

// TestReviewDaily: /review daily:boggle after the day's Boggle is played:
// the score against the board's maximum, place among every server's
// players, the best words missed (the board's best, not found, first);
// before the play ends it is refused.
func TestReviewDaily(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	day := dayOf(t0)
	p, err := b.puzzle(Boggle, day)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.words) < 12 {
		t.Fatalf("only %d words on the daily board", len(p.words))
	}
	second := p.words[1]
	b.Handle(dailyCmd(alice, "g1", "c1", "boggle"))
	b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: second.Word, User: alice, Channel: "c1", Guild: "g1"})
	rec.take()
	b.Handle(cmd(alice, "review", "", "daily", "boggle"))
	if r := one(t, rec, "during the play").R; r.Text != "/review shows your daily Boggle once you have played it today." {
		t.Errorf("during the play: %q", r.Text)
	}
	clk.Advance(3 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "review", "", "daily", "boggle"))
	r := one(t, rec, "daily review").R
	best := 0
	for _, w := range p.words {
		best += w.Points
	}
	head := fmt.Sprintf("**Your daily Boggle of %s**: %s of the board's %s (%.0f%%), 1 of its %d words; place 1 of 1.\nThe best words you missed:\n%s %d · %s\n",
		day, pointsText(second.Points), pointsText(best), 100*float64(second.Points)/float64(best), len(p.words), p.words[0].Word, p.words[0].Points, p.words[0].Path.Report())
	if !r.Private || !strings.HasPrefix(r.Text, head) || strings.Count(r.Text, "\n") != 11 || strings.Contains(r.Text, "\n"+second.Word+" ") {
		t.Errorf("daily review:\n%s\nwant it to start:\n%s", r.Text, head)
	}
	b.Handle(cmd(alice, "review", "", "daily", "chess"))
	if r := one(t, rec, "chess").R; r.Text != "The daily puzzle is boggle, ruzzle or scarabeo." {
		t.Errorf("chess: %q", r.Text)
	}
}

// TestReviewNoMove: a player who resigned before making a move is told
// so, not that the game predates reviews (which it said before: "This
// game has no review: its moves were made before reviews were kept.").
func TestReviewNoMove(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scrabble", "new", "computer", "easy"))
	rec.take()
	b.Handle(cmd(alice, "resign", ""))
	rec.take()
	b.Handle(cmd(alice, "review", ""))
	if r := one(t, rec, "review").R; !r.Private || r.Text != "You made no move in this game: there is nothing to review." {
		t.Errorf("review: %+v", r)
	}
}

// TestReviewRoundPortuguese: the round review's head counts the board's
// words in Portuguese; it said "0 das suas 291 palavras", "0 of your 291
// words", where the words are the board's.
func TestReviewRoundPortuguese(t *testing.T) {
	got := Tr("pt", "**Your %s**: %s of the board's %s (%.0f%%), %d of its %d words; place %d of %d.", "rodada de Ruzzle", "0 pontos", "2927 pontos", 0.0, 0, 291, 1, 1)
	if want := "**Sua rodada de Ruzzle**: 0 pontos dos 2927 pontos do tabuleiro (0%), 0 das 291 palavras dele; lugar 1 de 1."; got != want {
		t.Errorf("%q\nwant %q", got, want)
	}
	// likewise the word lists' refusal: the lists are the bot's
	got = Tr("pt", "This bot has no word list %s; its lists: %s.", "nope", "SCOWL")
	if want := "O bot não tem a lista de palavras nope; as listas do bot: SCOWL."; got != want {
		t.Errorf("%q\nwant %q", got, want)
	}
}

// TestReviewGermanCounts: German reviews do not put a count of points after
// "von", which wants the dative (von 12 Punkten) that the count's plural
// form (12 Punkte) is not: "2 Punkte von 12 Punkte des Bretts" was wrong,
// and a Boggle board is a Raster in every other German sentence.
func TestReviewGermanCounts(t *testing.T) {
	got := Tr("de", "**Your %s**: %s of the board's %s (%.0f%%), %d of its %d words; place %d of %d.", "Boggle-Runde", trn("de", "%d points", 2), trn("de", "%d points", 12), 16.7, 2, 12, 1, 1)
	if want := "**Deine Boggle-Runde**: 2 Punkte, das Raster bot 12 Punkte (17 %); 2 seiner 12 Wörter; Platz 1 von 1."; got != want {
		t.Errorf("%q\nwant %q", got, want)
	}
	got = Tr("de", "In all: %s of the best moves' %s (%.0f%%), %s lost; equity lost %.1f.", trn("de", "%d points", 190), trn("de", "%d points", 255), 74.6, trn("de", "%d points", 65), 68.4)
	if want := "Insgesamt: 190 Punkte, die besten Züge hätten 255 Punkte gebracht (75 %), 65 Punkte verloren; Equity verloren 68.4."; got != want {
		t.Errorf("%q\nwant %q", got, want)
	}
	// the daily puzzle's streak: "Serie von 3 Tage" was wrong too
	got = Tr("de", "🗓️ **%s** played the daily %s: %s, %d%% of the best move; streak %s.", "Bea", "Scarabeo", trn("de", "%d points", 28), 32, trn("de", "%d days", 3))
	if want := "🗓️ **Bea** hat das tägliche Scarabeo gespielt: 28 Punkte, 32 % des besten Zugs; Serie: 3 Tage."; got != want {
		t.Errorf("%q\nwant %q", got, want)
	}
	for _, id := range []string{"streak %s", "🏁 Your daily %s of %s: %s (%s), %d%% of the best move; streak %s.",
		"🏁 Your daily %s of %s: %s, %s, %d%% of the maximum (%s); streak %s.", "🗓️ **%s** finished the daily %s: %s, %s, %d%% of the maximum; streak %s."} {
		if de, _ := l10n.Text("de", id); !strings.Contains(de, "Serie: %s") {
			t.Errorf("%q in German: %q", id, de)
		}
	}
}

// TestLostPointsAgree: the points a review or a daily puzzle says were lost
// read right with every count: a plural participle after the count read
// "1 point perdus", "0 ponto perdidos", "1 punto persi" (French and
// Portuguese write 0 and 1 with the singular, Italian and Spanish 1).
func TestLostPointsAgree(t *testing.T) {
	sum := "In all: %s of the best moves' %s (%.0f%%), %s lost; equity lost %.1f."
	daily := "**Your daily %s of %s**: %s (%s); the best move %s %s (%s): %s lost."
	for _, tc := range []struct {
		lang       string
		n          int
		sum, daily string
	}{
		{"fr", 1, "En tout : 9 points sur les 10 points des meilleurs coups (90 %), 1 point de moins ; équité perdue 1.5.",
			"**Ton Scarabeo quotidien du 2026-12-06** : OH L6 (9 points) ; le meilleur coup OHI L6 (10 points) : 1 point de moins."},
		{"es", 1, "En total: 9 puntos de los 10 puntos de las mejores jugadas (90 %), 1 punto menos; equidad perdida 1.5.",
			"**Tu Scarabeo diario del 2026-12-06**: OH L6 (9 puntos); la mejor jugada OHI L6 (10 puntos): 1 punto menos."},
		{"it", 1, "In tutto: 9 punti sui 10 punti delle mosse migliori (90%), 1 punto in meno; equity persa 1.5.",
			"**Il tuo Scarabeo giornaliero del 2026-12-06**: OH L6 (9 punti); la mossa migliore OHI L6 (10 punti): 1 punto in meno."},
		{"pt", 0, "No total: 10 pontos dos 10 pontos das melhores jogadas (100%), 0 ponto a menos; equidade perdida 1.5.",
			"**Seu Scarabeo diário de 2026-12-06**: OH L6 (10 pontos); a melhor jogada OHI L6 (10 pontos): 0 ponto a menos."},
	} {
		p := func(n int) string { return trn(tc.lang, "%d points", n) }
		if got := Tr(tc.lang, sum, p(10-tc.n), p(10), float64(10-tc.n)*10, p(tc.n), 1.5); got != tc.sum {
			t.Errorf("%s: %q\nwant %q", tc.lang, got, tc.sum)
		}
		if got := Tr(tc.lang, daily, "Scarabeo", "2026-12-06", "OH L6", p(10-tc.n), "OHI", "L6", p(10), p(tc.n)); got != tc.daily {
			t.Errorf("%s: %q\nwant %q", tc.lang, got, tc.daily)
		}
	}
}
