package bot

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The game engines (games/...) refuse moves with English sentences. This
// file translates them for Italian players: each rule is a regular
// expression on the whole English sentence, with the variable parts (words,
// squares, letters, numbers) captured, and an Italian template. A sentence
// that matches no rule, or whose parts cannot be read, stays in English:
// better English than a garbled Italian sentence.
//
// Templates write {1} for the first capture; {1:conv} passes it through a
// converter (see engineConv), which may refuse the capture, and then the
// whole sentence stays in English. A rule with fn builds the sentence itself.

// engineRule is one engine sentence and its Italian version.
type engineRule struct {
	pat string // the English sentence, anchored by compileEngineRules
	it  string // the Italian template
	fn  func(m []string) (string, bool)

	re   *regexp.Regexp
	segs []engineSeg
}

// engineSeg is a piece of a compiled template: literal text, or a capture
// and its converter.
type engineSeg struct {
	text  string
	group int // > 0: a capture
	conv  func(string) (string, bool)
}

// engineRules are compiled once, at start-up.
var engineRules = compileEngineRules(engineRuleTable)

// localizeEngine translates an engine's sentence into the locale: Italian
// when the locale is Italian and a rule matches, msg itself otherwise.
func localizeEngine(locale, msg string) string {
	if !isItalian(locale) {
		return msg
	}
	if it, ok := engineItalian(msg); ok {
		return it
	}
	return msg
}

// engineItalian is msg in Italian, and whether a rule translated it.
func engineItalian(msg string) (string, bool) {
	for i := range engineRules {
		r := &engineRules[i]
		m := r.re.FindStringSubmatch(msg)
		if m == nil {
			continue
		}
		if r.fn != nil {
			return r.fn(m)
		}
		var sb strings.Builder
		for _, s := range r.segs {
			if s.group == 0 {
				sb.WriteString(s.text)
				continue
			}
			v := m[s.group]
			if s.conv != nil {
				var ok bool
				if v, ok = s.conv(v); !ok {
					return "", false
				}
			}
			sb.WriteString(v)
		}
		return sb.String(), true
	}
	return "", false
}

var templateRef = regexp.MustCompile(`\{(\d+)(?::([a-z]+))?\}`)

// compileEngineRules anchors and compiles the patterns and parses the
// templates; a mistake in the table panics at start-up (and in every test).
func compileEngineRules(table []engineRule) []engineRule {
	out := make([]engineRule, len(table))
	for i, r := range table {
		r.re = regexp.MustCompile("^(?:" + r.pat + ")$")
		if r.fn == nil {
			r.segs = parseEngineTemplate(r.it, r.re.NumSubexp(), r.pat)
		}
		out[i] = r
	}
	return out
}

func parseEngineTemplate(t string, groups int, pat string) []engineSeg {
	var segs []engineSeg
	last := 0
	for _, loc := range templateRef.FindAllStringSubmatchIndex(t, -1) {
		if loc[0] > last {
			segs = append(segs, engineSeg{text: t[last:loc[0]]})
		}
		g, _ := strconv.Atoi(t[loc[2]:loc[3]])
		if g < 1 || g > groups {
			panic(fmt.Sprintf("engine rule %q: template %q uses capture %d of %d", pat, t, g, groups))
		}
		s := engineSeg{group: g}
		if loc[4] >= 0 {
			name := t[loc[4]:loc[5]]
			conv, ok := engineConv[name]
			if !ok {
				panic(fmt.Sprintf("engine rule %q: unknown converter %q", pat, name))
			}
			s.conv = conv
		}
		segs = append(segs, s)
		last = loc[1]
	}
	if last < len(t) {
		segs = append(segs, engineSeg{text: t[last:]})
	}
	return segs
}

// Pieces of patterns.
const (
	reWord   = `([A-Z]+)`                  // a word in capitals
	reQuoted = `(".*")`                    // a Go-quoted input, kept as it is
	reSquare = `([A-Z][0-9]+|[0-9]+[A-Z])` // a square or position: 9I, I9
	reNum    = `([0-9]+)`
	reLetter = `([A-Z])`
)

// engineConv converts captures; false leaves the sentence in English.
var engineConv = map[string]func(string) (string, bool){
	// sq: a square name: "9I", or "row 3 column 30" for one off the letters.
	"sq": func(s string) (string, bool) {
		if m := rowColRe.FindStringSubmatch(s); m != nil {
			return "riga " + m[1] + " colonna " + m[2], true
		}
		if squareRe.MatchString(s) {
			return s, true
		}
		return "", false
	},
	// game: a variant's title.
	"game": func(s string) (string, bool) {
		switch s {
		case "this game":
			return "questo gioco", true
		case "Scarabeo", "Scrabble":
			return s, true
		}
		return "", false
	},
	// tiles: a number of tiles.
	"tiles": func(s string) (string, bool) { return countIt(s, "tessera", "tessere") },
	// nletters: a number of letters.
	"nletters": func(s string) (string, bool) { return countIt(s, "lettera", "lettere") },
	// letters, points: "1 letter", "3 letters"; "1 point", "2 points".
	"letters": func(s string) (string, bool) { return countedIt(s, "letter", "lettera", "lettere") },
	"points":  func(s string) (string, bool) { return countedIt(s, "point", "punto", "punti") },
	// art: a letter with its English article: "an A", "a B".
	"art": func(s string) (string, bool) {
		if m := articleRe.FindStringSubmatch(s); m != nil {
			return "una " + m[1], true
		}
		return "", false
	},
	// have: how many of a tile a game has: "2 Z tiles", "2 jollies".
	"have": func(s string) (string, bool) {
		if m := haveRe.FindStringSubmatch(s); m != nil {
			if m[2] != "" {
				n, ok := countIt(m[1], "tessera", "tessere")
				return n + " " + m[2], ok
			}
			return m[1] + " jolly", true
		}
		return "", false
	},
	// list: words joined by ", ".
	"list": func(s string) (string, bool) {
		if listRe.MatchString(s) {
			return s, true
		}
		return "", false
	},
}

var (
	squareRe  = regexp.MustCompile(`^` + reSquare + `$`)
	rowColRe  = regexp.MustCompile(`^row ([0-9]+) column ([0-9]+)$`)
	jolliesRe = regexp.MustCompile(`^([0-9]+) jollies$`)
	articleRe = regexp.MustCompile(`^an? ([A-Z])$`)
	haveRe    = regexp.MustCompile(`^([0-9]+) (?:([A-Z]) tiles|jollies)$`)
	listRe    = regexp.MustCompile(`^[A-Z]+(?:, [A-Z]+)*$`)
	countedRe = regexp.MustCompile(`^([0-9]+) ([a-z]+)$`)
)

// countIt writes a number of things in Italian: "1 tessera", "3 tessere".
func countIt(s, one, many string) (string, bool) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return "", false
	}
	if n == 1 {
		return "1 " + one, true
	}
	return strconv.Itoa(n) + " " + many, true
}

// countedIt reads "1 letter" or "3 letters" (unit "letter") and writes it
// in Italian.
func countedIt(s, unit, one, many string) (string, bool) {
	m := countedRe.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	if (m[1] == "1" && m[2] != unit) || (m[1] != "1" && m[2] != unit+"s") {
		return "", false
	}
	return countIt(m[1], one, many)
}

// missingItalian translates the list of what a rack lacks: "E", "A and A",
// "C, E and a jolly", "2 jollies" (Scarabeo) or "E, R" (Upwords), plus
// Scarabeo's note on jollies, into "manca la E", "mancano 2 A", "mancano la
// C, la E e un jolly".
func missingItalian(m []string) (string, bool) {
	list, cover := m[1], m[2]
	type item struct {
		what string
		n    int
	}
	var items []item
	total := 0
	for _, part := range strings.Split(strings.ReplaceAll(list, " and ", ", "), ", ") {
		switch {
		case len(part) == 1 && part[0] >= 'A' && part[0] <= 'Z':
			total++
			if k := len(items) - 1; k >= 0 && items[k].what == part {
				items[k].n++
				continue
			}
			items = append(items, item{part, 1})
		case part == "a jolly":
			total++
			items = append(items, item{"jolly", 1})
		default:
			mm := jolliesRe.FindStringSubmatch(part)
			if mm == nil {
				return "", false
			}
			n, _ := strconv.Atoi(mm[1])
			total += n
			items = append(items, item{"jolly", n})
		}
	}
	var words []string
	for _, it := range items {
		switch {
		case it.what == "jolly" && it.n == 1:
			words = append(words, "un jolly")
		case it.n == 1:
			words = append(words, "la "+it.what)
		default:
			words = append(words, strconv.Itoa(it.n)+" "+it.what)
		}
	}
	verb := "mancano "
	if total == 1 {
		verb = "manca "
	}
	s := "non hai le lettere: " + verb + joinItalian(words)
	switch {
	case cover == "":
	case cover == "jolly":
		s += " (il tuo jolly non basta a coprirle tutte)"
	default:
		mm := jolliesRe.FindStringSubmatch(cover)
		if mm == nil {
			return "", false
		}
		s += " (i tuoi " + mm[1] + " jolly non bastano a coprirle tutte)"
	}
	return s, true
}

// joinItalian joins "a", "b", "c" as "a, b e c".
func joinItalian(s []string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " e " + s[len(s)-1]
}

// engineRuleTable lists the sentences of games/scarabeo, games/upwords,
// games/grid, games/boggle and games/ruzzle that a player can meet, and the
// English refusals of the bot's own engine adapters (engines.go), which
// have no locale at hand. The first rule that matches wins.
var engineRuleTable = []engineRule{
	// Turns and players (scarabeo, upwords).
	{pat: `it is not your turn`, it: "non è il tuo turno"},
	{pat: `the game is over`, it: "la partita è finita"},
	{pat: `there is no player ` + reNum, it: "il giocatore {1} non esiste"},
	{pat: `there is no player ` + reNum + ` in this game`, it: "in questa partita non c'è il giocatore {1}"},
	{pat: `you have resigned from this game`, it: "hai abbandonato questa partita"},
	{pat: `you have left this game`, it: "hai lasciato questa partita"},
	{pat: `you have already left this game`, it: "hai già lasciato questa partita"},
	{pat: `a game has 2 to 4 players, not ` + reNum, it: "una partita ha da 2 a 4 giocatori, non {1}"},
	{pat: `the game has no lexicon attached`, it: "la partita non ha un dizionario"},

	// Words and positions typed with /play.
	{pat: reQuoted + ` is not a position: write the row then the column for a word across \(like 9I\), or the column then the row for a word down \(like I9\); rows 1-` + reNum + `, columns A-` + reLetter,
		it: "{1} non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come 9I), oppure la colonna e poi la riga per una parola in verticale (come I9); righe 1-{2}, colonne A-{3}"},
	{pat: reSquare + ` is off the board \(rows 1-` + reNum + `, columns A-` + reLetter + `\)`, it: "{1} è fuori dal tabellone (righe 1-{2}, colonne A-{3})"},
	{pat: `(.+) is off the board`, it: "la casella {1:sq} è fuori dal tabellone"},
	{pat: `write the word to play`, it: "scrivi la parola da giocare"},
	{pat: `write the word you want to play`, it: "scrivi la parola che vuoi giocare"},
	{pat: `(.+) is too long for the board`, it: "{1} è troppo lunga per il tabellone"},
	{pat: reQuoted + ` is not a word: use the letters A-Z \(lower case for a jolly\)`, it: "{1} non è una parola: usa le lettere A-Z (minuscole per un jolly)"},
	{pat: `a word is written with the letters A-Z only`, it: "una parola si scrive solo con le lettere A-Z"},
	{pat: reWord + ` at ` + reSquare + ` runs off the board`, it: "{1} in {2} esce dal tabellone"},
	{pat: reWord + ` does not fit on the board from ` + reSquare, it: "{1} non entra nel tabellone partendo da {2}"},
	{pat: `the word goes on: square ` + reSquare + ` before it holds (an? [A-Z]); write the whole word from its first letter`,
		it: "la parola continua: la casella {1} prima di essa contiene {2:art}; scrivi la parola intera dalla prima lettera"},
	{pat: `the word goes on: square ` + reSquare + ` after it holds (an? [A-Z]); write the whole word`,
		it: "la parola continua: la casella {1} dopo di essa contiene {2:art}; scrivi la parola intera"},
	{pat: `the word does not stop there: with the tiles next to it, it reads ` + reWord + `; write the whole word`,
		it: "la parola non finisce lì: con le tessere vicine si legge {1}; scrivi la parola intera"},
	{pat: `square ` + reSquare + ` holds (an? [A-Z]), not an? ` + reLetter, it: "la casella {1} contiene {2:art}, non una {3}"},
	{pat: `there is no ` + reLetter + ` in (.+)`, it: "in {2:game} non c'è la {1}"},
	{pat: `every letter of ` + reWord + ` is already on the board: place at least one tile`, it: "tutte le lettere di {1} sono già sul tabellone: metti almeno una tessera"},
	{pat: reWord + ` is already on the board: place at least one tile`, it: "{1} è già sul tabellone: metti almeno una tessera"},
	{pat: `you do not have the letters for that: missing (.+?)(?: \(your (jolly|[0-9]+ jollies) cannot cover them all\))?`, fn: missingItalian},
	{pat: `you do not have the tiles for that`, it: "non hai le tessere per farlo"},

	// Placing tiles (scarabeo, upwords).
	{pat: `place at least one tile`, it: "metti almeno una tessera"},
	{pat: `a move places at most ` + reNum + ` tiles`, it: "una mossa mette al massimo {1:tiles}"},
	{pat: `square (.+) already holds (an? [A-Z])`, it: "la casella {1:sq} contiene già {2:art}"},
	{pat: `two tiles on square (.+)`, it: "due tessere sulla casella {1:sq}"},
	{pat: `the tiles must be in one row or one column`, it: "le tessere devono stare tutte in una riga o in una colonna"},
	{pat: `the tiles must all be in one row or in one column`, it: "le tessere devono stare tutte in una riga o in una colonna"},
	{pat: `the tiles must form one unbroken line: square (.+) is empty`, it: "le tessere devono formare una linea continua: la casella {1:sq} è vuota"},
	{pat: `the tiles must make one unbroken word: ` + reSquare + ` is empty`, it: "le tessere devono formare una parola continua: la casella {1} è vuota"},
	{pat: `the first word must cover the centre square \(` + reSquare + `\)`, it: "la prima parola deve coprire la casella centrale ({1})"},
	{pat: `the first word must cover a centre square`, it: "la prima parola deve coprire una casella centrale"},
	{pat: `the first word needs at least ` + reNum + ` tiles`, it: "la prima parola deve usare almeno {1:tiles}"},
	{pat: `the word must touch a tile already on the board`, it: "la parola deve toccare una tessera già sul tabellone"},
	{pat: `the word must cover a tile on the board or sit next to one`, it: "la parola deve coprire una tessera sul tabellone o toccarne una"},
	{pat: `a word has at least 2 letters`, it: "una parola ha almeno 2 lettere"},
	{pat: reWord + ` is not a valid word`, it: "{1} non è una parola valida"},
	{pat: `([A-Z]+(?:, [A-Z]+)*) and ` + reWord + ` are not valid words`, it: "{1:list} e {2} non sono parole valide"},
	{pat: `a tile at row ` + reNum + `, column ` + reNum + ` would be off the ` + reNum + `x` + reNum + ` board`,
		it: "una tessera in riga {1}, colonna {2} uscirebbe dal tabellone {3}x{4}"},
	{pat: `('.*'|byte 0x[0-9a-f]{2}) is not a letter`, it: "{1} non è una lettera"},
	{pat: `you can put only one tile on each stack in a move \(two on ` + reSquare + `\)`, it: "in una mossa puoi mettere una sola tessera su ogni pila (due su {1})"},
	{pat: `you cannot put an? ` + reLetter + ` on an? ([A-Z]) \(` + reSquare + `\)`, it: "non puoi mettere una {1} su una {2} ({3})"},
	{pat: `that stack is already ` + reNum + ` high \(` + reSquare + `\)`, it: "quella pila ha già {1:tiles} ({2})"},
	{pat: reWord + ` would cover the whole word ` + reWord, it: "{1} coprirebbe tutta la parola {2}"},
	{pat: `a single tile must make a word of at least 2 letters with the tiles next to it`, it: "una tessera da sola deve formare una parola di almeno 2 lettere con le tessere vicine"},
	{pat: `(Scarabeo|Scrabble|this game) has only (.+), ` + reNum + ` of them on the board`, it: "{1:game} ha solo {2:have}, di cui {3} sul tabellone"},
	{pat: `(Scarabeo|Scrabble|this game) has only (.+)`, it: "{1:game} ha solo {2:have}"},

	// Exchanges and jollies.
	{pat: `you do not have ([A-Z?]+) to exchange`, it: "non hai {1} da cambiare"},
	{pat: `you do not have (an? [A-Z]) to exchange`, it: "non hai {1:art} da cambiare"},
	{pat: `you have no tiles to exchange`, it: "non hai tessere da cambiare"},
	{pat: `the bag holds only ` + reNum + ` tiles: you cannot exchange ` + reNum, it: "il sacchetto contiene solo {1:tiles}: non puoi cambiarne {2}"},
	{pat: `name the one letter you want to exchange`, it: "indica la lettera che vuoi cambiare"},
	{pat: `the bag is empty: there is nothing to exchange with`, it: "il sacchetto è vuoto: non c'è niente con cui cambiare"},
	{pat: `square (.+) holds no jolly`, it: "sulla casella {1:sq} non c'è un jolly"},
	{pat: `you need (an? [A-Z]) to take the jolly on (.+)`, it: "ti serve {1:art} per prendere il jolly sulla casella {2:sq}"},
	{pat: `(.+) is not a tile: use letters, and \? for a jolly`, it: "{1} non è una tessera: usa le lettere, e ? per un jolly"},
	{pat: `there is no ` + reLetter + ` tile in this game`, it: "in questo gioco non c'è la tessera {1}"},
	{pat: `a rack holds at most ` + reNum + ` tiles`, it: "un leggio contiene al massimo {1:tiles}"},

	// The bot's adapters (engines.go).
	{pat: `Give the letter the jolly stands for, or its square\.`, it: "Indica la lettera che il jolly rappresenta, o la sua casella."},
	{pat: `No jolly on the board stands for ` + reLetter + `\.`, it: "Nessun jolly sul tabellone rappresenta la {1}."},
	{pat: `In Upwords you exchange one tile: give its letter\.`, it: "In Upwords si cambia una tessera alla volta: indica la sua lettera."},
	{pat: `Upwords has no jollies to swap\.`, it: "In Upwords non ci sono jolly da prendere."},

	// Boggle: boards, rounds and verdicts.
	{pat: `a board is 4x4, 5x5 or 6x6, not ` + reNum + `x` + reNum, it: "una griglia è 4x4, 5x5 o 6x6, non {1}x{2}"},
	{pat: `a ` + reNum + `x` + reNum + ` board needs ` + reNum + ` letters, got ` + reNum, it: "una griglia {1}x{2} richiede {3} lettere, non {4}"},
	{pat: `a board needs 16, 25 or 36 letters \(4x4, 5x5 or 6x6\), got ` + reNum, it: "una griglia richiede 16, 25 o 36 lettere (4x4, 5x5 o 6x6), non {1}"},
	{pat: `('.*') \(character ` + reNum + `\) is not a letter A-Z`, it: "{1} (carattere {2}) non è una lettera A-Z"},
	{pat: `min_letters ` + reNum + ` is not between 1 and ` + reNum, it: "min_letters {1} non è tra 1 e {2}"},
	{pat: `scoring ` + reQuoted + ` is not official or linear`, it: "scoring {1} non è official né linear"},
	{pat: `victory_points (-[0-9]+) cannot be negative`, it: "victory_points {1} non può essere negativo"},
	{pat: `The round is over\.`, it: "Il round è finito."},
	{pat: `The match is over\.`, it: "La sfida è finita."},
	{pat: `You found a new word! ` + reQuoted + ` \(([0-9]+ points?)\)`, it: "Hai trovato una nuova parola! {1} ({2:points})"},
	{pat: `You have already found ` + reQuoted + `\.`, it: "Hai già trovato {1}."},
	{pat: reQuoted + ` is too short: words need at least ([0-9]+ letters?)\.`, it: "{1} è troppo corta: le parole devono avere almeno {2:letters}."},
	{pat: reQuoted + ` is not in the dictionary\.`, it: "{1} non è nel dizionario."},
	{pat: `(.+?) is not on the board(\.?)`, it: "{1} non è sulla griglia{2}"},
	{pat: reQuoted + ` was found by another player too, so it scores for nobody\.`, it: "{1} è stata trovata anche da un altro giocatore, quindi non vale per nessuno."},
	{pat: reQuoted + ` has too many ways to try on this board, so it does not count\.`, it: "{1} ha troppi percorsi da provare su questa griglia, quindi non vale."},
	{pat: `Type a word of letters A-Z\.`, it: "Scrivi una parola di lettere A-Z."},
	{pat: `That word is too long: at most ` + reNum + ` letters\.`, it: "Questa parola è troppo lunga: al massimo {1:nletters}."},
	{pat: reQuoted + ` is not a word: ('.*') is not a letter A-Z\.`, it: "{1} non è una parola: {2} non è una lettera A-Z."},
	{pat: reQuoted + ` is not a word: that is not text\.`, it: "{1} non è una parola: non è testo."},
	{pat: reQuoted + ` is not a word: type one word at a time\.`, it: "{1} non è una parola: scrivi una parola alla volta."},

	// Ruzzle boards.
	{pat: `board size ` + reNum + ` is out of range \(1 to ` + reNum + `\)`, it: "la griglia non può essere di lato {1} (da 1 a {2})"},
	{pat: `a ` + reNum + `x` + reNum + ` board needs ` + reNum + ` bonus characters, got ` + reNum, it: "una griglia {1}x{2} richiede {3} caratteri di bonus, non {4}"},
	{pat: `('.*') is not a letter A-Z`, it: "{1} non è una lettera A-Z"},
	{pat: `('.*') is not a bonus \(d, t, D, T or \.\)`, it: "{1} non è un bonus (d, t, D, T o .)"},
	{pat: `unknown language ` + reQuoted + ` for random letters \(want it or en\)`, it: "lingua {1} sconosciuta per le lettere casuali (scegli it o en)"},
	{pat: `round ` + reNum + `: rounds are numbered from 1`, it: "round {1}: i round si contano da 1"},
	{pat: `unknown letter values ` + reQuoted + ` \(want it or en\)`, it: "valori delle lettere {1} sconosciuti (scegli it o en)"},
}
