package bot

import (
	"strings"

	"github.com/wordbot/wordbot/bot/l10n"
)

// CommandLocale is a Discord locale the commands are localized into, with
// the bot's language whose names and descriptions it shows.
type CommandLocale struct{ Discord, Lang string }

// CommandLocales are the Discord locales of the Italian, French, Spanish,
// German and Portuguese command localizations.
var CommandLocales = []CommandLocale{{"it", "it"}, {"fr", "fr"}, {"es-ES", "es"}, {"es-419", "es"}, {"de", "de"}, {"pt-BR", "pt"}}

// LocalName is a command's ("/play"), subcommand's or option's ("word")
// name in lang, "" when it has none: the message "command.name:/play" or
// "command.name:word" of bot/l10n's files. Commands and options are named
// apart: the command /board and Boggle's option board have different
// names.
func LocalName(lang, name string) string {
	if s, ok := l10n.Text(lang, "command.name:"+name); ok {
		return s
	}
	if k := strings.TrimPrefix(name, "/"); l10n.Of(lang) != nil && game(Kind(k)) != nil {
		return k // the games' names stay (commands, and /daily's subcommands)
	}
	return ""
}

// Named says whether name (any case) names the command, subcommand or
// option whose English name is en, in any language the bot speaks: the
// terminal takes /jouer mot:chat as Discord shows it to a French player.
// Commands are given as "/play".
func Named(en, name string) bool {
	if strings.EqualFold(strings.TrimPrefix(en, "/"), name) {
		return true
	}
	for _, lang := range Languages {
		if l := LocalName(lang, en); l != "" && strings.EqualFold(l, name) {
			return true
		}
	}
	return false
}

// LocalText is a command's, subcommand's or option's description in lang
// (the message "command.text:" and the English), "" when it has none.
func LocalText(lang, text string) string {
	s, _ := l10n.Text(lang, "command.text:"+text)
	return s
}

// LocalChoice is the label of an option's choice in lang (the message
// "command.choice:" and the English label), "" when it has none; a label
// that is the same in every language (Choice.Own) is itself.
func LocalChoice(lang string, c Choice) string {
	if c.Own {
		return c.Label
	}
	s, _ := l10n.Text(lang, "command.choice:"+c.Label)
	return s
}
