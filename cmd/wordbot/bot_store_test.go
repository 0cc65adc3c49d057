package main

import (
	"bytes"
	"context"
	"database/sql"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/store"
)

// botEnv points the configuration at dir, with token (empty: the
// terminal).
func botEnv(t *testing.T, dir, token string) {
	t.Helper()
	cfg := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(cfg, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("WORDBOT_CONFIG", cfg)
	t.Setenv("WORDBOT_DATA_DIR", dir)
	t.Setenv("DISCORD_TOKEN", token)
}

// TestBotRefusesForeignDatabase starts wordbot on a data folder whose
// wordbot.db is not wordbot's: one line on stderr, a non-zero exit, the file
// untouched, in the terminal and on Discord alike.
func TestBotRefusesForeignDatabase(t *testing.T) {
	foreign := func(t *testing.T, p string) {
		db, err := sql.Open("sqlite", p)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, err := db.Exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('keep me')"); err != nil {
			t.Fatal(err)
		}
	}
	garbage := func(t *testing.T, p string) {
		if err := os.WriteFile(p, bytes.Repeat([]byte("not a database\n"), 100), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	damaged := func(t *testing.T, p string) {
		st, err := store.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.SaveSession(context.Background(), "c1", "boggle", bytes.Repeat([]byte("x"), 20000)); err != nil {
			t.Fatal(err)
		}
		st.Close()
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for i := 4096; i < len(data); i++ {
			data[i] ^= 0x5a
		}
		os.WriteFile(p, data, 0o644)
	}
	for _, tc := range []struct {
		name, want string
		make       func(*testing.T, string)
	}{
		{"garbage", "is not a SQLite database", garbage},
		{"foreign", "is a SQLite database of another program (objects notes)", foreign},
		{"damaged", "damaged", damaged},
	} {
		for _, token := range []string{"", "tok-123"} {
			t.Run(tc.name+map[bool]string{true: "/terminal", false: "/discord"}[token == ""], func(t *testing.T) {
				dir := t.TempDir()
				botEnv(t, dir, token)
				p := filepath.Join(dir, "wordbot.db")
				tc.make(t, p)
				before, _ := os.ReadFile(p)
				var out, errb bytes.Buffer
				code := run(nil, strings.NewReader("/boggle start\n/quit\n"), &out, &errb)
				if code == 0 {
					t.Errorf("exit 0; stdout %q", out.String())
				}
				msg := errb.String()
				if strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "wordbot: store: ") || !strings.Contains(msg, tc.want) {
					t.Errorf("stderr: %q", msg)
				}
				if after, _ := os.ReadFile(p); !bytes.Equal(before, after) {
					t.Errorf("the file was changed")
				}
				if _, err := os.Stat(p + "-wal"); err == nil {
					t.Errorf("a write-ahead log was created beside the file")
				}
			})
		}
	}
}

// pipeRun runs wordbot in the terminal with input written into a pipe.
func pipeRun(t *testing.T, input string) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		io.WriteString(w, input)
		w.Close()
	}()
	defer r.Close()
	var out, errb bytes.Buffer
	if code := run(nil, r, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if errb.Len() != 0 {
		t.Errorf("stderr in the terminal: %q", errb.String())
	}
	return out.String()
}

// TestTerminalContinuesAfterRestart quits the terminal in the middle of a
// Boggle round and starts it again on the same data folder: the round goes
// on where it was, and its result reaches /stats and /leaderboard.
func TestTerminalContinuesAfterRestart(t *testing.T) {
	dir := t.TempDir()
	botEnv(t, dir, "")
	out := pipeRun(t, "/boggle start board:CATS DOGE XXXX XXXX minutes:5\ncat\n/quit\n")
	if !strings.Contains(out, "  ✅ player: cat") {
		t.Fatalf("first run:\n%s", out)
	}
	out = pipeRun(t, "cat\ndog\n/stop\n/stats\n/leaderboard\n")
	for _, want := range []string{
		"  🔁 player: cat", "  ✅ player: dog",
		"**player**: 2 points\n  > CAT 1, ~~CAT~~ 0 (already typed), DOG 1",
		"[bot, only player sees this] Your games on this server:\n  **Boggle**: 1 win in 1 game, 2 points (best 2), best word CAT (1 point)",
		"[bot] **Boggle**\n  1. player: 1 win in 1 game, 2 points (best 2), best word CAT (1 point)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("second run lacks %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "wordbot.db")); err != nil {
		t.Errorf("no database: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "sessions")); err == nil {
		t.Errorf("the old file store was used")
	}
}
