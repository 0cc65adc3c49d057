package bot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/review"
	"github.com/wordbot/wordbot/storage"
)

// scrabbleAgainstComputer plays a Scrabble game of Alice against the easy
// computer: her best move (the hint's) moves times, then she resigns.
// It returns her /review right after the game.
func scrabbleAgainstComputer(t *testing.T, b *Bot, rec *recorder, moves int) Reply {
	t.Helper()
	b.Handle(cmd(alice, "scrabble", "new", "computer", "easy"))
	rec.take()
	for i := 0; i < moves; i++ {
		if i > 0 {
			alicePlays(t, b, rec)
			continue
		}
		// First a move below the best: a turn that costs, with pictures.
		e, err := b.loadEngine(b.sessions["c1"].Turn)
		if err != nil {
			t.Fatal(err)
		}
		hints, err := e.Hint(0, 50)
		if err != nil || len(hints) == 0 {
			t.Fatalf("hints %v %v", hints, err)
		}
		m := hints[len(hints)-1]
		b.Handle(cmd(alice, "play", "", "word", m.Word, "pos", m.Pos()))
		if r := one(t, rec, "alice's move").R; !strings.Contains(r.Text, m.Word) {
			t.Fatalf("alice plays %s %s: %s", m.Pos(), m.Word, r.Text)
		}
	}
	b.Handle(cmd(alice, "resign", ""))
	if r := one(t, rec, "resign").R; len(r.Buttons) == 1 {
		b.Handle(press(alice, r.Buttons[0].ID))
		rec.take()
	}
	if b.sessions["c1"].Turn != nil {
		t.Fatal("the game goes on after Alice resigned")
	}
	b.Handle(cmd(alice, "review", ""))
	return one(t, rec, "review").R
}

// TestReviewPastGame: after two Scrabble games in a channel, /history
// games lists them (1 the latest) with their scores, and /review game:2
// gives Alice the first game's review exactly as /review gave it after
// that game (game:1 the second's), also after a restart (a new bot on the
// same store); Bob, who did not play, is refused; a number out of range or
// not a number is refused naming the range; a player of the game in
// progress is refused as by /review.
func TestReviewPastGame(t *testing.T) {
	st := &MemStore{}
	clk := NewFakeClock(t0)
	b, rec := newComputerBot(t, st, &MemResults{}, clk)
	first := scrabbleAgainstComputer(t, b, rec, 2)
	if !strings.HasPrefix(first.Text, "**Your Scrabble game, move by move**") || !strings.Contains(first.Text, "\n3. ") || !strings.Contains(first.Text, "Costliest turns: 1 (−") {
		t.Fatalf("the first game's review:\n%s", first.Text)
	}
	firstScores := b.sessions["c1"].Last
	e1, err := b.loadEngine(&turnGame{Kind: firstScores.Kind, Lang: firstScores.Options["lang"], Players: firstScores.Players, State: firstScores.State})
	if err != nil {
		t.Fatal(err)
	}
	s1 := e1.Scores()
	clk.Advance(time.Hour)
	second := scrabbleAgainstComputer(t, b, rec, 1)
	if second.Text == first.Text {
		t.Fatalf("two games with the same review:\n%s", first.Text)
	}
	last := b.sessions["c1"].Last
	e2, err := b.loadEngine(&turnGame{Kind: last.Kind, Lang: last.Options["lang"], Players: last.Players, State: last.State})
	if err != nil {
		t.Fatal(err)
	}
	s2 := e2.Scores()

	check := func(b *Bot, rec *recorder, when string, reviews map[string]Reply) {
		t.Helper()
		b.Handle(cmd(alice, "history", "", "games", "true"))
		want := "**This channel's last games**, the latest first (`/review game:N` reviews one you played):\n" +
			fmt.Sprintf("1. Scrabble · %s · Alice %d, Computer (easy) %d\n", t0.Add(time.Hour).UTC().Format("2006-01-02 15:04 UTC"), s2[0], s2[1]) +
			fmt.Sprintf("2. Scrabble · %s · Alice %d, Computer (easy) %d", t0.UTC().Format("2006-01-02 15:04 UTC"), s1[0], s1[1])
		if r := one(t, rec, when+": history games").R; !r.Private || r.Text != want {
			t.Errorf("%s: /history games:\n%s\nwant:\n%s", when, r.Text, want)
		}
		for n, want := range reviews {
			b.Handle(cmd(alice, "review", "", "game", n))
			r := one(t, rec, when+": review game "+n).R
			if !r.Private || r.Text != want.Text || len(r.Files) != len(want.Files) {
				t.Errorf("%s: /review game:%s (%d files):\n%s\nwant (%d files):\n%s", when, n, len(r.Files), r.Text, len(want.Files), want.Text)
			}
			for i := range min(len(r.Files), len(want.Files)) {
				// the picture drawn from the record is the one drawn from the engine
				if r.Files[i].Name != want.Files[i].Name || !bytes.Equal(r.Files[i].Data, want.Files[i].Data) {
					t.Errorf("%s: game %s's file %d: %q, want %q", when, n, i, r.Files[i].Name, want.Files[i].Name)
				}
			}
		}
		for _, c := range []struct {
			u    User
			n    string
			want string
		}{
			{bob, "2", "Only the players of game 2 can review it."},
			{alice, "3", "There is no game 3 here: give a number from 1 to 2 (/history games lists them)."},
			{alice, "0", "There is no game 0 here: give a number from 1 to 2 (/history games lists them)."},
			{alice, "two", "There is no game two here: give a number from 1 to 2 (/history games lists them)."},
		} {
			b.Handle(cmd(c.u, "review", "", "game", c.n))
			if r := one(t, rec, when+": review game "+c.n).R; !r.Private || r.Text != c.want {
				t.Errorf("%s: %s's /review game:%s: %q, want %q", when, c.u.Name, c.n, r.Text, c.want)
			}
		}
	}
	check(b, rec, "after the games", map[string]Reply{"2": first, "1": second})
	if len(first.Files) == 0 {
		t.Error("the first game's review has no picture")
	}

	// A restart: a new bot on the same store.
	b2, rec2 := newComputerBot(t, st, &MemResults{}, clk)
	if err := b2.Resume(); err != nil {
		t.Fatal(err)
	}
	check(b2, rec2, "after a restart", map[string]Reply{"2": first})

	// During a game, no review for its players, of any game.
	b2.Handle(cmd(alice, "scrabble", "new", "computer", "easy"))
	rec2.take()
	b2.Handle(cmd(alice, "review", "", "game", "1"))
	if r := one(t, rec2, "review in play").R; r.Text != "/review shows your moves once the game is over: it cannot show them while you play." {
		t.Errorf("review game:1 in play: %q", r.Text)
	}
}

// TestPastGamesBound: a channel keeps its last storage.PastGamesKept
// games (rounds here): after 11 Boggle rounds /history games (and /history
// alone: no turn game to show) lists 10, the latest first, and /review game:11 names the range 1 to 10; a round is
// shown for storage.PastGamesAge, then no more.
func TestPastGamesBound(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "history", "", "games", "true"))
	none := "No finished game of this channel is kept: /history games lists them once a game or round has ended."
	if r := one(t, rec, "none yet").R; r.Text != none {
		t.Errorf("before any game: %q", r.Text)
	}
	b.Handle(cmd(alice, "review", "", "game", "1"))
	if r := one(t, rec, "none yet").R; r.Text != none {
		t.Errorf("review game:1 before any game: %q", r.Text)
	}
	words := []string{"cat", "dog", "goat", "cats", "cod", "tag", "cat", "dog", "goat", "cats", "cod"}
	for _, w := range words {
		b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
		b.Handle(msg(alice, w))
		for i := 0; i < 70; i++ {
			clk.Advance(time.Second)
			b.Wait()
		}
		rec.take()
	}
	b.Handle(cmd(alice, "history", "", "games", "true"))
	r := one(t, rec, "history games").R
	lines := strings.Split(r.Text, "\n")
	if len(lines) != storage.PastGamesKept+1 {
		t.Fatalf("%d games listed, want %d:\n%s", len(lines)-1, storage.PastGamesKept, r.Text)
	}
	// 1 is the 11th round (COD, 1 point), 10 the 2nd (DOG)
	if !strings.HasPrefix(lines[1], "1. Boggle · ") || !strings.HasSuffix(lines[1], " · Alice 1") {
		t.Errorf("game 1: %q", lines[1])
	}
	// /history alone, with no turn game to show, lists them too.
	b.Handle(cmd(alice, "history", ""))
	if r2 := one(t, rec, "history").R; r2.Text != r.Text {
		t.Errorf("/history after rounds:\n%s\nwant:\n%s", r2.Text, r.Text)
	}
	b.Handle(cmd(alice, "review", "", "game", "10"))
	if r := one(t, rec, "game 10").R; !strings.HasPrefix(r.Text, "**Your Boggle round**: 1 point of the board's 6 points (17%), 1 of its 6 words; place 1 of 1.") ||
		strings.Contains(r.Text, "\nDOG ") || !strings.Contains(r.Text, "\nCAT ") {
		t.Errorf("game 10 (DOG found):\n%s", r.Text)
	}
	b.Handle(cmd(alice, "review", "", "game", "11"))
	if r := one(t, rec, "game 11").R; r.Text != "There is no game 11 here: give a number from 1 to 10 (/history games lists them)." {
		t.Errorf("game 11: %q", r.Text)
	}
	// in the player's language, with its own names of the options
	fr := cmd(alice, "review", "", "game", "12")
	fr.Locale = "fr"
	b.Handle(fr)
	if r := one(t, rec, "game 12 in French").R; r.Text != "Il n'y a pas de partie 12 ici : donne un nombre de 1 à 10 (/historique parties les liste)." {
		t.Errorf("game 12 in French: %q", r.Text)
	}
	clk.Advance(storage.PastGamesAge)
	b.Handle(cmd(alice, "history", "", "games", "true"))
	if r := one(t, rec, "30 days later").R; r.Text != none {
		t.Errorf("30 days later: %q", r.Text)
	}
}

// TestPastLook: the look a record keeps gives the game's own look back
// (style, size, letters, every tile's value, the squares' bonuses) for
// Spanish Scrabble (Ñ, CH as letters), Italian Scarabeo, and Upwords with
// Hasbro's set (stacks, no values, the Qu tile), through JSON.
func TestPastLook(t *testing.T) {
	for _, g := range [][]string{
		{"scrabble", "lang", "es"},
		{"scarabeo"},
		{"upwords", "set", "hasbro"},
	} {
		b, rec := newComputerBot(t, &MemStore{}, &MemResults{}, NewFakeClock(t0))
		b.Handle(cmd(alice, g[0], "new", append([]string{"computer", "easy"}, g[1:]...)...))
		rec.take()
		e, err := b.loadEngine(b.sessions["c1"].Turn)
		if err != nil {
			t.Fatal(err)
		}
		l := e.Look()
		data, err := json.Marshal(lookOf(l))
		if err != nil {
			t.Fatal(err)
		}
		var pl pastLook
		if err := json.Unmarshal(data, &pl); err != nil {
			t.Fatal(err)
		}
		got := pl.look()
		if got.Style != l.Style || got.Size != l.Size || got.Letters != l.Letters || got.Jollies != l.Jollies || got.Stacks != l.Stacks ||
			len(got.Squares) != len(l.Squares) || (got.Value == nil) != (l.Value == nil) {
			t.Errorf("%v: %+v, want %+v", g, got, l)
			continue
		}
		for i, s := range l.Squares {
			if got.Squares[i].Bonus != s.Bonus {
				t.Errorf("%v: square %d's bonus %d, want %d", g, i, got.Squares[i].Bonus, s.Bonus)
			}
		}
		letters := 26
		if l.Letters != nil {
			letters = l.Letters.Size()
		}
		for i := 0; l.Value != nil && i < letters; i++ {
			for _, tile := range []crossword.Tile{{Letter: byte(i)}, {Letter: byte(i), Jolly: true}} {
				if got.Value(tile) != l.Value(tile) {
					t.Errorf("%v: %+v's value %d, want %d", g, tile, got.Value(tile), l.Value(tile))
				}
			}
		}
		t.Logf("%v: %s", g, data)
	}
}

// TestPastListFits: /history games of ten games of four players with the
// longest names Discord allows, each of them escaped (32 asterisks, 64
// characters written), stays within a message: the latest games that fit,
// then "…".
func TestPastListFits(t *testing.T) {
	b, rec, _, st := newTestBot(t)
	long := strings.Repeat("*", 32)
	var players []User
	for i := range 4 {
		players = append(players, User{ID: fmt.Sprint(i + 1), Name: long})
	}
	for i := range storage.PastGamesKept {
		data, err := encodePast(&pastGame{Kind: Boggle, Players: players, Scores: []int{100, 200, 300, 400},
			RoundReviews: map[string]review.RoundReview{"1": {}}})
		if err != nil {
			t.Fatal(err)
		}
		p := PastGame{ID: fmt.Sprint(i), Game: "boggle", At: t0.Add(time.Duration(i) * time.Minute), Players: []string{"1", "2", "3", "4"}, Data: data}
		if _, err := st.Commit(Change{Channel: "c1", Keep: true, Past: &p}); err != nil {
			t.Fatal(err)
		}
	}
	b.Handle(cmd(alice, "history", "", "games", "true"))
	r := one(t, rec, "history games").R
	lines := strings.Split(r.Text, "\n")
	if n := utf8.RuneCountInString(r.Text); n > 2000 || lines[len(lines)-1] != "…" || len(lines) < 5 ||
		!strings.HasPrefix(lines[1], "1. Boggle · ") || !strings.HasSuffix(lines[1], " 400") {
		t.Errorf("%d characters, %d lines:\n%s", n, len(lines), r.Text)
	}
}
