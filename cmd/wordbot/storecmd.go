package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/wordbot/wordbot/store"
)

func init() {
	register(command{name: "store", summary: "the database: store copy --from sqlite:PATH --to postgres://..., store forget --user ID --db ...", run: runStore})
}

// storeFail prints one line "wordbot store: ..." and returns code.
func storeFail(stderr io.Writer, code int, format string, a ...any) int {
	// The store's errors start "store: " already: one prefix is enough.
	msg := strings.TrimPrefix(fmt.Sprintf(format, a...), "store: ")
	fmt.Fprintf(stderr, "wordbot store: %s\n", msg)
	return code
}

// runStore is `wordbot store copy` or `wordbot store forget` (docs/cli.md).
func runStore(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "forget" {
		return runStoreForget(args[1:], stdout, stderr)
	}
	if len(args) == 0 || args[0] != "copy" {
		return storeFail(stderr, 2, "usage: wordbot store copy --from sqlite:PATH --to postgres://user:password@host/db [--force], or wordbot store forget --user ID --db sqlite:PATH|postgres://...")
	}
	return runStoreCopy(args, stdout, stderr)
}

// runStoreForget is `wordbot store forget --user ID --db DB` (docs/cli.md,
// docs/operations.md, What the bot keeps): deletes every row of one Discord user
// (their result lines, ratings, rating history, daily plays) and prints
// the counts deleted.
func runStoreForget(args []string, stdout, stderr io.Writer) int {
	fail := func(code int, format string, a ...any) int { return storeFail(stderr, code, format, a...) }
	fs := flag.NewFlagSet("wordbot store forget", flag.ContinueOnError)
	fs.SetOutput(stderr)
	user := fs.String("user", "", "the Discord user ID whose rows are deleted (a number)")
	db := fs.String("db", "", "the database: sqlite:PATH or postgres://...")
	if err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || *user == "" || *db == "" {
		return fail(2, "forget needs --user and --db, and nothing else: wordbot store forget --user ID --db sqlite:PATH|postgres://...")
	}
	if !snowflake(*user) {
		return fail(2, "--user must be a Discord user ID (a number of up to 20 digits), not %q", clipArg(*user))
	}
	if _, err := sqlitePath(*db, "--db"); err != nil {
		return fail(2, "%s", err)
	}
	ctx := context.Background()
	// An existing database only: forgetting in a new empty file helps no one.
	st, err := openNamed(ctx, *db, "--from")
	if err != nil {
		return fail(1, "%s", oneLine(strings.ReplaceAll(err.Error(), "--from ", "--db ")))
	}
	defer st.Close()
	n, err := st.ForgetUser(ctx, *user)
	if err != nil {
		return fail(1, "%s", oneLine(err.Error()))
	}
	fmt.Fprintf(stdout, "deleted %s of user %s\n", n, *user)
	return 0
}

// snowflake reports whether s is a Discord ID: 1 to 20 digits.
func snowflake(s string) bool {
	if s == "" || len(s) > 20 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// clipArg cuts a bad argument for an error line at 40 bytes.
func clipArg(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// runStoreCopy is `wordbot store copy --from sqlite:PATH --to postgres://...
// [--force]` (docs/cli.md, docs/operations.md, Scaling out): copies sessions, results,
// leaderboards (and ratings, settings, pending posts) from one database to
// another, and prints the counts copied.
func runStoreCopy(args []string, stdout, stderr io.Writer) int {
	fail := func(code int, format string, a ...any) int { return storeFail(stderr, code, format, a...) }
	fs := flag.NewFlagSet("wordbot store copy", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "", "the database to copy: sqlite:PATH or postgres://...")
	to := fs.String("to", "", "the database to copy into: postgres://... or sqlite:PATH")
	force := fs.Bool("force", false, "copy into a database that is not empty (rows it has already are kept as they are)")
	if err := parseFlags(fs, args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || *from == "" || *to == "" {
		return fail(2, "copy needs --from and --to, and nothing else: wordbot store copy --from sqlite:PATH --to postgres://...")
	}
	fromPath, err := sqlitePath(*from, "--from")
	if err != nil {
		return fail(2, "%s", err)
	}
	toPath, err := sqlitePath(*to, "--to")
	if err != nil {
		return fail(2, "%s", err)
	}
	if *from == *to || (fromPath != "" && sameFile(fromPath, toPath)) {
		return fail(2, "--from and --to name the same database")
	}
	ctx := context.Background()
	src, err := openNamed(ctx, *from, "--from")
	if err != nil {
		return fail(1, "%s", oneLine(err.Error()))
	}
	defer src.Close()
	dst, err := openNamed(ctx, *to, "--to")
	if err != nil {
		return fail(1, "%s", oneLine(err.Error()))
	}
	defer dst.Close()
	n, err := store.Copy(ctx, src, dst, *force)
	if err != nil {
		return fail(1, "%s", oneLine(err.Error()))
	}
	fmt.Fprintf(stdout, "copied %s\n", n)
	return 0
}

// sqlitePath checks that name is sqlite:PATH or a PostgreSQL URL (a bad
// argument otherwise) and returns PATH, "" for a URL.
func sqlitePath(name, flagName string) (string, error) {
	switch {
	case store.IsPostgresURL(name):
		return "", nil
	case strings.HasPrefix(name, "sqlite:"):
		if path := strings.TrimPrefix(name, "sqlite:"); path != "" {
			return path, nil
		}
		return "", fmt.Errorf("%s sqlite: needs a path (sqlite:data/wordbot.db)", flagName)
	}
	return "", fmt.Errorf("%s must be sqlite:PATH or postgres://...", flagName)
}

// sameFile reports whether the SQLite paths a and b name one file
// (data/wordbot.db and ./data/wordbot.db, a link to it).
func sameFile(a, b string) bool {
	if b == "" {
		return false
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(fa, fb)
	}
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	return errA == nil && errB == nil && absA == absB
}

// openNamed opens sqlite:PATH or a PostgreSQL URL. A SQLite file must
// exist already for --from.
func openNamed(ctx context.Context, name, flagName string) (*store.Store, error) {
	switch {
	case store.IsPostgresURL(name):
		return store.OpenPostgres(ctx, name)
	case strings.HasPrefix(name, "sqlite:"):
		path := strings.TrimPrefix(name, "sqlite:")
		if path == "" {
			return nil, fmt.Errorf("%s sqlite: needs a path (sqlite:data/wordbot.db)", flagName)
		}
		if flagName == "--from" {
			if err := mustExist(path); err != nil {
				return nil, err
			}
		}
		return store.Open(path)
	}
	return nil, fmt.Errorf("%s must be sqlite:PATH or postgres://...", flagName)
}

// mustExist refuses a source file that is not there (Open would create
// an empty database).
func mustExist(path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("--from %s: %w", path, err)
	}
	return nil
}
