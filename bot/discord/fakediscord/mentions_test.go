package fakediscord

import (
	"reflect"
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
