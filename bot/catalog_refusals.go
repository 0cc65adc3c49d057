package bot

import "github.com/wordbot/wordbot/games/refusal"

// The bot's words for the engines' refusals (games/refusal): one template
// per code in English and in Italian, with the same arguments as the
// engine's own English template (catalog_refusals_test.go checks it).
// docs/bot.md, "Refusals", describes the templates.

// refusalEnglish words every refusal for English players.
var refusalEnglish = refusal.Table{
	"all_on_board":      "every letter of {word} is already on the board: place at least one tile",
	"already_resigned":  "you have already left this game",
	"bag_empty":         "the bag is empty: there is nothing to exchange with",
	"bag_short":         "the bag holds only {bag:plural:# tile|# tiles}: you cannot exchange {want}",
	"board_bonuses":     "a {size}x{size} board needs {want} bonus characters, got {got}",
	"board_char":        "{char:rune} (character {at}) is not a letter A-Z",
	"board_count":       "a board needs 16, 25 or 36 letters (4x4, 5x5 or 6x6), got {got}",
	"board_letters":     "a {size}x{size} board needs {want} letters, got {got}",
	"board_side":        "board size {size} is out of range (1 to {max})",
	"board_range":       "the board must be between {min}x{min} and {max}x{max}",
	"board_size":        "a board is 4x4, 5x5 or 6x6, not {size}x{size}",
	"bonus_char":        "{char:rune} is not a bonus (d, t, D, T or .)",
	"check_range":       "the shortest checked word must be between {min} and {max} letters",
	"covers_word":       "{word} would cover the whole word {covered}",
	"exchange_one":      "name the one letter you want to exchange",
	"first_centre":      "the first word must cover the centre square ({square})",
	"first_centre_any":  "the first word must cover a centre square",
	"first_min_tiles":   "the first word needs at least {min:plural:# tile|# tiles}",
	"game_over":         "the game is over",
	"gap":               "the tiles must make one unbroken word: square {square} is empty",
	"goes_on_after":     "the word goes on: square {square} after it holds {letter:a}; write the whole word",
	"goes_on_before":    "the word goes on: square {square} before it holds {letter:a}; write the whole word from its first letter",
	"hand_range":        "a hand holds between {min} and {max} tiles",
	"invalid_word":      "{word} is not a valid word",
	"invalid_words":     "{words:and} are not valid words",
	"letter_char":       "{char:rune} is not a letter A-Z",
	"lone_tile":         "a single tile must make a word of at least 2 letters with the tiles next to it",
	"match_over":        "The match is over.",
	"min_letters":       "min_letters {min} is not between 1 and {max}",
	"missing_cover":     "you do not have the letters for that: missing {missing:tiles} (your {jollies:plural:jolly|# jollies} cannot cover them all)",
	"missing_letters":   "you do not have the letters for that: missing {missing:tiles}",
	"need_for_jolly":    "you need {letter:a} to take the jolly on {square}",
	"no_jolly_on":       "square {square} holds no jolly",
	"no_letter":         "there is no {letter} in {game:or:this game}",
	"no_lexicon":        "the game has no lexicon attached",
	"no_player":         "there is no player {player} in this game",
	"no_such_tile":      "there is no {letter} tile in this game",
	"no_tiles":          "place at least one tile",
	"no_word":           "write the word you want to play",
	"not_connected":     "the word must cover a tile on the board or sit next to one",
	"not_held":          "you do not have {tiles} to exchange",
	"not_in_line":       "the tiles must all be in one row or in one column",
	"not_letter":        "{char} is not a letter",
	"not_letters":       "{word:q} is not a word: use the letters A-Z",
	"not_letters_jolly": "{word:q} is not a word: use the letters A-Z (lower case for a jolly)",
	"not_position":      "{input:q} is not a position: write the row then the column for a word across (like {across}), or the column then the row for a word down (like {down}); rows 1-{rows}, columns A-{last}",
	"not_tile":          "{char:rune} is not a tile: use letters, and ? for a jolly",
	"not_touching":      "the word must touch a tile already on the board",
	"not_your_tiles":    "you do not have the tiles for that",
	"not_your_turn":     "it is not your turn",
	"nothing_to_give":   "you have no tiles to exchange",
	"off_board_square":  "{square} is off the board (rows 1-{rows}, columns A-{last})",
	"only_jollies":      "{game:or:this game} has only {count:plural:# jolly|# jollies}",
	"only_jollies_seen": "{game:or:this game} has only {count:plural:# jolly|# jollies}, {seen} of them on the board",
	"only_tiles":        "{game:or:this game} has only {count} {letter} {count:plural:tile|tiles}",
	"only_tiles_seen":   "{game:or:this game} has only {count} {letter} {count:plural:tile|tiles}, {seen} of them on the board",
	"players":           "a game has 2 to 4 players, not {players}",
	"rack_full":         "a rack holds at most {max:plural:# tile|# tiles}",
	"resigned":          "you have left this game",
	"round_over":        "The round is over.",
	"runs_off":          "{word} at {pos} runs off the board",
	"same_letter":       "you cannot put {letter:a} on {letter:a} ({square})",
	"same_square":       "you can put only one tile on each square in a move (two on {square})",
	"scoring":           "scoring {scoring:q} is not official or linear",
	"square_holds":      "square {square} holds {held:a}, not {letter:a}",
	"square_taken":      "square {square} already holds {letter:a}",
	"tile_off_board":    "a tile at row {row}, column {col} would be off the {size}x{size} board",
	"too_high":          "that stack is already {max} high ({square})",
	"too_long":          "{word} is too long for the board",
	"too_many_tiles":    "a move places at most {max:plural:# tile|# tiles}",
	"victory_points":    "victory_points {points} cannot be negative",
	"word_continues":    "the word does not stop there: with the tiles next to it, it reads {word}; write the whole word",
	"invalid_detail":    "{detail}.",
	"not_a_letter":      "{word:q} is not a word: {char:rune} is not a letter A-Z.",
	"not_in_dictionary": "{word:q} is not in the dictionary.",
	"not_in_common":     "{word:q} is in the full dictionary but not in the common tier.",
	"not_in_standard":   "{word:q} is in the full dictionary but not in the standard tier.",
	"not_on_board":      "{word:q} is not on the board.",
	"not_text":          "{word:q} is not a word: that is not text.",
	"one_word":          "{word:q} is not a word: type one word at a time.",
	"repeated":          "You have already found {word:q}.",
	"shared":            "{word:q} was found by another player too, so it scores for nobody.",
	"too_short":         "{word:q} is too short: words need at least {min:plural:# letter|# letters}.",
	"type_a_word":       "Type a word of letters A-Z.",
	"untraced":          "{word:q} has too many ways to try on this board, so it does not count.",
	"hinted":            "{word:q} was your hint, so it scores nothing for you.",
	"no_hint":           "No word is left to hint: every word on the board was found or hinted to you.",
	"word_too_long":     "That word is too long: at most {max} letters.",
	"swap_what":         "Give the letter the jolly stands for, or its square.",
	"no_jolly_for":      "No jolly on the board stands for {letter}.",
	"no_swap":           "Upwords has no jollies to swap.",
}

// refusalItalian words every refusal for Italian players. Letters are
// feminine in Italian: "la A", "una B".
var refusalItalian = refusal.Table{
	"all_on_board":      "tutte le lettere di {word} sono già sul tabellone: metti almeno una tessera",
	"already_resigned":  "hai già lasciato questa partita",
	"bag_empty":         "il sacchetto è vuoto: non c'è niente con cui cambiare",
	"bag_short":         "il sacchetto contiene solo {bag:plural:# tessera|# tessere}: non puoi cambiarne {want}",
	"board_bonuses":     "una griglia {size}x{size} richiede {want} caratteri di bonus, non {got}",
	"board_char":        "{char:rune} (carattere {at}) non è una lettera A-Z",
	"board_count":       "una griglia richiede 16, 25 o 36 lettere (4x4, 5x5 o 6x6), non {got}",
	"board_letters":     "una griglia {size}x{size} richiede {want} lettere, non {got}",
	"board_side":        "la griglia non può essere di lato {size} (da 1 a {max})",
	"board_range":       "il tabellone deve essere tra {min}x{min} e {max}x{max}",
	"board_size":        "una griglia è 4x4, 5x5 o 6x6, non {size}x{size}",
	"bonus_char":        "{char:rune} non è un bonus (d, t, D, T o .)",
	"check_range":       "la parola controllata più corta deve avere tra {min} e {max} lettere",
	"covers_word":       "{word} coprirebbe tutta la parola {covered}",
	"exchange_one":      "indica la lettera che vuoi cambiare",
	"first_centre":      "la prima parola deve coprire la casella centrale ({square})",
	"first_centre_any":  "la prima parola deve coprire una casella centrale",
	"first_min_tiles":   "la prima parola deve usare almeno {min:plural:# tessera|# tessere}",
	"game_over":         "la partita è finita",
	"gap":               "le tessere devono formare una parola continua: la casella {square} è vuota",
	"goes_on_after":     "la parola continua: la casella {square} dopo di essa contiene una {letter}; scrivi la parola intera",
	"goes_on_before":    "la parola continua: la casella {square} prima di essa contiene una {letter}; scrivi la parola intera dalla prima lettera",
	"hand_range":        "una mano ha tra {min} e {max} tessere",
	"invalid_word":      "{word} non è una parola valida",
	"invalid_words":     "{words:e} non sono parole valide",
	"letter_char":       "{char:rune} non è una lettera A-Z",
	"lone_tile":         "una tessera da sola deve formare una parola di almeno 2 lettere con le tessere vicine",
	"match_over":        "La sfida è finita.",
	"min_letters":       "min_letters {min} non è tra 1 e {max}",
	"missing_cover":     "non hai le lettere: {missing:manca} ({jollies:plural:il tuo jolly non basta|i tuoi # jolly non bastano} a coprirle tutte)",
	"missing_letters":   "non hai le lettere: {missing:manca}",
	"need_for_jolly":    "ti serve una {letter} per prendere il jolly sulla casella {square}",
	"no_jolly_on":       "sulla casella {square} non c'è un jolly",
	"no_letter":         "in {game:or:questo gioco} non c'è la {letter}",
	"no_lexicon":        "la partita non ha un dizionario",
	"no_player":         "in questa partita non c'è il giocatore {player}",
	"no_such_tile":      "in questo gioco non c'è la tessera {letter}",
	"no_tiles":          "metti almeno una tessera",
	"no_word":           "scrivi la parola che vuoi giocare",
	"not_connected":     "la parola deve coprire una tessera sul tabellone o toccarne una",
	"not_held":          "non hai {tiles} da cambiare",
	"not_in_line":       "le tessere devono stare tutte in una riga o in una colonna",
	"not_letter":        "{char} non è una lettera",
	"not_letters":       "{word:q} non è una parola: usa le lettere A-Z",
	"not_letters_jolly": "{word:q} non è una parola: usa le lettere A-Z (minuscole per un jolly)",
	"not_position":      "{input:q} non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come {across}), oppure la colonna e poi la riga per una parola in verticale (come {down}); righe 1-{rows}, colonne A-{last}",
	"not_tile":          "{char:rune} non è una tessera: usa le lettere, e ? per un jolly",
	"not_touching":      "la parola deve toccare una tessera già sul tabellone",
	"not_your_tiles":    "non hai le tessere per farlo",
	"not_your_turn":     "non è il tuo turno",
	"nothing_to_give":   "non hai tessere da cambiare",
	"off_board_square":  "{square} è fuori dal tabellone (righe 1-{rows}, colonne A-{last})",
	"only_jollies":      "{game:or:questo gioco} ha solo {count} jolly",
	"only_jollies_seen": "{game:or:questo gioco} ha solo {count} jolly, di cui {seen} sul tabellone",
	"only_tiles":        "{game:or:questo gioco} ha solo {count:plural:# tessera|# tessere} {letter}",
	"only_tiles_seen":   "{game:or:questo gioco} ha solo {count:plural:# tessera|# tessere} {letter}, di cui {seen} sul tabellone",
	"players":           "una partita ha da 2 a 4 giocatori, non {players}",
	"rack_full":         "un leggio contiene al massimo {max:plural:# tessera|# tessere}",
	"resigned":          "hai lasciato questa partita",
	"round_over":        "Il round è finito.",
	"runs_off":          "{word} in {pos} esce dal tabellone",
	"same_letter":       "non puoi mettere una {letter} su una {letter} ({square})",
	"same_square":       "in una mossa puoi mettere una sola tessera su ogni casella (due su {square})",
	"scoring":           "scoring {scoring:q} non è official né linear",
	"square_holds":      "la casella {square} contiene una {held}, non una {letter}",
	"square_taken":      "la casella {square} contiene già una {letter}",
	"tile_off_board":    "una tessera in riga {row}, colonna {col} uscirebbe dal tabellone {size}x{size}",
	"too_high":          "quella pila ha già {max} tessere ({square})",
	"too_long":          "{word} è troppo lunga per il tabellone",
	"too_many_tiles":    "una mossa mette al massimo {max:plural:# tessera|# tessere}",
	"victory_points":    "victory_points {points} non può essere negativo",
	"word_continues":    "la parola non finisce lì: con le tessere vicine si legge {word}; scrivi la parola intera",
	"invalid_detail":    "Parola non valida: {detail}.",
	"not_a_letter":      "{word:q} non è una parola: {char:rune} non è una lettera A-Z.",
	"not_in_dictionary": "{word:q} non è nel dizionario.",
	"not_in_common":     "{word:q} è nel dizionario completo ma non tra le parole comuni.",
	"not_in_standard":   "{word:q} è nel dizionario completo ma non tra le parole standard.",
	"not_on_board":      "{word:q} non è sulla griglia.",
	"not_text":          "{word:q} non è una parola: non è testo.",
	"one_word":          "{word:q} non è una parola: scrivi una parola alla volta.",
	"repeated":          "Hai già trovato {word:q}.",
	"shared":            "{word:q} è stata trovata anche da un altro giocatore, quindi non vale per nessuno.",
	"too_short":         "{word:q} è troppo corta: le parole devono avere almeno {min:plural:# lettera|# lettere}.",
	"type_a_word":       "Scrivi una parola di lettere A-Z.",
	"untraced":          "{word:q} ha troppi percorsi da provare su questa griglia, quindi non vale.",
	"hinted":            "{word:q} era il tuo suggerimento, quindi per te non vale punti.",
	"no_hint":           "Non resta nessuna parola da suggerire: ogni parola della griglia è stata trovata o già suggerita a te.",
	"word_too_long":     "Questa parola è troppo lunga: al massimo {max} lettere.",
	"swap_what":         "Indica la lettera che il jolly rappresenta, o la sua casella.",
	"no_jolly_for":      "Nessun jolly sul tabellone rappresenta la {letter}.",
	"no_swap":           "In Upwords non ci sono jolly da prendere.",
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
