package fakediscord

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestWouldPing(t *testing.T) {
	content := "@everyone hi <@1> and <@!2>, <@&7>, `<@3>`, \\@here \\<@4> \\\\<@5>"
	none := &AllowedMentions{Parse: []string{}}
	for _, c := range []struct {
		am   *AllowedMentions
		want Pings
	}{
		{nil, Pings{Everyone: true, Users: []string{"1", "2", "3", "5"}, Roles: []string{"7"}}},
		{none, Pings{}},
		{&AllowedMentions{Parse: []string{}, Users: []string{"2", "9"}}, Pings{Users: []string{"2"}}},
		{&AllowedMentions{Parse: []string{"roles"}}, Pings{Roles: []string{"7"}}},
		{&AllowedMentions{Parse: []string{"everyone"}}, Pings{Everyone: true}},
	} {
		if got := WouldPing(content, c.am); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%+v: %+v, want %+v", c.am, got, c.want)
		}
	}
	if checkAllowedMentions(&AllowedMentions{Parse: []string{"users"}, Users: []string{"1"}}) == "" || checkAllowedMentions(none) != "" {
		t.Error("parse users with a users list is refused by Discord")
	}
}

// The fake refuses a button or form whose custom_id Discord would refuse:
// empty or over 100 characters (400, code 50035); 100 is taken.
func TestCustomIDLimit(t *testing.T) {
	s := New()
	defer s.Close()
	c := s.Client()
	post := func(path, body string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest("POST", "https://discord.com/api/v9"+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var e struct{ Code int }
		json.NewDecoder(resp.Body).Decode(&e)
		return resp.StatusCode, strconv.Itoa(e.Code)
	}
	button := func(id string) string {
		return `{"content":"x","components":[{"type":1,"components":[{"type":2,"style":1,"label":"Go","custom_id":"` + id + `"}]}]}`
	}
	long := strings.Repeat("é", 100) // characters, not bytes
	for _, tc := range []struct {
		path, body, want string
	}{
		{"/channels/1/messages", button(long), "200 0"},
		{"/channels/2/messages", button(long + "x"), "400 50035"},
		{"/channels/3/messages", button(""), "400 50035"},
		{"/interactions/7/tok/callback", `{"type":9,"data":{"custom_id":"` + long + `x","title":"T","components":[]}}`, "400 50035"},
		{"/interactions/8/tok2/callback", `{"type":9,"data":{"custom_id":"words:1","title":"T","components":[]}}`, "204 0"},
	} {
		status, code := post(tc.path, tc.body)
		if got := strconv.Itoa(status) + " " + code; got != tc.want {
			t.Errorf("%s %.60s: %s, want %s", tc.path, tc.body, got, tc.want)
		}
	}
}
