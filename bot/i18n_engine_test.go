package bot

import (
	"testing"
)

// engineExamples has one real engine sentence per rule (at least) and its
// exact Italian.
var engineExamples = []struct{ en, it string }{
	{"it is not your turn", "non è il tuo turno"},
	{"the game is over", "la partita è finita"},
	{"there is no player 5", "il giocatore 5 non esiste"},
	{"there is no player 5 in this game", "in questa partita non c'è il giocatore 5"},
	{"you have resigned from this game", "hai abbandonato questa partita"},
	{"you have left this game", "hai lasciato questa partita"},
	{"you have already left this game", "hai già lasciato questa partita"},
	{"a game has 2 to 4 players, not 5", "una partita ha da 2 a 4 giocatori, non 5"},
	{"the game has no lexicon attached", "la partita non ha un dizionario"},

	{`"ZZ99" is not a position: write the row then the column for a word across (like 9I), or the column then the row for a word down (like I9); rows 1-17, columns A-Q`,
		`"ZZ99" non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come 9I), oppure la colonna e poi la riga per una parola in verticale (come I9); righe 1-17, colonne A-Q`},
	{"9R is off the board (rows 1-17, columns A-Q)", "9R è fuori dal tabellone (righe 1-17, colonne A-Q)"},
	{"21A is off the board", "la casella 21A è fuori dal tabellone"},
	{"row 1 column 31 is off the board", "la casella riga 1 colonna 31 è fuori dal tabellone"},
	{"write the word to play", "scrivi la parola da giocare"},
	{"write the word you want to play", "scrivi la parola che vuoi giocare"},
	{"AAAAAAAAAAAAAAAAAA is too long for the board", "AAAAAAAAAAAAAAAAAA è troppo lunga per il tabellone"},
	{`"CA5A" is not a word: use the letters A-Z (lower case for a jolly)`, `"CA5A" non è una parola: usa le lettere A-Z (minuscole per un jolly)`},
	{"a word is written with the letters A-Z only", "una parola si scrive solo con le lettere A-Z"},
	{"CASA at 9O runs off the board", "CASA in 9O esce dal tabellone"},
	{"CASA does not fit on the board from 5H", "CASA non entra nel tabellone partendo da 5H"},
	{"the word goes on: square 9K before it holds an A; write the whole word from its first letter",
		"la parola continua: la casella 9K prima di essa contiene una A; scrivi la parola intera dalla prima lettera"},
	{"the word goes on: square 9H after it holds a C; write the whole word",
		"la parola continua: la casella 9H dopo di essa contiene una C; scrivi la parola intera"},
	{"the word does not stop there: with the tiles next to it, it reads CASAS; write the whole word",
		"la parola non finisce lì: con le tessere vicine si legge CASAS; scrivi la parola intera"},
	{"square 9K holds an A, not an E", "la casella 9K contiene una A, non una E"},
	{"there is no K in Scarabeo", "in Scarabeo non c'è la K"},
	{"there is no K in this game", "in questo gioco non c'è la K"},
	{"every letter of CASA is already on the board: place at least one tile", "tutte le lettere di CASA sono già sul tabellone: metti almeno una tessera"},
	{"CASA is already on the board: place at least one tile", "CASA è già sul tabellone: metti almeno una tessera"},
	{"you do not have the letters for that: missing E", "non hai le lettere: manca la E"},
	{"you do not have the letters for that: missing A and A", "non hai le lettere: mancano 2 A"},
	{"you do not have the letters for that: missing A, E and L (your 2 jollies cannot cover them all)", "non hai le lettere: mancano la A, la E e la L (i tuoi 2 jolly non bastano a coprirle tutte)"},
	{"you do not have the letters for that: missing A and A (your jolly cannot cover them all)", "non hai le lettere: mancano 2 A (il tuo jolly non basta a coprirle tutte)"},
	{"you do not have the letters for that: missing a jolly", "non hai le lettere: manca un jolly"},
	{"you do not have the letters for that: missing 2 jollies", "non hai le lettere: mancano 2 jolly"},
	{"you do not have the letters for that: missing C and E and a jolly", "non hai le lettere: mancano la C, la E e un jolly"},
	{"you do not have the letters for that: missing A, A, E", "non hai le lettere: mancano 2 A e la E"},
	{"you do not have the tiles for that", "non hai le tessere per farlo"},

	{"place at least one tile", "metti almeno una tessera"},
	{"a move places at most 8 tiles", "una mossa mette al massimo 8 tessere"},
	{"square 9H already holds a C", "la casella 9H contiene già una C"},
	{"two tiles on square 1A", "due tessere sulla casella 1A"},
	{"the tiles must be in one row or one column", "le tessere devono stare tutte in una riga o in una colonna"},
	{"the tiles must all be in one row or in one column", "le tessere devono stare tutte in una riga o in una colonna"},
	{"the tiles must form one unbroken line: square 1B is empty", "le tessere devono formare una linea continua: la casella 1B è vuota"},
	{"the tiles must make one unbroken word: 5F is empty", "le tessere devono formare una parola continua: la casella 5F è vuota"},
	{"the first word must cover the centre square (9I)", "la prima parola deve coprire la casella centrale (9I)"},
	{"the first word must cover a centre square", "la prima parola deve coprire una casella centrale"},
	{"the first word needs at least 2 tiles", "la prima parola deve usare almeno 2 tessere"},
	{"the word must touch a tile already on the board", "la parola deve toccare una tessera già sul tabellone"},
	{"the word must cover a tile on the board or sit next to one", "la parola deve coprire una tessera sul tabellone o toccarne una"},
	{"a word has at least 2 letters", "una parola ha almeno 2 lettere"},
	{"CASX is not a valid word", "CASX non è una parola valida"},
	{"EX and XASA are not valid words", "EX e XASA non sono parole valide"},
	{"AB, CD and EF are not valid words", "AB, CD e EF non sono parole valide"},
	{"a tile at row 11, column 1 would be off the 10x10 board", "una tessera in riga 11, colonna 1 uscirebbe dal tabellone 10x10"},
	{"'5' is not a letter", "'5' non è una lettera"},
	{"you can put only one tile on each stack in a move (two on 1A)", "in una mossa puoi mettere una sola tessera su ogni pila (due su 1A)"},
	{"you cannot put an E on an E (8H)", "non puoi mettere una E su una E (8H)"},
	{"that stack is already 5 high (10A)", "quella pila ha già 5 tessere (10A)"},
	{"MORI would cover the whole word SALE", "MORI coprirebbe tutta la parola SALE"},
	{"a single tile must make a word of at least 2 letters with the tiles next to it", "una tessera da sola deve formare una parola di almeno 2 lettere con le tessere vicine"},
	{"Scarabeo has only 2 Z tiles, 1 of them on the board", "Scarabeo ha solo 2 tessere Z, di cui 1 sul tabellone"},
	{"Scarabeo has only 2 jollies", "Scarabeo ha solo 2 jolly"},

	{"you do not have ZZ to exchange", "non hai ZZ da cambiare"},
	{"you do not have a Z to exchange", "non hai una Z da cambiare"},
	{"you have no tiles to exchange", "non hai tessere da cambiare"},
	{"the bag holds only 1 tiles: you cannot exchange 8", "il sacchetto contiene solo 1 tessera: non puoi cambiarne 8"},
	{"name the one letter you want to exchange", "indica la lettera che vuoi cambiare"},
	{"the bag is empty: there is nothing to exchange with", "il sacchetto è vuoto: non c'è niente con cui cambiare"},
	{"square 9H holds no jolly", "sulla casella 9H non c'è un jolly"},
	{"you need an A to take the jolly on 9I", "ti serve una A per prendere il jolly sulla casella 9I"},
	{"'5' is not a tile: use letters, and ? for a jolly", "'5' non è una tessera: usa le lettere, e ? per un jolly"},
	{"there is no K tile in this game", "in questo gioco non c'è la tessera K"},
	{"a rack holds at most 8 tiles", "un leggio contiene al massimo 8 tessere"},

	{"Give the letter the jolly stands for, or its square.", "Indica la lettera che il jolly rappresenta, o la sua casella."},
	{"No jolly on the board stands for Z.", "Nessun jolly sul tabellone rappresenta la Z."},
	{"In Upwords you exchange one tile: give its letter.", "In Upwords si cambia una tessera alla volta: indica la sua lettera."},
	{"Upwords has no jollies to swap.", "In Upwords non ci sono jolly da prendere."},

	{"a board is 4x4, 5x5 or 6x6, not 7x7", "una griglia è 4x4, 5x5 o 6x6, non 7x7"},
	{"a 4x4 board needs 16 letters, got 3", "una griglia 4x4 richiede 16 lettere, non 3"},
	{"a board needs 16, 25 or 36 letters (4x4, 5x5 or 6x6), got 3", "una griglia richiede 16, 25 o 36 lettere (4x4, 5x5 o 6x6), non 3"},
	{"'1' (character 8) is not a letter A-Z", "'1' (carattere 8) non è una lettera A-Z"},
	{"min_letters 99 is not between 1 and 64", "min_letters 99 non è tra 1 e 64"},
	{`scoring "x" is not official or linear`, `scoring "x" non è official né linear`},
	{"victory_points -1 cannot be negative", "victory_points -1 non può essere negativo"},
	{"The round is over.", "Il round è finito."},
	{"The match is over.", "La sfida è finita."},
	{`You found a new word! "CAT" (1 point)`, `Hai trovato una nuova parola! "CAT" (1 punto)`},
	{`You found a new word! "CATS" (2 points)`, `Hai trovato una nuova parola! "CATS" (2 punti)`},
	{`You have already found "CAT".`, `Hai già trovato "CAT".`},
	{`"CA" is too short: words need at least 3 letters.`, `"CA" è troppo corta: le parole devono avere almeno 3 lettere.`},
	{`"QQQ" is not in the dictionary.`, `"QQQ" non è nel dizionario.`},
	{`"TAVOLO" is not on the board.`, `"TAVOLO" non è sulla griglia.`},
	{"TAVOLO is not on the board", "TAVOLO non è sulla griglia"},
	{`"CAT" was found by another player too, so it scores for nobody.`, `"CAT" è stata trovata anche da un altro giocatore, quindi non vale per nessuno.`},
	{`"AAAAAAAAAAAAAACB" has too many ways to try on this board, so it does not count.`, `"AAAAAAAAAAAAAACB" ha troppi percorsi da provare su questa griglia, quindi non vale.`},
	{"Type a word of letters A-Z.", "Scrivi una parola di lettere A-Z."},
	{"That word is too long: at most 64 letters.", "Questa parola è troppo lunga: al massimo 64 lettere."},
	{`"càt" is not a word: 'à' is not a letter A-Z.`, `"càt" non è una parola: 'à' non è una lettera A-Z.`},
	{`"�" is not a word: that is not text.`, `"�" non è una parola: non è testo.`},
	{`"ca t" is not a word: type one word at a time.`, `"ca t" non è una parola: scrivi una parola alla volta.`},

	{"board size 0 is out of range (1 to 64)", "la griglia non può essere di lato 0 (da 1 a 64)"},
	{"a 2x2 board needs 4 bonus characters, got 3", "una griglia 2x2 richiede 4 caratteri di bonus, non 3"},
	{"'1' is not a letter A-Z", "'1' non è una lettera A-Z"},
	{"'x' is not a bonus (d, t, D, T or .)", "'x' non è un bonus (d, t, D, T o .)"},
	{`unknown language "xx" for random letters (want it or en)`, `lingua "xx" sconosciuta per le lettere casuali (scegli it o en)`},
	{"round 0: rounds are numbered from 1", "round 0: i round si contano da 1"},
	{`unknown letter values "xx" (want it or en)`, `valori delle lettere "xx" sconosciuti (scegli it o en)`},
}

// TestEngineItalianTable checks the Italian of one example per rule, and
// that every rule has an example.
func TestEngineItalianTable(t *testing.T) {
	used := make([]bool, len(engineRules))
	for _, ex := range engineExamples {
		got, ok := engineItalian(ex.en)
		if !ok || got != ex.it {
			t.Errorf("%q:\n got %q (%v)\nwant %q", ex.en, got, ok, ex.it)
		}
		for i := range engineRules {
			if engineRules[i].re.MatchString(ex.en) {
				used[i] = true
				break
			}
		}
	}
	for i, u := range used {
		if !u {
			t.Errorf("rule %q has no example", engineRules[i].pat)
		}
	}
	if len(engineRules) < 80 {
		t.Errorf("only %d rules", len(engineRules))
	}
}

// TestEngineItalianUnknown checks that sentences no rule reads stay in
// English, and that other locales are left alone.
func TestEngineItalianUnknown(t *testing.T) {
	for _, s := range []string{
		"",
		"something the engines never said",
		"Internal error.",
		"Nessuna partita in corso in questo canale.",
		"you do not have the letters for that: missing 3 dragons",
		"you do not have the letters for that: missing E (your dragon cannot cover them all)",
		"there is no K in Monopoly",
		"square ZZZ already holds an A",
		"you need an AB to take the jolly on 9I",
		`You found a new word! "CAT" (2 point)`,
		`"CA" is too short: words need at least 3 cubes.`,
		"Scarabeo has only 2 dragons",
		"cas is not a valid word",
	} {
		if got := localizeEngine("it", s); got != s {
			t.Errorf("%q became %q", s, got)
		}
	}
	for _, loc := range []string{"", "en-US", "en-GB", "de"} {
		if got := localizeEngine(loc, "it is not your turn"); got != "it is not your turn" {
			t.Errorf("%q: %q", loc, got)
		}
	}
	for _, loc := range []string{"it", "it-IT", "IT"} {
		if got := localizeEngine(loc, "it is not your turn"); got != "non è il tuo turno" {
			t.Errorf("%q: %q", loc, got)
		}
	}
}

// TestEngineItalianEndToEnd: players with an Italian Discord locale get the
// engines' refusals in Italian, the others in English.
func TestEngineItalianEndToEnd(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	it := func(c *Command) *Command { c.Locale = "it"; return c }
	b.Handle(it(cmd(alice, "scarabeo", "new")))
	one(t, rec, "lobby")
	b.Handle(press(bob, "join:1"))
	one(t, rec, "join")
	b.Handle(press(alice, "start:1"))
	rec.take()

	plays := []struct {
		pos, en, it string
	}{
		{"9R", "9R is off the board (rows 1-17, columns A-Q)", "9R è fuori dal tabellone (righe 1-17, colonne A-Q)"},
		{"ZZ99", `"ZZ99" is not a position: write the row then the column for a word across (like 9I), or the column then the row for a word down (like I9); rows 1-17, columns A-Q`,
			`"ZZ99" non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come 9I), oppure la colonna e poi la riga per una parola in verticale (come I9); righe 1-17, colonne A-Q`},
	}
	for _, p := range plays {
		b.Handle(it(cmd(alice, "play", "", "word", "CASA", "pos", p.pos)))
		if r := one(t, rec, "play it").R; !r.Private || r.Text != p.it {
			t.Errorf("/play CASA %s in Italian: %+v", p.pos, r)
		}
		c := cmd(alice, "play", "", "word", "CASA", "pos", p.pos)
		c.Locale = "en-US"
		b.Handle(c)
		if r := one(t, rec, "play en").R; !r.Private || r.Text != p.en {
			t.Errorf("/play CASA %s in English: %+v", p.pos, r)
		}
	}
	b.Handle(it(cmd(alice, "play", "", "word", "KILO", "pos", "9G")))
	if r := one(t, rec, "play K").R; !r.Private || r.Text != "in Scarabeo non c'è la K" {
		t.Errorf("/play KILO in Italian: %+v", r)
	}
	b.Handle(it(cmd(alice, "swap", "", "letter", "5")))
	if r := one(t, rec, "swap").R; !r.Private || r.Text != "Indica la lettera che il jolly rappresenta, o la sua casella." {
		t.Errorf("/swap 5 in Italian: %+v", r)
	}

	// A typed Boggle board that does not work, in another channel.
	c := it(cmd(carol, "boggle", "start", "board", "ABC"))
	c.Channel = "c2"
	b.Handle(c)
	if r := one(t, rec, "boggle board").R; !r.Private || r.Text != "Questa griglia non va bene: una griglia richiede 16, 25 o 36 lettere (4x4, 5x5 o 6x6), non 3." {
		t.Errorf("bad board in Italian: %+v", r)
	}
}
