package bot

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/crossword"
)

// Computer seats (docs/bot.md, Computer opponents): a computer is a player
// of a turn game whose User has Computer set and an ID "computer:LEVEL:N";
// it moves as soon as its turn comes, through the same replies as a
// person's move, is never pinged, and its results are recorded as a
// computer's (never rated).

const computerPrefix = "computer:"

// levelIT reads the levels' Italian names, as the Italian choices show them
// (typed in the terminal).
var levelIT = map[string]string{"facile": "easy", "medio": "medium", "difficile": "hard"}

// computerUser is the n-th computer seat of a game at level, named in the
// language of the game's messages.
// The first computer of a level in a game is "Computer (hard)", with the
// same ID in every game (one line in the leaderboard); a second one of the
// same level is "Computer (hard) 2".
func (c *handling) computerUser(level computer.Level, n int) User {
	u := User{ID: fmt.Sprintf("%s%s:%d", computerPrefix, level, n), Name: c.t("Computer (%s)", c.t(string(level))), Computer: true}
	if n > 1 {
		u.Name += fmt.Sprintf(" %d", n)
	}
	return u
}

// computerLevel is the level of a computer seat, and false for a person.
func computerLevel(u User) (computer.Level, bool) {
	if !u.Computer || !strings.HasPrefix(u.ID, computerPrefix) {
		return "", false
	}
	level, _, _ := strings.Cut(strings.TrimPrefix(u.ID, computerPrefix), ":")
	return computer.ParseLevel(level)
}

// computers counts the computer seats of level among players.
func computers(players []User, level computer.Level) int {
	n := 0
	for _, p := range players {
		if l, ok := computerLevel(p); ok && l == level {
			n++
		}
	}
	return n
}

// onTurnComputer reports whether the seat on turn is a computer's.
func (t *turnGame) onTurnComputer(e crossword.TurnGame) bool {
	s := e.Turn()
	return !e.Over() && s >= 0 && s < len(t.Players) && t.Players[s].Computer
}

// humansLeft counts the people still in the game.
func (t *turnGame) humansLeft(e crossword.TurnGame) int {
	n := 0
	for i, p := range t.Players {
		if !p.Computer && !e.Resigned(i) {
			n++
		}
	}
	return n
}

// addComputer seats a computer at level in the lobby (its creator's
// button).
func (c *handling) addComputer(game int, arg string) []Reply {
	l := c.s.Lobby
	if l == nil || game != c.s.Game {
		return c.private("This game has already started or ended.")
	}
	if c.user.ID != c.s.Creator.ID {
		return c.private("Only %s, who opened the game, can add a computer.", esc(c.s.Creator.Name))
	}
	level, ok := computer.ParseLevel(arg)
	if !ok {
		return c.private("This button no longer works.")
	}
	if len(l.Players) >= maxPlayers {
		return c.private("This game is full (4 players).")
	}
	defer func(loc string) { c.locale = loc }(c.locale)
	c.locale = c.s.Locale
	l.Players = append(l.Players, c.computerUser(level, computers(l.Players, level)+1))
	c.changed()
	return []Reply{c.lobbyReply(true)}
}

// computerButtons are the lobby's buttons that seat a computer.
func (c *handling) computerButtons(game int) []Button {
	var out []Button
	for _, level := range computer.Levels {
		out = append(out, mustButton(c.t("Add computer (%s)", c.t(string(level))), idComputer, game, string(level)))
	}
	return out
}

// computerTurns plays the computer seats while one is on turn, saving the
// game after each move, and returns what they did, one line each. It stops
// when a person is on turn, the game is over, or no person is left in it
// (then stopped reports true: the caller ends the game).
func (c *handling) computerTurns(e crossword.TurnGame) (lines []string, stopped bool, err error) {
	t := c.s.Turn
	for guard := 0; t.onTurnComputer(e); guard++ {
		if t.humansLeft(e) == 0 {
			return lines, true, nil
		}
		if guard >= maxPlayers { // a round of turns at most; the wake-up goes on
			return lines, false, nil
		}
		seat := e.Turn()
		cpu := t.Players[seat]
		level, ok := computerLevel(cpu)
		if !ok {
			level = computer.Medium
		}
		d, err := computer.Decide(e, seat, level, c.computerRand(t))
		if err != nil {
			// No move list (the lexicon failed to load...): the computer
			// passes rather than hold the game up.
			c.b.opt.Logger.Error("bot: computer move", "channel", c.channel, "err", err)
			d = computer.Decision{Kind: computer.Pass}
		}
		pt := c.beforeTurn(e, seat)
		m, err := computer.Apply(e, seat, d)
		if err != nil && d.Kind != computer.Pass {
			// A refused decision is the engine's word over ours: pass.
			c.b.opt.Logger.Error("bot: computer move refused", "channel", c.channel, "decision", fmt.Sprintf("%+v", d), "err", err)
			d = computer.Decision{Kind: computer.Pass}
			err = e.Pass(seat)
		}
		if err != nil {
			return lines, false, err
		}
		name := esc(cpu.Name)
		var what string
		switch d.Kind {
		case computer.Play:
			if m == nil {
				what = c.t("%s passes.", name)
				c.judged(pt, pt.passed())
				break
			}
			c.judged(pt, pt.played(*m))
			what = c.t("%s plays %s at %s for %s.", name, m.Word, m.Pos(), c.points(m.Score))
			if b, ok := t.Best[cpu.ID]; !ok || m.Score > b.Points {
				if t.Best == nil {
					t.Best = map[string]bestPlay{}
				}
				t.Best[cpu.ID] = bestPlay{Word: m.Word + " " + m.Pos(), Points: m.Score}
			}
		case computer.Exchange:
			c.exchanged(pt, e)
			what = c.exchangeText(e, name)
		default:
			c.judged(pt, pt.passed())
			what = c.t("%s passes.", name)
		}
		if adj := c.tilesLeftLine(e); adj != "" {
			what += "\n" + adj
		}
		if err := c.saveEngine(e); err != nil {
			return lines, false, err
		}
		lines = append(lines, what)
	}
	return lines, false, nil
}

// computerRand is the random source of a computer's choice (easy and
// medium pick within a band): fixed by the game and its number of actions,
// so a game replayed from the same state chooses the same.
func (c *handling) computerRand(t *turnGame) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(t.ID))
	return rand.New(rand.NewPCG(h.Sum64(), uint64(t.Actions)))
}
