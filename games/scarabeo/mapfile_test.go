package scarabeo

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// mapEvents records what became of the map files (mapFileEvent) while a
// test runs with dir as the map folder.
func mapEvents(t *testing.T, dir string) *[]string {
	t.Helper()
	var mu sync.Mutex
	var events []string
	SetMapDir(dir, func(path, what string) {
		mu.Lock()
		events = append(events, filepath.Base(path)+": "+what)
		mu.Unlock()
	})
	t.Cleanup(func() { SetMapDir("", nil) })
	return &events
}

// TestMapFileRebuilt: the English word map is built once and written to
// the map folder; a second automaton of the same lexicon maps the file
// (the same arrays, the same best moves); a file damaged (one byte of the
// letters-completing table changed, cut short, its version changed, or the
// file of another lexicon under its name) is never trusted: the map is
// built again and the file replaced by a right one.
func TestMapFileRebuilt(t *testing.T) {
	dir := t.TempDir()
	events := mapEvents(t, dir)
	lex := mustEmbedded(t, "en")
	v := Scrabble()
	built := newFSA(lex, v).wordMap()
	files, _ := filepath.Glob(filepath.Join(dir, "wordmap-*.map"))
	if len(files) != 1 || len(*events) != 1 || !strings.HasSuffix((*events)[0], ": built") {
		t.Fatalf("files %v, events %q: want one wordmap file, built", files, *events)
	}
	path := files[0]
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	load := func() *wordMap {
		t.Helper()
		*events = nil
		return newFSA(lex, v).wordMap()
	}
	mapped := load()
	if want := []string{filepath.Base(path) + ": loaded"}; !slices.Equal(*events, want) {
		t.Fatalf("events %q, want %q", *events, want)
	}
	for i, s := range mapped.sections() {
		if !bytes.Equal(s, built.sections()[i]) {
			t.Fatalf("section %d differs from the built map's", i)
		}
	}
	// The best moves with the mapped map are those with the map built in
	// memory.
	g := NewGenerator(v, lex)
	rng := rand.New(rand.NewPCG(30, 1))
	fm := newFSA(lex, v)
	fm.wm.Store(mapped)
	fm.wmOnce.Do(func() { fm.wmDone = make(chan struct{}); close(fm.wmDone) })
	gm := *g
	gm.f = fm
	for i, b := range selfPlayPositions(t, g, rng, 6) {
		for range 5 {
			rack := shadowRack(v, rng)
			if got, want := gm.Best(b, rack, 1), g.Best(b, rack, 1); !slices.EqualFunc(got, want, func(a, b Move) bool { return a.String() == b.String() }) {
				t.Fatalf("position %d rack %v: mapped %v, built %v", i, rack, got, want)
			}
		}
	}

	other, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, why string
		damage    func([]byte) []byte
	}{
		{"one byte", "checksum mismatch", func(b []byte) []byte { b[len(b)-4096] ^= 0x10; return b }},
		{"cut short", "checksum mismatch", func(b []byte) []byte { return b[:len(b)-100] }},
		{"no header", "header: unexpected EOF", func(b []byte) []byte { return b[:20] }},
		{"other version", "version 99, not 1", func(b []byte) []byte { binary.LittleEndian.PutUint32(b[8:], 99); return b }},
		{"other lexicon", "another automaton", func(b []byte) []byte { b[20] ^= 1; return b }},
	} {
		os.WriteFile(path, c.damage(slices.Clone(other)), 0o644)
		load()
		if want := []string{filepath.Base(path) + ": rebuilt: " + c.why}; !slices.Equal(*events, want) {
			t.Errorf("%s: events %q, want %q", c.name, *events, want)
		}
		if now, _ := os.ReadFile(path); !bytes.Equal(now, good) {
			t.Errorf("%s: the file was not replaced by a right one", c.name)
		}
	}
}

// TestFilterFileRebuilt: a filter (the Italian long-word and jolly filters'
// kind) is kept in its file too, and a damaged file is rebuilt.
func TestFilterFileRebuilt(t *testing.T) {
	dir := t.TempDir()
	events := mapEvents(t, dir)
	f := newFSA(mustLex(t, "CAT", "DOG"), Scrabble())
	builds := 0
	build := func() *bloom {
		builds++
		b := newBloom(1000, 8)
		for h := uint64(1); h < 500; h++ {
			b.add(h * 0x9e3779b97f4a7c15)
		}
		return &b
	}
	a := f.loadBloom("long", build)
	b := f.loadBloom("long", build)
	if builds != 1 || !slices.Equal(a.blocks, b.blocks) || a.shift != b.shift {
		t.Fatalf("%d builds, filters equal %v, events %q", builds, slices.Equal(a.blocks, b.blocks), *events)
	}
	want := slices.Clone(a.blocks) // a maps the file, which is written over below
	files, _ := filepath.Glob(filepath.Join(dir, "long-*.map"))
	if len(files) != 1 {
		t.Fatalf("files %v", files)
	}
	data, _ := os.ReadFile(files[0])
	data[len(data)-1] ^= 1
	os.WriteFile(files[0], data, 0o644)
	*events = nil
	c := f.loadBloom("long", build)
	if builds != 2 || !slices.Equal(want, c.blocks) || len(*events) != 1 || !strings.HasSuffix((*events)[0], "rebuilt: checksum mismatch") {
		t.Fatalf("%d builds, events %q", builds, *events)
	}
}

// rssFile is the process's resident file-backed memory (KB; Linux).
func rssFile(t *testing.T) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "RssFile:" {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	t.Skip("no RssFile")
	return 0
}

// TestMapIdleRelease: a mapped word map whose pages were all read (31 MB
// for English) gives them back when its lexicon is idle (the process's
// file-backed resident set falls by at least 20 MB), not while it is in
// use, and hints after the release are those of before.
func TestMapIdleRelease(t *testing.T) {
	mapEvents(t, t.TempDir())
	lex := mustEmbedded(t, "en")
	v := Scrabble()
	newFSA(lex, v).wordMap() // the file written
	f := newFSA(lex, v)
	f.wordMap()
	sum := 0
	for _, m := range f.mapped {
		for i := 0; i < len(m); i += 4096 {
			sum += int(m[i])
		}
	}
	g := NewGenerator(v, lex)
	gm := *g
	gm.f = f
	b := NewBoard(v)
	rack := rackOf(t, v, "RETAINS")
	want := g.Best(b, rack, 1)
	gm.Best(b, rack, 1)
	if f.releaseIdle(time.Now().Add(-time.Hour)) {
		t.Fatal("released while used a moment ago")
	}
	before := rssFile(t)
	if !f.releaseIdle(time.Now().Add(time.Second)) {
		t.Fatal("not released when idle")
	}
	after := rssFile(t)
	if before-after < 20<<10 {
		t.Errorf("resident file pages %d KB -> %d KB: want at least 20 MB fewer (touched sum %d)", before, after, sum)
	}
	if got := gm.Best(b, rack, 1); len(got) != 1 || got[0].String() != want[0].String() {
		t.Errorf("after the release: %v, want %v", got, want)
	}
	if f.released.Load() {
		t.Error("still marked released after a search")
	}
}

// TestMapIdleShared: the idle release (SetMapIdle's loop) reaches the
// automata the generators share, those idle only.
func TestMapIdleShared(t *testing.T) {
	mapEvents(t, t.TempDir())
	v := Scrabble()
	busy, idle := NewGenerator(v, mustLex(t, "CAT", "CATS", "ACT")), NewGenerator(v, mustLex(t, "DOG", "DOGS", "GOD"))
	for _, g := range []*Generator{busy, idle} {
		g.f.wordMap()
		g.Best(NewBoard(v), rackOf(t, v, "CATDOGS"), 1)
		if len(g.f.mapped) != 1 {
			t.Fatalf("%d mappings, want the word map's", len(g.f.mapped))
		}
	}
	idle.f.lastUse.Store(time.Now().Add(-2 * time.Minute).UnixNano())
	releaseIdle(time.Minute)
	if !idle.f.released.Load() || busy.f.released.Load() {
		t.Errorf("released: idle %v, busy %v; want true, false", idle.f.released.Load(), busy.f.released.Load())
	}
}
