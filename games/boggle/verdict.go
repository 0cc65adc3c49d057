package boggle

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/refusal"

	"github.com/wordbot/wordbot/lexicon"
)

// Reason says why a word scores 0, or OK when it scores.
type Reason int

// Reasons, in the order a word is checked.
const (
	OK           Reason = iota // a new word that scores (maybe 0 points under linear scoring)
	Invalid                    // not a word of letters A-Z (digits, letters with no A-Z fold, emoji, empty, too long)
	Repeated                   // already typed by the same player
	TooShort                   // fewer letters than the minimum
	NotInLexicon               // not in the dictionary
	NotOnBoard                 // cannot be traced on the board
	Shared                     // also found by another player: scores for none of them
	// Untraced: a dictionary word whose search on the board gave up after
	// MaxTraceSteps steps (only on boards of many repeated letters).
	Untraced
	// NotInTier: a word of the lexicon outside the round's dictionary tier
	// (Rules.Tier), checked right after NotInLexicon.
	NotInTier
	// Hinted: a word the round showed the player the start of (Round.Hint):
	// on the board and in the dictionary, it scores nothing for them.
	Hinted
	// Digraph: a dictionary word not on the board that is there once a
	// letter of two (Spanish CH, LL, RR: one cell each) is written as its
	// two letters, which the board has as separate cells (checked after
	// NotOnBoard; Verdict.Err names the letter).
	Digraph
)

// reasonText is each reason in a few words, as a chat report writes it
// after a word (Phrase); the bot translates them by key.
var reasonText = [...]string{
	OK:           "ok",
	Invalid:      "not a word of letters A-Z",
	Repeated:     "already typed",
	TooShort:     "too short",
	NotInLexicon: "not in the dictionary",
	NotOnBoard:   "not on the board",
	Shared:       "found by another player",
	Untraced:     "too many ways to try on this board",
	NotInTier:    "in the full dictionary but not in the round's tier",
	Hinted:       "your hint: it scores nothing for you",
	Digraph:      "not on the board: CH, LL and RR are one cell each",
}

var reasonCode = [...]string{
	OK: "ok", Invalid: "invalid", Repeated: "repeated", TooShort: "too_short",
	NotInLexicon: "not_in_dictionary", NotOnBoard: "not_on_board", Shared: "shared",
	Untraced: "untraced", NotInTier: "not_in_tier", Hinted: "hinted", Digraph: "digraph",
}

// reportText is each reason as the game report writes it (docs/sources.md,
// seed 003).
var reportText = [...]string{
	OK:           "ok",
	Invalid:      "the word isn't on the list of valid words",
	Repeated:     "the word has already been called",
	TooShort:     "the word doesn't have the minimum amount of letters necessary",
	NotInLexicon: "the word isn't on the list of valid words",
	NotOnBoard:   "the word can't possibly be formed with this board",
	Shared:       "the word has also been chosen by another player",
	Untraced:     "the word has too many ways to try on this board to be checked",
	NotInTier:    "the word is in the full dictionary but not in this round's dictionary tier",
	Hinted:       "the word was given as a hint to this player, so it scores nothing",
	Digraph:      "the word needs a cell of two letters, such as CH, that this board has apart",
}

// Report returns the reason as the round report (Result.Report) writes it,
// such as "the word doesn't have the minimum amount of letters necessary".
func (r Reason) Report() string {
	if r < 0 || int(r) >= len(reportText) {
		return r.String()
	}
	return reportText[r]
}

// Phrase returns why a word does not count in a few words, as a verdict
// or the chat report writes it after the word ("too short", "not on the
// board"); tier is the round's dictionary tier, which NotInTier names
// (Common or Standard). It is the one wording of a reason in short: the
// bot translates it by key.
func (r Reason) Phrase(tier lexicon.Tier) string {
	if r == NotInTier {
		switch tier {
		case lexicon.Common:
			return "in the full dictionary but not in the common tier"
		case lexicon.Standard:
			return "in the full dictionary but not in the standard tier"
		}
	}
	return r.String()
}

// String returns the reason in short, such as "too short" (Phrase without
// a tier).
func (r Reason) String() string {
	if r < 0 || int(r) >= len(reasonText) {
		return fmt.Sprintf("Reason(%d)", int(r))
	}
	return reasonText[r]
}

// MarshalText writes the reason's code, such as "too_short".
func (r Reason) MarshalText() ([]byte, error) {
	if r < 0 || int(r) >= len(reasonCode) {
		return nil, fmt.Errorf("boggle: unknown reason %d", int(r))
	}
	return []byte(reasonCode[r]), nil
}

// UnmarshalText reads a reason code.
func (r *Reason) UnmarshalText(b []byte) error {
	for i, c := range reasonCode {
		if c == string(b) {
			*r = Reason(i)
			return nil
		}
	}
	return fmt.Errorf("boggle: unknown reason %q", b)
}

// Verdict is the immediate answer to a submitted word.
type Verdict struct {
	Player string `json:"player"`
	// Word is the word normalized (trimmed, upper case), or as typed
	// (shortened) when it is Invalid.
	Word   string `json:"word"`
	Reason Reason `json:"reason"`
	Points int    `json:"points,omitempty"` // for OK: what the word is worth unless another player finds it too
	Path   Path   `json:"path,omitempty"`   // for OK
	// Detail says in English what is wrong with an Invalid word, such as
	// `"çat" is not a word: 'ç' is not a letter A-Z` (the report writes it).
	Detail string `json:"detail,omitempty"`
	// Private: typed where only the player sees the verdict (/guess).
	Private bool `json:"private,omitempty"`
	// Retried: the player typed this word before and it did not count; it
	// is not recorded again (Reason says why it does not count).
	Retried bool `json:"-"`
	min     int
	tier    lexicon.Tier     // for NotInTier
	why     *refusal.Refusal // for Invalid and Digraph: what is wrong, as a refusal (not saved)
}

// OK reports whether the word is new and valid for this player.
func (v Verdict) OK() bool { return v.Reason == OK }

// Message is a sentence for the player in English, such as
// `You found a new word! "ROOM" (1 point)` or `"TAVOLO" is not on the board.`
// (for a word that does not score, the English of Err).
func (v Verdict) Message() string {
	if v.OK() {
		return fmt.Sprintf("You found a new word! %q (%s)", v.Word, plural(v.Points, "point"))
	}
	if err := v.Err(); err != nil {
		return err.Error()
	}
	return v.Reason.String()
}

// Err returns nil for a valid word, else a *refusal.Refusal with the
// reason's code and the word (docs/bot.md, Refusals). An Invalid verdict
// read back from JSON has only its English Detail (CodeInvalidDetail).
func (v Verdict) Err() error {
	switch v.Reason {
	case OK:
		return nil
	case Invalid:
		if v.why != nil {
			return v.why
		}
		return refuse(CodeInvalidDetail, "detail", v.Detail)
	case Repeated:
		return refuse(CodeRepeated, "word", v.Word)
	case TooShort:
		return refuse(CodeTooShort, "word", v.Word, "min", v.min)
	case NotInLexicon:
		return refuse(CodeNotInDictionary, "word", v.Word)
	case NotOnBoard:
		return refuse(CodeNotOnBoard, "word", v.Word)
	case Shared:
		return refuse(CodeShared, "word", v.Word)
	case Untraced:
		return refuse(CodeUntraced, "word", v.Word)
	case NotInTier:
		return TierRefusal(v.Word, v.tier)
	case Hinted:
		return refuse(CodeHinted, "word", v.Word)
	case Digraph:
		if v.why != nil {
			return v.why
		}
		return refuse(CodeNotOnBoard, "word", v.Word)
	}
	return fmt.Errorf("boggle: unknown reason %d", int(v.Reason))
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

// normalize trims word and upper-cases it. A word that is not 1..maxWordLen
// letters A-Z comes back with ok false, the input shortened for display, and
// a refusal saying what is wrong.
// coded reports whether w is a word as the lexicon of a writes it: upper
// case letters A-Z and the alphabet's letters beyond Z.
func coded(w string, a *lexicon.Alphabet) bool {
	for i := 0; i < len(w); i++ {
		if l, ok := lexicon.Index(w[i]); !ok || w[i] >= 'a' || int(l) >= a.Size() {
			return false
		}
	}
	return true
}

func normalize(word string, lang string) (w string, why *refusal.Refusal, ok bool) {
	w = strings.TrimSpace(word)
	if w == "" {
		return "", refuse(CodeTypeAWord), false
	}
	if len(w) > maxWordLen {
		return shorten(w), refuse(CodeWordTooLong, "max", maxWordLen), false
	}
	if !lexicon.FoldsToAZ(lang) {
		// The round's language folds the word (Rules.Lang): niño is NIÑO
		// in Spanish, its Ñ a letter beyond Z as the lexicon writes it.
		if a, err := lexicon.AlphabetOf(lang); err == nil {
			if f, ok := a.Fold(w); ok {
				return f, nil, true
			}
			if coded(w, a) {
				return w, nil, true // already folded (the judge gets the round's word)
			}
		}
	}
	if f, ok := lexicon.FoldCase(w); ok {
		w = f // accented vowels fold: città is CITTA (docs/rules.md)
	}
	out := make([]byte, len(w))
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 'a' && c <= 'z':
			out[i] = c - 'a' + 'A'
		case c >= 'A' && c <= 'Z':
			out[i] = c
		default:
			r, _ := utf8.DecodeRuneInString(w[i:])
			switch {
			case r == utf8.RuneError:
				return shorten(w), refuse(CodeNotText, "word", shorten(w)), false
			case r == ' ' || r == '\t':
				return shorten(w), refuse(CodeOneWord, "word", shorten(w)), false
			}
			if a, err := lexicon.AlphabetOf(lang); err == nil && a.Size() > 26 {
				// a German round takes Ä: name the letters it takes
				extra := make([]string, 0, a.Size()-26)
				for l := 26; l < a.Size(); l++ {
					extra = append(extra, a.Symbol(byte(l)))
				}
				return shorten(w), refuse(CodeNotALetterOf, "word", shorten(w), "char", string(r), "letters", extra), false
			}
			return shorten(w), refuse(CodeNotALetter, "word", shorten(w), "char", string(r)), false
		}
	}
	return string(out), nil, true
}

// shorten cuts s for display, at a rune boundary, and makes it valid UTF-8.
func shorten(s string) string {
	const max = 24
	s = strings.ToValidUTF8(s, "\uFFFD")
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	n := 0
	for i := range s {
		if n == max {
			return s[:i] + "..."
		}
		n++
	}
	return s
}

// TierRefusal is the refusal of word, a word of the lexicon outside tier
// (Common or Standard).
func TierRefusal(word string, tier lexicon.Tier) *refusal.Refusal {
	if tier == lexicon.Standard {
		return refuse(CodeNotInStandard, "word", word)
	}
	return refuse(CodeNotInCommon, "word", word)
}
