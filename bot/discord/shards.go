package discord

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// Shards (docs/bot.md, "Shards"): Discord sends a server's events to the
// gateway connection of shard (guild_id >> 22) % shard_count, and direct
// messages to shard 0. An adapter runs one discordgo session per shard of
// Config.Shards. With a ShardOwner (PostgreSQL's advisory locks, one
// process per shard at a time) it connects a shard only once it owns it,
// and then resumes only that shard's sessions and outbox; a shard held by
// another process is claimed again until that process dies.

// ShardOwner grants shards to this process, so that no two processes run
// one shard.
type ShardOwner interface {
	// TryClaim takes the shard for this process if no other process holds
	// it, and reports whether it did; a shard this process holds already
	// is granted again.
	TryClaim(shard int) (bool, error)
	// Lost is closed when this process no longer holds its shards (its
	// hold ended: the database connection that carries it is gone or
	// does not answer).
	Lost() <-chan struct{}
	// HeldUntil is when the process must stop acting on its shards unless
	// the hold is confirmed again meanwhile (a lease shorter than the time
	// another process must wait to take them); in the past once lost. No
	// REST call leaves the adapter after it (see fence).
	HeldUntil() time.Time
}

// ShardOf is the shard of a guild's events among count shards:
// (guild_id >> 22) % count; 0 for direct messages ("") and for an ID that
// is not a number.
func ShardOf(guild string, count int) int {
	if count <= 1 {
		return 0
	}
	id, err := strconv.ParseUint(guild, 10, 64)
	if err != nil {
		return 0
	}
	return int((id >> 22) % uint64(count))
}

// gateway is the connection of one shard.
type gateway struct {
	shard        int
	s            *discordgo.Session
	opened       atomic.Bool // Open was called on it (the shard is this process's)
	connected    atomic.Bool // the gateway is up
	reconnecting atomic.Bool
	hb           heartbeats // the watch on its heartbeat ACKs
	rs           resumeURL  // READY's resume_gateway_url, and where discordgo dials
}

// Open connects the shards this process may run; commands are registered
// when shard 0 says READY; the sessions and durable posts of those shards
// are resumed. Without an Owner every configured shard is connected before
// Open returns. With one, the shards granted at once are; each other shard
// is claimed again every ClaimEvery in the background, and connected and
// resumed once granted (an error then ends the adapter: see Done). When
// the session should reconnect on errors (discordgo's default), the adapter
// does it itself, so that a refused intent is dropped there too.
func (a *Adapter) Open() error {
	a.reconnect = a.s.ShouldReconnectOnError
	a.stop = make(chan struct{})
	var now, later []*gateway
	for _, g := range a.gateways {
		g.s.ShouldReconnectOnError = false
		ok := true
		if a.cfg.Owner != nil {
			var err error
			if ok, err = a.cfg.Owner.TryClaim(g.shard); err != nil {
				return fmt.Errorf("discord: claiming shard %d: %w", g.shard, err)
			}
		}
		if ok {
			now = append(now, g)
		} else {
			later = append(later, g)
		}
	}
	if a.cfg.Owner != nil {
		go a.watchOwner()
	}
	for _, g := range now {
		if err := a.open(g); err != nil {
			if fatal := a.fatalClose(err); fatal != nil {
				return fatal
			}
			return fmt.Errorf("discord: connecting shard %d: %w", g.shard, scrub(err, a.cfg.Token))
		}
		a.setOwned(g.shard)
	}
	if len(later) > 0 {
		a.cfg.Logger.Info("discord: shards held by another process; waiting for them", "shards", shardList(later))
		a.waiting.Add(int64(len(later)))
		for _, g := range later {
			go a.claimLater(g)
		}
	}
	if len(now) == 0 {
		return nil // nothing of its own to resume yet
	}
	return a.bot.ResumeWhere(a.shardFilter(now))
}

// Done is sent an error when the adapter can no longer run its shards: a
// shard claimed later could not connect, or the ownership of the shards
// was lost (another process may run them now). The process should stop.
func (a *Adapter) Done() <-chan error { return a.fatal }

func (a *Adapter) fail(err error) {
	a.failed.Store(true) // no reconnection after it
	select {
	case a.fatal <- err:
	default:
	}
}

// watchOwner ends the adapter when the ownership of its shards is lost:
// at once it stops acting for them (release), then tells the process to
// stop (Done).
func (a *Adapter) watchOwner() {
	select {
	case <-a.cfg.Owner.Lost():
		if !a.closing.Load() {
			a.release()
			a.fail(errors.New("discord: the ownership of the shards was lost (the database connection holding it closed or stopped answering); stopping so that another process can run them"))
		}
	case <-a.stop:
	}
}

// release stops acting for every shard, the ownership being lost: events
// are ignored, the shards are no longer this process's (their sessions
// and durable posts stay in the database for the process that takes
// them), and their gateway connections are closed without a resume
// (Discord then sends their events to the new owner's). The answers to
// events already in flight (a ⚠️ for a guess that could not be saved) may
// still leave until the fence closes.
func (a *Adapter) release() {
	if a.released.Swap(true) {
		return
	}
	a.ownMu.Lock()
	a.owned = map[int]bool{}
	a.ownMu.Unlock()
	for _, g := range a.gateways {
		if g.opened.Load() {
			g.connected.Store(false)
			go g.s.Close()
		}
	}
	a.cfg.Logger.Warn("discord: the shards' ownership was lost: their gateway is closed and their events ignored")
}

// errFenced is the error of a request the fence stopped.
var errFenced = errors.New("discord: not sent: this process no longer holds its shards (their database lock was lost or could not be confirmed in time)")

// fence refuses every request once the hold on the shards is past
// (ShardOwner.HeldUntil: a lease after the last confirmed check, which
// ends well before another process can take the shards; at once when the
// lock's connection failed), whether or not the loss was noticed: a
// process frozen for a while sends nothing when it wakes up. One lock
// connection carries every shard of a process, so every request is
// refused, whatever its channel.
type fence struct {
	owner ShardOwner
	next  http.RoundTripper
}

func (f *fence) RoundTrip(req *http.Request) (*http.Response, error) {
	if f.owner != nil && time.Now().After(f.owner.HeldUntil()) {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, errFenced
	}
	return f.next.RoundTrip(req)
}

// claimLater claims shard g until it is granted, then connects it and
// resumes its sessions.
func (a *Adapter) claimLater(g *gateway) {
	t := time.NewTicker(a.cfg.ClaimEvery)
	defer t.Stop()
	for {
		select {
		case <-a.stop:
			return
		case <-t.C:
		}
		ok, err := a.cfg.Owner.TryClaim(g.shard)
		if err != nil {
			a.logf("discord: claiming shard %d: %v", g.shard, err)
			continue
		}
		if !ok {
			continue
		}
		if a.closing.Load() || a.released.Load() {
			return
		}
		a.cfg.Logger.Info("discord: took over a shard", "shard", g.shard)
		a.waiting.Add(-1)
		if err := a.open(g); err != nil {
			if fatal := a.fatalClose(err); fatal != nil {
				err = fatal
			}
			a.fail(fmt.Errorf("discord: connecting shard %d: %w", g.shard, scrub(err, a.cfg.Token)))
			return
		}
		a.setOwned(g.shard)
		if err := a.bot.ResumeWhere(a.shardFilter([]*gateway{g})); err != nil {
			a.fail(fmt.Errorf("discord: resuming shard %d: %w", g.shard, err))
		}
		return
	}
}

func (a *Adapter) setOwned(shard int) {
	a.ownMu.Lock()
	a.owned[shard] = true
	a.ownMu.Unlock()
}

// Owned returns whether this process runs shard now.
func (a *Adapter) Owned(shard int) bool {
	a.ownMu.Lock()
	defer a.ownMu.Unlock()
	return a.owned[shard]
}

// OwnsGuild returns whether this process runs the shard of guild now.
func (a *Adapter) OwnsGuild(guild string) bool { return a.Owned(ShardOf(guild, a.cfg.ShardCount)) }

// shardFilter says whether a guild belongs to one of gs.
func (a *Adapter) shardFilter(gs []*gateway) func(guild string) bool {
	in := map[int]bool{}
	for _, g := range gs {
		in[g.shard] = true
	}
	count := a.cfg.ShardCount
	return func(guild string) bool { return in[ShardOf(guild, count)] }
}

func shardList(gs []*gateway) []int {
	var out []int
	for _, g := range gs {
		out = append(out, g.shard)
	}
	return out
}

// open connects g, once more without the Message Content intent when
// Discord refuses it and the configuration allows that.
func (a *Adapter) open(g *gateway) error {
	g.opened.Store(true)
	liveGateways.Store(g, a)
	for {
		g.s.Identify.Intents = discordgo.Intent(a.intents.Load())
		err := g.s.Open()
		if errors.Is(err, errSteer) {
			// discordgo forgot its gateway URL: this Open asks
			// GET /gateway, answered with the resume URL.
			err = g.s.Open()
		}
		if err == nil || !a.dropContentIntent(err) {
			return err
		}
	}
}

// dropContentIntent reports whether err is the gateway refusing the
// Message Content intent (close code 4014) in "auto" mode, and if so stops
// asking for it (on every shard) and tells the bot.
func (a *Adapter) dropContentIntent(err error) bool {
	var ce *websocket.CloseError
	if !errors.As(err, &ce) || ce.Code != closeDisallowedIntents || a.cfg.MessageContent != "auto" {
		return false
	}
	for {
		old := a.intents.Load()
		if old&int64(discordgo.IntentMessageContent) == 0 {
			return true // another shard dropped it already
		}
		if a.intents.CompareAndSwap(old, old&^int64(discordgo.IntentMessageContent)) {
			break
		}
	}
	a.bot.SetChatGuesses(false)
	msg := "discord: the Message Content intent was refused (gateway close 4014); connecting without it: players guess with the Guess button, /guess, and messages that mention the bot or reply to it"
	a.cfg.Logger.Warn(msg)
	return true
}

// reconnectLoop reconnects g after its gateway connection was lost, with
// pauses doubling from 1 s to 10 minutes, until it works or Close. A close
// code Discord says not to retry (4004, the token refused; 4010-4014) ends
// the adapter instead (see Done): discordgo does not tell the code of a
// connection that dropped, but the reconnection gets it again (docs/bot.md,
// "The gateway connection").
func (a *Adapter) reconnectLoop(g *gateway) {
	defer g.reconnecting.Store(false)
	wait := time.Second
	for !a.closing.Load() && !a.released.Load() && !a.failed.Load() {
		err := a.open(g)
		if err == nil || errors.Is(err, discordgo.ErrWSAlreadyOpen) {
			return
		}
		if fatal := a.fatalClose(err); fatal != nil {
			a.fail(fatal)
			return
		}
		a.logf("discord: reconnecting shard %d: %v", g.shard, scrub(err, a.cfg.Token))
		time.Sleep(wait)
		if wait *= 2; wait > 10*time.Minute {
			wait = 10 * time.Minute
		}
	}
}

// Close shuts down gracefully: it stops taking events, lets the bot finish
// those in flight (their changes are saved before their replies are sent),
// then closes the gateways.
func (a *Adapter) Close() error {
	if a.closing.Swap(true) {
		return nil
	}
	if a.stop != nil {
		close(a.stop)
	}
	a.bot.Shutdown()
	a.fb.close()
	var errs []error
	for _, g := range a.gateways {
		g.connected.Store(false)
		if g.opened.Load() {
			errs = append(errs, g.s.Close())
		}
		liveGateways.Delete(g)
	}
	return errors.Join(errs...)
}

// Healthy returns nil while every shard this process runs is connected,
// for /healthz (a process waiting for shards held by another is healthy:
// it stands by); before Open, it is not.
func (a *Adapter) Healthy() error {
	if a.closing.Load() {
		return errors.New("shutting down")
	}
	if a.released.Load() {
		return errors.New("the shards' ownership was lost")
	}
	opened := false
	for _, g := range a.gateways {
		if g.opened.Load() && !g.connected.Load() {
			return fmt.Errorf("shard %d is not connected to the Discord gateway", g.shard)
		}
		opened = opened || g.opened.Load()
	}
	if !opened && a.waiting.Load() == 0 {
		return errors.New("not connected to the Discord gateway")
	}
	return nil
}

// connected reports whether every shard this process runs is connected.
func (a *Adapter) connected() bool {
	for _, g := range a.gateways {
		if g.opened.Load() && !g.connected.Load() {
			return false
		}
	}
	return true
}
