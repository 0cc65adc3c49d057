package discord

import (
	"errors"
	"fmt"
	"testing"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestPermanentFailures: each refusal Discord never takes back (403, 404,
// Missing Access, Unknown Channel, ..., Unknown Message on an edit) comes
// back from Post and SendChecked as a bot.PermanentError with its reason;
// a server error, a reset and a refusal of another kind do not.
func TestPermanentFailures(t *testing.T) {
	t.Parallel()
	f, a, _ := start(t, bot.Options{NoImages: true})
	reasonOf := func(err error) string {
		var pe bot.PermanentError
		if !errors.As(err, &pe) {
			return ""
		}
		r, ok := pe.Permanent()
		if !ok {
			return "not ok"
		}
		return r
	}
	for _, tc := range []struct {
		status, code int
		message      string
		want         string
	}{
		{403, 50001, "Missing Access", "missing_access"},
		{403, 50013, "Missing Permissions", "missing_permissions"},
		{404, 10003, "Unknown Channel", "unknown_channel"},
		{404, 10004, "Unknown Guild", "unknown_guild"},
		{400, 50035, "Invalid Form Body", "invalid_form_body"},
		{403, 0, "403: Forbidden", "forbidden"},
		{404, 0, "404: Not Found", "not_found"},
		{404, 10008, "Unknown Message", "not_found"}, // only an edit's is unknown_message
		{500, 0, "500: Internal Server Error", ""},
		{503, 0, "503: Service Unavailable", ""},
		{400, 50006, "Cannot send an empty message", ""},
		{401, 0, "401: Unauthorized", ""},
	} {
		ch := fmt.Sprint("c", tc.status, "-", tc.code)
		f.FailChannel(ch, tc.status, tc.code, tc.message)
		err := a.Post(ch, "r/report", bot.Reply{Text: "report"})
		if err == nil || reasonOf(err) != tc.want {
			t.Errorf("%d %d: Post: %q, %v", tc.status, tc.code, reasonOf(err), err)
		}
		errs := a.SendChecked(bot.Target{Channel: ch}, []bot.Reply{{Text: "report", Durable: "r2/report"}})
		if len(errs) != 1 || errs[0] == nil || reasonOf(errs[0]) != tc.want {
			t.Errorf("%d %d: SendChecked: %q, %v", tc.status, tc.code, reasonOf(errs[0]), errs)
		}
		// Post tries once; SendChecked tries a server error 4 times, and
		// anything else once.
		want := 2
		if tc.status >= 500 {
			want = 5
		}
		if got := f.ChannelFailures(ch); got != want {
			t.Errorf("%d %d: %d calls, want %d", tc.status, tc.code, got, want)
		}
	}
	f.Fail("message", fakediscord.Reset, 1)
	if err := a.Post("c1", "r3/report", bot.Reply{Text: "report"}); err == nil || reasonOf(err) != "" {
		t.Errorf("a reset: %q, %v", reasonOf(err), err)
	}
	// An edit of a message deleted meanwhile.
	if errs := a.SendChecked(bot.Target{Channel: "c1"}, []bot.Reply{{Text: "board", Key: "board"}}); errs[0] != nil {
		t.Fatal(errs[0])
	}
	f.FailChannel("c1", 404, 10008, "Unknown Message")
	errs := a.SendChecked(bot.Target{Channel: "c1"}, []bot.Reply{{Text: "board 2", Edit: "board"}})
	if reasonOf(errs[0]) != "unknown_message" {
		t.Errorf("an edit: %q, %v", reasonOf(errs[0]), errs[0])
	}
	if got := f.ChannelFailures("c1"); got != 1 {
		t.Errorf("the edit tried %d times, want 1", got)
	}
}
