package bot

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// leaderboardPrefix starts the Store key of a server's standings.
const leaderboardPrefix = "leaderboard:"

// standing is one player's record in one game on one server.
type standing struct {
	Name   string `json:"name"`
	Games  int    `json:"games"`
	Wins   int    `json:"wins"`
	Points int    `json:"points"`
}

// leaderboard is a server's standings: game -> user ID -> record.
type leaderboard map[string]map[string]*standing

// record adds a finished game to the server's standings. scores are the
// players' points; winners their indexes.
func (c *ctx) record(kind string, players []User, scores []int, winners []int) {
	guild := c.s.Guild
	if guild == "" || len(players) == 0 {
		return
	}
	b := c.b
	b.boardMu.Lock()
	defer b.boardMu.Unlock()
	lb, err := b.loadLeaderboard(guild)
	if err != nil {
		b.opt.Log.Printf("bot: leaderboard of %s: %v", guild, err)
		return
	}
	if lb[kind] == nil {
		lb[kind] = map[string]*standing{}
	}
	for i, p := range players {
		st := lb[kind][p.ID]
		if st == nil {
			st = &standing{}
			lb[kind][p.ID] = st
		}
		st.Name = p.Name
		st.Games++
		if i < len(scores) {
			st.Points += scores[i]
		}
	}
	for _, w := range winners {
		if w >= 0 && w < len(players) {
			lb[kind][players[w].ID].Wins++
		}
	}
	data, err := json.Marshal(lb)
	if err == nil {
		err = b.opt.Store.Save(leaderboardPrefix+guild, data)
	}
	if err != nil {
		b.opt.Log.Printf("bot: saving the leaderboard of %s: %v", guild, err)
	}
}

func (b *Bot) loadLeaderboard(guild string) (leaderboard, error) {
	lb := leaderboard{}
	data, err := b.opt.Store.Load(leaderboardPrefix + guild)
	if err != nil || data == nil {
		return lb, err
	}
	if err := json.Unmarshal(data, &lb); err != nil {
		return leaderboard{}, err
	}
	return lb, nil
}

// leaderboardReply shows the server's standings for each game.
func (c *ctx) leaderboardReply(guild string) []Reply {
	c.b.boardMu.Lock()
	lb, err := c.b.loadLeaderboard(guild)
	c.b.boardMu.Unlock()
	if err != nil {
		return c.fail(err)
	}
	var sb strings.Builder
	for _, kind := range []string{"boggle", "ruzzle", "scarabeo", "scrabble", "upwords"} {
		recs := lb[kind]
		if len(recs) == 0 {
			continue
		}
		list := make([]*standing, 0, len(recs))
		for _, r := range recs {
			list = append(list, r)
		}
		sort.Slice(list, func(i, j int) bool {
			a, b := list[i], list[j]
			if a.Wins != b.Wins {
				return a.Wins > b.Wins
			}
			if a.Points != b.Points {
				return a.Points > b.Points
			}
			return a.Name < b.Name
		})
		fmt.Fprintf(&sb, "**%s**\n", gameTitle(kind))
		for i, r := range list {
			if i == 10 {
				break
			}
			sb.WriteString(c.t("%d. %s: %d wins in %d games, %d points", i+1, r.Name, r.Wins, r.Games, r.Points) + "\n")
		}
	}
	if sb.Len() == 0 {
		return []Reply{{Text: c.t("No game has been played on this server yet.")}}
	}
	return []Reply{{Text: clip(sb.String(), 1990)}}
}
