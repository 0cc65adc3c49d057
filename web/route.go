package web

import (
	"context"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"github.com/gorilla/websocket"
)

// Several shard processes (docs/activity.md): Discord's URL mapping
// reaches one address, and any process may answer it. The client names
// its server (?guild= on /api/token and /api/live); a process that does
// not play that server's channels finds the one that does (Config.Locate:
// the shared PostgreSQL's registry of processes, by who holds the shard's
// lock) and proxies the request there (net/http/httputil.ReverseProxy,
// which carries the WebSocket's upgrade too). The session the token
// exchange makes lives in the owner's memory, as the WebSocket that uses
// it does.

// RoutedHeader marks a request proxied from another process: it is served
// where it lands (refused there if that process does not own the server
// either), never proxied again, so that two processes disagreeing for a
// moment (a shard changing hands) cannot bounce a request between them.
const RoutedHeader = "X-Wordbot-Routed"

// Time limits of routing: finding the owner, reaching it, its answer's
// headers (a WebSocket's 101 included).
const (
	locateTimeout = 5 * time.Second
	dialTimeout   = 3 * time.Second
	answerTimeout = 10 * time.Second
)

// errNoOwner is said when no process plays the server's channels now.
const errNoOwner = "no wordbot process plays this server's games at the moment (its shard is changing hands, or its process is down): try again in a minute"

// peerTransport reaches the other processes (tests shorten its limits).
var peerTransport = newPeerTransport(dialTimeout, answerTimeout)

func newPeerTransport(dial, answer time.Duration) *http.Transport {
	return &http.Transport{
		DialContext:           (&net.Dialer{Timeout: dial, KeepAlive: 30 * time.Second}).DialContext,
		ResponseHeaderTimeout: answer,
		IdleConnTimeout:       90 * time.Second,
		MaxIdleConnsPerHost:   16,
	}
}

// routed serves h here, or proxies the request to the process that plays
// the channels of its ?guild= when another one does.
func (s *Server) routed(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		guild := r.URL.Query().Get("guild")
		if s.cfg.Locate == nil || s.cfg.Owns == nil || !snowflake(guild) || r.Header.Get(RoutedHeader) != "" || s.cfg.Owns(guild) {
			h(w, r)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), locateTimeout)
		target, err := s.cfg.Locate(ctx, guild)
		cancel()
		if err != nil {
			s.cfg.Logger.Warn("web: finding the process of a server", "guild", guild, "err", err)
			s.routeError(w, r, "the wordbot process that plays this server's games could not be found: try again in a minute")
			return
		}
		if target == "" {
			s.routeError(w, r, errNoOwner)
			return
		}
		u, err := url.Parse(target)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			s.cfg.Logger.Error("web: a process advertised a bad address", "url", target)
			s.routeError(w, r, "the wordbot process that plays this server's games has a bad address (its web.internal_url): tell the bot's operator")
			return
		}
		rp := &httputil.ReverseProxy{
			Rewrite: func(pr *httputil.ProxyRequest) {
				pr.SetURL(u)
				pr.SetXForwarded()
				pr.Out.Header.Set(RoutedHeader, "1")
			},
			Transport: peerTransport,
			ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
				s.cfg.Logger.Warn("web: the process of a server does not answer", "guild", guild, "url", target, "err", err)
				s.routeError(w, r, "the wordbot process that plays this server's games does not answer: try again in a minute")
			},
		}
		rp.ServeHTTP(w, r)
	}
}

// routeError answers a request that could not be routed: a WebSocket
// gets an error message before it is closed (a browser shows the page no
// answer of a refused upgrade), other requests a JSON error.
func (s *Server) routeError(w http.ResponseWriter, r *http.Request, text string) {
	if !websocket.IsWebSocketUpgrade(r) {
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": text})
		return
	}
	if !s.checkOrigin(r) {
		http.Error(w, "this origin may not open the Activity's WebSocket", http.StatusForbidden)
		return
	}
	up := websocket.Upgrader{CheckOrigin: s.checkOrigin}
	ws, err := up.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer ws.Close()
	_ = ws.SetWriteDeadline(time.Now().Add(writeTimeout))
	if err := ws.WriteJSON(outMsg{Type: "error", Code: "route", Text: text}); err != nil {
		return
	}
	_ = ws.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseTryAgainLater, ""), time.Now().Add(time.Second))
}
