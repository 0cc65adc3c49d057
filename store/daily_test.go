package store

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"
)

// TestDaily: the seed is stored once, a player's play of a day and game is
// started once, saved, listed by server and across servers, and survives a
// restart; the days a player finished come newest first.
// On PostgreSQL through TestPostgresSharedTests.
func TestDaily(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	s := openPath(t, path)
	if v, err := s.DailySeed(ctx, 42); err != nil || v != 42 {
		t.Fatalf("seed: %d, %v", v, err)
	}
	if v, err := s.DailySeed(ctx, 7); err != nil || v != 42 {
		t.Fatalf("seed again: %d, %v; want the first, 42", v, err)
	}
	at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	ann := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "1", Name: "Ann", Guild: "g1", Channel: "c1", Start: at, Deadline: at.Add(3 * time.Minute), Max: 50}
	got, isNew, err := s.StartDaily(ctx, ann)
	if err != nil || !isNew || got.Name != "Ann" || got.Version != 1 {
		t.Fatalf("start: %+v, %v, %v", got, isNew, err)
	}
	ann.Version = got.Version
	again := ann
	again.Guild, again.Start = "g2", at.Add(time.Hour)
	if got, isNew, err = s.StartDaily(ctx, again); err != nil || isNew || got.Guild != "g1" || !got.Start.Equal(at) {
		t.Fatalf("second start: %+v, %v, %v; want the first play", got, isNew, err)
	}
	ann.Words, ann.Score, ann.Finished = []string{"CAT", "DOG"}, 2, true
	if err := s.SaveDaily(ctx, ann); err != nil {
		t.Fatal(err)
	}
	bob := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "2", Name: "Bob", Guild: "g2", Score: 5, Finished: true}
	cid := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "3", Name: "Cid", Guild: "g1", Score: 9} // still playing
	old := DailyPlay{Day: "2026-11-23", Game: "boggle", User: "1", Name: "Ann", Guild: "g1", Finished: true}
	rz := DailyPlay{Day: "2026-11-24", Game: "ruzzle", User: "1", Name: "Ann", Guild: "g1", Finished: true}
	for _, p := range []DailyPlay{bob, cid, old, rz} {
		if _, _, err := s.StartDaily(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s = openPath(t, path)
	names := func(ps []DailyPlay) (out []string) {
		for _, p := range ps {
			out = append(out, p.Name)
		}
		return out
	}
	if ps, err := s.DailyPlays(ctx, "2026-11-25", "boggle", "", 0); err != nil || !slices.Equal(names(ps), []string{"Bob", "Ann", "Cid"}) {
		t.Errorf("all servers: %v, %v", names(ps), err)
	}
	if ps, err := s.DailyPlays(ctx, "2026-11-25", "boggle", "g1", 0); err != nil || !slices.Equal(names(ps), []string{"Ann", "Cid"}) ||
		!slices.Equal(ps[0].Words, []string{"CAT", "DOG"}) || ps[0].Score != 2 {
		t.Errorf("server g1: %+v, %v", ps, err)
	}
	if ps, err := s.DailyPlays(ctx, "2026-11-25", "boggle", "", 1); err != nil || len(ps) != 1 {
		t.Errorf("limit 1: %v, %v", names(ps), err)
	}
	if days, err := s.DailyDays(ctx, "1", "boggle", 10); err != nil || !slices.Equal(days, []string{"2026-11-25", "2026-11-23"}) {
		t.Errorf("days: %v, %v", days, err)
	}
	if p, ok, err := s.DailyPlay(ctx, "2026-11-25", "boggle", "9"); err != nil || ok {
		t.Errorf("nobody's play: %+v, %v, %v", p, ok, err)
	}
	if v, err := s.DailySeed(ctx, 8); err != nil || v != 42 {
		t.Errorf("seed after a restart: %d, %v", v, err)
	}
}

// TestDailyInCommit: a Change's daily play is saved in the same
// transaction as its posts: both after a restart, and neither when the
// transaction fails (a session saved with a stale version).
// On PostgreSQL through TestPostgresSharedTests.
func TestDailyInCommit(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	s := openPath(t, path)
	at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	ann := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "1", Name: "Ann", Guild: "g1", Channel: "c1", Start: at, Deadline: at.Add(3 * time.Minute), Max: 50}
	ann, _, err := s.StartDaily(ctx, ann)
	if err != nil {
		t.Fatal(err)
	}
	ann.Words, ann.Score, ann.Finished = []string{"CAT"}, 1, true
	line := Post{ID: "daily/2026-11-25/boggle/1", Channel: "c1", Data: []byte(`{"Text":"line"}`)}
	queued, err := s.Commit(ctx, Change{Channel: "c1", Guild: "g1", Keep: true, Daily: &ann, Posts: []Post{line}})
	if err != nil || len(queued) != 1 {
		t.Fatalf("commit: %+v, %v", queued, err)
	}
	// The same finish again (another process's, which read the play
	// before) fails: the play is finished once, its line queued once.
	if queued, err := s.Commit(ctx, Change{Channel: "c1", Guild: "g1", Keep: true, Daily: &ann, Posts: []Post{line}}); !IsDailyChanged(err) || len(queued) != 0 {
		t.Fatalf("again: %+v, %v; want ErrDailyChanged", queued, err)
	}
	// The same line without the play is not queued twice either.
	if queued, err := s.Commit(ctx, Change{Channel: "c1", Guild: "g1", Keep: true, Posts: []Post{line}}); err != nil || len(queued) != 0 {
		t.Fatalf("the line again: %+v, %v", queued, err)
	}
	s.Close()
	s = openPath(t, path)
	defer s.Close()
	if got, ok, err := s.DailyPlay(ctx, "2026-11-25", "boggle", "1"); err != nil || !ok || !got.Finished || got.Score != 1 {
		t.Fatalf("play after the restart: %+v, %v, %v", got, ok, err)
	}
	if p, err := s.Pending(ctx); err != nil || len(p) != 1 || p[0].ID != line.ID {
		t.Fatalf("outbox after the restart: %+v, %v", p, err)
	}
	// A play saved unfinished after it finished (a form handled in another
	// channel meanwhile) does not undo it.
	late := ann
	late.Words, late.Score, late.Finished = []string{"CAT", "DOG"}, 2, false
	if err := s.SaveDaily(ctx, late); !IsDailyChanged(err) {
		t.Fatalf("a late save: %v, want ErrDailyChanged", err)
	}
	if got, _, _ := s.DailyPlay(ctx, "2026-11-25", "boggle", "1"); !got.Finished || got.Score != 1 {
		t.Errorf("a late unfinished save undid the finished play: %+v", got)
	}
	// A failing transaction (a stale session version) saves neither.
	bob := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "2", Name: "Bob", Guild: "g1", Channel: "c2", Start: at, Deadline: at.Add(3 * time.Minute)}
	if bob, _, err = s.StartDaily(ctx, bob); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Commit(ctx, Change{Channel: "c2", Guild: "g1", Data: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	bob.Score, bob.Finished = 3, true
	if _, err := s.Commit(ctx, Change{Channel: "c2", Guild: "g1", Data: []byte(`{"x":1}`), Delete: false, Daily: &bob,
		Posts: []Post{{ID: "daily/2026-11-25/boggle/2", Channel: "c2", Data: []byte(`{}`)}}, Result: &Result{}}); err == nil {
		t.Fatal("an invalid result was committed")
	}
	if got, _, _ := s.DailyPlay(ctx, "2026-11-25", "boggle", "2"); got.Finished {
		t.Errorf("Bob's play saved by a failed transaction: %+v", got)
	}
	if p, _ := s.Pending(ctx); len(p) != 1 {
		t.Errorf("outbox after a failed transaction: %+v", p)
	}
}

// TestDailyAcrossProcesses (both backends): two processes on one database,
// each saving the same player's play after reading it, as a bot does (read,
// change, save; read again when the save fails). The play is started once;
// words sent at the same time in both are all kept (none lost to the other
// process's save); and of many finishes at once, in both processes, exactly
// one is saved, with its line queued once.
func TestDailyAcrossProcesses(t *testing.T) {
	eachBackend(t, func(t *testing.T, open func() Backend) {
		ctx := context.Background()
		procs := []Backend{open(), open()}
		at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
		play := DailyPlay{Day: "2026-11-25", Game: "ruzzle", User: "1", Name: "Ann", Guild: "g1", Channel: "c1", Start: at, Deadline: at.Add(3 * time.Minute)}
		var news int
		for i, s := range procs {
			p := play
			p.Guild = fmt.Sprint("g", i+1)
			if _, isNew, err := s.StartDaily(ctx, p); err != nil {
				t.Fatal(err)
			} else if isNew {
				news++
			}
		}
		if news != 1 {
			t.Fatalf("started %d times", news)
		}
		// Words: 2 processes x 4 goroutines x 5 words, each a read and a
		// conditional save, again until it holds.
		var wg sync.WaitGroup
		errs := make(chan error, 40)
		for i, s := range procs {
			for g := range 4 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for w := range 5 {
						word := fmt.Sprintf("W%d%d%d", i, g, w)
						for {
							p, _, err := s.DailyPlay(ctx, play.Day, play.Game, play.User)
							if err != nil {
								errs <- err
								return
							}
							p.Words = append(p.Words, word)
							p.Score++
							err = s.SaveDaily(ctx, p)
							if err == nil {
								break
							}
							if !IsDailyChanged(err) {
								errs <- err
								return
							}
						}
					}
				}()
			}
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		got, _, err := procs[0].DailyPlay(ctx, play.Day, play.Game, play.User)
		if err != nil || len(got.Words) != 40 || got.Score != 40 || got.Version != 41 {
			t.Fatalf("after 40 words: %d words, score %d, version %d, %v", len(got.Words), got.Score, got.Version, err)
		}
		// Finishes: 8 at once, each from its own read, half through
		// Commit with the channel's line (as the bot does on a store that
		// keeps both), half through SaveDaily.
		reads := make([]DailyPlay, 8)
		for i := range reads {
			if reads[i], _, err = procs[i%2].DailyPlay(ctx, play.Day, play.Game, play.User); err != nil {
				t.Fatal(err)
			}
			reads[i].Finished, reads[i].Score = true, 100+i
		}
		var mu sync.Mutex
		finished, queued, by := 0, 0, 0
		for i := range reads {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s := procs[i%2]
				var err error
				var q []Post
				if i < 4 {
					q, err = s.Commit(ctx, Change{Channel: fmt.Sprint("c", i), Guild: "g1", Keep: true, Daily: &reads[i],
						Posts: []Post{{ID: "daily/2026-11-25/ruzzle/1", Channel: fmt.Sprint("c", i), Data: []byte(`{}`)}}})
				} else {
					err = s.SaveDaily(ctx, reads[i])
				}
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					finished++
					queued += len(q)
					by = i % 2
				case !IsDailyChanged(err):
					t.Errorf("finish %d: %v", i, err)
				}
			}()
		}
		wg.Wait()
		got, _, err = procs[1].DailyPlay(ctx, play.Day, play.Game, play.User)
		if err != nil || finished != 1 || !got.Finished || got.Score < 100 || len(got.Words) != 40 {
			t.Fatalf("%d finishes saved (want 1); stored %+v, %v", finished, got, err)
		}
		// (on PostgreSQL a post is the queuing process's: its Pending)
		if p, err := procs[by].Pending(ctx); err != nil || len(p) != queued || queued > 1 {
			t.Errorf("lines queued %d, pending %+v, %v", queued, p, err)
		}
	})
}
