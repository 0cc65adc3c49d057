package bot

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/review"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/storage"
)

// The past games of a channel (docs/bot.md, "Review"): when a turn game or
// a round with something to review ends, its record is kept in the store
// beside the session (Change.Past, in the transaction that ends it): the
// last storage.PastGamesKept of the channel, each for storage.PastGamesAge.
// /history games lists them, the latest first, numbered from 1;
// /review game:N gives one of them the review /review gave after it. A
// record holds what the review needs without an engine: the judged turns,
// the board before each player's three costliest turns and the board's
// fixed look (pastLook), or a round's reviews.

// pastGame is a past game's record (storage.PastGame's Data).
type pastGame struct {
	Kind    Kind   `json:"kind"`
	Players []User `json:"players"`
	Scores  []int  `json:"scores,omitempty"`
	// Review and Look are a turn game's: its moves as judged (the board
	// kept only before each player's costliest turns) and its board's
	// fixed look; RoundReviews a round's reviews by player.
	Review       []reviewedTurn                `json:"review,omitempty"`
	Look         *pastLook                     `json:"look,omitempty"`
	RoundReviews map[string]review.RoundReview `json:"round_reviews,omitempty"`
}

// pastLook is what a review's pictures need of crossword.Look besides the
// squares' tiles: the style, the letters, the tiles' values and the
// squares' bonuses.
type pastLook struct {
	Style string `json:"style"`
	Size  int    `json:"size"`
	// Letters names the alphabet (lexicon.AlphabetOf), "" for A-Z.
	Letters string `json:"letters,omitempty"`
	// Values are the tiles' values by letter, Jolly a jolly's standing for
	// each letter (none: 0; Scarabeo's jolly is worth its letter); none
	// when the tiles show no value (Upwords).
	Values  []int `json:"values,omitempty"`
	Jolly   []int `json:"jolly,omitempty"`
	Jollies bool  `json:"jollies,omitempty"`
	Stacks  bool  `json:"stacks,omitempty"`
	// Bonuses are the squares' bonuses, row by row, one digit each
	// (crossword.Bonus).
	Bonuses string `json:"bonuses"`
}

// alphabetNames are the names lexicon.AlphabetOf knows.
var alphabetNames = []string{"en", "it", "fr", "es", "pt", "de", "en-qu"}

// lookOf keeps the fixed parts of l.
func lookOf(l crossword.Look) *pastLook {
	pl := &pastLook{Style: l.Style, Size: l.Size, Jollies: l.Jollies, Stacks: l.Stacks}
	letters := 26
	if l.Letters != nil {
		letters = l.Letters.Size()
		for _, n := range alphabetNames {
			if a, err := lexicon.AlphabetOf(n); err == nil && a == l.Letters {
				pl.Letters = n
				break
			}
		}
		if pl.Letters == "" {
			pl.Letters = l.Letters.Lang()
		}
	}
	if l.Value != nil {
		pl.Values, pl.Jolly = make([]int, letters), make([]int, letters)
		some := false
		for i := range pl.Values {
			pl.Values[i] = l.Value(crossword.Tile{Letter: byte(i)})
			pl.Jolly[i] = l.Value(crossword.Tile{Letter: byte(i), Jolly: true})
			some = some || pl.Jolly[i] != 0
		}
		if !some {
			pl.Jolly = nil
		}
	}
	var b strings.Builder
	for _, s := range l.Squares {
		b.WriteByte('0' + byte(s.Bonus))
	}
	pl.Bonuses = b.String()
	return pl
}

// look is the crossword.Look pl keeps, its squares empty.
func (pl *pastLook) look() crossword.Look {
	l := crossword.Look{Style: pl.Style, Size: pl.Size, Jollies: pl.Jollies, Stacks: pl.Stacks}
	if pl.Letters != "" {
		l.Letters, _ = lexicon.AlphabetOf(pl.Letters)
	}
	if len(pl.Values) > 0 {
		values, jolly := pl.Values, pl.Jolly
		l.Value = func(t crossword.Tile) int {
			switch {
			case t.Jolly && int(t.Letter) < len(jolly):
				return jolly[t.Letter]
			case !t.Jolly && int(t.Letter) < len(values):
				return values[t.Letter]
			}
			return 0
		}
	}
	l.Squares = make([]crossword.Square, len(pl.Bonuses))
	for i := range l.Squares {
		l.Squares[i].Bonus = crossword.Bonus(pl.Bonuses[i] - '0')
	}
	return l
}

// pastPlayers are players as a record keeps them: their ID, name and
// whether the computer.
func pastPlayers(players []User) []User {
	out := make([]User, len(players))
	for i, p := range players {
		out[i] = User{ID: p.ID, Name: p.Name, Computer: p.Computer}
	}
	return out
}

// keepTurnGame keeps a finished turn game (id its result's) for /review
// game:N when a move of it was judged.
func (c *handling) keepTurnGame(id string, t *turnGame, e crossword.TurnGame) {
	if len(t.Review) == 0 {
		return
	}
	// The boards before each player's costliest turns only (the pictures).
	turns := slices.Clone(t.Review)
	keep := map[int]bool{}
	for _, p := range t.Players {
		var idx []int
		var mine []review.Turn
		for i, rt := range turns {
			if rt.Player == p.ID {
				idx = append(idx, i)
				mine = append(mine, rt.Turn)
			}
		}
		for _, i := range review.Summarize(p.ID, mine).Costliest {
			keep[idx[i]] = true
		}
	}
	for i := range turns {
		if !keep[i] {
			turns[i].Board = ""
		}
	}
	c.keepPast(id, &pastGame{Kind: t.Kind, Players: pastPlayers(t.Players), Scores: e.Scores(), Review: turns, Look: lookOf(e.Look())})
}

// keepRound keeps a finished round (id its result's) for /review game:N
// when one of its players has a review.
func (c *handling) keepRound(id string, kind Kind, players []User, scores []int, reviews map[string]review.RoundReview) {
	if len(reviews) == 0 {
		return
	}
	c.keepPast(id, &pastGame{Kind: kind, Players: pastPlayers(players), Scores: scores, RoundReviews: reviews})
}

// keepPast puts g in the change of this event, as gzipped JSON (a move's
// judgement repeats its moves' tiles: a game's record is a tenth of its
// JSON).
func (c *handling) keepPast(id string, g *pastGame) {
	data, err := encodePast(g)
	if err != nil {
		c.b.opt.Logger.Error("bot: encoding a past game", "channel", c.channel, "err", err)
		return
	}
	ids := make([]string, 0, len(g.Players))
	for _, p := range g.Players {
		if p.ID != "" && !slices.Contains(ids, p.ID) {
			ids = append(ids, p.ID)
		}
	}
	c.past = &PastGame{ID: id, Game: string(g.Kind), At: c.now, Players: ids, Data: data}
}

// keptGame is a past game as read back.
type keptGame struct {
	PastGame
	g pastGame
}

// pastGames returns the channel's past games, the latest first: those the
// store keeps that ended within storage.PastGamesAge (a record that does
// not decode is left out, and logged).
func (c *handling) pastGames() ([]keptGame, error) {
	list, err := c.b.opt.Store.PastGames(c.channel)
	if err != nil {
		return nil, err
	}
	var out []keptGame
	for _, p := range list {
		if c.now.Sub(p.At) > storage.PastGamesAge {
			continue
		}
		k := keptGame{PastGame: p}
		if err := decodePast(p.Data, &k.g); err != nil {
			c.b.opt.Logger.Warn("bot: a past game does not decode", "channel", c.channel, "game", p.ID, "err", err)
			continue
		}
		out = append(out, k)
	}
	return out, nil
}

// encodePast writes g's record: gzipped JSON.
func encodePast(g *pastGame) ([]byte, error) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if err := json.NewEncoder(zw).Encode(g); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// maxPastRecord bounds a past game's record once unzipped.
const maxPastRecord = 8 << 20

// decodePast reads a record keepPast wrote.
func decodePast(data []byte, g *pastGame) error {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return json.NewDecoder(io.LimitReader(zr, maxPastRecord)).Decode(g)
}

// pastList answers /history games: the channel's past games, numbered
// for /review game:N.
func (c *handling) pastList() []Reply {
	games, err := c.pastGames()
	if err != nil {
		return c.fail(err)
	}
	if len(games) == 0 {
		return c.private("No finished game of this channel is kept: /history games lists them once a game or round has ended.")
	}
	lines := []string{c.t("**This channel's last games**, the latest first (`/review game:N` reviews one you played):")}
	size := utf8.RuneCountInString(lines[0])
	for i, k := range games {
		var scores []string
		for j, p := range k.g.Players {
			s := esc(p.Name)
			if j < len(k.g.Scores) {
				s += " " + strconv.Itoa(k.g.Scores[j])
			}
			scores = append(scores, s)
		}
		line := fmt.Sprintf("%d. %s · %s · %s", i+1, c.title(k.g.Kind), k.At.UTC().Format("2006-01-02 15:04 UTC"), strings.Join(scores, ", "))
		if size += 1 + utf8.RuneCountInString(line); size > historyChars {
			// long names: the latest games that fit a message
			lines = append(lines, "…")
			break
		}
		lines = append(lines, line)
	}
	return []Reply{{Text: strings.Join(lines, "\n"), Private: true}}
}

// pastReview answers /review game:N: the review of the channel's Nth
// latest past game, to one of its players.
func (c *handling) pastReview(n string) []Reply {
	games, err := c.pastGames()
	if err != nil {
		return c.fail(err)
	}
	if len(games) == 0 {
		return c.private("No finished game of this channel is kept: /history games lists them once a game or round has ended.")
	}
	i, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil || i < 1 || i > len(games) {
		return c.private("There is no game %s here: give a number from 1 to %d (/history games lists them).", clip(n, 20), len(games))
	}
	k := games[i-1]
	if !slices.ContainsFunc(k.g.Players, func(u User) bool { return u.ID == c.user.ID }) {
		return c.private("Only the players of game %d can review it.", i)
	}
	if k.g.RoundReviews != nil {
		rv, ok := k.g.RoundReviews[c.user.ID]
		if !ok {
			return c.private("Only the players of game %d can review it.", i)
		}
		return []Reply{{Text: c.roundReviewText(c.t("%s round", c.title(k.g.Kind)), rv), Private: true}}
	}
	if k.g.Look == nil || !slices.ContainsFunc(k.g.Review, func(rt reviewedTurn) bool { return rt.Player == c.user.ID }) {
		return c.private("You made no move in this game: there is nothing to review.")
	}
	return c.reviewTurns(k.g.Kind, k.g.Review, k.g.Look.look())
}
