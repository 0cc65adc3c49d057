package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/store"
	"github.com/wordbot/wordbot/store/pgtest"
)

// fillStore gives a database two sessions (one with guesses appended since
// its last save), two finished rounds with their reports (one still
// waiting in the outbox), a server's settings, and the ratings the rounds
// made.
func fillStore(t *testing.T, st *store.Store) {
	t.Helper()
	ctx := context.Background()
	must := func(_ []store.Post, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(st.Commit(ctx, store.Change{Channel: "c1", Guild: "111", Kind: "boggle", Data: []byte(`{"round":1}`)}))
	must(st.Commit(ctx, store.Change{Channel: "c1", Keep: true, Appends: [][]byte{[]byte("g1"), []byte("g2")}}))
	must(st.Commit(ctx, store.Change{Channel: "c1", Guild: "111", Kind: "boggle", Data: []byte(`{"round":2}`)})) // folds g1, g2
	must(st.Commit(ctx, store.Change{Channel: "c1", Keep: true, Appends: [][]byte{[]byte("g3"), []byte("g4"), []byte("g5")}}))
	must(st.Commit(ctx, store.Change{Channel: "c2", Guild: "222", Kind: "scarabeo", Data: []byte(`{"game":1}`)}))
	for i, sent := range []bool{true, false} {
		id := fmt.Sprintf("r%d", i+1)
		res := &store.Result{ID: id, Guild: "111", Game: "boggle", Players: []store.PlayerResult{
			{User: "alice", Name: "Alice", Score: 10 + i, Won: true, BestWord: "CATS", BestWordPoints: 1},
			{User: "bob", Name: "Bob", Score: 4},
		}}
		must(st.Commit(ctx, store.Change{Channel: "c3", Guild: "111", Delete: true, Result: res,
			Posts: []store.Post{{ID: id + "/report", Channel: "c3", Data: []byte("report " + id)}}}))
		if sent {
			if err := st.MarkSent(ctx, id+"/report"); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := st.SaveGuildSettings(ctx, "111", store.Settings{Lang: "it", Minutes: 2}); err != nil {
		t.Fatal(err)
	}
}

// TestPostgresStoreCopy: wordbot store copy from SQLite to PostgreSQL
// copies every session (with its appended guesses), result, report,
// pending post, setting and rating, prints the counts, and refuses a
// target that is not empty without --force.
func TestPostgresStoreCopy(t *testing.T) {
	ctx := context.Background()
	u := pgtest.DB(t)
	p := filepath.Join(t.TempDir(), "wordbot.db")
	src, err := store.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	fillStore(t, src)
	// a past game kept for /review game:N
	past := store.PastGame{ID: "c1/7", Game: "scrabble", At: time.UnixMilli(1767261600000), Players: []string{"alice", "bob"}, Data: []byte("record")}
	if _, err := src.Commit(ctx, store.Change{Channel: "c1", Keep: true, Past: &past}); err != nil {
		t.Fatal(err)
	}
	src.Close()

	copyCmd := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := run(append([]string{"store", "copy"}, args...), strings.NewReader(""), &out, &errb)
		return code, out.String(), errb.String()
	}
	code, out, errs := copyCmd("--from", "sqlite:"+p, "--to", u)
	want := "copied 2 sessions (3 appended guesses), 2 results (4 player lines), 2 reports, 1 pending posts, 1 server settings, 4 ratings (8 history rows), 1 past games\n"
	if code != 0 || out != want {
		t.Fatalf("copy: exit %d\n%s%s\nwant %s", code, out, errs, want)
	}

	src, err = store.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := store.OpenPostgres(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	same := func(what string, a, b any) {
		t.Helper()
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: SQLite %+v\nPostgreSQL %+v", what, a, b)
		}
	}
	for _, ch := range []string{"c1", "c2"} {
		a, _ := src.LoadSession(ctx, ch)
		b, _ := dst.LoadSession(ctx, ch)
		same("session "+ch, a, b)
		aa, _ := src.Appends(ctx, ch)
		ba, _ := dst.Appends(ctx, ch)
		same("appends of "+ch, aa, ba)
	}
	if ba, _ := dst.Appends(ctx, "c1"); len(ba) != 3 || string(ba[0]) != "g3" {
		t.Errorf("appends of c1 on PostgreSQL: %q", ba)
	}
	la, _ := src.Leaderboard(ctx, "111", "boggle", 0)
	lb, _ := dst.Leaderboard(ctx, "111", "boggle", 0)
	same("leaderboard", la, lb)
	if len(lb) != 2 || lb[0].User != "alice" || lb[0].Wins != 2 || lb[0].Total != 21 {
		t.Errorf("leaderboard on PostgreSQL: %+v", lb)
	}
	ra, _ := src.Ratings(ctx, "111", "boggle", 0)
	rb, _ := dst.Ratings(ctx, "111", "boggle", 0)
	same("ratings", ra, rb)
	ha, _ := src.RatingHistory(ctx, "111", "alice", 0)
	hb, _ := dst.RatingHistory(ctx, "111", "alice", 0)
	same("rating history", ha, hb)
	sa, _ := src.GuildSettings(ctx, "111")
	sb, _ := dst.GuildSettings(ctx, "111")
	same("settings", sa, sb)
	pa, _ := src.PastGames(ctx, "c1")
	pgb, _ := dst.PastGames(ctx, "c1")
	same("past games", pa, pgb)
	if len(pgb) != 1 || pgb[0].ID != "c1/7" || string(pgb[0].Data) != "record" || len(pgb[0].Players) != 2 {
		t.Errorf("past games on PostgreSQL: %+v", pgb)
	}
	pb, _ := dst.Pending(ctx)
	if len(pb) != 1 || pb[0].ID != "r2/report" || string(pb[0].Data) != "report r2" {
		t.Errorf("pending posts on PostgreSQL: %+v", pb)
	}
	for _, id := range []string{"r1", "r2"} {
		if ok, _ := dst.Reported(ctx, id); !ok {
			t.Errorf("report %s not marked on PostgreSQL: it would be posted again", id)
		}
	}
	src.Close()
	dst.Close()

	// Again: the target is not empty.
	if code, out, errs := copyCmd("--from", "sqlite:"+p, "--to", u); code != 1 || out != "" || !strings.Contains(errs, "is not empty") {
		t.Errorf("copy into a full database: exit %d, %q, %q", code, out, errs)
	}
	if code, out, errs := copyCmd("--from", "sqlite:"+p, "--to", u, "--force"); code != 0 ||
		out != "copied 0 sessions (0 appended guesses), 0 results (0 player lines), 0 reports, 0 pending posts, 0 server settings, 0 ratings (0 history rows)\n" {
		t.Errorf("--force with everything there: exit %d, %q, %q", code, out, errs)
	}
	// And back, PostgreSQL to a new SQLite file.
	back := filepath.Join(t.TempDir(), "back.db")
	if code, out, errs := copyCmd("--from", u, "--to", "sqlite:"+back); code != 0 || out != want {
		t.Errorf("copy back: exit %d, %q, %q", code, out, errs)
	}
}

// TestStoreCopyArgs: bad arguments get one line and status 2 (or 1 for a
// database that cannot be opened); nothing is created.
func TestStoreCopyArgs(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.db")
	existing, link := filepath.Join(dir, "some.db"), filepath.Join(dir, "link.db")
	if err := os.WriteFile(existing, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	text := filepath.Join(dir, "text.db")
	if err := os.WriteFile(text, []byte(strings.Repeat("not a database\n", 10)), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(existing, link); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "usage: wordbot store copy"},
		{[]string{"move"}, 2, "usage: wordbot store copy"},
		{[]string{"copy", "--from", "sqlite:a.db"}, 2, "needs --from and --to"},
		{[]string{"copy", "--from", "x.db", "--to", "sqlite:b.db"}, 2, "--from must be sqlite:PATH or postgres://"},
		{[]string{"copy", "--from", "sqlite:" + missing, "--to", "mysql://u:hunter2@h/db"}, 2, "--to must be sqlite:PATH or postgres://"},
		{[]string{"copy", "--from", "sqlite:", "--to", "sqlite:b.db"}, 2, "--from sqlite: needs a path"},
		{[]string{"copy", "--from", "sqlite:" + missing, "--to", "sqlite:" + dir + "/./none.db"}, 2, "same database"},
		{[]string{"copy", "--from", "sqlite:" + existing, "--to", "sqlite:" + link, "--force"}, 2, "same database"},
		{[]string{"copy", "--from", "sqlite:" + text, "--to", "sqlite:" + filepath.Join(dir, "d.db")}, 1, "wordbot store: " + text + " is not a SQLite database"},
		{[]string{"copy", "--from", "sqlite:" + missing, "--to", "sqlite:" + filepath.Join(dir, "b.db")}, 1, "none.db: no such file"},
		{[]string{"copy", "--from", "sqlite:a", "--to", "sqlite:a"}, 2, "same database"},
		{[]string{"copy", "--from", "postgres://u:hunter2@[x", "--to", "sqlite:" + filepath.Join(dir, "c.db")}, 1, "bad PostgreSQL URL"},
	} {
		var out, errb bytes.Buffer
		code := run(append([]string{"store"}, tc.args...), strings.NewReader(""), &out, &errb)
		if code != tc.code || !strings.Contains(errb.String(), tc.want) || strings.Contains(errb.String(), "store: store:") || strings.Count(errb.String(), "\n") != 1 || strings.Contains(errb.String(), "hunter2") {
			t.Errorf("%q: exit %d, %q; want %d and %q on one line", tc.args, code, errb.String(), tc.code, tc.want)
		}
	}
}

// fillForget gives a database two finished rounds of users 11 and 12 (so
// their ratings and rating history) and a daily play of each.
func fillForget(t *testing.T, st *store.Store) {
	t.Helper()
	ctx := context.Background()
	for i := range 2 {
		res := store.Result{ID: fmt.Sprintf("r%d", i+1), Guild: "111", Game: "boggle", Players: []store.PlayerResult{
			{User: "11", Name: "Alice", Score: 10 + i, Won: true},
			{User: "12", Name: "Bob", Score: 4},
		}}
		if err := st.RecordResult(ctx, res); err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range []string{"11", "12"} {
		if _, _, err := st.StartDaily(ctx, store.DailyPlay{Day: "2026-03-01", Game: "ruzzle", User: u, Guild: "111", Channel: "c1"}); err != nil {
			t.Fatal(err)
		}
	}
}

// forgetCmd runs wordbot store forget with args.
func forgetCmd(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(append([]string{"store", "forget"}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// testStoreForget: wordbot store forget --user 12 deletes user 12's rows
// and prints their counts; user 11's stay; again, it deletes nothing.
func testStoreForget(t *testing.T, db string, st *store.Store) {
	ctx := context.Background()
	fillForget(t, st)
	if strings.HasPrefix(db, "sqlite:") { // SQLite's file lock: the bot (here the test) stops first
		st.Close()
	}
	code, out, errs := forgetCmd("--user", "12", "--db", db)
	if want := "deleted 2 result lines, 2 ratings, 4 rating changes, 1 daily plays, 0 past games of user 12\n"; code != 0 || out != want || errs != "" {
		t.Errorf("forget: exit %d, %q, %q; want %q", code, out, errs, want)
	}
	if code, out, _ := forgetCmd("--user", "12", "--db", db); code != 0 || out != "deleted 0 result lines, 0 ratings, 0 rating changes, 0 daily plays, 0 past games of user 12\n" {
		t.Errorf("forget again: exit %d, %q", code, out)
	}
	again, err := openNamed(ctx, db, "--from")
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if rs, err := again.PlayerRatings(ctx, "*", "11"); err != nil || len(rs) != 1 || rs[0].Games != 2 {
		t.Errorf("user 11's ratings: %+v %v", rs, err)
	}
	if _, ok, err := again.DailyPlay(ctx, "2026-03-01", "ruzzle", "11"); !ok || err != nil {
		t.Errorf("user 11's daily play: %v %v", ok, err)
	}
}

// TestStoreForget on SQLite, and its bad arguments: one line, exit 2 (1
// for a database that is not there).
func TestStoreForget(t *testing.T) {
	path := filepath.Join(t.TempDir(), "wordbot.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	testStoreForget(t, "sqlite:"+path, st)
	missing := filepath.Join(t.TempDir(), "none.db")
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "forget needs --user and --db"},
		{[]string{"--user", "12"}, 2, "forget needs --user and --db"},
		{[]string{"--user", "bob", "--db", "sqlite:" + path}, 2, `--user must be a Discord user ID (a number of up to 20 digits), not "bob"`},
		{[]string{"--user", "12", "--db", path}, 2, "--db must be sqlite:PATH or postgres://"},
		{[]string{"--user", "12", "--db", "sqlite:" + missing}, 1, "--db " + missing + ": stat " + missing + ": no such file or directory"},
		{[]string{"--user", "12", "--db", "sqlite:" + path, "extra"}, 2, "forget needs --user and --db, and nothing else"},
	} {
		code, _, errs := forgetCmd(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, "wordbot store: ") {
			t.Errorf("%q: exit %d, %q; want %d and %q on one line", tc.args, code, errs, tc.code, tc.want)
		}
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("forget created %s: %v", missing, err)
	}
}

// TestPostgresStoreForget is TestStoreForget's forgetting on PostgreSQL
// (a bot may run meanwhile: no file lock).
func TestPostgresStoreForget(t *testing.T) {
	u := pgtest.DB(t)
	st, err := store.OpenPostgres(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	testStoreForget(t, u, st)
}
