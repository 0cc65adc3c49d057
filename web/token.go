package web

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// sessionTTL is how long a session key (given by /api/token) opens the
// WebSocket; the client asks for a new code past it.
const sessionTTL = 12 * time.Hour

// maxSessions bounds the sessions kept; the oldest go first.
const maxSessions = 100000

// player is a session: the Discord user /api/token learned.
type player struct {
	ID, Name string
	Expires  time.Time
}

// discordUser is GET /users/@me's answer (the fields used).
type discordUser struct {
	ID         string `json:"id"`
	Username   string `json:"username"`
	GlobalName string `json:"global_name"`
}

// token exchanges the Embedded App SDK's authorization code for an access
// token (which the client gives the SDK's authenticate) and learns the
// user: the answer carries a session key for the WebSocket. The client
// secret is sent to Discord only.
func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code string `json:"code"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&in); err != nil || in.Code == "" || len(in.Code) > 512 {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "expected {\"code\": \"...\"}, the code of the SDK's authorize"})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 15*time.Second)
	defer cancel()
	access, err := s.exchange(ctx, in.Code)
	if err != nil {
		s.cfg.Logger.Warn("web: token exchange", "err", err)
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": "Discord refused the authorization: " + err.Error()})
		return
	}
	u, err := s.me(ctx, access)
	if err != nil {
		s.cfg.Logger.Warn("web: learning the user", "err", err)
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": "Discord did not say who you are: " + err.Error()})
		return
	}
	name := u.GlobalName
	if name == "" {
		name = u.Username
	}
	key := newKey()
	s.mu.Lock()
	if len(s.sessions) >= maxSessions {
		s.dropOldest()
	}
	s.sessions[key] = &player{ID: u.ID, Name: name, Expires: time.Now().Add(sessionTTL)}
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{"access_token": access, "session": key, "user": map[string]string{"id": u.ID, "name": name}})
}

// dropOldest forgets the expired sessions, or the one expiring first; s.mu
// is held.
func (s *Server) dropOldest() {
	now := time.Now()
	var first string
	for k, p := range s.sessions {
		if now.After(p.Expires) {
			delete(s.sessions, k)
			continue
		}
		if first == "" || p.Expires.Before(s.sessions[first].Expires) {
			first = k
		}
	}
	if len(s.sessions) >= maxSessions && first != "" {
		delete(s.sessions, first)
	}
}

// player returns the session of key, if any and not expired.
func (s *Server) player(key string) (player, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.sessions[key]
	if p == nil || time.Now().After(p.Expires) {
		return player{}, false
	}
	return *p, true
}

// exchange is OAuth2's authorization-code grant at Discord's token
// endpoint (POST /oauth2/token, form-encoded, the client's credentials in
// the form).
func (s *Server) exchange(ctx context.Context, code string) (string, error) {
	form := url.Values{
		"client_id":     {s.cfg.ClientID},
		"client_secret": {s.cfg.ClientSecret},
		"grant_type":    {"authorization_code"},
		"code":          {code},
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.cfg.DiscordAPI+"/oauth2/token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	var out struct {
		AccessToken string `json:"access_token"`
		TokenType   string `json:"token_type"`
		Error       string `json:"error"`
		Description string `json:"error_description"`
	}
	status, err := s.do(req, &out)
	if err != nil {
		return "", err
	}
	if status != http.StatusOK {
		if out.Error != "" {
			return "", fmt.Errorf("%s (%s)", out.Error, out.Description)
		}
		return "", fmt.Errorf("HTTP %d", status)
	}
	if out.AccessToken == "" || !strings.EqualFold(out.TokenType, "Bearer") {
		return "", fmt.Errorf("no bearer token in the answer (token_type %q)", out.TokenType)
	}
	return out.AccessToken, nil
}

// me is GET /users/@me with the user's access token.
func (s *Server) me(ctx context.Context, access string) (discordUser, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.cfg.DiscordAPI+"/users/@me", nil)
	if err != nil {
		return discordUser{}, err
	}
	req.Header.Set("Authorization", "Bearer "+access)
	var u discordUser
	status, err := s.do(req, &u)
	if err != nil {
		return u, err
	}
	if status != http.StatusOK {
		return u, fmt.Errorf("HTTP %d", status)
	}
	if u.ID == "" || strings.Trim(u.ID, "0123456789") != "" {
		return u, fmt.Errorf("no user ID in the answer")
	}
	return u, nil
}

// do sends req and decodes its JSON answer (at most 64 KiB) into out.
func (s *Server) do(req *http.Request, out any) (int, error) {
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "DiscordBot (https://github.com/wordbot/wordbot, 1) wordbot-activity")
	resp, err := s.cfg.HTTPClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return 0, err
	}
	if len(data) > 0 {
		if err := json.Unmarshal(data, out); err != nil && resp.StatusCode == http.StatusOK {
			return 0, fmt.Errorf("an answer that is not JSON: %w", err)
		}
	}
	return resp.StatusCode, nil
}

func newKey() string {
	var b [24]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
