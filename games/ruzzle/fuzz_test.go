package ruzzle

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

func FuzzSchema(f *testing.F) {
	f.Add(code1)
	f.Add(strings.ReplaceAll(code1, "\n", "\r\n"))
	f.Add("1\na\nT\n")
	f.Add("2\nab\ncd\n..\n.x\n")
	f.Add("4\nOZAE\nREST\n")
	f.Add("\xef\xbb\xbf3\n\nabc\ndef\nghi\n\n...\ndtD\nT..\n\nextra")
	f.Fuzz(func(t *testing.T, text string) {
		b, err := ParseSchema(strings.NewReader(text))
		if err != nil {
			var se *SchemaError
			if !errors.As(err, &se) || se.Line < 1 || se.Msg == "" {
				t.Fatalf("error %v (%T) is not a *SchemaError with a line", err, err)
			}
			if n := strings.Count(text, "\n") + 2; se.Line > n {
				t.Fatalf("error on line %d of a %d-line text: %v", se.Line, n-1, err)
			}
			return
		}
		again, err := ParseSchema(strings.NewReader(b.String()))
		if err != nil || again.String() != b.String() {
			t.Fatalf("round trip of\n%s\ngives %v", b, err)
		}
	})
}

// FuzzSchemaIn: a schema read in Spanish letters (CH one cell, Ñ) is
// refused with a *SchemaError naming a line, or gives a board that reads
// back the same from its String.
func FuzzSchemaIn(f *testing.F) {
	f.Add("4\nN I Ñ O\nCHICO\nHOLA\nPERO\n....\nd...\n..t.\n...T\n")
	f.Add("2\nAß\nAB\n..\n..\n")
	f.Add("1\nç\n.\n")
	f.Add("3\nC H I\nLLL\nRRRRRR\n...\n...\n...\n")
	es, err := lexicon.AlphabetOf("es")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := ParseSchemaIn(strings.NewReader(text), es)
		if err != nil {
			var se *SchemaError
			if !errors.As(err, &se) || se.Line < 1 || se.Msg == "" {
				t.Fatalf("error %v (%T) is not a *SchemaError with a line", err, err)
			}
			return
		}
		ls := b.Letters()
		for i := 0; i < len(ls); i++ {
			if l, ok := lexicon.Index(ls[i]); !ok || int(l) >= es.Size() {
				t.Fatalf("letter %q is not Spanish", ls[i])
			}
		}
		again, err := ParseSchema(strings.NewReader(b.String()))
		if err != nil || again.String() != b.String() {
			t.Fatalf("round trip of\n%s\ngives %v", b, err)
		}
	})
}

// fuzzBoards are the boards FuzzScore tries words on: the one of docs/rules.md's
// Ruzzle example, and boards
// of repeated letters where words have many paths.
func fuzzBoards(t testing.TB) []*Board {
	b1 := seedBoard(t)
	b2, _ := New(3, "AAAABAAAA", "dtD.T..dT")
	b3, _ := New(4, "ABABBABAABABBABA", "Tt.dD..TdtT.....")
	b3.Scoring = Scoring{Values: ValuesEN, LengthBonus: true}
	return []*Board{b1, b2, b3}
}

func FuzzScore(f *testing.F) {
	for _, w := range []string{"pasta", "ESATTA", "zeRo", "ratti", "", "a", "AAAAAAAAA", "abab", "ab1", "é", "PASTAPASTA"} {
		f.Add(w)
	}
	boards := fuzzBoards(f)
	f.Fuzz(func(t *testing.T, word string) {
		for _, b := range boards {
			best, path, ok := b.Score(word)
			paths := b.Paths(word)
			if ok != (len(paths) > 0) {
				t.Fatalf("Score(%q) ok %v but %d paths", word, ok, len(paths))
			}
			if !ok {
				if path != nil || best != 0 {
					t.Fatalf("Score(%q) = %d %v, not ok", word, best, path)
				}
				continue
			}
			if paths[0].Score != best || paths[0].Path.String() != path.String() {
				t.Fatalf("Score(%q) = %d %v, Paths[0] = %v", word, best, path, paths[0])
			}
			for i, p := range paths {
				s, valid := b.PathScore(p.Path)
				if !valid || s != p.Score || b.Spell(p.Path) != strings.ToUpper(word) {
					t.Fatalf("Paths(%q)[%d] = %v: PathScore %d %v, spells %s", word, i, p, s, valid, b.Spell(p.Path))
				}
				if i > 0 && p.Score > paths[i-1].Score {
					t.Fatalf("Paths(%q) not best first: %v", word, paths)
				}
			}
			dict, err := lexicon.Build([]string{word})
			if err != nil {
				t.Fatal(err)
			}
			got := NewSolver(dict).Solve(b, 1)
			if len(got) != 1 || got[0].Score != best || got[0].Path.String() != path.String() {
				t.Fatalf("Solve({%q}) = %v, Score = %d %v", word, got, best, path)
			}
		}
	})
}

// FuzzUnmarshalRound reads saved Ruzzle rounds: a bad one is an error,
// never a panic; one it reads saves again into one it reads.
func FuzzUnmarshalRound(f *testing.F) {
	lex := lexicon.MustEmbedded("en")
	b, err := New(4, "CATSDOGEXXXXXXXX", "t..............D")
	if err != nil {
		f.Fatal(err)
	}
	r, err := NewRound(b, lex, 2, lexicon.Full)
	if err != nil {
		f.Fatal(err)
	}
	r.Play("1", "Ann", "cat", true)
	r.Play("2", "Bob", "dog", false)
	good, _ := json.Marshal(r)
	f.Add(good)
	f.Add([]byte(`{"size":9,"letters":"AB","values":"en","min_letters":2,"round":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := UnmarshalRound(data, lex)
		if err != nil {
			return
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := UnmarshalRound(again, lex); err != nil {
			t.Fatalf("saved again %s: %v", again, err)
		}
	})
}
