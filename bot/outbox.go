package bot

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/wordbot/wordbot/store"
	"sync"
	"time"
)

// A reply whose loss matters (a round's report, a turn game's move or
// ending) is durable: Reply.Durable names it. The bot commits it to an
// outbox in the same transaction as the session change it announces (and
// the round's result), then delivers it; a Poster sink says whether Discord
// accepted it, and the bot retries what was not accepted with backoff, also
// after a restart, until it is. Durable posts carry their name as a nonce,
// so a retry after a lost answer does not post twice. See docs/bot.md
// ("State and restarts").

// Post is a durable reply waiting in the outbox: the store's (ID is the
// reply's Durable name, unique, the message's nonce; Data the Reply and its
// channel's guild, encoded by the bot).
type Post = store.Post

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
type Change = store.Change

// DailyCommitter is an Outbox that saves a Change's daily play in the same
// transaction as its posts, when d (the bot's DailyStore) is its own
// database: a finished play and its channel line are kept together.
type DailyCommitter interface {
	CommitsDaily(d DailyStore) bool
}

// Outbox is a Store that commits a Change in one transaction and keeps its
// posts until they are marked sent. Package store's database implements it
// (store.Channels, which cmd/wordbot passes); with a plain Store the bot records
// the result, marks its report and saves the session one after the other,
// and keeps the posts in memory.
type Outbox interface {
	// Commit applies c atomically and returns the posts it queued.
	Commit(c Change) (queued []Post, err error)
	// Pending returns the posts not marked sent, oldest first.
	Pending() ([]Post, error)
	// MarkSent takes post id out of the outbox.
	MarkSent(id string) error
}

// OutboxFor is an Outbox that hands out the posts of some guilds only:
// when several processes share it, each takes (claims) only the posts of
// the shards it runs, leaving the others' to their owners.
type OutboxFor interface {
	PendingFor(owns func(guild string) bool) ([]Post, error)
}

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

// QueueObserver is an Observer that also tracks queues: "events" (events
// queued or being handled) and "outbox" (durable posts not delivered yet).
type QueueObserver interface {
	QueueDepth(queue string, n int)
}

// encodePost encodes a durable reply of channel, in guild.
func encodePost(channel, guild string, r Reply) (Post, error) {
	data, err := json.Marshal(postData{Reply: r, PostGuild: guild})
	return Post{ID: r.Durable, Channel: channel, Guild: guild, Data: data}, err
}

// Appender is an Outbox that keeps records appended to a session: a guess
// is appended (a small row) rather than the whole session rewritten.
type Appender interface {
	// LoadAppends returns the records appended to the session of channel
	// since it was last saved, oldest first.
	LoadAppends(channel string) ([][]byte, error)
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

// commit writes the session of ch (or only appends) with result and
// posts, in one transaction with an Outbox, and returns the posts queued.
func (b *Bot) commit(ch string, s *session, full bool, appends [][]byte, result *Result, posts []Post, daily *DailyPlay) ([]Post, error) {
	c := Change{Channel: ch, Guild: s.Guild, Result: result, Posts: posts, Daily: daily}
	if ob, ok := b.opt.Store.(Outbox); ok && !full {
		if _, ok := b.opt.Store.(Appender); ok {
			c.Keep, c.Appends = true, appends
			return ob.Commit(c)
		}
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
	if ob, ok := b.opt.Store.(Outbox); ok {
		return ob.Commit(c)
	}
	if result != nil {
		if err := b.opt.Results.RecordResult(context.Background(), *result); err != nil {
			return nil, err
		}
		first, err := b.opt.Results.MarkReported(context.Background(), result.ID)
		if err != nil {
			return nil, err
		}
		if !first {
			posts = nil
		}
	}
	var err error
	if c.Delete {
		err = b.opt.Store.Delete(ch)
	} else {
		err = b.opt.Store.Save(ch, c.Data)
	}
	if err != nil {
		return nil, err
	}
	return posts, nil
}

// sender delivers the posts that were not delivered at once, retrying with
// backoff until they are.
type sender struct {
	mu      sync.Mutex
	queue   []Post
	ids     map[string]bool
	wake    chan struct{}
	stop    chan struct{}
	done    chan struct{}
	running bool
	stopped bool
}

// queuePosts hands posts to the sender, starting it if needed.
func (b *Bot) queuePosts(posts ...Post) {
	sd := &b.sender
	sd.mu.Lock()
	if sd.stopped {
		sd.mu.Unlock()
		return
	}
	if sd.ids == nil {
		sd.ids = map[string]bool{}
		sd.wake = make(chan struct{}, 1)
		sd.stop = make(chan struct{})
		sd.done = make(chan struct{})
	}
	for _, p := range posts {
		if !sd.ids[p.ID] {
			sd.ids[p.ID] = true
			sd.queue = append(sd.queue, p)
		}
	}
	n := len(sd.queue)
	start := !sd.running
	sd.running = true
	sd.mu.Unlock()
	b.outboxDepth(n)
	select {
	case sd.wake <- struct{}{}:
	default:
	}
	if start {
		go b.runSender()
	}
}

func (b *Bot) outboxDepth(n int) {
	if q, ok := b.opt.Metrics.(QueueObserver); ok {
		q.QueueDepth("outbox", n)
	}
}

// stopSender stops the sender, waiting up to wait for a delivery in
// progress; what is left stays in the outbox for the next start.
func (b *Bot) stopSender(wait time.Duration) {
	sd := &b.sender
	sd.mu.Lock()
	again := sd.stopped // a second Shutdown: stop is closed already
	sd.stopped = true
	running := sd.running
	stop, done := sd.stop, sd.done
	sd.mu.Unlock()
	if !running || again {
		return
	}
	close(stop)
	select {
	case <-done:
	case <-time.After(wait):
	}
}

func (b *Bot) runSender() {
	sd := &b.sender
	defer close(sd.done)
	delay := b.opt.PostRetry
	for {
		sd.mu.Lock()
		if len(sd.queue) == 0 {
			sd.mu.Unlock()
			select {
			case <-sd.wake:
				continue
			case <-sd.stop:
				return
			}
		}
		p := sd.queue[0]
		sd.mu.Unlock()
		select {
		case <-sd.stop:
			return
		default:
		}
		err := b.deliver(p)
		if err == nil {
			if ob, ok := b.opt.Store.(Outbox); ok {
				err = ob.MarkSent(p.ID)
				if err != nil {
					b.logError("store", "marking a post sent", err, "channel", p.Channel, "post", p.ID)
				}
			}
		} else {
			b.logError("post", "posting from the outbox", err, "channel", p.Channel, "post", p.ID)
		}
		if err != nil {
			select {
			case <-time.After(delay):
			case <-sd.stop:
				return
			}
			delay = min(2*delay, b.opt.PostRetryMax)
			continue
		}
		delay = b.opt.PostRetry
		sd.mu.Lock()
		sd.queue = sd.queue[1:]
		delete(sd.ids, p.ID)
		n := len(sd.queue)
		sd.mu.Unlock()
		b.outboxDepth(n)
	}
}

// deliver posts p through the sink.
func (b *Bot) deliver(p Post) error {
	var r Reply
	if err := json.Unmarshal(p.Data, &r); err != nil {
		b.logError("internal", "decoding a post (dropped)", err, "channel", p.Channel, "post", p.ID)
		return nil
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
	ob, ok := b.opt.Store.(Outbox)
	if !ok {
		return nil
	}
	var posts []Post
	var err error
	if of, ok := ob.(OutboxFor); ok && owns != nil {
		posts, err = of.PendingFor(owns)
	} else {
		posts, err = ob.Pending()
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
