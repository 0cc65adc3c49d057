package discord

import (
	"math"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Discord's rate limits (docs/bot.md, "Rate limits"): every REST route has
// buckets, per major parameter (a channel, a guild, an interaction or a
// webhook), announced by the X-RateLimit-* headers of each answer; and a
// bot may make GlobalRate requests per second in all, interaction responses
// and follow-ups excepted.
//
// discordgo's own RateLimiter reads the headers but lets a request go as
// soon as a bucket's reset time passes and knows no global budget until a
// 429 says so. The limiter below sits under it, in the HTTP transport, so
// that every request the bot makes waits for its bucket and for a slot of
// the global budget: nothing is sent into a bucket known to be empty.

// DefaultGlobalRate is the requests per second the adapter allows itself:
// below Discord's 50, so that requests delayed on their way never add up to
// 50 in one second of Discord's clock.
const DefaultGlobalRate = 45

// SharedGlobalRate is the pace of a budget shared by several processes
// (SharedBudget): lower than one process's, as requests of different
// processes take different ways to Discord.
const SharedGlobalRate = 40

// lateSlot is how late after its shared slot a request may still go.
const lateSlot = 50 * time.Millisecond

// SharedBudget hands out the slots of a global REST budget shared by the
// processes of one bot (Discord's 50 requests per second are per bot, not
// per process): N processes together send no more than one would.
type SharedBudget interface {
	// Reserve takes the next free slot of the shared budget and returns how
	// long to wait before sending (0: now).
	Reserve() (time.Duration, error)
}

// limiter tracks the buckets and paces the global budget.
type limiter struct {
	// shared, when set, gives the global slots instead of the local pace
	// (which still applies when it fails: see acquire).
	shared   SharedBudget
	failed   func(error) // told when shared fails
	mu       sync.Mutex
	cond     *sync.Cond
	routes   map[string]string // route -> bucket hash, from X-RateLimit-Bucket
	buckets  map[string]*rlBucket
	interval time.Duration // between two global slots
	next     time.Time     // the next free global slot
	global   time.Time     // a global 429 holds everything until then
	// sent holds, for the latest requests of the global budget (a ring),
	// when each was answered (inFlight until then): a request goes only
	// when the one len(sent) requests before it was answered a second
	// ago. Discord receives a request between its sending and its answer,
	// so however late a request wakes or long it travels, no second of
	// Discord's clock sees more than len(sent) of them.
	sent []time.Time
	head int
}

// rlBucket is what is known of one bucket.
type rlBucket struct {
	known     bool // the headers were seen
	limit     int
	remaining int
	reset     time.Time // when remaining goes back to limit
	inflight  bool      // one request at a time per bucket: its answer tells the next
	used      time.Time
}

func newLimiter(perSecond float64) *limiter {
	if perSecond <= 0 {
		perSecond = DefaultGlobalRate
	}
	l := &limiter{routes: map[string]string{}, buckets: map[string]*rlBucket{},
		interval: time.Duration(float64(time.Second) / perSecond), sent: make([]time.Time, int(perSecond))}
	l.cond = sync.NewCond(&l.mu)
	return l
}

// routeOf names a request's route (method and path with IDs taken out) and
// its major parameter, and says whether it counts in the global budget.
func routeOf(method, path string) (route, major string, global bool) {
	if i := strings.Index(path, "/api/v"); i >= 0 {
		path = path[i+len("/api/v"):]
		if j := strings.IndexByte(path, '/'); j >= 0 {
			path = path[j:]
		}
	}
	parts := strings.Split(strings.Trim(path, "/"), "/")
	global = true
	var sb strings.Builder
	sb.WriteString(method)
	for i := 0; i < len(parts); i++ {
		p := parts[i]
		prev := ""
		if i > 0 {
			prev = parts[i-1]
		}
		switch {
		case prev == "interactions" || prev == "webhooks":
			// An interaction's ID and token, or a webhook's ID and
			// token: interaction responses and follow-ups are outside
			// the global budget.
			global = false
			tok := ""
			if i+1 < len(parts) {
				tok = parts[i+1]
				i++
			}
			if major == "" {
				major = prev + "/" + p + "/" + tok
			}
			sb.WriteString("/:id/:token")
			continue
		case prev == "channels" || prev == "guilds":
			if major == "" {
				major = prev + "/" + p
			}
			sb.WriteString("/:id")
			continue
		case prev == "reactions":
			sb.WriteString("/:emoji")
			continue
		case p != "" && isDigits(p):
			sb.WriteString("/:id")
			continue
		}
		sb.WriteString("/" + p)
	}
	return sb.String(), major, global
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// key is the bucket of a route and major parameter: by Discord's bucket
// hash once an answer named it, by the route until then (l.mu held).
func (l *limiter) key(route, major string) string {
	if h, ok := l.routes[route]; ok {
		return h + "\x00" + major
	}
	return route + "\x00" + major
}

func (l *limiter) bucket(k string) *rlBucket {
	b := l.buckets[k]
	if b == nil {
		b = &rlBucket{}
		l.buckets[k] = b
		if len(l.buckets) > 20000 {
			l.sweep()
		}
	}
	return b
}

// sweep forgets buckets unused for a minute (l.mu held).
func (l *limiter) sweep() {
	old := time.Now().Add(-time.Minute)
	for k, b := range l.buckets {
		if !b.inflight && b.used.Before(old) {
			delete(l.buckets, k)
		}
	}
}

// ready reports whether b may take a request now, and if not when to look
// again (zero: when a request in flight answers) (l.mu held).
func (b *rlBucket) ready(now time.Time) (bool, time.Time) {
	if b.inflight {
		return false, time.Time{}
	}
	if !b.known || b.remaining > 0 {
		return true, time.Time{}
	}
	if !now.Before(b.reset) {
		b.remaining = b.limit
		return true, time.Time{}
	}
	return false, b.reset
}

// slot reserves the next global slot and returns when it is (l.mu held).
func (l *limiter) slot(now time.Time) time.Time {
	at := l.next
	if at.Before(now) {
		at = now
	}
	if at.Before(l.global) {
		at = l.global
	}
	l.next = at.Add(l.interval)
	return at
}

// backlog is how far ahead the global slots are taken.
func (l *limiter) backlog() time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	d := time.Until(l.next)
	if g := time.Until(l.global); g > d {
		d = g
	}
	return d
}

// acquire waits until the bucket of the request may take it and a global
// slot is due, and marks the bucket busy; done must be called with the
// answer's headers.
func (l *limiter) acquire(route, major string, global bool) (done func(status int, h http.Header)) {
	l.mu.Lock()
	var k string
	var b *rlBucket
	for {
		k = l.key(route, major)
		b = l.bucket(k)
		now := time.Now()
		ok, retry := b.ready(now)
		if ok {
			break
		}
		if retry.IsZero() {
			l.cond.Wait()
			continue
		}
		l.mu.Unlock()
		time.Sleep(retry.Sub(now))
		l.mu.Lock()
	}
	b.inflight = true
	b.used = time.Now()
	if b.known {
		b.remaining--
	}
	var at time.Time
	if global && l.shared == nil {
		at = l.slot(time.Now())
	}
	l.mu.Unlock()
	if global && l.shared != nil {
		// The shared budget's slot; when it cannot be had (the database
		// is unreachable), the local pace alone. A request that wakes
		// too late for its slot (a busy machine) takes another: sent
		// late, it would bunch up with the next processes' requests.
		for tries := 0; ; tries++ {
			d, err := l.shared.Reserve()
			if err != nil {
				if l.failed != nil {
					l.failed(err)
				}
				l.mu.Lock()
				at = l.slot(time.Now())
				l.mu.Unlock()
				break
			}
			at = time.Now().Add(d)
			time.Sleep(d)
			if time.Since(at) <= lateSlot || tries == 5 {
				break
			}
		}
	}
	if global {
		if d := time.Until(at); d > 0 {
			time.Sleep(d)
		}
	}
	return func(status int, h http.Header) { l.release(route, major, k, b, status, h) }
}

// inFlight marks a ring entry whose request is not answered yet.
var inFlight = time.Unix(1<<62, 0)

// mark waits until the request len(l.sent) before this one was answered a
// second ago, and takes its place in the ring; answered must be called
// when this request is answered or fails.
func (l *limiter) mark() (answered func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for {
		oldest := l.sent[l.head]
		if oldest == inFlight {
			l.cond.Wait()
			continue
		}
		now := time.Now()
		if d := oldest.Add(time.Second).Sub(now); d > 0 {
			l.mu.Unlock()
			time.Sleep(d)
			l.mu.Lock()
			continue
		}
		i := l.head
		l.sent[i] = inFlight
		l.head = (l.head + 1) % len(l.sent)
		return func() {
			l.mu.Lock()
			l.sent[i] = time.Now()
			l.mu.Unlock()
			l.cond.Broadcast()
		}
	}
}

// release reads an answer's rate-limit headers into its bucket.
func (l *limiter) release(route, major, k string, b *rlBucket, status int, h http.Header) {
	l.mu.Lock()
	defer l.mu.Unlock()
	defer l.cond.Broadcast()
	b.inflight = false
	if h == nil {
		return
	}
	now := time.Now()
	if status == http.StatusTooManyRequests && h.Get("X-RateLimit-Global") != "" {
		if d, ok := seconds(h.Get("Retry-After")); ok {
			if until := now.Add(d); until.After(l.global) {
				l.global = until
			}
		}
	}
	hash := h.Get("X-RateLimit-Bucket")
	limit, err1 := strconv.Atoi(h.Get("X-RateLimit-Limit"))
	remaining, err2 := strconv.Atoi(h.Get("X-RateLimit-Remaining"))
	after, ok := seconds(h.Get("X-RateLimit-Reset-After"))
	if err1 != nil || err2 != nil || !ok {
		return
	}
	if hash != "" && l.routes[route] != hash {
		// The route's bucket is now known by its hash: carry the state
		// over.
		l.routes[route] = hash
		nk := l.key(route, major)
		if nk != k {
			if old := l.buckets[nk]; old != nil && old != b {
				old.known, old.limit, old.remaining, old.reset = true, limit, remaining, now.Add(after)
				return
			}
			l.buckets[nk] = b
			delete(l.buckets, k)
		}
	}
	b.known, b.limit, b.remaining = true, limit, remaining
	// The reset is counted from when the answer arrived, which is later
	// than when Discord wrote it: the bucket is never believed full early.
	b.reset = now.Add(after)
}

// seconds parses a number of seconds such as "0.250".
func seconds(s string) (time.Duration, bool) {
	if s == "" {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || math.IsNaN(f) || f > 86400 {
		return 0, false
	}
	return time.Duration(f * float64(time.Second)), true
}

// limitedTransport makes every request of the session wait for the
// limiter.
type limitedTransport struct {
	l     *limiter
	next  http.RoundTripper
	on429 func() // counts Discord's 429 answers (metrics)
}

func (t limitedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	route, major, global := routeOf(req.Method, req.URL.Path)
	done := t.l.acquire(route, major, global)
	if global {
		// The last wait is when the request has its connection, just
		// before it is written: a slow dial does not bunch requests up.
		// (A request the transport sends again on a new connection
		// takes a second place.)
		var mu sync.Mutex
		var answered []func()
		defer func() {
			mu.Lock()
			defer mu.Unlock()
			for _, a := range answered {
				a()
			}
		}()
		req = req.WithContext(httptrace.WithClientTrace(req.Context(), &httptrace.ClientTrace{
			GotConn: func(httptrace.GotConnInfo) {
				a := t.l.mark()
				mu.Lock()
				answered = append(answered, a)
				mu.Unlock()
			},
		}))
	}
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		done(0, nil)
		return nil, err
	}
	done(resp.StatusCode, resp.Header)
	if resp.StatusCode == http.StatusTooManyRequests && t.on429 != nil {
		t.on429()
	}
	return resp, nil
}

// viaProxy sends the REST calls meant for Discord to a proxy (Config.APIURL).
type viaProxy struct {
	base *url.URL
	next http.RoundTripper
}

func (p viaProxy) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Host != "discord.com" || !strings.HasPrefix(req.URL.Path, "/api/") {
		return p.next.RoundTrip(req)
	}
	req = req.Clone(req.Context())
	req.URL.Scheme, req.URL.Host, req.Host = p.base.Scheme, p.base.Host, p.base.Host
	req.URL.Path = strings.TrimSuffix(p.base.Path, "/") + req.URL.Path
	req.URL.RawPath = ""
	return p.next.RoundTrip(req)
}
