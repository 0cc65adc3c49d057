package pgtest

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// TestPostgresHarness: two tests' databases are separate, and the server
// runs with fsync off.
func TestPostgresHarness(t *testing.T) {
	ctx := context.Background()
	a, b := DB(t), DB(t)
	if a == b {
		t.Fatalf("two tests got the same database %s", a)
	}
	ca, err := pgx.Connect(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	defer ca.Close(ctx)
	cb, err := pgx.Connect(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	defer cb.Close(ctx)
	if _, err := ca.Exec(ctx, "CREATE TABLE x (n int)"); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := cb.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE tablename = 'x'").Scan(&n); err != nil || n != 0 {
		t.Fatalf("table of one database seen in the other: %d %v", n, err)
	}
	var fsync, fpw string
	if err := ca.QueryRow(ctx, "SELECT current_setting('fsync'), current_setting('full_page_writes')").Scan(&fsync, &fpw); err != nil || fsync != "off" || fpw != "off" {
		t.Fatalf("fsync %q full_page_writes %q (%v), want off off", fsync, fpw, err)
	}
}
