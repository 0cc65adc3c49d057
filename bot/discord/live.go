package discord

import (
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/wordbot/wordbot/bot"
)

// Guess feedback within Discord's rate limits (docs/bot.md, "Rate limits"):
// a typed guess gets its reaction while its channel's reaction bucket (one
// per 250 ms) and the global budget allow it; beyond that the guess waits
// in its channel's queue, and the channel's live message is edited with
// every guess queued since the previous edit, each with its word and
// verdict, and how many words each player has found. Channels take turns
// (the one waiting longest first), so that each edit carries many guesses
// and the whole stays within the global budget.

const (
	// reactionSpacing is Discord's pace of reactions in a channel.
	reactionSpacing = 250 * time.Millisecond
	// reactAhead is how far ahead a reaction may be booked in a channel:
	// later than that, the guess goes to the live message.
	reactAhead = time.Second
	// reactBacklog is how far ahead the global budget may be booked for a
	// reaction to be sent at all.
	reactBacklog = 250 * time.Millisecond
	// editEvery is the shortest time between two live messages of a
	// channel (its message bucket takes 5 in 5 s).
	editEvery = time.Second
	// liveChars bounds a live message; guesses that do not fit wait.
	liveChars = 1900
	// liveWorkers send live messages at once (each waits for its slot of
	// the global budget).
	liveWorkers = 8
)

// noMentions is the allowed_mentions of a live message: nobody is pinged.
var noMentions = &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}}

// feedback schedules reactions and live messages.
type feedback struct {
	a *Adapter

	mu      sync.Mutex
	cond    *sync.Cond
	chans   map[string]*liveChannel
	queue   []*liveChannel // channels with guesses waiting, longest first
	waiting int            // channels with guesses waiting (queued or being sent)
	closed  bool
}

// liveChannel is the feedback state of one channel.
type liveChannel struct {
	channel  string
	round    string      // the round of the live message
	msgID    string      // the live message, "" before it is posted
	players  []bot.Guess // the latest guess of each player of the round
	pending  []bot.Guess // guesses waiting for the live message
	queued   bool
	sending  bool
	last     time.Time // the latest live message sent
	reactAt  time.Time // when the channel's next reaction may go
	lastUsed time.Time
}

func newFeedback(a *Adapter) *feedback {
	f := &feedback{a: a, chans: map[string]*liveChannel{}}
	f.cond = sync.NewCond(&f.mu)
	for i := 0; i < liveWorkers; i++ {
		go f.worker()
	}
	return f
}

// close stops the workers once they finish what they send (guesses still
// waiting are dropped: the round itself is saved).
func (f *feedback) close() {
	f.mu.Lock()
	f.closed = true
	f.cond.Broadcast()
	f.mu.Unlock()
}

// guess answers a typed guess: a reaction now or soon, else a place in the
// live message.
func (f *feedback) guess(channel, message, emoji string, g *bot.Guess) {
	now := time.Now()
	f.mu.Lock()
	lc := f.chans[channel]
	if lc == nil {
		if len(f.chans) > 10000 {
			f.sweep(now)
		}
		lc = &liveChannel{channel: channel}
		f.chans[channel] = lc
	}
	lc.lastUsed = now
	if g != nil {
		if g.Round != lc.round {
			lc.round, lc.msgID, lc.players = g.Round, "", nil
		}
		found := false
		for i := range lc.players {
			if lc.players[i].User.ID == g.User.ID {
				lc.players[i], found = *g, true
				break
			}
		}
		if !found {
			lc.players = append(lc.players, *g)
		}
	}
	at := lc.reactAt
	if at.Before(now) {
		at = now
	}
	react := g == nil || (f.waiting == 0 && at.Sub(now) <= reactAhead && f.a.limits.backlog() <= reactBacklog)
	if react && message != "" {
		lc.reactAt = at.Add(reactionSpacing)
		f.mu.Unlock()
		go func() {
			time.Sleep(time.Until(at))
			if err := f.a.react(channel, message, emoji); err != nil {
				f.a.logf("discord: reaction: %v", err)
			}
		}()
		return
	}
	if g == nil {
		f.mu.Unlock()
		return
	}
	if len(lc.pending) == 0 && !lc.sending {
		f.waiting++
	}
	lc.pending = append(lc.pending, *g)
	if !lc.queued && !lc.sending {
		lc.queued = true
		f.queue = append(f.queue, lc)
		f.cond.Signal()
	}
	f.mu.Unlock()
}

// sweep forgets idle channels (f.mu held).
func (f *feedback) sweep(now time.Time) {
	for k, lc := range f.chans {
		if !lc.queued && !lc.sending && len(lc.pending) == 0 && now.Sub(lc.lastUsed) > 10*time.Minute {
			delete(f.chans, k)
		}
	}
}

// next takes the channel waiting longest whose live message may be sent
// now; it waits for one, and returns nil on close.
func (f *feedback) next() *liveChannel {
	f.mu.Lock()
	defer f.mu.Unlock()
	for {
		if f.closed {
			return nil
		}
		now := time.Now()
		var soonest time.Time
		for i, lc := range f.queue {
			ready := lc.last.Add(editEvery)
			if !ready.After(now) {
				f.queue = append(f.queue[:i], f.queue[i+1:]...)
				lc.queued, lc.sending = false, true
				return lc
			}
			if soonest.IsZero() || ready.Before(soonest) {
				soonest = ready
			}
		}
		if soonest.IsZero() {
			f.cond.Wait()
			continue
		}
		// Wake at the soonest turn (or earlier, at a new channel).
		t := time.AfterFunc(soonest.Sub(now), func() {
			f.mu.Lock()
			f.cond.Broadcast()
			f.mu.Unlock()
		})
		f.cond.Wait()
		t.Stop()
	}
}

func (f *feedback) worker() {
	for {
		lc := f.next()
		if lc == nil {
			return
		}
		f.send(lc)
	}
}

// keepRound drops the guesses waiting from a round other than the
// channel's latest (f.mu held): they would show in the new round's live
// message, and their round's report lists them with their verdicts.
func (lc *liveChannel) keepRound() {
	k := lc.pending[:0]
	for _, g := range lc.pending {
		if g.Round == lc.round {
			k = append(k, g)
		}
	}
	clear(lc.pending[len(k):])
	lc.pending = k
}

// send posts or edits the channel's live message with the guesses waiting.
func (f *feedback) send(lc *liveChannel) {
	f.mu.Lock()
	lc.keepRound()
	if len(lc.pending) == 0 {
		lc.sending, lc.pending = false, nil
		f.waiting--
		f.mu.Unlock()
		return
	}
	locale := ""
	if len(lc.pending) > 0 {
		locale = lc.pending[0].Locale
	}
	text, n := bot.LiveFeedback(locale, lc.pending, lc.players, liveChars)
	id, round := lc.msgID, lc.round
	f.mu.Unlock()

	var m *discordgo.Message
	var err error
	if id != "" {
		m, err = f.a.s.ChannelMessageEditComplex(&discordgo.MessageEdit{ID: id, Channel: lc.channel, Content: &text, AllowedMentions: noMentions})
		var re *discordgo.RESTError
		if err != nil && asREST(err, &re) && re.Response != nil && re.Response.StatusCode == 404 {
			id = "" // the live message was deleted: post another
		}
	}
	if id == "" {
		m, err = f.a.s.ChannelMessageSendComplex(lc.channel, &discordgo.MessageSend{Content: text, AllowedMentions: noMentions})
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	lc.sending = false
	lc.last = time.Now()
	if err != nil {
		f.a.logf("discord: live message: %v", err)
	} else {
		lc.pending = lc.pending[n:]
		if m != nil && lc.round == round {
			lc.msgID = m.ID
		}
	}
	lc.keepRound()
	if len(lc.pending) == 0 {
		lc.pending = nil
		f.waiting--
		return
	}
	lc.queued = true
	f.queue = append(f.queue, lc)
	f.cond.Signal()
}
