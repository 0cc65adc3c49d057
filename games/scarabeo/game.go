package scarabeo

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// Game is a game of 2-4 players: the board, the bag, each player's rack and
// score, whose turn it is and the log. Players are numbered from 0. Every
// action that is refused returns a *refusal.Refusal (a code of Refusals and
// its arguments) and leaves the game unchanged.
// A Game is not safe for concurrent use.
type Game struct {
	v         *Variant
	lex       *lexicon.DAWG
	gen       *Generator
	board     *Board
	racks     []crossword.Rack
	scores    []int
	resigned  []bool
	bag       *crossword.Bag
	pcg       *rand.PCG
	rng       *rand.Rand
	turn      int
	scoreless int // turns in a row that were passes or exchanges
	over      bool
	stopped   bool // ended by Stop
	last      []crossword.Pos
	log       []Entry
}

// Entry is one line of a game's log.
type Entry struct {
	Player int              `json:"player"`
	Action crossword.Action `json:"action"`         // play, pass, exchange, swap, resign, end
	Pos    string           `json:"pos,omitempty"`  // play: the word's position ("9I"); swap: the square
	Word   string           `json:"word,omitempty"` // play: the main word, jollies in lower case; swap: the letter; exchange: the tiles given back
	// Rack is the player's rack before a play, pass or exchange ('?' for a
	// jolly), and for an end line the tiles whose value moved (the
	// player's own, or every other rack for who went out). Games saved
	// before it was kept have none. It is private while the game goes on.
	Rack  string `json:"rack,omitempty"`
	Tiles int    `json:"tiles,omitempty"` // play: tiles placed; exchange: tiles exchanged
	Score int    `json:"score,omitempty"` // play: the move's score; end: points gained (or lost)
}

// NewGame starts a game of v with lex for players (2..4) players. The game
// draws its tiles with its own generator, seeded from rng, so a saved game
// continues identically.
func NewGame(v *Variant, lex *lexicon.DAWG, players int, rng *rand.Rand) (*Game, error) {
	if players < 2 || players > 4 {
		return nil, refuse(crossword.CodePlayers, "players", players)
	}
	if lex == nil || rng == nil || v == nil {
		return nil, errors.New("scarabeo: a game needs rules, a lexicon and a random generator")
	}
	if v.premium == nil {
		if err := v.Init(); err != nil {
			return nil, fmt.Errorf("scarabeo: bad variant: %w", err)
		}
	}
	pcg := rand.NewPCG(rng.Uint64(), rng.Uint64())
	g := &Game{
		v:        v,
		board:    NewBoard(v),
		racks:    make([]crossword.Rack, players),
		scores:   make([]int, players),
		resigned: make([]bool, players),
		bag:      crossword.NewBag(v.Counts),
		pcg:      pcg,
		rng:      rand.New(pcg),
	}
	g.SetLexicon(lex)
	for p := range g.racks {
		g.racks[p].Add(g.bag.Draw(v.RackSize, g.rng))
	}
	return g, nil
}

// SetLexicon attaches the word list (after loading a saved game, which does
// not hold it).
func (g *Game) SetLexicon(lex *lexicon.DAWG) {
	g.lex = lex
	g.gen = NewGenerator(g.v, lex)
}

// Variant returns the game's rules.
func (g *Game) Variant() *Variant { return g.v }

// Board returns the board, for reading (At, Premium); do not change it.
func (g *Game) Board() *Board { return g.board }

// LastMove returns the squares the last play covered (none before the first).
func (g *Game) LastMove() []crossword.Pos { return append([]crossword.Pos(nil), g.last...) }

// Size returns the board's side.
func (g *Game) Size() int { return g.board.n }

// Players returns the number of players.
func (g *Game) Players() int { return len(g.racks) }

// Turn returns the player to move.
func (g *Game) Turn() int { return g.turn }

// Scores returns every player's score.
func (g *Game) Scores() []int { return append([]int(nil), g.scores...) }

// Rack returns a player's tiles (an empty rack for a player who does not exist).
func (g *Game) Rack(player int) crossword.Rack {
	if player < 0 || player >= len(g.racks) {
		return crossword.Rack{}
	}
	return g.racks[player]
}

// BagLen returns the number of tiles left in the bag.
func (g *Game) BagLen() int { return g.bag.Len() }

// Resigned reports whether a player has resigned.
func (g *Game) Resigned(player int) bool {
	return player >= 0 && player < len(g.resigned) && g.resigned[player]
}

// Log returns the game's log, oldest first.
func (g *Game) Log() []Entry { return append([]Entry(nil), g.log...) }

// Over reports whether the game has ended (stopped too).
func (g *Game) Over() bool { return g.over }

// History returns the log in the form every crossword game gives it
// (crossword.Entry), with each player's running total.
func (g *Game) History() []crossword.Entry {
	out := make([]crossword.Entry, len(g.log))
	for i, e := range g.log {
		out[i] = crossword.Entry{Player: e.Player, Action: e.Action, Pos: e.Pos, Word: e.Word, Tiles: e.Tiles, Score: e.Score, Rack: e.Rack}
	}
	crossword.Totals(out, len(g.racks))
	return out
}

// Outcome returns how the game ended (crossword.OutcomeOf): the player
// who went out takes the values left on the others' racks (which they lose
// under EndPenalty); a resignation that leaves one player, or a stop,
// charges nobody.
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

// Winners returns the players with the highest score among those who did not
// resign (several on a tie); none while the game goes on.
func (g *Game) Winners() []int {
	if !g.over {
		return nil
	}
	var out []int
	best := 0
	for p, s := range g.scores {
		if g.resigned[p] {
			continue
		}
		switch {
		case len(out) == 0 || s > best:
			out, best = []int{p}, s
		case s == best:
			out = append(out, p)
		}
	}
	return out
}

// check refuses an action by player when the game is over, the player does
// not exist or has resigned, or (when onTurn) it is not their turn.
func (g *Game) check(player int, onTurn bool) error {
	if g.over {
		return refuse(crossword.CodeGameOver)
	}
	if player < 0 || player >= len(g.racks) {
		return refuse(crossword.CodeNoPlayer, "player", player+1)
	}
	if g.resigned[player] {
		return refuse(crossword.CodeResigned)
	}
	if onTurn && player != g.turn {
		return refuse(crossword.CodeNotYourTurn)
	}
	return nil
}

// Hint returns the n best moves for player's rack, best first (none when
// there is no legal move).
func (g *Game) Hint(player, n int) ([]Move, error) {
	if player < 0 || player >= len(g.racks) {
		return nil, refuse(crossword.CodeNoPlayer, "player", player+1)
	}
	if g.gen == nil {
		return nil, refuse(crossword.CodeNoLexicon)
	}
	return g.gen.Best(g.board, g.racks[player], n), nil
}

// Play places word at pos for player, in the players' notation. pos is the
// first square of the word: "9E" for a word across from row 9, column E;
// "E9" for a word down. word is the whole word, letters already on the board
// included (they must match, in any case). For every other letter the player
// puts down a tile: the letter from the rack, or a jolly when the rack has no
// such letter left (the last such letters of the word take the jollies). In
// a word written in mixed case, a lower-case letter is always played with a
// jolly ("CaSA": a jolly for the first A); a word all in lower case, or in
// title case ("Casa"), reads as upper case. A '?' before a letter makes it
// a jolly whatever the case ("C?a?t": a C tile and two jollies); in a word
// with one, every other letter is the rack's own tile. The score is added
// and the rack refilled.
func (g *Game) Play(player int, word, pos string) (*Move, error) {
	if err := g.check(player, true); err != nil {
		return nil, err
	}
	if g.gen == nil {
		return nil, refuse(crossword.CodeNoLexicon)
	}
	tiles, err := g.placement(player, word, pos)
	if err != nil {
		return nil, err
	}
	m, err := g.board.Evaluate(g.lex, tiles)
	if err != nil {
		return nil, err
	}
	g.commit(player, m)
	return m, nil
}

// PlayMove plays a move given as tiles placed on squares (one Hint
// returned, the Activity's placement: crossword.TurnGame): each tile is
// the rack's own letter, or a jolly standing for its Letter. The rack
// must hold them (else CodeMissingLetters, a jolly missing as "?"), and
// Board.Evaluate judges the placement with its codes (off the board, one
// square twice, not in one line, a gap, ...). The move's Words are the
// words it makes.
func (g *Game) PlayMove(player int, tiles []Placed) (*Move, error) {
	if err := g.check(player, true); err != nil {
		return nil, err
	}
	if g.gen == nil {
		return nil, refuse(crossword.CodeNoLexicon)
	}
	if err := g.holds(player, tiles); err != nil {
		return nil, err
	}
	m, err := g.board.Evaluate(g.lex, tiles)
	if err != nil {
		return nil, err
	}
	g.commit(player, m)
	return m, nil
}

// holds refuses tiles player's rack lacks, naming them as Play does: the
// letters, "?" for a jolly (a letter the game has no tile of is left to
// Evaluate, which names it).
func (g *Game) holds(player int, tiles []Placed) error {
	var want crossword.Rack
	for _, t := range tiles {
		switch {
		case t.Tile.Jolly:
			want[crossword.Jolly]++
		case g.v.HasLetter(t.Tile.Letter):
			want[t.Tile.Letter]++
		}
	}
	rack := g.racks[player]
	var missing []string
	for l := 0; l <= crossword.Jolly; l++ {
		for k := rack[l]; k < want[l]; k++ {
			if l == crossword.Jolly {
				missing = append(missing, "?")
			} else {
				missing = append(missing, g.v.Symbol(byte(l)))
			}
		}
	}
	if len(missing) == 0 {
		return nil
	}
	if d := crossword.DigraphHeld(rack, missing); d != "" {
		return refuse(crossword.CodeDigraphTile, "missing", missing, "digraph", d, "letters", []string{d[:1], d[1:]})
	}
	return refuse(crossword.CodeMissingLetters, "missing", missing)
}

func (g *Game) commit(player int, m *Move) {
	before := g.racks[player].String()
	g.board.apply(m)
	r := &g.racks[player]
	g.last = g.last[:0]
	for _, t := range m.Tiles {
		if t.Tile.Jolly {
			r[crossword.Jolly]--
		} else {
			r[t.Tile.Letter]--
		}
		g.last = append(g.last, t.Pos)
	}
	g.scores[player] += m.Score
	g.log = append(g.log, Entry{Player: player, Action: crossword.ActPlay, Pos: m.Pos(), Word: m.Word, Tiles: len(m.Tiles), Score: m.Score, Rack: before})
	r.Add(g.bag.Draw(g.v.RackSize-r.Size(), g.rng))
	if m.Score == 0 && g.v.ScorelessTurns > 0 {
		g.scoreless++
	} else {
		g.scoreless = 0
	}
	if r.Size() == 0 && g.bag.Len() == 0 {
		g.end(player)
		return
	}
	if g.v.ScorelessTurns > 0 && g.scoreless >= g.v.ScorelessTurns {
		g.end(-1)
		return
	}
	g.advance()
}

// placement turns a typed word and position into the tiles to place. The
// word is typed in the letters of the game's language (crossword.ReadLetters,
// docs/rules.md: ñ, ch, ä, ç are one tile each where the game has them).
func (g *Game) placement(player int, word, pos string) ([]Placed, error) {
	n := g.board.n
	start, dir, err := crossword.ParseStart(pos, n)
	if err != nil {
		return nil, err
	}
	word = strings.Join(strings.Fields(word), "")
	if word == "" {
		return nil, refuse(crossword.CodeNoWord)
	}
	alpha := g.v.Letters()
	typed, err := crossword.ReadWord(word, alpha)
	if err != nil || len(typed) > n {
		if err == nil || utf8.RuneCountInString(word) > n {
			return nil, refuse(crossword.CodeTooLong, "word", crossword.Short(word))
		}
		// accented vowels fold (città is CITTA, docs/rules.md); other
		// characters are no letters
		if extra := g.v.extraSymbols(); len(extra) > 0 {
			return nil, refuse(CodeNotLettersOf, "word", crossword.Short(word), "letters", extra)
		}
		return nil, refuse(CodeNotLetters, "word", crossword.Short(word))
	}
	saved := make([]byte, len(typed)) // the word in upper case, bytes 'A'+letter
	hasLower, hasUpper, marked := false, false, false
	for i, t := range typed {
		saved[i] = 'A' + t.Letter
		hasLower = hasLower || t.Lower
		hasUpper = hasUpper || !t.Lower
		marked = marked || t.Marked
	}
	upper := g.v.Spell(string(saved))
	if end := start.Step(dir, len(typed)-1); !end.In(n) {
		return nil, refuse(crossword.CodeRunsOff, "word", upper, "pos", crossword.FormatPos(start, dir))
	}
	// Squares are named the way the move is written: 8E across, E8 down.
	name := func(p crossword.Pos) string {
		if p.Col < 0 || p.Col >= 26 {
			return squareName(p)
		}
		return crossword.FormatPos(p, dir)
	}
	// A letter that clashes with the board is the real problem, before
	// whether the word goes on past its ends (CAT at 8D on CLINGER: 8E
	// holds an L).
	for i, tl := range typed {
		p := start.Step(dir, i)
		if t, ok := g.board.At(p); ok && t.Letter != tl.Letter {
			return nil, refuse(CodeSquareHolds, "square", name(p), "held", g.v.Symbol(t.Letter), "letter", g.v.Symbol(tl.Letter))
		}
	}
	if t, ok := g.board.At(start.Step(dir, -1)); ok {
		return nil, refuse(CodeGoesOnBefore, "square", name(start.Step(dir, -1)), "letter", g.v.Symbol(t.Letter))
	}
	if t, ok := g.board.At(start.Step(dir, len(typed))); ok {
		return nil, refuse(CodeGoesOnAfter, "square", name(start.Step(dir, len(typed))), "letter", g.v.Symbol(t.Letter))
	}
	// Lower case forces a jolly only in a word that mixes cases: "casa" is
	// read as "CASA". A word in title case ("Casa", a German noun "Zehn",
	// what phone keyboards write first) reads as all lower case too: its
	// letters the rack lacks still take the jollies by themselves.
	titled := len(typed) > 1 && !typed[0].Lower
	for _, t := range typed[1:] {
		titled = titled && t.Lower
	}
	mixed := hasLower && hasUpper && !titled
	// A word with a '?' before a letter names its jollies (crossword.ReadWord:
	// "C?a?t", what the Activity sends): those letters are jollies, every
	// other is the rack's own tile, whatever the case, and none is taken
	// by a jolly by itself.
	var tiles []Placed
	var want crossword.Rack
	forced := 0
	for i, tl := range typed {
		p := start.Step(dir, i)
		l := tl.Letter
		if _, ok := g.board.At(p); ok {
			continue
		}
		if !g.v.HasLetter(l) {
			return nil, refuse(CodeNoLetter, "letter", g.v.Symbol(l), "game", g.v.named())
		}
		jolly := mixed && tl.Lower
		if marked {
			jolly = tl.Marked
		}
		if jolly {
			forced++
		} else {
			want[l]++
		}
		tiles = append(tiles, Placed{Pos: p, Tile: crossword.Tile{Letter: l, Jolly: jolly}})
	}
	if len(tiles) == 0 {
		return nil, refuse(crossword.CodeAllOnBoard, "word", upper)
	}
	rack := g.racks[player]
	var missing []string
	auto := map[byte]int{}
	for l := byte(0); l < crossword.Jolly; l++ {
		if want[l] > rack[l] {
			auto[l] = int(want[l] - rack[l])
		}
	}
	jollies := int(rack[crossword.Jolly]) - forced
	need := 0
	for _, c := range auto {
		need += c
	}
	if jollies < 0 || need > jollies || (marked && need > 0) {
		for l := byte(0); l < crossword.Jolly; l++ {
			for k := 0; k < auto[l]; k++ {
				missing = append(missing, g.v.Symbol(l))
			}
		}
		for k := 0; k < -jollies; k++ {
			missing = append(missing, "?")
		}
		if jollies > 0 && !marked {
			return nil, refuse(CodeMissingCover, "missing", missing, "jollies", jollies)
		}
		if d := crossword.DigraphHeld(rack, missing); d != "" {
			return nil, refuse(crossword.CodeDigraphTile, "missing", missing, "digraph", d, "letters", []string{d[:1], d[1:]})
		}
		return nil, refuse(crossword.CodeMissingLetters, "missing", missing)
	}
	// Letters the rack lacks are played with jollies, the last ones first.
	for i := len(tiles) - 1; i >= 0; i-- {
		t := &tiles[i].Tile
		if !t.Jolly && auto[t.Letter] > 0 {
			auto[t.Letter]--
			t.Jolly = true
		}
	}
	return tiles, nil
}

// Pass ends player's turn without playing.
func (g *Game) Pass(player int) error {
	if err := g.check(player, true); err != nil {
		return err
	}
	g.log = append(g.log, Entry{Player: player, Action: crossword.ActPass, Rack: g.racks[player].String()})
	g.scoreless++
	g.afterScoreless()
	return nil
}

// Exchange returns letters (all of the rack when letters is empty; '?' for a
// jolly) to the bag and draws as many; the turn passes. The bag must hold at
// least as many tiles as are exchanged.
func (g *Game) Exchange(player int, letters string) error {
	if err := g.check(player, true); err != nil {
		return err
	}
	rack := g.racks[player]
	var give []byte
	if strings.TrimSpace(letters) == "" {
		give = rack.Tiles()
	} else {
		// More tiles than a rack holds are tiles the player does not have
		// (the real problem), up to a bound on the work.
		r, err := crossword.ParseRackIn(letters, max(g.v.RackSize, min(len(letters), 64)), g.v.Alphabet, g.v.Letters())
		if err != nil {
			return err
		}
		give = r.Tiles()
		if !rack.Has(give) {
			return refuse(crossword.CodeNotHeld, "tiles", crossword.SpellTiles(r.String(), g.v.Letters()))
		}
	}
	if len(give) == 0 {
		return refuse(CodeNothingToGive)
	}
	if g.bag.Len() == 0 {
		return refuse(crossword.CodeBagEmpty)
	}
	if g.bag.Len() < len(give) {
		return refuse(CodeBagShort, "bag", g.bag.Len(), "want", len(give))
	}
	drawn := g.bag.Draw(len(give), g.rng)
	r := &g.racks[player]
	before := r.String()
	r.Remove(give)
	r.Add(drawn)
	g.bag.Return(give)
	g.log = append(g.log, Entry{Player: player, Action: crossword.ActExchange, Tiles: len(give), Word: tilesString(give), Rack: before})
	g.scoreless++
	g.afterScoreless()
	return nil
}

// Swap takes a jolly into player's rack, putting in its place the letter it
// stands for from the rack: arg is the jolly's square ("9I" or "I9") or that
// letter (the first such jolly reading row by row). It is done on the
// player's turn, before playing, and does not end the turn. Only a variant
// with JollySwap (Scarabeo) has the rule: Scrabble refuses every swap.
func (g *Game) Swap(player int, arg string) error {
	if err := g.check(player, true); err != nil {
		return err
	}
	if !g.v.JollySwap {
		return refuse(CodeNoSwapRule, "game", g.v.named())
	}
	square := strings.TrimSpace(arg)
	if square == "" {
		return refuse(CodeSwapWhat)
	}
	if utf8.RuneCountInString(square) == 1 || !strings.ContainsAny(square, "0123456789") {
		// A letter, as the game's language writes it (ñ, ch: one tile).
		ls, err := crossword.ReadLetters(square, g.v.Letters(), false)
		if err != nil || len(ls) != 1 || strings.ContainsAny(square, " \t") || ls[0].Letter < 26 && len(square) != 1 {
			// not a letter, not a square ("ZZ"); a letter A-Z is typed as
			// itself ("é" is refused), one beyond Z as the language
			// writes it (ñ, ch)
			return refuse(CodeSwapWhat)
		}
		l := ls[0].Letter
		found := false
		for i := 0; i < g.board.n*g.board.n && !found; i++ {
			q := crossword.Pos{Row: i / g.board.n, Col: i % g.board.n}
			if t, ok := g.board.At(q); ok && t.Jolly && t.Letter == l {
				square, found = crossword.FormatPos(q, crossword.Across), true
			}
		}
		if !found {
			return refuse(CodeNoJollyFor, "letter", g.v.Symbol(l))
		}
	}
	p, _, err := crossword.ParseStart(square, g.board.n)
	if err != nil {
		return err
	}
	// Refusals name the square as the player wrote it (Q17, not 17Q).
	named := strings.ToUpper(square)
	t, ok := g.board.At(p)
	if !ok || !t.Jolly {
		return refuse(CodeNoJollyOn, "square", named)
	}
	r := &g.racks[player]
	if r[t.Letter] == 0 {
		return refuse(CodeNeedForJolly, "letter", g.v.Symbol(t.Letter), "square", named)
	}
	r[t.Letter]--
	r[crossword.Jolly]++
	g.board.Set(p, crossword.Tile{Letter: t.Letter})
	g.log = append(g.log, Entry{Player: player, Action: crossword.ActSwap, Pos: squareName(p), Word: string(rune('A' + t.Letter))})
	return nil
}

// Resign takes player out of the game (at any time). The game ends when one
// player is left; a player who resigned cannot win.
func (g *Game) Resign(player int) error {
	if err := g.check(player, false); err != nil {
		return err
	}
	g.resigned[player] = true
	g.log = append(g.log, Entry{Player: player, Action: crossword.ActResign})
	if g.active() <= 1 {
		g.over = true
		return nil
	}
	if player == g.turn {
		g.advance()
	}
	return nil
}

func (g *Game) active() int {
	n := 0
	for _, r := range g.resigned {
		if !r {
			n++
		}
	}
	return n
}

// scorelessLimit is the number of scoreless turns in a row that ends the game.
func (g *Game) scorelessLimit() int {
	if g.v.ScorelessTurns > 0 {
		return g.v.ScorelessTurns
	}
	return 2 * g.active()
}

func (g *Game) afterScoreless() {
	if g.scoreless >= g.scorelessLimit() {
		g.end(-1)
		return
	}
	g.advance()
}

func (g *Game) advance() {
	for i := 1; i <= len(g.racks); i++ {
		p := (g.turn + i) % len(g.racks)
		if !g.resigned[p] {
			g.turn = p
			return
		}
	}
}

// end finishes the game; out is the player who played their last tile (-1
// when the game ends on passes): they gain the value of every tile left on
// the other racks (jollies 0), which the others lose under EndPenalty.
func (g *Game) end(out int) {
	g.over = true
	if out < 0 {
		return
	}
	gain := 0
	var left strings.Builder
	for p := range g.racks {
		if p == out || g.resigned[p] {
			continue
		}
		val := g.v.RackValue(&g.racks[p])
		gain += val
		left.WriteString(g.racks[p].String())
		if g.v.EndPenalty && val > 0 {
			g.scores[p] -= val
			g.log = append(g.log, Entry{Player: p, Action: crossword.ActEnd, Score: -val, Rack: g.racks[p].String()})
		}
	}
	g.scores[out] += gain
	g.log = append(g.log, Entry{Player: out, Action: crossword.ActEnd, Score: gain, Rack: left.String()})
}

// Game is a crossword.TurnGame.
var _ crossword.TurnGame = (*Game)(nil)
