package scarabeo

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
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

// ofKind keeps the events of one kind of map file ("wordmap-", "automaton-").
func ofKind(events []string, kind string) []string {
	var out []string
	for _, e := range events {
		if strings.HasPrefix(e, kind) {
			out = append(out, e)
		}
	}
	return out
}

// written waits until f's map file is written, when f was built.
func written(f *fsa) *fsa {
	f.boundTables()
	return f
}

// mapDamages are the ways TestMapFileRebuilt spoils a map file, and why it
// is then rebuilt.
var mapDamages = []struct {
	name, why string
	damage    func([]byte) []byte
}{
	{"one byte", "checksum mismatch", func(b []byte) []byte { b[len(b)-4096] ^= 0x10; return b }},
	{"cut short", "checksum mismatch", func(b []byte) []byte { return b[:len(b)-100] }},
	{"no header", "header: unexpected EOF", func(b []byte) []byte { return b[:20] }},
	{"other version", "version 99, not 3", func(b []byte) []byte { binary.LittleEndian.PutUint32(b[8:], 99); return b }},
	{"other lexicon", "another automaton", func(b []byte) []byte { b[20] ^= 1; return b }},
}

// TestMapFileRebuilt: the English word map is built once and written to
// the map folder; a second automaton of the same lexicon maps the file
// (the same arrays, the same best moves); a file damaged (one byte of the
// letters-completing table changed, cut short, its version changed, or the
// file of another lexicon under its name) is never trusted: the map is
// built again and the file replaced by a right one. The same for the
// automaton's own file (automaton, extension sets, lead tables, word
// count: fsafile.go), and for one whose checksum is right but whose arcs
// lead out of the automaton (a file this version did not write); another
// two-letter rule or alphabet has its own file.
func TestMapFileRebuilt(t *testing.T) {
	dir := t.TempDir()
	events := mapEvents(t, dir)
	lex := mustEmbedded(t, "en")
	v := Scrabble()
	fb := written(newFSA(lex, v))
	built := fb.wordMap()
	files, _ := filepath.Glob(filepath.Join(dir, "wordmap-*.map"))
	if wm := ofKind(*events, "wordmap-"); len(files) != 1 || len(wm) != 1 || !strings.HasSuffix(wm[0], ": built") {
		t.Fatalf("files %v, events %q: want one wordmap file, built", files, *events)
	}
	autos, _ := filepath.Glob(filepath.Join(dir, "automaton-*.map"))
	if am := ofKind(*events, "automaton-"); len(autos) != 1 || len(am) != 1 || !strings.HasSuffix(am[0], ": built") {
		t.Fatalf("files %v, events %q: want one automaton file, built", autos, *events)
	}
	path := files[0]
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	load := func() *wordMap {
		t.Helper()
		*events = nil
		return written(newFSA(lex, v)).wordMap()
	}
	mapped := load()
	if want := []string{filepath.Base(autos[0]) + ": loaded", filepath.Base(path) + ": loaded"}; !slices.Equal(*events, want) {
		t.Fatalf("events %q, want %q", *events, want)
	}
	for i, s := range mapped.sections() {
		if !bytes.Equal(s, built.sections()[i]) {
			t.Fatalf("section %d differs from the built map's", i)
		}
	}
	// The automaton mapped from its file holds what the built one does.
	*events = nil
	fa := newFSA(lex, v)
	if want := []string{filepath.Base(autos[0]) + ": loaded"}; !slices.Equal(*events, want) || fa.built != nil {
		t.Fatalf("events %q, want %q", *events, want)
	}
	for i, s := range fa.sections() {
		if !bytes.Equal(s, fb.sections()[i]) {
			t.Fatalf("automaton section %d differs from the built automaton's", i)
		}
	}
	// The best moves with the mapped map, and with the mapped automaton
	// (its word map not ready: the search walks the automaton), are those
	// with both built in memory.
	SetMapDir("", nil)
	g := NewGenerator(v, lex)
	heap := buildFSA(lex, v)
	if !slices.Equal(heap.sections()[2], fb.sections()[2]) {
		t.Fatal("the automaton built without a map folder differs")
	}
	rng := rand.New(rand.NewPCG(30, 1))
	fm := buildFSA(lex, v)
	fm.wm.Store(mapped)
	fm.wmOnce.Do(func() { fm.wmDone = make(chan struct{}); close(fm.wmDone) })
	gm := *g
	gm.f = fm
	fa.wmOnce.Do(func() { fa.wmDone = make(chan struct{}); close(fa.wmDone) }) // no word map
	ga := *g
	ga.f = fa
	same := func(a, b []Move) bool {
		return slices.EqualFunc(a, b, func(a, b Move) bool { return a.String() == b.String() })
	}
	for i, b := range selfPlayPositions(t, g, rng, 6) {
		for range 5 {
			rack := shadowRack(v, rng)
			want := g.Best(b, rack, 1)
			if got := gm.Best(b, rack, 1); !same(got, want) {
				t.Fatalf("position %d rack %v: mapped %v, built %v", i, rack, got, want)
			}
			if got := ga.Best(b, rack, 1); !same(got, want) {
				t.Fatalf("position %d rack %v: mapped automaton %v, built %v", i, rack, got, want)
			}
		}
	}
	SetMapDir(dir, func(p, what string) { *events = append(*events, filepath.Base(p)+": "+what) })

	other, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range mapDamages {
		os.WriteFile(path, c.damage(slices.Clone(other)), 0o644)
		load()
		if want := []string{filepath.Base(path) + ": rebuilt: " + c.why}; !slices.Equal(ofKind(*events, "wordmap-"), want) {
			t.Errorf("%s: events %q, want %q", c.name, *events, want)
		}
		if now, _ := os.ReadFile(path); !bytes.Equal(now, good) {
			t.Errorf("%s: the file was not replaced by a right one", c.name)
		}
	}

	// The automaton's file: damaged, it is built again and replaced (an
	// automaton of 3,000 English words: quicker to build again than the
	// whole list's).
	var few []string
	lex.Each(func(w string) bool { few = append(few, w); return len(few) < 3000 })
	lex = mustLex(t, few...)
	*events = nil
	written(newFSA(lex, v))
	am := ofKind(*events, "automaton-")
	if len(am) != 1 || !strings.HasSuffix(am[0], ": built") {
		t.Fatalf("events %q: want the small automaton's file built", *events)
	}
	apath := filepath.Join(dir, strings.TrimSuffix(am[0], ": built"))
	agood, err := os.ReadFile(apath)
	if err != nil {
		t.Fatal(err)
	}
	arcsAt := int(binary.LittleEndian.Uint64(agood[mapFileHeader+16:])) // section 1, the arcs
	damages := append(slices.Clone(mapDamages), struct {
		name, why string
		damage    func([]byte) []byte
	}{"an arc out, checksum right", "automaton: arc 5 out of place", func(b []byte) []byte {
		binary.LittleEndian.PutUint32(b[arcsAt+4*5:], 0xffffff80)
		binary.LittleEndian.PutUint32(b[48:], crc32.Checksum(b[mapFileHeader:], castagnoli))
		return b
	}})
	for _, c := range damages {
		os.WriteFile(apath, c.damage(slices.Clone(agood)), 0o644)
		*events = nil
		f := written(newFSA(lex, v))
		if want := []string{filepath.Base(apath) + ": rebuilt: " + c.why}; !slices.Equal(*events, want) {
			t.Errorf("automaton, %s: events %q, want %q", c.name, *events, want)
		}
		if now, _ := os.ReadFile(apath); !bytes.Equal(now, agood) {
			t.Errorf("automaton, %s: the file was not replaced by a right one", c.name)
		}
		if !slices.Equal(f.sections()[2], agood[int(binary.LittleEndian.Uint64(agood[mapFileHeader+32:])):][:len(f.sections()[2])]) {
			t.Errorf("automaton, %s: the automaton rebuilt differs", c.name)
		}
	}
	// The automaton of another two-letter rule (any two letters a word) or
	// alphabet (Scarabeo's) has its own file.
	anyTwo := Scrabble()
	anyTwo.TwoLetterAny = true
	for _, v := range []*Variant{anyTwo, Scarabeo()} {
		*events = nil
		written(newFSA(lex, v))
		if am := ofKind(*events, "automaton-"); len(am) != 1 || !strings.HasSuffix(am[0], ": built") || am[0] == filepath.Base(apath)+": built" {
			t.Errorf("two letters any %v, alphabet %x: events %q, want its own file built", v.TwoLetterAny, v.Alphabet, *events)
		}
	}
}

// TestFilterFileRebuilt: a filter (the Italian long-word and jolly filters'
// kind) is kept in its file too, and a damaged file is rebuilt.
func TestFilterFileRebuilt(t *testing.T) {
	dir := t.TempDir()
	events := mapEvents(t, dir)
	f := written(newFSA(mustLex(t, "CAT", "DOG"), Scrabble()))
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
	written(newFSA(lex, v)).wordMap() // the files written
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
		written(g.f).wordMap()
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

// TestMapDirRemoved: SetMapDir makes the map folder with its parents; a
// file written after its data folder was removed (a test's finished while
// a map was built in the background) is not written, and the folders are
// not made again.
func TestMapDirRemoved(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	events := mapEvents(t, filepath.Join(data, "maps"))
	if st, err := os.Stat(filepath.Join(data, "maps")); err != nil || !st.IsDir() {
		t.Fatalf("the map folder was not made: %v", err)
	}
	if err := os.RemoveAll(data); err != nil {
		t.Fatal(err)
	}
	written(newFSA(mustLex(t, "CAT", "DOG"), Scrabble()))
	if len(*events) != 1 || !strings.Contains((*events)[0], ": not written: mkdir ") || !strings.HasSuffix((*events)[0], ": no such file or directory") {
		t.Errorf("events %q, want the file not written", *events)
	}
	if _, err := os.Stat(data); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the data folder was made again (%v)", err)
	}
}
