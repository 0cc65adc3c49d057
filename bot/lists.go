package bot

import (
	"slices"
	"strings"

	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/storage"
)

// Word lists (docs/bot.md, "Word lists"): each language plays its default
// list unless a game's list option, or the server's setting for the game,
// names another of the language's lists (Options.Lists: built-in
// alternates, the operator's config lexicon.lists). A game keeps the
// chosen list's name in its options ("list"; absent: the default), so a
// saved game reloads its list and a game saved before lists plays the
// default.

// optList is the list option of every game's start command.
var optList = OptionSpec{Name: "list", Description: "word list, if this bot has several for the language", Type: String, MaxLength: lexicon.MaxListName, Autocomplete: true}

// findList resolves name (a list option or setting) among lang's lists: the
// list's name as the bot spells it, "" for the default (also when name is
// "", "default" or the default's name); ok is false when lang has no list
// of that name.
func (b *Bot) findList(lang, name string) (list string, ok bool) {
	name = strings.TrimSpace(name)
	if name == "" || strings.EqualFold(name, "default") || strings.EqualFold(name, b.lexiconName(lang, "")) {
		return "", true
	}
	canon, def, ok := b.opt.Lists.Find(lang, name)
	if !ok || def {
		return "", ok
	}
	return canon, true
}

// listNames are lang's lists as a player may name them, the default first.
func (b *Bot) listNames(lang string) []string {
	names := []string{b.lexiconName(lang, "")}
	for i, n := range b.opt.Lists.Names(lang) {
		if i > 0 { // the default is named by lexiconName
			names = append(names, n)
		}
	}
	return names
}

// lexiconOf returns the lexicon of lang's list ("": the default,
// Options.Lexicon). A saved game's list the bot no longer has (removed
// from the config since) plays the default, logged: the game goes on
// rather than being lost.
func (b *Bot) lexiconOf(lang, list string) (*lexicon.DAWG, error) {
	if list == "" {
		return b.opt.Lexicon(lang)
	}
	if _, _, ok := b.opt.Lists.Find(lang, list); !ok {
		b.opt.Logger.Warn("bot: a game's word list is gone, it plays the default", "lang", lang, "list", list)
		return b.opt.Lexicon(lang)
	}
	return b.opt.Lists.Lexicon(lang, list)
}

// chooseList sets opts["list"] to the list a new game of kind in lang
// plays: the list option typed (given), else the server's setting for
// the game when lang has that list, else the default (no "list" key). A
// typed name lang does not have is refused, naming the lists it has.
func (c *handling) chooseList(kind Kind, lang string, typed string, given bool, opts map[string]string) error {
	delete(opts, "list")
	if given && strings.TrimSpace(typed) != "" {
		list, ok := c.b.findList(lang, typed)
		if !ok {
			return Errorf(EInvalid, "%s", c.t("This bot has no word list %s for lang:%s; its lists: %s.", strings.TrimSpace(typed), lang, strings.Join(c.b.listNames(lang), ", ")))
		}
		if list != "" {
			opts["list"] = list
		}
		return nil
	}
	if set := c.settings().List(string(kind)); set != "" {
		if list, ok := c.b.findList(lang, set); ok && list != "" {
			opts["list"] = list
		}
	}
	return nil
}

// anyList resolves a /settings list: the name of a list of some language
// as the bot spells it (the first language's spelling when several have
// one), "" for "default" or "" (unset); ok is false when no language has
// such a list.
func (b *Bot) anyList(name string) (string, bool) {
	if name == "" || strings.EqualFold(name, "default") {
		return "", true
	}
	for _, lang := range lexicon.Languages {
		for _, n := range b.listNames(lang) {
			if strings.EqualFold(n, name) {
				return n, true
			}
		}
	}
	return "", false
}

// allListNames are the names of every language's lists, each once.
func (b *Bot) allListNames() []string {
	var out []string
	for _, lang := range lexicon.Languages {
		for _, n := range b.listNames(lang) {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// listSettings names the lists the server set per game ("Boggle CSW21,
// Scrabble CSW21"), "default" when none is set.
func (c *handling) listSettings(st Settings) string {
	var parts []string
	for _, g := range storage.ListGames {
		if l := st.List(g); l != "" {
			parts = append(parts, c.title(Kind(g))+" "+l)
		}
	}
	if len(parts) == 0 {
		return c.t("default")
	}
	return strings.Join(parts, ", ")
}

// MaxSuggestions is the most suggestions Discord takes for an option.
const MaxSuggestions = 25

// Suggest answers Discord's autocomplete of c's option focused, typed so
// far as c.Options[focused]: for a game's list, the lists of the game's
// language (its lang option, else the server's or the configured
// default); for /settings <game>_list, every language's lists and
// "default". Names holding what was typed (case ignored) come first
// when they begin with it; at most MaxSuggestions. Nil for an option
// with no suggestions.
func (b *Bot) Suggest(c *Command, focused string) []string {
	spec, ok := CommandByName(c.Name)
	if !ok {
		return nil
	}
	var names []string
	switch {
	case spec.Name == settingsCommand.Name:
		kind, ok := strings.CutSuffix(focused, "_list")
		if !ok || game(Kind(kind)) == nil {
			return nil
		}
		names = append(b.allListNames(), "default")
	case focused == optList.Name:
		g := game(Kind(spec.Name))
		if g == nil {
			return nil
		}
		o := b.opt
		applySettings(b.GuildSettings(c.Guild), &o)
		lang := g.Lang(&o)
		if v := strings.ToLower(strings.TrimSpace(c.Options["lang"])); v != "" {
			lang = v
		}
		names = b.listNames(lang)
	default:
		return nil
	}
	typed := strings.ToLower(strings.TrimSpace(c.Options[focused]))
	var first, then []string
	for _, n := range names {
		switch l := strings.ToLower(n); {
		case strings.HasPrefix(l, typed):
			first = append(first, n)
		case strings.Contains(l, typed):
			then = append(then, n)
		}
	}
	out := append(first, then...)
	if len(out) > MaxSuggestions {
		out = out[:MaxSuggestions]
	}
	return out
}
