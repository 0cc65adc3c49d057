package discord

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// The gateway as Discord documents it (docs/bot.md, "The gateway
// connection"): close codes that are not to be retried stop the process
// with a line naming what to fix; a heartbeat that is not acknowledged by
// the next one makes the adapter close the link with a code that keeps the
// session (not 1000/1001) and resume it, so that no event is lost.

// Gateway close codes Discord documents as not to be retried.
const (
	closeAuthenticationFailed = 4004
	closeInvalidShard         = 4010
	closeShardingRequired     = 4011
	closeInvalidAPIVersion    = 4012
	closeInvalidIntents       = 4013
	closeDisallowedIntents    = 4014
)

// closeResume is the code the adapter closes a dead link with: any code
// but 1000 and 1001 keeps the session resumable (1012, "service restart",
// is also what discordgo closes with when Discord asks it to reconnect).
const closeResume = websocket.CloseServiceRestart

// fatalClose returns the error that stops the process when err is the
// gateway closing with a code Discord says not to retry, nil otherwise. A
// 4014 (an intent refused) is fatal only when it was not dropped
// (message_content "on"; dropContentIntent handles "auto").
func (a *Adapter) fatalClose(err error) error {
	var ce *websocket.CloseError
	if !errors.As(err, &ce) {
		return nil
	}
	switch ce.Code {
	case closeAuthenticationFailed:
		return errors.New("discord: Discord refused the token (gateway close 4004, authentication failed): it was reset or revoked, or is not a bot token; set DISCORD_TOKEN to the bot's current token (Developer Portal, Bot, Reset Token)")
	case closeInvalidShard:
		return fmt.Errorf("discord: Discord refused the shard (gateway close 4010, invalid shard): shard ids run from 0 to shard_count-1 (discord.shards %v, discord.shard_count %d)", a.cfg.Shards, a.cfg.ShardCount)
	case closeShardingRequired:
		return fmt.Errorf("discord: Discord requires more shards (gateway close 4011, sharding required): the bot is in too many servers for discord.shard_count %d; raise it (Discord asks for a shard per 2,500 servers at most)", a.cfg.ShardCount)
	case closeInvalidAPIVersion:
		return fmt.Errorf("discord: Discord refused the gateway version (gateway close 4012, invalid API version): this wordbot speaks API v%s; upgrade wordbot", discordgo.APIVersion)
	case closeInvalidIntents:
		return fmt.Errorf("discord: Discord refused the intents (gateway close 4013, invalid intents %d): a wordbot bug, please report it", a.intents.Load())
	case closeDisallowedIntents:
		return errors.New("discord: Discord refused the Message Content intent (gateway close 4014, disallowed intents): enable it for the bot (Developer Portal, Bot, Privileged Gateway Intents) or set discord.message_content to auto or off")
	}
	return nil
}

// How often a connection's latest heartbeat ACK is looked at: every
// learnPoll until the interval is known (so that no ACK is missed while it
// is learnt), then 8 times an interval, within [minPoll, maxPoll].
const (
	learnPoll = 50 * time.Millisecond
	minPoll   = 10 * time.Millisecond
	maxPoll   = time.Second
)

// watchHeartbeats runs while one connection of g is up (from Connect until
// stop is closed): when the heartbeat ACK has not come by the next
// heartbeat, the link is dead (a "zombie": Discord's docs), and the adapter
// closes it with closeResume, which reconnects and resumes (see
// reconnectLoop). discordgo does the same only after 5 missed intervals
// and closes with 1000, which ends the session and loses its events.
//
// discordgo keeps the heartbeat interval (HELLO's) to itself: the adapter
// learns it as the longest gap between two ACKs of a connection (each
// heartbeat is ACKed about one interval after the previous one), keeps it
// for the shard's next connections, and watches from the second ACK of
// the shard's first connection on. The link is dead when the latest ACK is
// older than two intervals (the previous heartbeat was sent about one
// interval after it and is not ACKed when the next one is sent).
func (a *Adapter) watchHeartbeats(g *gateway, stop <-chan struct{}) {
	var last time.Time // the connection's latest ACK seen
	acks := 0
	for {
		interval := g.heartbeatInterval()
		poll := learnPoll
		if interval > 0 {
			poll = min(max(interval/8, minPoll), maxPoll)
		}
		select {
		case <-stop:
			return
		case <-time.After(poll):
		}
		g.s.RLock()
		ack := g.s.LastHeartbeatAck
		g.s.RUnlock()
		if !ack.Equal(last) {
			// Open sets LastHeartbeatAck at HELLO; from the first real
			// ACK on the gaps are the heartbeat interval.
			if acks++; acks >= 3 {
				g.learnInterval(ack.Sub(last))
			}
			last = ack
			continue
		}
		if interval == 0 || time.Since(ack) <= 2*interval {
			continue
		}
		a.cfg.Logger.Warn("discord: no heartbeat ACK by the next heartbeat; closing the link to resume", "shard", g.shard,
			"last_ack", time.Since(ack).Round(time.Millisecond), "interval", interval)
		// CloseWithCode emits Disconnect, which reconnects (resuming).
		g.s.CloseWithCode(closeResume)
		return
	}
}

// heartbeats is the heartbeat state of a gateway.
type heartbeats struct {
	mu       sync.Mutex
	interval time.Duration // learnt from the ACKs (0: not yet)
	stop     chan struct{} // closed when the watched connection ends
}

func (g *gateway) heartbeatInterval() time.Duration {
	g.hb.mu.Lock()
	defer g.hb.mu.Unlock()
	return g.hb.interval
}

// learnInterval takes gap as the heartbeat interval when it is the longest
// seen.
func (g *gateway) learnInterval(gap time.Duration) {
	g.hb.mu.Lock()
	defer g.hb.mu.Unlock()
	g.hb.interval = max(g.hb.interval, gap)
}

// connectedHeartbeats starts watching the heartbeats of g's new connection
// (and stops watching the one before, if any).
func (a *Adapter) connectedHeartbeats(g *gateway) {
	g.hb.mu.Lock()
	defer g.hb.mu.Unlock()
	if g.hb.stop != nil {
		close(g.hb.stop)
	}
	g.hb.stop = make(chan struct{})
	go a.watchHeartbeats(g, g.hb.stop)
}

// disconnectedHeartbeats stops watching g's connection.
func (g *gateway) disconnectedHeartbeats() {
	g.hb.mu.Lock()
	defer g.hb.mu.Unlock()
	if g.hb.stop != nil {
		close(g.hb.stop)
		g.hb.stop = nil
	}
}

// Resuming at READY's resume_gateway_url. discordgo v0.29.0 does not read
// it, and dials the gateway URL it was given by GET /gateway at the first
// Open, for every reconnection, until a dial fails: only then does it ask
// GET /gateway again. The adapter steers it through two exported fields of
// the session: its Dialer refuses the first dial of a reconnection while
// the session's resume URL is not the one discordgo holds (no connection
// is made; discordgo forgets its URL), and its HTTP client answers the GET
// /gateway of the next Open with the resume URL, which it then dials to
// resume (docs/bot.md, "The gateway connection").

// errSteer is the dial refused so that discordgo asks GET /gateway again.
var errSteer = errors.New("discord: dialing the session's resume_gateway_url instead")

// resumeURL is the resume state of a gateway.
type resumeURL struct {
	mu      sync.Mutex
	url     string // READY's resume_gateway_url ("" before READY)
	steered string // the URL GET /gateway last answered with
	dialed  string // host:port of the latest connection
}

// onRawEvent takes READY's resume_gateway_url, which discordgo's Ready
// lacks.
func (g *gateway) onRawEvent(e *discordgo.Event) {
	if e.Type != "READY" {
		return
	}
	var r struct {
		URL string `json:"resume_gateway_url"`
	}
	if json.Unmarshal(e.RawData, &r) != nil || r.URL == "" {
		return
	}
	if u, err := url.Parse(r.URL); err != nil || (u.Scheme != "wss" && u.Scheme != "ws") || u.Host == "" {
		return
	}
	g.rs.mu.Lock()
	g.rs.url = r.URL
	g.rs.mu.Unlock()
}

// dialer is g's websocket dialer: discordgo's default one, which refuses
// a dial while g's resume URL is not the one discordgo holds, and forgets
// the resume URL when it cannot be reached.
func (g *gateway) dialer() *websocket.Dialer {
	var d net.Dialer
	return &websocket.Dialer{Proxy: http.ProxyFromEnvironment, HandshakeTimeout: 45 * time.Second,
		NetDialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			g.rs.mu.Lock()
			steer := g.rs.url != g.rs.steered
			g.rs.mu.Unlock()
			if steer {
				return nil, errSteer
			}
			c, err := d.DialContext(ctx, network, addr)
			g.rs.mu.Lock()
			defer g.rs.mu.Unlock()
			if err != nil {
				// The resume URL cannot be reached: the next GET
				// /gateway goes to Discord again (discordgo asks it
				// after a failed dial), whose URL takes resumes too.
				g.rs.url, g.rs.steered = "", ""
				return nil, err
			}
			g.rs.dialed = addr
			return c, nil
		}}
}

// gatewayURL answers a session's GET /gateway with its resume URL when it
// has one; other requests go to next.
type gatewayURL struct {
	g    *gateway
	next http.RoundTripper
}

func (t gatewayURL) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Method != http.MethodGet || !strings.HasSuffix(req.URL.Path, "/gateway") {
		return t.next.RoundTrip(req)
	}
	t.g.rs.mu.Lock()
	u := t.g.rs.url
	t.g.rs.steered = u
	t.g.rs.mu.Unlock()
	if u == "" {
		return t.next.RoundTrip(req)
	}
	if req.Body != nil {
		req.Body.Close()
	}
	body, _ := json.Marshal(map[string]string{"url": u})
	return &http.Response{StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(bytes.NewReader(body)),
		ContentLength: int64(len(body)), Request: req}, nil
}

// Close codes of live connections. discordgo does not hand them to
// handlers: its reading goroutine logs the error (a *websocket.CloseError,
// with the URL it dialed) and closes the session. The adapter's discordgo
// logger (installed when Config.Logger is set) passes such errors to
// closedByDiscord, which stops the adapters whose gateway dialed that
// host when the code is one not to retry; without it the reconnection that
// follows gets the code (reconnectLoop), unless Discord answers its Resume
// with op 9 and discordgo identifies inside the connection.

// liveGateways maps each opened gateway to its adapter (until Close).
var liveGateways sync.Map // *gateway -> *Adapter

// closedByDiscord looks at the arguments of one of discordgo's log lines
// for a close code not to retry.
func closedByDiscord(args []any) {
	var ce *websocket.CloseError
	addr := ""
	for _, x := range args {
		switch v := x.(type) {
		case error:
			errors.As(v, &ce)
		case string:
			if u, err := url.Parse(v); err == nil && (u.Scheme == "ws" || u.Scheme == "wss") {
				addr = hostPort(u)
			}
		}
	}
	if ce == nil || addr == "" {
		return
	}
	liveGateways.Range(func(k, v any) bool {
		g, a := k.(*gateway), v.(*Adapter)
		if g.dialedAddr() == addr && !a.closing.Load() && !a.dropContentIntent(ce) {
			if fatal := a.fatalClose(ce); fatal != nil {
				a.fail(fatal)
			}
		}
		return true
	})
}

// hostPort is the address a websocket URL is dialed at (gorilla's rule:
// port 443 for wss, 80 for ws, unless given).
func hostPort(u *url.URL) string {
	if u.Port() != "" {
		return u.Host
	}
	if u.Scheme == "wss" {
		return net.JoinHostPort(u.Hostname(), "443")
	}
	return net.JoinHostPort(u.Hostname(), "80")
}

func (g *gateway) dialedAddr() string {
	g.rs.mu.Lock()
	defer g.rs.mu.Unlock()
	return g.rs.dialed
}
