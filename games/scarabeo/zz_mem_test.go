package scarabeo

import (
	"fmt"
	"testing"
	"time"
)

func TestZZMem(t *testing.T) {
	lex, _ := loadBench(t)
	for _, c := range []struct {
		name string
		v    *Variant
	}{{"enable2k", Scrabble()}} {
		t0 := time.Now()
		f := newFSA(lex, c.v)
		fmt.Println(c.name, "arcs", len(f.arcs), "bytes", 4*len(f.arcs)+4*len(f.letters)+16*len(f.t), "build", time.Since(t0))
	}
	for _, lang := range []string{"en", "it"} {
		v := Scrabble()
		if lang == "it" {
			v = Scarabeo()
		}
		l := mustEmbedded(t, lang)
		t0 := time.Now()
		f := newFSA(l, v)
		fmt.Println(lang, "arcs", len(f.arcs), "bytes", 4*len(f.arcs)+4*len(f.letters)+16*len(f.t), "build", time.Since(t0))
	}
}
