package store

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/wordbot/wordbot/storage"
)

// TestPastGames (SQLite and PostgreSQL): the games a channel's changes
// keep come back the latest first with their players, data and time,
// after a reopening; a game kept again is kept once; a channel keeps its
// last PastGamesKept (12 games recorded, 10 kept: games 3 to 12); a game
// that ended PastGamesAge before a new one goes, whatever its channel;
// another channel's games stay apart; a game with no ID is refused.
func TestPastGames(t *testing.T) {
	eachBackend(t, func(t *testing.T, open func() Backend) {
		ctx := context.Background()
		s := open()
		t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
		old := PastGame{ID: "o1", Game: "boggle", At: t0.Add(-storage.PastGamesAge), Players: []string{"carol"}, Data: []byte("old")}
		if _, err := s.Commit(ctx, Change{Channel: "c2", Guild: "g1", Data: []byte("s"), Past: &old}); err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= 12; i++ {
			p := PastGame{ID: fmt.Sprintf("c1/%d", i), Game: "scrabble", At: t0.Add(time.Duration(i) * time.Minute),
				Players: []string{"bob", "alice"}, Data: []byte(fmt.Sprintf("game %d", i))}
			if i == 1 {
				// the first game still lies within PastGamesAge of o1
				p.At = t0.Add(-time.Minute)
			}
			if _, err := s.Commit(ctx, Change{Channel: "c1", Guild: "g1", Data: []byte("s"), Past: &p}); err != nil {
				t.Fatal(err)
			}
			if i == 1 {
				if ps, err := s.PastGames(ctx, "c2"); err != nil || len(ps) != 1 {
					t.Fatalf("c2 after c1's first game: %+v %v", ps, err)
				}
			}
		}
		// kept again (a retried commit): nothing more
		again := PastGame{ID: "c1/12", Game: "scrabble", At: t0.Add(time.Hour), Data: []byte("again")}
		if _, err := s.Commit(ctx, Change{Channel: "c1", Guild: "g1", Data: []byte("s"), Past: &again}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Commit(ctx, Change{Channel: "c1", Data: []byte("s"), Past: &PastGame{Game: "boggle"}}); ErrorCode(err) != EInvalid {
			t.Errorf("a past game without an id: %v", err)
		}
		s = open()
		ps, err := s.PastGames(ctx, "c1")
		if err != nil || len(ps) != storage.PastGamesKept {
			t.Fatalf("c1: %d games %v, want %d", len(ps), err, storage.PastGamesKept)
		}
		for i, p := range ps {
			n := 12 - i
			if p.ID != fmt.Sprintf("c1/%d", n) || string(p.Data) != fmt.Sprintf("game %d", n) || p.Guild != "g1" || p.Game != "scrabble" ||
				p.Channel != "c1" || !p.At.Equal(t0.Add(time.Duration(n)*time.Minute)) || !slices.Equal(p.Players, []string{"bob", "alice"}) {
				t.Errorf("game %d: %+v", i+1, p)
			}
		}
		// o1 ended PastGamesAge before c1's second game: gone.
		if ps, err := s.PastGames(ctx, "c2"); err != nil || len(ps) != 0 {
			t.Errorf("c2: %+v %v, want none", ps, err)
		}
		if ps, err := s.PastGames(ctx, "c9"); err != nil || len(ps) != 0 {
			t.Errorf("c9: %+v %v", ps, err)
		}
		// the players' rows of the games dropped went with them
		var rows int
		if err := s.(*Store).r.QueryRowContext(ctx, "SELECT count(*) FROM past_game_players").Scan(&rows); err != nil || rows != 2*storage.PastGamesKept {
			t.Errorf("%d player rows (%v), want %d", rows, err, 2*storage.PastGamesKept)
		}
		// store forget: alice's games go with every player's rows
		fc, err := s.ForgetUser(ctx, "alice")
		if err != nil || fc.PastGames != storage.PastGamesKept {
			t.Errorf("forget alice: %+v %v", fc, err)
		}
		if ps, err := s.PastGames(ctx, "c1"); err != nil || len(ps) != 0 {
			t.Errorf("c1 after forgetting alice: %d games %v", len(ps), err)
		}
	})
}
