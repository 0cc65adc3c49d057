package bot

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/render"
)

// The pieces the bot puts together itself (a name and its points, a
// player's live guesses, a text board's legend) and counts (French and
// Portuguese write 0 in the singular, CLDR) are worded in each language.
func TestSeparatorsPerLanguage(t *testing.T) {
	scrabble := render.Board{Size: 1, Style: render.Scrabble, Squares: []render.Square{{Premium: render.Centre}}}
	for _, tc := range []struct {
		locale, alice, bob, live, legend string
	}{
		{"en-US", "**Alice**: 1 point", "**Bob**: 0 points", "**Bob**: ✅ CAT", "' DL  \" TL  - DW  = TW  * centre  a-z: a blank"},
		{"it", "**Alice**: 1 punto", "**Bob**: 0 punti", "**Bob**: ✅ CAT", "' DL  \" TL  - DW  = TW  * centro  a-z: una tessera bianca"},
		{"fr", "**Alice** : 1 point", "**Bob** : 0 point", "**Bob** : ✅ CAT", "' DL  \" TL  - DW  = TW  * centre  a-z : un joker"},
		{"es-ES", "**Alice**: 1 punto", "**Bob**: 0 puntos", "**Bob**: ✅ CAT", "' DL  \" TL  - DW  = TW  * centro  a-z: un comodín"},
		{"de", "**Alice**: 1 Punkt", "**Bob**: 0 Punkte", "**Bob**: ✅ CAT", "' DL  \" TL  - DW  = TW  * Mitte  a-z: ein Blankostein"},
		{"pt-BR", "**Alice**: 1 ponto", "**Bob**: 0 ponto", "**Bob**: ✅ CAT", "' DL  \" TL  - DW  = TW  * centro  a-z: uma peça em branco"},
	} {
		b, rec, clk, _ := newTestBot(t)
		start := cmd(alice, "boggle", "start", "board", testBoard, "minutes", "2")
		start.Locale = tc.locale
		b.Handle(start)
		b.Handle(msg(alice, "cat"))
		b.Handle(msg(bob, "zebra"))
		rec.take()
		clk.Advance(2 * time.Minute)
		b.Wait()
		report := ""
		for _, s := range rec.take() {
			if len(s.R.Files) > 0 {
				report = s.R.Text
			}
		}
		lines := strings.Split(report, "\n")
		if len(lines) < 5 || lines[1] != tc.alice || lines[3] != tc.bob {
			t.Errorf("%s: the report's players:\n%s\nwant %q and %q", tc.locale, report, tc.alice, tc.bob)
		}
		live, _ := LiveFeedback(tc.locale, []Guess{{User: bob, Word: "CAT", Verdict: ReactValid}}, nil, 2000)
		if got := live[strings.Index(live, "\n")+1:]; got != tc.live {
			t.Errorf("%s: live guesses %q, want %q", tc.locale, got, tc.live)
		}
		if got := boardLetters(tc.locale, scrabble); !strings.HasSuffix(got, "\n"+tc.legend+"\n") {
			t.Errorf("%s: text board %q, want the legend %q", tc.locale, got, tc.legend)
		}
	}
}

// The pictures' words follow the language too: a round's result.png in
// French differs from the same round's in English only by them, and drawn
// with the English labels it is the English one.
func TestPictureWordsPerLanguage(t *testing.T) {
	picture := func(locale string) []byte {
		rec := &recorder{}
		clk := NewFakeClock(t0)
		b := New(Options{Clock: clk, Seed: 1, Store: &MemStore{}, Logger: slog.New(slog.DiscardHandler),
			Lexicon: testLexicon("CAT", "CATS", "DOG")}, rec)
		start := cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1")
		start.Locale = locale
		b.Handle(start)
		b.Handle(msg(alice, "cats"))
		clk.Advance(time.Minute)
		b.Wait()
		for _, s := range rec.take() {
			for _, f := range s.R.Files {
				if f.Name == "result.png" {
					return f.Data
				}
			}
		}
		t.Fatalf("%s: no result.png", locale)
		return nil
	}
	en, fr, en2 := picture("en-US"), picture("fr"), picture("en-GB")
	if !bytes.Equal(en, en2) {
		t.Fatal("two English pictures of one round differ")
	}
	if bytes.Equal(en, fr) {
		t.Error("the French picture is the English one")
	}
	for _, locale := range []string{"en-US", "it", "fr", "es", "de", "pt"} {
		c := &handling{locale: locale}
		l := c.imageLabels()
		if (l == render.EnglishLabels) != (locale == "en-US") {
			t.Errorf("%s: picture words %+v", locale, l)
		}
	}
}
