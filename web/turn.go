package web

import (
	"strings"

	"github.com/wordbot/wordbot/bot"
)

// The turn games in the Activity (docs/activity.md, Scarabeo, Scrabble and
// Upwords): each player gets the channel's game with their own rack (the
// round message's turn, made for its connection alone); a placement of
// tiles is previewed by the bot's engine (TurnPreview) and played, passed,
// exchanged, hinted, swapped (Scarabeo) or resigned as the chat's commands
// and /resign's confirmation button, through the bot's Dispatch
// like /play: one game for chat and Activity, the same checks, the same
// refusals, in the player's language.

// TurnGames is what the Activity needs of the bot for turn games
// (*bot.Bot); a Game without it shows Boggle and Ruzzle only.
type TurnGames interface {
	TurnView(channel, user string) (bot.TurnView, bool)
	TurnPreview(channel string, user bot.User, locale string, tiles []bot.PlacedTile) bot.TurnPreview
	TurnPlacement(channel string, user bot.User, locale string, tiles []bot.PlacedTile) (word, pos, refused string)
}

// Limits of a turn message.
const (
	maxTiles  = 26 // tiles of a placement or an exchange
	maxLetter = 8  // bytes of a tile's letter ("CH", "QU", "Ñ")
	maxLocale = 10 // "pt-BR"
	turnTypes = "preview play pass exchange hint swap resign"
)

func (s *Server) turnGames() (TurnGames, bool) {
	if s.cfg.Game == nil {
		return nil, false
	}
	tg, ok := s.cfg.Game.(TurnGames)
	return tg, ok
}

// turnView is c's view of its channel's turn game (nil: none runs).
func (s *Server) turnView(c *conn) *bot.TurnView {
	tg, ok := s.turnGames()
	if !ok {
		return nil
	}
	v, ok := tg.TurnView(c.channel, c.user.ID)
	if !ok {
		return nil
	}
	return &v
}

// isTurnMessage says whether a client's message is a turn game's.
func isTurnMessage(typ string) bool {
	return typ != "" && strings.Contains(" "+turnTypes+" ", " "+typ+" ")
}

// turnMessage handles a turn game's message of c's player.
func (s *Server) turnMessage(c *conn, guild string, m inMsg) {
	tg, ok := s.turnGames()
	if !ok {
		return
	}
	locale := m.Locale
	if len(locale) > maxLocale || strings.Trim(locale, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_") != "" {
		locale = ""
	}
	if len(m.Tiles) > maxTiles || len(m.Letters) > maxTiles {
		c.send(outMsg{Type: "error", Text: "too many tiles"})
		return
	}
	for _, t := range m.Tiles {
		if t.Letter == "" || len(t.Letter) > maxLetter {
			c.send(outMsg{Type: "error", Text: "a tile has no letter"})
			return
		}
	}
	user := bot.User{ID: c.user.ID, Name: c.user.Name}
	command := func(name string, opts map[string]string) {
		s.cfg.Game.Dispatch(&bot.Command{
			Name: name, Options: opts, User: user, Channel: c.channel, Guild: guild, Locale: locale,
			Ref: &activityRef{user: user.ID, id: m.ID},
		})
	}
	switch m.Type {
	case "preview":
		p := tg.TurnPreview(c.channel, user, locale, m.Tiles)
		c.send(outMsg{Type: "preview", Preview: &p, ID: m.ID})
	case "play":
		word, pos, refused := tg.TurnPlacement(c.channel, user, locale, m.Tiles)
		if refused != "" {
			c.send(outMsg{Type: "note", Text: refused, ID: m.ID})
			return
		}
		command("play", map[string]string{"word": word, "pos": pos})
	case "pass":
		command("pass", nil)
	case "hint":
		command("hint", nil)
	case "swap":
		// Scarabeo's jolly swap: /swap letter (the engine refuses it
		// elsewhere, in the bot's words).
		if len(m.Letters) != 1 || strings.ContainsAny(m.Letters[0], " \t\r\n") || len(m.Letters[0]) > maxLetter || m.Letters[0] == "" {
			c.send(outMsg{Type: "error", Text: "choose one letter to swap"})
			return
		}
		command("swap", map[string]string{"letter": m.Letters[0]})
	case "resign":
		// Confirmed in the page: the press of /resign's confirmation
		// button in the chat, for the game the player saw (a later game
		// is refused: "This game has already ended.").
		if m.Game <= 0 {
			c.send(outMsg{Type: "error", Text: "no game to resign"})
			return
		}
		s.cfg.Game.Dispatch(&bot.Press{
			CustomID: bot.ResignID(m.Game), User: user, Channel: c.channel, Guild: guild, Locale: locale,
			Ref: &activityRef{user: user.ID, id: m.ID},
		})
	case "exchange":
		var letters []string
		for _, l := range m.Letters {
			if l == "" || len(l) > maxLetter || strings.ContainsAny(l, " \t\r\n") {
				c.send(outMsg{Type: "error", Text: "a tile has no letter"})
				return
			}
			letters = append(letters, l)
		}
		if len(letters) == 0 {
			// /exchange without letters asks to confirm the whole rack:
			// the Activity always names the tiles.
			c.send(outMsg{Type: "error", Text: "choose the tiles to exchange"})
			return
		}
		command("exchange", map[string]string{"letters": strings.Join(letters, " ")})
	}
}

// hintFor sends a hint the bot gave an Activity player (Reply.Hint) to
// their connections in channel.
func (s *Server) hintFor(channel string, ref *activityRef, r bot.Reply) {
	for _, c := range s.hub.of(channel) {
		if c.user.ID == ref.user {
			c.send(outMsg{Type: "hint", Hint: r.Hint, Text: r.Text, ID: ref.id})
		}
	}
}
