package bot

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/bot/l10n"
)

// TestRegistryComplete checks that every game of the registry has what the
// bot needs: a title in both catalogues, its slash command worded in both
// languages and registered, defaults, and the functions of its family.
func TestRegistryComplete(t *testing.T) {
	var o Options
	o.defaults()
	seen := map[Kind]bool{}
	for _, g := range registry {
		k := g.Kind
		if k == "" || seen[k] || strings.ToLower(string(k)) != string(k) {
			t.Errorf("kind %q: empty, twice or not lower case", k)
		}
		seen[k] = true
		if game(k) == nil || game(k).Kind != k {
			t.Errorf("%s: game() does not find it", k)
		}
		if it, _ := l10n.Text("it", g.Title); g.Title == "" || it == "" {
			t.Errorf("%s: title %q missing from the Italian catalogue", k, g.Title)
		}
		if it, _ := l10n.Text("it", g.StartNote); g.StartNote != "" && it == "" {
			t.Errorf("%s: start note missing from the Italian catalogue", k)
		}
		c := g.Command
		if c.Name != string(k) || c.Description == "" || LocalText("it", c.Description) == "" || c.Sub == "" || LocalName("it", c.Sub) == "" ||
			c.SubDescription == "" || LocalText("it", c.SubDescription) == "" {
			t.Errorf("%s: command incomplete: %+v", k, c)
		}
		for _, op := range c.Options {
			if op.Name == "" || LocalName("it", op.Name) == "" || op.Description == "" || LocalText("it", op.Description) == "" {
				t.Errorf("%s: option incomplete: %+v", k, op)
			}
		}
		if spec, ok := CommandByName(string(k)); !ok || spec.Description != c.Description {
			t.Errorf("%s: command not registered", k)
		}
		if g.Lang == nil {
			t.Errorf("%s: no default language", k)
		} else if l := g.Lang(&o); l != "en" && l != "it" {
			t.Errorf("%s: default language %q", k, l)
		}
		if g.Turns {
			if g.newEngine == nil || g.load == nil || g.Timeout == nil || g.round != nil || g.newRound != nil {
				t.Errorf("%s: a turn game needs newEngine, load and Timeout (and no round)", k)
			}
			for _, b := range g.Bounds {
				found := false
				for _, op := range c.Options {
					found = found || op.Name == b.Name && op.Type == Integer && op.Min == float64(b.Min) && op.Max == float64(b.Max)
				}
				if !found || b.Min > b.Max {
					t.Errorf("%s: bound %+v does not match an option", k, b)
				}
			}
		} else if g.round == nil || g.setup == nil || g.newRound == nil || g.loadRound == nil || g.random == nil || g.newEngine != nil || g.load != nil {
			t.Errorf("%s: a timed game needs round, setup, newRound, loadRound and random (and no engine)", k)
		}
	}
	if len(registry) != 5 {
		t.Errorf("%d games, want 5", len(registry))
	}
	for i, k := range []Kind{Boggle, Ruzzle, Scarabeo, Scrabble, Upwords} {
		if i >= len(registry) || registry[i].Kind != k {
			t.Errorf("game %d is not %s", i, k)
		}
	}
}

// TestEveryGameStarts starts every game of the registry through its slash
// command and stops it again, in English and in Italian.
func TestEveryGameStarts(t *testing.T) {
	for _, g := range registry {
		for _, locale := range []string{"en-US", "it"} {
			b, rec, _, _ := newTestBot(t)
			c := cmd(alice, string(g.Kind), g.Command.Sub)
			c.Locale = locale
			b.Handle(c)
			out := rec.take()
			if len(out) == 0 || out[0].R.Private || !strings.Contains(out[0].R.Text, "**"+g.Title+"**") {
				t.Errorf("%s %s: start: %+v", g.Kind, locale, out)
				continue
			}
			if k, turns := runningKind(b, "c1"); k != g.Kind || turns != g.Turns {
				t.Errorf("%s: %q runs after the start (lobby %v)", g.Kind, k, turns)
			}
			b.Handle(cmd(alice, string(g.Kind), "bogus"))
			if out = rec.take(); len(out) != 1 || !out[0].R.Private || !strings.HasPrefix(out[0].R.Text, "Unknown command") &&
				!strings.HasPrefix(out[0].R.Text, "Comando sconosciuto") {
				t.Errorf("%s: unknown subcommand: %+v", g.Kind, out)
			}
			b.Handle(cmd(alice, "stop", ""))
			rec.take()
			if k, _ := runningKind(b, "c1"); k != "" {
				t.Errorf("%s: %q still runs after /stop", g.Kind, k)
			}
		}
	}
}

// runningKind is the game running in a channel, "" for none, and whether
// it is a lobby.
func runningKind(b *Bot, ch string) (Kind, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s := b.sessions[ch]; s != nil {
		return s.Kind, s.Lobby != nil
	}
	return "", false
}

// TestNoKindSwitches checks that the games' names appear as string
// literals only in the registry (games.go): the rest of the bot asks the
// registry instead of branching on a kind.
func TestNoKindSwitches(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, g := range registry {
		names[string(g.Kind)] = true
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "games.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && names[s] {
					t.Errorf("%s: the game name %s outside the registry", fset.Position(lit.Pos()), lit.Value)
				}
			}
			return true
		})
	}
}

// TestStoredKindChecked: a stored session of a game the registry lacks, or
// of a kind on the wrong family (a Boggle lobby), is refused on decoding
// rather than run.
func TestStoredKindChecked(t *testing.T) {
	players := []User{alice}
	for _, s := range []session{
		{Game: 1, Kind: "chess", Lobby: &lobby{Kind: "chess", Players: players}},
		{Game: 1, Kind: Boggle, Lobby: &lobby{Kind: Boggle, Players: players}},
	} {
		if err := s.check(); err == nil {
			t.Errorf("%s lobby accepted", s.Kind)
		}
	}
	ok := session{Game: 1, Kind: Upwords, Lobby: &lobby{Kind: Upwords, Players: players}}
	if err := ok.check(); err != nil {
		t.Errorf("upwords lobby: %v", err)
	}
}
