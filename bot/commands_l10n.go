package bot

import "strings"

// CommandLocale is a Discord locale the commands are localized into
// (besides Italian, which the command table holds itself), with the bot's
// language whose names and descriptions it shows.
type CommandLocale struct{ Discord, Lang string }

// CommandLocales are the Discord locales of the French, Spanish, German and
// Portuguese command localizations.
var CommandLocales = []CommandLocale{{"fr", "fr"}, {"es-ES", "es"}, {"es-419", "es"}, {"de", "de"}, {"pt-BR", "pt"}}

// commandNames maps, per language, a command's, subcommand's or option's
// English name to its name in the language; commandTexts maps an English
// description or choice label to the language (commands_fr.go, ...).
var commandNames, commandTexts = map[string]map[string]string{}, map[string]map[string]string{}

// LocalName is a command's ("/play"), subcommand's or option's ("word")
// name in lang, "" when it has none (Italian comes from the command
// table's NameIT and SubIT). Commands and options are named apart: the
// command /board and Boggle's option board have different names.
func LocalName(lang, name string) string {
	names := commandNames[lang]
	if s := names[name]; s != "" || names == nil {
		return s
	}
	if k := strings.TrimPrefix(name, "/"); game(Kind(k)) != nil {
		return k // the games' names stay (commands, and /daily's subcommands)
	}
	return ""
}

// Named says whether name (any case) names the command, subcommand or
// option whose English name is en and Italian name it, in any language the
// bot speaks: the terminal takes /jouer mot:chat as Discord shows it to a
// French player. Commands are given as "/play".
func Named(en, it, name string) bool {
	bare := strings.TrimPrefix(en, "/")
	if strings.EqualFold(bare, name) || (it != "" && strings.EqualFold(it, name)) {
		return true
	}
	for _, lang := range Languages {
		if l := LocalName(lang, en); l != "" && strings.EqualFold(l, name) {
			return true
		}
	}
	return false
}

// LocalText is a command's description or a choice's label in lang, ""
// when it has none.
func LocalText(lang, text string) string { return commandTexts[lang][text] }
