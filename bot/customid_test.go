package bot

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/computer"
)

// TestCustomIDs: every button and form id of the table, built with its
// longest arguments, fits Discord's 100 characters and reads back the same;
// the ids older versions posted (literal) are read as they were meant; ids
// that are damaged, unknown, too long or of another layout are refused.
func TestCustomIDs(t *testing.T) {
	const bigN = 999_999_999 // the longest game number or action count
	longestLevel := ""
	for _, l := range computer.Levels {
		if len(l) > len(longestLevel) {
			longestLevel = string(l)
		}
	}
	longestKind := ""
	for _, k := range dailyGames {
		if len(k) > len(longestKind) {
			longestKind = string(k)
		}
	}
	const day = "2026-12-31"
	// A 15-tile Spanish word of digraphs (CH, LL, RR: two letters a tile)
	// at the longest position.
	word := strings.Repeat("CH", 15)
	longest := map[string][]any{
		idGuess: {bigN}, idWords: {bigN}, idAgain: {bigN}, idJoin: {bigN}, idLeave: {bigN}, idStart: {bigN},
		idComputer: {bigN, longestLevel}, idPlayIt: {bigN, bigN, "15O", word}, idHintWord: {bigN},
		idExchangeAll: {bigN, bigN}, idStopGame: {bigN}, idResign: {bigN},
		idDailyGuess: {longestKind, day}, idDailyDone: {longestKind, day}, idDailyPlay: {longestKind, day},
		idDailyWords: {longestKind, day}, idDailyMove: {longestKind, day},
		idActivity: {},
	}
	for prefix, r := range customIDs {
		args, ok := longest[prefix]
		if !ok {
			t.Errorf("%s: not tested", prefix)
			continue
		}
		if (r.press == nil) == (r.submit == nil) {
			t.Errorf("%s: a button or a form, not both or neither", prefix)
		}
		id, ok := newID(prefix, args...)
		if !ok || len(id) > maxCustomID {
			t.Errorf("%s%v: %q %v (%d characters)", prefix, args, id, ok, len(id))
			continue
		}
		a, _, ok := parseID(id)
		want := idArgs{Prefix: prefix}
		for i, f := range r.layout {
			switch f {
			case idGame:
				want.Game = args[i].(int)
			case idActions:
				want.Actions = args[i].(int)
			case idText:
				want.Text = append(want.Text, args[i].(string))
			}
		}
		if !ok || !reflect.DeepEqual(a, want) {
			t.Errorf("%s read back: %+v %v, want %+v", id, a, ok, want)
		}
	}
	if len(customIDs) != len(longest) {
		t.Errorf("%d prefixes in the table, %d tested", len(customIDs), len(longest))
	}

	// The ids of messages posted by older versions (the format of 2026-12,
	// ae2870a and before).
	for id, want := range map[string]idArgs{
		"guess:3":                       {Prefix: "guess", Game: 3},
		"words:3":                       {Prefix: "words", Game: 3},
		"again:12":                      {Prefix: "again", Game: 12},
		"join:1":                        {Prefix: "join", Game: 1},
		"leave:1":                       {Prefix: "leave", Game: 1},
		"start:1":                       {Prefix: "start", Game: 1},
		"cpu:1:hard":                    {Prefix: "cpu", Game: 1, Text: []string{"hard"}},
		"playit:2:14:8H:CASA":           {Prefix: "playit", Game: 2, Actions: 14, Text: []string{"8H", "CASA"}},
		"playit:2:14:H8:CASA":           {Prefix: "playit", Game: 2, Actions: 14, Text: []string{"H8", "CASA"}},
		"hintword:5":                    {Prefix: "hintword", Game: 5},
		"exchangeall:1:2":               {Prefix: "exchangeall", Game: 1, Actions: 2},
		"stopgame:1":                    {Prefix: "stopgame", Game: 1},
		"resign:4":                      {Prefix: "resign", Game: 4},
		"dailyguess:boggle:2026-12-06":  {Prefix: "dailyguess", Text: []string{"boggle", "2026-12-06"}},
		"dailydone:ruzzle:2026-12-06":   {Prefix: "dailydone", Text: []string{"ruzzle", "2026-12-06"}},
		"dailyplay:scarabeo:2026-12-06": {Prefix: "dailyplay", Text: []string{"scarabeo", "2026-12-06"}},
		"dailywords:boggle:2026-12-06":  {Prefix: "dailywords", Text: []string{"boggle", "2026-12-06"}},
		"dailymove:scarabeo:2026-12-06": {Prefix: "dailymove", Text: []string{"scarabeo", "2026-12-06"}},
	} {
		if a, _, ok := parseID(id); !ok || !reflect.DeepEqual(a, want) {
			t.Errorf("old id %s: %+v %v, want %+v", id, a, ok, want)
		}
	}

	// Damaged, unknown and hostile ids.
	for _, id := range []string{"", ":", "again", "again:", "again:x", "again:-1", "again:+1", "again:1 ", "again:1:2",
		"again:1234567890", "AGAIN:1", "nosuch:1", "cpu:1", "cpu:1:", "playit:1:2:8H", "playit:1:x:8H:CASA",
		"exchangeall:1", "activity:1", "activity:", "dailyguess:boggle", "dailyguess::2026-12-06", "dailyguess:boggle:2026-12-06:x",
		"again:" + strings.Repeat("1", 200), "cpu:1:" + strings.Repeat("é", 100), "\x00:1"} {
		if a, _, ok := parseID(id); ok {
			t.Errorf("%q read as %+v", id, a)
		}
	}

	// The builder refuses what it could not read back, and what is too long.
	for _, c := range []struct {
		prefix string
		args   []any
	}{
		{"nosuch", []any{1}}, {idAgain, nil}, {idAgain, []any{1, 2}}, {idAgain, []any{"1"}}, {idAgain, []any{-1}},
		{idAgain, []any{bigN + 1}}, {idComputer, []any{1, ""}}, {idComputer, []any{1, "a:b"}}, {idComputer, []any{1, 2}},
		{idPlayIt, []any{bigN, bigN, "15O", word + strings.Repeat("X", 40)}}, {idDailyDone, []any{"boggle", 3.5}},
	} {
		if id, ok := newID(c.prefix, c.args...); ok {
			t.Errorf("%s%v built %q", c.prefix, c.args, id)
		}
	}
}

// TestOldButtonsAndHostileIDs presses buttons with literal ids in the old
// format on a running game (a hint's Play it, a lobby's Join and Start),
// and ids that are not the bot's, in a server and in direct messages.
func TestOldButtonsAndHostileIDs(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	for _, id := range []string{"", "x", "join", "join:", "join:1:2", "nosuch:1", "words:1", "dailywords:boggle:2026-12-06", "playit:1:2:8H"} {
		b.Handle(press(alice, id))
		if r := one(t, rec, id).R; !r.Private || r.Text != "This button no longer works." {
			t.Errorf("press %q: %+v", id, r)
		}
	}
	for _, id := range []string{"", "join:1", "guess:1", "dailyguess:boggle:2026-12-06"} {
		b.Handle(&Submit{CustomID: id, Text: "cat", User: alice, Channel: "c1", Guild: "g1"})
		if r := one(t, rec, id).R; !r.Private || r.Text != "This button no longer works." {
			t.Errorf("submit %q: %+v", id, r)
		}
	}
	b.Handle(&Press{CustomID: "join:1", User: alice, Channel: "d1"})
	if r := one(t, rec, "join in a DM").R; !strings.HasPrefix(r.Text, "Games are played in a server channel") {
		t.Errorf("join in direct messages: %+v", r)
	}
	b.Handle(cmd(alice, "scrabble", "new"))
	one(t, rec, "lobby")
	b.Handle(press(bob, "join:1"))
	one(t, rec, "join")
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "hint", ""))
	r := one(t, rec, "hint").R
	m := regexp.MustCompile(`^Best move: ([A-Z]+) at ([0-9A-O]+) for`).FindStringSubmatch(r.Text)
	if m == nil || len(r.Buttons) != 1 {
		t.Fatalf("hint: %+v", r)
	}
	old := "playit:1:1:" + m[2] + ":" + m[1] // as ae2870a wrote it: game, actions, position, word
	if r.Buttons[0].ID != old {
		t.Errorf("Play it: %q, want %q", r.Buttons[0].ID, old)
	}
	b.Handle(press(alice, old))
	if r := one(t, rec, "play it").R; !strings.HasPrefix(r.Text, "Alice plays "+m[1]+" at "+m[2]+" for ") {
		t.Errorf("play it: %+v", r)
	}
	b.Handle(press(alice, old)) // the board has changed since
	if r := one(t, rec, "play it again").R; !r.Private || !slices.Contains([]string{"It is not your turn: it is Bob's.", "The board has changed since this hint: ask for a new one with /hint."}, r.Text) {
		t.Errorf("play it again: %+v", r)
	}
}
