package bot

import (
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
)

// roundReport plays a Boggle round started by a player of locale on the
// test board (with fixed, the server's /settings locale) and returns its
// report.txt: a word that scores, one not on the board, one too short, one
// not in the dictionary, one shared, a tie.
func roundReport(t *testing.T, locale, fixed string) string {
	t.Helper()
	b, rec, clk, _ := newTestBot(t)
	if fixed != "" {
		b.Handle(cmd(manager, "settings", "", "locale", fixed))
	}
	start := cmd(alice, "boggle", "start", "board", testBoard, "minutes", "2")
	start.Locale = locale
	b.Handle(start)
	for _, g := range []struct {
		u    User
		word string
	}{{alice, "cat"}, {alice, "zebra"}, {alice, "ca"}, {alice, "xyzzy"}, {alice, "goat"}, {bob, "goat"}, {bob, "dog"}} {
		b.Handle(msg(g.u, g.word))
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	for _, s := range rec.take() {
		for _, f := range s.R.Files {
			if f.Name == "report.txt" {
				return string(f.Data)
			}
		}
	}
	t.Fatalf("%s: no report.txt", locale)
	return ""
}

// report.txt follows the round's language: the server's /settings locale,
// else the language of the round's messages (its starter's); in English it
// is the engine's report as it always was.
func TestReportFileLanguage(t *testing.T) {
	for _, tc := range []struct{ locale, fixed, want string }{
		{"en-US", "", reportEnglish},
		{"fr", "", reportFrench},
		{"fr", "de", reportGerman}, // the server's language wins
	} {
		got := roundReport(t, tc.locale, tc.fixed)
		if got == tc.want {
			continue
		}
		g, w := strings.Split(got, "\n"), strings.Split(tc.want, "\n")
		for i := range max(len(g), len(w)) {
			gl, wl := "", ""
			if i < len(g) {
				gl = g[i]
			}
			if i < len(w) {
				wl = w[i]
			}
			if gl != wl {
				t.Errorf("%s (server %q) line %d:\n got %q\nwant %q", tc.locale, tc.fixed, i+1, gl, wl)
			}
		}
	}
}

// The bot's English labels are the engine's own: report.txt in English is
// byte for byte the command line's report, for every shape of round
// (Ruzzle's bonuses, the computer, a stopped tie, every reason).
func TestReportLabelsEnglish(t *testing.T) {
	board, err := boggle.ParseBoard("CATS DOGE XXXX XXXX", 0)
	if err != nil {
		t.Fatal(err)
	}
	var words []boggle.Entry
	for r := boggle.OK; r <= boggle.Hinted; r++ {
		words = append(words, boggle.Entry{Word: "CAT", Reason: r, Points: 1, Path: boggle.Path{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}})
	}
	players := []boggle.PlayerResult{{Name: "Ann", Words: words, Total: 1}, {Name: "Bo", Total: 1}}
	cpu := boggle.PlayerResult{Name: boggle.Computer, Words: words[:1], Total: 1}
	for _, res := range []boggle.Result{
		{Board: board, Players: players},
		{Board: board, Players: players, Early: true},
		{Board: board, Players: append(players[:1:1], cpu), VsComputer: true},
		{Board: board, Game: "Ruzzle", Bonuses: "d.T.............", Players: players[:1]},
		{Board: board},
	} {
		var got strings.Builder
		res.WriteReportIn(&got, (&handling{locale: "en-US"}).reportLabels())
		if want := res.Report(); got.String() != want {
			t.Errorf("English labels:\n%s\nthe engine's:\n%s", got.String(), want)
		}
		var it strings.Builder
		res.WriteReportIn(&it, (&handling{locale: "it"}).reportLabels())
		if it.String() == res.Report() {
			t.Errorf("the Italian report is the English one:\n%s", it.String())
		}
	}
}

const reportEnglish = `Boggle Game Report

Rows and columns count from 1: (2,3) is row 2, column 3.

PLAYERS:
 Player 1 - Name: Alice.
 Player 2 - Name: Bob.

BOARD:
    1 2 3 4
 1  C A T S
 2  D O G E
 3  X X X X
 4  X X X X

Player 1 bets:
 CAT can be found in the board, following the path :
 (1,1) (1,2) (1,3)

CAT: 1 point

 ZEBRA: 0 (the word can't possibly be formed with this board)

 CA: 0 (the word doesn't have the minimum amount of letters necessary)

 XYZZY: 0 (the word isn't on the list of valid words)

 GOAT: 0 (the word has also been chosen by another player)

Total Points: 1

BOARD:
    1 2 3 4
 1  C A T S
 2  D O G E
 3  X X X X
 4  X X X X

Player 2 bets:
 GOAT: 0 (the word has also been chosen by another player)

 DOG can be found in the board, following the path :
 (2,1) (2,2) (2,3)

DOG: 1 point

Total Points: 1

The winners are Alice, Bob!

Words nobody found (3):
 CATS 1 (1,1) (1,2) (1,3) (1,4)
 COD 1 (1,1) (2,2) (2,1)
 TAG 1 (1,3) (1,2) (2,3)

MEANINGS:
 CAT · cat (noun): feline mammal usually having thick soft fur and no ability to roar: domestic cats
 CATS · cat (noun): feline mammal usually having thick soft fur and no ability to roar: domestic cats
`

const reportFrench = `Compte rendu de la partie de Boggle

Les lignes et les colonnes se comptent à partir de 1 : (2,3) est la ligne 2, colonne 3.

JOUEURS :
 Joueur 1 - Nom : Alice.
 Joueur 2 - Nom : Bob.

GRILLE :
    1 2 3 4
 1  C A T S
 2  D O G E
 3  X X X X
 4  X X X X

Mots du joueur 1 :
 CAT se trouve sur la grille, en suivant le chemin :
 (1,1) (1,2) (1,3)

CAT : 1 point

 ZEBRA : 0 (le mot ne peut pas être formé sur cette grille)

 CA : 0 (le mot n'a pas le nombre minimum de lettres)

 XYZZY : 0 (le mot n'est pas dans la liste des mots valides)

 GOAT : 0 (le mot a aussi été choisi par un autre joueur)

Total des points : 1

GRILLE :
    1 2 3 4
 1  C A T S
 2  D O G E
 3  X X X X
 4  X X X X

Mots du joueur 2 :
 GOAT : 0 (le mot a aussi été choisi par un autre joueur)

 DOG se trouve sur la grille, en suivant le chemin :
 (2,1) (2,2) (2,3)

DOG : 1 point

Total des points : 1

Gagnants : Alice, Bob !

Mots que personne n'a trouvés (3) :
 CATS 1 (1,1) (1,2) (1,3) (1,4)
 COD 1 (1,1) (2,2) (2,1)
 TAG 1 (1,3) (1,2) (2,3)

DÉFINITIONS :
 CAT · cat (nom) : feline mammal usually having thick soft fur and no ability to roar: domestic cats
 CATS · cat (nom) : feline mammal usually having thick soft fur and no ability to roar: domestic cats
`

const reportGerman = `Spielbericht Boggle

Zeilen und Spalten zählen ab 1: (2,3) ist Zeile 2, Spalte 3.

SPIELER:
 Spieler 1 - Name: Alice.
 Spieler 2 - Name: Bob.

RASTER:
    1 2 3 4
 1  C A T S
 2  D O G E
 3  X X X X
 4  X X X X

Wörter von Spieler 1:
 CAT steht im Raster, auf dem Weg:
 (1,1) (1,2) (1,3)

CAT: 1 Punkt

 ZEBRA: 0 (das Wort lässt sich in diesem Raster nicht bilden)

 CA: 0 (das Wort hat nicht die nötige Mindestzahl an Buchstaben)

 XYZZY: 0 (das Wort steht nicht in der Liste der gültigen Wörter)

 GOAT: 0 (das Wort hat auch ein anderer Spieler gewählt)

Punkte insgesamt: 1

RASTER:
    1 2 3 4
 1  C A T S
 2  D O G E
 3  X X X X
 4  X X X X

Wörter von Spieler 2:
 GOAT: 0 (das Wort hat auch ein anderer Spieler gewählt)

 DOG steht im Raster, auf dem Weg:
 (2,1) (2,2) (2,3)

DOG: 1 Punkt

Punkte insgesamt: 1

Es gewinnen Alice, Bob!

Wörter, die niemand gefunden hat (3):
 CATS 1 (1,1) (1,2) (1,3) (1,4)
 COD 1 (1,1) (2,2) (2,1)
 TAG 1 (1,3) (1,2) (2,3)

BEDEUTUNGEN:
 CAT · cat (Substantiv): feline mammal usually having thick soft fur and no ability to roar: domestic cats
 CATS · cat (Substantiv): feline mammal usually having thick soft fur and no ability to roar: domestic cats
`
