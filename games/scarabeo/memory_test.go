package scarabeo

import (
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

// TestMemoryCosts reports what each structure of the hint's search costs
// per language (issue 30; docs/performance.md): the heap that building it
// keeps (runtime.MemStats after a GC, before and after) and the time it
// takes: the lexicon (embedded: read in place), the automaton (its core,
// then its bound tables and word count, built in the background: waited
// for), the lead tables alone (built again, once more), and the word map
// (Italian: the long-word and jolly filters).
// Figures only; run with WORDBOT_MEMORY=1 -v.
func TestMemoryCosts(t *testing.T) {
	if os.Getenv("WORDBOT_MEMORY") == "" {
		t.Skip("set WORDBOT_MEMORY=1 to measure the structures")
	}
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	step := func(lang, what string, fn func()) {
		h, start := heap(), time.Now()
		fn()
		d := time.Since(start)
		t.Logf("%s %-16s %7.1f MB  %8v", lang, what, float64(int64(heap())-int64(h))/(1<<20), d.Round(time.Millisecond))
	}
	for _, lang := range []string{"en", "fr", "es", "de", "pt", "it"} {
		var lex *lexicon.DAWG
		step(lang, "lexicon", func() { lex = mustEmbedded(t, lang) })
		v := langVariant(t, lang)
		var g *Generator
		step(lang, "automaton", func() { g = NewGenerator(v, lex); g.f.boundTables() })
		var lt *leadTable
		step(lang, "lead tables", func() { lt = buildLeads(g.f) })
		runtime.KeepAlive(lt)
		if g.f.wordCount() <= maxMapWords {
			step(lang, "word map", func() {
				if wm := g.f.wordMap(); wm != nil {
					t.Logf("%s word map: %d words, %d groups, %d slots, %d letters, but1 %d entries, bloom %d blocks",
						lang, g.f.wordCount(), wm.groups, len(wm.slots), len(wm.words), len(wm.but1), len(wm.any0.blocks))
				}
			})
		} else {
			step(lang, "long-word filter", func() { g.f.longFilter() })
			step(lang, "jolly filter", func() { g.f.jollyFilter() })
		}
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
