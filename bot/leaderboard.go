package bot

import (
	"context"
	"fmt"
	"strings"
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
func (c *ctx) record(kind Kind, id string, players []User, scores []int, winners []int, bests []bestPlay) {
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
		pr := PlayerResult{User: p.ID, Name: p.Name, Won: won[i]}
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

// leaderboardReply shows the server's standings for each game.
func (c *ctx) leaderboardReply(guild string) []Reply {
	var sb strings.Builder
	for _, kind := range kinds() {
		list, err := c.b.opt.Results.Leaderboard(context.Background(), guild, string(kind), 10)
		if err != nil {
			return c.fail(err)
		}
		if len(list) == 0 {
			continue
		}
		fmt.Fprintf(&sb, "**%s**\n", c.title(kind))
		for i, st := range list {
			sb.WriteString(c.t("%d. %s: %s", i+1, esc(st.Name), c.standingText(st)))
			sb.WriteString(c.bestText(kind, st))
			sb.WriteString("\n")
		}
	}
	if sb.Len() == 0 {
		return []Reply{{Text: c.t("No game has been played on this server yet.")}}
	}
	return []Reply{{Text: clip(strings.TrimRight(sb.String(), "\n"), 1990)}}
}

// bestText is ", best word X (n points)" or ", best move ...", or "".
func (c *ctx) bestText(kind Kind, st Standing) string {
	if st.BestWord == "" {
		return ""
	}
	if g := game(kind); g != nil && !g.Turns {
		return c.t(", best word %s (%s)", st.BestWord, c.points(st.BestWordPoints))
	}
	return c.t(", best move %s (%s)", st.BestWord, c.points(st.BestWordPoints))
}

// statsReply shows the user's own record on this server, privately.
func (c *ctx) statsReply(guild string) []Reply {
	list, err := c.b.opt.Results.PlayerStats(context.Background(), guild, c.user.ID)
	if err != nil {
		return c.fail(err)
	}
	if len(list) == 0 {
		return c.private("You have not finished a game on this server yet.")
	}
	var sb strings.Builder
	sb.WriteString(c.t("Your games on this server:") + "\n")
	for _, st := range list {
		sb.WriteString(fmt.Sprintf("**%s**: %s", c.title(Kind(st.Game)), c.standingText(st)))
		sb.WriteString(c.bestText(Kind(st.Game), st))
		sb.WriteString("\n")
	}
	return []Reply{{Text: clip(strings.TrimRight(sb.String(), "\n"), 1990), Private: true}}
}

// standingText is a standing's figures: wins, games, points and best score,
// with singular and plural forms ("1 win in 1 game, 2 points (best 2)").
func (c *ctx) standingText(st Standing) string {
	wins, games := c.t("%d wins", st.Wins), c.t("%d games", st.Played)
	if st.Wins == 1 {
		wins = c.t("1 win")
	}
	if st.Played == 1 {
		games = c.t("1 game")
	}
	return c.t("%s in %s, %s (best %d)", wins, games, c.points(st.Total), st.Best)
}
