package fakediscord

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// send makes a JSON request and returns its status and the body's code and
// message (for a refusal).
func send(t *testing.T, c *http.Client, method, path, body string) (status, code int, message string) {
	t.Helper()
	req, _ := http.NewRequest(method, "https://discord.com/api/v9"+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var e struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	json.Unmarshal(data, &e)
	return resp.StatusCode, e.Code, e.Message
}

const chat = `{"name":"help","description":"Rules and commands","options":[]}`

// TestEntryPointCommand: the fake takes an Entry Point command only in its
// documented shape. Without an Activity none is taken; enabling one creates
// Discord's default "launch"; a bulk overwrite that leaves it out is refused
// with 50240 and changes nothing; one with options, without a handler or
// with another, with a bad installation or interaction context, a second
// one, one on a guild, or a handler on a slash command are refused with
// 50035; one sent with the default's ID replaces it and keeps the ID.
func TestEntryPointCommand(t *testing.T) {
	s := New()
	defer s.Close()
	s.NoLimits = true
	c := s.Client()
	global := "/applications/" + AppID + "/commands"
	ep := func(fields string) string {
		return `{"name":"launch","description":"Play","type":4` + fields + `}`
	}
	put := func(what, path, body string, wantStatus, wantCode int, wantMsg string) {
		t.Helper()
		status, code, msg := send(t, c, "PUT", path, body)
		if status != wantStatus || code != wantCode || !strings.Contains(msg, wantMsg) {
			t.Errorf("%s: %d, code %d %q; want %d, code %d %q", what, status, code, msg, wantStatus, wantCode, wantMsg)
		}
	}
	put("without an Activity", global, "["+chat+","+ep(`,"handler":2`)+"]", 400, 50035, "only an application with an Activity")
	put("slash commands only, without an Activity", global, "["+chat+"]", 200, 0, "")

	s.EnableActivity()
	var list []map[string]any
	json.Unmarshal(s.Commands(""), &list)
	def := entryPointOf(list)
	if len(list) != 2 || def == nil || def["name"] != "launch" || def["handler"] != float64(2) {
		t.Fatalf("after enabling the Activity: %s", s.Commands(""))
	}
	before := string(s.Commands(""))
	put("the Entry Point left out", global, "["+chat+"]", 400, CodeEntryPointRemoved, "You cannot remove this app's Entry Point command")
	put("the Entry Point renamed without its ID", global, "["+chat+","+strings.Replace(ep(`,"handler":2`), "launch", "play", 1)+"]",
		400, CodeEntryPointRemoved, "Entry Point")
	for what, body := range map[string]string{
		"with options":            ep(`,"handler":2,"options":[{"type":3,"name":"word","description":"A word"}]`),
		"without a handler":       ep(``),
		"handler 3":               ep(`,"handler":3`),
		"integration type 2":      ep(`,"handler":2,"integration_types":[2]`),
		"no integration types":    ep(`,"handler":2,"integration_types":[]`),
		"interaction context 3":   ep(`,"handler":2,"contexts":[0,3]`),
		"a name of 33 characters": strings.Replace(ep(`,"handler":2`), "launch", strings.Repeat("l", 33), 1),
		"two Entry Points":        ep(`,"handler":2`) + "," + strings.Replace(ep(`,"handler":1`), "launch", "play", 1),
		"a slash command's handler": strings.Replace(chat, `"options":[]`, `"options":[],"handler":2`, 1) + "," +
			ep(`,"handler":2`),
	} {
		put(what, global, "["+chat+","+body+"]", 400, 50035, "Invalid Form Body")
	}
	put("on a guild", "/applications/"+AppID+"/guilds/g1/commands", "["+ep(`,"handler":2`)+"]", 400, 50035, "can only be global")
	if after := string(s.Commands("")); after != before {
		t.Errorf("refused overwrites changed the commands:\n%s\nwas\n%s", after, before)
	}
	if n := s.Count("commands_refused"); n != 13 {
		t.Errorf("%d overwrites refused, want 13", n)
	}

	// Ours, with the default's ID: it replaces it, keeping the ID.
	mine := `{"id":"` + def["id"].(string) + `","name":"launch","description":"Play","type":4,"handler":2,"integration_types":[0],"contexts":[0]}`
	put("ours with the ID", global, "["+chat+","+mine+"]", 200, 0, "")
	json.Unmarshal(s.Commands(""), &list)
	if got := entryPointOf(list); len(list) != 2 || got == nil || got["id"] != def["id"] || got["description"] != "Play" {
		t.Errorf("after ours: %s", s.Commands(""))
	}
}

// TestLaunchActivity: the fake takes LAUNCH_ACTIVITY (callback type 12)
// only without data, for a command or a button, from an application with
// an Activity; not for an autocomplete or a form, nor without an Activity.
func TestLaunchActivity(t *testing.T) {
	s := New()
	defer s.Close()
	c := s.Client()
	u := User{ID: "1", Name: "alice"}
	callback := func(id string) string { return "/interactions/" + id + "/tok-" + id + "/callback" }
	answer := func(what, id, body string, wantStatus int, wantMsg string) {
		t.Helper()
		status, _, msg := send(t, c, "POST", callback(id), body)
		if status != wantStatus || !strings.Contains(msg, wantMsg) {
			t.Errorf("%s: %d %q, want %d %q", what, status, msg, wantStatus, wantMsg)
		}
	}
	answer("without an Activity", s.Click("g1", "c1", "m1", u, "activity"), `{"type":12}`, 400, "only available to applications with an Activity")
	s.EnableActivity()
	answer("a button", s.Click("g1", "c1", "m1", u, "activity"), `{"type":12}`, 204, "")
	answer("the Entry Point command", s.EntryPoint("g1", "c1", u), `{"type":12}`, 204, "")
	answer("a slash command", s.Command("g1", "c1", u, "help", ""), `{"type":12}`, 204, "")
	answer("with data", s.Click("g1", "c1", "m1", u, "activity"), `{"type":12,"data":{"content":"x"}}`, 400, "takes no data")
	answer("with empty data", s.Click("g1", "c1", "m1", u, "activity"), `{"type":12,"data":{}}`, 400, "takes no data")
	answer("an autocomplete", s.Autocomplete("g1", "c1", u, "play", "", "word"), `{"type":12}`, 400, "not valid for this interaction")
	answer("a form", s.Submit("g1", "c1", u, "words:1", "cat"), `{"type":12}`, 400, "not valid for this interaction")
	n := 0
	for _, call := range s.Calls() {
		if call.Kind == "callback" && call.Type == 12 {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d launches recorded, want 3", n)
	}
}
