package main

import (
	"flag"
	"fmt"

	"github.com/wordbot/wordbot/lexicon"
)

// dictFlags are the common --dict and --lang flags (docs/cli.md).
type dictFlags struct {
	dict string
	lang string
	// allLangs accepts every embedded lexicon (wordbot lexicon; fr for
	// Scrabble and Upwords; fr, es, de, pt for Boggle and Ruzzle); the other
	// games play en and it only: the letters beyond Z of es, pt and de
	// (docs/rules.md, Lexicons) are not in their move generators yet.
	allLangs bool
	// langs lists the game's languages in the refusal of an unknown
	// --lang ("" for en, it).
	langs string
}

// everyLang is the list of an unknown --lang's refusal for the games that
// play every embedded language (Boggle, Ruzzle, Upwords).
const everyLang = "en, it, fr, es, de, pt"

// add defines --dict and --lang on fs; defLang is the game's default language.
func (d *dictFlags) add(fs *flag.FlagSet, defLang string) {
	fs.StringVar(&d.dict, "dict", "", "plain word list `FILE` instead of the embedded lexicon")
	fs.StringVar(&d.lang, "lang", defLang, "embedded lexicon: en, it, fr, es, de or pt (Scarabeo: en or it)")
}

// load returns the lexicon the flags name: the --dict file if given, else the
// embedded lexicon of --lang. Errors name the file and line, or the language.
func (d *dictFlags) load() (*lexicon.DAWG, error) {
	if d.dict != "" {
		return lexicon.LoadWordList(d.dict)
	}
	if !d.allLangs && !lexicon.FoldsToAZ(d.lang) {
		if _, err := lexicon.AlphabetOf(d.lang); err == nil {
			return nil, fmt.Errorf("lexicon: language %q is not playable yet here (this game has en, it; wordbot lexicon reads it)", d.lang)
		}
		have := d.langs
		if have == "" {
			have = "en, it"
		}
		return nil, fmt.Errorf("lexicon: unknown language %q (have %s)", d.lang, have)
	}
	return lexicon.Embedded(d.lang)
}

// fold folds a word typed on the command line as the lexicon of the flags
// holds it (docs/rules.md, Accent folding): by the alphabet of --lang.
func (d *dictFlags) fold(w string) (string, bool) {
	if a, err := lexicon.AlphabetOf(d.lang); err == nil && d.dict == "" {
		return a.Fold(w)
	}
	return lexicon.Fold(w)
}
