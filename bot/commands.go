package bot

import "strings"

// OptionType is the kind of value an option takes.
type OptionType int

// Option types.
const (
	String OptionType = iota
	Integer
	Number
	Boolean
)

// OptionSpec describes one option of a command.
type OptionSpec struct {
	Name, NameIT               string
	Description, DescriptionIT string
	Type                       OptionType
	Required                   bool
	// Choices are the only values the option takes (Discord offers them
	// in a list).
	Choices []Choice
	// Min and Max bound an Integer or Number option when Max > Min.
	Min, Max float64
	// MaxLength bounds a String option when above 0.
	MaxLength int
	// Autocomplete: Discord asks the bot for suggestions as the option
	// is typed (Bot.Suggest); not with Choices.
	Autocomplete bool
}

// Choice is one value of an option with choices, and its name shown to
// players in English and Italian (commands_fr.go and the others name it
// in the other languages, keyed by Label).
type Choice struct {
	Value          string
	Label, LabelIT string
	// Own labels are the same in every language (a language's own name:
	// Français): not translated.
	Own bool
}

// CommandSpec describes a slash command for registration and parsing. A
// command with Sub set has that one subcommand, which holds the options; a
// command with Subs has those subcommands, each with its own options, and
// no options of its own (Discord then offers only the subcommands: the
// command cannot be invoked bare).
type CommandSpec struct {
	Name, NameIT               string
	Description, DescriptionIT string
	Sub, SubIT                 string
	SubDescription             string
	SubDescriptionIT           string
	Options                    []OptionSpec
	Subs                       []SubSpec
	// Private commands are answered only to their user (ephemerally).
	Private bool
	// Permissions are the command's default_member_permissions: Discord
	// offers it only to members with them (0: to everyone). The bot
	// checks them again itself.
	Permissions int64
}

// SubSpec is one of a command's several subcommands.
type SubSpec struct {
	Name, NameIT               string
	Description, DescriptionIT string
	Options                    []OptionSpec
}

// SubByName returns the subcommand of c named name (in any of the bot's
// languages).
func (c CommandSpec) SubByName(name string) (SubSpec, bool) {
	name = strings.ToLower(name)
	for _, s := range c.Subs {
		if Named(s.Name, s.NameIT, name) {
			return s, true
		}
	}
	return SubSpec{}, false
}

// PermManageGuild is Discord's Manage Server permission bit.
const PermManageGuild = 0x20

var (
	optSize    = OptionSpec{Name: "size", NameIT: "dimensione", Description: "board side, 4 to 6", DescriptionIT: "lato della griglia, da 4 a 6", Type: Integer, Min: 4, Max: 6}
	optMinutes = OptionSpec{Name: "minutes", NameIT: "minuti", Description: "length of the round in minutes", DescriptionIT: "durata del round in minuti", Type: Number, Min: MinRoundMinutes, Max: MaxRoundMinutes}
	// optComputer starts a turn game against the computer at once.
	optComputer = OptionSpec{Name: "computer", NameIT: "computer", Description: "play against the computer at this level", DescriptionIT: "gioca contro il computer a questo livello", Type: String,
		Choices: []Choice{{Value: "easy", Label: "easy", LabelIT: "facile"}, {Value: "medium", Label: "medium", LabelIT: "medio"}, {Value: "hard", Label: "hard", LabelIT: "difficile"}}}
	optLang = OptionSpec{Name: "lang", NameIT: "lingua", Description: "dictionary language", DescriptionIT: "lingua del dizionario", Type: String,
		Choices: []Choice{{Value: "en", Label: "English", LabelIT: "Inglese"}, {Value: "it", Label: "Italian", LabelIT: "Italiano"}}}
	// optLangAll offers every language of the bot's lexicons: Upwords plays
	// each with its own bag, Boggle and Ruzzle with each language's letters
	// and values (docs/rules.md, Tiles per language), Spanish Ñ, CH, LL,
	// RR, German Ä, Ö, Ü and Portuguese Ç as tiles and cells of their own.
	optLangAll = OptionSpec{Name: "lang", NameIT: "lingua", Description: "dictionary language", DescriptionIT: "lingua del dizionario", Type: String,
		Choices: []Choice{{Value: "en", Label: "English", LabelIT: "Inglese"}, {Value: "it", Label: "Italian", LabelIT: "Italiano"}, {Value: "fr", Label: "French", LabelIT: "Francese"},
			{Value: "es", Label: "Spanish", LabelIT: "Spagnolo"}, {Value: "de", Label: "German", LabelIT: "Tedesco"}, {Value: "pt", Label: "Portuguese", LabelIT: "Portoghese"}}}
	// optDict is a round's dictionary tier (docs/rules.md, Dictionary tiers).
	optDict = OptionSpec{Name: "dict", NameIT: "dizionario", Description: "which words count: common, standard or full", DescriptionIT: "quali parole valgono: comuni, standard o complete", Type: String,
		Choices: []Choice{{Value: "common", Label: "common words", LabelIT: "parole comuni"}, {Value: "standard", Label: "standard", LabelIT: "standard"}, {Value: "full", Label: "full dictionary", LabelIT: "dizionario completo"}}}
)

// Commands returns the bot's slash commands: each game's own (registry in
// games.go), then those shared by the games.
func Commands() []CommandSpec {
	var out []CommandSpec
	for _, g := range registry {
		out = append(out, g.Command)
	}
	return append(out, []CommandSpec{
		{Name: "guess", NameIT: "indovina", Description: "guess a word privately", DescriptionIT: "proponi una parola in privato", Private: true,
			Options: []OptionSpec{{Name: "word", NameIT: "parola", Description: "your word", DescriptionIT: "la tua parola", Type: String, Required: true, MaxLength: 64}}},
		{Name: "play", NameIT: "gioca", Description: "place a word: pos 9I across, I9 down", DescriptionIT: "piazza una parola: pos 9I orizzontale, I9 verticale",
			Options: []OptionSpec{
				{Name: "word", NameIT: "parola", Description: "the whole word", DescriptionIT: "la parola intera", Type: String, Required: true, MaxLength: 30},
				{Name: "pos", NameIT: "posizione", Description: "first square: 9I across, I9 down", DescriptionIT: "prima casella: 9I orizzontale, I9 verticale", Type: String, Required: true, MaxLength: 6},
			}},
		{Name: "pass", NameIT: "passo", Description: "pass your turn", DescriptionIT: "passa il turno"},
		{Name: "exchange", NameIT: "cambia", Description: "exchange tiles with the bag", DescriptionIT: "cambia lettere con il sacchetto",
			Options: []OptionSpec{{Name: "letters", NameIT: "lettere", Description: "the tiles to exchange (default all)", DescriptionIT: "le lettere da cambiare (tutte di base)", Type: String}}},
		{Name: "swap", NameIT: "scambia", Description: "take a jolly from the board for its letter", DescriptionIT: "prendi un jolly dal tabellone dando la sua lettera",
			Options: []OptionSpec{{Name: "letter", NameIT: "lettera", Description: "the letter the jolly stands for", DescriptionIT: "la lettera del jolly", Type: String, Required: true}}},
		{Name: "resign", NameIT: "ritirati", Description: "leave the game", DescriptionIT: "abbandona la partita"},
		{Name: "board", NameIT: "tabellone", Description: "show the board again", DescriptionIT: "mostra di nuovo il tabellone"},
		{Name: "score", NameIT: "punteggio", Description: "the standings", DescriptionIT: "la classifica"},
		{Name: "rack", NameIT: "leggio", Description: "your tiles, only to you", DescriptionIT: "le tue lettere, solo per te", Private: true},
		{Name: "hint", NameIT: "suggerimento", Description: "the best move for your tiles, only to you", DescriptionIT: "la mossa migliore, solo per te", Private: true},
		{Name: "history", NameIT: "storia", Description: "the moves so far, only to you", DescriptionIT: "le mosse finora, solo per te", Private: true},
		{Name: "unseen", NameIT: "nascoste", Description: "the tiles not on the board or your rack, only to you", DescriptionIT: "le lettere né sul tabellone né sul tuo leggio, solo per te", Private: true},
		{Name: "export", NameIT: "esporta", Description: "the game as a GCG record, only to you", DescriptionIT: "la partita come registrazione GCG, solo per te", Private: true},
		{Name: "review", NameIT: "analisi", Description: "your last game or round, move by move, against the best: only to you", DescriptionIT: "la tua ultima partita o manche, mossa per mossa, contro la migliore: solo per te", Private: true,
			Options: []OptionSpec{{Name: "daily", NameIT: "giornaliero", Description: "or your daily puzzle of this game today, once played", DescriptionIT: "o il tuo rompicapo di oggi di questo gioco, una volta giocato", Type: String,
				Choices: []Choice{{Value: "boggle", Label: "Boggle", LabelIT: "Boggle"}, {Value: "ruzzle", Label: "Ruzzle", LabelIT: "Ruzzle"}, {Value: "scarabeo", Label: "Scarabeo", LabelIT: "Scarabeo"}}}}},
		{Name: "leaderboard", NameIT: "classifica", Description: "this server's ratings and standings for each game", DescriptionIT: "valutazioni e classifica del server per ogni gioco",
			Options: []OptionSpec{{Name: "global", NameIT: "globale", Description: "the ratings across all servers", DescriptionIT: "le valutazioni su tutti i server", Type: Boolean}}},
		{Name: "stats", NameIT: "statistiche", Description: "your ratings, their last changes and your record, only to you", DescriptionIT: "le tue valutazioni, i loro ultimi cambi e i tuoi risultati, solo per te", Private: true},
		{Name: "define", NameIT: "definisci", Description: "the meaning of a word, only to you", DescriptionIT: "il significato di una parola, solo per te", Private: true,
			Options: []OptionSpec{{Name: "word", NameIT: "parola", Description: "the word", DescriptionIT: "la parola", Type: String, Required: true, MaxLength: 64}, optLangAll}},
		{Name: "daily", NameIT: "giornaliero", Description: "today's puzzle, the same for everyone: play it once, privately; or today's standings", DescriptionIT: "il rompicapo di oggi, uguale per tutti: una volta, in privato; o la classifica di oggi", Private: true,
			Subs: dailySubs()},
		{Name: "stop", Description: "end the game in this channel", DescriptionIT: "termina la partita in questo canale"},
		settingsCommand,
		{Name: "help", NameIT: "aiuto", Description: "rules and commands", DescriptionIT: "regole e comandi", Private: true},
	}...)
}

// CommandByName returns the spec of a command (by its name in any of the
// bot's languages).
func CommandByName(name string) (CommandSpec, bool) {
	name = strings.ToLower(name)
	for _, c := range Commands() {
		if Named("/"+c.Name, c.NameIT, name) {
			return c, true
		}
	}
	return CommandSpec{}, false
}

func (c *handling) help(e *Command) []Reply {
	return helpReplies(helpText(langOf(c.locale)))
}

// helpText is the help in lang (English when it has none).
func helpText(lang string) string {
	switch lang {
	case "it":
		return helpIT
	case "fr", "es", "de", "pt":
		if h := helps[lang]; h != "" {
			return h
		}
	}
	return helpEN
}

// helpReplies cuts the help into private replies of whole lines, each
// within a Discord message's 2000 characters.
func helpReplies(text string) []Reply {
	var out []Reply
	var cur []string
	n := 0
	for _, line := range strings.Split(text, "\n") {
		l := len([]rune(line)) + 1
		if len(cur) > 0 && n+l > 2000 {
			out = append(out, Reply{Text: strings.Join(cur, "\n"), Private: true})
			cur, n = nil, 0
		}
		cur, n = append(cur, line), n+l
	}
	return append(out, Reply{Text: strings.Join(cur, "\n"), Private: true})
}

const helpEN = "**wordbot** hosts word games in this channel, one game at a time.\n" +
	"**Boggle** `/boggle start [size] [minutes] [board] [lang] [vs_computer] [min_letters] [victory_points] [dict]`: find words on the grid by linking neighbouring letters (also diagonally), each cell once. Type each word in the chat: ✅ counts, ❌ does not, 🔁 already yours; or press **Guess** under the board and type one or several words (only you see the verdicts). `/guess word` keeps a word private. A word two players find scores for neither. Points: 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11. `dict`: common, standard or full words. During a round `/hint` counts the words nobody has found and can show the start of one (it then scores nothing for you).\n" +
	"**Ruzzle** `/ruzzle start [size] [minutes] [lang] [dict]`: the same, scored by letter values, DL/TL/DW/TW squares and +5 per letter beyond 4; a word found by several players scores for each of them.\n" +
	"**Scarabeo**, **Scrabble**, **Upwords** `/scarabeo new`, `/scrabble new`, `/upwords new [size] [hand] [set]`: a lobby with Join and Start (2-4 players) and Add computer (easy, medium, hard); `computer:hard` plays against the computer at once. On your turn: `/play word pos`, the whole word as it reads after your move and its first square (`8H` across from row 8 column H, `H8` down; the centre is 9I on Scarabeo, 8H on Scrabble, 5E on a 10x10 Upwords board; in Upwords the letters already on top stay and the others are new tiles), `/pass`, `/exchange [letters]`, `/swap letter` (take a Scarabeo jolly), `/resign`. Any time: `/rack` and `/hint` (only you see them), `/board`, `/score`; `/history` (the moves so far), `/unseen` (the tiles you cannot see) and `/export` (the game as a GCG record, Scarabeo and Scrabble), only to you, also after the end. `/review` after a game or round: your moves against the best, the words you missed, only to you.\n" +
	"`/stop` ends the game (its creator, or a member with Manage Channels; see /settings). `/leaderboard [global]`: this server's Glicko-2 ratings and standings, or the ratings across all servers; `/stats`: your own, with your last rating changes (only you see them). `/define word [lang]`: a word's meaning (English from WordNet, the other languages as English translations from FreeDict), only to you.\n" +
	"`/daily boggle`, `/daily ruzzle`, `/daily scarabeo`: today's puzzle of that game, the same for everyone, played once and privately; `/daily standings`: today's standings, streaks and yesterday's answers.\n" +
	"`/settings` (members with Manage Server): language, the bot's language for everyone (locale), minutes, size, dict, turn timeout, who may /stop, daily puzzle lines, each game's word list (`boggle_list`, `scrabble_list`, ...: the name of one of the bot's lists; every game's start also takes `list`); they are every game's defaults (an option you type still wins); with no option, shows them."

const helpIT = "**wordbot** ospita giochi di parole in questo canale, una partita alla volta.\n" +
	"**Boggle** `/boggle inizia [dimensione] [minuti] [griglia] [lingua] [contro_computer] [lettere_minime] [punti_vittoria] [dizionario]`: trova parole sulla griglia collegando lettere vicine (anche in diagonale), ogni casella una volta. Scrivi ogni parola in chat: ✅ vale, ❌ non vale, 🔁 già tua; oppure premi **Indovina** sotto la griglia e scrivi una o più parole (i verdetti li vedi solo tu). `/indovina parola` la tiene privata. Una parola trovata da due giocatori non vale per nessuno. Punti: 3-4 lettere 1, 5: 2, 6: 3, 7: 5, 8+: 11. `dizionario`: parole comuni (common), standard o tutte (full). Durante un round `/suggerimento` conta le parole che nessuno ha trovato e può mostrare l'inizio di una (che poi per te non vale).\n" +
	"**Ruzzle** `/ruzzle inizia [dimensione] [minuti] [lingua] [dizionario]`: lo stesso, con i valori delle lettere, le caselle DL/TL/DW/TW e +5 per lettera oltre la quarta; una parola trovata da più giocatori vale per ciascuno.\n" +
	"**Scarabeo**, **Scrabble**, **Upwords** `/scarabeo nuova`, `/scrabble nuova`, `/upwords nuova [dimensione] [mano] [set]`: una sala con Entra e Inizia (2-4 giocatori) e Aggiungi il computer (facile, medio, difficile); `computer:hard` gioca subito contro il computer. Al tuo turno: `/gioca parola posizione`, la parola intera come si legge dopo la mossa e la sua prima casella (`8H` orizzontale dalla riga 8 colonna H, `H8` verticale; il centro è 9I nello Scarabeo, 8H nello Scrabble, 5E su un Upwords 10x10; in Upwords le lettere già in cima restano e le altre sono tessere nuove), `/passo`, `/cambia [lettere]`, `/scambia lettera` (prendi un jolly dello Scarabeo), `/ritirati`. Sempre: `/leggio` e `/suggerimento` (li vedi solo tu), `/tabellone`, `/punteggio`; `/storia` (le mosse finora), `/nascoste` (le lettere che non vedi) e `/esporta` (la partita in GCG, Scarabeo e Scrabble), solo per te, anche dopo la fine. `/analisi` dopo una partita o una manche: le tue mosse contro le migliori, le parole che ti sono sfuggite, solo per te.\n" +
	"`/stop` termina la partita (chi l'ha creata o chi gestisce il canale; vedi /impostazioni). `/classifica [globale]`: valutazioni Glicko-2 e classifica del server, o valutazioni su tutti i server; `/statistiche`: i tuoi risultati e gli ultimi cambi di valutazione (solo per te). `/definisci parola [lingua]`: il significato di una parola (l'inglese da WordNet, le altre lingue come traduzione inglese da FreeDict), solo per te.\n" +
	"`/giornaliero boggle`, `/giornaliero ruzzle`, `/giornaliero scarabeo`: il rompicapo di oggi di quel gioco, uguale per tutti, una volta e in privato; `/giornaliero classifica`: la classifica di oggi, le serie e le soluzioni di ieri.\n" +
	"`/impostazioni` (chi gestisce il server): lingua, lingua del bot per tutti (lingua_bot), minuti, dimensione, dizionario, tempo per turno, chi può usare /stop, righe del gioco del giorno, la lista di parole di ogni gioco (`lista_boggle`, `lista_scrabble`, ...: il nome di una lista del bot; anche l'inizio di ogni gioco prende `lista`); valgono per ogni gioco (un'opzione scritta vale comunque); senza opzioni le mostra."
