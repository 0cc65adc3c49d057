package bot

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/gcg"
)

// historyLines is how many moves /history shows at most (the latest); the
// whole game is in /export.
const historyLines = 40

// historyChars bounds the lines /history shows, leaving room in a Discord
// message (2,000 characters) for its first line.
const historyChars = 1800

// recordCommand answers /history, /unseen and /export (docs/bot.md, Game
// records): of the running turn game, or of the last one after its end;
// /history games lists the channel's past games (past.go), as /history
// does when there is no turn game to show. All three are private.
func (c *handling) recordCommand(name string, opts map[string]string) []Reply {
	if name == "history" && isTrue(opts["games"]) {
		return c.pastList()
	}
	t := c.s.Turn
	ended := t == nil
	if t == nil && c.s.Last != nil && len(c.s.Last.State) > 0 {
		t = &turnGame{Kind: c.s.Last.Kind, Lang: c.s.Last.Options["lang"], Options: c.s.Last.Options, Players: c.s.Last.Players, State: c.s.Last.State}
	}
	if t == nil && name == "history" && c.s.Lobby == nil {
		// No turn game to show (a round ended last): the past games,
		// when the channel has some.
		if games, err := c.pastGames(); err == nil && len(games) > 0 {
			return c.pastList()
		}
	}
	if t == nil {
		return c.noTurnGame()
	}
	e, err := c.b.loadEngine(t)
	if err != nil {
		return c.fail(err)
	}
	seat := t.seat(c.user.ID)
	switch name {
	case "history":
		return []Reply{{Text: c.history(t, e), Private: true}}
	case "unseen":
		if seat < 0 {
			return c.private("You are not in this game.")
		}
		un := e.Unseen(seat)
		return []Reply{{Text: c.t("Tiles you cannot see (the bag and the other racks): %d.", un.Size()) + " " + tileCounts(t.tileLang(), &un), Private: true}}
	case "export":
		names := make([]string, len(t.Players))
		for i, p := range t.Players {
			names[i] = p.Name
		}
		reveal := seat
		if ended {
			reveal = gcg.All // a game stopped early is over too
		}
		rec, err := gcg.Of(e, names, reveal)
		if errors.Is(err, gcg.ErrNoRecord) {
			return c.private("Upwords has no GCG record (stacked tiles do not fit the format): /history lists its moves.")
		}
		if err != nil {
			return c.fail(err)
		}
		var buf bytes.Buffer
		if t.Lang != "en" || t.Options["list"] != "" {
			// Other programs learn the list from #lexicon, the tiles from
			// #tile-distribution (docs/records.md): the game's list.
			rec.Lexicon = c.b.lexiconName(t.Lang, t.Options["list"])
		}
		if err := gcg.Write(&buf, rec); err != nil {
			return c.fail(err)
		}
		text := c.t("The game as a GCG record (Quackle, Macondo, woogles.io).")
		if !ended && !e.Over() {
			text += " " + c.t("While the game goes on it shows only your own racks.")
		}
		return []Reply{{Text: text, Private: true, Files: []File{{Name: string(t.Kind) + ".gcg", ContentType: "text/plain; charset=utf-8", Data: buf.Bytes(),
			Description: c.t("The %s game, move by move, in GCG.", c.title(t.Kind))}}}}
	}
	return c.private("Unknown command. Type /help for the list of commands.")
}

// tileCounts writes a rack of a game in lang as "A×5, B×2, Ñ×1, ?×1".
func tileCounts(lang string, r *crossword.Rack) string {
	var parts []string
	for l := 0; l <= crossword.Jolly; l++ {
		if r[l] == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s×%d", tileName(lang, l), r[l]))
	}
	return strings.Join(parts, ", ")
}

// history words a game's log, one move a line, the latest historyLines.
func (c *handling) history(t *turnGame, e crossword.TurnGame) string {
	name := func(p int) string {
		if p >= 0 && p < len(t.Players) {
			return esc(t.Players[p].Name)
		}
		return "?"
	}
	var lines []string
	line := func(s string) { lines = append(lines, fmt.Sprintf("%d. %s", len(lines)+1, s)) }
	for _, x := range e.History() {
		switch x.Action {
		case crossword.ActPlay:
			line(c.t("%s: %s at %s, %s (total %d)", name(x.Player), x.Word, x.Pos, c.points(x.Score), x.Total))
		case crossword.ActPass:
			line(c.t("%s passes", name(x.Player)))
		case crossword.ActExchange:
			if x.Tiles == 1 {
				line(c.t("%s exchanges a tile", name(x.Player)))
			} else {
				line(c.t("%s exchanges tiles (%d)", name(x.Player), x.Tiles))
			}
		case crossword.ActSwap:
			line(c.t("%s takes the blank on %s", name(x.Player), x.Pos))
		case crossword.ActResign:
			line(c.t("%s resigns", name(x.Player)))
		case crossword.ActEnd:
			line(c.t("%s: %+d for the tiles left on the racks (total %d)", name(x.Player), x.Score, x.Total))
		}
	}
	if len(lines) == 0 {
		return c.t("No move yet.")
	}
	head := c.t("Moves so far (%d):", len(lines))
	// The latest lines that fit a Discord message (2,000 characters).
	keep, size := 0, 0
	for i := len(lines) - 1; i >= 0 && keep < historyLines; i-- {
		size += utf8.RuneCountInString(lines[i]) + 1
		if size > historyChars {
			break
		}
		keep++
	}
	if keep < len(lines) {
		if t.Kind == Upwords { // no record: /export has nothing more
			head += " " + c.t("the latest %d (the earlier ones do not fit in a message).", keep)
		} else {
			head += " " + c.t("the latest %d; /export has them all.", keep)
		}
		lines = lines[len(lines)-keep:]
	}
	return head + "\n" + strings.Join(lines, "\n")
}

// exchangeText says that name exchanged tiles in e, the turn just played:
// "exchanges a tile" for one (an Upwords exchange is always one), else
// "exchanges tiles".
func (c *handling) exchangeText(e crossword.TurnGame, name string) string {
	if h := e.History(); len(h) > 0 && h[len(h)-1].Action == crossword.ActExchange && h[len(h)-1].Tiles == 1 {
		return c.t("%s exchanges a tile.", name)
	}
	return c.t("%s exchanges tiles.", name)
}
