package web

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/gorilla/websocket"

	"github.com/wordbot/wordbot/bot"
)

// Game is what the Activity needs of the bot (*bot.Bot).
type Game interface {
	RoundView(channel string) (bot.RoundView, bool)
	LastReport(channel string) (bot.ReportView, bool)
	Dispatch(ev bot.Event)
}

// Limits of the WebSocket.
const (
	maxFrame     = 4096 // bytes of a client's message
	maxWord      = 64   // characters of a word
	sendQueue    = 64   // messages waiting for a slow client; past it, it is dropped
	writeTimeout = 10 * time.Second
	pingEvery    = 30 * time.Second
)

// inMsg is a client's message: hello (first, once), then words.
type inMsg struct {
	Type    string `json:"type"`
	Session string `json:"session,omitempty"`
	Channel string `json:"channel,omitempty"`
	Guild   string `json:"guild,omitempty"`
	Word    string `json:"word,omitempty"`
	ID      int64  `json:"id,omitempty"` // the client's number of a word, given back with its verdict
	// A turn game's move (turn.go): the tiles placed, the letters to
	// exchange, the player's locale for the bot's answers.
	Tiles   []bot.PlacedTile `json:"tiles,omitempty"`
	Letters []string         `json:"letters,omitempty"`
	Locale  string           `json:"locale,omitempty"`
	// Game is the game a confirmed resign is for (the view's game).
	Game int `json:"game,omitempty"`
}

// outMsg is a message to a client.
type outMsg struct {
	Type string    `json:"type"` // welcome, round, guess, note, players, error
	User *userView `json:"user,omitempty"`
	// Players are the channel's players in the Activity now (players),
	// each once, in the order they came.
	Players []userView `json:"players,omitempty"`
	Round   *roundView `json:"round,omitempty"`
	// Report is the channel's last round's report (with a round message
	// when no round runs).
	Report *bot.ReportView `json:"report,omitempty"`
	Guess  *guessView      `json:"guess,omitempty"`
	Text   string          `json:"text,omitempty"`
	Code   string          `json:"code,omitempty"` // an error's kind: "session" (unknown or expired: authorize again)
	Now    int64           `json:"now,omitempty"`  // the server's clock, Unix ms
	ID     int64           `json:"id,omitempty"`   // a note's word (the client's number)
	// Turn is the channel's turn game as this connection's player sees
	// it (their rack: never sent to another); Preview and Hint answer
	// their move (turn.go).
	Turn    *bot.TurnView    `json:"turn,omitempty"`
	Preview *bot.TurnPreview `json:"preview,omitempty"`
	Hint    *bot.HintView    `json:"hint,omitempty"`
}

type userView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type roundView struct {
	Kind     string   `json:"kind"`
	Game     int      `json:"game"`
	ID       string   `json:"id"`
	Size     int      `json:"size"`
	Faces    []string `json:"faces"`
	Lang     string   `json:"lang"`
	Locale   string   `json:"locale,omitempty"` // the round's locale: the page speaks it
	Deadline int64    `json:"deadline"`         // Unix ms
}

// guessView is a verdict: Word is left out for the others when the word
// was sent from the Activity (the chat shows chat words to all already).
type guessView struct {
	User    userView `json:"user"`
	Word    string   `json:"word,omitempty"`
	Verdict string   `json:"verdict"`
	Mine    bool     `json:"mine"`
	Chat    bool     `json:"chat"` // typed in the chat
	Found   int      `json:"found"`
	Why     string   `json:"why,omitempty"` // the verdict in a sentence, to its player only
	ID      int64    `json:"id,omitempty"`  // the client's number of its player's word
}

// conn is one client's WebSocket.
type conn struct {
	ws      *websocket.Conn
	out     chan outMsg
	done    chan struct{}
	once    sync.Once
	user    player
	channel string
	seq     int // the order of arrival
}

func (c *conn) close() { c.once.Do(func() { close(c.done) }) }

// send queues m; a client too slow to take sendQueue messages is dropped
// (it reconnects and gets the round again).
func (c *conn) send(m outMsg) {
	select {
	case c.out <- m:
	case <-c.done:
	default:
		c.close()
	}
}

// hub is the connections by channel.
type hub struct {
	mu    sync.Mutex
	conns map[string]map[*conn]bool
}

func (h *hub) init() { h.conns = map[string]map[*conn]bool{} }

func (h *hub) add(c *conn) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.conns[c.channel] == nil {
		h.conns[c.channel] = map[*conn]bool{}
	}
	h.conns[c.channel][c] = true
}

// remove forgets c and reports whether it was there.
func (h *hub) remove(c *conn) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.conns[c.channel][c] {
		return false
	}
	delete(h.conns[c.channel], c)
	if len(h.conns[c.channel]) == 0 {
		delete(h.conns, c.channel)
	}
	return true
}

// of returns the channel's connections.
func (h *hub) of(channel string) []*conn {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]*conn, 0, len(h.conns[channel]))
	for c := range h.conns[channel] {
		out = append(out, c)
	}
	return out
}

func (h *hub) closeAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, cs := range h.conns {
		for c := range cs {
			c.close()
		}
	}
}

// checkOrigin lets a WebSocket be opened only by the Activity's own page:
// web.public_url's origin or Discord's proxy of the application.
func (s *Server) checkOrigin(r *http.Request) bool {
	return s.origins[r.Header.Get("Origin")]
}

// messageSeq numbers the Activity's words as messages; connSeq the
// connections.
var (
	messageSeq atomic.Uint64
	connSeq    atomic.Int64
)

// live is the WebSocket: the client says hello with its session key and
// channel, then gets the channel's round and verdicts and sends words.
func (s *Server) live(w http.ResponseWriter, r *http.Request) {
	up := websocket.Upgrader{CheckOrigin: s.checkOrigin, ReadBufferSize: 1024, WriteBufferSize: 4096}
	if !s.checkOrigin(r) {
		http.Error(w, "this origin may not open the Activity's WebSocket", http.StatusForbidden)
		return
	}
	ws, err := up.Upgrade(w, r, nil)
	if err != nil {
		return // the upgrader answered
	}
	ws.SetReadLimit(maxFrame)
	c := &conn{ws: ws, out: make(chan outMsg, sendQueue), done: make(chan struct{}), seq: int(connSeq.Add(1))}
	go c.writeLoop()
	defer func() {
		c.close()
		if s.hub.remove(c) {
			s.pushPlayers(c.channel)
		}
	}()
	_ = ws.SetReadDeadline(time.Now().Add(30 * time.Second))
	var hello inMsg
	if err := ws.ReadJSON(&hello); err != nil || hello.Type != "hello" {
		c.send(outMsg{Type: "error", Text: "expected a hello"})
		return
	}
	p, ok := s.player(hello.Session)
	if !ok {
		c.send(outMsg{Type: "error", Code: "session", Text: "unknown or expired session: authorize again"})
		return
	}
	if !snowflake(hello.Channel) || (hello.Guild != "" && !snowflake(hello.Guild)) {
		c.send(outMsg{Type: "error", Text: "the Activity needs a channel"})
		return
	}
	if s.cfg.Owns != nil && !s.cfg.Owns(hello.Guild) {
		c.send(outMsg{Type: "error", Text: "this server's games are played by another wordbot process: its Activity is not served here (docs/activity.md)"})
		return
	}
	if !s.mayPlay(r.Context(), c, hello, p) {
		return
	}
	c.user, c.channel = p, hello.Channel
	c.send(outMsg{Type: "welcome", User: &userView{ID: p.ID, Name: p.Name}, Now: time.Now().UnixMilli()})
	s.hub.add(c)
	s.pushPlayers(c.channel)
	s.pushRound(c)
	for {
		_ = ws.SetReadDeadline(time.Now().Add(2 * pingEvery))
		var m inMsg
		if err := ws.ReadJSON(&m); err != nil {
			return
		}
		switch m.Type {
		case "word":
			word := strings.TrimSpace(m.Word)
			if word == "" || utf8.RuneCountInString(word) > maxWord || strings.ContainsAny(word, " \t\r\n") {
				c.send(outMsg{Type: "error", Text: "one word at a time"})
				continue
			}
			if s.cfg.Game == nil {
				continue
			}
			s.cfg.Game.Dispatch(&bot.Message{
				ID:      "activity-" + strconv.FormatUint(messageSeq.Add(1), 10),
				Text:    word,
				User:    bot.User{ID: p.ID, Name: p.Name},
				Channel: c.channel,
				Guild:   hello.Guild,
				Ref:     &activityRef{user: p.ID, word: word, id: m.ID},
			})
		case "refresh":
			s.pushRound(c)
		default:
			if isTurnMessage(m.Type) {
				s.turnMessage(c, hello.Guild, m)
			}
		}
	}
}

func (c *conn) writeLoop() {
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	defer c.ws.Close()
	for {
		select {
		case m := <-c.out:
			_ = c.ws.SetWriteDeadline(time.Now().Add(writeTimeout))
			if err := c.ws.WriteJSON(m); err != nil {
				c.close()
				return
			}
		case <-ping.C:
			if err := c.ws.WriteControl(websocket.PingMessage, nil, time.Now().Add(writeTimeout)); err != nil {
				c.close()
				return
			}
		case <-c.done:
			// What is queued goes out first (an error before the close).
			for {
				select {
				case m := <-c.out:
					_ = c.ws.SetWriteDeadline(time.Now().Add(writeTimeout))
					_ = c.ws.WriteJSON(m)
					continue
				default:
				}
				break
			}
			_ = c.ws.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""), time.Now().Add(time.Second))
			return
		}
	}
}

// pushRound sends c its channel's round (a round message without round
// when none runs).
func (s *Server) pushRound(c *conn) {
	m := outMsg{Type: "round", Now: time.Now().UnixMilli()}
	if s.cfg.Game != nil {
		if v, ok := s.cfg.Game.RoundView(c.channel); ok {
			m.Round = &roundView{Kind: string(v.Kind), Game: v.Game, ID: v.ID, Size: v.Size, Faces: v.Faces, Lang: v.Lang, Locale: v.Locale, Deadline: v.Deadline.UnixMilli()}
		} else if tv := s.turnView(c); tv != nil {
			m.Turn = tv
		} else if r, ok := s.cfg.Game.LastReport(c.channel); ok {
			m.Report = &r
		}
	}
	c.send(m)
}

// pushPlayers sends the channel's players in the Activity to each of
// them (a player on two devices once).
func (s *Server) pushPlayers(channel string) {
	conns := s.hub.of(channel)
	slices.SortFunc(conns, func(a, b *conn) int { return a.seq - b.seq })
	var players []userView
	seen := map[string]bool{}
	for _, c := range conns {
		if !seen[c.user.ID] {
			seen[c.user.ID] = true
			players = append(players, userView{ID: c.user.ID, Name: c.user.Name})
		}
	}
	for _, c := range conns {
		c.send(outMsg{Type: "players", Players: players})
	}
}

// refresh sends the channel's round to its connections (after the bot
// posted in the channel: a round may have started or ended).
func (s *Server) refresh(channel string) {
	for _, c := range s.hub.of(channel) {
		s.pushRound(c)
	}
}

// activityRef marks the events the Activity sent to the bot.
type activityRef struct {
	user string
	word string
	id   int64 // the client's number of the word
}

// Sink returns next wrapped: the bot's verdicts in a channel reach the
// Activity's players there, and the replies to the Activity's own words
// reach their player, not the chat (there is no chat message to react to).
// A public reply to an Activity word (a round won, say) still goes to the
// channel. When next is a bot.Poster (the Discord adapter: the outbox
// learns what was delivered), so is the result.
func (s *Server) Sink(next bot.Sink) bot.Sink {
	if p, ok := next.(bot.Poster); ok {
		return posterSink{sink{s, next}, p}
	}
	return sink{s, next}
}

type sink struct {
	s    *Server
	next bot.Sink
}

type posterSink struct {
	sink
	p bot.Poster
}

func (k sink) Send(t bot.Target, replies []bot.Reply) {
	t, forward, _ := k.s.take(t, replies)
	if len(forward) > 0 && k.next != nil {
		k.next.Send(t, forward)
	}
}

// SendChecked is Send returning, for each reply, next's error for those
// it was given (nil for those the Activity took).
func (k posterSink) SendChecked(t bot.Target, replies []bot.Reply) []error {
	errs := make([]error, len(replies))
	t, forward, at := k.s.take(t, replies)
	if len(forward) > 0 {
		for i, err := range k.p.SendChecked(t, forward) {
			if i < len(at) {
				errs[at[i]] = err
			}
		}
	}
	return errs
}

// Post posts r in channel (the outbox's retries).
func (k posterSink) Post(channel, id string, r bot.Reply) error {
	k.s.refreshSoon(channel)
	return k.p.Post(channel, id, r)
}

// take gives the Activity's players what is theirs of replies and returns
// the target and the replies left for Discord, with their indexes in
// replies.
func (s *Server) take(t bot.Target, replies []bot.Reply) (bot.Target, []bot.Reply, []int) {
	ref, fromActivity := t.Ref.(*activityRef)
	var forward []bot.Reply
	var at []int
	for i, r := range replies {
		switch {
		case r.React != "" && r.Guess != nil:
			s.verdict(t.Channel, r.Guess, ref)
			if !fromActivity {
				forward, at = append(forward, r), append(at, i)
			}
		case fromActivity && r.React != "":
			// A reaction without a guess (a word out of a round).
			for _, c := range s.hub.of(t.Channel) {
				if c.user.ID == ref.user {
					c.send(outMsg{Type: "guess", Guess: &guessView{User: userView{ID: ref.user}, Word: ref.word, Verdict: r.React, Mine: true, ID: ref.id}})
				}
			}
		case fromActivity && r.Private && r.Hint != nil:
			s.hintFor(t.Channel, ref, r)
		case fromActivity && r.Private:
			for _, c := range s.hub.of(t.Channel) {
				if c.user.ID == ref.user {
					c.send(outMsg{Type: "note", Text: r.Text, ID: ref.id})
				}
			}
		default:
			forward, at = append(forward, r), append(at, i)
		}
	}
	if fromActivity {
		// Posted in the channel, answering nothing.
		t = bot.Target{Channel: t.Channel, User: t.User}
	}
	if len(forward) > 0 {
		s.refreshSoon(t.Channel)
	}
	return t, forward, at
}

// refreshSoon sends the channel's round again to its players, once the
// channel's events queued so far are handled (a round may have started or
// ended): not from the bot's goroutine of the channel, which is busy
// sending.
func (s *Server) refreshSoon(channel string) {
	if len(s.hub.of(channel)) > 0 {
		go s.refresh(channel)
	}
}

// verdict sends a guess's verdict to the channel's players: the word to
// all when typed in the chat, to its player only when sent from the
// Activity (ref, nil for a chat word).
func (s *Server) verdict(channel string, g *bot.Guess, ref *activityRef) {
	fromActivity := ref != nil
	for _, c := range s.hub.of(channel) {
		mine := c.user.ID == g.User.ID
		v := &guessView{User: userView{ID: g.User.ID, Name: g.User.Name}, Verdict: g.Verdict, Mine: mine, Chat: !fromActivity, Found: g.Found}
		if mine || !fromActivity {
			v.Word = g.Word
		}
		if mine {
			v.Why = g.Why
			if ref != nil {
				v.ID = ref.id
			}
		}
		c.send(outMsg{Type: "guess", Guess: v})
	}
}

// snowflake reports whether id is a Discord ID (digits, at most 20).
func snowflake(id string) bool {
	return id != "" && len(id) <= 20 && strings.Trim(id, "0123456789") == ""
}
