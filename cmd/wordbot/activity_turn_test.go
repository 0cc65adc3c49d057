package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestActivityBrowserScrabble plays a Scrabble game in the browser
// (docs/activity.md, turn games): alice, in the Activity, drags a tile onto
// A1 and the preview shows the bot's refusal; she takes it back, asks a
// hint, drags the hint's tiles from her rack onto their squares (the first
// by a finger, the others by mouse: pointer events), the preview shows the
// word, position and score, and Submit plays it through the bot: the chat
// gets "alice plays ..." with that score. bob then plays in the chat, and
// his word and score appear in the Activity. Screenshots at 390x844 and
// 1280x800.
func TestActivityBrowserScrabble(t *testing.T) {
	chromium := chromiumPath(t)
	const guild, channel = "701", "4343"
	f := fakediscord.New()
	defer f.Close()
	discordClient = f.Client()
	defer func() { discordClient = nil }()
	dir := t.TempDir()
	botEnv(t, dir, "tok-activity-456")
	activityGuild(f, guild, channel)
	webAddr := freeAddr(t)
	target, _ := url.Parse("http://" + webAddr)
	proxy := httputil.NewSingleHostReverseProxy(target)
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/harness.html":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, harness, guild, channel)
		case "/code":
			fmt.Fprint(w, f.Authorize(alice))
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
	ctx, cancel := context.WithCancel(context.Background())
	exited := make(chan int, 1)
	go func() { exited <- runBotContext(ctx, nil, strings.NewReader(""), &syncBuf{}, errb) }()
	defer func() {
		cancel()
		select {
		case <-exited:
		case <-time.After(15 * time.Second):
			t.Error("wordbot did not stop")
		}
	}()
	if !f.WaitCount(20*time.Second, "get_commands", 1) {
		t.Fatalf("not connected: %s", errb.String())
	}
	answer(t, f, f.Command(guild, channel, alice, "scrabble", "new", fakediscord.Option{Name: "lang", Type: 3, Value: "en"}))
	answer(t, f, f.Click(guild, channel, "m1", bob, "join:1"))
	if r := answer(t, f, f.Click(guild, channel, "m1", alice, "start:1")); !strings.Contains(r.Content, "begins: alice, bob") {
		t.Fatalf("start: %+v", r)
	}

	// A phone: its viewport, and touch (pointer events from a finger).
	bctx, eval, waitFor := phonePage(t, chromium, front.URL+"/harness.html", errb)
	waitFor("the board", `d.querySelectorAll("#board .sq").length`, "225")
	waitFor("the rack", `d.querySelectorAll("#rack .rtile").length`, "7")
	waitFor("whose turn", `d.getElementById("turn-info").textContent`, "Scrabble: Your turn")
	if got := eval(`d.getElementById("turn-bag").textContent + " | " + d.getElementById("turn-scores").innerText.replace(/\n/g, ",")`); got != "Tiles in the bag: 86 | alice 0,bob 0" {
		t.Errorf("bag and scores: %q", got)
	}
	// The turn's time left: the configuration's 24 hours.
	waitFor("the turn's clock", `d.getElementById("turn-clock").textContent`, "⏱ 2")
	if got := eval(`d.getElementById("turn-clock").textContent`); !regexp.MustCompile(`^⏱ 2[34]:[0-5]\d:[0-5]\d$`).MatchString(got) {
		t.Errorf("the turn's clock: %q, want 23:59:xx or so", got)
	}
	if got := eval(`[112, 0, 3].map((i) => d.querySelector('[data-sq="' + i + '"]').getAttribute("aria-label")).join(" | ")`); got != "H8, centre | A1, triple word | D1, double letter" {
		t.Errorf("the squares' labels: %q", got)
	}

	// center is the middle of an element on the screen, scrolled into
	// view first (a phone's page may be taller than the screen).
	center := func(sel string) (x, y float64) {
		xy := eval(`(() => { const e = d.querySelector('` + sel + `'); e.scrollIntoView({block: "nearest"}); const r = e.getBoundingClientRect(); const o = document.getElementById("f").getBoundingClientRect(); return (o.left + r.left + r.width/2) + "," + (o.top + r.top + r.height/2); })()`)
		fmt.Sscanf(xy, "%g,%g", &x, &y)
		return x, y
	}
	// ends are the middles of from and to, both on the screen, once the
	// page stands still (a preview's answer may move what is under the
	// board).
	ends := func(from, to string) (x0, y0, x1, y1 float64) {
		t.Helper()
		for try := 0; try < 20; try++ {
			center(to)
			x0, y0 = center(from)
			x1, y1 = center(to)
			if x2, y2 := center(from); x2 == x0 && y2 == y0 {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatalf("%s and %s are not on the screen together", from, to)
		return
	}
	held := func(p *input.DispatchMouseEventParams) { p.Button, p.Buttons = input.MouseButtonLeft, 1 }
	// dragMouse drags from one element's middle to another's, as a hand
	// does: pressed, moved on the way, released.
	dragMouse := func(from, to string) {
		t.Helper()
		x0, y0, x1, y1 := ends(from, to)
		steps := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(chromedp.MouseMoved, x0, y0), chromedp.MouseEvent(chromedp.MousePressed, x0, y0, held, chromedp.ClickCount(1))}
		for k := 1; k <= 8; k++ {
			steps = append(steps, chromedp.MouseEvent(chromedp.MouseMoved, x0+(x1-x0)*float64(k)/8, y0+(y1-y0)*float64(k)/8, held))
		}
		steps = append(steps, chromedp.MouseEvent(chromedp.MouseReleased, x1, y1, held, chromedp.ClickCount(1)))
		if err := chromedp.Do(bctx, steps...); err != nil {
			t.Fatal(err)
		}
	}
	dragTouch := func(from, to string) {
		t.Helper()
		x0, y0, x1, y1 := ends(from, to)
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
		steps := []chromedp.Action[chromedp.Void]{one(input.DispatchTouchEventTypeTouchStart, x0, y0)}
		for k := 1; k <= 8; k++ {
			steps = append(steps, one(input.DispatchTouchEventTypeTouchMove, x0+(x1-x0)*float64(k)/8, y0+(y1-y0)*float64(k)/8))
		}
		steps = append(steps, one(input.DispatchTouchEventTypeTouchEnd, x1, y1))
		if err := chromedp.Do(bctx, steps...); err != nil {
			t.Fatal(err)
		}
	}
	click := func(sel string) {
		t.Helper()
		x, y := center(sel)
		if err := chromedp.Do(bctx, chromedp.MouseClickXY(x, y)); err != nil {
			t.Fatal(err)
		}
	}
	sq := func(i int) string { return fmt.Sprintf(`#board [data-sq="%d"]`, i) }
	rackTile := func(i int) string { return fmt.Sprintf(`#rack [data-rack="%d"]`, i) }
	preview := `d.getElementById("turn-preview").textContent`
	// The client's socket and its last preview's number, kept for
	// previewCounts as the client sends a preview.
	eval(`(() => { const w = document.getElementById("f").contentWindow, send = w.WebSocket.prototype.send;
		w.WebSocket.prototype.send = function (data) {
			const m = JSON.parse(data);
			if (m.type === "preview") { w.previewSocket = this; w.previewID = m.id; }
			return send.call(this, data);
		}; })()`)

	// A tile on A1: the engine's refusal, in the bot's words; the tile
	// tapped goes back to the rack.
	dragMouse(rackTile(0), sq(0))
	waitFor("the refusal", preview, "The first word must cover the centre square (8H)")
	if eval(`d.getElementById("t-submit").disabled`) != "true" {
		t.Error("Submit is enabled on a refused placement")
	}
	click(sq(0))
	waitFor("the tile taken back", `d.querySelectorAll("#rack .rtile.used").length + "," + d.querySelectorAll("#board .draft").length`, "0,0")

	// The hint, then its tiles dragged from the rack onto its squares.
	click("#t-hint")
	waitFor("the hint", `d.getElementById("turn-hint").hidden + " " + d.getElementById("turn-hint").textContent`, "false Best move: ")
	hint := eval(`d.getElementById("turn-hint").querySelector("p").textContent`)
	m := regexp.MustCompile(`^Best move: (\S+) at (\d+)([A-O]) for (\d+) points\.`).FindStringSubmatch(hint)
	if m == nil {
		t.Fatalf("the hint %q (a first move is across)", hint)
	}
	word, row, col := m[1], 0, int(m[3][0]-'A')
	row, _ = strconv.Atoi(m[2])
	rack := strings.Split(eval(`Array.from(d.querySelectorAll("#rack .rtile")).map((b) => b.classList.contains("jolly") ? "?" : b.textContent.replace(/[0-9]/g, "")).join(",")`), ",")
	used := map[int]bool{}
	for i, r := range word {
		letter, jolly := strings.ToUpper(string(r)), r >= 'a' && r <= 'z'
		k := -1
		for j, tl := range rack {
			if !used[j] && ((jolly && tl == "?") || (!jolly && tl == letter)) {
				k = j
				break
			}
		}
		if k < 0 {
			t.Fatalf("no tile for %s of %s in %v", letter, word, rack)
		}
		used[k] = true
		to := sq((row-1)*15 + col + i)
		if i == 0 {
			dragTouch(rackTile(k), to)
		} else {
			dragMouse(rackTile(k), to)
		}
		if jolly {
			waitFor("the blank's letters", `d.getElementById("blank-picker").hidden`, "false")
			click(fmt.Sprintf(`#blank-picker [data-letter="%s"]`, letter))
		}
	}
	want := fmt.Sprintf("%s at %s%s: %s points", strings.ToUpper(word), m[2], m[3], m[4])
	waitFor("the preview", preview, want)
	previewCounts(t, eval)
	click("#t-submit")
	played := fmt.Sprintf("alice plays %s at %s%s for %s points.", word, m[2], m[3], m[4]) // a blank in lower case, as in the hint
	if _, ok := f.Wait(10*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs {
			if c.Channel == channel && strings.Contains(c.Content, played) {
				return true
			}
		}
		return false
	}); !ok {
		var said []string
		for _, c := range f.Calls() {
			if c.Channel == channel && c.Content != "" {
				said = append(said, strings.SplitN(c.Content, "\n", 2)[0])
			}
		}
		t.Fatalf("the chat has no %q: %q; the preview %q", played, said, eval(preview))
	}
	waitFor("the move in the Activity", `d.getElementById("turn-scores").innerText.replace(/\n/g, ",")`, "alice "+m[4]+",bob 0")
	waitFor("bob's turn", `d.getElementById("turn-info").textContent`, "Scrabble: bob's turn.")

	// bob plays in the chat: his hint's move; the Activity shows it.
	r := answer(t, f, f.Command(guild, channel, bob, "hint", ""))
	bm := regexp.MustCompile(`Best move: (\S+) at (\S+) for (\d+) points\.`).FindStringSubmatch(r.Content)
	if bm == nil {
		t.Fatalf("bob's hint: %q", r.Content)
	}
	answer(t, f, f.Command(guild, channel, bob, "play", "", fakediscord.Option{Name: "word", Type: 3, Value: bm[1]}, fakediscord.Option{Name: "pos", Type: 3, Value: bm[2]}))
	waitFor("bob's chat move in the Activity", `d.getElementById("turn-scores").innerText.replace(/\n/g, ",")`, "alice "+m[4]+",bob "+bm[3])
	waitFor("alice's turn again", `d.getElementById("turn-info").textContent`, "Scrabble: Your turn")
	if n := eval(`d.querySelectorAll("#board .sq.tile").length`); n == strconv.Itoa(len(word)) {
		t.Errorf("the board has %s tiles after bob's move, as before it", n)
	}

	// Hint, then Play it: the hint's tiles go onto the board from the
	// rack and the preview gives the hint's word and score; Take back
	// returns them.
	click("#t-hint")
	waitFor("alice's second hint", `d.getElementById("turn-hint").hidden + " " + d.getElementById("turn-hint").textContent`, "false Best move: ")
	hint = eval(`d.getElementById("turn-hint").querySelector("p").textContent`)
	m2 := regexp.MustCompile(`^Best move: (\S+) at (\S+) for (\d+) points?\.`).FindStringSubmatch(hint)
	if m2 == nil || hint == "Best move: "+m[1]+" at "+m[2]+m[3]+" for "+m[4]+" points." {
		t.Fatalf("alice's second hint: %q", hint)
	}
	click("#t-playit")
	waitFor("Play it's preview", preview, fmt.Sprintf("%s at %s: %s point", strings.ToUpper(m2[1]), m2[2], m2[3]))
	if got := eval(`d.querySelectorAll("#board .draft").length + "," + d.getElementById("t-submit").disabled`); got == "0,true" {
		t.Errorf("after Play it: %s tiles placed, Submit disabled", got)
	}
	click("#t-recall")
	waitFor("the hint's tiles taken back", `d.querySelectorAll("#board .draft").length`, "0")

	// By keyboard: Enter chooses a rack tile; on the board the arrows
	// move and Enter puts it down, Enter again takes it back.
	key := func(focus, k string) {
		t.Helper()
		eval(`d.querySelector('` + focus + `').focus()`)
		if err := chromedp.Do(bctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
	}
	key(rackTile(0), kb.Enter)
	waitFor("the tile chosen", `d.querySelector('`+rackTile(0)+`').getAttribute("aria-selected")`, "true")
	key(sq(1), kb.ArrowLeft)
	waitFor("the arrow's move", `d.activeElement.dataset.sq`, "0")
	key(sq(0), kb.Enter)
	waitFor("the tile put down by keyboard", `d.querySelector('`+sq(0)+`').getAttribute("aria-label")`, "A1, triple word, your tile ")
	key(sq(0), kb.Enter)
	waitFor("the tile taken back by keyboard", `d.querySelectorAll("#board .draft").length`, "0")

	artifacts := os.Getenv("WORDBOT_TEST_ARTIFACTS")
	if artifacts == "" {
		artifacts = filepath.Join(os.TempDir(), "wordbot-activity-artifacts")
	}
	if err := os.MkdirAll(artifacts, 0o755); err != nil {
		t.Fatal(err)
	}
	dragMouse(rackTile(0), sq(0)) // a tile placed, with its preview, in the pictures
	for _, vp := range [][2]int64{{390, 844}, {1280, 800}} {
		if err := chromedp.Do(bctx, chromedp.EmulateViewport(vp[0], vp[1])); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond) // a layout and a paint
		png, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(artifacts, fmt.Sprintf("activity-scrabble-%dx%d.png", vp[0], vp[1]))
		if err := os.WriteFile(p, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}

	// Resign asks first; confirmed, alice resigns as /resign's button
	// does and the page keeps the final board with the result.
	click("#t-resign")
	waitFor("resign's question", `d.getElementById("turn-confirm").hidden + " " + d.getElementById("turn-confirm").textContent`, "false Leave this game? You cannot come back to it.")
	click("#t-resign-yes")
	waitFor("the end", `d.getElementById("turn-info").textContent`, "Scrabble: 🏁 The game is over. The winner is bob!")
	if got := eval(`d.querySelectorAll("#board .sq.tile").length > 0 && !d.getElementById("turn").hidden && d.getElementById("t-resign").hidden && d.getElementById("t-submit").disabled`); got != "true" {
		t.Errorf("after the end: the final board shown with no resign and Submit disabled: %s", got)
	}
	if got := eval(`d.getElementById("turn-scores").innerText`); !strings.Contains(got, "alice") || !strings.Contains(got, "(resigned)") {
		t.Errorf("the scores after alice resigned: %q", got)
	}

	// In French: alice, her Discord in French, starts a game against the
	// computer; the page follows the game's language (docs/activity.md,
	// Languages).
	aliceFr := alice
	aliceFr.Locale = "fr"
	answer(t, f, f.Command(guild, channel, aliceFr, "scrabble", "new", fakediscord.Option{Name: "lang", Type: 3, Value: "fr"}, fakediscord.Option{Name: "computer", Type: 3, Value: "easy"}))
	waitFor("the page in French", `d.getElementById("turn-info").textContent + " | " + d.getElementById("t-submit").textContent + " | " + d.getElementById("t-resign").textContent`,
		"Scrabble: À toi : glisse des lettres sur le plateau (ou touche une lettre, puis une case), puis Valider. | Valider | Abandonner")
}

// previewCounts checks that the Activity's preview counts its score as the
// page's language does (web/src/plural.ts, with the browser's
// Intl.PluralRules): the server's answer to the last preview the client
// asked for comes again with scores of 0, 1, 2 and 1000000 in each
// language (Submit then plays the tiles placed, as before). English writes 1
// point, French and Portuguese 0 and 1 point (0 point, 0 ponto), and
// French, Spanish, Italian and Portuguese a million with "de"/"di".
func previewCounts(t *testing.T, eval func(js string) string) {
	t.Helper()
	answerPreview := func(lang string, score int) string {
		return eval(fmt.Sprintf(`(() => { const w = document.getElementById("f").contentWindow, before = d.documentElement.lang;
			d.documentElement.lang = %q;
			w.previewSocket.onmessage({data: JSON.stringify({type: "preview", id: w.previewID, preview: {word: "xi", pos: "8H", score: %d}})});
			d.documentElement.lang = before;
			return d.getElementById("turn-preview").textContent; })()`, lang, score))
	}
	for _, c := range []struct {
		lang string
		want [4]string // 0, 1, 2 and 1000000 points
	}{
		{"en", [4]string{"XI at 8H: 0 points", "XI at 8H: 1 point", "XI at 8H: 2 points", "XI at 8H: 1000000 points"}},
		{"fr", [4]string{"XI en 8H : 0 point", "XI en 8H : 1 point", "XI en 8H : 2 points", "XI en 8H : 1000000 de points"}},
		{"es", [4]string{"XI en 8H: 0 puntos", "XI en 8H: 1 punto", "XI en 8H: 2 puntos", "XI en 8H: 1000000 de puntos"}},
		{"de", [4]string{"XI auf 8H: 0 Punkte", "XI auf 8H: 1 Punkt", "XI auf 8H: 2 Punkte", "XI auf 8H: 1000000 Punkte"}},
		{"pt", [4]string{"XI em 8H: 0 ponto", "XI em 8H: 1 ponto", "XI em 8H: 2 pontos", "XI em 8H: 1000000 de pontos"}},
		{"it", [4]string{"XI in 8H: 0 punti", "XI in 8H: 1 punto", "XI in 8H: 2 punti", "XI in 8H: 1000000 di punti"}},
	} {
		for i, n := range []int{0, 1, 2, 1000000} {
			if got := answerPreview(c.lang, n); got != c.want[i] {
				t.Errorf("%s, %d points: the preview %q, want %q", c.lang, n, got, c.want[i])
			}
		}
	}
}
