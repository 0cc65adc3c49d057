package fakediscord

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"unicode/utf8"
)

// The Discord Activity's launchers, as Discord documents them
// (docs/activity.md, "Launching it"):
//
//   - An application with an Activity (EnableActivity; the EMBEDDED flag)
//     has one global Entry Point command: an application command of type 4
//     (PRIMARY_ENTRY_POINT) with a handler, 1 (APP_HANDLER: the app answers
//     the interaction) or 2 (DISCORD_LAUNCH_ACTIVITY: Discord launches the
//     Activity itself). Enabling Activities creates Discord's default one,
//     "launch" with handler 2.
//   - A bulk overwrite of the global commands that leaves that command out
//     is refused with 400, code 50240, and changes nothing.
//   - An Entry Point command takes no options, is global only, belongs to
//     an application with an Activity, and only it has a handler; its
//     integration_types are installation contexts (0 guild, 1 user) and its
//     contexts interaction contexts (0 guild, 1 bot DM, 2 private channel).
//   - An interaction may be answered with LAUNCH_ACTIVITY (callback type
//     12, no data) only by an application with an Activity, and only for an
//     application command or a component (a button), not for an
//     autocomplete or a form.
//
// Refusals are 400 with code 50035 (Invalid Form Body) and a sentence
// naming the field, in the fake's words.

// Interaction types and the Entry Point command type, as Discord numbers them.
const (
	interactionCommand      = 2
	interactionComponent    = 3
	interactionAutocomplete = 4
	interactionModalSubmit  = 5
	entryPointType          = 4
	launchActivityCallback  = 12
)

// CodeEntryPointRemoved is Discord's error code for a bulk overwrite that
// would remove the Entry Point command.
const CodeEntryPointRemoved = 50240

// entryPointRemoved is Discord's message with CodeEntryPointRemoved.
const entryPointRemoved = "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately."

type activityState struct {
	mu      sync.Mutex
	enabled bool
	kinds   map[string]int // interaction ID -> its interaction type
}

// EnableActivity gives the application an Activity, as enabling
// Activities in the developer portal does: LAUNCH_ACTIVITY and Entry Point
// commands are accepted from then on, and Discord's default Entry Point
// command ("launch", handler 2) is created among the global commands
// unless one is there.
func (s *Server) EnableActivity() {
	s.act.mu.Lock()
	s.act.enabled = true
	s.act.mu.Unlock()
	var list []map[string]any
	json.Unmarshal(s.Commands(""), &list)
	if entryPointOf(list) != nil {
		return
	}
	list = append(list, map[string]any{"id": s.NewID(), "application_id": AppID, "version": s.NewID(),
		"type": entryPointType, "name": "launch", "description": "", "handler": 2,
		"integration_types": []int{0, 1}, "contexts": []int{0, 1, 2}})
	out, _ := json.Marshal(list)
	s.SetCommands("", out)
}

func (s *Server) activityEnabled() bool {
	s.act.mu.Lock()
	defer s.act.mu.Unlock()
	return s.act.enabled
}

// EntryPoint sends an INTERACTION_CREATE for the Entry Point command
// ("launch") used by u in channel, as Discord does when its handler is 1
// (APP_HANDLER), and returns the interaction's ID.
func (s *Server) EntryPoint(guild, channel string, u User) string {
	id := s.NewID()
	d := map[string]any{"id": id, "application_id": AppID, "type": interactionCommand, "channel_id": channel, "token": "tok-" + id,
		"version": 1, "locale": u.Locale,
		"data": map[string]any{"id": "cmd-launch", "name": "launch", "type": entryPointType}}
	s.addUser(d, guild, u)
	s.Dispatch("INTERACTION_CREATE", d)
	return id
}

// noteInteraction remembers an interaction's type (see checkLaunch).
func (s *Server) noteInteraction(d any) {
	m, ok := d.(map[string]any)
	if !ok {
		return
	}
	id, _ := m["id"].(string)
	t, _ := m["type"].(int)
	s.act.mu.Lock()
	defer s.act.mu.Unlock()
	if s.act.kinds == nil {
		s.act.kinds = map[string]int{}
	}
	s.act.kinds[id] = t
}

// checkLaunch refuses a LAUNCH_ACTIVITY answer Discord would refuse: from
// an application without an Activity, to an interaction other than a
// command or a component, or with data.
func (s *Server) checkLaunch(c Call) string {
	if c.Type != launchActivityCallback {
		return ""
	}
	s.act.mu.Lock()
	enabled, kind := s.act.enabled, s.act.kinds[c.Interaction]
	s.act.mu.Unlock()
	var body map[string]json.RawMessage
	json.Unmarshal(c.Body, &body)
	switch {
	case !enabled:
		return "type: LAUNCH_ACTIVITY is only available to applications with an Activity"
	case kind != interactionCommand && kind != interactionComponent:
		return fmt.Sprintf("type: callback type %d is not valid for this interaction (type %d)", c.Type, kind)
	case body["data"] != nil && string(body["data"]) != "null":
		return "data: LAUNCH_ACTIVITY takes no data"
	}
	return ""
}

// entryPointOf is the Entry Point command of a command list (nil when it
// has none).
func entryPointOf(list []map[string]any) map[string]any {
	for _, c := range list {
		if t, _ := c["type"].(float64); t == entryPointType {
			return c
		}
		if t, _ := c["type"].(int); t == entryPointType {
			return c
		}
	}
	return nil
}

// checkCommands refuses a bulk overwrite of scope ("" global, or a guild)
// that Discord would refuse (see the top of this file): it returns the
// error's code and message, or 0.
func (s *Server) checkCommands(scope string, body []byte) (int, string) {
	var list []map[string]any
	if json.Unmarshal(body, &list) != nil {
		return 0, ""
	}
	entryPoints := 0
	for i, c := range list {
		t, _ := c["type"].(float64)
		_, hasHandler := c["handler"]
		if t != entryPointType {
			if hasHandler {
				return 50035, fmt.Sprintf("%d.handler: only an Entry Point command (type 4) has a handler", i)
			}
			continue
		}
		entryPoints++
		name, _ := c["name"].(string)
		desc, _ := c["description"].(string)
		opts, _ := c["options"].([]any)
		h, _ := c["handler"].(float64)
		switch {
		case entryPoints > 1:
			return 50035, fmt.Sprintf("%d.type: an application has only one Entry Point command", i)
		case scope != "":
			return 50035, fmt.Sprintf("%d.type: an Entry Point command can only be global", i)
		case !s.activityEnabled():
			return 50035, fmt.Sprintf("%d.type: only an application with an Activity has an Entry Point command", i)
		case len(opts) > 0:
			return 50035, fmt.Sprintf("%d.options: only CHAT_INPUT commands take options", i)
		case !hasHandler:
			return 50035, fmt.Sprintf("%d.handler: an Entry Point command needs a handler", i)
		case h != 1 && h != 2:
			return 50035, fmt.Sprintf("%d.handler: must be 1 (APP_HANDLER) or 2 (DISCORD_LAUNCH_ACTIVITY), not %v", i, c["handler"])
		case utf8.RuneCountInString(name) < 1 || utf8.RuneCountInString(name) > 32:
			return 50035, fmt.Sprintf("%d.name: must be between 1 and 32 in length", i)
		case utf8.RuneCountInString(desc) > 100:
			return 50035, fmt.Sprintf("%d.description: must be 100 or fewer in length", i)
		}
		if msg := checkEnum(c, "integration_types", 1); msg != "" {
			return 50035, fmt.Sprintf("%d.%s", i, msg)
		}
		if msg := checkEnum(c, "contexts", 2); msg != "" {
			return 50035, fmt.Sprintf("%d.%s", i, msg)
		}
	}
	if scope != "" {
		return 0, ""
	}
	var have []map[string]any
	json.Unmarshal(s.Commands(""), &have)
	if old := entryPointOf(have); old != nil {
		mine := entryPointOf(list)
		if mine == nil || (mine["id"] != old["id"] && mine["name"] != old["name"]) {
			return CodeEntryPointRemoved, entryPointRemoved
		}
	}
	return 0, ""
}

// checkEnum checks that a command's field, when present, is a non-empty
// list of integers 0 to most.
func checkEnum(c map[string]any, field string, most float64) string {
	v, ok := c[field]
	if !ok || v == nil {
		return ""
	}
	list, ok := v.([]any)
	if !ok || len(list) == 0 {
		return field + ": must be a non-empty list"
	}
	for j, e := range list {
		if n, ok := e.(float64); !ok || n < 0 || n > most || n != float64(int(n)) {
			return fmt.Sprintf("%s.%d: not a valid value (%v)", field, j, e)
		}
	}
	return ""
}

// refuse writes Discord's 400 answer with code and message.
func refuse(w http.ResponseWriter, code int, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	if code == 50035 {
		message = "Invalid Form Body: " + message
	}
	json.NewEncoder(w).Encode(map[string]any{"message": message, "code": code})
}
