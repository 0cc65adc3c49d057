package refusal

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestRender(t *testing.T) {
	args := []Arg{
		{"word", "CA5A"}, {"n", 1}, {"m", 3}, {"l", "A"}, {"b", "B"}, {"list", []string{"X", "Y", "Z"}},
		{"one", []string{"A"}}, {"empty", ""}, {"char", "5x"},
		{"miss", []string{"A", "A", "E", "?"}}, {"miss1", []string{"A"}}, {"jj", []string{"?", "?"}},
		{"ae", "Ä"}, {"oe", "Ö"}, {"ue", "Ü"}, {"ny", "Ñ"}, {"cc", "Ç"}, {"ch", "CH"}, {"ll", "LL"}, {"rr", "RR"},
	}
	for _, tt := range []struct{ tmpl, want string }{
		{"plain", "plain"},
		{"{word} and {n}", "CA5A and 1"},
		{"{word:q}", `"CA5A"`},
		{"{char:rune}", "'5'"},
		{"{l:a}, {b:a}", "an A, a B"},
		{"{ae:a}, {oe:a}, {ue:a}, {ny:a}, {cc:a}, {ch:a}, {ll:a}, {rr:a}", "an Ä, an Ö, a Ü, an Ñ, a Ç, a CH, an LL, an RR"},
		{"{n:plural:# tile|# tiles} {m:plural:# tile|# tiles}", "1 tile 3 tiles"},
		{"{n:plural:your jolly|your # jollies}", "your jolly"},
		{"{list}; {list:and}; {list:e}; {one:and}", "X, Y, Z; X, Y and Z; X, Y e Z; A"},
		{"{empty:or:this game} {word:or:this game}", "this game CA5A"},
		{"{miss:tiles} / {miss1:tiles} / {jj:tiles}", "A, A, E and a blank / A / 2 blanks"},
		{"{miss:manca} / {miss1:manca} / {jj:manca}", "mancano 2 A, la E e un jolly / manca la A / mancano 2 jolly"},
	} {
		got, err := Render(tt.tmpl, args)
		if err != nil || got != tt.want {
			t.Errorf("Render(%q) = %q, %v; want %q", tt.tmpl, got, err, tt.want)
		}
	}
}

func TestRenderErrors(t *testing.T) {
	args := []Arg{{"n", 2}, {"s", "x"}}
	for _, tmpl := range []string{
		"{missing}",      // no such argument
		"{n:nosuch}",     // unknown format
		"{s:plural:a|b}", // a string for plural
		"{n:q}",          // a number for q
		"{n:and}",        // a number for a list
		"open {n",        // unclosed
		"{}",             // no name
		"{n:plural:one}", // plural without two forms
		"{a b}",          // a space in a name
	} {
		if got, err := Render(tmpl, args); err == nil {
			t.Errorf("Render(%q) = %q, want an error", tmpl, got)
		}
	}
}

func TestNames(t *testing.T) {
	got, err := Names("{b} {a:q} {b:plural:x|y} text")
	if err != nil || !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("Names = %v, %v", got, err)
	}
	if _, err := Names("{a:bogus}"); err == nil {
		t.Error("Names accepted an unknown format")
	}
}

func TestRefusal(t *testing.T) {
	table := Table{"c": "square {sq} holds {l:a}"}
	var err error = table.New("c", "sq", "9I", "l", "E")
	var r *Refusal
	if !errors.As(fmt.Errorf("wrapped: %w", err), &r) || r.Code != "c" {
		t.Fatalf("errors.As: %v", err)
	}
	if err.Error() != "square 9I holds an E" {
		t.Errorf("Error() = %q", err.Error())
	}
	if got := r.In(Table{"c": "la casella {sq} contiene una {l}"}); got != "la casella 9I contiene una E" {
		t.Errorf("In = %q", got)
	}
	// A table without the code, or a template that does not fit, loses
	// nothing: the code and the arguments.
	if got := r.In(Table{}); got != "c sq=9I l=E" {
		t.Errorf("In(empty) = %q", got)
	}
	if got := r.In(Table{"c": "{other}"}); got != "c sq=9I l=E" {
		t.Errorf("In(bad template) = %q", got)
	}
	if v, ok := r.Arg("sq"); !ok || v != "9I" {
		t.Errorf("Arg = %v %v", v, ok)
	}
}

func TestMerge(t *testing.T) {
	m := Merge(Table{"a": "A", "b": "B"}, Table{"b": "B", "c": "C"})
	if !slices.Equal(m.Codes(), []Code{"a", "b", "c"}) {
		t.Errorf("Merge codes = %v", m.Codes())
	}
	defer func() {
		if recover() == nil {
			t.Error("Merge of a code worded twice did not panic")
		}
	}()
	Merge(Table{"a": "A"}, Table{"a": "other"})
}

// FuzzRender checks that any template either renders or is refused, never
// panics, and that Names agrees with Render on which templates can be read.
func FuzzRender(f *testing.F) {
	for _, s := range []string{"{a}", "{a:plural:x|y}", "{", "}{", "{a:or:}", "{l:a} {b:manca}", "{::}"} {
		f.Add(s)
	}
	args := []Arg{{"a", 1}, {"l", "Q"}, {"b", []string{"A", "?"}}}
	f.Fuzz(func(t *testing.T, tmpl string) {
		_, errNames := Names(tmpl)
		out, err := Render(tmpl, args)
		if errNames != nil && err == nil {
			t.Fatalf("Names refused %q but Render gave %q", tmpl, out)
		}
		if err == nil && !strings.Contains(tmpl, "{") && out != tmpl {
			t.Fatalf("a template without arguments changed: %q -> %q", tmpl, out)
		}
	})
}

// TestListFormats: the list and missing-tile formats of French, Spanish,
// German and Portuguese.
func TestListFormats(t *testing.T) {
	for tmpl, want := range map[string]string{
		"{x:et}":       "A, B et ?",
		"{x:y}":        "A, B y ?",
		"{x:und}":      "A, B und ?",
		"{x:tiles_fr}": "A, B et un joker",
		"{x:tiles_es}": "A, B y un comodín",
		"{x:tiles_de}": "A, B und ein Joker",
		"{x:tiles_pt}": "A, B e um curinga",
		"{y:tiles_fr}": "C et 2 jokers",
		"{y:tiles_es}": "C y 2 comodines",
		"{y:tiles_de}": "C und 2 Joker",
		"{y:tiles_pt}": "C e 2 curingas",
		"{z:tiles_fr}": "E",
	} {
		got, err := Render(tmpl, []Arg{{"x", []string{"A", "B", "?"}}, {"y", []string{"?", "C", "?"}}, {"z", []string{"E"}}})
		if err != nil || got != want {
			t.Errorf("%s = %q, %v; want %q", tmpl, got, err, want)
		}
	}
}

// InEscaped escapes the arguments' text only, the template's as written;
// In leaves both.
func TestInEscaped(t *testing.T) {
	table := Table{"bad_word": "*{word}* is not a word ({n} {n:plural:tile|tiles})"}
	r := table.New("bad_word", "word", "a_b", "n", 2)
	esc := func(s string) string { return strings.ReplaceAll(s, "_", `\_`) }
	if got, want := r.InEscaped(table, esc), `*a\_b* is not a word (2 tiles)`; got != want {
		t.Errorf("InEscaped: %q, want %q", got, want)
	}
	if got, want := r.In(table), `*a_b* is not a word (2 tiles)`; got != want {
		t.Errorf("In: %q, want %q", got, want)
	}
	// A code the table lacks: the code and the escaped arguments.
	if got, want := r.InEscaped(Table{}, esc), `bad_word word=a\_b n=2`; got != want {
		t.Errorf("InEscaped without a template: %q, want %q", got, want)
	}
}
