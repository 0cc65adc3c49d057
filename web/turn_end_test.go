package web

import (
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/bot"
)

// TestLiveTurnGameEnd: Scarabeo's jolly swap and /resign from the
// Activity, and the game's end shown there (docs/activity.md): Bob's swap
// with no jolly on the board is the bot's /swap refusal, to him alone;
// Alice's resign for another game than the one she saw is refused as the
// chat's old button is; confirmed for hers, she resigns as the chat's
// /resign confirmation does: the chat reads "alice resigns." and the end,
// and every player's view is the final board with its result (over, Bob
// the winner, Alice resigned, her move's tiles still there), for a player
// who connects after the end too, until a new lobby opens.
func TestLiveTurnGameEnd(t *testing.T) {
	const ch, guild = "42", "7"
	b, chatText, join := liveTurnBot(t, ch, guild)
	alice, _ := join("501", "alice")
	bob, _ := join("502", "bob")
	au, bu := bot.User{ID: "501", Name: "alice"}, bot.User{ID: "502", Name: "bob"}
	b.Handle(&bot.Command{Name: "scarabeo", Sub: "new", Options: map[string]string{"lang": "it"}, User: au, Channel: ch, Guild: guild})
	b.Handle(&bot.Press{CustomID: "join:1", User: bu, Channel: ch, Guild: guild})
	b.Handle(&bot.Press{CustomID: "start:1", User: au, Channel: ch, Guild: guild})
	va := alice.wait("round", actions(1)).Turn
	if va.Style != "scarabeo" {
		t.Fatalf("style %q", va.Style)
	}

	alice.ws.WriteJSON(inMsg{Type: "hint", ID: 7})
	h := alice.wait("hint", nil).Hint
	alice.ws.WriteJSON(inMsg{Type: "play", Tiles: placed(h), ID: 8})
	va = alice.wait("round", actions(2)).Turn
	bob.wait("round", actions(2))
	jolly := slices.ContainsFunc(va.Squares, func(s bot.TurnSquare) bool { return s.Jolly && s.Letter == "Z" })
	if jolly {
		t.Fatal("a jolly Z on the board: pick another letter")
	}

	bob.ws.WriteJSON(inMsg{Type: "swap", Letters: []string{"Z"}, ID: 11})
	if n := bob.wait("note", nil); n.ID != 11 || n.Text != "No blank on the board stands for Z." {
		t.Errorf("bob's swap: %+v", n)
	}
	bob.ws.WriteJSON(inMsg{Type: "swap", Letters: []string{"Z", "A"}, ID: 12})
	if e := bob.wait("error", nil); e.Text != "choose one letter to swap" {
		t.Errorf("a swap of two letters: %+v", e)
	}

	alice.ws.WriteJSON(inMsg{Type: "resign", Game: va.Game + 1, ID: 13})
	if n := alice.wait("note", nil); n.ID != 13 || n.Text != "This game has already ended." {
		t.Errorf("a resign for another game: %+v", n)
	}
	alice.ws.WriteJSON(inMsg{Type: "resign", Game: va.Game, ID: 14})
	over := func(m outMsg) bool { return m.Turn != nil && m.Turn.Over }
	for name, c := range map[string]*turnClient{"alice": alice, "bob": bob} {
		v := c.wait("round", over).Turn
		if v.Game != va.Game || !slices.Equal(v.Winners, []int{1}) || !v.Players[0].Resigned || v.Stopped || v.Players[0].Score != h.Score {
			t.Errorf("%s's view of the end: game %d winners %v players %+v stopped %v", name, v.Game, v.Winners, v.Players, v.Stopped)
		}
		for _, tl := range h.Tiles {
			if v.Squares[tl.Square].Height == 0 {
				t.Errorf("%s's final board lacks square %d of alice's move", name, tl.Square)
			}
		}
	}
	if text := chatText(); !strings.Contains(text, "alice resigns.") || !strings.Contains(text, "is over.") {
		t.Errorf("the chat: %q", text)
	}
	if carol, m := join("503", "carol"); m.Turn == nil || !m.Turn.Over || m.Turn.Seat != -1 || m.Turn.Rack != nil {
		t.Errorf("carol, after the end: %+v", m.Turn)
	} else {
		carol.ws.Close()
	}
	b.Handle(&bot.Command{Name: "scarabeo", Sub: "new", Options: map[string]string{"lang": "it"}, User: bu, Channel: ch, Guild: guild})
	if _, m := join("504", "dave"); m.Turn != nil {
		t.Errorf("dave, in a new lobby, sees game %d (over: %v)", m.Turn.Game, m.Turn.Over)
	}
}
