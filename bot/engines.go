package bot

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/render"
)

// move is a placed word, as the players read it.
type move struct {
	Word  string
	Pos   string
	Score int
	Tiles int
}

// turnEngine is what a turn game needs from its engine (Scarabeo, Scrabble,
// Upwords). Seats are numbered from 0; refusals are the engine's
// *refusal.Refusal values, worded for each player by catalog_refusals.go.
type turnEngine interface {
	// Size is the board's side.
	Size() int
	Players() int
	Turn() int
	Over() bool
	Rack(p int) string
	Scores() []int
	Winners() []int
	Resigned(p int) bool
	BagLen() int
	Play(p int, word, pos string) (move, error)
	Hint(p int) (move, bool, error)
	Pass(p int) error
	Exchange(p int, letters string) error
	Swap(p int, arg string) error
	Resign(p int) error
	// Image draws the board, with ghost (a proposed move) when given.
	Image(ghost *move) ([]byte, error)
	// RackImage draws a player's rack.
	RackImage(p int) ([]byte, error)
	// Text draws the board for text adapters.
	Text() string
	Marshal() ([]byte, error)
}

// newEngine starts a game of kind for n players.
func (b *Bot) newEngine(kind, lang string, opts map[string]string, n int, rng *rand.Rand) (turnEngine, error) {
	lex, err := b.opt.Lexicon(lang)
	if err != nil {
		return nil, err
	}
	switch kind {
	case "upwords":
		cfg := upwords.Config{Size: b.opt.UpwordsSize, Hand: b.opt.UpwordsHand, CheckMinLength: b.opt.UpwordsCheckMinLength}
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
		return &upwordsEngine{g}, nil
	default:
		v := scarabeo.Scarabeo()
		v.TwoLetterAny = b.opt.ScarabeoTwoLetterAny
		if kind == "scrabble" {
			v = scarabeo.Scrabble()
		}
		g, err := scarabeo.NewGame(v, lex, n, rng)
		if err != nil {
			return nil, err
		}
		return &scarabeoEngine{g}, nil
	}
}

// loadEngine reads a saved game.
func (b *Bot) loadEngine(t *turnGame) (turnEngine, error) {
	lex, err := b.opt.Lexicon(t.Lang)
	if err != nil {
		return nil, err
	}
	if t.Kind == "upwords" {
		g, err := upwords.Load(t.State, lex)
		if err != nil {
			return nil, err
		}
		return &upwordsEngine{g}, nil
	}
	g, err := scarabeo.LoadGame(t.State, lex)
	if err != nil {
		return nil, err
	}
	return &scarabeoEngine{g}, nil
}

// scarabeoEngine adapts a Scarabeo or Scrabble game.
type scarabeoEngine struct{ g *scarabeo.Game }

func (e *scarabeoEngine) Size() int           { return e.g.Board().Size() }
func (e *scarabeoEngine) Players() int        { return e.g.Players() }
func (e *scarabeoEngine) Turn() int           { return e.g.Turn() }
func (e *scarabeoEngine) Over() bool          { return e.g.Over() }
func (e *scarabeoEngine) Scores() []int       { return e.g.Scores() }
func (e *scarabeoEngine) Winners() []int      { return e.g.Winners() }
func (e *scarabeoEngine) Resigned(p int) bool { return e.g.Resigned(p) }
func (e *scarabeoEngine) BagLen() int         { return e.g.BagLen() }
func (e *scarabeoEngine) Rack(p int) string   { r := e.g.Rack(p); return r.String() }
func (e *scarabeoEngine) Pass(p int) error    { return e.g.Pass(p) }
func (e *scarabeoEngine) Resign(p int) error  { return e.g.Resign(p) }
func (e *scarabeoEngine) Marshal() ([]byte, error) {
	return json.Marshal(e.g)
}

func (e *scarabeoEngine) Exchange(p int, letters string) error {
	return e.g.Exchange(p, letters)
}

func (e *scarabeoEngine) Play(p int, word, pos string) (move, error) {
	m, err := e.g.Play(p, word, pos)
	if err != nil {
		return move{}, err
	}
	return move{Word: m.Word, Pos: m.Pos(), Score: m.Score, Tiles: len(m.Tiles)}, nil
}

func (e *scarabeoEngine) Hint(p int) (move, bool, error) {
	ms, err := e.g.Hint(p, 1)
	if err != nil {
		return move{}, false, err
	}
	if len(ms) == 0 {
		return move{}, false, nil
	}
	m := ms[0]
	return move{Word: m.Word, Pos: m.Pos(), Score: m.Score, Tiles: len(m.Tiles)}, true, nil
}

// Swap takes a jolly: arg is its square ("9I") or the letter it stands for.
func (e *scarabeoEngine) Swap(p int, arg string) error {
	arg = strings.TrimSpace(arg)
	if arg == "" || (len(arg) > 1 && !strings.ContainsAny(arg, "0123456789")) {
		return adapterRefusals.New(codeSwapWhat) // not a letter, not a square ("ZZ")
	}
	if len(arg) == 1 {
		l := strings.ToUpper(arg)[0]
		if l < 'A' || l > 'Z' {
			return adapterRefusals.New(codeSwapWhat)
		}
		b := e.g.Board()
		for r := 0; r < b.Size(); r++ {
			for c := 0; c < b.Size(); c++ {
				if t, ok := b.At(crossword.Pos{Row: r, Col: c}); ok && t.Jolly && t.Letter == l-'A' {
					return e.g.Swap(p, crossword.FormatPos(crossword.Pos{Row: r, Col: c}, crossword.Across))
				}
			}
		}
		return adapterRefusals.New(codeNoJollyFor, "letter", string(rune(l)))
	}
	return e.g.Swap(p, arg)
}

func (e *scarabeoEngine) squares() render.Board {
	return render.CrosswordBoard(e.g.Board(), e.g.LastMove(), nil)
}

func (e *scarabeoEngine) Image(ghost *move) ([]byte, error) {
	rb := e.squares()
	if ghost != nil {
		rb.Ghost = ghostTiles(rb, *ghost, func(l byte) int {
			return e.g.Variant().TileValue(crossword.Tile{Letter: l - 'A'})
		})
	}
	img, err := render.BoardImage(rb)
	if err != nil {
		return nil, err
	}
	return encodePNG(img)
}

func (e *scarabeoEngine) RackImage(p int) ([]byte, error) {
	img, err := render.RackImage(render.CrosswordRack(e.g.Variant(), e.g.Rack(p)))
	if err != nil {
		return nil, err
	}
	return encodePNG(img)
}

func (e *scarabeoEngine) Text() string { return boardLetters(e.squares()) }

// upwordsEngine adapts an Upwords game.
type upwordsEngine struct{ g *upwords.Game }

func (e *upwordsEngine) Size() int           { return e.g.Board().Size() }
func (e *upwordsEngine) Players() int        { return e.g.Players() }
func (e *upwordsEngine) Turn() int           { return e.g.Turn() }
func (e *upwordsEngine) Over() bool          { return e.g.Over() }
func (e *upwordsEngine) Scores() []int       { return e.g.Scores() }
func (e *upwordsEngine) Winners() []int      { return e.g.Winners() }
func (e *upwordsEngine) Resigned(p int) bool { return e.g.Resigned(p) }
func (e *upwordsEngine) BagLen() int         { return e.g.BagLen() }
func (e *upwordsEngine) Rack(p int) string   { return e.g.Rack(p) }
func (e *upwordsEngine) Pass(p int) error    { return e.g.Pass(p) }
func (e *upwordsEngine) Resign(p int) error  { return e.g.Resign(p) }
func (e *upwordsEngine) Marshal() ([]byte, error) {
	return json.Marshal(e.g)
}

func (e *upwordsEngine) Exchange(p int, letters string) error {
	return e.g.Exchange(p, letters)
}

func (e *upwordsEngine) Swap(p int, arg string) error {
	return adapterRefusals.New(codeNoSwap)
}

func (e *upwordsEngine) Play(p int, word, pos string) (move, error) {
	m, err := e.g.Play(p, word, pos)
	if err != nil {
		return move{}, err
	}
	return move{Word: m.Word, Pos: m.Notation(), Score: m.Score, Tiles: len(m.Tiles)}, nil
}

func (e *upwordsEngine) Hint(p int) (move, bool, error) {
	ms := e.g.Hint(p, 1)
	if len(ms) == 0 {
		return move{}, false, nil
	}
	m := ms[0]
	return move{Word: m.Word, Pos: m.Notation(), Score: m.Score, Tiles: len(m.Tiles)}, true, nil
}

func (e *upwordsEngine) squares() render.Board {
	var last []crossword.Pos
	for _, t := range e.g.LastMove() {
		last = append(last, crossword.Pos{Row: t.Row, Col: t.Col})
	}
	return render.UpwordsBoard(e.g.Board(), last, nil)
}

func (e *upwordsEngine) Image(ghost *move) ([]byte, error) {
	rb := e.squares()
	if ghost != nil {
		rb.Ghost = ghostTiles(rb, *ghost, func(byte) int { return 0 })
	}
	img, err := render.BoardImage(rb)
	if err != nil {
		return nil, err
	}
	return encodePNG(img)
}

func (e *upwordsEngine) RackImage(p int) ([]byte, error) {
	var r crossword.Rack
	for _, l := range []byte(e.g.Rack(p)) {
		if l >= 'A' && l <= 'Z' {
			r.Add([]byte{l - 'A'})
		}
	}
	img, err := render.RackImage(render.UpwordsRack(r))
	if err != nil {
		return nil, err
	}
	return encodePNG(img)
}

func (e *upwordsEngine) Text() string { return boardLetters(e.squares()) }

// ghostTiles lays a proposed move's letters on the squares where they differ
// from the board.
func ghostTiles(rb render.Board, m move, value func(byte) int) []render.Tile {
	p, d, err := crossword.ParsePos(m.Pos, rb.Size)
	if err != nil {
		return nil
	}
	var out []render.Tile
	for i := 0; i < len(m.Word); i++ {
		q := p.Step(d, i)
		if !q.In(rb.Size) {
			break
		}
		ch := m.Word[i]
		jolly := ch >= 'a' && ch <= 'z'
		up := ch
		if jolly {
			up = ch - 'a' + 'A'
		}
		if rb.Squares[q.Row*rb.Size+q.Col].Letter == up {
			continue
		}
		v := value(up)
		if jolly && rb.Style == render.Scrabble {
			v = 0
		}
		out = append(out, render.Tile{Row: q.Row, Col: q.Col, Letter: up, Jolly: jolly, Value: v})
	}
	return out
}

// boardLetters draws a board as text: columns lettered, rows numbered;
// crossword boards mark empty premium squares and the centre (legend on the
// last line) and write jollies in lower case; Upwords writes each top letter
// with its stack's height and marks the empty centre squares.
func boardLetters(rb render.Board) string {
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
			sb.WriteByte(' ')
			switch {
			case sq.Letter != 0 && up:
				// the top letter and the stack's height, as the picture's badge
				sb.WriteByte(sq.Letter)
				sb.WriteByte(byte('0' + min(max(sq.Height, 1), 9)))
			case sq.Letter != 0 && sq.Jolly:
				sb.WriteByte(sq.Letter - 'A' + 'a')
			case sq.Letter != 0:
				sb.WriteByte(sq.Letter)
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
		sb.WriteString("C2: a C on a stack of 2 tiles. +: a centre square.\n")
	case render.Scarabeo:
		sb.WriteString("' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a jolly\n")
	default:
		sb.WriteString("' DL  \" TL  - DW  = TW  * centre  a-z: a blank\n")
	}
	return sb.String()
}

// premiumMark is how a text board shows an empty square of each premium.
var premiumMark = [...]byte{render.None: '.', render.DL: '\'', render.TL: '"', render.DW: '-', render.TW: '=', render.Centre: '*'}
