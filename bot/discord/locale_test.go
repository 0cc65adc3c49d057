package discord

import (
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestLocalesThroughDiscord: a player whose Discord client is in French,
// Spanish (Spain and Latin America), German or Brazilian Portuguese gets
// the round's start, the verdicts of their guesses, a refusal (a board the
// engine refuses, worded from the refusal catalogue) and the report in
// their language; then a server's /settings locale answers everyone in
// its language, whatever theirs.
func TestLocalesThroughDiscord(t *testing.T) {
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f, a, _ := start(t, bot.Options{Clock: clk, Seed: 3, Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")})
	cmd := func(ch string, u fakediscord.User, name, sub string, opts ...fakediscord.Option) answer {
		t.Helper()
		now := time.Now()
		return waitAnswer(t, f, f.Command("g1", ch, u, name, sub, opts...), now)
	}
	word := func(w string) fakediscord.Option { return fakediscord.Option{Name: "word", Type: 3, Value: w} }
	board := func(b string) fakediscord.Option { return fakediscord.Option{Name: "board", Type: 3, Value: b} }
	minute := fakediscord.Option{Name: "minutes", Type: 10, Value: 1}
	for _, tc := range []struct {
		locale                              string
		refused, start, valid, invalid, win string
	}{
		{"fr", "Cette grille ne va pas : une grille demande 16, 25 ou 36 lettres (4x4, 5x5 ou 6x6), pas 3.",
			"mots d'au moins 3 lettres. Mots en anglais (SCOWL).\nÉcris tes mots dans le salon, un par message, ou appuie sur Deviner ; /deviner MOT garde un mot privé.",
			"✅ CAT est sur la grille.", "❌ ZZZ ne compte pas : pas dans le dictionnaire.", "🏆 Le gagnant est **zoe** avec 1 point !"},
		{"es-ES", "Esa cuadrícula no sirve: una cuadrícula necesita 16, 25 o 36 letras (4x4, 5x5 o 6x6), no 3.",
			"palabras de 3 letras o más. Palabras en inglés (SCOWL).\nEscribe tus palabras en el chat, una por mensaje, o pulsa Adivinar; /adivinar PALABRA mantiene una palabra en privado.",
			"✅ CAT está en la cuadrícula.", "❌ ZZZ no cuenta: no está en el diccionario.", "🏆 ¡Gana **zoe** con 1 punto!"},
		{"es-419", "Esa cuadrícula no sirve: una cuadrícula necesita 16, 25 o 36 letras (4x4, 5x5 o 6x6), no 3.",
			"palabras de 3 letras o más.", "✅ CAT está en la cuadrícula.", "❌ ZZZ no cuenta: no está en el diccionario.", "🏆 ¡Gana **zoe** con 1 punto!"},
		{"de", "Dieses Raster geht nicht: ein Raster braucht 16, 25 oder 36 Buchstaben (4x4, 5x5 oder 6x6), nicht 3.",
			"Wörter ab 3 Buchstaben. Wörter auf Englisch (SCOWL).\nSchreib deine Wörter in den Chat, eins pro Nachricht, oder drück Raten; /raten WORT hält ein Wort privat.",
			"✅ CAT ist im Raster.", "❌ ZZZ zählt nicht: nicht im Wörterbuch.", "🏆 Es gewinnt **zoe**: 1 Punkt!"},
		{"pt-BR", "Essa grade não serve: uma grade precisa de 16, 25 ou 36 letras (4x4, 5x5 ou 6x6), não 3.",
			"palavras de 3 letras ou mais. Palavras em inglês (SCOWL).\nDigite suas palavras no chat, uma por mensagem, ou aperte Adivinhar; /adivinhar PALAVRA mantém uma palavra em particular.",
			"✅ CAT está na grade.", "❌ ZZZ não vale: não está no dicionário.", "🏆 Quem vence é **zoe** com 1 ponto!"},
	} {
		u := fakediscord.User{ID: "31", Name: "zoe", Locale: tc.locale}
		ch := "c-" + tc.locale
		if r := cmd(ch, u, "boggle", "start", board("ABC")); !r.Ephemeral || r.Content != tc.refused {
			t.Errorf("%s: refused board: %q", tc.locale, r.Content)
		}
		if r := cmd(ch, u, "boggle", "start", board("CATS DOGE XXXX XXXX"), minute); r.Ephemeral || !strings.Contains(r.Content, tc.start) {
			t.Errorf("%s: start: %q", tc.locale, r.Content)
		}
		if r := cmd(ch, u, "guess", "", word("cat")); !r.Ephemeral || r.Content != tc.valid {
			t.Errorf("%s: valid guess: %q", tc.locale, r.Content)
		}
		if r := cmd(ch, u, "guess", "", word("zzz")); !r.Ephemeral || r.Content != tc.invalid {
			t.Errorf("%s: invalid guess: %q", tc.locale, r.Content)
		}
		a.Bot().Wait()
		n := len(f.Calls())
		clk.Advance(time.Minute)
		rep, _ := nextOf(t, f, n, "message")
		for rep.Channel != ch || !strings.HasPrefix(rep.Content, "🏁") {
			rep, n = nextOf(t, f, n+1, "message")
		}
		if !strings.Contains(rep.Content, tc.win) {
			t.Errorf("%s: report: %q", tc.locale, rep.Content)
		}
	}

	// The server fixes German (the confirmation already in German): a
	// French player is answered in German, in commands and in the round;
	// reset, in French again.
	mod := fakediscord.User{ID: "32", Name: "mod", ManageServer: true, Locale: "en-US"}
	if r := cmd("c1", mod, "settings", "", fakediscord.Option{Name: "locale", Type: 3, Value: "de"}); !strings.HasPrefix(r.Content, "Einstellungen dieses Servers, geändert:\n") || !strings.Contains(r.Content, "\nSprache des Bots: de\n") {
		t.Fatalf("settings: %q", r.Content)
	}
	u := fakediscord.User{ID: "31", Name: "zoe", Locale: "fr"}
	if r := cmd("c1", u, "boggle", "start", board("CATS DOGE XXXX XXXX"), minute); !strings.Contains(r.Content, "Wörter ab 3 Buchstaben") {
		t.Errorf("fixed German: start: %q", r.Content)
	}
	if r := cmd("c1", u, "guess", "", word("cat")); r.Content != "✅ CAT ist im Raster." {
		t.Errorf("fixed German: guess: %q", r.Content)
	}
	a.Bot().Wait()
	clk.Advance(time.Minute)
	a.Bot().Wait()
	cmd("c1", mod, "settings", "", fakediscord.Option{Name: "reset", Type: 5, Value: true})
	if r := cmd("c1", u, "guess", "", word("cat")); r.Content != "Aucune manche en cours dans ce salon." {
		t.Errorf("after reset: %q", r.Content)
	}
}
