package boggle

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/lexicon"
)

// TestTiers plays one board under each dictionary tier (docs/rules.md,
// Dictionary tiers): CAT, CATS and OXEN are common (SCOWL 10-35), GLIM is
// only in the full dictionary (SCOWL 70).
func TestTiers(t *testing.T) {
	en := lexicon.MustEmbedded("en")
	b, err := ParseBoard("GLIM CATS OXEN QQQQ", 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		tier   lexicon.Tier
		code   refusal.Code
		inGLIM bool
	}{{lexicon.Full, "", true}, {lexicon.Standard, CodeNotInStandard, false}, {lexicon.Common, CodeNotInCommon, false}} {
		rules := Rules{Tier: c.tier}
		v := rules.Check(b, en, "glim")
		if c.inGLIM {
			if !v.OK() || v.Points != 1 {
				t.Errorf("%v: GLIM is %v, want OK 1 point", c.tier, v.Reason)
			}
		} else {
			var ref *refusal.Refusal
			if v.Reason != NotInTier || !errors.As(v.Err(), &ref) || ref.Code != c.code {
				t.Errorf("%v: GLIM is %v (%v), want %s", c.tier, v.Reason, v.Err(), c.code)
			}
		}
		for _, w := range []string{"CAT", "CATS", "OXEN"} {
			if v := rules.Check(b, en, w); !v.OK() {
				t.Errorf("%v: %s is %v", c.tier, w, v.Reason)
			}
		}
		// XYZ is in no tier: still not in the dictionary; CAST is not on the board.
		if v := rules.Check(b, en, "XYZ"); v.Reason != NotInLexicon {
			t.Errorf("%v: XYZ is %v", c.tier, v.Reason)
		}
		var words []string
		for _, w := range FindAll(b, en, rules) {
			words = append(words, w.Word)
			if !en.InTier(w.Word, c.tier) {
				t.Errorf("%v: FindAll lists %s, outside the tier", c.tier, w.Word)
			}
		}
		if slices.Contains(words, "GLIM") != c.inGLIM {
			t.Errorf("%v: FindAll has GLIM: %v", c.tier, !c.inGLIM)
		}
		if !slices.Contains(words, "OXEN") {
			t.Errorf("%v: FindAll lacks OXEN", c.tier)
		}
	}
	if got, want := (Rules{Tier: lexicon.Common}).Check(b, en, "GLIM").Message(),
		`"GLIM" is in the full dictionary but not in the common tier.`; got != want {
		t.Errorf("message %q, want %q", got, want)
	}

	// A round in the common tier: GLIM scores nothing, and the words nobody
	// found are the tier's only.
	r, err := NewRound(b, en, Rules{Tier: lexicon.Common}, false, "ann")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"GLIM", "CAT"} {
		if _, err := r.Submit("ann", w); err != nil {
			t.Fatal(err)
		}
	}
	res := r.Finish()
	p, _ := res.Player("ann")
	if p.Total != 1 || p.Words[0].Reason != NotInTier || p.Words[1].Reason != OK {
		t.Errorf("ann: %+v", p)
	}
	for _, w := range res.Missed {
		if w.Word == "GLIM" || !en.InTier(w.Word, lexicon.Common) {
			t.Errorf("missed %s, outside the common tier", w.Word)
		}
	}
	// The tier is saved with the rules.
	js, err := json.Marshal(res.Rules)
	if err != nil {
		t.Fatal(err)
	}
	var back Rules
	if err := json.Unmarshal(js, &back); err != nil || back.Tier != lexicon.Common {
		t.Errorf("rules %s read back as %+v, %v", js, back, err)
	}
	if _, err := NewRound(b, en, Rules{Tier: 7}, false); err == nil {
		t.Error("a round with tier 7 started")
	}
}
