package discord

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wordbot/wordbot/bot"
)

func TestMessageText(t *testing.T) {
	if got := messageText(bot.Reply{Text: "Bea's turn.", Ping: []string{"12", "12", "x<@1>", "", "13"}}); got != "Bea's turn.\n<@12> <@13>" {
		t.Errorf("pings: %q", got)
	}
	long := strings.Repeat("é", 2500)
	got := messageText(bot.Reply{Text: long, Ping: []string{"12"}})
	if n := utf8.RuneCountInString(got); n != 2000 || !strings.HasSuffix(got, "…\n<@12>") {
		t.Errorf("%d characters, ending %q", n, got[len(got)-20:])
	}
	if got := messageText(bot.Reply{Text: long}); utf8.RuneCountInString(got) != 2000 {
		t.Errorf("%d characters", utf8.RuneCountInString(got))
	}
	b, _ := json.Marshal(allowedMentions(nil))
	if string(b) != `{"parse":[],"replied_user":false}` {
		t.Errorf("allowed_mentions %s", b)
	}
	b, _ = json.Marshal(allowedMentions([]string{"12"}))
	if string(b) != `{"parse":[],"users":["12"],"replied_user":false}` {
		t.Errorf("allowed_mentions %s", b)
	}
}

func TestWithAttachments(t *testing.T) {
	atts := []attachment{{ID: 0, Filename: "board.png", Description: "the board"}}
	got, err := withAttachments([]byte(`{"type":4,"data":{"content":"x"}}`), atts)
	if err != nil || string(got) != `{"data":{"attachments":[{"id":0,"filename":"board.png","description":"the board"}],"content":"x"},"type":4}` {
		t.Errorf("interaction response: %s %v", got, err)
	}
	got, err = withAttachments([]byte(`{"content":"x"}`), atts)
	if err != nil || string(got) != `{"attachments":[{"id":0,"filename":"board.png","description":"the board"}],"content":"x"}` {
		t.Errorf("message: %s %v", got, err)
	}
}
