package discord

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/lexicon"
)

// answer is what a player saw in answer to an interaction, whether the bot
// answered at once or deferred and edited.
type answer struct {
	Content   string
	Ephemeral bool
	Update    bool
	Files     []string
	Buttons   []fakediscord.Button
	Ack       time.Duration // from the event to the first response
}

// waitAnswer waits for the answer to interaction id, sent at sent.
func waitAnswer(t *testing.T, f *fakediscord.Server, id string, sent time.Time) answer {
	t.Helper()
	var a answer
	_, ok := f.Wait(10*time.Second, func(cs []fakediscord.Call) bool {
		var cb *fakediscord.Call
		for i := range cs {
			c := &cs[i]
			if c.Interaction != id {
				continue
			}
			if c.Kind == "callback" {
				cb = c
				a.Ack = c.Time.Sub(sent)
				if c.Type == 4 || c.Type == 7 {
					a = answer{Content: c.Content, Ephemeral: c.Ephemeral(), Update: c.Type == 7, Buttons: c.Buttons, Ack: a.Ack}
					for _, fl := range c.Files {
						a.Files = append(a.Files, fl.Name)
					}
					return true
				}
				continue
			}
			if cb != nil && (c.Kind == "edit_original" || c.Kind == "followup") {
				// An edit of a deferred answer is as private as the
				// deferral was (Discord keeps its flags).
				eph := c.Ephemeral() || c.Kind == "edit_original" && cb.Ephemeral()
				a = answer{Content: c.Content, Ephemeral: eph, Update: cb.Type == 6 && c.Kind == "edit_original", Buttons: c.Buttons, Ack: a.Ack}
				for _, fl := range c.Files {
					a.Files = append(a.Files, fl.Name)
				}
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatalf("no answer to interaction %s", id)
	}
	if a.Ack > 3*time.Second {
		t.Errorf("interaction %s acknowledged after %v", id, a.Ack)
	}
	return a
}

var dave = fakediscord.User{ID: "14", Name: "dave"}

func TestScarabeoThroughDiscord(t *testing.T) {
	f, a, _ := start(t, bot.Options{Seed: 5, Lexicon: lexicon.Embedded})
	cmd := func(u fakediscord.User, name string, opts ...fakediscord.Option) answer {
		t.Helper()
		now := time.Now()
		return waitAnswer(t, f, f.Command("g1", "s1", u, name, "", opts...), now)
	}
	click := func(u fakediscord.User, id string) answer {
		t.Helper()
		now := time.Now()
		return waitAnswer(t, f, f.Click("g1", "s1", "lobbymsg", u, id), now)
	}
	now := time.Now()
	lob := waitAnswer(t, f, f.Command("g1", "s1", alice, "scarabeo", "new"), now)
	if lob.Ephemeral || len(lob.Buttons) != 6 || lob.Buttons[5].CustomID != "cpu:1:hard" || lob.Buttons[0] != (fakediscord.Button{Label: "Join", CustomID: "join:1"}) {
		t.Fatalf("lobby: %+v", lob)
	}
	// Two players press Join at the same moment: both get in, once.
	var wg sync.WaitGroup
	var answers [2]answer
	for i, u := range []fakediscord.User{bob, dave} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			now := time.Now()
			answers[i] = waitAnswer(t, f, f.Click("g1", "s1", "lobbymsg", u, "join:1"), now)
		}()
	}
	wg.Wait()
	if !answers[0].Update || !answers[1].Update {
		t.Errorf("joins: %+v", answers)
	}
	if r := click(bob, "join:1"); !r.Ephemeral || r.Content != "You are already in this game." {
		t.Errorf("join twice: %+v", r)
	}
	if r := click(dave, "leave:1"); !r.Update || !strings.Contains(r.Content, "Players (2/4): alice, bob.") {
		t.Errorf("leave: %+v", r)
	}
	if r := click(bob, "start:1"); !r.Ephemeral || !strings.HasPrefix(r.Content, "Only alice") {
		t.Errorf("start by bob: %+v", r)
	}
	n := len(f.Calls())
	if r := click(alice, "start:1"); !r.Update || !strings.Contains(r.Content, "begins: alice, bob") {
		t.Fatalf("start: %+v", r)
	}
	cs, ok := f.Wait(10*time.Second, func(cs []fakediscord.Call) bool { return cs[len(cs)-1].Kind == "message" && len(cs) > n })
	if !ok || !strings.HasPrefix(cs[len(cs)-1].Content, "alice's turn.") || len(cs[len(cs)-1].Files) != 1 || cs[len(cs)-1].Files[0].Name != "board.png" {
		t.Errorf("board: %v", cs[len(cs)-1])
	}
	for _, u := range []fakediscord.User{alice, bob} {
		if r := cmd(u, "rack"); !r.Ephemeral || !strings.HasPrefix(r.Content, "Your tiles: ") || len(r.Files) != 1 || r.Files[0] != "rack.png" {
			t.Errorf("rack of %s: %+v", u.Name, r)
		}
	}
	if r := cmd(dave, "rack"); !r.Ephemeral || r.Content != "You are not in this game." {
		t.Errorf("rack of dave: %+v", r)
	}
	if r := cmd(bob, "play", fakediscord.Option{Name: "word", Type: 3, Value: "casa"}, fakediscord.Option{Name: "pos", Type: 3, Value: "9I"}); !r.Ephemeral || r.Content != "It is not your turn: it is alice's." {
		t.Errorf("bob out of turn: %+v", r)
	}
	if r := cmd(alice, "play", fakediscord.Option{Name: "word", Type: 3, Value: "casa"}, fakediscord.Option{Name: "pos", Type: 3, Value: "99Z"}); !r.Ephemeral || r.Content == "" || strings.Contains(r.Content, "Internal") {
		t.Errorf("bad position: %+v", r)
	}
	for _, u := range []fakediscord.User{alice, bob} {
		h := cmd(u, "hint")
		if !h.Ephemeral || !strings.HasPrefix(h.Content, "Best move: ") || len(h.Files) != 1 || h.Files[0] != "hint.png" || len(h.Buttons) != 1 || h.Buttons[0].Label != "Play it" {
			t.Fatalf("hint of %s: %+v", u.Name, h)
		}
		other := bob
		if u == bob {
			other = alice
		}
		if r := click(other, h.Buttons[0].CustomID); !r.Ephemeral || !strings.HasPrefix(r.Content, "It is not your turn") {
			t.Errorf("play it by %s: %+v", other.Name, r)
		}
		if r := click(dave, h.Buttons[0].CustomID); !r.Ephemeral || r.Content != "You are not in this game." {
			t.Errorf("play it by dave: %+v", r)
		}
		r := click(u, h.Buttons[0].CustomID)
		if r.Ephemeral || !strings.HasPrefix(r.Content, u.Name+" plays ") || !strings.Contains(r.Content, other.Name+"'s turn.") || len(r.Files) != 1 {
			t.Errorf("play it by %s: %+v", u.Name, r)
		}
	}
	a.Bot().Wait()
	time.Sleep(50 * time.Millisecond)
	checkOnce(t, f.Calls())
}
