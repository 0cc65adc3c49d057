package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/wordbot/wordbot/lexicon/define"
)

func init() {
	register(command{name: "define", summary: "the meaning of words (WordNet, FreeDict to English)", run: runDefine})
}

const defineUsage = `usage: wordbot define [--lang en|it|fr|es|de|pt] WORD...
Prints each word in upper case as the dictionary spells it (pão is PÃO), then its meanings one a line,
indented: English glosses from WordNet (base forms too: RAN gives run); Italian, French,
Spanish, German and Portuguese words as English translations from FreeDict (ita-eng,
fra-eng, spa-eng, deu-eng, por-eng), labelled "(translation)". The default language is en.`

func runDefine(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("wordbot define", flag.ContinueOnError)
	fs.SetOutput(stderr)
	lang := fs.String("lang", "en", "dictionary: en (WordNet), or it, fr, es, de, pt (FreeDict to English)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, defineUsage)
		fs.PrintDefaults()
	}
	var words []string
	for { // flags before or after the words; all words after "--"
		if err := parseFlags(fs, args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return 0
			}
			return 2
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			words = append(words, rest...)
			break
		}
		if len(rest) == 0 {
			break
		}
		words = append(words, rest[0])
		args = rest[1:]
	}
	if len(words) == 0 {
		fmt.Fprintln(stderr, defineUsage)
		return 2
	}
	if !slices.Contains(define.Languages, *lang) {
		fmt.Fprintf(stderr, "wordbot define: unknown language %q (have %s)\n", *lang, strings.Join(define.Languages, ", "))
		return 2
	}
	dict := "WordNet"
	if *lang != "en" {
		dict = "FreeDict " + strings.TrimPrefix(define.FreeDicts[*lang], "freedict-") // FreeDict ita-eng
	}
	status := 0
	for _, w := range words {
		r, err := define.Lookup(*lang, w)
		if err != nil {
			q := w
			if len(q) > define.MaxInput {
				q = q[:define.MaxInput] + "..."
			}
			fmt.Fprintf(stderr, "wordbot define: %q: %s\n", q, strings.TrimPrefix(err.Error(), "define: "))
			status = 2
			continue
		}
		if !r.Found() {
			fmt.Fprintf(stdout, "%s: no entry in %s\n", r.Spelling, dict)
			continue
		}
		fmt.Fprintln(stdout, r.Spelling)
		for _, s := range r.Senses {
			fmt.Fprintf(stdout, "  %s\n", s)
		}
	}
	return status
}
