package lexicon

import (
	"slices"
	"testing"
)

// tierWords are known words of each tier (docs/rules.md, Dictionary tiers);
// SCOWL sizes in the comments.
var tierWords = map[string]map[Tier][]string{
	"en": {
		Common:   {"CAT", "HOUSE", "AARDVARK", "QUILT", "ZEBRA", "OXEN", "XYLOPHONE"}, // 10, 20, 35
		Standard: {"GRATIS", "ABALONE", "ACCESSORIZE", "ABASHMENT"},                   // 40, 50, 55 (american), 60
		Full:     {"GLIM", "RIMY", "QI", "CWM", "IGLU", "ZA"},                         // 70, 80
	},
	"it": {
		Common:   {"CASA", "CASE", "GATTO", "GATTI", "AMARE", "MANGIATI", "AMICHE", "VADO", "AMATI"},
		Standard: {"AMO", "AMAVI", "BELLISSIMO", "CERCHI"},
		Full:     {"AMARLO", "DARMI", "RIFARE", "DICENDOGLIELO", "MANGIAMOLO", "AMIAMOCI"},
	},
}

func TestEmbeddedTiers(t *testing.T) {
	for lang, byTier := range tierWords {
		d := MustEmbedded(lang)
		if !d.HasTiers() {
			t.Fatalf("%s: no tier table", lang)
		}
		for tier, words := range byTier {
			for _, w := range words {
				got, ok := d.TierOf(w)
				if !ok || got != tier {
					t.Errorf("%s: TierOf(%s) = %v, %v; want %v", lang, w, got, ok, tier)
				}
				for _, in := range Tiers {
					if want := tier >= in; d.InTier(w, in) != want {
						t.Errorf("%s: InTier(%s, %v) = %v", lang, w, in, !want)
					}
				}
			}
		}
		for _, w := range []string{"XYZZY", "QQQ", "", "C4T"} {
			if _, ok := d.TierOf(w); ok {
				t.Errorf("%s: TierOf(%q) found a word", lang, w)
			}
			for _, in := range Tiers {
				if d.InTier(w, in) {
					t.Errorf("%s: InTier(%q, %v)", lang, w, in)
				}
			}
		}
	}
	// The counts of each tier (data/README.md).
	for _, c := range []struct {
		lang              string
		full, std, common int
	}{{"en", 244589, 79077, 40138}, {"it", 2833334, 889709, 183254}} {
		d := MustEmbedded(c.lang)
		if got := []int{d.TierCount(Full), d.TierCount(Standard), d.TierCount(Common)}; !slices.Equal(got, []int{c.full, c.std, c.common}) {
			t.Errorf("%s: tier counts %v, want %d %d %d", c.lang, got, c.full, c.std, c.common)
		}
	}
}

// TestRank checks Rank against the position in Words on a small lexicon
// and on every English word.
func TestRank(t *testing.T) {
	small, err := buildSorted([]string{"A", "AB", "ABC", "ABD", "B", "BA", "CAB"})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []*DAWG{small, MustEmbedded("en")} {
		for i, w := range d.Words() {
			if got, ok := d.Rank(w); !ok || got != i {
				t.Fatalf("Rank(%s) = %d, %v; want %d", w, got, ok, i)
			}
		}
	}
	for _, w := range []string{"", "C", "ABE", "AC", "CA", "A1"} {
		if _, ok := small.Rank(w); ok {
			t.Errorf("Rank(%q) found a word", w)
		}
	}
}

// TestTierTable round-trips a table and refuses bad ones.
func TestTierTable(t *testing.T) {
	words := []string{"A", "AB", "ABC", "B", "BA", "CAB"}
	tiers := []Tier{Common, Full, Standard, Common, Full, Standard}
	d, _, tb, err := Encode(words, tiers)
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range words {
		if got, _ := d.TierOf(w); got != tiers[i] {
			t.Errorf("TierOf(%s) = %v, want %v", w, got, tiers[i])
		}
	}
	plain, _ := buildSorted(words)
	for _, w := range words {
		if got, _ := plain.TierOf(w); got != Common || !plain.InTier(w, Common) {
			t.Errorf("without a table, %s is %v, want every tier", w, got)
		}
	}
	if _, err := MarshalTiers(plain, tiers[1:]); err == nil {
		t.Error("MarshalTiers took 5 tiers for 6 words")
	}
	other, _ := buildSorted(words[1:])
	if _, err := other.WithTiers(tb); err == nil {
		t.Error("a table for 6 words loaded on 5")
	}
	for _, bad := range [][]byte{nil, tb[:len(tb)-1], append(slices.Clone(tb), 0), []byte("WBDAWG\x00\x01" + string(tb[8:]))} {
		if _, err := plain.WithTiers(bad); err == nil {
			t.Errorf("WithTiers took %d bad bytes", len(bad))
		}
	}
	flipped := slices.Clone(tb)
	flipped[20] ^= 2 // a bit the counts do not match
	if _, err := plain.WithTiers(flipped); err == nil {
		t.Error("WithTiers took a bitmap that does not match its counts")
	}
	for _, s := range []string{"common", "standard", "full", ""} {
		if _, err := ParseTier(s); err != nil {
			t.Error(err)
		}
	}
	if _, err := ParseTier("Common"); err == nil {
		t.Error("ParseTier took Common")
	}
}

// BenchmarkTierOf looks up the tier of known words (docs/tools.md, Dictionary
// tiers: the cost of a tier check).
func BenchmarkTierOf(b *testing.B) {
	for _, lang := range []string{"en", "it"} {
		d := MustEmbedded(lang)
		var words []string
		for _, ws := range tierWords[lang] {
			words = append(words, ws...)
		}
		d.TierOf(words[0]) // the rank index, built once
		b.Run(lang, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				d.TierOf(words[i%len(words)])
			}
		})
	}
}

// FuzzWithTiers: any bytes give a table or an error, never a panic, and a
// table it takes answers every word of its lexicon.
func FuzzWithTiers(f *testing.F) {
	words := []string{"A", "AB", "ABC", "B", "BA", "CAB"}
	d, _, tb, err := Encode(words, []Tier{Common, Full, Standard, Common, Full, Standard})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(tb)
	f.Add(tb[:20])
	f.Add([]byte(tierMagic + "\x06\x00\x00\x00\xff\xff\xff\xff\x00\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := d.WithTiers(b)
		if err != nil {
			return
		}
		for _, w := range words {
			if tier, ok := c.TierOf(w); !ok || tier < Full || tier > Common {
				t.Fatalf("TierOf(%s) = %v, %v", w, tier, ok)
			}
		}
	})
}
