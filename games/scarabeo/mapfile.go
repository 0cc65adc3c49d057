package scarabeo

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"
)

// Map files (docs/performance.md): the word maps and the Italian filters
// are built once and kept in a folder (the bot's data folder, maps/) as
// files that later processes map read-only (syscall.Mmap where the system
// has it), instead of building them again on the heap: a process then holds
// only the pages its searches touch, processes on one machine (shards)
// share them, and the system can drop them when memory is short. A file is
// named by what it holds and a digest of the automaton it was built from
// (so each word list has its own); it is trusted only when its header (the
// format's version, the machine's byte order, that digest) matches and the
// checksum of everything after the header is right; otherwise it is built
// again and replaced (written to a temporary file, then renamed).
//
// The layout: a 64-byte header (magic, version, byte order, digest,
// CRC-32C of the rest, number of sections), then the sections' table (offset
// and length of each, 16 bytes a section), then the sections, each at an
// offset that is a multiple of 64. The sections are the structures' arrays
// as they lie in memory.

// mapFileVersion changes whenever what a map file holds or how it is built
// changes (then older files are built again).
const mapFileVersion = 3

const (
	mapFileHeader = 64
	mapFileMagic  = "wordbot\x00"
	byteOrderMark = 0x01020304
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// mapFiles is where the map files are kept and who is told about them
// (nil: nowhere, every process builds its maps on the heap).
var mapFiles atomic.Pointer[mapFolder]

type mapFolder struct {
	dir string
	log func(path, what string)
}

// SetMapDir sets the folder the word maps and filters are kept in as files
// (created when needed; "" keeps them on the heap only) and the function
// told what became of each file (nil: nobody): "loaded", "built" (there
// was none), "rebuilt: REASON" (damaged, or from another version or
// lexicon) or "not written: ERROR". Call it before the first search.
// The folder is made here, with its parents (an error shows later, as
// "not written").
func SetMapDir(dir string, log func(path, what string)) {
	if dir != "" {
		os.MkdirAll(dir, 0o755)
	}
	mapFiles.Store(&mapFolder{dir, log})
}

func currentMapDir() string {
	if p := mapFiles.Load(); p != nil {
		return p.dir
	}
	return ""
}

func noteMapFile(path, what string) {
	if p := mapFiles.Load(); p != nil && p.log != nil {
		p.log(path, what)
	}
}

// addMapped records a mapping of f's (released when f is idle).
func (f *fsa) addMapped(data []byte) {
	f.mapMu.Lock()
	f.mapped = append(f.mapped, data)
	f.mapMu.Unlock()
}

// used notes a search on f (and that its pages may be resident again).
func (f *fsa) used() {
	f.lastUse.Store(time.Now().UnixNano())
	if f.released.Load() {
		f.released.Store(false)
	}
}

// releaseIdle gives back the pages of f's mapped files when no search used
// f since before; they stay mapped, and the next search reads them again
// from the file (or the system's cache of it) as it touches them. It
// reports whether it released any.
func (f *fsa) releaseIdle(before time.Time) bool {
	if f.lastUse.Load() >= before.UnixNano() || f.released.Load() {
		return false
	}
	f.mapMu.Lock()
	defer f.mapMu.Unlock()
	if len(f.mapped) == 0 {
		return false
	}
	for _, m := range f.mapped {
		releasePages(m)
	}
	f.released.Store(true)
	return true
}

// SetMapIdle releases the pages of a lexicon's mapped word map and filters
// once no hint has used it for idle (0: never; the default): a goroutine,
// started at the first call with idle above 0, looks every second. Their
// files stay mapped: the next hint of the language brings back the pages
// it touches. A later call changes idle.
func SetMapIdle(idle time.Duration) {
	mapIdle.Store(int64(idle))
	if idle > 0 {
		idleOnce.Do(func() {
			go func() {
				for range time.Tick(time.Second) {
					releaseIdle(time.Duration(mapIdle.Load()))
				}
			}()
		})
	}
}

var (
	mapIdle  atomic.Int64 // time.Duration
	idleOnce sync.Once
)

// releaseIdle releases the pages of every automaton idle for idle (0:
// none).
func releaseIdle(idle time.Duration) {
	if idle <= 0 {
		return
	}
	before := time.Now().Add(-idle)
	fsaCache.Range(func(_, v any) bool {
		if v.(*fsa).releaseIdle(before) {
			noteMapFile("", "released after "+idle.String()+" idle")
		}
		return true
	})
}

// freeBuilt returns to the system the heap a structure built and then
// replaced by its file's mapping held (one collection; it runs in the
// background goroutine that built it), so that the next language's build
// does not add to it in the resident set.
func freeBuilt() { debug.FreeOSMemory() }

// fileKey is the digest naming kind's file for f: its kind and automaton.
func (f *fsa) fileKey(kind string) [32]byte {
	h := sha256.New()
	h.Write([]byte(kind))
	h.Write([]byte{0})
	h.Write(asBytes(f.arcs))
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// cachedSections returns the sections of kind's map file for f when the
// folder has a valid one, else builds them with build, writes the file and
// returns its sections (or, when it cannot be written or mapped, what build
// returned). check refuses sections whose sizes do not fit together.
// mapped reports that the sections are a file's (the built ones, if any,
// can be freed).
func (f *fsa) cachedSections(kind string, n int, build func() [][]byte, check func([][]byte) error) (secs [][]byte, mapped bool) {
	dir := currentMapDir()
	if dir == "" {
		return build(), false
	}
	key := f.fileKey(kind)
	path := filepath.Join(dir, fmt.Sprintf("%s-%x.map", kind, key[:12]))
	secs, data, err := openMapFile(path, key, n)
	if err == nil {
		if err = check(secs); err == nil {
			noteMapFile(path, "loaded")
			f.addMapped(data)
			return secs, true
		}
	}
	built := build()
	if err := writeMapFile(path, key, built); err != nil {
		noteMapFile(path, "not written: "+err.Error())
		return built, false
	}
	if errors.Is(err, os.ErrNotExist) {
		noteMapFile(path, "built")
	} else {
		noteMapFile(path, "rebuilt: "+err.Error())
	}
	if secs, data, err := openMapFile(path, key, n); err == nil && check(secs) == nil {
		f.addMapped(data)
		return secs, true
	}
	return built, false
}

// writeMapFile writes secs as path's map file for key (a temporary file
// renamed, so that no process opens it half written).
func writeMapFile(path string, key [32]byte, secs [][]byte) error {
	// SetMapDir made the map folder; it is made again only inside a
	// folder that exists (the data folder), never with its parents: a
	// build that ends after its data folder was removed (a test's) writes
	// nothing rather than making the folders again.
	dir := filepath.Dir(path)
	if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	table := make([]byte, 16*len(secs))
	off := alignUp(mapFileHeader + len(table))
	for i, s := range secs {
		binary.LittleEndian.PutUint64(table[16*i:], uint64(off))
		binary.LittleEndian.PutUint64(table[16*i+8:], uint64(len(s)))
		off = alignUp(off + len(s))
	}
	crc := crc32.Update(0, castagnoli, table)
	pos := mapFileHeader + len(table)
	var pad [64]byte
	for _, s := range secs {
		crc = crc32.Update(crc, castagnoli, pad[:alignUp(pos)-pos])
		crc = crc32.Update(crc, castagnoli, s)
		pos = alignUp(pos) + len(s)
	}
	head := make([]byte, mapFileHeader)
	copy(head, mapFileMagic)
	binary.LittleEndian.PutUint32(head[8:], mapFileVersion)
	*(*uint32)(unsafe.Pointer(&head[12])) = byteOrderMark // as this machine writes it
	copy(head[16:48], key[:])
	binary.LittleEndian.PutUint32(head[48:], crc)
	binary.LittleEndian.PutUint32(head[52:], uint32(len(secs)))

	tmp, err := os.CreateTemp(dir, ".map-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	w := bufio.NewWriterSize(tmp, 1<<20)
	w.Write(head)
	w.Write(table)
	pos = mapFileHeader + len(table)
	for _, s := range secs {
		w.Write(pad[:alignUp(pos)-pos])
		w.Write(s)
		pos = alignUp(pos) + len(s)
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil { // readable by other processes, as the data folder's files
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func alignUp(n int) int { return (n + 63) &^ 63 }

// openMapFile checks path's map file (header, then the checksum of the
// rest, read through the file, not the mapping) and returns its n
// sections, mapped read-only, and the whole mapping.
func openMapFile(path string, key [32]byte, n int) (secs [][]byte, data []byte, err error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, nil, err
	}
	size := st.Size()
	head := make([]byte, mapFileHeader)
	if _, err := io.ReadFull(fh, head); err != nil {
		return nil, nil, fmt.Errorf("header: %w", err)
	}
	switch {
	case string(head[:8]) != mapFileMagic:
		return nil, nil, errors.New("not a map file")
	case binary.LittleEndian.Uint32(head[8:]) != mapFileVersion:
		return nil, nil, fmt.Errorf("version %d, not %d", binary.LittleEndian.Uint32(head[8:]), mapFileVersion)
	case *(*uint32)(unsafe.Pointer(&head[12])) != byteOrderMark:
		return nil, nil, errors.New("another byte order")
	case !bytes.Equal(head[16:48], key[:]):
		return nil, nil, errors.New("another automaton")
	case binary.LittleEndian.Uint32(head[52:]) != uint32(n):
		return nil, nil, fmt.Errorf("%d sections, not %d", binary.LittleEndian.Uint32(head[52:]), n)
	}
	crc := crc32.New(castagnoli)
	if _, err := io.CopyBuffer(crc, fh, make([]byte, 1<<20)); err != nil {
		return nil, nil, err
	}
	if crc.Sum32() != binary.LittleEndian.Uint32(head[48:]) {
		return nil, nil, errors.New("checksum mismatch")
	}
	data, err = mapReadOnly(fh, int(size))
	if err != nil {
		return nil, nil, err
	}
	secs = make([][]byte, n)
	for i := range secs {
		t := data[mapFileHeader+16*i:]
		off, l := binary.LittleEndian.Uint64(t), binary.LittleEndian.Uint64(t[8:])
		if off%64 != 0 || off > uint64(size) || l > uint64(size)-off {
			return nil, nil, fmt.Errorf("section %d out of the file", i)
		}
		secs[i] = data[off : off+l : off+l]
	}
	return secs, data, nil
}

// asBytes is the memory of s as bytes.
func asBytes[T any](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(s[0])))
}

// fromBytes is b read as a slice of T (b's length a multiple of T's size,
// its start aligned: a map file's sections are).
func fromBytes[T any](b []byte) ([]T, error) {
	var z T
	size := int(unsafe.Sizeof(z))
	if len(b)%size != 0 || uintptr(unsafe.Pointer(unsafe.SliceData(b)))%unsafe.Alignof(z) != 0 {
		return nil, fmt.Errorf("section of %d bytes is no array of %d-byte items", len(b), size)
	}
	if len(b) == 0 {
		return nil, nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/size), nil
}
