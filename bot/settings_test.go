package bot

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/store"
)

// TestSettingsAreDefaults: a server's stored settings are the defaults of
// its rounds (size, minutes, language), an explicit option still wins, and
// another server keeps the configured defaults.
func TestSettingsAreDefaults(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	if err := b.opt.Settings.SaveGuildSettings(context.Background(), "g1", Settings{Lang: "it", Minutes: 1.5, Size: 5}); err != nil {
		t.Fatal(err)
	}
	b.Handle(cmd(alice, "boggle", "start"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 5x5 (it): 1:30,") {
		t.Fatalf("start with the server's settings: %+v", out)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "boggle", "start", "size", "4", "minutes", "2", "lang", "en"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 4x4 (en): 2 minutes") {
		t.Fatalf("explicit options: %+v", out)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	rec.take()
	other := cmd(alice, "boggle", "start")
	other.Guild, other.Channel = "g2", "c2"
	b.Handle(other)
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 4x4 (en): 3 minutes") {
		t.Fatalf("another server: %+v", out)
	}
}

var manager = User{ID: "8", Name: "Mod", ManageGuild: true}

// TestSettingsCommand: /settings with no option shows the settings; a
// member without Manage Server is refused (to see or change), even though
// Discord would not offer them the command; a manager's options are
// stored and become the defaults; reset goes back to the bot's.
func TestSettingsCommand(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	// an unset setting names the bot's default (the test bot's options)
	show := "Settings of this server:\nlanguage: default (Boggle en, Ruzzle en, Upwords it, Scarabeo it, Scrabble en)\nthe bot's language: default (each member's own)\n" +
		"round minutes: default (Boggle 3, Ruzzle 2)\nboard size: default (4)\ndictionary: default (full)\n" +
		"turn timeout: default (10 minutes)\nwho may /stop a game: its creator and members with Manage Channels\n/hint in turn games: allowed, a game with a hint is not rated\nUpwords tiles in English: default (the bot's 118 tiles)\nword lists: default\ndaily puzzle lines: posted"
	b.Handle(cmd(manager, "settings", ""))
	if r := one(t, rec, "show").R; !r.Private || r.Text != show {
		t.Errorf("show: %q", r.Text)
	}
	for _, u := range []User{alice, admin} { // admin manages channels, not the server
		for _, kv := range [][]string{nil, {"size", "5"}} {
			b.Handle(cmd(u, "settings", "", kv...))
			if r := one(t, rec, "refused").R; !r.Private || r.Text != "Only a member with Manage Server can see or change this server's settings." {
				t.Errorf("%s %v: %q", u.Name, kv, r.Text)
			}
		}
	}
	if st := b.GuildSettings("g1"); st != (Settings{}) {
		t.Errorf("a refused change was stored: %+v", st)
	}
	b.Handle(cmd(manager, "settings", "", "lang", "it", "minutes", "1.5", "size", "5", "dict", "common",
		"turn_timeout", "0", "stop", "players", "daily", "false", "hints", "off", "upwords_set", "hasbro"))
	if r := one(t, rec, "set").R; !r.Private || r.Text != "Settings of this server, changed:\nlanguage: it\nthe bot's language: default (each member's own)\nround minutes: 1.5\nboard size: 5\ndictionary: common\n"+
		"turn timeout: none\nwho may /stop a game: its creator, its players and members with Manage Channels\n/hint in turn games: off\nUpwords tiles in English: Hasbro's 100, with Qu\nword lists: default\ndaily puzzle lines: not posted" {
		t.Errorf("set: %q", r.Text)
	}
	want := Settings{Lang: "it", Minutes: 1.5, Size: 5, Dict: "common", TurnTimeout: -1, Stop: "players", NoDaily: true, Hints: "off", UpwordsSet: "hasbro"}
	if st := b.GuildSettings("g1"); st != want {
		t.Errorf("stored %+v, want %+v", st, want)
	}
	it := cmd(manager, "settings", "", "turn_timeout", "3")
	it.Locale = "it"
	b.Handle(it)
	if r := one(t, rec, "set in Italian").R; !strings.Contains(r.Text, "tempo per turno: 3 minuti\n") || !strings.HasPrefix(r.Text, "Impostazioni di questo server, cambiate:\nlingua: it\n") {
		t.Errorf("Italian: %q", r.Text)
	}
	for _, kv := range [][]string{{"size", "9"}, {"minutes", "100"}, {"minutes", "NaN"}, {"minutes", "inf"}, {"dict", "huge"}, {"stop", "anyone"}, {"lang", "nl"}, {"turn_timeout", "-1"}, {"daily", "maybe"}, {"upwords_set", "seed"}, {"bogus", "1"}} {
		b.Handle(cmd(manager, "settings", "", kv...))
		if r := one(t, rec, "bad").R; !r.Private || strings.HasPrefix(r.Text, "Settings") {
			t.Errorf("%v: %q", kv, r.Text)
		}
	}
	want.TurnTimeout = 3 * time.Minute
	if st := b.GuildSettings("g1"); st != want {
		t.Errorf("after bad options %+v, want %+v", st, want)
	}
	// The defaults of a round.
	b.Handle(cmd(alice, "boggle", "start"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 5x5 (it): 1:30") {
		t.Fatalf("round with the settings: %+v", out)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(manager, "settings", "", "reset", "true", "size", "6"))
	one(t, rec, "reset")
	if st := b.GuildSettings("g1"); st != (Settings{Size: 6}) {
		t.Errorf("after reset: %+v", st)
	}
}

// TestSettingsStopRule: who may /stop follows the server's stop setting.
func TestSettingsStopRule(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	round := func() {
		b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
		b.Handle(msg(bob, "dog"))
		rec.take()
	}
	end := func() {
		clk.Advance(time.Minute)
		b.Wait()
		rec.take()
	}
	stop := func(u User) string {
		b.Handle(cmd(u, "stop", ""))
		out := rec.take()
		if len(out) == 0 {
			return ""
		}
		if out[0].R.Private {
			return out[0].R.Text
		}
		return "stopped"
	}
	set := func(v string) {
		b.Handle(cmd(manager, "settings", "", "stop", v))
		rec.take()
	}
	cases := []struct {
		rule string
		u    User
		want string
	}{
		{"creator", bob, "Only Alice (who started the game) or a member with Manage Channels can stop it."},
		{"creator", alice, "stopped"},
		{"players", carol, "Only Alice (who started the game), its players or a member with Manage Channels can stop it."},
		{"players", bob, "stopped"},
		{"managers", alice, "Only a member with Manage Channels can stop a game on this server."},
		{"managers", admin, "stopped"},
		{"managers", manager, "stopped"},
	}
	busy := map[string]string{
		"creator":  "It ends by itself, or Alice (or a member with Manage Channels) can end it with /stop.",
		"players":  "It ends by itself, or Alice, its players (or a member with Manage Channels) can end it with /stop.",
		"managers": "It ends by itself, or a member with Manage Channels can end it with /stop.",
	}
	for _, tc := range cases {
		set(tc.rule)
		round()
		b.Handle(cmd(carol, "ruzzle", "start"))
		if r := one(t, rec, "busy").R; !strings.HasSuffix(r.Text, busy[tc.rule]) {
			t.Errorf("%s: busy %q", tc.rule, r.Text)
		}
		if got := stop(tc.u); got != tc.want {
			t.Errorf("%s, %s: %q, want %q", tc.rule, tc.u.Name, got, tc.want)
		}
		if tc.want != "stopped" {
			end()
		}
	}
}

// TestSettingsTurnTimeout: a turn game's clock is the server's turn
// timeout; 0 (none) leaves no clock.
func TestSettingsTurnTimeout(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(manager, "settings", "", "turn_timeout", "2"))
	b.Handle(cmd(alice, "scarabeo", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	if tr := b.sessions["c1"].Turn; tr == nil || tr.TurnEnds.Sub(t0) != 2*time.Minute {
		t.Fatalf("turn clock: %v", tr.TurnEnds)
	}
	b.Handle(cmd(alice, "stop", ""))
	b.Handle(cmd(manager, "settings", "", "turn_timeout", "0"))
	b.Handle(cmd(alice, "scarabeo", "new"))
	b.Handle(press(bob, "join:2"))
	b.Handle(press(alice, "start:2"))
	rec.take()
	if tr := b.sessions["c1"].Turn; tr == nil || !tr.TurnEnds.IsZero() {
		t.Fatalf("no turn clock: %v", tr.TurnEnds)
	}
}

// TestSettingsSurviveRestart: with the SQLite store, the settings a
// manager sets are there after a restart.
func TestSettingsSurviveRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.FileName)
	for i := 0; i < 2; i++ {
		st, err := store.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 1, NoImages: true, Results: st, Logger: slog.New(slog.DiscardHandler),
			Lexicon: testLexicon("CAT")}, rec)
		if i == 0 {
			b.Handle(cmd(manager, "settings", "", "size", "6", "stop", "managers"))
		} else {
			b.Handle(cmd(manager, "settings", ""))
		}
		if r := one(t, rec, "settings").R; !strings.Contains(r.Text, "board size: 6\n") || !strings.Contains(r.Text, "who may /stop a game: members with Manage Channels\n") {
			t.Errorf("run %d: %q", i, r.Text)
		}
		st.Close()
	}
}

// TestHelpFits: /help is one or more private Discord messages (2000
// characters each) of whole lines in both languages, and names /settings.
func TestHelpFits(t *testing.T) {
	for _, h := range []string{helpText("en"), helpText("it")} {
		var got []string
		for _, r := range helpReplies(h) {
			if n := len([]rune(r.Text)); n > 2000 || n == 0 || !r.Private {
				t.Errorf("help reply of %d characters: %.60q", n, r.Text)
			}
			got = append(got, r.Text)
		}
		if strings.Join(got, "\n") != h {
			t.Errorf("the help replies do not make the help")
		}
	}
	if !strings.Contains(helpText("en"), "`/settings`") || !strings.Contains(helpText("it"), "`/impostazioni`") {
		t.Error("help does not name /settings")
	}
	if r := helpReplies("a\nb"); len(r) != 1 || r[0].Text != "a\nb" {
		t.Errorf("short help: %+v", r)
	}
}

// TestSettingsLanguage: the server's language answers a member whose
// Discord language the bot does not speak (Japanese); a member whose
// language it speaks keeps theirs.
func TestSettingsLanguage(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	b.Handle(cmd(manager, "settings", "", "lang", "it"))
	rec.take()
	for _, tc := range []struct{ locale, want string }{
		{"ja", "Nessuna partita in corso in questo canale."},
		{"de", "In diesem Kanal läuft keine Partie."},
		{"", "No game is running in this channel."},
		{"en-US", "No game is running in this channel."},
	} {
		c := cmd(alice, "stop", "")
		c.Locale = tc.locale
		b.Handle(c)
		if r := one(t, rec, tc.locale).R; r.Text != tc.want {
			t.Errorf("%q: %q, want %q", tc.locale, r.Text, tc.want)
		}
	}
}

// FuzzSettings: any option values are refused or stored as valid settings
// (the database's own check accepts them); never a panic.
func FuzzSettings(f *testing.F) {
	for _, s := range [][2]string{{"minutes", "1.5"}, {"minutes", "NaN"}, {"size", "5"}, {"turn_timeout", "0"}, {"stop", "players"}, {"daily", "false"}, {"lang", "it"}, {"dict", "full"}, {"reset", "true"}} {
		f.Add(s[0], s[1], "size", "4")
	}
	f.Fuzz(func(t *testing.T, k1, v1, k2, v2 string) {
		b, rec, _, _ := newTestBot(t)
		b.Handle(cmd(manager, "settings", "", k1, v1, k2, v2))
		rec.take()
		st := b.GuildSettings("g1")
		dir := t.TempDir()
		db, err := store.Open(filepath.Join(dir, store.FileName))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if err := db.SaveGuildSettings(context.Background(), "g1", st); err != nil {
			t.Errorf("%q=%q %q=%q stored %+v, which the database refuses: %v", k1, v1, k2, v2, st, err)
		}
	})
}

// TestSettingsLobbyLanguage: the server's language is Upwords' default
// language; Scarabeo stays Italian; a typed lang wins.
func TestSettingsLobbyLanguage(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(manager, "settings", "", "lang", "en"))
	for _, tc := range []struct {
		kind string
		opts []string
		want string
	}{
		{"upwords", nil, "en"},
		{"scarabeo", nil, "it"},
		{"upwords", []string{"lang", "it"}, "it"},
	} {
		b.Handle(cmd(alice, tc.kind, "new", tc.opts...))
		if l := b.sessions["c1"].Lobby; l == nil || l.Lang != tc.want {
			t.Errorf("%s %v: lobby %+v, want lang %s", tc.kind, tc.opts, l, tc.want)
		}
		b.Handle(cmd(alice, "stop", ""))
		rec.take()
	}
}

// TestSettingsOutOfBounds: a stored size beyond /settings' bounds (the
// store takes up to 64) is not a round's default.
func TestSettingsOutOfBounds(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	b.opt.Settings.SaveGuildSettings(context.Background(), "g1", Settings{Size: 40})
	b.Handle(cmd(alice, "boggle", "start"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 4x4 (en)") {
		t.Fatalf("start: %+v", out)
	}
}

// TestSettingsFixLocale: /settings locale fixes the language of every
// answer in the server, whatever each member's Discord language (commands,
// buttons, the round's own messages), its own confirmation first; unset,
// each member has theirs again, the reset's confirmation too.
func TestSettingsFixLocale(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(manager, "settings", "", "locale", "xx"))
	if r := one(t, rec, "bad").R; r.Text != "The option locale must be en, it, fr, es, de or pt." {
		t.Errorf("bad locale: %q", r.Text)
	}
	b.Handle(cmd(manager, "settings", "", "locale", "it"))
	if r := one(t, rec, "set").R; !strings.HasPrefix(r.Text, "Impostazioni di questo server, cambiate:\n") || !strings.Contains(r.Text, "\nlingua del bot: it\n") {
		t.Errorf("set, not in the new language: %q", r.Text)
	}
	de := cmd(manager, "settings", "", "locale", "de")
	de.Locale = "fr"
	b.Handle(de)
	if r := one(t, rec, "set de").R; !strings.HasPrefix(r.Text, "Einstellungen dieses Servers, geändert:\n") || !strings.Contains(r.Text, "\nSprache des Bots: de\n") {
		t.Errorf("set de, not in German: %q", r.Text)
	}
	b.Handle(cmd(manager, "settings", "", "locale", "it"))
	rec.take()
	if st := b.GuildSettings("g1"); st.Locale != "it" {
		t.Errorf("stored %+v", st)
	}
	help := cmd(carol, "help", "")
	help.Locale, help.Channel = "en-US", "c7" // a channel with no game yet
	b.Handle(help)                            // /help follows the setting too (it answered in English)
	if out := rec.take(); len(out) == 0 {
		t.Error("/help: no reply")
	} else if out[0].R.Text != helpReplies(helpText("it"))[0].Text {
		t.Errorf("/help in the fixed locale: %.80q", out[0].R.Text)
	}
	start := cmd(alice, "boggle", "start")
	start.Locale = "en-US"
	b.Handle(start)
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "parole di almeno 3 lettere") {
		t.Fatalf("start in the fixed locale: %+v", out)
	}
	p := press(bob, fmt.Sprintf("guess:%d", 1))
	p.Locale = "en-GB"
	b.Handle(p)
	if r := one(t, rec, "modal").R; r.Modal == nil || r.Modal.Label != "Le tue parole (una o più)" {
		t.Errorf("the Guess form: %+v", r.Modal)
	}
	clk.Advance(4 * time.Minute)
	b.Wait()
	rec.take()
	reset := cmd(manager, "settings", "", "reset", "true")
	reset.Locale = "fr"
	b.Handle(reset)
	if r := one(t, rec, "reset").R; !strings.HasPrefix(r.Text, "Paramètres de ce serveur, modifiés :\n") {
		t.Errorf("reset, not in the member's own language: %q", r.Text)
	}
	start.Locale = "en-US"
	b.Handle(start)
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "words of 3+ letters") {
		t.Fatalf("start after reset: %+v", out)
	}
}

// TestSettingsGameLanguages: /settings lang takes every language Boggle,
// Ruzzle and Upwords play (it said "must be en or it" of es): a Spanish
// server's rounds and Upwords games start in Spanish without lang, an
// option typed still wins, and a language no game plays is refused.
func TestSettingsGameLanguages(t *testing.T) {
	rec := &recorder{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: lexicon.Embedded}, rec)
	b.Handle(cmd(manager, "settings", "", "lang", "nl"))
	if r := one(t, rec, "lang nl").R; r.Text != "The option lang must be en, it, fr, es, de or pt." {
		t.Errorf("lang:nl: %q", r.Text)
	}
	b.Handle(cmd(manager, "settings", "", "lang", "es"))
	rec.take()
	if st := b.GuildSettings("g1"); st.Lang != "es" {
		t.Fatalf("settings %+v, want lang es", st)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", "N I Ñ O CH I C O R A T A S E R A", "minutes", "1"))
	if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "4x4 (es)") {
		t.Fatalf("boggle start on a Spanish server: %+v", out)
	}
	b.Handle(msg(alice, "niño"))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("niño: %+v", out)
	}
	b.Handle(cmd(alice, "stop", ""))
	rec.take()
	b.Handle(cmd(alice, "ruzzle", "start", "lang", "de"))
	if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "4x4 (de)") {
		t.Fatalf("ruzzle lang:de on a Spanish server: %+v", out)
	}
}

// TestWholeNumberOptionNamed: a whole-number option out of its range is
// named as the member's Discord shows it ("Die Option größe ...", "L'option
// taille ..."), like the other options' refusals ("Die Option minuten
// ..."); it was named in English (size) whatever the language.
func TestWholeNumberOptionNamed(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	for _, tc := range []struct{ locale, name, value, want string }{
		{"de", "settings", "size", "Die Option größe muss eine ganze Zahl von 4 bis 6 sein."},
		{"fr", "settings", "turn_timeout", "L'option délai_tour doit être un nombre entier de 0 à 1440."},
		{"en-US", "settings", "size", "The option size must be a whole number from 4 to 6."},
	} {
		c := cmd(manager, tc.name, "", tc.value, "99999")
		c.Locale = tc.locale
		b.Handle(c)
		if r := one(t, rec, tc.value).R; r.Text != tc.want {
			t.Errorf("%s %s: %q, want %q", tc.locale, tc.value, r.Text, tc.want)
		}
	}
	c := cmd(alice, "boggle", "start", "victory_points", "0")
	c.Locale = "it"
	b.Handle(c)
	if r := one(t, rec, "victory_points").R; r.Text != "L'opzione punti_vittoria deve essere un numero intero da 1 a 10000." {
		t.Errorf("boggle victory_points in Italian: %q", r.Text)
	}
}
