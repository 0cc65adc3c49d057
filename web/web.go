// Package web serves wordbot's Discord Activity (docs/activity.md): the
// single-page client built from web/src into web/dist and embedded here, its
// API under /api/, and a WebSocket of live updates. The player is who
// Discord's OAuth2 says (the code the Embedded App SDK's authorize gives,
// exchanged at /api/token with the application's client secret); a round
// seen in the Activity is the channel's round of the chat: words go to the
// bot as chat messages of that player, and the bot's verdicts, on chat
// words and Activity words alike, come back live.
package web

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

//go:embed dist
var dist embed.FS

// DefaultDiscordAPI is where tokens are exchanged and users learned.
const DefaultDiscordAPI = "https://discord.com/api/v10"

// CSP is the Content-Security-Policy of the pages: scripts, styles and
// connections of the page's own origin only (the WebSocket included), and
// framed only by Discord (and the page's own origin, for the tests'
// stand-in of Discord's client).
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
	"frame-ancestors 'self' https://discord.com https://*.discord.com https://discordapp.com https://*.discordapp.com; " +
	"base-uri 'none'; form-action 'none'; object-src 'none'"

// Config configures the Activity's server.
type Config struct {
	// PublicURL is the address players reach the server at (the
	// developer portal's URL mapping); its origin may open the WebSocket.
	PublicURL string
	// ClientID and ClientSecret are the application's OAuth2 credentials
	// (the secret never leaves the server).
	ClientID, ClientSecret string
	// DiscordAPI is Discord's API base (DefaultDiscordAPI when empty; the
	// tests' fake Discord otherwise).
	DiscordAPI string
	HTTPClient *http.Client
	Logger     *slog.Logger
	// Game is the bot the Activity plays with; nil serves the page only.
	Game Game
	// Owns, when set, says whether this process plays a server's
	// channels (its shards, discord.Adapter.OwnsGuild): the Activity of a
	// channel of another process's shard is refused, so that two
	// processes never play one channel.
	Owns func(guild string) bool
	// Locate, with Owns, finds the process that plays the channels of a
	// server this process does not: the base URL of its Activity's server
	// (web.internal_url), "" when no process plays them now. The page's
	// /api/token and /api/live for such a server are proxied there
	// (route.go).
	Locate func(ctx context.Context, guild string) (string, error)
	// MayPlay, when set, says whether a player may play in a channel of a
	// server (discord.Adapter.MayPlay: a member who may see the channel
	// and write in it); its error is the refusal's sentence. The channel
	// and server come from the client, which is not believed.
	MayPlay func(ctx context.Context, guild, channel, user string) error
}

// Server is the Activity's HTTP server.
type Server struct {
	cfg     Config
	origins map[string]bool
	files   fs.FS
	mux     *http.ServeMux

	mu       sync.Mutex
	sessions map[string]*player // by session key
	hub      hub
}

// New checks cfg and returns the server.
func New(cfg Config) (*Server, error) {
	if cfg.PublicURL == "" {
		return nil, errors.New("web.public_url is not set (the Activity's address, as in the developer portal's URL mapping)")
	}
	u, err := url.Parse(cfg.PublicURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, fmt.Errorf("web.public_url %q is not an http(s) URL such as https://wordbot.example.com", cfg.PublicURL)
	}
	if cfg.ClientID == "" || strings.Trim(cfg.ClientID, "0123456789") != "" {
		return nil, errors.New("discord.client_id must be the application's ID (digits; the developer portal's OAuth2 page)")
	}
	if cfg.ClientSecret == "" {
		return nil, errors.New("discord.client_secret is not set (the developer portal's OAuth2 page; prefer WORDBOT_DISCORD_CLIENT_SECRET)")
	}
	if cfg.DiscordAPI == "" {
		cfg.DiscordAPI = DefaultDiscordAPI
	}
	cfg.DiscordAPI = strings.TrimRight(cfg.DiscordAPI, "/")
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: 15 * time.Second}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	files, err := fs.Sub(dist, "dist")
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, files: files, sessions: map[string]*player{}}
	s.hub.init()
	// Inside Discord the page is served through Discord's proxy at
	// https://<application id>.discordsays.com.
	s.origins = map[string]bool{
		u.Scheme + "://" + u.Host:                      true,
		"https://" + cfg.ClientID + ".discordsays.com": true,
	}
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("GET /{$}", s.page)
	s.mux.HandleFunc("GET /index.html", s.page)
	s.mux.HandleFunc("GET /app.js", s.asset)
	s.mux.HandleFunc("GET /style.css", s.asset)
	s.mux.HandleFunc("GET /api/config", s.config)
	s.mux.HandleFunc("POST /api/token", s.routed(s.token))
	s.mux.HandleFunc("GET /api/live", s.routed(s.live))
	return s, nil
}

// Handler serves the page, the API and the WebSocket.
func (s *Server) Handler() http.Handler { return s.mux }

// Serve serves on ln until ctx is done, then shuts down (at most 2 s for
// the requests in flight; the WebSockets are closed).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{Handler: s.mux, ReadHeaderTimeout: 10 * time.Second, ErrorLog: slog.NewLogLogger(s.cfg.Logger.Handler(), slog.LevelWarn)}
	done := make(chan struct{})
	go func() {
		defer close(done)
		<-ctx.Done()
		s.hub.closeAll()
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	err := srv.Serve(ln)
	if errors.Is(err, http.ErrServerClosed) {
		<-done
		return nil
	}
	return err
}

func (s *Server) headers(w http.ResponseWriter, contentType string) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Security-Policy", CSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin")
	h.Set("Cache-Control", "no-cache")
}

func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	s.serveFile(w, "index.html", "text/html; charset=utf-8")
}

func (s *Server) asset(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, "/")
	ct := "text/css; charset=utf-8"
	if strings.HasSuffix(name, ".js") {
		ct = "text/javascript; charset=utf-8"
	}
	s.serveFile(w, name, ct)
}

func (s *Server) serveFile(w http.ResponseWriter, name, contentType string) {
	data, err := fs.ReadFile(s.files, name)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	s.headers(w, contentType)
	_, _ = w.Write(data)
}

// config tells the client the application's ID (public: the SDK needs it).
func (s *Server) config(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"client_id": s.cfg.ClientID})
}
