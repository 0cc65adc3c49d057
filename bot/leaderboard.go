package bot

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/wordbot/wordbot/storage"
)

// leaderboardPrefix started the Store key of a server's standings in earlier
// versions; such keys are not sessions and are skipped on Resume.
const leaderboardPrefix = "leaderboard:"

// bestPlay is a player's best word or move in one round or game.
type bestPlay struct {
	Word   string `json:"w"`
	Points int    `json:"p"`
}

// record stores a finished round or game under id. scores are the players'
// points, winners their indexes, bests their best words or moves.
// The result is committed with the session, and the report, in one
// transaction (see outbox.go).
func (c *handling) record(kind Kind, id string, players []User, scores []int, winners []int, bests []bestPlay) {
	if len(players) == 0 {
		return
	}
	r := Result{ID: id, Guild: c.s.Guild, Game: string(kind), At: c.now}
	won := map[int]bool{}
	for _, w := range winners {
		won[w] = true
	}
	seen := map[string]bool{}
	for i, p := range players {
		if p.ID == "" || seen[p.ID] {
			continue
		}
		seen[p.ID] = true
		pr := PlayerResult{User: p.ID, Name: p.Name, Won: won[i], Computer: p.Computer}
		if i < len(scores) {
			pr.Score = scores[i]
		}
		if i < len(bests) {
			pr.BestWord, pr.BestWordPoints = bests[i].Word, bests[i].Points
		}
		r.Players = append(r.Players, pr)
	}
	c.result = &r
}

// leaderboardReply shows the server's standings for each game: the rated
// players by rating first (with their wins and points), then the others by
// wins. With global set, the ratings across every server.
func (c *handling) leaderboardReply(guild string, global bool) []Reply {
	if global {
		return c.globalBoard()
	}
	var sb strings.Builder
	bg := context.Background()
	for _, kind := range kinds() {
		list, err := c.b.opt.Results.Leaderboard(bg, guild, string(kind), 0)
		if err != nil {
			return c.fail(err)
		}
		if len(list) == 0 {
			continue
		}
		rated, err := c.b.opt.Results.Ratings(bg, guild, string(kind), 0)
		if err != nil {
			return c.fail(err)
		}
		fmt.Fprintf(&sb, "**%s**\n", c.title(kind))
		for i, st := range byRating(list, rated) {
			if i == leaderboardSize {
				break
			}
			line := c.standingText(st.Standing)
			if st.rated {
				line = c.ratingText(st.rating) + ", " + line
			}
			sb.WriteString(c.t("%d. %s: %s", i+1, esc(st.Name), line))
			sb.WriteString(c.bestText(kind, st.Standing))
			sb.WriteString("\n")
		}
	}
	if sb.Len() == 0 {
		return []Reply{{Text: c.t("No game has been played on this server yet.")}}
	}
	return []Reply{{Text: clip(strings.TrimRight(sb.String(), "\n"), 1990)}}
}

// leaderboardSize is how many players a leaderboard shows per game.
const leaderboardSize = 10

// ratedStanding is a standing with the player's rating, if any.
type ratedStanding struct {
	Standing
	rated  bool
	rating PlayerRating
}

// byRating orders standings: the rated players by rating (ratings' order),
// then the others in the standings' order (most wins first).
func byRating(list []Standing, ratings []PlayerRating) []ratedStanding {
	byUser := map[string]Standing{}
	for _, st := range list {
		byUser[st.User] = st
	}
	out := make([]ratedStanding, 0, len(list))
	seen := map[string]bool{}
	for _, r := range ratings {
		st, ok := byUser[r.User]
		if !ok {
			continue
		}
		seen[r.User] = true
		out = append(out, ratedStanding{Standing: st, rated: true, rating: r})
	}
	for _, st := range list {
		if !seen[st.User] {
			out = append(out, ratedStanding{Standing: st})
		}
	}
	return out
}

// globalBoard shows each game's ratings across every server.
func (c *handling) globalBoard() []Reply {
	var sb strings.Builder
	for _, kind := range kinds() {
		list, err := c.b.opt.Results.Ratings(context.Background(), storage.GlobalScope, string(kind), leaderboardSize)
		if err != nil {
			return c.fail(err)
		}
		if len(list) == 0 {
			continue
		}
		fmt.Fprintf(&sb, "**%s**\n", c.title(kind))
		for i, r := range list {
			sb.WriteString(c.t("%d. %s: %s", i+1, esc(r.Name), c.ratingText(r)) + ", " + c.ratedGames(r.Games) + "\n")
		}
	}
	if sb.Len() == 0 {
		return []Reply{{Text: c.t("Nobody has a rating yet: a game with two or more players that someone wins rates its players.")}}
	}
	return []Reply{{Text: c.t("Ratings across all servers:") + "\n" + clip(strings.TrimRight(sb.String(), "\n"), 1950)}}
}

// ratingText is "rating 1747 ±253": the rating and its deviation, rounded.
func (c *handling) ratingText(r PlayerRating) string {
	return c.t("rating %d ±%d", int(math.Round(r.Rating)), int(math.Round(r.RD)))
}

// ratedGames is "1 rated game" or "n rated games".
func (c *handling) ratedGames(n int) string {
	return trn(c.locale, "%d rated games", n)
}

// historySize is how many rating changes /stats shows.
const historySize = 5

// bestText is ", best word X (n points)" or ", best move ...", or "".
func (c *handling) bestText(kind Kind, st Standing) string {
	if st.BestWord == "" {
		return ""
	}
	if g := game(kind); g != nil && !g.Turns {
		return c.t(", best word %s (%s)", st.BestWord, c.points(st.BestWordPoints))
	}
	return c.t(", best move %s (%s)", st.BestWord, c.points(st.BestWordPoints))
}

// statsReply shows the user's own record on this server, privately: per
// game, the rating on this server and across all servers, wins and points;
// then the last rating changes on this server.
func (c *handling) statsReply(guild string) []Reply {
	bg := context.Background()
	list, err := c.b.opt.Results.PlayerStats(bg, guild, c.user.ID)
	if err != nil {
		return c.fail(err)
	}
	if len(list) == 0 {
		return c.private("You have not finished a game on this server yet.")
	}
	here, err := c.b.opt.Results.PlayerRatings(bg, guild, c.user.ID)
	if err != nil {
		return c.fail(err)
	}
	all, err := c.b.opt.Results.PlayerRatings(bg, storage.GlobalScope, c.user.ID)
	if err != nil {
		return c.fail(err)
	}
	history, err := c.b.opt.Results.RatingHistory(bg, guild, c.user.ID, historySize)
	if err != nil {
		return c.fail(err)
	}
	ratingOf := func(list []PlayerRating, game string) (PlayerRating, bool) {
		for _, r := range list {
			if r.Game == game {
				return r, true
			}
		}
		return PlayerRating{}, false
	}
	var sb strings.Builder
	sb.WriteString(c.t("Your games on this server:") + "\n")
	for _, st := range list {
		var line strings.Builder
		if r, ok := ratingOf(here, st.Game); ok {
			line.WriteString(c.ratingText(r))
			if g, ok := ratingOf(all, st.Game); ok {
				line.WriteString(" " + c.t("(all servers: %d)", int(math.Round(g.Rating))))
			}
			line.WriteString(", ")
		}
		line.WriteString(c.standingText(st))
		line.WriteString(c.bestText(Kind(st.Game), st))
		sb.WriteString(c.t("**%s**: %s", c.title(Kind(st.Game)), line.String()) + "\n")
	}
	if len(history) > 0 {
		sb.WriteString(c.t("Your last rating changes on this server:") + "\n")
		for _, h := range history {
			before, after := int(math.Round(h.Before)), int(math.Round(h.After))
			sb.WriteString(c.t("%s %s: %d → %d (%+d)", h.At.UTC().Format("2006-01-02"), c.title(Kind(h.Game)), before, after, after-before) + "\n")
		}
	}
	return []Reply{{Text: clip(strings.TrimRight(sb.String(), "\n"), 1990), Private: true}}
}

// standingText is a standing's figures: wins, games, points and best score,
// with singular and plural forms ("1 win in 1 game, 2 points (best 2)").
func (c *handling) standingText(st Standing) string {
	wins, games := trn(c.locale, "%d wins", st.Wins), trn(c.locale, "%d games", st.Played)
	return c.t("%s in %s, %s (best %d)", wins, games, c.points(st.Total), st.Best)
}
