package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/wordbot/wordbot/storage"
)

// A reply whose loss matters (a round's report, a turn game's move or
// ending) is durable: Reply.Durable names it. The bot commits it to an
// outbox in the same transaction as the session change it announces (and
// the round's result), then delivers it; a Poster sink says whether Discord
// accepted it, and the bot retries what was not accepted with backoff, also
// after a restart, until it is, or until Discord refuses it for good (then
// it is dropped, kept in the store with its reason). Each channel's posts
// go in order, and no channel waits for another's. Durable posts carry
// their name as a nonce, so a retry after a lost answer does not post
// twice. See docs/bot.md ("State and restarts").

// Post is a durable reply waiting in the outbox: the store's (ID is the
// reply's Durable name, unique, the message's nonce; Data the Reply and its
// channel's guild, encoded by the bot).
type Post = storage.Post

// postData is what a Post's Data holds: the reply, and the guild of its
// channel, which says which shard's process sends it (see ResumeWhere).
type postData struct {
	Reply
	PostGuild string `json:"post_guild,omitempty"`
}

// postGuild returns the guild of the post's channel: the store's, else the
// one the bot wrote in its data ("" when unknown: a post queued by an older
// wordbot, or in direct messages).
func postGuild(p Post) string {
	if p.Guild != "" {
		return p.Guild
	}
	var d struct {
		G string `json:"post_guild"`
	}
	json.Unmarshal(p.Data, &d)
	return d.G
}

// Change is one atomic change of a channel: its session (Delete, Data, or
// Keep it as stored), records appended to it (guesses), a finished game's
// result and the durable posts announcing them. Saving or deleting the
// session drops the records appended before. It is the store's.
type Change = storage.Change

// Poster is a Sink that tells whether replies were delivered.
type Poster interface {
	Sink
	// SendChecked is Send, returning for each reply nil when it was
	// delivered (Discord accepted it).
	SendChecked(t Target, replies []Reply) []error
	// Post posts r as a message of channel; posting the same id again
	// does not post twice (Discord's nonce).
	Post(channel, id string, r Reply) error
}

// encodePost encodes a durable reply of channel, in guild.
func encodePost(channel, guild string, r Reply) (Post, error) {
	data, err := json.Marshal(postData{Reply: r, PostGuild: guild})
	return Post{ID: r.Durable, Channel: channel, Guild: guild, Data: data}, err
}

// appendedGuess is a guess appended to a session.
type appendedGuess struct {
	Round   string `json:"r"`
	User    string `json:"u"`
	Name    string `json:"n,omitempty"`
	Word    string `json:"w"`
	Private bool   `json:"p,omitempty"`
}

// applyAppends keeps the guesses appended to s since it was saved, for
// loadRound to play them through the engine's round.
func applyAppends(s *session, recs [][]byte) error {
	for _, rec := range recs {
		var g appendedGuess
		if err := json.Unmarshal(rec, &g); err != nil {
			return fmt.Errorf("decoding an appended guess: %w", err)
		}
		r := s.Round
		if r == nil || r.ID != g.Round || g.User == "" || g.Word == "" {
			continue // a guess of an earlier round
		}
		r.pending = append(r.pending, g)
	}
	return nil
}

// commit writes the session of ch (or only appends: a guess is a small
// record rather than the whole session rewritten) with result, posts and
// a past game kept, in one transaction, and returns the posts queued. A Store that does not
// keep the results (CommitsResults) has the result recorded and its report
// marked first.
func (b *Bot) commit(ch string, s *session, full bool, appends [][]byte, result *Result, posts []Post, daily *DailyPlay, past *PastGame) ([]Post, error) {
	if result != nil && !b.opt.Store.CommitsResults(b.opt.Results) {
		first, err := recordResult(b.opt.Results, *result)
		if err != nil {
			return nil, err
		}
		if !first {
			posts = nil
		}
		result = nil
	}
	c := Change{Channel: ch, Guild: s.Guild, Result: result, Posts: posts, Daily: daily, Past: past}
	if !full {
		c.Keep, c.Appends = true, appends
		return b.opt.Store.Commit(c)
	}
	if s.empty() {
		c.Delete = true
	} else {
		data, err := encodeSession(s)
		if err != nil {
			return nil, err
		}
		c.Data = data
	}
	return b.opt.Store.Commit(c)
}

// sender delivers the posts that were not delivered at once. Each channel
// has a queue of its own, worked by a goroutine of its own while it holds
// posts: a channel's posts go in their order, and no channel's posts wait
// behind another's (a post Discord keeps refusing, a channel in back-off).
// At most senderSlots deliveries are in progress at once; Discord's rate
// limits are the adapter's (bot/discord/ratelimit.go). See docs/bot.md
// ("State and restarts").
type sender struct {
	mu sync.Mutex
	// queues holds the posts of each channel, oldest first; a channel is
	// in it exactly while its goroutine runs.
	queues  map[string][]Post
	ids     map[string]bool
	n       int // posts queued, all channels
	stop    chan struct{}
	slots   chan struct{} // one per delivery in progress
	wg      sync.WaitGroup
	stopped bool
}

// senderSlots bounds the outbox's deliveries in progress at once.
const senderSlots = 8

// PermanentError is an error of a Poster that no retry mends: Discord
// refused the post for good (the bot removed from the server, the channel
// deleted, its permissions taken away, a body it will never accept). The
// Discord adapter returns one (bot/discord); the bot drops such a post at
// once (dropPost) instead of retrying it. Permanent's reason is a short
// name from a fixed set (missing_access, unknown_channel, ...), the label of
// wordbot_posts_dropped_total.
type PermanentError interface {
	error
	Permanent() (reason string, ok bool)
}

// permanent returns the reason of an error no retry mends.
func permanent(err error) (reason string, ok bool) {
	var pe PermanentError
	if errors.As(err, &pe) {
		return pe.Permanent()
	}
	return "", false
}

// dropErr is a reason of the bot's own to drop a post.
type dropErr struct {
	reason string
	err    error
}

func (e dropErr) Error() string {
	if e.err == nil {
		return e.reason
	}
	return e.reason + ": " + e.err.Error()
}
func (e dropErr) Unwrap() error                       { return e.err }
func (e dropErr) Permanent() (reason string, ok bool) { return e.reason, true }

// destinationGone is where the sender asks, before each delivery, whether
// p's channel or server is known to be gone for the bot (removed from the
// server, the channel deleted: gone.go): then p is dropped with reason
// ("removed", "deleted"), without a request.
func (b *Bot) destinationGone(p Post) (reason string, gone bool) {
	return b.goneReason(postGuild(p), p.Channel)
}

// dropPost takes p out of the outbox for good, as Discord refused it (err,
// whose Permanent reason labels the count) or as its destination is gone
// (reason, err nil): it is kept in the store with why, counted, and logged
// once.
func (b *Bot) dropPost(p Post, reason string, err error) {
	why := reason
	if err != nil {
		why = err.Error()
		if !strings.HasPrefix(why, reason) {
			why = reason + ": " + why
		}
	}
	if err := b.opt.Store.DropPost(p.ID, why); err != nil {
		// Pending again after a restart, and dropped again then.
		b.logError("store", "dropping a post", err, "channel", p.Channel, "post", p.ID)
	}
	b.opt.Metrics.PostDropped(reason)
	msg := "bot: post dropped, Discord refuses it for good"
	if err == nil {
		msg = "bot: post dropped, its destination is gone"
	}
	b.opt.Logger.Warn(msg, "channel", p.Channel, "guild", postGuild(p), "post", p.ID, "reason", why)
}

// queuePosts hands posts to the sender, each to its channel's queue,
// starting the channel's goroutine if needed.
func (b *Bot) queuePosts(posts ...Post) {
	sd := &b.sender
	sd.mu.Lock()
	if sd.stopped {
		sd.mu.Unlock()
		return
	}
	if sd.ids == nil {
		sd.queues, sd.ids = map[string][]Post{}, map[string]bool{}
		sd.stop = make(chan struct{})
		sd.slots = make(chan struct{}, senderSlots)
	}
	var start []string
	for _, p := range posts {
		if sd.ids[p.ID] {
			continue
		}
		sd.ids[p.ID] = true
		q, running := sd.queues[p.Channel]
		if !running {
			start = append(start, p.Channel)
		}
		sd.queues[p.Channel] = append(q, p)
		sd.n++
	}
	n := sd.n
	sd.wg.Add(len(start))
	sd.mu.Unlock()
	b.outboxDepth(n)
	for _, ch := range start {
		go b.runChannel(ch)
	}
}

// backlogged reports whether channel has posts waiting in the sender: a
// new durable post of the channel goes behind them.
func (b *Bot) backlogged(channel string) bool {
	sd := &b.sender
	sd.mu.Lock()
	defer sd.mu.Unlock()
	return len(sd.queues[channel]) > 0
}

func (b *Bot) outboxDepth(n int) {
	b.opt.Metrics.QueueDepth("outbox", n)
}

// stopSender stops the sender, waiting up to wait for the deliveries in
// progress; what is left stays in the outbox for the next start.
func (b *Bot) stopSender(wait time.Duration) {
	sd := &b.sender
	sd.mu.Lock()
	again := sd.stopped // a second Shutdown: stop is closed already
	sd.stopped = true
	stop := sd.stop
	sd.mu.Unlock()
	if again || stop == nil {
		return
	}
	close(stop)
	done := make(chan struct{})
	go func() {
		sd.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(wait):
	}
}

// runChannel delivers the posts of channel in order, until none is left:
// a post Discord accepts leaves the outbox; one it refuses for good is
// dropped; any other failure is retried after a jittered exponential
// back-off of the channel's own (Options.PostRetry to PostRetryMax).
func (b *Bot) runChannel(channel string) {
	sd := &b.sender
	defer sd.wg.Done()
	delay := b.opt.PostRetry
	for {
		sd.mu.Lock()
		q := sd.queues[channel]
		if len(q) == 0 {
			delete(sd.queues, channel)
		}
		stopped := sd.stopped
		sd.mu.Unlock()
		if len(q) == 0 || stopped {
			return
		}
		p := q[0]
		if reason, gone := b.destinationGone(p); gone {
			b.dropPost(p, reason, nil)
			b.unqueue(p)
			continue
		}
		select {
		case sd.slots <- struct{}{}:
		case <-sd.stop:
			return
		}
		err := b.deliver(p)
		<-sd.slots
		if reason, ok := permanent(err); ok {
			b.dropPost(p, reason, err)
			b.unqueue(p)
			continue
		}
		if err == nil {
			err = b.opt.Store.MarkSent(p.ID)
			if err != nil {
				b.logError("store", "marking a post sent", err, "channel", p.Channel, "post", p.ID)
			}
		} else {
			b.logError("post", "posting from the outbox", err, "channel", p.Channel, "post", p.ID)
		}
		if err == nil {
			delay = b.opt.PostRetry
			b.unqueue(p)
			continue
		}
		select {
		case <-time.After(jitter(delay)):
		case <-sd.stop:
			return
		}
		delay = min(2*delay, b.opt.PostRetryMax)
	}
}

// jitter returns a pause between d/2 and d, so that channels failing at
// the same moment do not retry in step.
func jitter(d time.Duration) time.Duration {
	if d <= 1 {
		return d
	}
	return d/2 + rand.N(d/2+1)
}

// unqueue takes p, delivered or dropped, off the head of its channel's
// queue.
func (b *Bot) unqueue(p Post) {
	sd := &b.sender
	sd.mu.Lock()
	if q := sd.queues[p.Channel]; len(q) > 0 && q[0].ID == p.ID {
		sd.queues[p.Channel] = q[1:]
		delete(sd.ids, p.ID)
		sd.n--
	}
	n := sd.n
	sd.mu.Unlock()
	b.outboxDepth(n)
}

// deliver posts p through the sink; a post that cannot be decoded is
// dropped (a PermanentError).
func (b *Bot) deliver(p Post) error {
	var r Reply
	if err := json.Unmarshal(p.Data, &r); err != nil {
		return dropErr{"undecodable", err}
	}
	r.Durable = p.ID
	r.Detached, r.Private, r.Update = true, false, false
	if ps, ok := b.sink.(Poster); ok {
		return ps.Post(p.Channel, p.ID, r)
	}
	b.sink.Send(Target{Channel: p.Channel}, []Reply{r})
	return nil
}

// resumeOutbox queues the posts left undelivered by an earlier run whose
// channel's guild owns accepts (all when owns is nil; a post whose guild
// is unknown counts as shard 0's, as direct messages do).
func (b *Bot) resumeOutbox(owns func(guild string) bool) error {
	var posts []Post
	var err error
	if owns != nil {
		posts, err = b.opt.Store.PendingFor(owns)
	} else {
		posts, err = b.opt.Store.Pending()
	}
	if err != nil {
		return err
	}
	mine := posts[:0:0]
	for _, p := range posts {
		if owns == nil || owns(postGuild(p)) {
			mine = append(mine, p)
		}
	}
	if len(mine) > 0 {
		b.queuePosts(mine...)
	}
	return nil
}
