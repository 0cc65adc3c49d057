package bot

import (
	"log/slog"
	"testing"

	"github.com/wordbot/wordbot/games/ruzzle"
)

// The configured `values` table scores the rounds of the configured
// language only: a round in another language (lang:fr, a server's
// /settings lang) scores by that language's own values. Only the cases
// where the two tables differ tell them apart (the tables are en and it).
func TestRuzzleValuesFollowLanguage(t *testing.T) {
	for _, tc := range []struct {
		name            string
		cfgLang, values string
		server, typed   string
		wantLang        string
		want            ruzzle.ValueTable
	}{
		{"configured language", "en", "it", "", "", "en", ruzzle.ValuesIT},
		{"typed lang:fr", "en", "it", "", "fr", "fr", ruzzle.ValuesFR},
		{"typed the configured language", "en", "it", "", "en", "en", ruzzle.ValuesIT},
		{"server in Italian", "en", "en", "it", "", "it", ruzzle.ValuesIT},
		{"server in English", "it", "it", "en", "", "en", ruzzle.ValuesEN},
		{"server in the configured language", "en", "it", "en", "", "en", ruzzle.ValuesIT},
		{"Italian with the English app's", "it", "en", "", "", "it", ruzzle.ValuesEN},
		{"Italian config, English round", "it", "en", "", "en", "en", ruzzle.ValuesEN},
		{"Italian config, Italian server", "it", "en", "it", "", "it", ruzzle.ValuesEN},
		{"Italian config, English server", "it", "en", "en", "", "en", ruzzle.ValuesEN},
		{"no values", "en", "", "", "fr", "fr", ruzzle.ValuesFR},
		{"no values, English", "en", "", "", "", "en", ruzzle.ValuesEN},
	} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler),
			Lexicon: testLexicon("CAT", "DOG"), RuzzleLang: tc.cfgLang, RuzzleValues: tc.values}, rec)
		if tc.server != "" {
			b.Handle(cmd(manager, "settings", "", "lang", tc.server))
		}
		start := cmd(alice, "ruzzle", "start", "minutes", "1")
		if tc.typed != "" {
			start.Options["lang"] = tc.typed
		}
		b.Handle(start)
		s, err := b.session("c1")
		if err != nil || s.Round == nil || s.Round.ruzzle == nil {
			t.Fatalf("%s: no round: %v %+v", tc.name, err, rec.take())
		}
		if got := s.Round.ruzzle.RuzzleBoard().Scoring.Values; s.Round.Lang != tc.wantLang || got != tc.want {
			t.Errorf("%s: a %s round scores by table %v, want a %s round by %v", tc.name, s.Round.Lang, got, tc.wantLang, tc.want)
		}
	}
}
