package upwords

import (
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// Action is the kind of a logged event (games/crossword).
type Action = crossword.Action

// The logged actions of Upwords.
const (
	ActPlay     = crossword.ActPlay     // a move: Word, Pos, Tiles, Score
	ActPass     = crossword.ActPass     // a pass
	ActExchange = crossword.ActExchange // one tile exchanged (which one is not logged)
	ActResign   = crossword.ActResign   // the player left the game
	ActPenalty  = crossword.ActPenalty  // the end: Score is minus 5 a tile left
)

// Event is one entry of the game's log.
type Event struct {
	Player int    `json:"player"`
	Action Action `json:"action"`
	Word   string `json:"word,omitempty"`
	Pos    string `json:"pos,omitempty"` // players' notation, "5E" or "E5"
	Tiles  []Tile `json:"tiles,omitempty"`
	Score  int    `json:"score"`
}

type player struct {
	rack     crossword.Rack
	score    int
	resigned bool
}

// Game is an Upwords game for 2-4 players, seats 0..n-1. Its methods are not
// safe for concurrent use. A refused action returns a *refusal.Refusal (a
// code of Refusals and its arguments) and leaves the game unchanged.
type Game struct {
	cfg     Config
	lex     *lexicon.DAWG
	board   *Board
	bag     *crossword.Bag
	players []player
	turn    int
	passes  int // passes in a row (a move or an exchange resets it)
	over    bool
	stopped bool // ended by Stop
	src     *rand.PCG
	rng     *rand.Rand
	log     []Event
	last    []Tile
}

// NewGame starts a game: cfg's zero fields take their defaults, lex is the
// lexicon (Upwords' default is lexicon.Embedded("it")), players is 2..4,
// rng seeds the game's own generator (nil: a random seed). Every player
// draws a hand; player 0 is on turn.
func NewGame(cfg Config, lex *lexicon.DAWG, players int, rng *rand.Rand) (*Game, error) {
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, err
	}
	if lex == nil {
		return nil, refuse(crossword.CodeNoLexicon)
	}
	if players < 2 || players > 4 {
		return nil, refuse(crossword.CodePlayers, "players", players)
	}
	var s1, s2 uint64
	if rng != nil {
		s1, s2 = rng.Uint64(), rng.Uint64()
	} else {
		s1, s2 = rand.Uint64(), rand.Uint64()
	}
	counts, _, _ := BagTiles(cfg.Tiles) // Normalize checked it
	g := &Game{cfg: cfg, lex: lex, bag: crossword.NewBag(counts), players: make([]player, players), src: rand.NewPCG(s1, s2)}
	g.rng = rand.New(g.src)
	g.board, _ = NewBoard(cfg.Size)
	for i := range g.players {
		g.players[i].rack.Add(g.bag.Draw(cfg.Hand, g.rng))
	}
	return g, nil
}

// SetLexicon attaches the lexicon to a game read with UnmarshalJSON.
func (g *Game) SetLexicon(lex *lexicon.DAWG) { g.lex = lex }

// Config returns the game's settings.
func (g *Game) Config() Config { return g.cfg }

// Players returns the number of seats.
func (g *Game) Players() int { return len(g.players) }

// Board returns a copy of the board (top letters, heights, stack histories).
func (g *Game) Board() *Board { return g.board.Clone() }

// LastMove returns the squares of the latest move's tiles (nil before the
// first).
func (g *Game) LastMove() []crossword.Pos {
	var out []crossword.Pos
	for _, t := range g.last {
		out = append(out, crossword.Pos{Row: t.Row, Col: t.Col})
	}
	return out
}

// Size returns the board's side.
func (g *Game) Size() int { return g.board.n }

// Scores returns each player's score.
func (g *Game) Scores() []int {
	out := make([]int, len(g.players))
	for i, p := range g.players {
		out[i] = p.score
	}
	return out
}

// Rack returns a player's tiles (an empty rack for no such player).
func (g *Game) Rack(player int) crossword.Rack {
	if player < 0 || player >= len(g.players) {
		return crossword.Rack{}
	}
	return g.players[player].rack
}

// Turn returns the player on turn (meaningless once the game is over).
func (g *Game) Turn() int { return g.turn }

// BagLen returns the number of tiles left in the bag.
func (g *Game) BagLen() int { return g.bag.Len() }

// Resigned reports whether a player has resigned.
func (g *Game) Resigned(player int) bool {
	return player >= 0 && player < len(g.players) && g.players[player].resigned
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Log returns the game's events in order.
func (g *Game) Log() []Event { return append([]Event(nil), g.log...) }

// History returns the log in the form every crossword game gives it
// (crossword.Entry), with each player's running total: a play's Tiles is
// the number it placed, an exchange's is 1 (Upwords exchanges one tile),
// and the end lines (ActPenalty as saved) are ActEnd.
func (g *Game) History() []crossword.Entry {
	out := make([]crossword.Entry, len(g.log))
	for i, e := range g.log {
		x := crossword.Entry{Player: e.Player, Action: e.Action, Pos: e.Pos, Word: e.Word, Score: e.Score}
		switch e.Action {
		case ActPlay:
			x.Tiles = len(e.Tiles)
		case ActExchange:
			x.Tiles = 1
		case ActPenalty:
			x.Action = crossword.ActEnd
		}
		out[i] = x
	}
	crossword.Totals(out, len(g.players))
	return out
}

// Outcome returns how the game ended (crossword.OutcomeOf): at the end
// every player still in loses 5 points a tile left; a resignation that
// leaves one player, or a stop, charges nobody (docs/rules.md, Upwords).
func (g *Game) Outcome() crossword.Outcome { return crossword.OutcomeOf(g, g.stopped) }

// Stop ends the game as it stands: nobody is charged for the tiles left
// (crossword.TurnGame).
func (g *Game) Stop() error {
	if g.over {
		return refuse(crossword.CodeGameOver)
	}
	g.over, g.stopped = true, true
	return nil
}

// Winners returns the players with the highest score among those who did
// not resign (several on a tie); nil while the game goes on.
func (g *Game) Winners() []int {
	if !g.over {
		return nil
	}
	var out []int
	best := 0
	for i, p := range g.players {
		switch {
		case p.resigned:
		case out == nil || p.score > best:
			out, best = []int{i}, p.score
		case p.score == best:
			out = append(out, i)
		}
	}
	return out
}

// Hint returns the best n moves for a player's rack, best first (higher
// score, then the word alphabetically, across before down, then by row and
// column); none once the game is over.
func (g *Game) Hint(player, n int) ([]Move, error) {
	switch {
	case player < 0 || player >= len(g.players):
		return nil, refuse(crossword.CodeNoPlayer, "player", player+1)
	case g.lex == nil:
		return nil, refuse(crossword.CodeNoLexicon)
	case g.over:
		return nil, nil
	}
	return BestMoves(g.board, g.players[player].rack, g.lex, g.cfg, n), nil
}

// Swap is refused: Upwords has no jollies (CodeNoSwap).
func (g *Game) Swap(player int, arg string) error { return refuse(CodeNoSwap) }

func (g *Game) checkTurn(player int) error {
	switch {
	case g.over:
		return refuse(crossword.CodeGameOver)
	case player < 0 || player >= len(g.players):
		return refuse(crossword.CodeNoPlayer, "player", player+1)
	case g.players[player].resigned:
		return refuse(crossword.CodeResigned)
	case player != g.turn:
		return refuse(crossword.CodeNotYourTurn)
	}
	return nil
}

// Play places a word in the players' notation: word is the whole main word
// as it reads after the move, pos its first square ("5E": row 5, column E,
// across; "E5": down). Each square where the word's letter differs from the
// top letter on the board, or that is empty, gets a new tile from the rack;
// the squares where it matches keep their tile (a letter can never go on
// the same letter, so this reading is exact). A word that runs into tiles
// before or after it is refused: write it whole.
func (g *Game) Play(player int, word, pos string) (*Move, error) {
	if err := g.checkTurn(player); err != nil {
		return nil, err
	}
	if g.lex == nil {
		return nil, refuse(crossword.CodeNoLexicon)
	}
	n := g.board.n
	alpha := alphabetOf(g.cfg.Tiles)
	p, d, err := crossword.ParseStart(pos, n)
	if err != nil {
		return nil, err
	}
	w, err := g.fold(word)
	if err != nil {
		return nil, err
	}
	if len(w) > n {
		return nil, refuse(crossword.CodeTooLong, "word", crossword.Short(alpha.Spell(w)))
	}
	if !p.Step(d, len(w)-1).In(n) {
		return nil, refuse(crossword.CodeRunsOff, "word", alpha.Spell(w), "pos", crossword.FormatPos(p, d))
	}
	before, after := p.Step(d, -1), p.Step(d, len(w))
	if g.board.occupied(before) || g.board.occupied(after) {
		// The word as it would read: the tiles before it (back from
		// before), the typed letters, the tiles after it (on from after).
		// A run through before or after may go on into the word's own
		// squares: only the part outside the word counts.
		full := w
		if g.board.occupied(before) {
			l := 1
			for g.board.occupied(before.Step(d, -l)) {
				l++
			}
			full = g.board.word(before.Step(d, 1-l), d, l) + full
		}
		if g.board.occupied(after) {
			l := 1
			for g.board.occupied(after.Step(d, l)) {
				l++
			}
			full += g.board.word(after, d, l)
		}
		return nil, refuse(CodeWordContinues, "word", alpha.Spell(full))
	}
	var tiles []Tile
	for i := 0; i < len(w); i++ {
		q := p.Step(d, i)
		c := &g.board.cells[q.Row*n+q.Col]
		if c.h == 0 || 'A'+c.top() != w[i] {
			tiles = append(tiles, Tile{Row: q.Row, Col: q.Col, Letter: w[i]})
		}
	}
	if len(tiles) == 0 {
		return nil, refuse(crossword.CodeAllOnBoard, "word", alpha.Spell(w))
	}
	return g.place(player, tiles, int(d))
}

// fold reads a typed word as the game's alphabet writes it in letters
// (lexicon.Alphabet.Fold): accents fold (città is CITTA), Spanish ñ and ch
// are one letter each, German ß is SS; spaces inside it are dropped. A character the language has no
// letter for, or a letter the game's bag has no tile of (K in Spanish), is
// refused.
func (g *Game) fold(word string) (string, error) {
	alpha := alphabetOf(g.cfg.Tiles)
	// Spaces inside a word are dropped, as Scrabble's /play drops them: "ch
	// as" is CHAS in Spanish, its CH one tile (docs/rules.md, Upwords).
	raw := strings.Join(strings.Fields(word), "")
	if raw == "" {
		return "", refuse(crossword.CodeNoWord)
	}
	w, ok := alpha.Fold(raw)
	if !ok {
		if alpha.Size() == 26 {
			return "", refuse(CodeNotLetters, "word", crossword.Short(raw))
		}
		extra := make([]string, 0, alpha.Size()-26)
		for l := 26; l < alpha.Size(); l++ {
			extra = append(extra, alpha.Symbol(byte(l)))
		}
		return "", refuse(CodeNotLettersOf, "word", crossword.Short(raw), "letters", extra)
	}
	_, bag, _ := BagTiles(g.cfg.Tiles) // Normalize checked it
	if g.cfg.Tiles == Hasbro && strings.IndexByte(w, 'A'+qLetter) >= 0 {
		return "", refuse(CodeLoneQ) // QU folded to the Qu tile: this Q stands alone
	}
	for i := 0; i < len(w); i++ {
		if l := w[i] - 'A'; int(l) >= rackLetters || bag&(1<<l) == 0 {
			return "", refuse(crossword.CodeNoSuchTile, "letter", alpha.Symbol(l))
		}
	}
	return w, nil
}

// PlayTiles places the given tiles (the form a "play the hint" button or a
// program uses): the same rules as Play.
func (g *Game) PlayTiles(player int, tiles []Tile) (*Move, error) {
	if err := g.checkTurn(player); err != nil {
		return nil, err
	}
	if g.lex == nil {
		return nil, refuse(crossword.CodeNoLexicon)
	}
	return g.place(player, tiles, -1)
}

// PlayMove places tiles given in the crossword games' form
// (crossword.TurnGame: a hint's move, the Activity's placement), a tile on
// an empty square or on a stack: the same rules and refusals as PlayTiles.
// Upwords has no jollies: a jolly is refused (CodeNotLetterTile).
func (g *Game) PlayMove(player int, tiles []crossword.Placed) (*Move, error) {
	if err := g.checkTurn(player); err != nil {
		return nil, err
	}
	for _, t := range tiles {
		switch {
		case t.Tile.Jolly:
			return nil, refuse(CodeNotLetterTile, "char", "?")
		case t.Tile.Letter > lexicon.MaxLetter:
			return nil, refuse(CodeNotLetter, "char", "?")
		}
	}
	return g.PlayTiles(player, TilesOf(tiles))
}

func (g *Game) place(player int, tiles []Tile, prefer int) (*Move, error) {
	pl := &g.players[player]
	m, err := check(g.board, tiles, &pl.rack, g.lex, g.cfg, prefer)
	if err != nil {
		return nil, err
	}
	n := g.board.n
	for _, t := range m.Tiles {
		c := &g.board.cells[t.Pos.Row*n+t.Pos.Col]
		l := t.Tile.Letter
		c.s[c.h] = l
		c.h++
		pl.rack[l]--
	}
	pl.score += m.Score
	pl.rack.Add(g.bag.Draw(max(0, g.cfg.Hand-pl.rack.Size()), g.rng))
	g.last = TilesOf(m.Tiles)
	g.log = append(g.log, Event{Player: player, Action: ActPlay, Word: m.Word, Pos: m.Pos(), Tiles: g.last, Score: m.Score})
	g.passes = 0
	if pl.rack.Size() == 0 && g.bag.Len() == 0 {
		g.end()
	} else {
		g.advance()
	}
	return &m, nil
}

// Pass ends the player's turn without playing. The game ends when every
// player still in the game passes in a row (a move or an exchange starts the
// count again: docs/rules.md).
func (g *Game) Pass(player int) error {
	if err := g.checkTurn(player); err != nil {
		return err
	}
	g.log = append(g.log, Event{Player: player, Action: ActPass})
	g.passed()
	return nil
}

// Exchange puts one tile of the player's rack back into the bag and draws
// another; the turn passes. An exchange is not a pass: it starts the count
// of passes in a row again, as a move does.
func (g *Game) Exchange(player int, letter string) error {
	if err := g.checkTurn(player); err != nil {
		return err
	}
	// One tile, typed as the language writes it: "ñ", "ch" (Spanish's
	// one tile CH), "ä", "qu" (Hasbro's Qu tile).
	s, ok := alphabetOf(g.cfg.Tiles).Fold(strings.TrimSpace(letter))
	if !ok || len(s) != 1 {
		return refuse(CodeExchangeOne)
	}
	if g.cfg.Tiles == Hasbro && s[0] == 'A'+qLetter {
		return refuse(CodeLoneQ)
	}
	l := s[0] - 'A'
	pl := &g.players[player]
	if int(l) >= rackLetters || pl.rack[l] == 0 {
		return refuse(crossword.CodeNotHeld, "tiles", alphabetOf(g.cfg.Tiles).Symbol(l))
	}
	if g.bag.Len() == 0 {
		return refuse(crossword.CodeBagEmpty)
	}
	drawn := g.bag.Draw(1, g.rng)
	pl.rack[l]--
	g.bag.Return([]byte{l})
	pl.rack.Add(drawn)
	g.log = append(g.log, Event{Player: player, Action: ActExchange})
	g.passes = 0
	g.advance()
	return nil
}

// Resign takes a player out of the game, on turn or not; a player who
// resigned cannot win. The game ends when fewer than two players remain,
// and then nobody is charged for the tiles on their rack: no end of the
// game was earned (docs/rules.md, Upwords).
func (g *Game) Resign(player int) error {
	switch {
	case g.over:
		return refuse(crossword.CodeGameOver)
	case player < 0 || player >= len(g.players):
		return refuse(crossword.CodeNoPlayer, "player", player+1)
	case g.players[player].resigned:
		return refuse(crossword.CodeAlreadyResigned)
	}
	g.players[player].resigned = true
	g.log = append(g.log, Event{Player: player, Action: ActResign})
	switch {
	case g.active() < 2:
		g.over = true
	case g.passes >= g.active():
		g.end()
	case player == g.turn:
		g.advance()
	}
	return nil
}

func (g *Game) passed() {
	g.passes++
	if g.passes >= g.active() {
		g.end()
		return
	}
	g.advance()
}

func (g *Game) active() int {
	n := 0
	for _, p := range g.players {
		if !p.resigned {
			n++
		}
	}
	return n
}

// advance gives the turn to the next player still in the game.
func (g *Game) advance() {
	for i := 1; i <= len(g.players); i++ {
		next := (g.turn + i) % len(g.players)
		if !g.players[next].resigned {
			g.turn = next
			return
		}
	}
}

// end closes the game: every player still in it loses 5 points a tile left.
func (g *Game) end() {
	g.over = true
	for i := range g.players {
		p := &g.players[i]
		if p.resigned {
			continue
		}
		if left := p.rack.Size(); left > 0 {
			p.score -= Penalty * left
			g.log = append(g.log, Event{Player: i, Action: ActPenalty, Score: -Penalty * left})
		}
	}
}

// Game is a crossword.TurnGame.
var _ crossword.TurnGame = (*Game)(nil)
