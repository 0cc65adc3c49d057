// Package terminal runs the bot in a local channel on a text stream: each
// input line is a chat message or a slash command written as Discord shows
// it (/boggle start size:5 minutes:2); the bot's replies are printed, images
// are written to a folder and their paths printed. It works with input piped
// in.
//
// Local commands: /as NAME switches player, /press LABEL presses the latest
// button with that label, /wait SECONDS lets time pass, /quit leaves (as does
// the end of input). A button that opens a form on Discord (Guess) prints
// the form's prompt instead: the player's next line that is not a command is
// what they type in it.
package terminal

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wordbot/wordbot/bot"
)

// Config configures a terminal session.
type Config struct {
	// Host is the bot built by main (required): the terminal attaches
	// itself to it and never builds one of its own.
	Host *bot.Bot
	// ImageDir is where images and reports are written (default data/images).
	ImageDir string
	// Player is the first player's name (default "player").
	Player string
	// Locale is the players' locale ("it" for Italian replies).
	Locale string
	// Wait lets time pass for /wait; the default sleeps. Tests advance a
	// fake clock instead.
	Wait func(d time.Duration)
	// Managers are the players who count as members with Manage Channels
	// and Manage Server (who may /stop any game and use /settings); nil
	// means the first player only, so that
	// the creator-or-manager rule can be tried: /as Bob cannot stop a game
	// the player started.
	Managers []string
	// ButtonsFile, when set, keeps the buttons shown so far across
	// restarts, so that a live game's buttons can still be pressed after
	// the terminal is started again (the bot checks that each is current).
	ButtonsFile string
}

// Terminal is a running local channel.
type Terminal struct {
	cfg Config
	bot *bot.Bot

	mu      sync.Mutex
	out     io.Writer
	user    bot.User
	seq     int
	files   int
	buttons []shownButton     // latest last
	texts   map[string]string // message ID -> its text, for the reactions: the latest maxTexts
	textIDs []string          // the IDs in texts, oldest first
	forms   map[string]string // user ID -> the form (Modal ID) their next line fills
}

// MaxLine is the longest input line the terminal reads, in bytes: a Discord
// message holds at most 4,000 characters, and a command's options at most
// a few hundred. A longer line is refused with a sentence and skipped, so
// that a huge paste costs neither memory nor work.
const MaxLine = 16 << 10

// maxTexts is how many of the latest chat lines the terminal keeps to print
// beside the reactions to them (a reaction follows its message at once).
const maxTexts = 256

// shownButton is a button printed in the channel; owner, when set, is the
// only player who saw it (a private reply) and so the only one who can press it.
type shownButton struct {
	bot.Button
	owner string
}

// savedButton is a shownButton in the ButtonsFile.
type savedButton struct {
	Label string `json:"label"`
	ID    string `json:"id"`
	Owner string `json:"owner,omitempty"`
}

// maxButtons is how many of the latest buttons the terminal remembers.
const maxButtons = 50

// loadButtons reads the ButtonsFile; a missing or damaged file is no buttons.
func (t *Terminal) loadButtons() {
	if t.cfg.ButtonsFile == "" {
		return
	}
	data, err := os.ReadFile(t.cfg.ButtonsFile)
	if err != nil {
		return
	}
	var saved []savedButton
	if json.Unmarshal(data, &saved) != nil {
		return
	}
	if len(saved) > maxButtons {
		saved = saved[len(saved)-maxButtons:]
	}
	for _, s := range saved {
		t.buttons = append(t.buttons, shownButton{Button: bot.Button{Label: s.Label, ID: s.ID}, owner: s.Owner})
	}
}

// saveButtons writes the buttons to the ButtonsFile (t.mu held).
func (t *Terminal) saveButtons() {
	if t.cfg.ButtonsFile == "" {
		return
	}
	saved := make([]savedButton, len(t.buttons))
	for i, b := range t.buttons {
		saved[i] = savedButton{Label: b.Label, ID: b.ID, Owner: b.owner}
	}
	data, err := json.Marshal(saved)
	if err != nil {
		return
	}
	tmp := t.cfg.ButtonsFile + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		os.Rename(tmp, t.cfg.ButtonsFile)
	}
}

const (
	channel = "terminal"
	guild   = "local"
)

// Run reads in until /quit or its end, printing the bot's replies to out.
func Run(cfg Config, in io.Reader, out io.Writer) error {
	t := New(cfg, out)
	return t.Run(in)
}

// New returns a terminal printing to out.
func New(cfg Config, out io.Writer) *Terminal {
	if cfg.ImageDir == "" {
		cfg.ImageDir = filepath.Join("data", "images")
	}
	if cfg.Player == "" {
		cfg.Player = "player"
	}
	if cfg.Wait == nil {
		cfg.Wait = time.Sleep
	}
	t := &Terminal{cfg: cfg, out: out, texts: map[string]string{}, forms: map[string]string{}}
	t.loadButtons()
	t.files = lastNumber(cfg.ImageDir) // after a restart, numbering goes on
	if t.cfg.Managers == nil {
		t.cfg.Managers = []string{cfg.Player}
	}
	t.user = t.userNamed(cfg.Player)
	if t.bot = cfg.Host; t.bot != nil {
		t.bot.Attach(t)
	}
	return t
}

// Bot returns the terminal's bot.
func (t *Terminal) Bot() *bot.Bot { return t.bot }

func (t *Terminal) userNamed(name string) bot.User {
	manager := false
	for _, m := range t.cfg.Managers {
		manager = manager || strings.EqualFold(strings.TrimSpace(m), name)
	}
	return bot.User{ID: strings.ToLower(name), Name: name, ManageChannels: manager, ManageGuild: manager}
}

// Run reads lines until /quit or the end of in.
func (t *Terminal) Run(in io.Reader) error {
	if t.bot == nil {
		return errors.New("terminal: no bot (Config.Host)")
	}
	if err := t.bot.Resume(); err != nil {
		t.printf("(could not resume saved games: %v)\n", err)
	}
	t.printf("wordbot in the terminal, playing as %s. Type /help for the games, /as NAME to switch player, /quit to leave.\n", t.user.Name)
	r := bufio.NewReaderSize(in, 64<<10)
	for {
		line, n, err := readLine(r, MaxLine)
		if n > MaxLine {
			t.printf("(line of %d bytes ignored: at most %d)\n", n, MaxLine)
		} else if n > 0 && !t.Line(line) {
			break
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			t.bot.Wait()
			return err
		}
	}
	t.bot.Wait()
	return nil
}

// readLine reads one line of r, its end of line removed, and its length in
// bytes. A line longer than max bytes is read to its end but not kept: n
// says how long it was and line is "". At the end of input err is io.EOF
// (with the last line, if it had no end of line).
func readLine(r *bufio.Reader, max int) (line string, n int, err error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		n += len(chunk)
		if n <= max+1 { // +1: the end of line
			buf = append(buf, chunk...)
		} else {
			buf = nil
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == nil || err == io.EOF {
			if len(chunk) > 0 && chunk[len(chunk)-1] == '\n' {
				n--
			}
			if n > max {
				return "", n, err
			}
			return strings.TrimSuffix(string(buf), "\n"), n, err
		}
		return "", n, err
	}
}

// Line handles one input line; it returns false on /quit.
func (t *Terminal) Line(line string) bool {
	line = strings.TrimSpace(strings.TrimSuffix(line, "\r"))
	if line == "" {
		return true
	}
	if !strings.HasPrefix(line, "/") {
		t.mu.Lock()
		if form, ok := t.forms[t.user.ID]; ok {
			delete(t.forms, t.user.ID)
			u := t.user
			t.mu.Unlock()
			t.bot.Handle(&bot.Submit{CustomID: form, Text: line, User: u, Channel: channel, Guild: guild, Locale: t.cfg.Locale})
			return true
		}
		t.seq++
		id := fmt.Sprint("t", t.seq)
		t.texts[id] = line
		t.textIDs = append(t.textIDs, id)
		if len(t.textIDs) > maxTexts {
			delete(t.texts, t.textIDs[0])
			t.textIDs = t.textIDs[1:]
		}
		u := t.user
		t.mu.Unlock()
		t.bot.Handle(&bot.Message{ID: id, Text: line, User: u, Channel: channel, Guild: guild})
		return true
	}
	fields := strings.Fields(line[1:])
	if len(fields) == 0 {
		return true
	}
	name := strings.ToLower(fields[0])
	rest := strings.TrimSpace(line[1+len(fields[0]):])
	switch name {
	case "quit", "exit":
		return false
	case "as":
		if rest == "" {
			t.printf("Usage: /as NAME\n")
			return true
		}
		t.mu.Lock()
		t.user = t.userNamed(rest)
		t.mu.Unlock()
		t.printf("(now playing as %s)\n", rest)
		return true
	case "wait":
		secs := 0.0
		if _, err := fmt.Sscan(rest, &secs); err != nil || secs < 0 || secs > 3600 {
			t.printf("Usage: /wait SECONDS\n")
			return true
		}
		t.cfg.Wait(time.Duration(secs * float64(time.Second)))
		t.bot.Wait()
		return true
	case "press":
		t.press(rest)
		return true
	}
	spec, ok := bot.CommandByName(name)
	if !ok {
		t.printf("Unknown command /%s. Type /help for the list of commands.\n", name)
		return true
	}
	t.mu.Lock()
	u := t.user
	t.mu.Unlock()
	if name := unknownOption(spec, rest); name != "" {
		// Discord offers only the command's options; say so here rather than
		// read the token as another option's value.
		var names []string
		for _, o := range spec.Options {
			names = append(names, o.Name)
		}
		if len(names) == 0 {
			t.printf("/%s takes no option %s.\n", spec.Name, name)
		} else {
			t.printf("/%s has no option %s: its options are %s.\n", spec.Name, name, strings.Join(names, ", "))
		}
		return true
	}
	c := &bot.Command{Name: spec.Name, User: u, Channel: channel, Guild: guild, Locale: t.cfg.Locale}
	c.Sub, c.Options = ParseOptions(spec, rest)
	t.bot.Handle(c)
	return true
}

func (t *Terminal) press(label string) {
	t.mu.Lock()
	var found *bot.Button
	u := t.user
	for i := len(t.buttons) - 1; i >= 0; i-- {
		b := t.buttons[i]
		if b.owner != "" && b.owner != u.ID {
			// A private reply's buttons are only its player's, as on Discord.
			continue
		}
		if strings.EqualFold(b.Label, label) {
			found = &t.buttons[i].Button
			break
		}
	}
	t.mu.Unlock()
	if found == nil {
		t.printf("No button [%s] to press.\n", label)
		return
	}
	t.bot.Handle(&bot.Press{CustomID: found.ID, User: u, Channel: channel, Guild: guild, Locale: t.cfg.Locale})
}

// unknownOption returns the name of the first "name:value" token of rest
// whose name is none of the command's options (English or Italian), or "".
func unknownOption(spec bot.CommandSpec, rest string) string {
	for _, tok := range strings.Fields(rest) {
		name, _, ok := strings.Cut(tok, ":")
		if !ok || name == "" || strings.IndexFunc(name, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_') }) >= 0 {
			continue
		}
		known := false
		for _, o := range spec.Options {
			known = known || bot.Named(o.Name, name)
		}
		if !known {
			return name
		}
	}
	return ""
}

// ParseOptions reads a command's options as Discord shows them: "name:value"
// (a value runs until the next "name:"), or plain values given in the order
// of the command's options. A leading word equal to the subcommand is the
// subcommand; another leading word of letters is an unknown subcommand
// (/boggle stop), which the bot refuses, not a value.
func ParseOptions(spec bot.CommandSpec, rest string) (string, map[string]string) {
	opts := map[string]string{}
	toks := strings.Fields(rest)
	sub := ""
	if len(spec.Subs) > 0 {
		// A command of several subcommands: the first word names one, whose
		// options follow; none (/daily alone) is left to the bot.
		if len(toks) == 0 {
			return "", opts
		}
		s, ok := spec.SubByName(toks[0])
		if !ok {
			return strings.ToLower(toks[0]), opts
		}
		sub, spec = s.Name, bot.CommandSpec{Name: spec.Name, Options: s.Options}
		toks = toks[1:]
	} else if spec.Sub != "" && len(toks) > 0 && bot.Named(spec.Sub, toks[0]) {
		sub = spec.Sub
		toks = toks[1:]
	} else if spec.Sub != "" && len(toks) > 0 && !strings.Contains(toks[0], ":") &&
		strings.IndexFunc(toks[0], func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) < 0 {
		return strings.ToLower(toks[0]), opts
	}
	optName := func(tok string) (string, string, bool) {
		i := strings.IndexByte(tok, ':')
		if i <= 0 {
			return "", "", false
		}
		k := strings.ToLower(tok[:i])
		for _, o := range spec.Options {
			if bot.Named(o.Name, k) {
				return o.Name, tok[i+1:], true
			}
		}
		return "", "", false
	}
	current, last := "", ""
	next := 0
	for _, tok := range toks {
		if k, v, ok := optName(tok); ok {
			opts[k] = v
			current = k
			continue
		}
		if o, ok := flagNamed(spec, tok); ok {
			// A true/false option named alone (/history games, /leaderboard
			// global) is set, as the help and the refusals write it.
			opts[o] = "true"
			continue
		}
		if current != "" {
			opts[current] = strings.TrimSpace(opts[current] + " " + tok)
			continue
		}
		for next < len(spec.Options) {
			if _, taken := opts[spec.Options[next].Name]; !taken {
				break
			}
			next++
		}
		if next < len(spec.Options) && (len(spec.Options[next].Choices) == 0 || isChoice(spec.Options[next], tok)) {
			last = spec.Options[next].Name
			opts[last] = tok
			next++
			continue
		}
		// No option left for it, or not one of the next option's choices
		// (/define two words, /guess cat dog): it belongs to the option
		// before, which the bot then judges whole (it was dropped).
		if last != "" {
			opts[last] += " " + tok
		}
	}
	// A choice typed as Discord shows it (its label in any language:
	// computer:schwer, ordenador:difícil) is its value, as Discord sends it.
	for _, o := range spec.Options {
		if v, ok := opts[o.Name]; ok {
			opts[o.Name] = choiceValue(o, v)
		}
	}
	if spec.Sub != "" && sub == "" {
		sub = spec.Sub
	}
	return sub, opts
}

// flagNamed is the true/false option of spec that tok names in any
// language (games, parties), if any.
func flagNamed(spec bot.CommandSpec, tok string) (string, bool) {
	for _, o := range spec.Options {
		if o.Type == bot.Boolean && bot.Named(o.Name, tok) {
			return o.Name, true
		}
	}
	return "", false
}

// choiceValue is the value of o's choice whose value or label (in any
// language) is v, any case; v itself when none is.
func choiceValue(o bot.OptionSpec, v string) string {
	for _, c := range o.Choices {
		if strings.EqualFold(c.Value, v) {
			return c.Value
		}
	}
	for _, c := range o.Choices {
		for _, lang := range bot.Languages {
			if l := bot.LocalChoice(lang, c); l != "" && strings.EqualFold(l, v) {
				return c.Value
			}
		}
	}
	return v
}

// isChoice reports whether tok is one of o's choices (by value, any case).
func isChoice(o bot.OptionSpec, tok string) bool {
	for _, c := range o.Choices {
		if strings.EqualFold(c.Value, tok) {
			return true
		}
	}
	return false
}

// printf prints a line of the terminal's own, format ending in a newline,
// worded in the terminal's language (bot.Tr).
func (t *Terminal) printf(format string, args ...any) {
	t.mu.Lock()
	defer t.mu.Unlock()
	io.WriteString(t.out, t.tr(strings.TrimSuffix(format, "\n"), args...)+"\n")
}

// tr words one of the terminal's own texts in its language.
func (t *Terminal) tr(format string, args ...any) string {
	return bot.Tr(t.cfg.Locale, format, args...)
}

// Send prints replies; it implements bot.Sink.
func (t *Terminal) Send(tg bot.Target, replies []bot.Reply) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, r := range replies {
		if r.React != "" {
			fmt.Fprintf(t.out, "  %s %s: %s\n", r.React, tg.User.Name, clip(t.texts[tg.MessageID], 40))
			continue
		}
		if m := r.Modal; m != nil {
			t.forms[tg.User.ID] = m.ID
			fmt.Fprintf(t.out, "[%s] %s: %s\n  %s\n", t.tr("bot, only %s sees this", tg.User.Name), m.Title, m.Label, t.tr("(type them on the next line)"))
			continue
		}
		prefix := "bot"
		switch {
		case r.Private:
			prefix = t.tr("bot, only %s sees this", tg.User.Name)
		case r.Edit != "":
			prefix = t.tr("bot, edited")
		case r.Update:
			prefix = t.tr("bot, updated")
		}
		fmt.Fprintf(t.out, "[%s] %s\n", prefix, indent(stripFences(r.Text)))
		for _, f := range r.Files {
			if p, err := t.writeFile(f); err != nil {
				fmt.Fprintf(t.out, "  %s\n", t.tr("(could not write %s: %v)", f.Name, err))
			} else {
				fmt.Fprintf(t.out, "  %s\n", t.tr("file: %s", p))
			}
		}
		if len(r.Buttons) > 0 {
			var bs []string
			for _, b := range r.Buttons {
				bs = append(bs, "["+b.Label+"]")
				sb := shownButton{Button: b}
				if r.Private {
					sb.owner = tg.User.ID
				}
				t.buttons = append(t.buttons, sb)
			}
			if len(t.buttons) > maxButtons {
				t.buttons = t.buttons[len(t.buttons)-maxButtons:]
			}
			t.saveButtons()
			fmt.Fprintf(t.out, "  %s  %s\n", strings.Join(bs, " "), t.tr("(press with /press LABEL)"))
		}
	}
}

func (t *Terminal) writeFile(f bot.File) (string, error) {
	if err := os.MkdirAll(t.cfg.ImageDir, 0o755); err != nil {
		return "", err
	}
	// A file is never overwritten: a number in use (a file copied in,
	// another wordbot) is skipped.
	for tries := 0; ; tries++ {
		t.files++
		p := filepath.Join(t.cfg.ImageDir, fmt.Sprintf("%04d-%s", t.files, filepath.Base(f.Name)))
		w, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) && tries < 1000 {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = w.Write(f.Data)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		return p, err
	}
}

// lastNumber returns the highest number that starts a file name in dir
// ("0042-board.png"), 0 for none.
func lastNumber(dir string) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	last := 0
	for _, e := range entries {
		name := e.Name()
		i := 0
		for i < len(name) && i < 9 && name[i] >= '0' && name[i] <= '9' {
			i++
		}
		if i == 0 || i >= len(name) || name[i] != '-' {
			continue
		}
		if n, err := strconv.Atoi(name[:i]); err == nil && n > last {
			last = n
		}
	}
	return last
}

func stripFences(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) == "```" {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

func indent(s string) string { return strings.ReplaceAll(s, "\n", "\n  ") }

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
