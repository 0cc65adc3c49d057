package boggle

import (
	"fmt"

	"github.com/wordbot/wordbot/lexicon"
)

// Scoring is how a word's length turns into points.
type Scoring int

const (
	// Official is the official table (docs/rules.md, Boggle): 3-4 letters 1 point, 5: 2,
	// 6: 3, 7: 5, 8 or more: 11. Shorter words, when the minimum allows them,
	// score 1.
	Official Scoring = iota
	// Linear is the rule of docs/sources.md, seed 004: 1 point per letter
	// beyond 3.
	Linear
)

// Points returns the points of a word of the given number of letters (QU on a
// QU cell counts two).
func (s Scoring) Points(letters int) int {
	if s == Linear {
		if letters > 3 {
			return letters - 3
		}
		return 0
	}
	switch {
	case letters <= 0:
		return 0
	case letters <= 4:
		return 1
	case letters == 5:
		return 2
	case letters == 6:
		return 3
	case letters == 7:
		return 5
	}
	return 11
}

func (s Scoring) String() string {
	if s == Linear {
		return "linear"
	}
	return "official"
}

// ParseScoring reads "official" or "linear".
func ParseScoring(s string) (Scoring, error) {
	switch s {
	case "official", "":
		return Official, nil
	case "linear":
		return Linear, nil
	}
	return 0, refuse(CodeScoring, "scoring", s)
}

// MarshalText writes the scoring's name.
func (s Scoring) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a scoring name.
func (s *Scoring) UnmarshalText(b []byte) error {
	v, err := ParseScoring(string(b))
	if err == nil {
		*s = v
	}
	return err
}

// Rules are the options of a round. The zero value is the default: minimum
// length by board size, official points, Q reads Q.
type Rules struct {
	// MinLetters is the shortest word that scores; 0 means the default:
	// 3 on 4x4, 4 on 5x5 and 6x6.
	MinLetters int `json:"min_letters,omitempty"`
	// Scoring is Official (default) or Linear.
	Scoring Scoring `json:"scoring"`
	// QuFace makes a Q cell read "QU": a word uses QU on that cell, QU counts
	// two letters, and a word with a Q not followed by U cannot use it.
	QuFace bool `json:"qu_face,omitempty"`
	// Tier is the dictionary tier that scores (docs/rules.md, Dictionary
	// tiers): Full (default) every word of the lexicon, Standard or Common a
	// part of it; a word of the lexicon outside the tier is NotInTier, and
	// FindAll lists only the tier's words.
	Tier lexicon.Tier `json:"tier,omitempty"`
	// Lang is the language whose alphabet folds the words players type
	// (docs/rules.md, Lexicons): "" (en and it: accented vowels fold to
	// A-Z), fr, es, pt or de (Spanish niño is NIÑO, German Straße STRASSE).
	Lang string `json:"lang,omitempty"`
}

// Min returns the minimum word length on an n x n board.
func (r Rules) Min(n int) int {
	if r.MinLetters > 0 {
		return r.MinLetters
	}
	if n <= 4 {
		return 3
	}
	return 4
}

// check reports an out-of-range option.
func (r Rules) check() error {
	if r.MinLetters < 0 || r.MinLetters > maxWordLen {
		return refuse(CodeMinLetters, "min", r.MinLetters, "max", maxWordLen)
	}
	if r.Tier < lexicon.Full || r.Tier > lexicon.Common {
		return errorf(ErrBadRules, fmt.Sprintf("unknown dictionary tier %d", int(r.Tier)))
	}
	if _, err := lexicon.AlphabetOf(r.Lang); r.Lang != "" && err != nil {
		return errorf(ErrBadRules, fmt.Sprintf("unknown language %q", r.Lang))
	}
	if r.Scoring != Official && r.Scoring != Linear {
		return errorf(ErrBadRules, fmt.Sprintf("unknown scoring %d", int(r.Scoring)))
	}
	return nil
}

// maxWordLen is the longest word a player may submit (the lexicon's limit).
const maxWordLen = 64
