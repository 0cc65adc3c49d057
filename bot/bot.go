package bot

import (
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wordbot/wordbot/games/boggle"

	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/storage"
)

// Options configure a Bot. Every field has a default (see New).
type Options struct {
	// Clock tells the time and runs timers (default RealClock).
	Clock Clock
	// Seed seeds the random source for boards and bags; 0 picks one at random.
	Seed uint64
	// Store keeps the sessions (default an in-memory store).
	Store Store
	// Logger receives internal errors as structured records (default
	// slog.Default()); main passes its one logger down.
	Logger *slog.Logger
	// Results keeps finished games for the leaderboards and remembers
	// which round reports were posted (default in memory).
	Results Results
	// Settings keeps each server's /settings (default: Results when it
	// keeps them too, as *store.Store does; otherwise in memory).
	Settings SettingsStore
	// Daily keeps the daily puzzle's plays (default: Results when it keeps
	// them too, as *store.Store does; otherwise in memory).
	Daily DailyStore
	// DailySeed is the secret the daily puzzles derive from (config
	// daily.seed); empty: a seed generated once and kept by Daily.
	DailySeed string
	// Metrics counts events, replies and errors (default none). A
	// *metrics.Metrics fits.
	Metrics Observer
	// Lexicon returns the word list of a language (default lexicon.Embedded).
	Lexicon func(lang string) (*lexicon.DAWG, error)
	// LexiconNames names each language's word list in start messages (the
	// embedded ones by default: "SCOWL English", "hunspell it_IT").
	LexiconNames map[string]string
	// Lists are the word lists a game may choose besides its language's
	// default (docs/bot.md, "Word lists"; default: the built-in ones,
	// lexicon.NewLists). Their defaults are Lexicon and LexiconNames.
	Lists *lexicon.Lists

	// BoggleSize, BoggleMinutes and BoggleLang are /boggle start's defaults
	// (4, 3, "en"); minutes may be fractional, MinRoundMinutes to
	// MaxRoundMinutes.
	BoggleSize    int
	BoggleMinutes float64
	BoggleLang    string
	// BoggleMinLetters is the shortest word that scores (0: 3 on 4x4, 4 on
	// larger boards); BoggleScoring is "official" (default) or "linear";
	// BoggleQuFace makes a Q face read QU; BoggleVictoryPoints, when set,
	// makes every round part of a match to that many points.
	BoggleMinLetters    int
	BoggleScoring       string
	BoggleQuFace        bool
	BoggleVictoryPoints int
	// RuzzleSize, RuzzleMinutes and RuzzleLang are /ruzzle start's defaults
	// (4, 2, "en").
	RuzzleSize    int
	RuzzleMinutes float64
	RuzzleLang    string
	// RuzzleNoLengthBonus drops the app's +5 per letter beyond 4.
	RuzzleNoLengthBonus bool
	// RuzzleValues is the letter value table, "it" or "en", of the rounds
	// in RuzzleLang ("": that language's own); rounds in another language
	// (lang:fr, a server's /settings lang) score by their own values
	// (ruzzleValues).
	RuzzleValues string
	// BoggleDict and RuzzleDict are the rounds' default dictionary tier
	// (lexicon.Full unless config boggle.dict / ruzzle.dict says otherwise).
	BoggleDict, RuzzleDict lexicon.Tier
	// UpwordsSize, UpwordsHand and UpwordsCheckMinLength are Upwords'
	// defaults (0: the engine's, 10, 7 and 2).
	UpwordsSize           int
	UpwordsHand           int
	UpwordsCheckMinLength int
	// UpwordsSet is the tile set of English Upwords games: UpwordsClassic
	// ("" too) or UpwordsHasbro (config upwords.set, /settings
	// upwords_set, /upwords new set).
	UpwordsSet string
	// BoggleCubes, when it holds 16, 25 or 36 cubes, is the cube set random
	// boards of that size are shaken from (config boggle.cubes).
	BoggleCubes []boggle.Cube
	// ScarabeoLang is Scarabeo's default language ("it"); ScrabbleLang and
	// UpwordsLang are those of Scrabble ("en") and Upwords ("it").
	ScarabeoLang string
	ScrabbleLang string
	UpwordsLang  string
	// ScarabeoTwoLetterAny makes every two-letter word valid in Scarabeo
	// (the rule of docs/sources.md, seed 000; config
	// scarabeo.two_letter_words: any).
	ScarabeoTwoLetterAny bool
	// TurnTimeout skips a player who has not moved for that long (default
	// 10 minutes; negative disables it). ScrabbleTurnTimeout and
	// UpwordsTurnTimeout, when set, replace it for those games.
	TurnTimeout         time.Duration
	ScrabbleTurnTimeout time.Duration
	UpwordsTurnTimeout  time.Duration
	// ActivityButton puts a "Play in the Activity" button on rounds,
	// lobbies and turn games' boards (launch.go); main sets it on
	// Discord when the Activity is on (web.public_url).
	ActivityButton bool
	// NoImages leaves images out of replies (tests, load tests).
	NoImages bool
	// PostRetry is the first pause before posting again a durable reply
	// that was not delivered (default 1 s); it doubles up to PostRetryMax
	// (default 1 minute).
	PostRetry    time.Duration
	PostRetryMax time.Duration
	// SaveRetry is when a timer whose change could not be saved fires
	// again (default 2 s).
	SaveRetry time.Duration
	// ShutdownGrace bounds how long Shutdown waits for the events queued
	// or being handled (default DefaultShutdownGrace).
	ShutdownGrace time.Duration
	// BeforeEvent, when set, is called on the channel's goroutine before
	// each event is handled (tests hold an event in it to play a stuck one).
	BeforeEvent func(Event)
}

// DefaultShutdownGrace is Shutdown's default wait for events in flight:
// with the outbox's last delivery (up to 2 s) and the gateway's close (1 s)
// after it, the process ends within 10 s of SIGTERM.
const DefaultShutdownGrace = 5 * time.Second

func (o *Options) defaults() {
	if o.Clock == nil {
		o.Clock = RealClock{}
	}
	if o.Seed == 0 {
		o.Seed = rand.Uint64()
	}
	if o.Store == nil {
		o.Store = &MemStore{}
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Results == nil {
		o.Results = &MemResults{}
	}
	if o.Settings == nil {
		if s, ok := o.Results.(SettingsStore); ok {
			o.Settings = s
		} else {
			o.Settings = &MemSettings{}
		}
	}
	if o.Daily == nil {
		if d, ok := o.Results.(DailyStore); ok {
			o.Daily = d
		} else {
			o.Daily = &MemDaily{}
		}
	}
	if o.Metrics == nil {
		o.Metrics = noMetrics{}
	}
	if o.Lexicon == nil {
		o.Lexicon = lexicon.Embedded
	}
	if o.Lists == nil {
		o.Lists = lexicon.NewLists()
	}
	if o.BoggleSize == 0 {
		o.BoggleSize = 4
	}
	if o.BoggleMinutes == 0 {
		o.BoggleMinutes = 3
	}
	if o.BoggleLang == "" {
		o.BoggleLang = "en"
	}
	if o.RuzzleSize == 0 {
		o.RuzzleSize = 4
	}
	if o.RuzzleMinutes == 0 {
		o.RuzzleMinutes = 2
	}
	if o.RuzzleLang == "" {
		o.RuzzleLang = "en"
	}
	if o.ScarabeoLang == "" {
		o.ScarabeoLang = "it"
	}
	if o.ScrabbleLang == "" {
		o.ScrabbleLang = "en"
	}
	if o.UpwordsLang == "" {
		o.UpwordsLang = "it"
	}
	if o.TurnTimeout == 0 {
		o.TurnTimeout = 10 * time.Minute
	}
	if o.ShutdownGrace <= 0 {
		o.ShutdownGrace = DefaultShutdownGrace
	}
	if o.ScrabbleTurnTimeout == 0 {
		o.ScrabbleTurnTimeout = o.TurnTimeout
	}
	if o.UpwordsTurnTimeout == 0 {
		o.UpwordsTurnTimeout = o.TurnTimeout
	}
	if o.PostRetry <= 0 {
		o.PostRetry = time.Second
	}
	if o.PostRetryMax < o.PostRetry {
		o.PostRetryMax = max(time.Minute, o.PostRetry)
	}
	if o.SaveRetry <= 0 {
		o.SaveRetry = 2 * time.Second
	}
}

// turnTimeout is the turn clock of a kind of turn game (negative: none).
func (o *Options) turnTimeout(kind Kind) time.Duration {
	if g := game(kind); g != nil && g.Timeout != nil {
		return g.Timeout(o)
	}
	return o.TurnTimeout
}

// Bot hosts the games of every channel. Create it with New, give it a Sink,
// then Dispatch events.
type Bot struct {
	opt  Options
	sink Sink

	rngMu sync.Mutex
	rng   *rand.Rand

	mu     sync.Mutex
	queues map[string]*queue
	idle   *sync.Cond
	busy   int
	closed bool
	// expired: Shutdown's grace is over; events not yet started are dropped
	// and those still running are abandoned (neither saved nor answered).
	expired bool
	active  map[string]bool // channels where a game runs

	noChat atomic.Bool // chat messages arrive only when they mention the bot

	// state per channel, touched only by the channel's goroutine (the map
	// itself under mu).
	sessions map[string]*session
	timers   map[string]Timer

	sender sender // the durable posts not delivered at once

	gone goneSet // servers and channels gone or in an outage (gone.go)

	// the daily puzzle (daily.go): its secret, once known, and the
	// puzzles derived so far.
	dailyMu     sync.Mutex
	dailyPlays  sync.Mutex // held while a daily play is read and written in this process (one player, several channels); across processes the store's conditional save holds (storage.ErrDailyChanged)
	dailySecret []byte
	dailyCache  map[string]*dailyPuzzle
}

type queue struct {
	events  []queued
	running bool
}

type queued struct {
	ev   Event
	done chan struct{}
	at   time.Time // when the event arrived
}

// New returns a Bot sending its replies to sink; a nil sink is given later
// with Attach (main builds the bot, the Discord or terminal adapter attaches
// itself).
func New(opt Options, sink Sink) *Bot {
	opt.defaults()
	b := &Bot{
		opt:      opt,
		sink:     sink,
		rng:      rand.New(rand.NewPCG(opt.Seed, opt.Seed^0x9e3779b97f4a7c15)),
		queues:   map[string]*queue{},
		sessions: map[string]*session{},
		timers:   map[string]Timer{},
		active:   map[string]bool{},
	}
	b.idle = sync.NewCond(&b.mu)
	return b
}

// Attach makes sink receive the bot's replies. Call it once, before Resume
// and the first event.
func (b *Bot) Attach(sink Sink) { b.sink = sink }

// Options returns the bot's options after defaults.
func (b *Bot) Options() Options { return b.opt }

// Resume reloads the sessions of the Store and restarts their
// timers (after a restart of the bot): a round still running gets a status
// message with the time that really remains, a round whose end passed while
// the bot was down is closed and reported, a turn game's clock goes on. The
// durable posts an earlier run left undelivered are posted.
func (b *Bot) Resume() error { return b.ResumeWhere(nil) }

// ResumeWhere is Resume for the sessions and durable posts whose guild owns
// accepts (nil: all): a process running some shards of the bot resumes
// only their channels (a channel's guild is in its session; a direct
// message's is ""); the others' sessions are not kept in memory. It may be
// called again for shards taken over later.
func (b *Bot) ResumeWhere(owns func(guild string) bool) error {
	// The servers and channels gone first: their posts are dropped, their
	// sessions end rather than resume.
	if err := b.loadGone(); err != nil {
		return err
	}
	if err := b.resumeOutbox(owns); err != nil {
		return err
	}
	if err := b.resumeDaily(owns); err != nil {
		return err
	}
	chs, err := b.opt.Store.List()
	if err != nil {
		return err
	}
	for _, ch := range chs {
		if strings.HasPrefix(ch, leaderboardPrefix) {
			continue
		}
		b.Dispatch(&tick{channel: ch, game: -1, resume: true, owns: owns})
	}
	return nil
}

// Dispatch queues ev for its channel and returns at once. Events of a
// channel are handled in the order they are dispatched.
func (b *Bot) Dispatch(ev Event) { b.enqueue(ev, nil) }

// Handle handles ev and returns once its replies have been sent.
func (b *Bot) Handle(ev Event) {
	done := make(chan struct{})
	b.enqueue(ev, done)
	<-done
}

// Shutdown stops taking events (later ones are dropped), waits for those
// queued or being handled, whose changes are then saved, stops the timers
// and the outbox's sender. It waits at most Options.ShutdownGrace for the
// events: past it, those not yet started are dropped and those still
// running (stuck) are abandoned: what they change is neither saved nor
// announced, so the store keeps the last state that was. It returns the
// number of events dropped or abandoned (0 for a clean shutdown). It is
// safe to call more than once; once the grace is over, later calls do not
// wait.
func (b *Bot) Shutdown() (abandoned int) {
	b.mu.Lock()
	b.closed = true
	first := !b.expired
	if b.busy > 0 && !b.expired {
		t := time.AfterFunc(b.opt.ShutdownGrace, func() {
			b.mu.Lock()
			b.expired = true
			b.idle.Broadcast()
			b.mu.Unlock()
		})
		for b.busy > 0 && !b.expired {
			b.idle.Wait()
		}
		t.Stop()
	}
	if b.busy > 0 {
		b.expired = true
		abandoned = b.busy
	}
	first = first && abandoned > 0
	timers := b.timers
	b.timers = map[string]Timer{}
	b.mu.Unlock()
	for _, t := range timers {
		t.Stop()
	}
	b.stopSender(2 * time.Second)
	if first {
		b.logError("shutdown", "waiting for events", errors.New("grace period over"), "abandoned", abandoned, "grace", b.opt.ShutdownGrace.String())
	}
	return abandoned
}

// Wait returns when no event is queued or being handled.
func (b *Bot) Wait() {
	b.mu.Lock()
	for b.busy > 0 {
		b.idle.Wait()
	}
	b.mu.Unlock()
}

func (b *Bot) enqueue(ev Event, done chan struct{}) {
	ch := ev.channelID()
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		if done != nil {
			close(done)
		}
		return
	}
	b.opt.Metrics.Event(eventKind(ev))
	q := b.queues[ch]
	if q == nil {
		q = &queue{}
		b.queues[ch] = q
	}
	q.events = append(q.events, queued{ev, done, time.Now()})
	b.busy++
	b.eventsDepth(b.busy)
	start := !q.running
	q.running = true
	b.mu.Unlock()
	if start {
		go b.drain(ch, q)
	}
}

func (b *Bot) drain(ch string, q *queue) {
	for {
		b.mu.Lock()
		if len(q.events) == 0 {
			q.running = false
			delete(b.queues, ch)
			b.mu.Unlock()
			return
		}
		e := q.events[0]
		q.events = q.events[1:]
		expired := b.expired
		b.mu.Unlock()
		if !expired {
			b.process(e.ev, e.at)
		}
		if e.done != nil {
			close(e.done)
		}
		b.mu.Lock()
		b.busy--
		b.eventsDepth(b.busy)
		if b.busy == 0 {
			b.idle.Broadcast()
		}
		b.mu.Unlock()
	}
}

// process handles one event on its channel's goroutine.
func (b *Bot) process(ev Event, at time.Time) {
	if p, ok := ev.(*peek); ok {
		b.runPeek(p)
		return
	}
	ch := ev.channelID()
	t := target(ev)
	var replies []Reply
	var queued []Post
	func() {
		defer func() {
			if r := recover(); r != nil {
				b.opt.Metrics.Error("panic")
				b.opt.Logger.Error("bot: panic", "channel", ch, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				// Forget the in-memory state: the stored bytes are the last
				// good session.
				b.setSession(ch, nil)
				replies = []Reply{{Text: "Internal error.", Private: true}}
			}
		}()
		tk, _ := ev.(*tick)
		held := false
		if tk != nil && tk.owns != nil {
			b.mu.Lock()
			_, held = b.sessions[ch]
			b.mu.Unlock()
		}
		s, err := b.session(ch)
		if err != nil {
			b.logError("store", "loading a session", err, "channel", ch)
			s = &session{}
		}
		if tk != nil && tk.owns != nil && !tk.owns(s.Guild) {
			// Another shard's channel (another process runs it, or this
			// one resumed it already): not kept, nothing scheduled.
			if !held {
				b.setSession(ch, nil)
			}
			return
		}
		if b.goneIntercept(ch, s, ev) {
			return
		}
		if b.opt.BeforeEvent != nil {
			b.opt.BeforeEvent(ev)
		}
		dailyTries := 1
	again:
		c := &handling{b: b, s: s, ev: ev, now: b.opt.Clock.Now(), channel: ch}
		c.locale = eventLocale(ev, s)
		c.user = t.User
		replies = c.handle()
		if b.abandoned() {
			// Shutdown gave up on this event: the store keeps the state
			// before it, and nothing is announced.
			b.setSession(ch, nil)
			replies = nil
			return
		}
		// The change, the result and the durable replies are committed
		// together, before the replies that announce them are sent.
		var posts []Post
		for _, r := range replies {
			if r.Durable == "" {
				continue
			}
			guild := s.Guild
			if guild == "" {
				// A channel without a saved game (a daily play's line):
				// the event's server.
				guild = eventGuild(ev)
			}
			p, err := encodePost(ch, guild, r)
			if err != nil {
				b.logError("internal", "encoding a post", err, "channel", ch)
				continue
			}
			posts = append(posts, p)
		}
		if c.dirty || len(c.appends) > 0 || c.result != nil || len(posts) > 0 || c.daily != nil || c.past != nil {
			var err error
			if queued, err = b.commit(ch, s, c.dirty || c.result != nil || c.past != nil, c.appends, c.result, posts, c.daily, c.past); err != nil {
				if storage.IsDailyChanged(err) && !c.dirty && c.result == nil && len(c.appends) == 0 && dailyTries < dailyAttempts {
					// The player's daily play was saved by another
					// process (or channel) since this event read it:
					// nothing was written; handle the event again on the
					// play as it is now (finished there: its result).
					dailyTries++
					goto again
				}
				if storage.IsStale(err) {
					// Another process saved this channel's session since
					// this one loaded it: it is no longer ours. Nothing
					// was written; forget it here (its timer too) and say
					// nothing: the owner answers.
					b.opt.Logger.Warn("bot: the channel's session belongs to another process now; dropped here", "channel", ch)
					b.setSession(ch, nil)
					b.stopTimer(ch)
					b.setActive(ch, false)
					replies = nil
					return
				}
				b.logError("store", "saving a change", err, "channel", ch)
				// Nothing is announced that is not on disk: forget the
				// change (the stored session is the last good one), say
				// so at once, and try a timer again later.
				b.setSession(ch, nil)
				replies = c.unsaved(t)
				if tk, ok := ev.(*tick); ok {
					b.retryTick(tk)
				}
				return
			}
			replies = keepQueued(replies, queued)
		}
		if c.reschedule {
			b.schedule(ch, s)
		}
		b.setActive(ch, s.Kind != "")
	}()
	if (len(replies) > 0 || t.Interaction) && !b.abandoned() {
		b.send(t, replies, queued)
		for _, r := range replies {
			b.opt.Metrics.Reply(replyKind(r))
		}
		if _, ok := ev.(*tick); !ok {
			b.opt.Metrics.ReplyLatency(time.Since(at))
		}
	}
}

// unsaved answers an event whose change could not be saved: privately to a
// command or a button, with a reaction to a chat message.
func (c *handling) unsaved(t Target) []Reply {
	if t.Interaction {
		return c.private("That could not be saved, so nothing changed: please try again in a moment.")
	}
	if t.MessageID != "" {
		return []Reply{{React: ReactUnsaved}}
	}
	return nil
}

// retryTick fires a timer again after a failed save (a round's end is
// retried until its report is committed).
func (b *Bot) retryTick(tk *tick) {
	retry := *tk
	t := b.opt.Clock.AfterFunc(b.opt.SaveRetry, func() { b.Dispatch(&retry) })
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		t.Stop()
		return
	}
	if old := b.timers[tk.channel]; old != nil {
		old.Stop()
	}
	b.timers[tk.channel] = t
}

// keepQueued drops the durable replies that were not queued (their report
// was queued before: posted already, or waiting in the outbox).
func keepQueued(replies []Reply, queued []Post) []Reply {
	in := map[string]bool{}
	for _, p := range queued {
		in[p.ID] = true
	}
	out := replies[:0:0]
	for _, r := range replies {
		if r.Durable == "" || in[r.Durable] {
			out = append(out, r)
		}
	}
	return out
}

// send delivers replies; the durable ones are marked sent when delivered,
// dropped when Discord refuses them for good (or their destination is
// gone), and handed to the sender otherwise. While the channel has posts
// waiting in the sender, its new durable replies queue behind them rather
// than overtake them.
func (b *Bot) send(t Target, replies []Reply, queued []Post) {
	if len(queued) == 0 {
		b.sink.Send(t, replies)
		return
	}
	byID := map[string]Post{}
	for _, p := range queued {
		byID[p.ID] = p
	}
	var later []Post
	if b.backlogged(t.Channel) {
		now := replies[:0:0]
		for _, r := range replies {
			if p, ok := byID[r.Durable]; ok && p.Channel == t.Channel {
				later = append(later, p)
				continue
			}
			now = append(now, r)
		}
		replies = now
	}
	now := replies[:0:0]
	for _, r := range replies {
		if p, ok := byID[r.Durable]; ok {
			if reason, gone := b.destinationGone(p); gone {
				b.dropPost(p, reason, nil)
				continue
			}
		}
		now = append(now, r)
	}
	replies = now
	var errs []error
	if ps, ok := b.sink.(Poster); ok {
		errs = ps.SendChecked(t, replies)
	} else {
		b.sink.Send(t, replies)
	}
	retry := later
	for i, r := range replies {
		p, ok := byID[r.Durable]
		if !ok {
			continue
		}
		if i < len(errs) && errs[i] != nil {
			if reason, ok := permanent(errs[i]); ok {
				b.dropPost(p, reason, errs[i])
				continue
			}
			b.logError("post", "delivering a durable reply (retried)", errs[i], "channel", t.Channel, "post", p.ID)
			retry = append(retry, p)
			continue
		}
		if err := b.opt.Store.MarkSent(p.ID); err != nil {
			b.logError("store", "marking a post sent", err, "channel", t.Channel, "post", p.ID)
			retry = append(retry, p)
		}
	}
	if len(retry) > 0 {
		b.queuePosts(retry...)
	}
}

// abandoned reports whether Shutdown's grace is over.
func (b *Bot) abandoned() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.expired
}

// eventsDepth reports the events queued or being handled (b.mu held).
func (b *Bot) eventsDepth(n int) {
	b.opt.Metrics.QueueDepth("events", n)
}

// setActive keeps the count of channels with a game running.
func (b *Bot) setActive(ch string, on bool) {
	b.mu.Lock()
	if on {
		b.active[ch] = true
	} else {
		delete(b.active, ch)
	}
	n := len(b.active)
	b.mu.Unlock()
	b.opt.Metrics.SessionsActive(n)
}

func target(ev Event) Target {
	switch e := ev.(type) {
	case *Command:
		return Target{Channel: e.Channel, User: e.User, Ref: e.Ref, Interaction: true}
	case *Press:
		return Target{Channel: e.Channel, User: e.User, Ref: e.Ref, MessageID: e.MessageID, Interaction: true}
	case *Message:
		return Target{Channel: e.Channel, User: e.User, Ref: e.Ref, MessageID: e.ID}
	case *Submit:
		return Target{Channel: e.Channel, User: e.User, Ref: e.Ref, Interaction: true}
	}
	return Target{Channel: ev.channelID()}
}

func (b *Bot) setSession(ch string, s *session) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s == nil {
		delete(b.sessions, ch)
	} else {
		b.sessions[ch] = s
	}
}

// session returns the channel's session, from memory or the store.
func (b *Bot) session(ch string) (*session, error) {
	b.mu.Lock()
	s := b.sessions[ch]
	b.mu.Unlock()
	if s != nil {
		return s, nil
	}
	s = &session{}
	data, err := b.opt.Store.Load(ch)
	if err != nil {
		return nil, err
	}
	if data != nil {
		if err := decodeSession(data, s); err != nil {
			return nil, err
		}
	}
	if s.Round != nil {
		recs, err := b.opt.Store.LoadAppends(ch)
		if err != nil {
			return nil, err
		}
		if err := applyAppends(s, recs); err != nil {
			return nil, err
		}
	}
	if s.Round != nil {
		if err := b.loadRound(s.Round); err != nil {
			return nil, err
		}
	}
	b.setSession(ch, s)
	return s, nil
}

// stopTimer stops the channel's timer, if any.
func (b *Bot) stopTimer(ch string) {
	b.mu.Lock()
	t := b.timers[ch]
	delete(b.timers, ch)
	b.mu.Unlock()
	if t != nil {
		t.Stop()
	}
}

// schedule sets the channel's one timer to the session's next deadline.
func (b *Bot) schedule(ch string, s *session) {
	b.mu.Lock()
	old := b.timers[ch]
	delete(b.timers, ch)
	b.mu.Unlock()
	if old != nil {
		old.Stop()
	}
	when, ok := s.nextWake()
	if !ok {
		return
	}
	d := when.Sub(b.opt.Clock.Now())
	if d < 0 {
		d = 0
	}
	game := s.Game
	t := b.opt.Clock.AfterFunc(d, func() { b.Dispatch(&tick{channel: ch, game: game}) })
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		t.Stop()
		return
	}
	b.timers[ch] = t
	b.mu.Unlock()
}

// rand returns a random source for one use, seeded from the bot's.
func (b *Bot) rand() *rand.Rand {
	b.rngMu.Lock()
	defer b.rngMu.Unlock()
	return rand.New(rand.NewPCG(b.rng.Uint64(), b.rng.Uint64()))
}
