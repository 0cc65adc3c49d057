package bot

import (
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

// TurnPreview judges tiles placed by user with the engine (PlayMove: the
// game's rules and refusals, in locale's language) on a copy of the game:
// nothing is played or saved. The preview is the engine's move: its main
// word and position as /play writes them, the words it makes and its score.
func (b *Bot) TurnPreview(channel string, user User, locale string, tiles []PlacedTile) TurnPreview {
	var out TurnPreview
	b.Handle(&peek{channel: channel, fn: func(s *session) {
		m, _, refused := b.placeOnCopy(s, channel, user, locale, tiles)
		if refused != "" {
			out.Refused = refused
			return
		}
		out = TurnPreview{Word: m.Word, Pos: m.Pos(), Score: m.Score, Words: m.Words}
	}})
	return out
}

// TurnPlacement judges tiles placed on the channel's board as TurnPreview
// does and writes the engine's move as /play's word and position, the
// command the Activity then sends (a jolly marked by a '?' before its
// letter: "C?a?t", crossword.Move.Typed), or the engine's refusal in
// locale's language.
func (b *Bot) TurnPlacement(channel string, user User, locale string, tiles []PlacedTile) (word, pos, refused string) {
	b.Handle(&peek{channel: channel, fn: func(s *session) {
		var m *crossword.Move
		var look crossword.Look
		if m, look, refused = b.placeOnCopy(s, channel, user, locale, tiles); refused != "" {
			return
		}
		w, err := m.Typed(look.Letters)
		if err != nil {
			refused = b.activityHandling(s, channel, user, locale).fail(err)[0].Text
			return
		}
		word, pos = w, m.Pos()
	}})
	return word, pos, refused
}

// placeOnCopy plays tiles placed by user on a copy of the channel's turn
// game (loaded from its saved state, thrown away after): the engine's move
// and the board it was played on, or the refusal worded for user in
// locale's language: no game, not a player, not their turn, a tile that
// is no letter of the game, or the engine's own.
func (b *Bot) placeOnCopy(s *session, channel string, user User, locale string, tiles []PlacedTile) (*crossword.Move, crossword.Look, string) {
	c := b.activityHandling(s, channel, user, locale)
	refuse := func(r []Reply) (*crossword.Move, crossword.Look, string) { return nil, crossword.Look{}, r[0].Text }
	t := s.Turn
	if t == nil {
		return refuse(c.noTurnGame())
	}
	e, err := b.loadEngine(t)
	if err != nil {
		return refuse(c.fail(err))
	}
	seat := t.seat(user.ID)
	switch {
	case seat < 0:
		return refuse(c.private("You are not in this game."))
	case e.Turn() != seat:
		return refuse(c.private("It is not your turn: it is %s's.", esc(t.Players[e.Turn()].Name)))
	}
	look := e.Look()
	placed, err := placedTiles(look, tiles)
	if err != nil {
		return refuse(c.fail(err))
	}
	m, err := e.PlayMove(seat, placed)
	if err != nil {
		return refuse(c.fail(err))
	}
	return m, look, ""
}

// placedTiles reads the Activity's tiles as the engine's: a square
// (row*size+col; one off the board stays off it, for the engine to
// refuse) and a letter written as the game writes it ("A", "Ñ", "CH"; any
// case), else crossword.CodeNoSuchTile.
func placedTiles(look crossword.Look, tiles []PlacedTile) ([]crossword.Placed, error) {
	n := look.Size
	letters := 26
	if look.Letters != nil {
		letters = look.Letters.Size()
	}
	out := make([]crossword.Placed, 0, len(tiles))
	for _, tl := range tiles {
		l := -1
		for k := 0; k < letters && l < 0; k++ {
			if strings.EqualFold(symbol(look, byte(k)), tl.Letter) {
				l = k
			}
		}
		if l < 0 {
			return nil, crossword.Refusals.New(crossword.CodeNoSuchTile, "letter", crossword.Short(tl.Letter))
		}
		// a negative square has a negative row or column: off the board
		p := crossword.Pos{Row: tl.Square / n, Col: tl.Square % n}
		out = append(out, crossword.Placed{Pos: p, Tile: crossword.Tile{Letter: byte(l), Jolly: tl.Jolly}})
	}
	return out, nil
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
