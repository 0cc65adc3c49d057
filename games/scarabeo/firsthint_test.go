package scarabeo

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// The first hint after a start (issue 30, Deliver 3; docs/performance.md):
// TestFirstHintProcess runs, per game and language, a fresh process (this
// test binary, TestFirstHintChild) that loads a saved mid-game position
// (testdata/firsthint, written by WORDBOT_FIRSTHINT_WRITE=1) and asks for
// its hint, as the bot does after a restart, and logs the CPU that process
// spends: loading the lexicon and the game (the automaton), the hint
// itself, and what the map folder's files then cost in the background.
// Twice per language: on a fresh data folder (the files built), then with
// the folder the first run left (the normal case after the first start).
// Figures only; run with WORDBOT_MEMORY=1 -v.

// firstHintGames are the positions: Scrabble in five languages, Scarabeo
// and Upwords (Italian).
var firstHintGames = []string{"en", "fr", "es", "de", "pt", "it", "upwords"}

const (
	firstHintChildEnv = "WORDBOT_FIRSTHINT_CHILD"
	firstHintDirEnv   = "WORDBOT_FIRSTHINT_DIR"
)

// firstHintReport is what a child process reports (CPU in microseconds).
// Thread is the CPU of the thread that loaded the game and hinted (the
// rest of Load+Hint ran in the background meanwhile), Wall the time from
// the start of the load to the hint's answer.
type firstHintReport struct {
	Init, Load, Hint, Thread, Wall, Background, Total int64
	Move                                              string
}

func TestFirstHintProcess(t *testing.T) {
	if os.Getenv("WORDBOT_MEMORY") == "" {
		t.Skip("set WORDBOT_MEMORY=1 to measure the first hint of a fresh process")
	}
	if raceEnabled {
		t.Skip("the race detector would be measured")
	}
	t.Logf("%-8s %-6s %8s %8s %8s %9s %8s %8s %10s %8s", "game", "maps", "init", "load", "hint", "load+hint", "(thread)", "(wall)", "background", "process")
	for _, game := range firstHintGames {
		dir := t.TempDir()
		for _, run := range []string{"fresh", "kept"} {
			r, ru := firstHintChild(t, game, dir)
			t.Logf("%-8s %-6s %5.1f ms %5.1f ms %5.1f ms %6.1f ms %5.1f ms %5.1f ms %7.1f ms %5.1f ms  %s (max RSS %d MB)", game, run,
				nsMS(r.Init), nsMS(r.Load), nsMS(r.Hint), nsMS(r.Load+r.Hint), nsMS(r.Thread), nsMS(r.Wall), nsMS(r.Background),
				ms(time.Duration(ru.Utime.Nano()+ru.Stime.Nano())), r.Move, ru.Maxrss>>10)
		}
	}
}

func nsMS(n int64) float64 { return float64(n) / 1e6 }

// firstHintChild runs TestFirstHintChild for game with the map folder
// dir/maps and returns its report and its resource usage.
func firstHintChild(t *testing.T, game, dir string) (firstHintReport, *syscall.Rusage) {
	t.Helper()
	c := exec.Command(os.Args[0], "-test.run=^TestFirstHintChild$", "-test.v")
	c.Env = append(os.Environ(), firstHintChildEnv+"="+game, firstHintDirEnv+"="+filepath.Join(dir, "maps"), "GOGC=", "GOMEMLIMIT=")
	out, err := c.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", game, err, out)
	}
	i := strings.Index(string(out), "firsthint ")
	if i < 0 {
		t.Fatalf("%s: no report:\n%s", game, out)
	}
	line, _, _ := strings.Cut(string(out[i+len("firsthint "):]), "\n")
	var r firstHintReport
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		t.Fatalf("%s: %v: %s", game, err, line)
	}
	return r, c.ProcessState.SysUsage().(*syscall.Rusage)
}

// threadCPU is the CPU time of the calling thread (Linux; 0 elsewhere).
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// processCPU is the CPU time of the whole process, all threads.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestFirstHintChild is TestFirstHintProcess's child process.
func TestFirstHintChild(t *testing.T) {
	game := os.Getenv(firstHintChildEnv)
	if game == "" {
		t.Skip("run by TestFirstHintProcess")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0, th0, w0 := processCPU(), threadCPU(), time.Now()
	SetMapDir(os.Getenv(firstHintDirEnv), nil)
	data, err := os.ReadFile(filepath.Join("testdata", "firsthint", game+".json"))
	if err != nil {
		t.Fatal(err)
	}
	// Upwords plays the Italian list; its generator has no map files.
	lang, g, f := game, crossword.TurnGame(nil), (*fsa)(nil)
	if game == "upwords" {
		lang = "it"
	}
	lex, err := lexicon.Embedded(lang)
	if err != nil {
		t.Fatal(err)
	}
	if game == "upwords" {
		g, err = upwords.Load(data, lex)
	} else {
		var sg *Game
		if sg, err = Load(data, lex); err == nil {
			g, f = sg, sg.gen.f
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	c1 := processCPU()
	best, err := g.Hint(g.Turn(), 1)
	if err != nil || len(best) == 0 {
		t.Fatalf("hint: %v, %d moves", err, len(best))
	}
	c2, th2, w2 := processCPU(), threadCPU(), time.Since(w0)
	r := firstHintReport{Load: int64(c1 - c0), Hint: int64(c2 - c1), Thread: int64(th2 - th0), Wall: int64(w2), Move: fmt.Sprint(best[0].Score)}
	if f != nil {
		f.wordMap()
		f.jollyFilter()
		f.boundTables()
		r.Background = int64(processCPU() - c2)
	}
	r.Init = int64(c0)
	r.Total = int64(processCPU())
	b, _ := json.Marshal(r)
	fmt.Printf("firsthint %s\n", b)
}

// TestFirstHintGamesWrite writes testdata/firsthint's positions: seeded
// self-play games stopped after eight moves (with WORDBOT_FIRSTHINT_WRITE=1).
func TestFirstHintGamesWrite(t *testing.T) {
	if os.Getenv("WORDBOT_FIRSTHINT_WRITE") == "" {
		t.Skip("set WORDBOT_FIRSTHINT_WRITE=1 to write testdata/firsthint")
	}
	for _, game := range firstHintGames {
		rng := rand.New(rand.NewPCG(2026, 30))
		var data []byte
		var err error
		if game == "upwords" {
			g, err := upwords.NewGame(upwords.DefaultConfig(), mustEmbedded(t, "it"), 2, rng)
			if err != nil {
				t.Fatal(err)
			}
			for turn := 0; turn < 8 && !g.Over(); turn++ {
				best, _ := g.Hint(g.Turn(), 1)
				if len(best) == 0 {
					g.Pass(g.Turn())
					continue
				}
				if _, err := g.PlayTiles(g.Turn(), upwords.TilesOf(best[0].Tiles)); err != nil {
					t.Fatal(err)
				}
			}
			data, err = json.MarshalIndent(g, "", " ")
		} else {
			v := Scarabeo()
			if game != "it" {
				if v, err = ScrabbleIn(game); err != nil {
					t.Fatal(err)
				}
			}
			g, err := NewGame(v, mustEmbedded(t, game), 2, rng)
			if err != nil {
				t.Fatal(err)
			}
			for turn := 0; turn < 8 && !g.Over(); turn++ {
				best, _ := g.Hint(g.Turn(), 1)
				if len(best) == 0 {
					g.Pass(g.Turn())
					continue
				}
				if _, err := g.PlayMove(g.Turn(), best[0].Tiles); err != nil {
					t.Fatal(err)
				}
			}
			data, err = json.MarshalIndent(g, "", " ")
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("testdata", "firsthint", game+".json"), append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
