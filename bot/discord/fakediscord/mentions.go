package fakediscord

import (
	"encoding/json"
	"regexp"
	"strings"
)

// AllowedMentions is a body's allowed_mentions, as Discord reads it.
type AllowedMentions struct {
	// Parse lists the kinds of mentions Discord finds in the content by
	// itself: "users", "roles", "everyone".
	Parse []string `json:"parse"`
	// Users and Roles are the IDs that may be mentioned besides.
	Users []string `json:"users"`
	Roles []string `json:"roles"`
	// RepliedUser pings the author of the message replied to.
	RepliedUser bool `json:"replied_user"`
}

// Pings are the notifications a body would cause on Discord.
type Pings struct {
	Everyone bool     // @everyone or @here
	Users    []string // users notified, in the order of the content
	Roles    []string // roles notified
}

// Any reports whether anyone would be notified.
func (p Pings) Any() bool { return p.Everyone || len(p.Users) > 0 || len(p.Roles) > 0 }

// mentionRe finds what Discord reads as a mention in content.
var mentionRe = regexp.MustCompile(`@everyone|@here|<@!?([0-9]+)>|<@&([0-9]+)>`)

// WouldPing computes who a body with this content and allowed_mentions
// (nil: the field is absent) would notify on Discord. Without
// allowed_mentions Discord parses every mention in the content; with it,
// only the kinds in parse, plus the users and roles listed (and only when
// the content mentions them). A mention escaped with a backslash is text.
// Unlike Discord, it counts mentions in code blocks and in edits too, the
// stricter reading: a stray mention anywhere is a bug.
func WouldPing(content string, am *AllowedMentions) Pings {
	parse := map[string]bool{"users": true, "roles": true, "everyone": true}
	users, roles := map[string]bool{}, map[string]bool{}
	if am != nil {
		parse = map[string]bool{}
		for _, p := range am.Parse {
			parse[p] = true
		}
		for _, u := range am.Users {
			users[u] = true
		}
		for _, r := range am.Roles {
			roles[r] = true
		}
	}
	var p Pings
	seenU, seenR := map[string]bool{}, map[string]bool{}
	for _, m := range mentionRe.FindAllStringSubmatchIndex(content, -1) {
		if escaped(content, m[0]) {
			continue
		}
		switch {
		case m[2] >= 0:
			id := content[m[2]:m[3]]
			if (parse["users"] || users[id]) && !seenU[id] {
				seenU[id] = true
				p.Users = append(p.Users, id)
			}
		case m[4] >= 0:
			id := content[m[4]:m[5]]
			if (parse["roles"] || roles[id]) && !seenR[id] {
				seenR[id] = true
				p.Roles = append(p.Roles, id)
			}
		default:
			if parse["everyone"] {
				p.Everyone = true
			}
		}
	}
	return p
}

// escaped reports whether the character at i follows an odd number of
// backslashes.
func escaped(s string, i int) bool {
	n := 0
	for i > 0 && s[i-1] == '\\' {
		n++
		i--
	}
	return n%2 == 1
}

// checkAllowedMentions returns Discord's complaint about an
// allowed_mentions, or "".
func checkAllowedMentions(am *AllowedMentions) string {
	if am == nil {
		return ""
	}
	for _, p := range am.Parse {
		switch {
		case p == "users" && len(am.Users) > 0:
			return "allowed_mentions: parse users and a users list are mutually exclusive"
		case p == "roles" && len(am.Roles) > 0:
			return "allowed_mentions: parse roles and a roles list are mutually exclusive"
		case p != "users" && p != "roles" && p != "everyone":
			return "allowed_mentions: unknown parse type " + p
		}
	}
	if len(am.Users) > 100 || len(am.Roles) > 100 {
		return "allowed_mentions: at most 100 users and 100 roles"
	}
	return ""
}

// Attachment is an entry of a body's attachments: the description of an
// uploaded file.
type Attachment struct {
	ID          json.RawMessage `json:"id"`
	Filename    string          `json:"filename"`
	Description string          `json:"description"`
}

// Description returns the description the body gave the file named name.
func (c Call) Description(name string) string {
	for _, a := range c.Attachments {
		if a.Filename == name {
			return a.Description
		}
	}
	for i, f := range c.Files {
		if f.Name == name {
			for _, a := range c.Attachments {
				if strings.Trim(string(a.ID), `"`) == itoa(i) {
					return a.Description
				}
			}
		}
	}
	return ""
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

// commandScope is "" for the global commands of
// /applications/{app}/commands, the guild for
// /applications/{app}/guilds/{guild}/commands.
func commandScope(parts []string) string {
	if len(parts) == 5 && parts[2] == "guilds" {
		return parts[3]
	}
	return ""
}

// putCommands replaces the commands of a scope, as a bulk overwrite does,
// giving each an ID and a version, and returns them.
func (s *Server) putCommands(scope string, body []byte) json.RawMessage {
	var list []map[string]any
	if json.Unmarshal(body, &list) != nil {
		return json.RawMessage(body)
	}
	for _, c := range list {
		// Discord answers with its own defaults and without the empty
		// fields a client sent.
		dropEmpty(c)
		for k, v := range map[string]any{"type": 1, "nsfw": false, "default_member_permissions": nil, "integration_types": []int{0}} {
			if _, ok := c[k]; !ok {
				c[k] = v
			}
		}
		if scope != "" {
			delete(c, "contexts")
			delete(c, "dm_permission")
		}
		if id, ok := c["id"].(string); !ok || id == "" {
			c["id"] = s.NewID() // a command sent with its ID keeps it
		}
		c["application_id"] = AppID
		c["version"] = s.NewID()
		if scope != "" {
			c["guild_id"] = scope
		}
	}
	out, _ := json.Marshal(list)
	s.SetCommands(scope, out)
	return out
}

// SetCommands sets the commands registered in a scope ("" global, else a
// guild ID), as a JSON array like Discord's GET returns.
func (s *Server) SetCommands(scope string, list json.RawMessage) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.commands == nil {
		s.commands = map[string]json.RawMessage{}
	}
	s.commands[scope] = list
}

// Commands returns the commands registered in a scope: what a GET of them
// answers (an empty array when none).
func (s *Server) Commands(scope string) json.RawMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l, ok := s.commands[scope]; ok {
		return l
	}
	return json.RawMessage("[]")
}

// Shards returns the shard ([id, count]) of each Identify so far, {0, 1}
// for one without a shard.
func (s *Server) Shards() [][2]int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return append([][2]int(nil), s.shards...)
}

// dropEmpty removes the null, false and empty fields of a command or an
// option, recursively.
func dropEmpty(m map[string]any) {
	for k, v := range m {
		switch x := v.(type) {
		case nil:
			delete(m, k)
		case bool:
			if !x && k != "dm_permission" {
				delete(m, k)
			}
		case []any:
			if len(x) == 0 {
				delete(m, k)
			}
			for _, e := range x {
				if o, ok := e.(map[string]any); ok {
					dropEmpty(o)
				}
			}
		}
	}
}
