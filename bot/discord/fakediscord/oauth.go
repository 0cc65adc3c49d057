package fakediscord

import (
	"encoding/base64"
	"encoding/json"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"sync"
)

// The OAuth2 side of Discord that the Activity uses (docs/activity.md):
// Discord's client gives an Activity an authorization code (the Embedded
// App SDK's authorize; the tests take one from Authorize), the
// application's server exchanges it at POST /oauth2/token for a bearer
// token, with which GET /users/@me names the user. As Discord does, a code
// works once, the client's ID and secret must match (in the form, or as
// HTTP Basic credentials), the body must be form-encoded, and errors have
// OAuth2's shape {"error": ..., "error_description": ...}.

// ClientSecret is the fake application's OAuth2 secret (its ID is AppID).
const ClientSecret = "fake-client-secret"

type oauthState struct {
	mu     sync.Mutex
	codes  map[string]User // unused authorization codes
	tokens map[string]User // access tokens
	used   int             // codes exchanged
}

// Authorize returns a fresh authorization code for u, as the SDK's
// authorize gives one to the Activity.
func (s *Server) Authorize(u User) string {
	code := "code-" + s.NewID()
	s.oauth.mu.Lock()
	defer s.oauth.mu.Unlock()
	if s.oauth.codes == nil {
		s.oauth.codes, s.oauth.tokens = map[string]User{}, map[string]User{}
	}
	s.oauth.codes[code] = u
	return code
}

// TokenExchanges returns the number of codes exchanged for a token.
func (s *Server) TokenExchanges() int {
	s.oauth.mu.Lock()
	defer s.oauth.mu.Unlock()
	return s.oauth.used
}

// oauthPath reports whether path (after /api or /api/vN) is one of the
// OAuth2 routes served here.
func oauthPath(method, path string) bool {
	return (method == http.MethodPost && path == "/oauth2/token") ||
		(path == "/users/@me" && method == http.MethodGet)
}

// apiPath strips /api and its version from a request's path.
func apiPath(p string) string {
	p = strings.TrimPrefix(p, "/api")
	if strings.HasPrefix(p, "/v") {
		if i := strings.IndexByte(p[1:], '/'); i > 0 {
			p = p[1+i:]
		}
	}
	return p
}

func oauthError(w http.ResponseWriter, status int, code, desc string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": code, "error_description": desc})
}

// oauthToken is POST /oauth2/token with grant_type authorization_code.
func (s *Server) oauthToken(w http.ResponseWriter, r *http.Request) {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if ct != "application/x-www-form-urlencoded" {
		oauthError(w, http.StatusBadRequest, "invalid_request", "the body must be application/x-www-form-urlencoded")
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 8192)
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", err.Error())
		return
	}
	id, secret := r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	if u, p, ok := basicAuth(r); ok {
		id, secret = u, p
	}
	if id != AppID || secret != ClientSecret {
		oauthError(w, http.StatusUnauthorized, "invalid_client", "Invalid client_id or client_secret.")
		return
	}
	if g := r.PostForm.Get("grant_type"); g != "authorization_code" {
		oauthError(w, http.StatusBadRequest, "unsupported_grant_type", "Unsupported grant type \""+g+"\".")
		return
	}
	code := r.PostForm.Get("code")
	s.oauth.mu.Lock()
	u, ok := s.oauth.codes[code]
	if ok {
		delete(s.oauth.codes, code)
		s.oauth.used++
	}
	var token string
	if ok {
		token = "access-" + s.NewID()
		s.oauth.tokens[token] = u
	}
	s.oauth.mu.Unlock()
	if !ok {
		oauthError(w, http.StatusBadRequest, "invalid_grant", "Invalid \"code\" in request.")
		return
	}
	writeJSON(w, map[string]any{"access_token": token, "token_type": "Bearer", "expires_in": 604800,
		"refresh_token": "refresh-" + s.NewID(), "scope": "identify"})
}

// basicAuth reads HTTP Basic credentials (url-encoded, as OAuth2 has them).
func basicAuth(r *http.Request) (string, string, bool) {
	h, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Basic ")
	if !ok {
		return "", "", false
	}
	raw, err := base64.StdEncoding.DecodeString(h)
	if err != nil {
		return "", "", false
	}
	u, p, ok := strings.Cut(string(raw), ":")
	if !ok {
		return "", "", false
	}
	u, _ = url.QueryUnescape(u)
	p, _ = url.QueryUnescape(p)
	return u, p, true
}

// usersMe is GET /users/@me with a user's bearer token; a bot token is
// answered with the bot's user.
func (s *Server) usersMe(w http.ResponseWriter, r *http.Request) {
	auth := r.Header.Get("Authorization")
	if tok, ok := strings.CutPrefix(auth, "Bearer "); ok {
		s.oauth.mu.Lock()
		u, ok := s.oauth.tokens[tok]
		s.oauth.mu.Unlock()
		if ok {
			writeJSON(w, map[string]any{"id": u.ID, "username": strings.ToLower(u.Name), "global_name": u.Name,
				"discriminator": "0", "avatar": nil, "public_flags": 0, "flags": 0})
			return
		}
	} else if strings.HasPrefix(auth, "Bot ") {
		writeJSON(w, map[string]any{"id": AppID, "username": "wordbot", "discriminator": "0", "bot": true, "avatar": nil})
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusUnauthorized)
	_ = json.NewEncoder(w).Encode(map[string]any{"message": "401: Unauthorized", "code": 0})
}
