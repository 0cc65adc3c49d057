package upwords

import (
	"strings"
	"sync"

	"github.com/wordbot/wordbot/lexicon"
)

// Hasbro's set (docs/rules.md, Upwords): Config.Tiles Hasbro plays the 100
// tiles of the English game as Hasbro sells it, with one tile holding the
// two letters QU. The engine holds that tile as letter 26 (byte '[', as
// the alphabet "en-qu" folds "QU": lexicon.AlphabetOf), so that a move, a
// rack, the board and the generator treat it as the one tile it is; the
// words it checks are the lexicon's with every QU as that letter
// (lexiconFor). A Q alone is no tile of the set.
const (
	// Hasbro is the Config.Tiles of Hasbro's English set.
	Hasbro = "hasbro"
	// QuBonus is what a word lying flat (every stack under it one high)
	// that holds the Qu tile scores on top of its 2 a tile, as Hasbro's
	// rules say.
	QuBonus = 2
	// quLetter is the Qu tile's letter in a game of Hasbro's set.
	quLetter = 26
	// qLetter is the Q, which Hasbro's set has no tile of.
	qLetter = 'Q' - 'A'
)

// quLexicons holds, per lexicon, its words with QU as the Qu tile's letter
// (built once per lexicon: about a second for English's 190,000 words),
// and each such lexicon as its own.
var quLexicons sync.Map // *lexicon.DAWG -> *lexiconOnce

type lexiconOnce struct {
	once sync.Once
	lex  *lexicon.DAWG
}

// lexiconFor is the lexicon a game of cfg checks words in: lex itself, or
// for Hasbro's set lex's words with every QU folded to the Qu tile (words
// with a Q not followed by U left out: no tile can spell them).
func lexiconFor(lex *lexicon.DAWG, cfg Config) *lexicon.DAWG {
	if cfg.Tiles != Hasbro || lex == nil {
		return lex
	}
	v, _ := quLexicons.LoadOrStore(lex, &lexiconOnce{})
	o := v.(*lexiconOnce)
	o.once.Do(func() {
		alpha := AlphabetOf(Hasbro)
		var words []string
		lex.Each(func(w string) bool {
			if !strings.Contains(w, "Q") {
				words = append(words, w)
				return true
			}
			f, ok := alpha.Fold(w)
			if ok && !strings.Contains(f, "Q") {
				words = append(words, f)
			}
			return true
		})
		d, err := lexicon.Build(words)
		if err != nil {
			d = lex // cannot happen: the words come from a lexicon
		}
		o.lex = d
		own := &lexiconOnce{}
		own.once.Do(func() { own.lex = d })
		quLexicons.LoadOrStore(d, own)
	})
	return o.lex
}
