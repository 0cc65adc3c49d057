// Package refusal is how the game engines refuse a player's input: a
// Refusal is a code and its arguments (squares, letters, words, counts),
// never a finished sentence. Each engine words its codes in English in one
// template table (the command-line tools print that sentence); the bot
// words the same codes from its own catalogues, one per language
// (docs/bot.md, "Refusals").
//
// A template is text with arguments in braces: {square} writes the
// argument named square; {n:plural:# tile|# tiles} chooses a form by the
// number n and writes the number for #. The formats are listed in Format.
package refusal

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Code names a refusal: what rule the input broke. Two engines that refuse
// by the same rule use the same code, and so the same sentence.
type Code string

// Arg is a named argument of a refusal: a string, an int or a []string.
type Arg struct {
	Name  string
	Value any
}

// Refusal is a refused action or input: a code, its arguments and the
// English templates of the engine that refused, for Error.
type Refusal struct {
	Code Code
	Args []Arg
	text Table
}

// Error is the English sentence of the refusing engine's table.
func (r *Refusal) Error() string { return r.In(r.text) }

// In words the refusal with the template for its code in table; a code the
// table lacks, or a template that does not fit the arguments, gives the
// code and its arguments, so that nothing is lost.
func (r *Refusal) In(table Table) string { return r.InEscaped(table, nil) }

// InEscaped is In with the text of every argument passed through escape
// (when not nil), the template's own text left as it is: a chat that reads
// formatting in text escapes what the player typed (a word "**A**" shows
// as typed, not in bold).
func (r *Refusal) InEscaped(table Table, escape func(string) string) string {
	return r.InWith(table, Options{Escape: escape})
}

// Options are how InWith words a refusal.
type Options struct {
	// Escape, when not nil, passes the text of every argument through it
	// (as InEscaped).
	Escape func(string) string
	// One, when not nil, says which numbers {n:plural:ONE|MANY} writes
	// with ONE: the language's plural rule (French and Portuguese write 0
	// with the singular too). Nil: 1 only, as English.
	One func(n int) bool
}

// InWith is In with the options o.
func (r *Refusal) InWith(table Table, o Options) string {
	escape := o.Escape
	if t, ok := table[r.Code]; ok {
		if s, err := render(t, r.Args, o); err == nil {
			return s
		}
	}
	var sb strings.Builder
	sb.WriteString(string(r.Code))
	for _, a := range r.Args {
		v := fmt.Sprint(a.Value)
		if escape != nil {
			v = escape(v)
		}
		fmt.Fprintf(&sb, " %s=%s", a.Name, v)
	}
	return sb.String()
}

// Arg returns the value of the argument called name.
func (r *Refusal) Arg(name string) (any, bool) {
	for _, a := range r.Args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return nil, false
}

// Table is a language's templates, by code.
type Table map[Code]string

// New returns a refusal with code, worded by t; kv alternates argument
// names and values.
func (t Table) New(code Code, kv ...any) *Refusal {
	r := &Refusal{Code: code, text: t}
	for i := 0; i+1 < len(kv); i += 2 {
		name, _ := kv[i].(string)
		r.Args = append(r.Args, Arg{Name: name, Value: kv[i+1]})
	}
	return r
}

// Merge returns one table with the templates of all tables; a code in two
// tables must have the same template in both (it panics otherwise, at
// start-up).
func Merge(tables ...Table) Table {
	out := Table{}
	for _, t := range tables {
		for c, s := range t {
			if old, ok := out[c]; ok && old != s {
				panic(fmt.Sprintf("refusal: code %s worded twice: %q and %q", c, old, s))
			}
			out[c] = s
		}
	}
	return out
}

// Codes returns the table's codes, sorted.
func (t Table) Codes() []Code { return slices.Sorted(maps.Keys(t)) }

// Names returns the names of the arguments template uses, sorted and once
// each, or an error when the template cannot be read (an unclosed brace, an
// unknown format).
func Names(template string) ([]string, error) {
	seen := map[string]bool{}
	err := walk(template, func(text string, name, format, param string) error {
		if name != "" {
			seen[name] = true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return slices.Sorted(maps.Keys(seen)), nil
}

// Render fills template with args. An argument the template names but args
// lack, or a value a format cannot take, is an error.
func Render(template string, args []Arg) (string, error) { return render(template, args, Options{}) }

// render is Render with the options o.
func render(template string, args []Arg, o Options) (string, error) {
	var sb strings.Builder
	err := walk(template, func(text, name, format, param string) error {
		if name == "" {
			sb.WriteString(text)
			return nil
		}
		var v any
		found := false
		for _, a := range args {
			if a.Name == name {
				v, found = a.Value, true
				break
			}
		}
		if !found {
			return fmt.Errorf("no argument %q", name)
		}
		var s string
		var err error
		if format == "plural" && o.One != nil {
			s, err = plural(v, param, o.One)
		} else {
			s, err = Format[format](v, param)
		}
		if err != nil {
			return fmt.Errorf("argument %q: %w", name, err)
		}
		if o.Escape != nil {
			s = o.Escape(s)
		}
		sb.WriteString(s)
		return nil
	})
	return sb.String(), err
}

// walk calls f for each piece of template: literal text (name empty), or an
// argument with its format ("" for the plain one) and the format's
// parameter.
func walk(template string, f func(text, name, format, param string) error) error {
	for template != "" {
		i := strings.IndexByte(template, '{')
		if i < 0 {
			return f(template, "", "", "")
		}
		if i > 0 {
			if err := f(template[:i], "", "", ""); err != nil {
				return err
			}
		}
		j := strings.IndexByte(template[i:], '}')
		if j < 0 {
			return errors.New("refusal: a { without its }")
		}
		ref := template[i+1 : i+j]
		template = template[i+j+1:]
		name, rest, _ := strings.Cut(ref, ":")
		format, param, _ := strings.Cut(rest, ":")
		if name == "" || strings.ContainsAny(name, " {") {
			return fmt.Errorf("refusal: %q is not an argument", ref)
		}
		if _, ok := Format[format]; !ok {
			return fmt.Errorf("refusal: unknown format %q", format)
		}
		if format == "plural" && strings.Count(param, "|") != 1 {
			return fmt.Errorf("refusal: %q: plural wants ONE|MANY", ref)
		}
		if err := f("", name, format, param); err != nil {
			return err
		}
	}
	return nil
}

// Format holds the formats a template may name after an argument's name:
//
//	{x}                   a string as it is, an int in digits, a []string joined by ", "
//	{x:q}                 a string in double quotes, Go-escaped: "CA5A"
//	{x:rune}              a string's first character in single quotes: '5'
//	{x:a}                 a letter after its English article: an A, a B
//	{x:plural:ONE|MANY}   an int: ONE when it is 1 (or as Options.One says), MANY otherwise; # is the number
//	{x:and} / {x:e}       a []string joined as "A, B and C" / "A, B e C"
//	{x:et} {x:y} {x:und}  the same in French, Spanish and German (Portuguese: {x:e})
//	{x:or:TEXT}           a string, or TEXT when it is empty
//	{x:tiles}             missing tiles (letters, ? for a blank) in English: "C, E and a blank"
//	{x:manca}             the same in Italian, with the verb: "mancano la C, la E e un jolly"
//	{x:tiles_fr}          missing tiles in French, Spanish, German, Portuguese (tiles_es,
//	                      tiles_de, tiles_pt): "C, E et un joker", "A y 2 comodines"
var Format map[string]func(v any, param string) (string, error)

func init() {
	Format = map[string]func(any, string) (string, error){
		"": func(v any, _ string) (string, error) {
			switch v := v.(type) {
			case string:
				return v, nil
			case int:
				return strconv.Itoa(v), nil
			case []string:
				return strings.Join(v, ", "), nil
			}
			return "", fmt.Errorf("a %T", v)
		},
		"q": withString(strconv.Quote),
		"rune": withString(func(s string) string {
			if s == "" {
				return "''"
			}
			return strconv.QuoteRune([]rune(s)[0])
		}),
		"a": withString(article),
		"plural": func(v any, param string) (string, error) {
			return plural(v, param, func(n int) bool { return n == 1 })
		},
		"and": withList(func(s []string) string { return joinLast(s, " and ") }),
		"e":   withList(func(s []string) string { return joinLast(s, " e ") }),
		"or": func(v any, param string) (string, error) {
			s, ok := v.(string)
			if !ok {
				return "", fmt.Errorf("a %T, not a string", v)
			}
			if s == "" {
				return param, nil
			}
			return s, nil
		},
		"tiles":    withList(missingEnglish),
		"manca":    withList(missingItalian),
		"et":       withList(func(s []string) string { return joinLast(s, " et ") }),
		"y":        withList(func(s []string) string { return joinLast(s, " y ") }),
		"und":      withList(func(s []string) string { return joinLast(s, " und ") }),
		"tiles_fr": withList(func(s []string) string { return missingList(s, " et ", "un joker", " jokers") }),
		"tiles_es": withList(func(s []string) string { return missingList(s, " y ", "un comodín", " comodines") }),
		"tiles_de": withList(func(s []string) string { return missingList(s, " und ", "ein Joker", " Joker") }),
		"tiles_pt": withList(func(s []string) string { return missingList(s, " e ", "um curinga", " curingas") }),
	}
}

// plural is {x:plural:ONE|MANY} for v: ONE when one(v), MANY otherwise, #
// replaced by the number.
func plural(v any, param string, one func(int) bool) (string, error) {
	n, ok := v.(int)
	if !ok {
		return "", fmt.Errorf("a %T, not a number", v)
	}
	o, many, _ := strings.Cut(param, "|")
	form := many
	if one(n) {
		form = o
	}
	return strings.ReplaceAll(form, "#", strconv.Itoa(n)), nil
}

// article writes the English indefinite article before a letter's name as
// English reads it: "an A", "an F", "a B", "a U"; a letter beyond Z by its
// base letter, as English names it (A umlaut, N tilde, C cedilla): "an Ä",
// "an Ñ", "an Ö", "a Ü", "a Ç"; two-letter tiles by their first letter,
// "a CH", "an LL", "an RR".
func article(s string) string {
	base := s
	if s != "" && s[0] >= 0x80 {
		base = norm.NFD.String(s)
	}
	if base != "" && strings.Contains("AEFHILMNORSX", strings.ToUpper(base[:1])) {
		return "an " + s
	}
	return "a " + s
}

func withString(f func(string) string) func(any, string) (string, error) {
	return func(v any, _ string) (string, error) {
		s, ok := v.(string)
		if !ok {
			return "", fmt.Errorf("a %T, not a string", v)
		}
		return f(s), nil
	}
}

func withList(f func([]string) string) func(any, string) (string, error) {
	return func(v any, _ string) (string, error) {
		s, ok := v.([]string)
		if !ok {
			return "", fmt.Errorf("a %T, not a list", v)
		}
		return f(s), nil
	}
}

// joinLast joins "A", "B", "C" as "A, B" + last + "C".
func joinLast(s []string, last string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + last + s[len(s)-1]
}

// missing counts the letters of a list of missing tiles, in order of first
// appearance, and the jollies ("?").
func missing(s []string) (letters []string, counts map[string]int, jollies int) {
	counts = map[string]int{}
	for _, l := range s {
		if l == "?" {
			jollies++
			continue
		}
		if counts[l] == 0 {
			letters = append(letters, l)
		}
		counts[l]++
	}
	return letters, counts, jollies
}

// missingList writes missing tiles as a list joined by and, with the
// jollies last as one (one jolly) or as a number and many: "C, E et un
// joker", "A, A et 2 jokers".
func missingList(s []string, and, one, many string) string {
	var words []string
	for _, l := range s {
		if l != "?" {
			words = append(words, l)
		}
	}
	switch _, _, j := missing(s); {
	case j == 1:
		words = append(words, one)
	case j > 1:
		words = append(words, strconv.Itoa(j)+many)
	}
	return joinLast(words, and)
}

// missingEnglish writes missing tiles as "E, A and A" or "C, E and 2 blanks"
// (Italian's jolly is the English blank).
func missingEnglish(s []string) string {
	var words []string
	for _, l := range s {
		if l != "?" {
			words = append(words, l)
		}
	}
	switch _, _, j := missing(s); {
	case j == 1:
		words = append(words, "a blank")
	case j > 1:
		words = append(words, strconv.Itoa(j)+" blanks")
	}
	return joinLast(words, " and ")
}

// missingItalian writes missing tiles with the verb: "manca la A", "mancano
// 2 A", "mancano la C, la E e un jolly".
func missingItalian(s []string) string {
	letters, counts, jollies := missing(s)
	var words []string
	for _, l := range letters {
		if n := counts[l]; n > 1 {
			words = append(words, strconv.Itoa(n)+" "+l)
		} else {
			words = append(words, "la "+l)
		}
	}
	switch {
	case jollies == 1:
		words = append(words, "un jolly")
	case jollies > 1:
		words = append(words, strconv.Itoa(jollies)+" jolly")
	}
	verb := "mancano "
	if len(s) == 1 {
		verb = "manca "
	}
	return verb + joinLast(words, " e ")
}
