package bot

import (
	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
)

// The bot's words for the engines' refusals (games/refusal): the English
// are the engines' own tables, and each other language has one template
// per code with the same arguments (catalog_refusals_test.go checks it).
// docs/bot.md, "Refusals", describes the templates.

// refusalEnglish words every refusal for English players: the engines'
// tables, as the command-line tools word them.
var refusalEnglish = refusal.Merge(crossword.Refusals, scarabeo.Refusals, upwords.Refusals, boggle.Refusals, ruzzle.Refusals)

// refusalItalian words every refusal for Italian players. Letters are
// feminine in Italian: "la A", "una B".
var refusalItalian = refusal.Table{
	"all_on_board":         "tutte le lettere di {word} sono già sul tabellone: metti almeno una tessera",
	"already_resigned":     "hai già lasciato questa partita",
	"bag_empty":            "il sacchetto è vuoto: non c'è niente con cui cambiare",
	"bag_short":            "il sacchetto contiene solo {bag:plural:# tessera|# tessere}: non puoi cambiarne {want}",
	"board_bonuses":        "una griglia {size}x{size} richiede {want} caratteri di bonus, non {got}",
	"board_char":           "{char:rune} (carattere {at}) non è una lettera A-Z",
	"board_char_of":        "{char:rune} (carattere {at}) non è una lettera: usa A-Z e {letters:e}",
	"board_count":          "una griglia richiede 16, 25 o 36 lettere (4x4, 5x5 o 6x6), non {got}",
	"board_letters":        "una griglia {size}x{size} richiede {want} lettere, non {got}",
	"board_side":           "la griglia non può essere di lato {size} (da 1 a {max})",
	"board_range":          "il tabellone deve essere tra {min}x{min} e {max}x{max}",
	"board_size":           "una griglia è 4x4, 5x5 o 6x6, non {size}x{size}",
	"bonus_char":           "{char:rune} non è un bonus (d, t, D, T o .)",
	"check_range":          "la parola controllata più corta deve avere tra {min} e {max} lettere",
	"covers_word":          "{word} coprirebbe tutta la parola {covered}",
	"exchange_one":         "indica la lettera che vuoi cambiare",
	"first_centre":         "la prima parola deve coprire la casella centrale ({square})",
	"first_centre_any":     "la prima parola deve coprire una casella centrale",
	"first_min_tiles":      "la prima parola deve usare almeno {min:plural:# tessera|# tessere}",
	"game_over":            "la partita è finita",
	"gap":                  "le tessere devono formare una parola continua: la casella {square} è vuota",
	"goes_on_after":        "la parola continua: la casella {square} dopo di essa contiene una {letter}; scrivi la parola intera",
	"goes_on_before":       "la parola continua: la casella {square} prima di essa contiene una {letter}; scrivi la parola intera dalla prima lettera",
	"hand_range":           "una mano ha tra {min} e {max} tessere",
	"invalid_word":         "{word} non è una parola valida",
	"invalid_words":        "{words:e} non sono parole valide",
	"letter_char":          "{char:rune} non è una lettera A-Z",
	"lone_tile":            "una tessera da sola deve formare una parola di almeno 2 lettere con le tessere vicine",
	"match_over":           "La sfida è finita.",
	"min_letters":          "min_letters {min} non è tra 1 e {max}",
	"missing_cover":        "non hai le lettere: {missing:manca} ({jollies:plural:il tuo jolly non basta|i tuoi # jolly non bastano} a coprirle tutte)",
	"missing_letters":      "non hai le lettere: {missing:manca}",
	"digraph_tile":         "non hai le lettere: {missing:manca} ({digraph} è una tessera sola: le tue tessere {letters:e} non la formano)",
	"need_for_jolly":       "ti serve una {letter} per prendere il jolly sulla casella {square}",
	"no_jolly_on":          "sulla casella {square} non c'è un jolly",
	"no_letter":            "in {game:or:questo gioco} non c'è la {letter}",
	"no_lexicon":           "la partita non ha un dizionario",
	"no_player":            "in questa partita non c'è il giocatore {player}",
	"no_such_tile":         "in questo gioco non c'è la tessera {letter}",
	"no_tiles":             "metti almeno una tessera",
	"no_word":              "scrivi la parola che vuoi giocare",
	"not_connected":        "la parola deve coprire una tessera sul tabellone o toccarne una",
	"not_held":             "non hai {tiles} da cambiare",
	"not_in_line":          "le tessere devono stare tutte in una riga o in una colonna",
	"not_letter":           "{char} non è una lettera",
	"not_letter_tile":      "{char:rune} non è una tessera: Upwords ha solo lettere",
	"not_letters":          "{word:q} non è una parola: usa le lettere A-Z",
	"not_letters_of":       "{word:q} non è una parola: usa le lettere A-Z e {letters:e}",
	"not_letters_jolly":    "{word:q} non è una parola: usa le lettere A-Z (minuscole per un jolly)",
	"not_letters_of_jolly": "{word:q} non è una parola: usa le lettere A-Z e {letters:e} (minuscole per un jolly)",
	"not_position":         "{input:q} non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come {across}), oppure la colonna e poi la riga per una parola in verticale (come {down}); righe 1-{rows}, colonne A-{last}",
	"not_tile":             "{char:rune} non è una tessera: usa le lettere, e ? per un jolly",
	"not_touching":         "la parola deve toccare una tessera già sul tabellone",
	"not_your_tiles":       "non hai le tessere per farlo",
	"not_your_turn":        "non è il tuo turno",
	"nothing_to_give":      "non hai tessere da cambiare",
	"off_board_square":     "{square} è fuori dal tabellone (righe 1-{rows}, colonne A-{last})",
	"only_jollies":         "{game:or:questo gioco} ha solo {count} jolly",
	"only_jollies_seen":    "{game:or:questo gioco} ha solo {count} jolly, di cui {seen} sul tabellone",
	"only_tiles":           "{game:or:questo gioco} ha solo {count:plural:# tessera|# tessere} {letter}",
	"only_tiles_seen":      "{game:or:questo gioco} ha solo {count:plural:# tessera|# tessere} {letter}, di cui {seen} sul tabellone",
	"players":              "una partita ha da 2 a 4 giocatori, non {players}",
	"rack_full":            "un leggio contiene al massimo {max:plural:# tessera|# tessere}",
	"resigned":             "hai lasciato questa partita",
	"round_over":           "Il round è finito.",
	"runs_off":             "{word} in {pos} esce dal tabellone",
	"same_letter":          "non puoi mettere una {letter} su una {letter} ({square})",
	"same_square":          "in una mossa puoi mettere una sola tessera su ogni casella (due su {square})",
	"scoring":              "scoring {scoring:q} non è official né linear",
	"square_holds":         "la casella {square} contiene una {held}, non una {letter}",
	"square_taken":         "la casella {square} contiene già una {letter}",
	"tile_off_board":       "una tessera in riga {row}, colonna {col} uscirebbe dal tabellone {size}x{size}",
	"too_high":             "quella pila ha già {max} tessere ({square})",
	"too_long":             "{word} è troppo lunga per il tabellone",
	"too_many_tiles":       "una mossa mette al massimo {max:plural:# tessera|# tessere}",
	"victory_points":       "victory_points {points} non può essere negativo",
	"word_continues":       "la parola non finisce lì: con le tessere vicine si legge {word}; scrivi la parola intera",
	"invalid_detail":       "Parola non valida: {detail}.",
	"not_a_letter":         "{word:q} non è una parola: {char:rune} non è una lettera A-Z.",
	"not_a_letter_of":      "{word:q} non è una parola: {char:rune} non è una lettera: usa A-Z e {letters:e}.",
	"not_in_dictionary":    "{word:q} non è nel dizionario.",
	"not_in_common":        "{word:q} è nel dizionario completo ma non tra le parole comuni.",
	"not_in_standard":      "{word:q} è nel dizionario completo ma non tra le parole standard.",
	"not_on_board":         "{word:q} non è sulla griglia.",
	"not_text":             "{word:q} non è una parola: non è testo.",
	"one_word":             "{word:q} non è una parola: scrivi una parola alla volta.",
	"repeated":             "Hai già trovato {word:q}.",
	"shared":               "{word:q} è stata trovata anche da un altro giocatore, quindi non vale per nessuno.",
	"too_short":            "{word:q} è troppo corta: le parole devono avere almeno {min:plural:# lettera|# lettere}.",
	"type_a_word":          "Scrivi una parola di lettere A-Z.",
	"untraced":             "{word:q} ha troppi percorsi da provare su questa griglia, quindi non vale.",
	"hinted":               "{word:q} era il tuo suggerimento, quindi per te non vale punti.",
	"digraph_cell":         "{word:q} non è sulla griglia: {digraph} è una lettera sola, su una casella sua, e le lettere {letters:e} di questa griglia sono separate.",
	"no_hint":              "Non resta nessuna parola da suggerire: ogni parola della griglia è stata trovata o già suggerita a te.",
	"word_too_long":        "Questa parola è troppo lunga: al massimo {max} lettere.",
	"swap_what":            "Indica la lettera che il jolly rappresenta, o la sua casella.",
	"no_jolly_for":         "Nessun jolly sul tabellone rappresenta la {letter}.",
	"no_swap_rule":         "{game:or:questo gioco} non ha lo scambio del jolly: un jolly giocato resta sul tabellone fino alla fine.",
	"no_swap":              "In Upwords non ci sono jolly da prendere.",
	"lone_q":               "il set Hasbro non ha una Q da sola: scrivi QU per la sua tessera Qu",
	"rack_letters":         "il leggio e le lettere in cima al tabellone hanno {count:plural:# tessera|# tessere} {letter}, ma il gioco ne ha solo {have}",
	"rack_tiles":           "il tabellone e il leggio hanno {count} tessere, ma il gioco ne ha solo {have}",
}

// refusalCatalogue is the table for a locale's language (English when the
// bot does not speak it).
func refusalCatalogue(locale string) refusal.Table {
	if t := refusalTable(langOf(locale)); t != nil {
		return t
	}
	return refusalEnglish
}

// refusalTable is the refusal catalogue of lang, nil when it has none.
func refusalTable(lang string) refusal.Table {
	switch lang {
	case "en":
		return refusalEnglish
	case "it":
		return refusalItalian
	case "fr":
		return refusalFrench
	case "es":
		return refusalSpanish
	case "de":
		return refusalGerman
	case "pt":
		return refusalPortuguese
	}
	return nil
}
