package main

import (
	"database/sql"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/metrics"
	"github.com/wordbot/wordbot/store"
)

// TestLockedDatabase locks the database from another connection (as a
// backup tool or a stray sqlite3 would): a typed guess gets ⚠️ and a /guess
// "could not be saved" (in English and Italian) within about a second, the
// store errors are counted, /healthz says the store cannot be written;
// once the lock goes, guesses count again and /healthz is ok.
func TestLockedDatabase(t *testing.T) {
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	m := metrics.New()
	m.SetHealthCheck(func() error { return storeHealthy(st) })
	a, err := discord.New(discord.Config{Token: "tok-locked", GuildID: "g1", HTTPClient: f.Client(), Logger: slog.New(slog.DiscardHandler),
		Host: bot.New(bot.Options{NoImages: true, Store: store.Channels{S: st}, Results: st, Metrics: m, Logger: slog.New(slog.DiscardHandler)}, nil)})
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	roundOn(t, f, instance{a: a, st: st})

	lock, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	conn, err := lock.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(t.Context(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	n := f.Count("reaction")
	id := f.Say("g1", "b1", alice, "dog")
	if !f.WaitCount(5*time.Second, "reaction", n+1) {
		t.Fatal("no answer to a guess on a locked database")
	}
	took := time.Since(began)
	for _, c := range f.Calls() {
		if c.Kind == "reaction" && c.MessageID == id && c.Emoji != bot.ReactUnsaved {
			t.Errorf("guess on a locked database: %s", c.Emoji)
		}
	}
	if took > 3*time.Second {
		t.Errorf("the answer took %v", took)
	}
	for _, tc := range []struct{ locale, want string }{
		{"en-US", "That could not be saved, so nothing changed: please try again in a moment."},
		{"it", "Non è stato possibile salvare, quindi non è cambiato nulla: riprova tra poco."},
	} {
		u := bob
		u.Locale = tc.locale
		if r := answer(t, f, f.Command("g1", "b1", u, "guess", "", fakediscord.Option{Name: "word", Type: 3, Value: "goat"})); r.Content != tc.want || !r.Ephemeral {
			t.Errorf("/guess (%s) on a locked database: %+v", tc.locale, r)
		}
	}
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	if code, body := httpGet(t, srv.URL+"/healthz"); code != 503 || !strings.Contains(body, "cannot be written") {
		t.Errorf("/healthz with the store locked: %d %q", code, body)
	}
	if _, body := httpGet(t, srv.URL+"/metrics"); !strings.Contains(body, `wordbot_errors_total{kind="store"} 3`) {
		t.Errorf("store errors not counted:\n%s", grepLines(body, "errors_total"))
	}

	conn.ExecContext(t.Context(), "ROLLBACK")
	conn.Close()
	n = f.Count("reaction")
	id = f.Say("g1", "b1", alice, "dog")
	if !f.WaitCount(5*time.Second, "reaction", n+1) {
		t.Fatal("no answer after the lock")
	}
	for _, c := range f.Calls() {
		if c.Kind == "reaction" && c.MessageID == id && c.Emoji != bot.ReactValid {
			t.Errorf("guess after the lock: %s", c.Emoji)
		}
	}
	if code, body := httpGet(t, srv.URL+"/healthz"); code != 200 {
		t.Errorf("/healthz after the lock: %d %q", code, body)
	}
	if g := storedGuesses(t, st, "b1"); g[alice.ID] != "CAT DOG" || g[bob.ID] != "" {
		t.Errorf("stored guesses: %q", g)
	}
}

// TestBadLexiconStopsAtStart: a bad word list in lexicon.* stops wordbot at
// start with one line naming the line and column at fault, and nothing of
// the line itself (issue 26: a mistyped path must not print another file).
func TestBadLexiconStopsAtStart(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "words.txt")
	os.WriteFile(list, []byte("casa\n"+strings.Repeat("x1", 3000)+"\n"), 0o644)
	cfg := filepath.Join(dir, "config.yaml")
	os.WriteFile(cfg, []byte("lexicon:\n  it: "+list+"\n"), 0o644)
	env := map[string]string{"WORDBOT_CONFIG": cfg, "WORDBOT_DATA_DIR": dir}
	_, err := loadBotSettings(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	if err == nil || !strings.HasPrefix(err.Error(), "config lexicon.it: ") || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("bad word list: %v", err)
	}
	if line := oneLine(err.Error()); len(line) > 400 || strings.Contains(line, "\n") {
		t.Errorf("error line of %d bytes: %s", len(line), line)
	}
	if got := oneLine("bad value " + strings.Repeat("é", 300) + " end"); !strings.HasPrefix(got, "bad value "+strings.Repeat("é", 100)+"...") || !strings.HasSuffix(got, " end") || len(got) > 230 {
		t.Errorf("oneLine: %q", got)
	}
}

func httpGet(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func grepLines(s, sub string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
