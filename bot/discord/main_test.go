package discord

import (
	"flag"
	"os"
	"strconv"
	"testing"
)

// parallelWaiting is how many of the tests that call t.Parallel run at
// once when go test is given no -parallel (go test's default is GOMAXPROCS,
// 2 on a small CI machine). Those tests mostly wait: on the fake Discord's
// faults and retries, gateway reconnections, a shard's lease; they take
// about as long without the race detector as with it. The tests that
// compute or measure time (TestLoad, TestReactionsWhenQuiet, the limiter's
// and the identify's waits, the deferral of a slow answer) do not call
// t.Parallel, and go test runs them all before the parallel ones start.
const parallelWaiting = 4

func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	// -parallel is also the number of fuzzing workers: left as given.
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" || f.Name == "test.fuzz" })
	if p := flag.Lookup("test.parallel"); p != nil && !given {
		p.Value.Set(strconv.Itoa(parallelWaiting))
	}
	os.Exit(m.Run())
}
