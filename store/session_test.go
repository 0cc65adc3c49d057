package store

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
)

func TestSessions(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	if _, err := s.LoadSession(ctx, "none"); ErrorCode(err) != ENotFound {
		t.Errorf("missing session: %v", err)
	}
	if err := s.SaveSession(ctx, "", "boggle", []byte("x")); ErrorCode(err) != EInvalid {
		t.Errorf("empty channel: %v", err)
	}
	if all, err := s.Sessions(ctx, nil); err != nil || len(all) != 0 {
		t.Errorf("empty store: %v, %v", all, err)
	}
	s.SaveSession(ctx, "2", "upwords", []byte("first"))
	s.SaveSession(ctx, "1", "boggle", []byte("one"))
	s.SaveSession(ctx, "2", "scarabeo", []byte("second")) // replaces
	se, err := s.LoadSession(ctx, "2")
	if err != nil || se.Kind != "scarabeo" || string(se.Data) != "second" || se.Channel != "2" || se.Updated.IsZero() {
		t.Errorf("LoadSession: %+v, %v", se, err)
	}
	all, _ := s.Sessions(ctx, nil)
	if len(all) != 2 || all[0].Channel != "1" || all[1].Channel != "2" || string(all[1].Data) != "second" {
		t.Errorf("Sessions: %+v", all)
	}
	if err := s.DeleteSession(ctx, "2"); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteSession(ctx, "2"); err != nil {
		t.Errorf("deleting twice: %v", err)
	}
	if _, err := s.LoadSession(ctx, "2"); ErrorCode(err) != ENotFound {
		t.Errorf("deleted session: %v", err)
	}
}

// botStore is package bot's Store and Lister, restated so that this test
// does not import bot.
type botStore interface {
	Save(channel string, data []byte) error
	Load(channel string) ([]byte, error)
	Delete(channel string) error
	List() ([]string, error)
}

func TestChannels(t *testing.T) {
	var c botStore = open(t).Channels()
	if d, err := c.Load("x"); d != nil || err != nil {
		t.Errorf("Load of nothing: %v, %v", d, err)
	}
	c.Save("b", []byte("B"))
	c.Save("a", nil)
	if d, err := c.Load("a"); d == nil || len(d) != 0 || err != nil {
		t.Errorf("Load of empty data: %#v, %v", d, err)
	}
	if l, err := c.List(); !slices.Equal(l, []string{"a", "b"}) || err != nil {
		t.Errorf("List: %v, %v", l, err)
	}
	c.Delete("a")
	if l, _ := c.List(); !slices.Equal(l, []string{"b"}) {
		t.Errorf("List after Delete: %v", l)
	}
}

func FuzzSessionRoundTrip(f *testing.F) {
	f.Add("123456789012345678", "boggle", []byte(`{"board":"ABCD"}`))
	f.Add("c", "", []byte{})
	f.Add("\x00\xff", "k\x00ind", []byte{0, 0, 0xff, 0xfe, '\n'})
	f.Add("canale è", "scarabeo", bytes.Repeat([]byte{0x80}, 70000))
	s, err := Open(f.TempDir() + "/" + FileName)
	if err != nil {
		f.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, channel, kind string, data []byte) {
		err := s.SaveSession(ctx, channel, kind, data)
		if channel == "" {
			if ErrorCode(err) != EInvalid {
				t.Fatalf("empty channel: %v", err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		se, err := s.LoadSession(ctx, channel)
		if err != nil {
			t.Fatal(err)
		}
		if se.Channel != channel || se.Kind != kind || !bytes.Equal(se.Data, data) {
			t.Fatalf("saved %q %q %x, loaded %q %q %x", channel, kind, data, se.Channel, se.Kind, se.Data)
		}
		all, err := s.Sessions(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(all, func(x Session) bool { return x.Channel == channel })
		if i < 0 || !bytes.Equal(all[i].Data, data) || all[i].Kind != kind {
			t.Fatalf("Sessions lost %q", channel)
		}
		if err := s.DeleteSession(ctx, channel); err != nil {
			t.Fatal(err)
		}
	})
}

// TestConcurrent runs every method from parallel goroutines (run it with
// -race) and checks that nothing is lost or counted twice.
func TestConcurrent(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	const workers, rounds = 6, 10
	var wg sync.WaitGroup
	firsts := make(chan string, workers*rounds)
	errs := make(chan error, workers*rounds*8)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ch := fmt.Sprintf("chan%d", w)
			for i := range rounds {
				data := fmt.Appendf(nil, "%d/%d", w, i)
				if err := s.SaveSession(ctx, ch, "boggle", data); err != nil {
					errs <- err
				}
				if se, err := s.LoadSession(ctx, ch); err != nil || !bytes.Equal(se.Data, data) {
					errs <- fmt.Errorf("worker %d read %q, %v", w, se.Data, err)
				}
				// Every worker records and reports the same rounds.
				id := fmt.Sprintf("round%d", i)
				r := Result{ID: id, Guild: "g", Game: "boggle", Players: []PlayerResult{
					{User: "ann", Score: i, Won: true}, {User: "bob", Score: 1},
				}}
				if err := s.RecordResult(ctx, r); err != nil {
					errs <- err
				}
				first, err := s.MarkReported(ctx, id)
				if err != nil {
					errs <- err
				}
				if first {
					firsts <- id
				}
				if _, err := s.Leaderboard(ctx, "g", "boggle", 3); err != nil {
					errs <- err
				}
				if _, err := s.Sessions(ctx, nil); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	close(firsts)
	for err := range errs {
		t.Error(err)
	}
	seen := map[string]bool{}
	for id := range firsts {
		if seen[id] {
			t.Errorf("%s reported twice", id)
		}
		seen[id] = true
	}
	if len(seen) != rounds {
		t.Errorf("%d rounds reported, want %d", len(seen), rounds)
	}
	lb, _ := s.Leaderboard(ctx, "g", "boggle", 0)
	if len(lb) != 2 || lb[0].Played != rounds || lb[0].Wins != rounds || lb[0].Total != rounds*(rounds-1)/2 || lb[1].Total != rounds {
		t.Errorf("leaderboard %+v", lb)
	}
	all, _ := s.Sessions(ctx, nil)
	if len(all) != workers {
		t.Errorf("%d sessions, want %d", len(all), workers)
	}
	for _, se := range all {
		if want := fmt.Sprintf("%s/%d", se.Channel[4:], rounds-1); string(se.Data) != want {
			t.Errorf("%s holds %q, want %q", se.Channel, se.Data, want)
		}
	}
}
