package main

import (
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestTokenRevoked runs wordbot on a fake Discord and resets its token:
// mid-session (the gateway closes the live connection with 4004, and every
// Identify or Resume after it) and before start-up. Each time wordbot exits
// 1 within 5 s, with one line saying the token was refused and naming
// DISCORD_TOKEN, and does not connect to the gateway again.
func TestTokenRevoked(t *testing.T) {
	const secret = "tok-revoked-4004"
	const want = "Discord refused the token (gateway close 4004, authentication failed): it was reset or revoked, or is not a bot token; set DISCORD_TOKEN to the bot's current token"
	for _, midSession := range []bool{true, false} {
		name := "at start-up"
		if midSession {
			name = "mid-session"
		}
		t.Run(name, func(t *testing.T) {
			f := fakediscord.New()
			defer f.Close()
			discordClient = f.Client()
			defer func() { discordClient = nil }()
			botEnv(t, t.TempDir(), secret)
			t.Setenv("WORDBOT_LOG_FORMAT", "text")
			if !midSession {
				f.Revoke()
			}
			errb := &syncBuf{}
			code := make(chan int, 1)
			begun := time.Now()
			go func() { code <- run(nil, strings.NewReader(""), &syncBuf{}, errb) }()
			dials := 0
			if midSession {
				if !f.WaitCount(10*time.Second, "get_commands", 1) {
					t.Fatalf("not connected: %s", errb.String())
				}
				dials = f.Dials()
				begun = time.Now()
				f.Revoke()
			}
			select {
			case c := <-code:
				took := time.Since(begun)
				t.Logf("exit %d after %v", c, took.Round(time.Millisecond))
				if c != 1 || took > 5*time.Second {
					t.Errorf("exit %d after %v, want 1 within 5 s", c, took)
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("still running 30 s after the token was refused: %s", errb.String())
			}
			out := errb.String()
			if n := strings.Count(out, want); n != 1 {
				t.Errorf("%d lines saying the token was refused, want 1: %s", n, out)
			}
			if n := strings.Count(out, "DISCORD_TOKEN"); n != 1 {
				t.Errorf("DISCORD_TOKEN named %d times: %s", n, out)
			}
			if strings.Contains(out, "reconnecting") || strings.Contains(out, secret) {
				t.Errorf("a retry, or the token, in the logs: %s", out)
			}
			id, res := f.Sessions()
			if midSession && (id != 1 || res != 0) || !midSession && id+res != 0 {
				t.Errorf("identifies %d, resumes %d accepted", id, res)
			}
			if midSession && f.Dials() != dials {
				t.Errorf("%d gateway connections after the 4004, want none", f.Dials()-dials)
			}
		})
	}
}
