package bot

import (
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// TestPluralsCLDR checks the counts against CLDR's plural rules (bot/l10n,
// go-i18n): French and Portuguese write 0 with the singular, English,
// Italian, Spanish and German with the plural; French, Spanish, Italian and
// Portuguese write a round million with their "many" form. Before, French
// alone wrote 0 in the singular ("0 pontos" in Portuguese).
func TestPluralsCLDR(t *testing.T) {
	for _, tc := range []struct {
		locale string
		n      int
		points string
		words  string
		stand  string
	}{
		{"pt-BR", 0, "0 ponto", "0 palavra", "0 vitória em 0 partida, 0 ponto (melhor 0)"},
		{"pt-BR", 1, "1 ponto", "1 palavra", "1 vitória em 1 partida, 1 ponto (melhor 1)"},
		{"pt-BR", 2, "2 pontos", "2 palavras", "2 vitórias em 2 partidas, 2 pontos (melhor 2)"},
		{"fr", 0, "0 point", "0 mot", "0 victoire en 0 partie, 0 point (meilleur 0)"},
		{"fr", 1, "1 point", "1 mot", "1 victoire en 1 partie, 1 point (meilleur 1)"},
		{"fr", 2, "2 points", "2 mots", "2 victoires en 2 parties, 2 points (meilleur 2)"},
		{"fr", 1000000, "1000000 de points", "1000000 de mots", "1000000 de victoires en 1000000 de parties, 1000000 de points (meilleur 1000000)"},
		{"en-US", 0, "0 points", "0 words", "0 wins in 0 games, 0 points (best 0)"},
		{"en-US", 1, "1 point", "1 word", "1 win in 1 game, 1 point (best 1)"},
		{"it", 0, "0 punti", "0 parole", "0 vittorie in 0 partite, 0 punti (migliore 0)"},
		{"it", 1000000, "1000000 di punti", "1000000 di parole", "1000000 di vittorie in 1000000 di partite, 1000000 di punti (migliore 1000000)"},
		{"es-ES", 0, "0 puntos", "0 palabras", "0 victorias en 0 partidas, 0 puntos (mejor 0)"},
		{"es-419", 1, "1 punto", "1 palabra", "1 victoria en 1 partida, 1 punto (mejor 1)"},
		{"de", 0, "0 Punkte", "0 Wörter", "0 Siege in 0 Partien, 0 Punkte (bester 0)"},
		{"de", 1000000, "1000000 Punkte", "1000000 Wörter", "1000000 Siege in 1000000 Partien, 1000000 Punkte (bester 1000000)"},
		{"ja", 0, "0 points", "0 words", "0 wins in 0 games, 0 points (best 0)"},
	} {
		c := &handling{locale: tc.locale}
		if got := c.points(tc.n); got != tc.points {
			t.Errorf("%s points(%d) = %q, want %q", tc.locale, tc.n, got, tc.points)
		}
		if got := c.words(tc.n); got != tc.words {
			t.Errorf("%s words(%d) = %q, want %q", tc.locale, tc.n, got, tc.words)
		}
		if got := c.standingText(Standing{Wins: tc.n, Played: tc.n, Total: tc.n, Best: tc.n}); got != tc.stand {
			t.Errorf("%s standing(%d) = %q, want %q", tc.locale, tc.n, got, tc.stand)
		}
	}
	for _, tc := range []struct {
		locale string
		secs   int
		want   string
	}{
		{"fr", 1, "1 seconde"}, {"fr", 0, "0 minute"}, {"pt-BR", 60, "1 minuto"}, {"pt-BR", 120, "2 minutos"},
		{"en", 1, "1 second"}, {"en", 30, "30 seconds"}, {"de", 60, "1 Minute"}, {"it", 90, "1:30"},
	} {
		if got := fmtDuration(tc.locale, tc.secs); got != tc.want {
			t.Errorf("%s fmtDuration(%d) = %q, want %q", tc.locale, tc.secs, got, tc.want)
		}
	}
}

// TestRefusalPluralsCLDR checks that a refusal's {n:plural:ONE|MANY} takes
// the language's CLDR rule: "0 lettre" in French and Portuguese's "0 peça",
// "0 tessere" in Italian, "0 tiles" in English.
func TestRefusalPluralsCLDR(t *testing.T) {
	r := crossword.Refusals.New("bag_short", "bag", 0, "want", 3)
	for locale, want := range map[string]string{
		"fr":    "le sac ne contient que 0 lettre : tu ne peux pas en échanger 3",
		"pt-BR": "o saco tem só 0 peça: você não pode trocar 3",
		"it":    "il sacchetto contiene solo 0 tessere: non puoi cambiarne 3",
		"en":    "the bag holds only 0 tiles: you cannot exchange 3",
		"de":    "im Beutel sind nur 0 Steine: du kannst nicht 3 tauschen",
		"es-ES": "la bolsa solo tiene 0 fichas: no puedes cambiar 3",
	} {
		if got := wordRefusal(locale, r, nil); got != want {
			t.Errorf("%s: %q, want %q", locale, got, want)
		}
	}
}
