package main

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// The Activity in a real browser (docs/activity.md): Debian's chromium,
// driven by chromedp, loads a page that plays Discord's client: it frames
// the real client served by the real bot (through a proxy, as Discord's
// https://<app id>.discordsays.com does) and answers the Embedded App SDK's
// postMessage handshake (READY, then AUTHORIZE with a code of the fake
// Discord, which then answers the server's token exchange).

// chromiumPath finds Debian's chromium; the test skips without it, unless
// WORDBOT_REQUIRE_CHROMIUM is set (CI, .ci/run), when it fails.
func chromiumPath(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("WORDBOT_REQUIRE_CHROMIUM") != "" {
		t.Fatal("chromium is not installed (apt-get install chromium) and WORDBOT_REQUIRE_CHROMIUM is set")
	}
	t.Skip("chromium is not installed (apt-get install chromium)")
	return ""
}

// harness is the stand-in of Discord's client: the Activity in an iframe
// with the query parameters Discord gives it, and Discord's side of the
// SDK's protocol (opcode 0 HANDSHAKE answered by a READY dispatch, the
// AUTHORIZE command answered with a fresh code of the fake Discord;
// AUTHENTICATE, the instance's participants (window.participants) and the
// SUBSCRIBE to their updates, which window.participantsUpdate(list)
// dispatches). What the client asked is kept in window.seen.
const harness = `<!doctype html><html><head><meta charset="utf-8"><title>Discord (test)</title>
<style>html,body{margin:0;height:100%%;background:#1e1f22}iframe{border:0;width:100%%;height:100%%;display:block}</style></head>
<body><iframe id="f" src="/?frame_id=frame-1&instance_id=i-1&platform=desktop&guild_id=%s&channel_id=%s"></iframe>
<script>
window.seen = [];
const participant = (id, username, nickname) => ({id, username, discriminator: "0", flags: 0, bot: false, nickname});
window.participants = [participant("11", "alice"), participant("13", "carol")];
window.participantsUpdate = (list) => document.getElementById("f").contentWindow.postMessage([1, {cmd: "DISPATCH",
  evt: "ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE", nonce: null, data: {participants: list.map((p) => participant(...p))}}], "*");
addEventListener("message", (e) => {
  const [op, data] = e.data;
  const f = document.getElementById("f").contentWindow;
  window.seen.push([op, data.cmd || "", JSON.stringify(data.args || {})]);
  if (op === 0) {
    f.postMessage([1, {cmd: "DISPATCH", evt: "READY", nonce: null, data: {v: 1, config: {api_endpoint: "//discord.com/api", environment: "production"}}}], "*");
  } else if (op === 1 && data.cmd === "AUTHORIZE") {
    window.clientID = data.args.client_id;
    // A fresh code of the fake Discord for each authorize.
    fetch("/code").then((r) => r.text()).then((code) => f.postMessage([1, {cmd: "AUTHORIZE", evt: null, nonce: data.nonce, data: {code}}], "*"));
  } else if (op === 1 && data.cmd === "AUTHENTICATE") {
    const user = {id: "11", username: "alice", discriminator: "0", public_flags: 0};
    f.postMessage([1, {cmd: "AUTHENTICATE", evt: null, nonce: data.nonce, data: {access_token: data.args.access_token, user,
      scopes: ["identify"], expires: "2099-01-01T00:00:00.000Z", application: {id: window.clientID, name: "wordbot", description: ""}}}], "*");
  } else if (op === 1 && data.cmd === "GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS") {
    f.postMessage([1, {cmd: data.cmd, evt: null, nonce: data.nonce, data: {participants: window.participants}}], "*");
  } else if (op === 1 && data.cmd === "SUBSCRIBE") {
    window.seen.push([op, "SUBSCRIBE " + data.evt, ""]);
    f.postMessage([1, {cmd: "SUBSCRIBE", evt: null, nonce: data.nonce, data: {evt: data.evt}}], "*");
  }
});
</script></body></html>`

// phonePage opens url (the test's harness page, which frames the client)
// in chromium with a phone's 390x844 viewport and touch, closed when the
// test ends, and returns the browser's context and what the browser tests
// read the client with: eval runs js with d the framed client's document
// and returns its value as a string; waitFor waits up to 20 s for eval(js)
// to contain want, else fails with the page's status and the bot's log
// (errb).
func phonePage(t *testing.T, chromium, url string, errb *syncBuf) (context.Context, func(js string) string, func(what, js, want string)) {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.WindowSize(390, 844))
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	bctx, tcancel := context.WithTimeout(bctx, 90*time.Second)
	t.Cleanup(tcancel)
	if err := chromedp.Do(bctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateTouch), chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	eval := func(js string) string {
		t.Helper()
		v, err := chromedp.Run(bctx, chromedp.Evaluate[string](`(() => { const d = document.getElementById("f").contentDocument; return String(`+js+`); })()`))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return v
	}
	waitFor := func(what, js, want string) {
		t.Helper()
		var got string
		for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			if got = eval(js); strings.Contains(got, want) {
				return
			}
		}
		t.Fatalf("%s: %q has no %q; status %q; the bot: %s", what, got, want, eval(`d.getElementById("status").textContent`), errb.String())
	}
	return bctx, eval, waitFor
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestActivityBrowser plays a Boggle round in the browser: the handshake,
// the token exchange, three words traced by pointer (CAT by mouse and DOG by touch
// counted, CODX refused), a word traced while the network is down (ATE) counted
// once it is back, a chat guess (bob's CATS) appearing live, the Activity's
// words not reacted to in the chat but counted in the round; screenshots
// at 390x844 and 1280x800.
func TestActivityBrowser(t *testing.T) {
	chromium := chromiumPath(t)
	const guild, channel = "700", "4242"
	f := fakediscord.New()
	defer f.Close()
	activityGuild(f, guild, channel)
	f.EnableActivity() // the launchers (bot/discord/launch.go)
	discordClient = f.Client()
	defer func() { discordClient = nil }()
	dir := t.TempDir()
	botEnv(t, dir, "tok-activity-123")
	webAddr := freeAddr(t)
	target, _ := url.Parse("http://" + webAddr)
	proxy := httputil.NewSingleHostReverseProxy(target)
	// The network between the player and wordbot: down refuses the
	// WebSocket, drop cuts those open.
	var down atomic.Bool
	var mu sync.Mutex
	var open []net.Conn
	drop := func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range open {
			c.Close()
		}
		open = nil
	}
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == "/harness.html":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, harness, guild, channel)
		case r.URL.Path == "/code":
			fmt.Fprint(w, f.Authorize(alice))
		case r.URL.Path == "/api/live" && down.Load():
			http.Error(w, "network down", http.StatusServiceUnavailable)
		case r.URL.Path == "/api/live":
			proxy.ServeHTTP(hijackRecorder{w, func(c net.Conn) { mu.Lock(); open = append(open, c); mu.Unlock() }}, r)
		default:
			proxy.ServeHTTP(w, r)
		}
	}))
	defer front.Close()
	t.Setenv("WORDBOT_WEB_ADDR", webAddr)
	t.Setenv("WORDBOT_WEB_PUBLIC_URL", front.URL)
	t.Setenv("WORDBOT_DISCORD_CLIENT_ID", fakediscord.AppID)
	t.Setenv("WORDBOT_DISCORD_CLIENT_SECRET", fakediscord.ClientSecret)

	errb := &syncBuf{}
	startBot := func() (stop func()) {
		ctx, cancel := context.WithCancel(context.Background())
		exited := make(chan int, 1)
		go func() { exited <- runBotContext(ctx, nil, strings.NewReader(""), &syncBuf{}, errb) }()
		return func() {
			cancel()
			select {
			case <-exited:
			case <-time.After(15 * time.Second):
				t.Error("wordbot did not stop")
			}
		}
	}
	stopBot := startBot()
	defer func() { stopBot() }()
	if !f.WaitCount(20*time.Second, "get_commands", 1) {
		t.Fatalf("not connected: %s", errb.String())
	}
	r := answer(t, f, f.Command(guild, channel, alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 3}))
	if !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("start: %+v", r)
	}
	// With web.public_url set, the round offers the Activity, and the
	// registration kept Discord's Entry Point command (nothing refused).
	if n := len(r.Buttons); n != 2 || r.Buttons[1] != (fakediscord.Button{Label: "Play in the Activity", CustomID: "activity"}) || f.Count("commands_refused") != 0 {
		t.Errorf("the round's buttons %v, %d overwrites refused", r.Buttons, f.Count("commands_refused"))
	}
	launch := f.Click(guild, channel, "m1", bob, "activity")
	if _, ok := f.Wait(20*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs {
			if c.Interaction == launch && c.Kind == "callback" && c.Type == 12 {
				return true
			}
		}
		return false
	}); !ok {
		t.Error("Play in the Activity was not answered with LAUNCH_ACTIVITY")
	}

	// A phone: its viewport, and touch (pointer events from a finger).
	bctx, eval, waitFor := phonePage(t, chromium, front.URL+"/harness.html", errb)
	waitFor("the grid", `d.querySelectorAll(".cell").length`, "16")
	if got := eval(`Array.from(d.querySelectorAll(".cell")).map(c => c.textContent).join("")`); got != "CATSDOGEXXXXXXXX" {
		t.Fatalf("the grid reads %q", got)
	}
	waitFor("the players", `d.getElementById("players").textContent`, "In the Activity: alice")
	if got := eval(`d.getElementById("who").textContent`); got != "alice" {
		t.Errorf("the player is %q, want alice (GET /users/@me's global_name)", got)
	}
	seen, err := chromedp.Run(bctx, chromedp.Evaluate[string](`JSON.stringify(window.seen)`))
	if err != nil || !strings.Contains(seen, `[0,"",`) || !strings.Contains(seen, `"AUTHORIZE","{\"client_id\":\"`+fakediscord.AppID+`\",\"response_type\":\"code\",\"state\":\"\",\"prompt\":\"none\",\"scope\":[\"identify\"]}"`) {
		t.Errorf("the SDK's messages: %s %v", seen, err)
	}
	if n := f.TokenExchanges(); n != 1 {
		t.Errorf("%d token exchanges, want 1", n)
	}
	// Discord's participants (participants.ts), read once, then live.
	waitFor("Discord's participants", `d.getElementById("participants").textContent`, "On Discord in this Activity: alice, carol")
	if _, err := chromedp.Run(bctx, chromedp.Evaluate[string](`window.participantsUpdate([["11", "alice"], ["13", "carol"], ["14", "dave", "Dave N."]]), "sent"`)); err != nil {
		t.Fatal(err)
	}
	waitFor("Discord's participants updated", `d.getElementById("participants").textContent`, "On Discord in this Activity: alice, carol, Dave N.")
	seen, _ = chromedp.Run(bctx, chromedp.Evaluate[string](`JSON.stringify(window.seen)`))
	if !strings.Contains(seen, `"AUTHENTICATE","{\"access_token\":\"`) || strings.Contains(seen, `"AUTHENTICATE","{\"access_token\":\"\"`) ||
		!strings.Contains(seen, `"SUBSCRIBE ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE"`) {
		t.Errorf("the SDK's messages for the participants: %s", seen)
	}

	held := func(p *input.DispatchMouseEventParams) { p.Button, p.Buttons = input.MouseButtonLeft, 1 }
	center := func(c int) (x, y float64) {
		xy := eval(fmt.Sprintf(`(() => { const r = d.querySelectorAll(".cell")[%d].getBoundingClientRect(); return (r.left + r.width/2) + "," + (r.top + r.height/2); })()`, c))
		fmt.Sscanf(xy, "%g,%g", &x, &y)
		return x, y
	}
	// touch traces by a finger: touchStart, touchMoves on the way,
	// touchEnd.
	touch := func(cells ...int) {
		t.Helper()
		one := func(typ input.DispatchTouchEventType, x, y float64) chromedp.Action[chromedp.Void] {
			return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				p := input.DispatchTouchEventParams{Type: typ, TouchPoints: []*input.TouchPoint{}}
				if typ != input.DispatchTouchEventTypeTouchEnd {
					p.TouchPoints = []*input.TouchPoint{{X: x, Y: y}}
				}
				_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, p)
				return err
			})
		}
		var steps []chromedp.Action[chromedp.Void]
		px, py := center(cells[0])
		steps = append(steps, one(input.DispatchTouchEventTypeTouchStart, px, py))
		for _, c := range cells[1:] {
			x, y := center(c)
			for k := 1; k <= 6; k++ {
				steps = append(steps, one(input.DispatchTouchEventTypeTouchMove, px+(x-px)*float64(k)/6, py+(y-py)*float64(k)/6))
			}
			px, py = x, y
		}
		steps = append(steps, one(input.DispatchTouchEventTypeTouchEnd, px, py))
		if err := chromedp.Do(bctx, steps...); err != nil {
			t.Fatal(err)
		}
	}
	trace := func(cells ...int) {
		t.Helper()
		var steps []chromedp.Action[chromedp.Void]
		var px, py float64
		for i, c := range cells {
			x, y := center(c)
			if i == 0 {
				steps = append(steps, chromedp.MouseEvent(chromedp.MouseMoved, x, y), chromedp.MouseEvent(chromedp.MousePressed, x, y, held, chromedp.ClickCount(1)))
			} else {
				// The way from one cell to the next, as a finger goes.
				for k := 1; k <= 6; k++ {
					steps = append(steps, chromedp.MouseEvent(chromedp.MouseMoved, px+(x-px)*float64(k)/6, py+(y-py)*float64(k)/6, held))
				}
			}
			px, py = x, y
		}
		steps = append(steps, chromedp.MouseEvent(chromedp.MouseReleased, px, py, held, chromedp.ClickCount(1)))
		if err := chromedp.Do(bctx, steps...); err != nil {
			t.Fatal(err)
		}
	}
	feed := `d.getElementById("feed").innerText`
	trace(0, 1, 2) // CAT
	waitFor("CAT's verdict", feed, "✅ CAT is on the board.")
	touch(4, 5, 6) // DOG, by a finger
	waitFor("DOG's verdict", feed, "✅ DOG is on the board.")
	trace(0, 5, 4, 8) // CODX
	waitFor("CODX's verdict", feed, "❌ CODX does not count: not in the dictionary.")

	// The network drops: the view stays, a word traced meanwhile waits
	// and has its verdict once the Activity is back.
	down.Store(true)
	drop()
	waitFor("the drop seen", `d.getElementById("status").textContent`, "Connection lost: reconnecting…")
	trace(1, 2, 7) // ATE
	time.Sleep(time.Second)
	if got := eval(feed); strings.Contains(got, "ATE") || eval(`d.querySelectorAll(".cell").length`) != "16" {
		t.Errorf("while down: the grid has %s cells, the verdicts %q", eval(`d.querySelectorAll(".cell").length`), got)
	}
	down.Store(false)
	waitFor("ATE's verdict after the reconnection", feed, "✅ ATE is on the board.")

	// wordbot restarts: the Activity's session (in memory) is gone; the
	// client authorizes again (a second code and exchange) and goes on
	// with the round, which the new process resumed.
	stopBot()
	stopBot = startBot()
	if !f.WaitCount(20*time.Second, "get_commands", 2) {
		t.Fatalf("not connected again: %s", errb.String())
	}
	for end := time.Now().Add(20 * time.Second); f.TokenExchanges() < 2 && time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
	}
	if n := f.TokenExchanges(); n != 2 {
		t.Fatalf("%d token exchanges after the restart, want 2; status %q", n, eval(`d.getElementById("status").textContent`))
	}
	waitFor("the round after the restart", `d.getElementById("status").textContent`, "Boggle round: trace a word, or type it.")
	// COG by keyboard (docs/activity.md, Accessibility): the board is one
	// Tab stop, the arrows move among the cells, Enter adds the focused
	// letter, Enter on the last one sends.
	eval(`d.querySelectorAll(".cell")[0].focus()`)
	keys := func(ks ...string) {
		t.Helper()
		for _, k := range ks {
			if err := chromedp.Do(bctx, chromedp.KeyEvent(k)); err != nil {
				t.Fatal(err)
			}
		}
	}
	keys(kb.Enter, kb.ArrowDown, kb.ArrowRight, kb.Enter)
	if got := eval(`[d.activeElement.dataset.cell, Array.from(d.querySelectorAll(".cell")).filter((c) => c.tabIndex === 0).map((c) => c.dataset.cell).join(","),
		Array.from(d.querySelectorAll(".cell[aria-pressed=true]")).map((c) => c.getAttribute("aria-label")).join("; "), d.getElementById("trace").textContent].join(" | ")`); got != "5 | 5 | C, row 1, column 1; O, row 2, column 2 | CO" {
		t.Errorf("after C, down, right, O by keyboard: focus | Tab stop | letters in the word | trace = %q", got)
	}
	keys(kb.ArrowRight, kb.Enter, kb.Enter)
	waitFor("COG's verdict after the restart (by keyboard)", feed, "✅ COG is on the board.")

	reactions := f.Count("reaction")
	f.Say(guild, channel, bob, "cats")
	waitFor("bob's chat guess", feed, "✅ bob (chat): CATS")
	if !f.WaitCount(5*time.Second, "reaction", reactions+1) {
		t.Error("bob's chat word got no reaction")
	}
	time.Sleep(500 * time.Millisecond) // the adapter's reactions are paced
	for _, c := range f.Calls() {
		if c.Kind == "reaction" && c.Channel == channel && strings.HasPrefix(c.MessageID, "activity-") {
			t.Errorf("a reaction in the chat to the Activity's word %s: it has no chat message", c.MessageID)
		}
	}
	if n := f.Count("reaction"); n != 1 {
		t.Errorf("%d reactions in the chat, want 1 (bob's)", n)
	}

	artifacts := os.Getenv("WORDBOT_TEST_ARTIFACTS")
	if artifacts == "" {
		artifacts = filepath.Join(os.TempDir(), "wordbot-activity-artifacts")
	}
	if err := os.MkdirAll(artifacts, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, vp := range [][2]int64{{390, 844}, {1280, 800}} {
		if err := chromedp.Do(bctx, chromedp.EmulateViewport(vp[0], vp[1])); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond) // a layout and a paint
		png, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(artifacts, fmt.Sprintf("activity-boggle-%dx%d.png", vp[0], vp[1]))
		if err := os.WriteFile(p, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}

	// The Activity's words are the round's: /stop ends it with the report
	// counting alice's CAT and DOG.
	f.Command(guild, channel, alice, "stop", "")
	f.Wait(20*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs {
			if c.Channel == channel && strings.Contains(c.Content, "results") {
				return true
			}
		}
		return false
	})
	var report string
	for _, c := range f.Calls() {
		if c.Channel == channel && strings.Contains(c.Content, "results") {
			report = c.Content
		}
	}
	if !strings.Contains(report, "> CAT 1, DOG 1, ~~CODX~~ 0 (not in the dictionary), ATE 1, COG 1") || !strings.Contains(report, "> CATS 1") {
		t.Errorf("the report: %q", report)
	}
	t.Logf("report: %s", report)

	// The Activity shows the report: the board again, each player's words;
	// a word pressed draws its path on the board, cell after cell.
	waitFor("the report in the Activity", `d.getElementById("report-words").innerText`, "COG")
	if got := eval(`d.getElementById("report-words").innerText`); !strings.Contains(got, "alice 4") || !strings.Contains(got, "bob 1") {
		t.Errorf("the report's words: %q", got)
	}
	x, y := 0.0, 0.0
	xy := eval(`(() => { const b = Array.from(d.querySelectorAll("#report-words button")).find((b) => b.textContent === "COG"); const r = b.getBoundingClientRect(); return (r.left + r.width/2) + "," + (r.top + r.height/2); })()`)
	fmt.Sscanf(xy, "%g,%g", &x, &y)
	if err := chromedp.Do(bctx, chromedp.MouseClickXY(x, y)); err != nil {
		t.Fatal(err)
	}
	waitFor("COG's path drawn", `d.getElementById("grid").dataset.shown`, "0,5,6")
	if got := eval(`Array.from(d.querySelectorAll(".cell.on")).map((c) => c.dataset.cell).join(",")`); got != "0,5,6" {
		t.Errorf("the cells lit for COG: %q, want 0,5,6", got)
	}
	png, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(artifacts, "activity-boggle-report-1280x800.png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", p)
}

// hijackRecorder hands the connections the proxy takes over (WebSockets)
// to keep.
type hijackRecorder struct {
	http.ResponseWriter
	keep func(net.Conn)
}

func (h hijackRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, rw, err := http.NewResponseController(h.ResponseWriter).Hijack()
	if err == nil {
		h.keep(c)
	}
	return c, rw, err
}
