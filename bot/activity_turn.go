package bot

import (
	"errors"
	"strings"
	"time"

	"github.com/wordbot/wordbot/games/crossword"
)

// The Activity's turn games (docs/activity.md, Scarabeo, Scrabble and
// Upwords): TurnView shows a channel's game as one player sees it (their
// rack only to them), TurnPreview judges a placement of tiles with the
// engine as /play would, without playing it, and TurnPlacement writes a
// placement as /play's word and position, the command the Activity then
// sends through Handle like the chat's.

// TurnView is a channel's running turn game as a player sees it.
type TurnView struct {
	Kind    Kind         `json:"kind"`
	Game    int          `json:"game"`
	ID      string       `json:"id"`
	Actions int          `json:"actions"` // moves so far: a new number, a new position
	Lang    string       `json:"lang"`
	Locale  string       `json:"locale,omitempty"`
	Style   string       `json:"style"` // crossword.StyleScarabeo, StyleScrabble, StyleUpwords
	Size    int          `json:"size"`
	Squares []TurnSquare `json:"squares"` // row by row
	Last    []int        `json:"last,omitempty"`
	Players []TurnPlayer `json:"players"`
	Turn    int          `json:"turn"` // the seat on turn
	Bag     int          `json:"bag"`
	// Seat is the viewer's seat (-1: not a player) and Rack the viewer's
	// tiles: a view is made for one player and sent to them only.
	Seat int        `json:"seat"`
	Rack []TurnTile `json:"rack,omitempty"`
	// Letters are the letters a jolly may be (the game's alphabet).
	Letters  []string  `json:"letters,omitempty"`
	Jollies  bool      `json:"jollies"` // the game has jollies (blanks)
	Stacks   bool      `json:"stacks"`  // tiles go onto tiles (Upwords)
	TurnEnds time.Time `json:"turn_ends,omitzero"`
	// Over: the channel's last turn game, ended (finishedView): its final
	// board, scores and Winners (seats; none: nobody won), Stopped when
	// it was stopped before its end.
	Over    bool  `json:"over,omitempty"`
	Stopped bool  `json:"stopped,omitempty"`
	Winners []int `json:"winners,omitempty"`
}

// TurnSquare is a square of a TurnView: its bonus ("dl", "tl", "dw", "tw",
// "centre" or "") and its tile, if any.
type TurnSquare struct {
	Bonus  string `json:"bonus,omitempty"`
	Letter string `json:"letter,omitempty"`
	Value  int    `json:"value,omitempty"`
	Jolly  bool   `json:"jolly,omitempty"`
	Height int    `json:"height,omitempty"` // tiles on it (an Upwords stack: up to 5)
}

// TurnTile is a tile of a rack.
type TurnTile struct {
	Letter string `json:"letter"` // "?" for a jolly
	Value  int    `json:"value"`
	Jolly  bool   `json:"jolly,omitempty"`
}

// TurnPlayer is a seat of a TurnView.
type TurnPlayer struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Score    int    `json:"score"`
	Resigned bool   `json:"resigned,omitempty"`
	Computer bool   `json:"computer,omitempty"`
}

// PlacedTile is a tile the Activity's player puts on a square: a tile of
// their rack (Letter as the rack shows it) or a jolly with the letter it
// stands for.
type PlacedTile struct {
	Square int    `json:"square"` // row*size+col
	Letter string `json:"letter"`
	Jolly  bool   `json:"jolly,omitempty"`
}

// TurnPreview is what a placement would play: the main word and its
// position as the bot writes them (a jolly in lower case), every word it makes, and the score; or,
// Refused, the bot's refusal in the player's language.
type TurnPreview struct {
	Word    string   `json:"word,omitempty"`
	Pos     string   `json:"pos,omitempty"`
	Words   []string `json:"words,omitempty"`
	Score   int      `json:"score"`
	Refused string   `json:"refused,omitempty"`
}

// HintView is a hint's move for the Activity (Reply.Hint): its tiles on
// their squares, so that "Play it" can put them there.
type HintView struct {
	Word  string       `json:"word"`
	Pos   string       `json:"pos"`
	Score int          `json:"score"`
	Tiles []PlacedTile `json:"tiles"`
}

// maxPlaced bounds the tiles of a placement (a board's side).
const maxPlaced = 26

var bonusNames = map[crossword.Bonus]string{
	crossword.DoubleLetter: "dl", crossword.TripleLetter: "tl",
	crossword.DoubleWord: "dw", crossword.TripleWord: "tw", crossword.CentreSquare: "centre",
}

// symbol is letter l as look writes it ("A", "Ñ", "CH", "QU").
func symbol(look crossword.Look, l byte) string {
	if look.Letters != nil {
		if s := look.Letters.Symbol(l); s != "" {
			return s
		}
	}
	return string(rune('A' + l))
}

// TurnView returns the channel's running turn game as user sees it, or
// its last one ended while nothing else runs (finishedView; false for
// neither). Like RoundView it changes nothing.
func (b *Bot) TurnView(channel, user string) (TurnView, bool) {
	var v TurnView
	found := false
	b.Handle(&peek{channel: channel, fn: func(s *session) {
		t := s.Turn
		if t == nil {
			v, found = b.finishedView(s, channel, user)
			return
		}
		e, err := b.loadEngine(t)
		if err != nil {
			b.opt.Logger.Error("bot: loading a game for the Activity", "channel", channel, "err", err)
			return
		}
		found = true
		v = turnView(s, t, e, user)
	}})
	return v, found
}

func turnView(s *session, t *turnGame, e crossword.TurnGame, user string) TurnView {
	look := e.Look()
	v := TurnView{Kind: t.Kind, Game: s.Game, ID: t.ID, Actions: t.Actions, Lang: t.Lang, Locale: s.Locale, Style: look.Style,
		Size: look.Size, Turn: e.Turn(), Bag: e.BagLen(), Seat: t.seat(user), Jollies: look.Jollies, Stacks: look.Stacks, TurnEnds: t.TurnEnds}
	value := func(tl crossword.Tile) int {
		if look.Value == nil || tl.Jolly {
			return 0
		}
		return look.Value(tl)
	}
	for _, sq := range look.Squares {
		q := TurnSquare{Bonus: bonusNames[sq.Bonus], Height: sq.Height}
		if sq.Height > 0 {
			q.Letter, q.Jolly, q.Value = symbol(look, sq.Tile.Letter), sq.Tile.Jolly, value(sq.Tile)
		}
		v.Squares = append(v.Squares, q)
	}
	for _, p := range look.Last {
		v.Last = append(v.Last, p.Row*look.Size+p.Col)
	}
	scores := e.Scores()
	for i, p := range t.Players {
		v.Players = append(v.Players, TurnPlayer{ID: p.ID, Name: p.Name, Score: scores[i], Resigned: e.Resigned(i), Computer: p.Computer})
	}
	if v.Seat >= 0 {
		rack := e.Rack(v.Seat)
		for l := 0; l <= crossword.Jolly; l++ {
			for k := 0; k < int(rack[l]); k++ {
				if l == crossword.Jolly {
					v.Rack = append(v.Rack, TurnTile{Letter: "?", Jolly: true})
					continue
				}
				tl := crossword.Tile{Letter: byte(l)}
				v.Rack = append(v.Rack, TurnTile{Letter: symbol(look, byte(l)), Value: value(tl)})
			}
		}
	}
	if look.Jollies {
		n := 26
		if look.Letters != nil {
			n = look.Letters.Size()
		}
		for l := 0; l < n; l++ {
			v.Letters = append(v.Letters, symbol(look, byte(l)))
		}
	}
	return v
}

// activityHandling is a handling of the channel's session for the
// Activity's questions, answering in locale as a command of user would be.
func (b *Bot) activityHandling(s *session, channel string, user User, locale string) *handling {
	c := &handling{b: b, s: s, now: b.opt.Clock.Now(), channel: channel, user: user}
	c.locale = eventLocale(&Command{Locale: locale}, s)
	if l := c.settings().Lang; c.s.FixedLocale == "" && l != "" && c.locale != "" && !spoken(c.locale) {
		c.locale = l
	}
	return c
}

// TurnPreview judges tiles placed by user as /play would (the same engine,
// the same refusals, in locale's language) on a copy of the game: nothing
// is played or saved.
func (b *Bot) TurnPreview(channel string, user User, locale string, tiles []PlacedTile) TurnPreview {
	var out TurnPreview
	b.Handle(&peek{channel: channel, fn: func(s *session) {
		c := b.activityHandling(s, channel, user, locale)
		refuse := func(r []Reply) {
			if len(r) > 0 {
				out.Refused = r[0].Text
			}
		}
		t := s.Turn
		if t == nil {
			refuse(c.noTurnGame())
			return
		}
		e, err := b.loadEngine(t)
		if err != nil {
			refuse(c.fail(err))
			return
		}
		seat := t.seat(user.ID)
		switch {
		case seat < 0:
			refuse(c.private("You are not in this game."))
			return
		case e.Turn() != seat:
			refuse(c.private("It is not your turn: it is %s's.", esc(t.Players[e.Turn()].Name)))
			return
		}
		word, pos, err := placementWord(e.Look(), tiles)
		if err != nil {
			out.Refused = c.placementRefusal(err)
			return
		}
		m, err := e.Play(seat, word, pos)
		if err != nil {
			refuse(c.fail(err))
			return
		}
		out = TurnPreview{Word: m.Word, Pos: pos, Score: m.Score, Words: wordsMade(e.Look(), m)}
	}})
	return out
}

// TurnPlacement writes tiles placed on the channel's board as /play's word
// and position (an error, in locale's language, for tiles that make no
// line).
func (b *Bot) TurnPlacement(channel string, user User, locale string, tiles []PlacedTile) (word, pos, refused string) {
	b.Handle(&peek{channel: channel, fn: func(s *session) {
		c := b.activityHandling(s, channel, user, locale)
		if s.Turn == nil {
			refused = c.noTurnGame()[0].Text
			return
		}
		e, err := b.loadEngine(s.Turn)
		if err == nil {
			word, pos, err = placementWord(e.Look(), tiles)
		}
		if err != nil {
			refused = c.placementRefusal(err)
		}
	}})
	return word, pos, refused
}

// errPlacement refuses tiles that make no line (placementWord).
var errPlacement = errors.New("tiles placed off one line")

// placementRefusal words a placement's refusal for c's player.
func (c *handling) placementRefusal(err error) string {
	if errors.Is(err, errPlacement) {
		return c.t("Put your tiles in one line, with no empty square between them.")
	}
	return c.fail(err)[0].Text
}

// placementWord writes tiles placed on the board look shows as /play's
// word and position: the line they lie on, run on through the board's
// tiles before, between and after them; the placed tiles' letters (a
// jolly's marked by a '?' before it, "C?a?t", which /play reads as a jolly
// whatever the case: docs/rules.md) and the board's (upper case) as the
// word reads after the move. A
// tile on a tile (Upwords) is the letter on top after the move. One tile
// alone reads across, unless it has a neighbour above or below and none
// beside.
func placementWord(look crossword.Look, tiles []PlacedTile) (string, string, error) {
	n := look.Size
	bad := func() error { return errPlacement }
	if len(tiles) == 0 || len(tiles) > maxPlaced || n <= 0 || len(look.Squares) != n*n {
		return "", "", bad()
	}
	placed := map[crossword.Pos]PlacedTile{}
	for _, tl := range tiles {
		if tl.Square < 0 || tl.Square >= n*n || tl.Letter == "" || len(tl.Letter) > 8 {
			return "", "", bad()
		}
		p := crossword.Pos{Row: tl.Square / n, Col: tl.Square % n}
		if _, twice := placed[p]; twice {
			return "", "", bad()
		}
		placed[p] = tl
	}
	held := func(p crossword.Pos) bool {
		if !p.In(n) {
			return false
		}
		_, ok := placed[p]
		return ok || look.Squares[p.Row*n+p.Col].Height > 0
	}
	first := crossword.Pos{Row: tiles[0].Square / n, Col: tiles[0].Square % n}
	dir := crossword.Across
	if len(tiles) == 1 {
		if !held(first.Step(crossword.Across, -1)) && !held(first.Step(crossword.Across, 1)) &&
			(held(first.Step(crossword.Down, -1)) || held(first.Step(crossword.Down, 1))) {
			dir = crossword.Down
		}
	} else {
		rows, cols := map[int]bool{}, map[int]bool{}
		for p := range placed {
			rows[p.Row], cols[p.Col] = true, true
		}
		switch {
		case len(rows) == 1:
			dir = crossword.Across
		case len(cols) == 1:
			dir = crossword.Down
		default:
			return "", "", bad()
		}
	}
	// The line from the first tile back and on while squares are held.
	start := first
	for held(start.Step(dir, -1)) {
		start = start.Step(dir, -1)
	}
	var b strings.Builder
	count := 0
	for p := start; held(p); p = p.Step(dir, 1) {
		if tl, ok := placed[p]; ok {
			count++
			if tl.Jolly {
				b.WriteString("?" + strings.ToLower(tl.Letter))
			} else {
				b.WriteString(strings.ToUpper(tl.Letter))
			}
			continue
		}
		b.WriteString(symbol(look, look.Squares[p.Row*n+p.Col].Tile.Letter))
	}
	if count != len(placed) {
		return "", "", bad() // a tile off the line, or past an empty square
	}
	return b.String(), crossword.FormatPos(start, dir), nil
}

// wordsMade is every word move m makes on the board look shows after it:
// the main word, then the words across it through its tiles.
func wordsMade(look crossword.Look, m *crossword.Move) []string {
	n := look.Size
	held := func(p crossword.Pos) bool { return p.In(n) && look.Squares[p.Row*n+p.Col].Height > 0 }
	read := func(p crossword.Pos, d crossword.Dir) (string, int) {
		for held(p.Step(d, -1)) {
			p = p.Step(d, -1)
		}
		var b strings.Builder
		k := 0
		for ; held(p); p = p.Step(d, 1) {
			b.WriteString(symbol(look, look.Squares[p.Row*n+p.Col].Tile.Letter))
			k++
		}
		return b.String(), k
	}
	var out []string
	if len(m.Tiles) > 0 {
		if w, k := read(m.Tiles[0].Pos, m.Dir); k >= 2 {
			out = append(out, w)
		}
	}
	for _, tl := range m.Tiles {
		if w, k := read(tl.Pos, m.Dir.Other()); k >= 2 {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		out = append(out, strings.ToUpper(m.Word))
	}
	return out
}

// hintView is the Activity's form of a hint's move (Reply.Hint).
func hintView(e crossword.TurnGame, m *crossword.Move) *HintView {
	look := e.Look()
	h := &HintView{Word: m.Word, Pos: m.Pos(), Score: m.Score}
	for _, tl := range m.Tiles {
		h.Tiles = append(h.Tiles, PlacedTile{Square: tl.Pos.Row*look.Size + tl.Pos.Col, Letter: symbol(look, tl.Tile.Letter), Jolly: tl.Tile.Jolly})
	}
	return h
}
