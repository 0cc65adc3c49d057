package discord

import (
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
)

// Guesses of a round still waiting for the live message when the channel's
// next round starts are not shown in the new round's live message (the
// old round's report lists every word with its verdict): the new round's
// live message holds its own guesses only.
func TestLiveMessageKeepsToItsRound(t *testing.T) {
	t.Parallel()
	f, a, _ := start(t, bot.Options{Lexicon: testLexicon("CAT")})
	fb := a.fb
	ch := "live1"
	// The channel has just sent a live message: the next may go in a second.
	fb.mu.Lock()
	fb.chans[ch] = &liveChannel{channel: ch, last: time.Now(), lastUsed: time.Now()}
	fb.mu.Unlock()
	from := len(f.Calls())
	u := bot.User{ID: "u1", Name: "Alice"}
	// No message ID: no reaction, the guesses wait for the live message.
	fb.guess(ch, "", bot.ReactValid, &bot.Guess{Round: "r1", User: u, Word: "OLDWORD", Verdict: bot.ReactValid, Found: 1})
	fb.guess(ch, "", bot.ReactValid, &bot.Guess{Round: "r2", User: u, Word: "NEWWORD", Verdict: bot.ReactValid, Found: 1})
	c, _ := nextOf(t, f, from, "message")
	if !strings.Contains(c.Content, "NEWWORD") || strings.Contains(c.Content, "OLDWORD") {
		t.Fatalf("the new round's live message: %q", c.Content)
	}
	// Nothing else is sent, and the channel waits for nothing.
	time.Sleep(1500 * time.Millisecond)
	for _, c := range f.CallsSince(from) {
		if strings.Contains(c.Content, "OLDWORD") {
			t.Errorf("the old round's guess was sent: %+v", c)
		}
	}
	fb.mu.Lock()
	defer fb.mu.Unlock()
	if lc := fb.chans[ch]; len(lc.pending) != 0 || lc.queued || lc.sending || fb.waiting != 0 {
		t.Errorf("left waiting: %d pending, queued %v, sending %v, %d channels waiting", len(lc.pending), lc.queued, lc.sending, fb.waiting)
	}
}
