package main

import (
	"flag"

	"github.com/wordbot/wordbot/lexicon"
)

// dictFlags are the common --dict and --lang flags (docs/cli.md).
type dictFlags struct {
	dict string
	lang string
}

// add defines --dict and --lang on fs; defLang is the game's default language.
func (d *dictFlags) add(fs *flag.FlagSet, defLang string) {
	fs.StringVar(&d.dict, "dict", "", "plain word list `FILE` instead of the embedded lexicon")
	fs.StringVar(&d.lang, "lang", defLang, "embedded lexicon: en or it")
}

// load returns the lexicon the flags name: the --dict file if given, else the
// embedded lexicon of --lang. Errors name the file and line, or the language.
func (d *dictFlags) load() (*lexicon.DAWG, error) {
	if d.dict != "" {
		return lexicon.LoadWordList(d.dict)
	}
	return lexicon.Embedded(d.lang)
}
