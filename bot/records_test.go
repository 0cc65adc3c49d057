package bot

import (
	"bytes"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/gcg"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// /history, /unseen and /export in a Scrabble game and after its end.
func TestGameRecords(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scrabble", "new"))
	rec.take()
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "history", ""))
	if r := one(t, rec, "empty history").R; !r.Private || r.Text != "No move yet." {
		t.Fatalf("empty history: %+v", r)
	}
	b.Handle(cmd(alice, "unseen", ""))
	if r := one(t, rec, "unseen").R; !r.Private || !strings.HasPrefix(r.Text, "Tiles you cannot see (the bag and the other racks): 93. ") {
		t.Fatalf("unseen at the start: %+v", r)
	}
	b.Handle(cmd(alice, "hint", ""))
	hint := one(t, rec, "hint").R
	b.Handle(press(alice, hint.Buttons[0].ID))
	played := one(t, rec, "play").R.Text
	m := regexp.MustCompile(`^Alice plays (\S+) at (\S+) for (\d+) points`).FindStringSubmatch(played)
	if m == nil {
		t.Fatalf("play: %q", played)
	}
	b.Handle(cmd(bob, "exchange", "", "letters", ""))
	rec.take()
	b.Handle(press(bob, "exchangeall:1:2"))
	rec.take()
	b.Handle(cmd(carol, "history", ""))
	want := "Moves so far (2):\n1. Alice: " + m[1] + " at " + m[2] + ", " + m[3] + " points (total " + m[3] + ")\n2. Bob exchanges tiles (7)"
	if r := one(t, rec, "history").R; !r.Private || r.Text != want {
		t.Fatalf("history:\n%s\nwant:\n%s", r.Text, want)
	}
	b.Handle(cmd(alice, "unseen", ""))
	// 100 tiles, less those on the board and Alice's 7.
	if r := one(t, rec, "unseen").R; !strings.Contains(r.Text, "racks): "+strconv.Itoa(93-len(m[1]))+". ") {
		t.Fatalf("unseen after a move: %+v", r)
	}
	b.Handle(cmd(carol, "unseen", ""))
	if r := one(t, rec, "unseen carol").R; r.Text != "You are not in this game." {
		t.Fatalf("unseen by a non-player: %+v", r)
	}
	export := func(u User) *gcg.Record {
		t.Helper()
		b.Handle(cmd(u, "export", ""))
		r := one(t, rec, "export").R
		if !r.Private || len(r.Files) != 1 || r.Files[0].Name != "scrabble.gcg" {
			t.Fatalf("export: %+v", r)
		}
		g, err := gcg.Parse(bytes.NewReader(r.Files[0].Data))
		if err != nil {
			t.Fatal(err)
		}
		lex, _ := lexicon.Embedded("en")
		if rep := gcg.Replay(g, scarabeo.Scrabble(), lex); len(rep.Mismatches) > 0 || rep.Moves != 2 {
			t.Fatalf("export replays: %+v\n%s", rep, r.Files[0].Data)
		}
		return g
	}
	g := export(bob)
	if g.Players[0].Nick != "Alice" || g.Moves[0].Rack != strings.ToUpper(m[1]) || g.Moves[1].Tiles == "7" || len(g.Moves[1].Rack) != 7 {
		// Bob sees his own exchange but only the tiles Alice put down
		// (her move was on an empty board: every letter is hers).
		t.Fatalf("Bob's export: %+v", g.Moves)
	}
	if g = export(alice); g.Moves[1].Tiles != "7" || g.Moves[1].Rack != "" {
		t.Fatalf("Alice's export shows Bob's exchange: %+v", g.Moves)
	}
	b.Handle(cmd(alice, "stop", ""))
	b.Handle(press(alice, "stopgame:1"))
	rec.take()
	g = export(carol)
	if g.Moves[1].Tiles == "7" || len(g.Moves[0].Rack) != 7 {
		t.Fatalf("export after the end shows every rack: %+v", g.Moves)
	}
	b.Handle(cmd(carol, "history", ""))
	if r := one(t, rec, "history after the end").R; r.Text != want {
		t.Fatalf("history after the end: %q", r.Text)
	}
}

// A long game's history shows the latest moves that fit a message; an
// Upwords game, which has no record (/export), says the earlier ones did not
// fit, where it sent the player to /export (which sends them back to
// /history).
func TestLongHistory(t *testing.T) {
	b, rec := newComputerBot(t, &MemStore{}, &MemResults{}, NewFakeClock(t0))
	long := User{ID: alice.ID, Name: strings.Repeat("N", 32)}
	b.Handle(cmd(long, "upwords", "new", "computer", "easy"))
	rec.take()
	for i := 0; i < 200; i++ {
		if strings.Contains(alicePlays(t, b, rec).Text, "is over.") {
			break
		}
	}
	b.Handle(cmd(long, "history", ""))
	r := one(t, rec, "history").R
	n := utf8.RuneCountInString(r.Text)
	head, _, _ := strings.Cut(r.Text, "\n")
	m := regexp.MustCompile(`^Moves so far \((\d+)\): the latest (\d+) \(the earlier ones do not fit in a message\)\.$`).FindStringSubmatch(head)
	if m == nil || n > 2000 || n < 1500 || strings.Count(r.Text, "\n") != atoiT(t, m[2]) || !strings.HasPrefix(strings.SplitN(r.Text, "\n", 2)[1], strconv.Itoa(atoiT(t, m[1])-atoiT(t, m[2])+1)+". ") {
		t.Fatalf("history of %d characters: %q", n, r.Text)
	}
}

func atoiT(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestUpwordsRecords(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "upwords", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(bob, "unseen", ""))
	if r := one(t, rec, "unseen").R; !strings.HasPrefix(r.Text, "Tiles you cannot see (the bag and the other racks): 111. ") {
		t.Fatalf("unseen: %+v", r)
	}
	b.Handle(cmd(bob, "export", ""))
	if r := one(t, rec, "export").R; !r.Private || len(r.Files) != 0 || !strings.HasPrefix(r.Text, "Upwords has no GCG record") {
		t.Fatalf("export: %+v", r)
	}
}

// /export of a Spanish or German Scrabble game names its word list and its
// tiles in the header Macondo reads (docs/records.md): #lexicon, then
// #tile-distribution and the tiles of two letters; an English game's
// record names neither (Macondo's default tiles).
func TestExportNamesTiles(t *testing.T) {
	for _, c := range []struct{ lang, want string }{
		{"es", "#title scrabble\n#lexicon hunspell es_ES\n#tile-distribution spanish\n#tile [CH] [ch]\n#tile [LL] [ll]\n#tile [RR] [rr]\n"},
		{"de", "#title scrabble\n#lexicon hunspell de_DE\n#tile-distribution german\n"},
		{"en", "#title scrabble\n"},
	} {
		b, rec, _ := langTurnGame(7, "scrabble", c.lang)
		rec.take()
		b.Handle(cmd(alice, "export", ""))
		r := one(t, rec, "export").R
		if len(r.Files) != 1 {
			t.Fatalf("%s: %+v", c.lang, r)
		}
		text := string(r.Files[0].Data)
		if !strings.Contains(text, "#player2 Bob Bob\n"+c.want) || c.lang == "en" && strings.Contains(text, "#lexicon") {
			t.Errorf("%s: the record is\n%s", c.lang, text)
		}
	}
	// An English game on an operator's list names it (docs/bot.md, Word
	// lists).
	rec := &recorder{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: &MemStore{},
		Lexicon: lexicon.Embedded, Lists: listsWith(t, [3]string{"en", "CSW21", "qi za"}), TurnTimeout: 5 * time.Minute}, rec)
	b.Handle(cmd(alice, "scrabble", "new", "list", "csw21"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "export", ""))
	if r := one(t, rec, "export").R; len(r.Files) != 1 || !strings.Contains(string(r.Files[0].Data), "#player2 Bob Bob\n#title scrabble\n#lexicon CSW21\n") {
		t.Errorf("en on CSW21: %+v", r)
	}
}
