package bot

import (
	"log/slog"
	"reflect"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

// buttonIDs are a reply's buttons' custom_ids.
func buttonIDs(r Reply) []string {
	var out []string
	for _, b := range r.Buttons {
		out = append(out, b.ID)
	}
	return out
}

// TestActivityButton: with the Activity on, a Boggle round's message, a
// Scarabeo lobby and the game's board after its start carry "Play in the
// Activity" (custom_id "activity", in the player's language), and pressing
// it answers Launch; with it off none carries it, and a press of an old
// button says the Activity is off, privately (in the channel's French).
func TestActivityButton(t *testing.T) {
	for _, on := range []bool{true, false} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler),
			Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute, ActivityButton: on}, rec)
		var launch []string
		if on {
			launch = []string{"activity"}
		}

		start := cmd(alice, "boggle", "start", "board", testBoard)
		start.Locale = "fr"
		b.Handle(start)
		var round Reply
		for _, s := range rec.take() {
			if len(s.R.Buttons) > 0 {
				round = s.R
			}
		}
		if got, want := buttonIDs(round), append([]string{"guess:1"}, launch...); !reflect.DeepEqual(got, want) {
			t.Errorf("on=%v: the round's buttons %v, want %v", on, got, want)
		}
		if on && round.Buttons[1].Label != "Jouer dans l'Activité" {
			t.Errorf("the French label: %q", round.Buttons[1].Label)
		}
		b.Handle(press(bob, "activity"))
		r := one(t, rec, "press").R
		switch {
		case on && (!r.Launch || r.Text != "" || r.Private):
			t.Errorf("pressed with the Activity on: %+v, want Launch", r)
		case !on && (r.Launch || !r.Private || r.Text != "L'Activité n'est pas activée sur ce bot : jouez dans le chat."):
			t.Errorf("pressed with the Activity off: %+v", r)
		}
		b.Handle(cmd(alice, "stop", ""))
		rec.take()

		b.Handle(cmd(alice, "scarabeo", "new"))
		lobby := one(t, rec, "lobby").R
		if got, want := buttonIDs(lobby), append([]string{"join:2", "leave:2", "start:2", "cpu:2:easy", "cpu:2:medium", "cpu:2:hard"}, launch...); !reflect.DeepEqual(got, want) {
			t.Errorf("on=%v: the lobby's buttons %v, want %v", on, got, want)
		}
		b.Handle(press(bob, "join:2"))
		rec.take()
		b.Handle(press(alice, "start:2"))
		out := rec.take()
		if len(out) != 2 || !reflect.DeepEqual(buttonIDs(out[1].R), launch) {
			t.Errorf("on=%v: the board's buttons after the start: %+v, want %v", on, out, launch)
		}
	}
	for id, want := range map[string]bool{"activity": true, "activity:1": false, "guess:1": false, "": false} {
		if LaunchesActivity(id) != want {
			t.Errorf("LaunchesActivity(%q) = %v", id, !want)
		}
	}
}
