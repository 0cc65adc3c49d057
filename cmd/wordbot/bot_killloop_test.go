package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store"
)

// killRound is one round of the kill loop, in a channel of its own.
type killRound struct {
	channel  string
	deadline time.Time
	sent     map[string]string // message id -> word
}

// TestKillLoop kills a real wordbot process with SIGKILL over and over, at
// random moments and at the instant of a round's deadline, while players
// type guesses into 15-second Boggle rounds. After each kill the database
// must pass SQLite's integrity check, every guess that got its reaction
// (the bot reacts only after saving) must be in the stored round or its
// report, and no round may have more than one report; at the end every
// round has exactly one.
func TestKillLoop(t *testing.T) {
	t.Parallel()
	kills := 22
	if testing.Short() {
		kills = 6
	}
	f := fakediscord.New()
	defer f.Close()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	os.WriteFile(cfg, []byte("{}\n"), 0o644)
	env := append(os.Environ(), childEnv+"="+f.HTTP.URL, "WORDBOT_CONFIG="+cfg, "WORDBOT_DATA_DIR="+dir,
		"DISCORD_TOKEN=tok-loop", "WORDBOT_DISCORD_GUILD_ID=g1")
	dbPath := filepath.Join(dir, store.FileName)
	rng := rand.New(rand.NewPCG(12, 34))
	var logs bytes.Buffer
	start := func() *exec.Cmd {
		t.Helper()
		n := f.Count("get_commands")
		c := exec.Command(os.Args[0], "-test.run=^$")
		c.Env, c.Stderr = env, &logs
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		if !f.WaitCount(20*time.Second, "get_commands", n+1) {
			c.Process.Kill()
			c.Wait()
			t.Fatalf("the child did not connect: %s", logs.String())
		}
		return c
	}

	var rounds []*killRound
	var cur *killRound
	atDeadline, injected := 0, 0
	began := time.Now()
	for k := 0; k < kills; k++ {
		c := start()
		if cur == nil || time.Now().After(cur.deadline) {
			cur = &killRound{channel: fmt.Sprintf("k%d", len(rounds)), sent: map[string]string{}}
			id := f.Command("g1", cur.channel, alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
				fakediscord.Option{Name: "minutes", Type: 10, Value: 0.25})
			if r := answer(t, f, id); !strings.Contains(r.Content, "C A T S") {
				t.Fatalf("start: %+v", r)
			}
			cur.deadline = storedDeadline(t, dbPath, cur.channel)
			rounds = append(rounds, cur)
		}
		// Kill at a random moment, or at the deadline when it is near.
		killAt := time.Now().Add(time.Duration(300+rng.IntN(2200)) * time.Millisecond)
		faults := false
		if until := time.Until(cur.deadline); until > 0 && until < 3*time.Second {
			killAt = cur.deadline
			atDeadline++
			if atDeadline%2 == 0 {
				// Discord fails the report's posts: the kill finds it
				// in the outbox, and the next run must post it.
				killAt = cur.deadline.Add(500 * time.Millisecond)
				faults = true
			}
		}
		typeUntil := killAt.Add(-350 * time.Millisecond)
		if faults {
			typeUntil = cur.deadline.Add(-time.Second)
		}
		for i := 0; time.Now().Before(typeUntil); i++ {
			word := fmt.Sprintf("Q%dZ%d", k, i)
			if i%4 == 0 {
				word = []string{"cat", "dog", "tag", "goat", "cats", "cod"}[rng.IntN(6)]
			}
			cur.sent[f.Say("g1", cur.channel, alice, word)] = strings.ToUpper(word)
			time.Sleep(350 * time.Millisecond)
		}
		if faults {
			time.Sleep(time.Until(cur.deadline.Add(-200 * time.Millisecond)))
			f.Fail("message", 500, 100)
		}
		time.Sleep(time.Until(killAt))
		if faults {
			// On a slow machine (the race detector) the report's first post
			// may come later than the planned kill: kill once Discord has
			// failed it, so the kill finds the report in the outbox.
			for end := time.Now().Add(10 * time.Second); f.Injected(500) == injected && time.Now().Before(end); {
				time.Sleep(20 * time.Millisecond)
			}
		}
		c.Process.Kill()
		c.Wait()
		if faults {
			if f.Injected(500) == injected {
				t.Errorf("kill %d: no post failed before it", k)
			}
			injected = f.Injected(500)
			f.ClearFaults()
		}
		checkAfterKill(t, f, dbPath, rounds)
	}
	t.Logf("%d kills (%d at a deadline) in %v, %d rounds", kills, atDeadline, time.Since(began).Round(time.Millisecond), len(rounds))

	// A last run delivers what is pending and closes the last round.
	c := start()
	time.Sleep(time.Until(cur.deadline) + 500*time.Millisecond)
	_, ok := f.Wait(20*time.Second, func(cs []fakediscord.Call) bool {
		for _, r := range rounds {
			if reportsIn(cs, r.channel) != 1 {
				return false
			}
		}
		return true
	})
	c.Process.Kill()
	c.Wait()
	if !ok {
		for _, r := range rounds {
			if n := reportsIn(f.Calls(), r.channel); n != 1 {
				t.Errorf("round in %s: %d reports, want 1", r.channel, n)
			}
		}
	}
	checkAfterKill(t, f, dbPath, rounds)
	if t.Failed() {
		t.Logf("child logs:\n%s", logs.String())
	}
}

func reportsIn(cs []fakediscord.Call, channel string) int {
	n := 0
	for _, c := range cs {
		if c.Kind == "message" && c.Channel == channel && strings.Contains(c.Content, "Boggle: results") {
			n++
		}
	}
	return n
}

// storedRound reads the round of channel from the database with a read-only
// connection of its own (the bot may be running).
func storedRound(t *testing.T, path, channel string) (deadline time.Time, guesses string, ok bool) {
	t.Helper()
	db, err := sql.Open("sqlite", (&url.URL{Scheme: "file", Path: path, RawQuery: "mode=ro"}).String())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var data []byte
	if err := db.QueryRow("SELECT data FROM sessions WHERE channel = ?", channel).Scan(&data); err != nil {
		return time.Time{}, "", false
	}
	var s struct {
		Round *struct {
			Deadline time.Time `json:"deadline"`
			// The engine's round saves each word as [player, word, ...].
			Engine struct {
				Words [][]any `json:"words"`
			} `json:"engine"`
		} `json:"round"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatalf("session of %s: %v", channel, err)
	}
	if s.Round == nil {
		return time.Time{}, "", false
	}
	for _, w := range s.Round.Engine.Words {
		if len(w) > 1 {
			guesses += fmt.Sprint(" ", w[1])
		}
	}
	// Guesses since the last full save are rows appended to the session.
	rows, err := db.Query(`SELECT a.data FROM appends a JOIN sessions s ON s.channel = a.channel
		WHERE a.channel = ? AND a.seq > s.folded ORDER BY a.seq`, channel)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var rec []byte
		var g struct {
			Word string `json:"w"`
		}
		if rows.Scan(&rec) == nil && json.Unmarshal(rec, &g) == nil {
			guesses += " " + g.Word
		}
	}
	return s.Round.Deadline, guesses + " ", true
}

func storedDeadline(t *testing.T, path, channel string) time.Time {
	t.Helper()
	d, _, ok := storedRound(t, path, channel)
	if !ok {
		t.Fatalf("no stored round in %s", channel)
	}
	return d
}

// checkAfterKill checks the database and the posts after a kill.
func checkAfterKill(t *testing.T, f *fakediscord.Server, path string, rounds []*killRound) {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatalf("after a kill: %v", err)
	}
	defer st.Close()
	if err := st.Check(context.Background()); err != nil {
		t.Fatalf("after a kill: %v", err)
	}
	pending, err := st.Pending(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	cs := f.Calls()
	for _, r := range rounds {
		if n := reportsIn(cs, r.channel); n > 1 {
			t.Fatalf("round in %s: %d reports", r.channel, n)
		}
		_, guesses, running := storedRound(t, path, r.channel)
		var report string
		for _, c := range cs {
			if c.Kind == "message" && c.Channel == r.channel && strings.Contains(c.Content, "Boggle: results") {
				report = c.Content
				for _, file := range c.Files {
					report += string(file.Data)
				}
			}
		}
		for _, p := range pending {
			var post struct {
				Text  string
				Files []struct{ Data []byte }
			}
			if p.Channel == r.channel && json.Unmarshal(p.Data, &post) == nil {
				report += post.Text
				for _, file := range post.Files {
					report += string(file.Data)
				}
			}
		}
		for _, c := range cs {
			word, mine := r.sent[c.MessageID]
			if c.Kind != "reaction" || !mine {
				continue
			}
			switch {
			case running && !strings.Contains(guesses, " "+word+" "):
				t.Errorf("%s: acknowledged guess %s is not in the stored round (%s)", r.channel, word, guesses)
			case !running && !strings.Contains(report, word):
				t.Errorf("%s: acknowledged guess %s is in no report", r.channel, word)
			}
		}
	}
}
