// Package fakediscord is an in-process fake of Discord for tests: an
// httptest server that speaks enough of the REST API and the websocket
// gateway for a real *discordgo.Session to connect, receive events and
// reply. It records every call the bot makes.
package fakediscord

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/gorilla/websocket"
)

// AppID is the fake application's (and bot user's) ID.
const AppID = "100"

// IntentMessageContent is the privileged Message Content intent (1<<15).
const IntentMessageContent = 1 << 15

// Call is one REST request the bot made.
type Call struct {
	Method string
	Path   string // without /api/v9
	// Kind names the endpoint: "callback", "edit_original", "delete_original",
	// "followup", "message", "edit_message", "reaction", "commands" (a PUT
	// of the command list), "commands_refused" (one refused: see
	// activity.go), "get_commands".
	Kind        string
	Channel     string
	MessageID   string // the message edited or reacted to, or the one created
	Interaction string // the interaction ID for callback, edits and follow-ups
	Type        int    // callback type
	ModalID     string // a form's custom_id (callback type 9)
	// Choices are an autocomplete answer's suggestions (callback type 8),
	// their names.
	Choices []string
	Content string
	Flags   int
	Files   []File
	Buttons []Button
	Emoji   string
	// Nonce and EnforceNonce are a message create's idempotency key.
	Nonce        string
	EnforceNonce bool
	Body         []byte // the JSON payload
	Time         time.Time
	// Auth is the request's Authorization header ("Bot " + the token):
	// which process made the call, when each is given a token of its own.
	Auth string
	// AllowedMentions is the body's allowed_mentions (nil when absent).
	AllowedMentions *AllowedMentions
	// Pings are who the body would notify on Discord (see WouldPing).
	Pings Pings
	// Attachments are the body's attachments (descriptions of the files).
	Attachments []Attachment
}

// Ephemeral reports whether the call's flags include ephemeral (64).
func (c Call) Ephemeral() bool { return c.Flags&64 != 0 }

// File is an attachment of a call.
type File struct {
	Name string
	Size int
	Data []byte
}

// Button is a button of a call.
type Button struct{ Label, CustomID string }

// Server is a fake Discord.
type Server struct {
	oauth  oauthState    // oauth.go
	guilds guildState    // guilds.go
	act    activityState // activity.go

	HTTP *httptest.Server

	mu        sync.Mutex
	calls     []Call
	changed   chan struct{}
	conns     []*wsConn
	nextID    atomic.Int64
	byToken   map[string]string // interaction token -> interaction ID
	counts    map[string]int
	faults    map[string][]int          // call kind -> statuses still to answer
	chFaults  map[string]chanFault      // channel -> its answer for ever (FailChannel)
	injected  map[int]int               // status -> faults answered
	nonces    map[string]map[string]any // channel + "\x00" + nonce -> the message created
	requests  map[string]int            // channel -> requests to it, answered or not (see Requests)
	Heartbeat time.Duration
	// NoLimits turns the rate limits off (see limited).
	NoLimits bool
	limits   map[string]*window // bucket -> its current window
	hits     [2]int             // requests sent into an empty bucket, a full global budget
	// Refuse lists intents the application lacks: an Identify asking for
	// one of them is closed with 4014, as Discord does (set before the
	// client connects).
	Refuse int

	botMessages map[string]bool            // IDs of messages the bot posted
	originals   map[string]string          // interaction ID -> its response message
	suggesting  map[string]bool            // IDs of autocomplete interactions
	commands    map[string]json.RawMessage // scope ("" global, or a guild) -> registered commands

	// gwMu orders the gateway: each shard's session, its sequence and its
	// events, kept so that a resumed session gets what it missed.
	gwMu       sync.Mutex
	gw         map[int][]*shardSession // shard ID -> its gateway sessions, oldest first
	overlaps   int                     // times a shard had two sessions connected at once
	shardCount int                     // of the latest accepted Identify (1 without one)
	identifies int
	resumes    int
	refused    int
	intents    int      // of the latest accepted Identify
	shards     [][2]int // the shard of each Identify ({0, 1} without one)
	// The gateway as Discord documents it (docs/bot.md, "The gateway
	// connection"): a revoked token, a shard count Discord requires, the
	// heartbeats and the invalidated sessions.
	revoked       bool            // the token was reset: 4004, and REST 401
	minShards     int             // an Identify with fewer shards is closed with 4011
	heartbeats    int             // op 1 received
	invalidAt     time.Time       // when the latest op 9 was sent
	identifyWaits []time.Duration // from an op 9 to the Identify after it
	resumedAt     []string        // the URL path of each accepted Resume
	clientCloses  []int           // the close code of each close frame a client sent
	dials         int             // websocket connections opened
}

// shardSession is a gateway session of one shard: Discord routes a
// server's events to the shard (guild_id >> 22) % shard_count, and direct
// messages to shard 0 (see ShardOf). Like Discord, the fake lets two
// sessions of one shard run at once (both get its events); Overlaps counts
// it.
type shardSession struct {
	id      string // the session_id of READY, which a Resume names
	shard   int
	count   int // the shard count of its Identify
	intents int // of its Identify: it gets only the events they cover (see Dispatch)
	seq     int
	history []frame
	conns   []*wsConn
}

// frame is one dispatch of the gateway session.
type frame struct {
	seq  int
	data map[string]any
}

type wsConn struct {
	mu sync.Mutex
	c  *websocket.Conn
	// zombie: the link went silent (see Zombie): nothing is sent on it,
	// not even heartbeat ACKs.
	zombie atomic.Bool
	// closing: the server closed it (a close code of its own); the
	// client's answering close frame does not end the session.
	closing atomic.Bool
}

// New starts a fake Discord; Close stops it.
func New() *Server {
	s := &Server{changed: make(chan struct{}), byToken: map[string]string{}, counts: map[string]int{},
		faults: map[string][]int{}, injected: map[int]int{}, nonces: map[string]map[string]any{}, Heartbeat: 30 * time.Second,
		botMessages: map[string]bool{}, originals: map[string]string{}, suggesting: map[string]bool{}, limits: map[string]*window{}}
	s.gw, s.shardCount, s.requests = map[int][]*shardSession{}, 1, map[string]int{}
	s.nextID.Store(1000)
	s.HTTP = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Close stops the server.
func (s *Server) Close() {
	s.mu.Lock()
	conns := s.conns
	s.conns = nil
	s.mu.Unlock()
	for _, c := range conns {
		c.c.Close()
	}
	s.HTTP.CloseClientConnections()
	s.HTTP.Close()
}

// Client returns an HTTP client whose requests to discord.com go to the
// fake.
func (s *Server) Client() *http.Client {
	u, _ := url.Parse(s.HTTP.URL)
	tr := &http.Transport{MaxIdleConns: 2000, MaxIdleConnsPerHost: 2000, IdleConnTimeout: time.Minute}
	return &http.Client{Transport: rewrite{u: u, next: tr}, Timeout: 20 * time.Second}
}

type rewrite struct {
	u    *url.URL
	next http.RoundTripper
}

func (r rewrite) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.URL.Scheme = r.u.Scheme
	req.URL.Host = r.u.Host
	req.Host = r.u.Host
	return r.next.RoundTrip(req)
}

// NewID returns a fresh snowflake-like ID.
func (s *Server) NewID() string { return fmt.Sprint(s.nextID.Add(1)) }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	path := strings.TrimPrefix(r.URL.Path, "/api/v9")
	if p := apiPath(r.URL.Path); oauthPath(r.Method, p) {
		if p == "/oauth2/token" {
			s.oauthToken(w, r)
		} else {
			s.usersMe(w, r)
		}
		return
	}
	switch {
	case path == "/gateway" || path == "/gateway/bot":
		ws := "ws" + strings.TrimPrefix(s.HTTP.URL, "http") + "/ws"
		writeJSON(w, map[string]any{"url": ws, "shards": 1})
		return
	case r.URL.Path == "/ws" || r.URL.Path == "/ws/" || r.URL.Path == "/resume" || r.URL.Path == "/resume/":
		s.gateway(w, r)
		return
	}
	s.gwMu.Lock()
	revoked := s.revoked
	s.gwMu.Unlock()
	if revoked {
		// A reset token is refused by REST too.
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		json.NewEncoder(w).Encode(map[string]any{"message": "401: Unauthorized", "code": 0})
		return
	}
	c := Call{Method: r.Method, Path: path, Time: time.Now(), Auth: r.Header.Get("Authorization")}
	parts := strings.Split(strings.Trim(path, "/"), "/")
	if len(parts) > 1 && parts[0] == "channels" {
		s.mu.Lock()
		s.requests[parts[1]]++
		s.mu.Unlock()
	}
	if err := readBody(r, &c); err != nil {
		http.Error(w, err.Error(), 400)
		return
	}
	if s.limited(w, r.Method, parts) {
		return
	}
	if len(parts) >= 2 && parts[0] == "channels" && s.channelFault(w, parts[1]) {
		return
	}
	var resp any
	status := 200
	nonceKey := "" // a message created with this nonce key
	switch {
	case len(parts) == 4 && parts[0] == "interactions" && parts[3] == "callback" && r.Method == "POST":
		c.Kind, c.Interaction = "callback", parts[1]
		s.mu.Lock()
		s.byToken[parts[2]] = parts[1]
		if c.Type == 4 {
			// A message response: it is the bot's message.
			c.MessageID = s.NewID()
			s.originals[c.Interaction] = c.MessageID
			s.botMessages[c.MessageID] = true
		}
		s.mu.Unlock()
		status = 204
	case len(parts) == 5 && parts[0] == "webhooks" && parts[4] == "@original":
		c.Interaction = s.interactionOf(parts[2])
		if r.Method == "DELETE" {
			c.Kind, status = "delete_original", 204
		} else {
			c.Kind = "edit_original"
			c.MessageID = s.NewID()
			resp = message(c.MessageID, c.Channel, c.Content)
		}
	case len(parts) == 3 && parts[0] == "webhooks" && r.Method == "POST":
		c.Kind, c.Interaction = "followup", s.interactionOf(parts[2])
		c.MessageID = s.NewID()
		resp = message(c.MessageID, "", c.Content)
	case len(parts) == 3 && parts[0] == "channels" && parts[2] == "messages" && r.Method == "POST":
		c.Kind, c.Channel = "message", parts[1]
		if c.Nonce != "" && c.EnforceNonce {
			// Discord's idempotent posts: the same nonce in the same
			// channel returns the first message instead of a new one.
			key := c.Channel + "\x00" + c.Nonce
			s.mu.Lock()
			first, ok := s.nonces[key]
			if ok {
				s.counts["nonce_repeat"]++
			}
			s.mu.Unlock()
			if ok {
				if s.fault(w, c.Kind) {
					return
				}
				if s.loseAnswer(c.Kind) {
					hangUp(w)
					return
				}
				writeJSON(w, first)
				return
			}
			c.MessageID = s.NewID()
			resp = message(c.MessageID, c.Channel, c.Content)
			nonceKey = key
			break
		}
		c.MessageID = s.NewID()
		resp = message(c.MessageID, c.Channel, c.Content)
	case len(parts) == 4 && parts[0] == "channels" && parts[2] == "messages" && r.Method == "PATCH":
		c.Kind, c.Channel, c.MessageID = "edit_message", parts[1], parts[3]
		resp = message(c.MessageID, c.Channel, c.Content)
	case len(parts) == 7 && parts[0] == "channels" && parts[4] == "reactions" && r.Method == "PUT":
		c.Kind, c.Channel, c.MessageID = "reaction", parts[1], parts[3]
		c.Emoji, _ = url.PathUnescape(parts[5])
		status = 204
	case parts[0] == "applications" && parts[len(parts)-1] == "commands" && r.Method == "PUT":
		c.Kind = "commands"
		if code, msg := s.checkCommands(commandScope(parts), c.Body); code != 0 {
			s.record(Call{Method: c.Method, Path: c.Path, Kind: "commands_refused", Body: c.Body, Time: c.Time})
			refuse(w, code, msg)
			return
		}
		resp = s.putCommands(commandScope(parts), c.Body)
	case parts[0] == "applications" && parts[len(parts)-1] == "commands" && r.Method == "GET":
		c.Kind = "get_commands"
		resp = s.Commands(commandScope(parts))
	case r.Method == "GET" && (parts[0] == "guilds" || parts[0] == "channels"):
		var known bool
		if c.Kind, resp, status, known = s.guildRead(parts); !known {
			c.Kind, status, resp = "unknown", 404, map[string]any{"message": "404: Not Found", "code": 0}
		}
	default:
		c.Kind = "unknown"
		status = 404
		resp = map[string]any{"message": "404: Not Found", "code": 0}
	}
	if s.fault(w, c.Kind) {
		return
	}
	msg := checkAllowedMentions(c.AllowedMentions)
	if msg == "" {
		msg = checkCustomIDs(c)
	}
	if msg == "" && c.Kind == "callback" {
		s.mu.Lock()
		msg = checkSuggestions(c, s.suggesting[c.Interaction])
		s.mu.Unlock()
		if msg == "" {
			msg = s.checkLaunch(c)
		}
	}
	if msg != "" {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(400)
		json.NewEncoder(w).Encode(map[string]any{"message": "Invalid Form Body: " + msg, "code": 50035})
		return
	}
	if nonceKey != "" {
		s.mu.Lock()
		s.nonces[nonceKey] = resp.(map[string]any)
		s.mu.Unlock()
	}
	s.record(c)
	if s.loseAnswer(c.Kind) {
		hangUp(w)
		return
	}
	if resp == nil {
		w.WriteHeader(status)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(resp)
}

func (s *Server) interactionOf(token string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if id, ok := s.byToken[token]; ok {
		return id
	}
	return strings.TrimPrefix(token, "tok-")
}

func message(id, channel, content string) map[string]any {
	return map[string]any{"id": id, "channel_id": channel, "content": content, "author": map[string]any{"id": AppID, "username": "wordbot", "bot": true}}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

// readBody fills c from a JSON or multipart body.
func readBody(r *http.Request, c *Call) error {
	ct, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if strings.HasPrefix(ct, "multipart/") {
		mr := multipart.NewReader(r.Body, params["boundary"])
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
			data, err := io.ReadAll(p)
			if err != nil {
				return err
			}
			if p.FormName() == "payload_json" {
				c.Body = data
			} else {
				c.Files = append(c.Files, File{Name: p.FileName(), Size: len(data), Data: data})
			}
		}
	} else {
		data, err := io.ReadAll(r.Body)
		if err != nil {
			return err
		}
		c.Body = data
	}
	if len(c.Body) == 0 {
		return nil
	}
	var p struct {
		Type     int              `json:"type"`
		Nonce    json.RawMessage  `json:"nonce"`
		Enforce  bool             `json:"enforce_nonce"`
		Content  *string          `json:"content"`
		Flags    int              `json:"flags"`
		Comps    json.RawMessage  `json:"components"`
		Allowed  *AllowedMentions `json:"allowed_mentions"`
		Attached []Attachment     `json:"attachments"`
		Data     *struct {
			Content  string           `json:"content"`
			Flags    int              `json:"flags"`
			Comps    json.RawMessage  `json:"components"`
			Allowed  *AllowedMentions `json:"allowed_mentions"`
			Attached []Attachment     `json:"attachments"`
			CustomID string           `json:"custom_id"`
			Choices  *[]struct {
				Name  string `json:"name"`
				Value any    `json:"value"`
			} `json:"choices"`
		} `json:"data"`
	}
	if err := json.Unmarshal(c.Body, &p); err != nil {
		return nil // a command list (an array)
	}
	c.Type = p.Type
	c.EnforceNonce = p.Enforce
	if len(p.Nonce) > 0 {
		var str string
		if json.Unmarshal(p.Nonce, &str) == nil {
			c.Nonce = str
		} else {
			c.Nonce = string(p.Nonce) // an integer nonce
		}
	}
	comps := p.Comps
	if p.Content != nil {
		c.Content = *p.Content
	}
	c.Flags = p.Flags
	c.AllowedMentions, c.Attachments = p.Allowed, p.Attached
	if p.Data != nil {
		c.Content, c.Flags, comps = p.Data.Content, p.Data.Flags, p.Data.Comps
		if p.Type == 9 {
			c.ModalID = p.Data.CustomID
		}
		if p.Data.Choices != nil {
			c.Choices = []string{}
			for _, ch := range *p.Data.Choices {
				c.Choices = append(c.Choices, ch.Name)
			}
		}
		c.AllowedMentions, c.Attachments = p.Data.Allowed, p.Data.Attached
	}
	c.Pings = WouldPing(c.Content, c.AllowedMentions)
	var rows []struct {
		Components []struct {
			Label    string `json:"label"`
			CustomID string `json:"custom_id"`
		} `json:"components"`
	}
	if len(comps) > 0 && json.Unmarshal(comps, &rows) == nil {
		for _, row := range rows {
			for _, b := range row.Components {
				c.Buttons = append(c.Buttons, Button{b.Label, b.CustomID})
			}
		}
	}
	return nil
}

// maxCustomID is Discord's limit on a button's or form's custom_id, in
// characters.
const maxCustomID = 100

// checkCustomIDs refuses, as Discord does (400, code 50035), a call whose
// buttons or form have a custom_id empty or longer than maxCustomID.
func checkCustomIDs(c Call) string {
	ids := []string{}
	if c.ModalID != "" || c.Type == 9 {
		ids = append(ids, c.ModalID)
	}
	for _, b := range c.Buttons {
		ids = append(ids, b.CustomID)
	}
	for _, id := range ids {
		if n := utf8.RuneCountInString(id); n == 0 || n > maxCustomID {
			return fmt.Sprintf("custom_id: must be between 1 and %d in length (%d)", maxCustomID, n)
		}
	}
	return ""
}

// maxChoices is the most suggestions an autocomplete answer may hold, and
// maxChoiceName the longest name of one, in characters.
const maxChoices, maxChoiceName = 25, 100

// checkSuggestions refuses, as Discord does, an autocomplete answer (type 8)
// to another interaction, another answer to an autocomplete interaction,
// and an answer with no choices list, more than maxChoices or a name empty
// or longer than maxChoiceName.
func checkSuggestions(c Call, autocomplete bool) string {
	switch {
	case autocomplete != (c.Type == 8):
		return fmt.Sprintf("type: callback type %d is not valid for this interaction", c.Type)
	case !autocomplete:
		return ""
	case c.Choices == nil:
		return "data.choices: this field is required"
	case len(c.Choices) > maxChoices:
		return fmt.Sprintf("data.choices: must be %d or fewer in length", maxChoices)
	}
	for i, n := range c.Choices {
		if l := utf8.RuneCountInString(n); l == 0 || l > maxChoiceName {
			return fmt.Sprintf("data.choices.%d.name: must be between 1 and %d in length", i, maxChoiceName)
		}
	}
	return ""
}

func (s *Server) record(c Call) {
	s.mu.Lock()
	s.calls = append(s.calls, c)
	s.counts[c.Kind]++
	if c.Kind == "message" {
		s.botMessages[c.MessageID] = true
	}
	ch := s.changed
	s.changed = make(chan struct{})
	s.mu.Unlock()
	close(ch)
}

// Calls returns every call so far.
func (s *Server) Calls() []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Call(nil), s.calls...)
}

// CallsSince returns the calls from index i on.
func (s *Server) CallsSince(i int) []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	if i > len(s.calls) {
		return nil
	}
	return append([]Call(nil), s.calls[i:]...)
}

// Wait waits until pred holds over the calls, or the timeout; it returns
// the calls and whether pred held. pred runs under the server's lock on the
// live list: it must not keep the slice.
func (s *Server) Wait(timeout time.Duration, pred func([]Call) bool) ([]Call, bool) {
	deadline := time.After(timeout)
	for {
		s.mu.Lock()
		ok := pred(s.calls)
		ch := s.changed
		s.mu.Unlock()
		if ok {
			return s.Calls(), true
		}
		select {
		case <-ch:
		case <-deadline:
			return s.Calls(), false
		}
	}
}

// Requests returns how many REST requests named channel (its messages,
// edits, reactions), including those answered with a fault or a 429,
// which Calls leaves out.
func (s *Server) Requests(channel string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests[channel]
}

// Count returns the number of calls of a kind.
func (s *Server) Count(kind string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counts[kind]
}

// WaitCount waits until there are at least n calls of a kind.
func (s *Server) WaitCount(timeout time.Duration, kind string, n int) bool {
	deadline := time.After(timeout)
	for {
		s.mu.Lock()
		ok := s.counts[kind] >= n
		ch := s.changed
		s.mu.Unlock()
		if ok {
			return true
		}
		select {
		case <-ch:
		case <-deadline:
			return false
		}
	}
}

// Discord's rate limits, as the fake enforces them (docs/bot.md, "Rate
// limits"): each route has buckets per major parameter, answered with the
// X-RateLimit-* headers; a request into an empty bucket gets a 429 with
// retry_after and is counted (EmptyBucketHits). A bucket is a fixed window
// that opens at its first request.
const (
	GlobalLimit = 50 // requests per second in all, interaction responses and follow-ups excepted
)

// routeLimit is the limit of a bucket: n requests per window.
type routeLimit struct {
	n   int
	per time.Duration
}

var routeLimits = map[string]routeLimit{
	"reaction":     {1, 250 * time.Millisecond},
	"message":      {5, 5 * time.Second},
	"edit_message": {5, 5 * time.Second},
	"webhook":      {5, 2 * time.Second},
	"commands":     {10, 10 * time.Second},
	"other":        {10, time.Second},
}

// window is a bucket's current window.
type window struct {
	start time.Time
	count int
}

// bucketOf names the bucket of a request and its major parameter, and
// says whether it counts in the global budget.
func bucketOf(method string, parts []string) (name, major string, global bool) {
	switch {
	case parts[0] == "interactions":
		return "", "", false
	case parts[0] == "webhooks" && len(parts) >= 3:
		return "webhook", parts[2], false
	case parts[0] == "channels" && len(parts) == 3 && parts[2] == "messages" && method == "POST":
		return "message", parts[1], true
	case parts[0] == "channels" && len(parts) == 4 && parts[2] == "messages" && method == "PATCH":
		return "edit_message", parts[1], true
	case parts[0] == "channels" && len(parts) == 7 && parts[4] == "reactions":
		return "reaction", parts[1], true
	case parts[0] == "applications":
		return "commands", parts[1], true
	}
	return "other", method + " " + strings.Join(parts, "/"), true
}

// limited applies the rate limits to a request: it writes the headers, and
// answers 429 (returning true) when the bucket or the global budget is
// empty.
func (s *Server) limited(w http.ResponseWriter, method string, parts []string) bool {
	if s.NoLimits || len(parts) == 0 {
		return false
	}
	name, major, global := bucketOf(method, parts)
	now := time.Now()
	s.mu.Lock()
	open := func(key string, per time.Duration) *window {
		win := s.limits[key]
		if win == nil || !now.Before(win.start.Add(per)) {
			win = &window{start: now}
			s.limits[key] = win
		}
		return win
	}
	var b, g *window
	var lim routeLimit
	if name != "" {
		lim = routeLimits[name]
		b = open(name+"\x00"+major, lim.per)
	}
	if global {
		g = open("\x00global", time.Second)
	}
	h := w.Header()
	switch {
	case b != nil && b.count >= lim.n:
		s.hits[0]++
		s.mu.Unlock()
		s.tooMany(w, "b-"+name, lim.n, b.start.Add(lim.per), false)
		return true
	case g != nil && g.count >= GlobalLimit:
		s.hits[1]++
		s.mu.Unlock()
		s.tooMany(w, "", GlobalLimit, g.start.Add(time.Second), true)
		return true
	}
	if g != nil {
		g.count++
	}
	if b != nil {
		b.count++
		setLimitHeaders(h, "b-"+name, lim.n, lim.n-b.count, b.start.Add(lim.per))
	}
	s.mu.Unlock()
	return false
}

func setLimitHeaders(h http.Header, bucket string, limit, remaining int, reset time.Time) {
	after := time.Until(reset)
	if after < 0 {
		after = 0
	}
	h.Set("X-RateLimit-Limit", fmt.Sprint(limit))
	h.Set("X-RateLimit-Remaining", fmt.Sprint(remaining))
	h.Set("X-RateLimit-Reset", fmt.Sprintf("%.3f", float64(reset.UnixMilli()+1)/1000))
	h.Set("X-RateLimit-Reset-After", fmt.Sprintf("%.3f", float64(after.Milliseconds()+1)/1000))
	h.Set("X-RateLimit-Bucket", bucket)
}

// tooMany answers 429 for a bucket or the global budget.
func (s *Server) tooMany(w http.ResponseWriter, bucket string, limit int, reset time.Time, global bool) {
	h := w.Header()
	after := float64(time.Until(reset).Milliseconds()+1) / 1000
	if after < 0.001 {
		after = 0.001
	}
	h.Set("Content-Type", "application/json")
	h.Set("Retry-After", fmt.Sprintf("%.3f", after))
	if global {
		h.Set("X-RateLimit-Global", "true")
		h.Set("X-RateLimit-Scope", "global")
	} else {
		setLimitHeaders(h, bucket, limit, 0, reset)
		h.Set("X-RateLimit-Scope", "user")
	}
	w.WriteHeader(http.StatusTooManyRequests)
	json.NewEncoder(w).Encode(map[string]any{"message": "You are being rate limited.", "retry_after": after, "global": global})
}

// EmptyBucketHits returns how many requests were sent into an empty bucket
// and into a spent global budget (each answered 429).
func (s *Server) EmptyBucketHits() (bucket, global int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[0], s.hits[1]
}

// Fail makes the next n calls of kind (see Call.Kind) fail with status
// (or Reset, or LoseAnswer) before they are carried out, as Discord does: 429 comes with Retry-After,
// X-RateLimit-* headers and a JSON body whose retry_after is 50 ms; any
// other status with Discord's JSON error body. Failed calls are not
// recorded as calls; Injected counts them.
func (s *Server) Fail(kind string, status, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := 0; i < n; i++ {
		s.faults[kind] = append(s.faults[kind], status)
	}
}

// chanFault is how a channel answers every call (FailChannel).
type chanFault struct {
	status, code int
	message      string
	answered     int
}

// Discord's answers for a channel the bot can no longer use.
const (
	// CodeMissingAccess comes with 403 when the bot was removed from the
	// channel's server or may not see the channel.
	CodeMissingAccess = 50001
	// CodeUnknownChannel comes with 404 when the channel was deleted.
	CodeUnknownChannel = 10003
)

// FailChannel makes every call on channel (a message, an edit, a
// reaction) answer status with Discord's JSON error body {"code": code,
// "message": message}, for ever (until ClearChannel), before it is carried
// out: as Discord answers 403 {"code": 50001, "message": "Missing Access"}
// once the bot was removed from the channel's server, or 500 while it is
// down. Such calls are not recorded as calls; ChannelFailures counts them.
func (s *Server) FailChannel(channel string, status, code int, message string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.chFaults == nil {
		s.chFaults = map[string]chanFault{}
	}
	f := s.chFaults[channel]
	f.status, f.code, f.message = status, code, message
	s.chFaults[channel] = f
}

// ClearChannel ends FailChannel's answer on channel.
func (s *Server) ClearChannel(channel string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f, ok := s.chFaults[channel]; ok {
		f.status = 0
		s.chFaults[channel] = f
	}
}

// ChannelFailures returns how many calls on channel FailChannel answered.
func (s *Server) ChannelFailures(channel string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.chFaults[channel].answered
}

// channelFault answers the call with channel's FailChannel answer, if any.
func (s *Server) channelFault(w http.ResponseWriter, channel string) bool {
	s.mu.Lock()
	f, ok := s.chFaults[channel]
	if !ok || f.status == 0 {
		s.mu.Unlock()
		return false
	}
	f.answered++
	s.chFaults[channel] = f
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(f.status)
	json.NewEncoder(w).Encode(map[string]any{"message": f.message, "code": f.code})
	return true
}

// ClearFaults drops the faults not answered yet.
func (s *Server) ClearFaults() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = map[string][]int{}
}

// NonceRepeats returns how many message creates repeated a nonce and got
// the first message back.
func (s *Server) NonceRepeats() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counts["nonce_repeat"]
}

// Injected returns how many calls were answered with status by Fail.
func (s *Server) Injected(status int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.injected[status]
}

// Pseudo-statuses for Fail: Reset closes the connection before the call is
// carried out; LoseAnswer carries the call out (it is recorded) and then
// closes the connection without an answer, as a lost response would.
const (
	Reset      = -1
	LoseAnswer = -2
)

// hangUp closes the request's connection without an answer.
func hangUp(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			if tc, ok := conn.(interface{ SetLinger(int) error }); ok {
				tc.SetLinger(0) // a reset, not a clean close
			}
			conn.Close()
			return
		}
	}
	panic(http.ErrAbortHandler)
}

// loseAnswer takes a LoseAnswer fault queued for kind, if it is next.
func (s *Server) loseAnswer(kind string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	q := s.faults[kind]
	if len(q) == 0 || q[0] != LoseAnswer {
		return false
	}
	s.faults[kind] = q[1:]
	s.injected[LoseAnswer]++
	return true
}

// fault answers the call with the next fault queued for its kind.
func (s *Server) fault(w http.ResponseWriter, kind string) bool {
	s.mu.Lock()
	q := s.faults[kind]
	if len(q) == 0 || q[0] == LoseAnswer {
		s.mu.Unlock()
		return false
	}
	status := q[0]
	s.faults[kind] = q[1:]
	s.injected[status]++
	s.mu.Unlock()
	if status == Reset {
		hangUp(w)
		return true
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	if status == http.StatusTooManyRequests {
		h.Set("Retry-After", "1")
		h.Set("X-RateLimit-Limit", "5")
		h.Set("X-RateLimit-Remaining", "0")
		h.Set("X-RateLimit-Reset", fmt.Sprintf("%.3f", float64(time.Now().Add(50*time.Millisecond).UnixMilli())/1000))
		h.Set("X-RateLimit-Reset-After", "0.050")
		h.Set("X-RateLimit-Bucket", "fake-"+kind)
		h.Set("X-RateLimit-Scope", "user")
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(map[string]any{"message": "You are being rate limited.", "retry_after": 0.05, "global": false})
		return true
	}
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"message": fmt.Sprintf("%d: %s", status, http.StatusText(status)), "code": 0})
	return true
}

// DropConnections closes every gateway connection abruptly, as a network
// failure would; a client that reconnects may resume (op 6) and gets the
// events dispatched in between.
func (s *Server) DropConnections() {
	s.mu.Lock()
	conns := s.conns
	s.conns = nil
	s.mu.Unlock()
	// A connection attached to its session but not yet joined too.
	s.gwMu.Lock()
	for _, ss := range s.gw {
		for _, sh := range ss {
			for _, c := range sh.conns {
				if !slices.Contains(conns, c) {
					conns = append(conns, c)
				}
			}
		}
	}
	s.gwMu.Unlock()
	for _, c := range conns {
		c.c.UnderlyingConn().Close()
	}
}

// Redeliver sends the last k events of shard 0's session again (with new
// sequence numbers), as Discord may after a resume: events are delivered
// at least once.
func (s *Server) Redeliver(k int) {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	ss := s.gw[0]
	if len(ss) == 0 {
		return
	}
	sh := ss[len(ss)-1]
	var again []frame
	for i := len(sh.history) - 1; i >= 0 && len(again) < k; i-- {
		if t, _ := sh.history[i].data["t"].(string); t != "READY" && t != "RESUMED" {
			again = append([]frame{sh.history[i]}, again...)
		}
	}
	for _, fr := range again {
		f := sh.frame(fr.data["t"].(string), fr.data["d"])
		for _, c := range sh.conns {
			c.write(f.data)
		}
	}
}

// Refused returns how many Identify were closed with 4014.
func (s *Server) Refused() int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return s.refused
}

// Intents returns the intents of the latest accepted Identify.
func (s *Server) Intents() int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return s.intents
}

// Original returns the ID of the message an interaction's response
// created ("" when none).
func (s *Server) Original(interaction string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.originals[interaction]
}

// Sessions returns how many times a client identified (op 2) and resumed
// (op 6).
func (s *Server) Sessions() (identifies, resumes int) {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return s.identifies, s.resumes
}

// gateway runs one websocket connection: Hello, Identify (READY) or Resume
// (the missed events, then RESUMED), heartbeats acknowledged. Each
// connection is one shard's: Identify names it ([id, count]), a Resume
// names its session. As on Discord, a client that closes with 1000 or 1001
// ends its session (a later Resume gets op 9, d false), any other close
// keeps it resumable; an API version other than 9 and 10 is closed with
// 4012, intents outside Discord's with 4013, a refused token with 4004.
func (s *Server) gateway(w http.ResponseWriter, r *http.Request) {
	up := websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}
	c, err := up.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	conn := &wsConn{c: c}
	s.gwMu.Lock()
	s.dials++
	s.gwMu.Unlock()
	refuse := func(code int, text string) {
		conn.closing.Store(true)
		conn.mu.Lock()
		c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(code, text), time.Now().Add(time.Second))
		conn.mu.Unlock()
		c.Close()
	}
	conn.write(map[string]any{"op": 10, "d": map[string]any{"heartbeat_interval": s.Heartbeat.Milliseconds()}})
	for {
		_, data, err := c.ReadMessage()
		if err != nil {
			c.Close()
			var ce *websocket.CloseError
			// (1006 is no frame: the connection ended without one.)
			closed := errors.As(err, &ce) && ce.Code != websocket.CloseAbnormalClosure
			if closed {
				s.gwMu.Lock()
				s.clientCloses = append(s.clientCloses, ce.Code)
				s.gwMu.Unlock()
			}
			s.forget(conn, closed && !conn.closing.Load() && (ce.Code == websocket.CloseNormalClosure || ce.Code == websocket.CloseGoingAway))
			return
		}
		var op struct {
			Op int             `json:"op"`
			D  json.RawMessage `json:"d"`
		}
		if json.Unmarshal(data, &op) != nil {
			continue
		}
		// A heartbeat's d is the sequence (a number or null); a Resume's
		// an object.
		var f struct {
			Op int
			D  struct {
				Seq       int    `json:"seq"`
				SessionID string `json:"session_id"`
			}
		}
		f.Op = op.Op
		if f.Op == 6 && json.Unmarshal(op.D, &f.D) != nil {
			continue
		}
		if f.Op == 2 || f.Op == 6 {
			// (The fake's own bare clients name no version.)
			if v := r.URL.Query().Get("v"); v != "" && v != "9" && v != "10" {
				refuse(4012, "Invalid API version.")
				return
			}
			s.gwMu.Lock()
			revoked := s.revoked
			s.gwMu.Unlock()
			if revoked {
				refuse(4004, "Authentication failed.")
				return
			}
		}
		switch f.Op {
		case 1:
			s.gwMu.Lock()
			s.heartbeats++
			s.gwMu.Unlock()
			conn.write(map[string]any{"op": 11})
		case 2:
			var id struct {
				D struct {
					Intents int     `json:"intents"`
					Shard   *[2]int `json:"shard"`
				} `json:"d"`
			}
			json.Unmarshal(data, &id)
			if id.D.Intents < 0 || id.D.Intents >= 1<<26 {
				refuse(4013, "Invalid intent(s).")
				return
			}
			s.gwMu.Lock()
			refused := id.D.Intents&s.Refuse != 0
			s.gwMu.Unlock()
			if refused {
				s.gwMu.Lock()
				s.refused++
				s.gwMu.Unlock()
				refuse(4014, "Disallowed intent(s).")
				return
			}
			shard := [2]int{0, 1}
			if id.D.Shard != nil {
				shard = *id.D.Shard
			}
			if shard[1] < 1 || shard[0] < 0 || shard[0] >= shard[1] {
				// Discord closes an Identify with an invalid shard (4010).
				refuse(4010, "Invalid shard.")
				return
			}
			s.gwMu.Lock()
			if shard[1] < s.minShards {
				s.gwMu.Unlock()
				refuse(4011, "Sharding required.")
				return
			}
			if !s.invalidAt.IsZero() {
				s.identifyWaits = append(s.identifyWaits, time.Since(s.invalidAt))
				s.invalidAt = time.Time{}
			}
			s.shards = append(s.shards, shard)
			s.identifies++
			s.intents = id.D.Intents
			s.shardCount = shard[1]
			sh := &shardSession{id: fmt.Sprintf("fake-session-%d-%d-%d", shard[0], shard[1], s.identifies), shard: shard[0], count: shard[1], intents: id.D.Intents}
			// Sessions of the shard left without a connection are
			// replaced by the new one; those still connected go on.
			var keep []*shardSession
			for _, old := range s.gw[shard[0]] {
				if len(old.conns) > 0 {
					keep = append(keep, old)
				}
			}
			s.gw[shard[0]] = append(keep, sh)
			ready := map[string]any{"v": 9, "session_id": sh.id, "resume_gateway_url": "ws" + strings.TrimPrefix(s.HTTP.URL, "http") + "/resume",
				"user":        map[string]any{"id": AppID, "username": "wordbot", "bot": true},
				"application": map[string]any{"id": AppID},
				"shard":       []int{shard[0], shard[1]},
				"guilds":      []any{}, "private_channels": []any{}}
			conn.write(sh.frame("READY", ready).data)
			s.attach(sh, conn)
			s.gwMu.Unlock()
			s.join(conn)
		case 6:
			s.gwMu.Lock()
			var sh *shardSession
			for _, ss := range s.gw {
				for _, x := range ss {
					if x.id == f.D.SessionID {
						sh = x
					}
				}
			}
			if sh == nil {
				// An unknown or replaced session: invalid, not resumable
				// (op 9, d false); the client identifies again.
				s.invalidAt = time.Now()
				s.gwMu.Unlock()
				conn.write(map[string]any{"op": 9, "d": false})
				continue
			}
			if sh.count < s.minShards {
				s.gwMu.Unlock()
				refuse(4011, "Sharding required.")
				return
			}
			s.resumes++
			s.resumedAt = append(s.resumedAt, strings.TrimSuffix(r.URL.Path, "/"))
			for _, fr := range sh.history {
				if fr.seq > f.D.Seq {
					conn.write(fr.data)
				}
			}
			conn.write(sh.frame("RESUMED", map[string]any{}).data)
			s.attach(sh, conn)
			s.gwMu.Unlock()
			s.join(conn)
		}
	}
}

// attach makes c a connection of session sh, counting an overlap when
// another session of the shard is connected too (s.gwMu held).
func (s *Server) attach(sh *shardSession, c *wsConn) {
	sh.conns = append(sh.conns, c)
	for _, x := range s.gw[sh.shard] {
		if x != sh && len(x.conns) > 0 {
			s.overlaps++
			break
		}
	}
}

// Overlaps returns how many times a session of a shard connected while
// another session of the same shard was connected: two processes running
// one shard (both would answer its events).
func (s *Server) Overlaps() int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return s.overlaps
}

// frame numbers a dispatch of the shard's session and keeps it (s.gwMu
// held).
func (sh *shardSession) frame(event string, d any) frame {
	sh.seq++
	f := frame{seq: sh.seq, data: map[string]any{"op": 0, "t": event, "s": sh.seq, "d": d}}
	sh.history = append(sh.history, f)
	return f
}

func (s *Server) join(c *wsConn) {
	s.mu.Lock()
	s.conns = append(s.conns, c)
	s.mu.Unlock()
}

// detach removes c from its session, and ends the session when end is set
// (s.gwMu held).
func (s *Server) detach(c *wsConn, end bool) {
	for shard, ss := range s.gw {
		for j, sh := range ss {
			for i, x := range sh.conns {
				if x == c {
					sh.conns = append(sh.conns[:i], sh.conns[i+1:]...)
					if end {
						s.gw[shard] = append(ss[:j:j], ss[j+1:]...)
					}
					return
				}
			}
		}
	}
}

// forget removes c from its session, and ends that session when the
// client closed with 1000 or 1001 (end).
func (s *Server) forget(c *wsConn, end bool) {
	s.gwMu.Lock()
	s.detach(c, end)
	s.gwMu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, x := range s.conns {
		if x == c {
			s.conns = append(s.conns[:i], s.conns[i+1:]...)
			return
		}
	}
}

func (c *wsConn) write(v any) error {
	if c.zombie.Load() {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.c.SetWriteDeadline(time.Now().Add(5 * time.Second))
	return c.c.WriteJSON(v)
}

// ShardOf is the shard that gets the events of guild among count shards:
// (guild_id >> 22) % count, as Discord computes it; 0 for direct messages
// (guild "") and for a guild ID that is not a number (the tests' "g1").
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

// GuildOf returns the n-th guild ID (a snowflake) whose events go to shard
// among count shards.
func GuildOf(shard, count, n int) string {
	return strconv.FormatUint(uint64(shard+count*(n+1))<<22|uint64(n), 10)
}

// Gateway intents (Discord's bits) and the events that need them.
const (
	IntentGuilds         = 1 << 0
	IntentGuildMessages  = 1 << 9
	IntentDirectMessages = 1 << 12
)

// eventIntents maps the events the fake dispatches that an intent gates
// to it, as Discord does; a guild's message events need GUILD_MESSAGES, a
// direct message's DIRECT_MESSAGES (see intentOf). Events not listed
// (INTERACTION_CREATE, READY) need none.
var eventIntents = map[string]int{
	"GUILD_CREATE": IntentGuilds, "GUILD_UPDATE": IntentGuilds, "GUILD_DELETE": IntentGuilds,
	"CHANNEL_CREATE": IntentGuilds, "CHANNEL_UPDATE": IntentGuilds, "CHANNEL_DELETE": IntentGuilds,
	"THREAD_CREATE": IntentGuilds, "THREAD_UPDATE": IntentGuilds, "THREAD_DELETE": IntentGuilds,
	"MESSAGE_CREATE": IntentGuildMessages, "MESSAGE_UPDATE": IntentGuildMessages, "MESSAGE_DELETE": IntentGuildMessages,
}

// intentOf is the intent event needs in guild ("" a direct message), 0
// for none.
func intentOf(event, guild string) int {
	in := eventIntents[event]
	if in == IntentGuildMessages && guild == "" {
		return IntentDirectMessages
	}
	return in
}

// Dispatch sends an op 0 event to the connections of the shard it belongs
// to: the shard of its guild_id, shard 0 without one (ShardOf with the
// shard count of the latest Identify). While the shard has no connection
// (a dropped connection), the event waits in its session for a resume;
// a shard without any session loses it, as on Discord. A session whose
// Identify did not ask for the event's intent (eventIntents) does not get
// it, as on Discord.
func (s *Server) Dispatch(event string, d any) {
	if event == "INTERACTION_CREATE" {
		s.noteInteraction(d)
	}
	guild := ""
	if m, ok := d.(map[string]any); ok {
		guild, _ = m["guild_id"].(string)
		if guild == "" && strings.HasPrefix(event, "GUILD_") {
			guild, _ = m["id"].(string) // a guild's own events name it id
		}
	}
	need := intentOf(event, guild)
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	for _, sh := range s.gw[ShardOf(guild, s.shardCount)] {
		if sh.intents&need != need {
			continue
		}
		f := sh.frame(event, d)
		for _, c := range sh.conns {
			c.write(f.data)
		}
	}
}

// Connected returns the shards that have a connection now, ascending.
func (s *Server) Connected() []int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	var out []int
	for id, ss := range s.gw {
		for _, sh := range ss {
			if len(sh.conns) > 0 {
				out = append(out, id)
				break
			}
		}
	}
	sort.Ints(out)
	return out
}

// WaitConnected waits until every shard of shards has a connection from a
// session identified with count shards, or the timeout.
func (s *Server) WaitConnected(timeout time.Duration, count int, shards ...int) bool {
	deadline := time.Now().Add(timeout)
	for {
		s.gwMu.Lock()
		ok := s.shardCount == count
		for _, id := range shards {
			up := false
			for _, sh := range s.gw[id] {
				up = up || len(sh.conns) > 0
			}
			ok = ok && up
		}
		s.gwMu.Unlock()
		if ok || time.Now().After(deadline) {
			return ok
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// User is a fake Discord user.
type User struct {
	ID, Name string
	// Manage gives the Manage Channels permission.
	Manage bool
	// ManageServer gives the Manage Server permission; Permissions adds
	// any other bits to the member's permissions.
	ManageServer bool
	Permissions  int64
	Locale       string
	// Nick is the member's nickname in the server (anything the member
	// chose: "@everyone", "<@&123>", Markdown).
	Nick string
}

func (u User) member() map[string]any {
	perm := u.Permissions
	if u.Manage {
		perm |= 0x10
	}
	if u.ManageServer {
		perm |= 0x20
	}
	m := map[string]any{"user": map[string]any{"id": u.ID, "username": u.Name}, "permissions": strconv.FormatInt(perm, 10)}
	if u.Nick != "" {
		m["nick"] = u.Nick
	}
	return m
}

// Option is a command option as Discord sends it (Type 3 string, 4
// integer, 5 boolean, 10 number).
type Option struct {
	Name  string
	Type  int
	Value any
}

// Command sends an INTERACTION_CREATE for a slash command and returns the
// interaction's ID (its token is "tok-" + ID). guild "" sends it as a DM.
func (s *Server) Command(guild, channel string, u User, name, sub string, opts ...Option) string {
	id := s.NewID()
	var os []map[string]any
	for _, o := range opts {
		os = append(os, map[string]any{"name": o.Name, "type": o.Type, "value": o.Value})
	}
	if sub != "" {
		os = []map[string]any{{"name": sub, "type": 1, "options": os}}
	}
	d := map[string]any{"id": id, "application_id": AppID, "type": 2, "channel_id": channel, "token": "tok-" + id,
		"version": 1, "locale": u.Locale,
		"data": map[string]any{"id": "cmd-" + name, "name": name, "type": 1, "options": os}}
	s.addUser(d, guild, u)
	s.Dispatch("INTERACTION_CREATE", d)
	return id
}

// Autocomplete sends an INTERACTION_CREATE for the autocomplete of a
// command's option focused (Discord's type 4: the option typed so far
// among opts, marked focused) and returns the interaction's ID. Its only
// valid answer is a callback of type 8 (Call.Choices).
func (s *Server) Autocomplete(guild, channel string, u User, name, sub, focused string, opts ...Option) string {
	id := s.NewID()
	s.mu.Lock()
	s.suggesting[id] = true
	s.mu.Unlock()
	var os []map[string]any
	for _, o := range opts {
		m := map[string]any{"name": o.Name, "type": o.Type, "value": o.Value}
		if o.Name == focused {
			m["focused"] = true
		}
		os = append(os, m)
	}
	if sub != "" {
		os = []map[string]any{{"name": sub, "type": 1, "options": os}}
	}
	d := map[string]any{"id": id, "application_id": AppID, "type": 4, "channel_id": channel, "token": "tok-" + id,
		"version": 1, "locale": u.Locale,
		"data": map[string]any{"id": "cmd-" + name, "name": name, "type": 1, "options": os}}
	s.addUser(d, guild, u)
	s.Dispatch("INTERACTION_CREATE", d)
	return id
}

// Click sends an INTERACTION_CREATE for a button press on a message.
func (s *Server) Click(guild, channel, messageID string, u User, customID string) string {
	id := s.NewID()
	d := map[string]any{"id": id, "application_id": AppID, "type": 3, "channel_id": channel, "token": "tok-" + id,
		"version": 1, "locale": u.Locale,
		"message": map[string]any{"id": messageID, "channel_id": channel, "content": ""},
		"data":    map[string]any{"custom_id": customID, "component_type": 2}}
	s.addUser(d, guild, u)
	s.Dispatch("INTERACTION_CREATE", d)
	return id
}

func (s *Server) addUser(d map[string]any, guild string, u User) {
	if guild != "" {
		d["guild_id"] = guild
		d["member"] = u.member()
	} else {
		d["user"] = map[string]any{"id": u.ID, "username": u.Name}
	}
}

// Submit sends an INTERACTION_CREATE for a form (modal) filled in with
// text and returns the interaction's ID.
func (s *Server) Submit(guild, channel string, u User, customID, text string) string {
	id := s.NewID()
	d := map[string]any{"id": id, "application_id": AppID, "type": 5, "channel_id": channel, "token": "tok-" + id,
		"version": 1, "locale": u.Locale,
		"data": map[string]any{"custom_id": customID, "components": []any{
			map[string]any{"type": 1, "components": []any{map[string]any{"type": 4, "custom_id": "text", "value": text}}}}}}
	s.addUser(d, guild, u)
	s.Dispatch("INTERACTION_CREATE", d)
	return id
}

// Say sends a MESSAGE_CREATE typed by u and returns the message's ID.
// Without the Message Content intent, its content is empty unless it
// mentions the bot (<@100>), as on Discord.
func (s *Server) Say(guild, channel string, u User, text string) string {
	return s.SayReply(guild, channel, u, text, "")
}

// SayReply is Say for a reply to the message replyTo (with the reply ping
// on, so a reply to the bot's message mentions the bot and keeps its
// content without the intent).
func (s *Server) SayReply(guild, channel string, u User, text, replyTo string) string {
	id := s.NewID()
	mentioned := strings.Contains(text, "<@"+AppID+">") || strings.Contains(text, "<@!"+AppID+">")
	s.mu.Lock()
	toBot := replyTo != "" && s.botMessages[replyTo]
	s.mu.Unlock()
	s.gwMu.Lock()
	content := s.intents&IntentMessageContent != 0
	s.gwMu.Unlock()
	if !content && !mentioned && !toBot && guild != "" {
		text = ""
	}
	d := map[string]any{"id": id, "channel_id": channel, "content": text, "type": 0,
		"author": map[string]any{"id": u.ID, "username": u.Name}}
	bot := map[string]any{"id": AppID, "username": "wordbot", "bot": true}
	if mentioned || toBot {
		d["mentions"] = []any{bot}
	}
	if replyTo != "" {
		d["type"] = 19
		d["message_reference"] = map[string]any{"message_id": replyTo, "channel_id": channel}
		author := map[string]any{"id": "999", "username": "someone"}
		if toBot {
			author = bot
		}
		d["referenced_message"] = map[string]any{"id": replyTo, "channel_id": channel, "content": "", "author": author}
	}
	if guild != "" {
		d["guild_id"] = guild
		d["member"] = map[string]any{"permissions": "0"}
		if u.Nick != "" {
			d["member"] = map[string]any{"permissions": "0", "nick": u.Nick}
		}
	}
	s.Dispatch("MESSAGE_CREATE", d)
	return id
}

// String shows a call briefly.
func (c Call) String() string {
	var files []string
	for _, f := range c.Files {
		files = append(files, fmt.Sprintf("%s(%dB)", f.Name, f.Size))
	}
	return fmt.Sprintf("{%s %s kind=%s ch=%s msg=%s inter=%s type=%d flags=%d content=%q files=%v buttons=%v emoji=%s}",
		c.Method, c.Path, c.Kind, c.Channel, c.MessageID, c.Interaction, c.Type, c.Flags, clipText(c.Content, 300), files, c.Buttons, c.Emoji)
}

func clipText(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// Revoke refuses the bot's token from now on, as resetting it in the
// Developer Portal does: every gateway connection is closed with 4004
// "Authentication failed.", and so is every Identify or Resume after it;
// REST answers 401.
func (s *Server) Revoke() {
	s.gwMu.Lock()
	s.revoked = true
	s.gwMu.Unlock()
	s.closeAll(4004, "Authentication failed.", false)
}

// RequireShards makes Discord require at least n shards, as it does once
// a bot is in too many servers: every gateway connection is closed with
// 4011 "Sharding required." and its session ended (a Resume gets op 9),
// and every Identify with fewer shards is closed with 4011.
func (s *Server) RequireShards(n int) {
	s.gwMu.Lock()
	s.minShards = n
	s.gwMu.Unlock()
	s.closeAll(4011, "Sharding required.", true)
}

// closeAll closes every gateway connection with code, and ends their
// sessions when end is set.
func (s *Server) closeAll(code int, text string, end bool) {
	s.gwMu.Lock()
	var conns []*wsConn
	for shard, ss := range s.gw {
		for _, sh := range ss {
			conns = append(conns, sh.conns...)
		}
		if end {
			delete(s.gw, shard)
		}
	}
	s.gwMu.Unlock()
	for _, c := range conns {
		c.closing.Store(true)
		c.mu.Lock()
		c.c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(code, text), time.Now().Add(time.Second))
		c.mu.Unlock()
		c.c.Close()
	}
}

// Zombie makes every gateway connection go silent without closing, as a
// link that died on the way does: heartbeats are no longer ACKed and
// events no longer sent on it, but they are kept in the session for a
// Resume. Connections made later work.
func (s *Server) Zombie() {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	for _, ss := range s.gw {
		for _, sh := range ss {
			for _, c := range sh.conns {
				c.zombie.Store(true)
			}
		}
	}
}

// Heartbeats returns how many heartbeats (op 1) the gateway received.
func (s *Server) Heartbeats() int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return s.heartbeats
}

// InvalidateSessions ends every gateway session, as Discord may: each
// connection gets op 9 with d false and the sessions cannot be resumed;
// the client is to identify again after a random 1 to 5 s (IdentifyWaits
// measures it).
func (s *Server) InvalidateSessions() {
	s.gwMu.Lock()
	var conns []*wsConn
	for shard, ss := range s.gw {
		for _, sh := range ss {
			conns = append(conns, sh.conns...)
		}
		delete(s.gw, shard)
	}
	s.invalidAt = time.Now()
	s.gwMu.Unlock()
	for _, c := range conns {
		c.write(map[string]any{"op": 9, "d": false})
	}
}

// IdentifyWaits returns, for each Identify that followed an op 9, how long
// after the op 9 it came.
func (s *Server) IdentifyWaits() []time.Duration {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return append([]time.Duration(nil), s.identifyWaits...)
}

// ResumedAt returns the URL path of each accepted Resume: "/resume" for
// READY's resume_gateway_url, "/ws" for the URL of GET /gateway.
func (s *Server) ResumedAt() []string {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return append([]string(nil), s.resumedAt...)
}

// ClientCloses returns the code of each close frame a client sent, in
// order (1000 and 1001 ended the session).
func (s *Server) ClientCloses() []int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return append([]int(nil), s.clientCloses...)
}

// Dials returns how many gateway connections clients opened.
func (s *Server) Dials() int {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	return s.dials
}

// RefuseIntents sets Refuse while clients are connected: the Identify
// after it asking for one of mask is closed with 4014 (live sessions go
// on, as on Discord until they identify again).
func (s *Server) RefuseIntents(mask int) {
	s.gwMu.Lock()
	defer s.gwMu.Unlock()
	s.Refuse = mask
}
