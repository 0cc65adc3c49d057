package fakediscord

import (
	"strconv"
	"sync"
)

// Servers as Discord's REST reads give them, for the Activity's check that
// a player may see a channel (docs/activity.md, "Who may play"): GET
// /guilds/{guild.id} (the server, its owner and roles with their
// permissions), GET /channels/{channel.id} (its server and permission
// overwrites) and GET /guilds/{guild.id}/members/{user.id} (the member's
// roles), in Discord's shapes: permissions are decimal strings, an
// overwrite's type is 0 for a role and 1 for a member. A server, channel or
// member the fake was not given is answered as Discord answers one the bot
// cannot see: 404 with Unknown Guild (10004), Unknown Channel (10003) or
// Unknown Member (10007).

// Permission bits used by the tests (Discord's values).
const (
	PermViewChannel  int64 = 1 << 10
	PermSendMessages int64 = 1 << 11
	PermAdmin        int64 = 1 << 3
)

// Guild is a server of the fake.
type Guild struct {
	ID      string
	OwnerID string
	// Everyone is the @everyone role's permissions (the role's ID is the
	// server's).
	Everyone int64
	// Roles are the server's other roles: ID -> permissions.
	Roles map[string]int64
	// Channels are the server's channels.
	Channels []Channel
	// Members are the server's members: user ID -> their roles (besides
	// @everyone).
	Members map[string][]string
}

// Channel is a channel of a Guild.
type Channel struct {
	ID   string
	Type int // 0 text, 2 voice
	// Overwrites are the channel's permission overwrites.
	Overwrites []Overwrite
}

// Overwrite is a channel's permission overwrite of a role (Type 0; the
// server's ID for @everyone) or a member (Type 1).
type Overwrite struct {
	ID          string
	Type        int
	Allow, Deny int64
}

// guildState is the servers the fake was given.
type guildState struct {
	mu     sync.Mutex
	guilds map[string]Guild
}

// SetGuild gives the fake the server g (replacing one of its ID).
func (s *Server) SetGuild(g Guild) {
	s.guilds.mu.Lock()
	defer s.guilds.mu.Unlock()
	if s.guilds.guilds == nil {
		s.guilds.guilds = map[string]Guild{}
	}
	s.guilds.guilds[g.ID] = g
}

func perm(p int64) string { return strconv.FormatInt(p, 10) }

// guildRead answers GET /guilds/{id}, /channels/{id} and
// /guilds/{id}/members/{user} (parts, the path's), reporting whether the
// path is one of them; kind names the call.
func (s *Server) guildRead(parts []string) (kind string, resp any, status int, ok bool) {
	s.guilds.mu.Lock()
	defer s.guilds.mu.Unlock()
	unknown := func(what string, code int) any { return map[string]any{"message": "Unknown " + what, "code": code} }
	switch {
	case len(parts) == 2 && parts[0] == "guilds":
		g, found := s.guilds.guilds[parts[1]]
		if !found {
			return "get_guild", unknown("Guild", 10004), 404, true
		}
		roles := []map[string]any{{"id": g.ID, "name": "@everyone", "permissions": perm(g.Everyone), "position": 0}}
		for id, p := range g.Roles {
			roles = append(roles, map[string]any{"id": id, "name": "role " + id, "permissions": perm(p), "position": 1})
		}
		return "get_guild", map[string]any{"id": g.ID, "name": "server " + g.ID, "owner_id": g.OwnerID, "roles": roles}, 200, true
	case len(parts) == 2 && parts[0] == "channels":
		for _, g := range s.guilds.guilds {
			for _, c := range g.Channels {
				if c.ID != parts[1] {
					continue
				}
				ows := []map[string]any{}
				for _, o := range c.Overwrites {
					ows = append(ows, map[string]any{"id": o.ID, "type": o.Type, "allow": perm(o.Allow), "deny": perm(o.Deny)})
				}
				return "get_channel", map[string]any{"id": c.ID, "type": c.Type, "guild_id": g.ID, "name": "channel " + c.ID, "permission_overwrites": ows}, 200, true
			}
		}
		return "get_channel", unknown("Channel", 10003), 404, true
	case len(parts) == 4 && parts[0] == "guilds" && parts[2] == "members":
		g, found := s.guilds.guilds[parts[1]]
		if !found {
			return "get_member", unknown("Guild", 10004), 404, true
		}
		roles, member := g.Members[parts[3]]
		if !member {
			return "get_member", unknown("Member", 10007), 404, true
		}
		if roles == nil {
			roles = []string{}
		}
		return "get_member", map[string]any{"user": map[string]any{"id": parts[3], "username": "user" + parts[3]}, "roles": roles,
			"joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0}, 200, true
	}
	return "", nil, 0, false
}
