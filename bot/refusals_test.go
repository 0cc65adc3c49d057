package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// These tests make the engines refuse for real and check the refusal as the
// bot words it: in Italian from its Italian catalogue, and in English from
// its English catalogue, which says what the engine itself says.

// wantItalian checks that err is a refusal that the bot words as want in
// Italian and, in English, as the engine does.
func wantItalian(t *testing.T, what string, err error, want string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error, want %q", what, want)
		return
	}
	var r *refusal.Refusal
	if !errors.As(err, &r) {
		t.Errorf("%s: %v (%T) is not a refusal", what, err, err)
		return
	}
	if en := ErrorMessage(err); en != err.Error() {
		t.Errorf("%s: the bot says %q in English, the engine %q", what, en, err.Error())
	}
	it := r.In(refusalTable("it"))
	t.Logf("%s: %q -> %q", what, err.Error(), it)
	if it != want {
		t.Errorf("%s: engine said %q\n got %q\nwant %q", what, err.Error(), it, want)
	}
}

func mustLex(t *testing.T, words ...string) *lexicon.DAWG {
	t.Helper()
	d, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func testRand() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }

// scarabeoGame deals a Scarabeo game and then sets its racks, board (row
// index to line) and bag through the saved form.
func scarabeoGame(t *testing.T, lex *lexicon.DAWG, players int, racks []string, rows map[int]string, bag *string) *scarabeo.Game {
	t.Helper()
	g, err := scarabeo.NewGame(scarabeo.Scarabeo(), lex, players, testRand())
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	rs := j["racks"].([]any)
	for i, r := range racks {
		rs[i] = r
	}
	board := j["board"].([]any)
	for r, line := range rows {
		board[r] = line
	}
	if bag != nil {
		j["bag"] = *bag
	}
	if data, err = json.Marshal(j); err != nil {
		t.Fatal(err)
	}
	g, err = scarabeo.Load(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestEngineRefusalsScarabeo(t *testing.T) {
	lex := mustLex(t, "CASA", "CASE", "ORA", "ORE", "SALE", "ALA")
	g := scarabeoGame(t, lex, 2, []string{"CASELROT"}, nil, nil)
	play := func(p int, word, pos string) error { _, err := g.Play(p, word, pos); return err }
	wantItalian(t, "out of turn", play(1, "CASA", "9E"), "non è il tuo turno")
	wantItalian(t, "not a position", play(0, "CASA", "ZZ99"),
		`"ZZ99" non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come 9I), oppure la colonna e poi la riga per una parola in verticale (come I9); righe 1-17, colonne A-Q`)
	wantItalian(t, "off the board", play(0, "CASA", "9R"), "9R è fuori dal tabellone (righe 1-17, colonne A-Q)")
	wantItalian(t, "no word", play(0, " ", "9E"), "scrivi la parola che vuoi giocare")
	wantItalian(t, "too long", play(0, strings.Repeat("A", 18), "9A"), "AAAAAAAAAAAAAAAAAA è troppo lunga per il tabellone")
	wantItalian(t, "not letters", play(0, "CA5A", "9E"), `"CA5A" non è una parola: usa le lettere A-Z (minuscole per un jolly)`)
	wantItalian(t, "runs off", play(0, "CASA", "9O"), "CASA in 9O esce dal tabellone")
	wantItalian(t, "no K", play(0, "KILO", "9G"), "in Scarabeo non c'è la K")
	wantItalian(t, "missing one", play(0, "CASA", "9F"), "non hai le lettere: manca la A")
	wantItalian(t, "centre", play(0, "CASE", "1A"), "la prima parola deve coprire la casella centrale (9I)")
	wantItalian(t, "exchange missing", g.Exchange(0, "ZZ"), "non hai ZZ da cambiare")
	wantItalian(t, "exchange not a tile", g.Exchange(0, "C5"), "'5' non è una tessera: usa le lettere, e ? per un jolly")
	wantItalian(t, "exchange K", g.Exchange(0, "K"), "in questo gioco non c'è la tessera K")
	wantItalian(t, "exchange too many", g.Exchange(0, "AAAAAAAAA"), "non hai AAAAAAAAA da cambiare") // more than a rack holds: not held (issue 13)
	wantItalian(t, "swap empty", g.Swap(0, "9I"), "sulla casella 9I non c'è un jolly")
	wantItalian(t, "no player", g.Pass(4), "in questa partita non c'è il giocatore 5")
	_, err := g.PlayMove(0, []scarabeo.Placed{{Pos: crossword.Pos{Row: 8, Col: 8}, Tile: crossword.Tile{Letter: 'Z' - 'A'}}})
	wantItalian(t, "play move", err, "non hai le lettere: manca la Z")

	missing := []struct{ rack, word, want string }{
		{"CSELROTU", "CASA", "non hai le lettere: mancano 2 A"},
		{"CSELROT?", "CASA", "non hai le lettere: mancano 2 A (il tuo jolly non basta a coprirle tutte)"},
		{"S??RORTU", "SALE", "non hai le lettere: mancano la A, la E e la L (i tuoi 2 jolly non bastano a coprirle tutte)"},
		{"CASAELRO", "cASA", "non hai le lettere: manca un jolly"},
		{"CSALROTU", "caSA", "non hai le lettere: mancano 2 jolly"},
		{"ASLROTUI", "CaSE", "non hai le lettere: mancano la C, la E e un jolly"},
	}
	for _, m := range missing {
		g := scarabeoGame(t, lex, 2, []string{m.rack}, nil, nil)
		_, err := g.Play(0, m.word, "9G")
		wantItalian(t, "missing "+m.rack+" "+m.word, err, m.want)
	}

	bag := "AB"
	g = scarabeoGame(t, lex, 2, []string{"CASAELRO"}, nil, &bag)
	wantItalian(t, "small bag", g.Exchange(0, ""), "il sacchetto contiene solo 2 tessere: non puoi cambiarne 8")
	g = scarabeoGame(t, lex, 2, []string{""}, nil, nil)
	wantItalian(t, "empty rack", g.Exchange(0, ""), "non hai tessere da cambiare")

	// CaSA on row 9, from 9H, with a jolly for the first A.
	g = scarabeoGame(t, lex, 2, []string{"ORELTUIO"}, map[int]string{8: ".......CaSA......"}, nil)
	wantItalian(t, "goes on after", play(0, "ORE", "9E"), "la parola continua: la casella 9H dopo di essa contiene una C; scrivi la parola intera")
	wantItalian(t, "goes on before", play(0, "ORE", "9L"), "la parola continua: la casella 9K prima di essa contiene una A; scrivi la parola intera dalla prima lettera")
	wantItalian(t, "holds another", play(0, "CASE", "9H"), "la casella 9K contiene una A, non una E")
	wantItalian(t, "all on board", play(0, "CASA", "9H"), "tutte le lettere di CASA sono già sul tabellone: metti almeno una tessera")
	wantItalian(t, "not touching", play(0, "ORE", "1A"), "la parola deve toccare una tessera già sul tabellone")
	wantItalian(t, "not a word", play(0, "CASAL", "9H"), "CASAL non è una parola valida")
	wantItalian(t, "swap without the letter", g.Swap(0, "9I"), "ti serve una A per prendere il jolly sulla casella 9I")
	wantItalian(t, "swap no jolly", g.Swap(0, "9H"), "sulla casella 9H non c'è un jolly")

	b := g.Board()
	tile := func(r, c int, l byte) scarabeo.Placed {
		return scarabeo.Placed{Pos: crossword.Pos{Row: r, Col: c}, Tile: crossword.Tile{Letter: l - 'A'}}
	}
	eval := func(b *scarabeo.Board, ts ...scarabeo.Placed) error { _, err := b.Evaluate(lex, ts); return err }
	wantItalian(t, "no tiles", eval(b), "metti almeno una tessera")
	var nine []scarabeo.Placed
	for c := 0; c < 9; c++ {
		nine = append(nine, tile(0, c, 'A'))
	}
	wantItalian(t, "nine tiles", eval(b, nine...), "una mossa mette al massimo 8 tessere")
	wantItalian(t, "off right", eval(b, tile(0, 30, 'A')), "una tessera in riga 1, colonna 31 uscirebbe dal tabellone 17x17")
	wantItalian(t, "off bottom", eval(b, tile(20, 0, 'A')), "una tessera in riga 21, colonna 1 uscirebbe dal tabellone 17x17")
	wantItalian(t, "no K tile", eval(b, tile(0, 0, 'K')), "in Scarabeo non c'è la K")
	wantItalian(t, "occupied", eval(b, tile(8, 7, 'A')), "la casella 9H contiene già una C")
	wantItalian(t, "two on one", eval(b, tile(0, 0, 'A'), tile(0, 0, 'E')), "in una mossa puoi mettere una sola tessera su ogni casella (due su 1A)")
	wantItalian(t, "diagonal", eval(b, tile(0, 0, 'A'), tile(1, 1, 'E')), "le tessere devono stare tutte in una riga o in una colonna")
	wantItalian(t, "gap", eval(b, tile(0, 0, 'A'), tile(0, 2, 'E')), "le tessere devono formare una parola continua: la casella 1B è vuota")

	v := scarabeo.Scarabeo()
	wantItalian(t, "one first tile", eval(scarabeo.NewBoard(v), tile(8, 8, 'A')), "la prima parola deve usare almeno 2 tessere")
	v1 := scarabeo.Scarabeo()
	v1.FirstMinTiles = 1
	wantItalian(t, "one-letter word", eval(scarabeo.NewBoard(v1), tile(8, 8, 'A')), "una tessera da sola deve formare una parola di almeno 2 lettere con le tessere vicine")
	anon := scarabeo.Scarabeo()
	anon.Name = ""
	wantItalian(t, "untitled game", eval(scarabeo.NewBoard(anon), tile(8, 8, 'K'), tile(8, 9, 'A')), "in questo gioco non c'è la K")

	zzz, _ := crossword.ParseRack("ZZZ", 8, v.Alphabet)
	wantItalian(t, "three Z", scarabeo.NewBoard(v).CheckRack(zzz), "Scarabeo ha solo 2 tessere Z")
	zz, _ := crossword.ParseRack("ZZ", 8, v.Alphabet)
	withZ := scarabeo.NewBoard(v)
	withZ.Set(crossword.Pos{}, crossword.Tile{Letter: 'Z' - 'A'})
	wantItalian(t, "Z on board", withZ.CheckRack(zz), "Scarabeo ha solo 2 tessere Z, di cui 1 sul tabellone")
	jj, _ := crossword.ParseRack("???", 8, v.Alphabet)
	wantItalian(t, "three jollies", scarabeo.NewBoard(v).CheckRack(jj), "Scarabeo ha solo 2 jolly")

	_, err = scarabeo.NewGame(scarabeo.Scarabeo(), lex, 5, testRand())
	wantItalian(t, "five players", err, "una partita ha da 2 a 4 giocatori, non 5")

	g = scarabeoGame(t, lex, 3, nil, nil, nil)
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	wantItalian(t, "resigned", g.Pass(0), "hai lasciato questa partita")
	g = scarabeoGame(t, lex, 2, nil, nil, nil)
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	wantItalian(t, "over", g.Pass(1), "la partita è finita")

	// A swap's argument, read by the engine (a letter or a square).
	var e crossword.TurnGame = scarabeoGame(t, lex, 2, nil, map[int]string{8: ".......CaSA......"}, nil)
	wantItalian(t, "swap what", e.Swap(0, "5"), "Indica la lettera che il jolly rappresenta, o la sua casella.")
	wantItalian(t, "swap Z", e.Swap(0, "Z"), "Nessun jolly sul tabellone rappresenta la Z.")
}

// upwordsGame deals an Upwords game (10x10, hands of 7) and then sets its
// racks, stacks and bag through the saved form.
func upwordsGame(t *testing.T, lex *lexicon.DAWG, players int, racks []string, stacks map[crossword.Pos]string, bag *string) *upwords.Game {
	t.Helper()
	g, err := upwords.NewGame(upwords.DefaultConfig(), lex, players, testRand())
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	ps := j["players"].([]any)
	for i, r := range racks {
		ps[i].(map[string]any)["rack"] = r
	}
	rows := j["board"].(map[string]any)["stacks"].([]any)
	for p, s := range stacks {
		rows[p.Row].([]any)[p.Col] = s
	}
	if bag != nil {
		j["bag"] = *bag
	}
	if data, err = json.Marshal(j); err != nil {
		t.Fatal(err)
	}
	g, err = upwords.Load(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestEngineRefusalsUpwords(t *testing.T) {
	lex := mustLex(t, "CASA", "CASE", "CORE", "MORI", "ORA", "ORE")
	g := upwordsGame(t, lex, 2, []string{"CSELROT"}, nil, nil)
	play := func(p int, word, pos string) error { _, err := g.Play(p, word, pos); return err }
	tiles := func(ts ...upwords.Tile) error { _, err := g.PlayTiles(0, ts); return err }
	wantItalian(t, "out of turn", play(1, "CASA", "5E"), "non è il tuo turno")
	wantItalian(t, "not a position", play(0, "CASA", "ZZ99"),
		`"ZZ99" non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come 5E), oppure la colonna e poi la riga per una parola in verticale (come E5); righe 1-10, colonne A-J`)
	wantItalian(t, "no word", play(0, "", "5E"), "scrivi la parola che vuoi giocare")
	wantItalian(t, "not letters", play(0, "CA5A", "5E"), `"CA5A" non è una parola: usa le lettere A-Z`)
	wantItalian(t, "does not fit", play(0, "CASA", "5H"), "CASA in 5H esce dal tabellone")
	wantItalian(t, "missing", play(0, "CASA", "5D"), "non hai le lettere: mancano 2 A")
	wantItalian(t, "centre", play(0, "CORE", "1A"), "la prima parola deve coprire una casella centrale")
	wantItalian(t, "no tiles", tiles(), "metti almeno una tessera")
	wantItalian(t, "off", tiles(upwords.Tile{Row: 10, Col: 0, Letter: 'C'}), "una tessera in riga 11, colonna 1 uscirebbe dal tabellone 10x10")
	wantItalian(t, "not a letter", tiles(upwords.Tile{Row: 0, Col: 0, Letter: '5'}), "'5' non è una lettera")
	wantItalian(t, "two on a stack", tiles(upwords.Tile{Row: 0, Col: 0, Letter: 'C'}, upwords.Tile{Row: 0, Col: 0, Letter: 'S'}),
		"in una mossa puoi mettere una sola tessera su ogni casella (due su 1A)")
	wantItalian(t, "diagonal", tiles(upwords.Tile{Row: 0, Col: 0, Letter: 'C'}, upwords.Tile{Row: 1, Col: 1, Letter: 'S'}),
		"le tessere devono stare tutte in una riga o in una colonna")
	wantItalian(t, "gap", tiles(upwords.Tile{Row: 4, Col: 4, Letter: 'C'}, upwords.Tile{Row: 4, Col: 6, Letter: 'S'}),
		"le tessere devono formare una parola continua: la casella 5F è vuota")
	wantItalian(t, "one first tile", tiles(upwords.Tile{Row: 4, Col: 4, Letter: 'C'}), "la prima parola deve usare almeno 2 tessere")
	wantItalian(t, "exchange two", g.Exchange(0, "AB"), "indica la lettera che vuoi cambiare")
	wantItalian(t, "exchange missing", g.Exchange(0, "Z"), "non hai Z da cambiare")
	wantItalian(t, "no player", g.Pass(7), "in questa partita non c'è il giocatore 8")

	// CASA on row 5 from 5D, a lone O on 1J, a full stack on 10A.
	empty := ""
	g = upwordsGame(t, lex, 2, []string{"MORIESE"}, map[crossword.Pos]string{
		{Row: 4, Col: 3}: "C", {Row: 4, Col: 4}: "A", {Row: 4, Col: 5}: "S", {Row: 4, Col: 6}: "A",
		{Row: 0, Col: 9}: "O", {Row: 9, Col: 0}: "ABCDE",
	}, &empty)
	wantItalian(t, "same letter", tiles(upwords.Tile{Row: 4, Col: 3, Letter: 'C'}), "non puoi mettere una C su una C (5D)")
	wantItalian(t, "too high", tiles(upwords.Tile{Row: 9, Col: 0, Letter: 'M'}), "quella pila ha già 5 tessere (10A)")
	wantItalian(t, "covers a word", play(0, "MORI", "5D"), "MORI coprirebbe tutta la parola CASA")
	wantItalian(t, "does not stop", play(0, "S", "5H"), "la parola non finisce lì: con le tessere vicine si legge CASAS; scrivi la parola intera")
	wantItalian(t, "already there", play(0, "CASA", "5D"), "tutte le lettere di CASA sono già sul tabellone: metti almeno una tessera")
	wantItalian(t, "not touching", play(0, "ORE", "1A"), "la parola deve coprire una tessera sul tabellone o toccarne una")
	wantItalian(t, "lone tile", tiles(upwords.Tile{Row: 0, Col: 9, Letter: 'M'}),
		"una tessera da sola deve formare una parola di almeno 2 lettere con le tessere vicine")
	wantItalian(t, "not a word", play(0, "CASO", "5D"), "CASO non è una parola valida")
	wantItalian(t, "two bad words", play(0, "EM", "D4"), "EM e MASA non sono parole valide")
	wantItalian(t, "empty bag", g.Exchange(0, "M"), "il sacchetto è vuoto: non c'è niente con cui cambiare")

	g = upwordsGame(t, lex, 3, nil, nil, nil)
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	wantItalian(t, "resign twice", g.Resign(0), "hai già lasciato questa partita")
	wantItalian(t, "left", g.Pass(0), "hai lasciato questa partita")
	g = upwordsGame(t, lex, 2, nil, nil, nil)
	if err := g.Resign(1); err != nil {
		t.Fatal(err)
	}
	wantItalian(t, "over", g.Pass(0), "la partita è finita")

	_, err := upwords.NewGame(upwords.Config{Hand: 13}, lex, 2, testRand())
	wantItalian(t, "hand", err, "una mano ha tra 2 e 12 tessere")
	_, err = upwords.NewGame(upwords.Config{Size: 5}, lex, 2, testRand())
	wantItalian(t, "size", err, "il tabellone deve essere tra 6x6 e 16x16")

	// Through the turn-game interface.
	var e crossword.TurnGame = upwordsGame(t, lex, 2, nil, nil, nil)
	wantItalian(t, "exchange", e.Exchange(0, "AB"), "indica la lettera che vuoi cambiare")
	wantItalian(t, "swap", e.Swap(0, "A"), "In Upwords non ci sono jolly da prendere.")
}

func TestEngineRefusalsGrid(t *testing.T) {
	_, _, err := crossword.ParsePos("Q99", 15)
	wantItalian(t, "pos", err, `"Q99" non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come 8H), oppure la colonna e poi la riga per una parola in verticale (come H8); righe 1-15, colonne A-O`)
	_, err = crossword.ParseRack("AB1", 7, 1<<26-1)
	wantItalian(t, "rack char", err, "'1' non è una tessera: usa le lettere, e ? per un jolly")
	_, err = crossword.ParseRack("ABCDEFGH", 7, 1<<26-1)
	wantItalian(t, "rack size", err, "un leggio contiene al massimo 7 tessere")
	_, err = crossword.ParseRack("K", 7, scarabeo.Scarabeo().Alphabet)
	wantItalian(t, "rack letter", err, "in questo gioco non c'è la tessera K")
}

func TestEngineRefusalsBoggle(t *testing.T) {
	lex := mustLex(t, "CAT", "CATS", "DOG", "ZEBRA", "TAG")
	bd, err := boggle.ParseBoard("CATSDOGEXXXXXXXX", 4)
	if err != nil {
		t.Fatal(err)
	}
	r, err := boggle.NewRound(bd, lex, boggle.Rules{}, false, "Alice", "Bob")
	if err != nil {
		t.Fatal(err)
	}
	verdicts := []struct{ word, want string }{
		{"cat", ""},
		{"cat", `Hai già trovato "CAT".`},
		{"ca", `"CA" è troppo corta: le parole devono avere almeno 3 lettere.`},
		{"qqq", `"QQQ" non è nel dizionario.`},
		{"zebra", `"ZEBRA" non è sulla griglia.`},
		{" ", "Scrivi una parola di lettere A-Z."},
		{strings.Repeat("a", 65), "Questa parola è troppo lunga: al massimo 64 lettere."},
		{"ca t", `"ca t" non è una parola: scrivi una parola alla volta.`},
		{"çat", `"çat" non è una parola: 'ç' non è una lettera A-Z.`},
		{"\xff", `"�" non è una parola: non è testo.`},
	}
	for _, v := range verdicts {
		got, err := r.Submit("Alice", v.word)
		if err != nil {
			t.Fatal(err)
		}
		if v.want == "" {
			if got.Err() != nil {
				t.Errorf("%s: %v", v.word, got.Err())
			}
			continue
		}
		wantItalian(t, "verdict "+v.word, got.Err(), v.want)
		if got.Message() != got.Err().Error() {
			t.Errorf("verdict %s: Message %q, Err %q", v.word, got.Message(), got.Err())
		}
	}
	if _, err := r.Submit("Bob", "cat"); err != nil {
		t.Fatal(err)
	}
	res := r.Finish()
	wantItalian(t, "shared", boggle.Verdict{Word: "CAT", Reason: boggle.Shared}.Err(),
		`"CAT" è stata trovata anche da un altro giocatore, quindi non vale per nessuno.`)
	wantItalian(t, "saved invalid", boggle.Verdict{Word: "1", Reason: boggle.Invalid, Detail: `"1" is not a word: '1' is not a letter A-Z`}.Err(),
		`Parola non valida: "1" is not a word: '1' is not a letter A-Z.`)
	_, err = r.Submit("Alice", "dog")
	wantItalian(t, "round over", err, "Il round è finito.")

	boards := []struct {
		s    string
		size int
		want string
	}{
		{"ABC", 0, "una griglia richiede 16, 25 o 36 lettere (4x4, 5x5 o 6x6), non 3"},
		{"ABC", 4, "una griglia 4x4 richiede 16 lettere, non 3"},
		{"ABC", 7, "una griglia è 4x4, 5x5 o 6x6, non 7x7"},
		{"ABCDEFG1IJKLMNOP", 4, "'1' (carattere 8) non è una lettera A-Z"},
	}
	for _, b := range boards {
		_, err := boggle.ParseBoard(b.s, b.size)
		wantItalian(t, "board "+b.s, err, b.want)
	}
	_, err = boggle.ParseScoring("x")
	wantItalian(t, "scoring", err, `scoring "x" non è official né linear`)
	_, err = boggle.NewMatch(-1)
	wantItalian(t, "victory points", err, "victory_points -1 non può essere negativo")
	_, err = boggle.NewRound(bd, lex, boggle.Rules{MinLetters: 99}, false)
	wantItalian(t, "min letters", err, "min_letters 99 non è tra 1 e 64")
	m, err := boggle.NewMatch(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Add(res); err != nil {
		t.Fatal(err)
	}
	wantItalian(t, "match over", m.Add(res), "La sfida è finita.")
}

func TestEngineRefusalsRuzzle(t *testing.T) {
	_, err := ruzzle.New(0, "", "")
	wantItalian(t, "size", err, fmt.Sprintf("la griglia non può essere di lato 0 (da 1 a %d)", ruzzle.MaxSize))
	_, err = ruzzle.New(2, "ABC", "....")
	wantItalian(t, "letters", err, "una griglia 2x2 richiede 4 lettere, non 3")
	_, err = ruzzle.New(2, "ABCD", "...")
	wantItalian(t, "bonuses", err, "una griglia 2x2 richiede 4 caratteri di bonus, non 3")
	_, err = ruzzle.New(2, "AB1D", "....")
	wantItalian(t, "letter", err, "'1' non è una lettera A-Z")
	_, err = ruzzle.New(2, "ABCD", "..x.")
	wantItalian(t, "bonus", err, "'x' non è un bonus (d, t, D, T o .)")
	_, err = ruzzle.Random(testRand(), 99, "it", 1)
	wantItalian(t, "random size", err, fmt.Sprintf("la griglia non può essere di lato 99 (da 1 a %d)", ruzzle.MaxSize))
}
