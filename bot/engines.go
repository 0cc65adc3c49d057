package bot

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
)

// newEngine starts a turn game of kind for n players (registry's engine).
func (b *Bot) newEngine(kind Kind, lang string, opts map[string]string, n int, rng *rand.Rand) (crossword.TurnGame, error) {
	g := game(kind)
	if g == nil || g.newEngine == nil {
		return nil, fmt.Errorf("no turn game %q", kind)
	}
	lex, err := b.lexiconOf(lang, opts["list"])
	if err != nil {
		return nil, err
	}
	return g.newEngine(&b.opt, lang, lex, opts, n, rng)
}

// loadEngine reads a saved turn game (registry's load).
func (b *Bot) loadEngine(t *turnGame) (crossword.TurnGame, error) {
	g := game(t.Kind)
	if g == nil || g.load == nil {
		return nil, fmt.Errorf("no turn game %q", t.Kind)
	}
	lex, err := b.lexiconOf(t.Lang, t.Options["list"])
	if err != nil {
		return nil, err
	}
	return g.load(t.State, lex)
}

// newScarabeo starts a Scarabeo game, or a Scrabble one with the tiles of
// lang (docs/rules.md, Tiles per language: French has its own; English and
// Italian play the English set).
func newScarabeo(o *Options, scrabble bool, lang string, lex *lexicon.DAWG, n int, rng *rand.Rand) (crossword.TurnGame, error) {
	v := scarabeo.Scarabeo()
	v.TwoLetterAny = o.ScarabeoTwoLetterAny
	if scrabble {
		var err error
		if v, err = scarabeo.ScrabbleIn(lang); err != nil {
			return nil, err
		}
	}
	g, err := scarabeo.NewGame(v, lex, n, rng)
	if err != nil {
		return nil, err // not a typed nil in the interface
	}
	return g, nil
}

func loadScarabeo(state []byte, lex *lexicon.DAWG) (crossword.TurnGame, error) {
	g, err := scarabeo.Load(state, lex)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// newUpwords starts an Upwords game; opts' size and hand were checked
// against the registry's bounds.
func newUpwords(o *Options, lang string, lex *lexicon.DAWG, opts map[string]string, n int, rng *rand.Rand) (crossword.TurnGame, error) {
	cfg := upwords.Config{Size: o.UpwordsSize, Hand: o.UpwordsHand, CheckMinLength: o.UpwordsCheckMinLength, Tiles: upwords.TilesFor(lang)}
	if opts["set"] == UpwordsHasbro && lang == "en" { // newLobby chose it
		cfg.Tiles = upwords.Hasbro
	}
	if v, ok := opts["size"]; ok {
		cfg.Size, _ = strconv.Atoi(v)
	}
	if v, ok := opts["hand"]; ok {
		cfg.Hand, _ = strconv.Atoi(v)
	}
	g, err := upwords.NewGame(cfg, lex, n, rng)
	if err != nil {
		return nil, err
	}
	return g, nil
}

func loadUpwords(state []byte, lex *lexicon.DAWG) (crossword.TurnGame, error) {
	g, err := upwords.Load(state, lex)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// boardImage draws a game's board as PNG, with ghost (a proposed move, such
// as a hint) drawn from the move's own tiles when given.
func boardImage(e crossword.TurnGame, ghost *crossword.Move, words render.Labels) ([]byte, error) {
	b := render.TurnBoard(e, ghost)
	b.Labels = words
	img, err := render.BoardImage(b)
	if err != nil {
		return nil, err
	}
	return encodePNG(img)
}

// rackImage draws a player's rack as PNG.
func rackImage(e crossword.TurnGame, p int) ([]byte, error) {
	img, err := render.RackImage(render.TurnRack(e, p))
	if err != nil {
		return nil, err
	}
	return encodePNG(img)
}

// boardLetters draws a board as text: columns lettered, rows numbered;
// crossword boards mark empty premium squares and the centre (legend on the
// last line) and write jollies in lower case; Upwords writes each top letter
// with its stack's height and marks the empty centre squares.
func boardLetters(locale string, rb render.Board) string {
	up := rb.Style == render.Upwords
	var sb strings.Builder
	sb.WriteString("   ")
	for c := 0; c < rb.Size; c++ {
		sb.WriteString(" " + crossword.ColName(c))
		if up {
			sb.WriteByte(' ')
		}
	}
	sb.WriteString("\n")
	for r := 0; r < rb.Size; r++ {
		fmt.Fprintf(&sb, "%2d ", r+1)
		for c := 0; c < rb.Size; c++ {
			sq := rb.Squares[r*rb.Size+c]
			if utf8.RuneCountInString(sq.Letter) < 2 {
				sb.WriteByte(' ')
			} // a two-letter tile (Spanish CH) takes the space before it
			switch {
			case sq.Letter != "" && up:
				// the top letter and the stack's height, as the picture's badge
				sb.WriteString(sq.Letter)
				sb.WriteByte(byte('0' + min(max(sq.Height, 1), 9)))
			case sq.Letter != "" && sq.Jolly:
				sb.WriteString(strings.ToLower(sq.Letter))
			case sq.Letter != "":
				sb.WriteString(sq.Letter)
			case up && sq.Premium == render.Centre:
				sb.WriteString("+ ")
			case up:
				sb.WriteString(". ")
			default:
				sb.WriteByte(premiumMark[sq.Premium])
			}
		}
		sb.WriteString("\n")
	}
	switch rb.Style {
	case render.Upwords:
		sb.WriteString(tr(locale, "C2: a C on a stack of 2 tiles. +: a centre square.") + "\n")
	case render.Scarabeo:
		sb.WriteString(tr(locale, "' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a blank") + "\n")
	default:
		sb.WriteString(tr(locale, "' DL  \" TL  - DW  = TW  * centre  a-z: a blank") + "\n")
	}
	return sb.String()
}

// premiumMark is how a text board shows an empty square of each premium.
var premiumMark = [...]byte{render.None: '.', render.DL: '\'', render.TL: '"', render.DW: '-', render.TW: '=', render.Centre: '*'}
