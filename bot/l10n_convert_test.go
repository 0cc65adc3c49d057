package bot

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestConvertCatalogues writes bot/l10n/locales/*.json from the Go maps
// (catalogues, topic tables, refusal tables, command names and texts, the
// command table's Italian fields) and the sentence IDs for TestL10nGolden.
// Run with WORDBOT_L10N_CONVERT=1 (issue 27, Deliver 4).
func TestConvertCatalogues(t *testing.T) {
	if os.Getenv("WORDBOT_L10N_CONVERT") == "" {
		t.Skip("WORDBOT_L10N_CONVERT not set")
	}
	files := map[string]map[string]string{}
	for _, l := range Languages {
		files[l] = map[string]string{}
	}
	// sentences: every key of every catalogue, and the messages in the source
	ids := map[string]bool{}
	for m := range catalogueMessages(t) {
		ids[m] = true
	}
	for k := range italian {
		ids[k] = true
	}
	for _, l := range Languages[2:] {
		for k := range catalogue(l) {
			if !ids[k] {
				t.Logf("%s: %q is not used", l, k)
			}
		}
	}
	// a sentence no source file says any more is dropped
	var src strings.Builder
	for _, g := range []string{"*.go", "terminal/*.go", "../render/*.go", "../games/*/*.go"} {
		fs, _ := filepath.Glob(g)
		for _, f := range fs {
			if !strings.HasSuffix(f, "_test.go") && !strings.HasPrefix(f, "catalog_") {
				b, _ := os.ReadFile(f)
				src.Write(b)
			}
		}
	}
	msgs := catalogueMessages(t)
	for id := range ids {
		if _, ok := msgs[id]; !ok && !strings.Contains(src.String(), strconv.Quote(id)) {
			t.Logf("%q: no source says it", id)
			delete(ids, id)
		}
	}
	var sentences []string
	for id := range ids {
		sentences = append(sentences, id)
		files["en"][id] = id
		for _, l := range Languages[1:] {
			if s, ok := catalogue(l)[id]; ok {
				files[l][id] = s
			}
		}
	}
	sort.Strings(sentences)
	for _, l := range Languages {
		for code, s := range refusalTable(l) {
			files[l]["refusal."+string(code)] = s
		}
	}
	// /help, one message each
	for _, l := range Languages {
		files[l]["help"] = helpText(l)
	}
	// command names, descriptions and choice labels, as Discord shows them
	used := map[string]bool{}
	set := func(l, id, v string) {
		if v == "" {
			return
		}
		if old, ok := files[l][id]; ok && old != v {
			t.Errorf("%s %s: %q and %q", l, id, old, v)
		}
		files[l][id] = v
	}
	name := func(en, it string) {
		id := "command.name:" + en
		set("en", id, strings.TrimPrefix(en, "/"))
		if it == "" {
			it = LocalName("fr", en) // the games' names, and stop
		}
		set("it", id, it)
		for _, l := range Languages[2:] {
			used[l+" "+en] = true
			set(l, id, LocalName(l, en))
		}
	}
	text := func(en, it string) {
		id := "command.text:" + en
		set("en", id, en)
		set("it", id, it)
		for _, l := range Languages[2:] {
			used[l+" text "+en] = true
			set(l, id, LocalText(l, en))
		}
	}
	for _, c := range Commands() {
		name("/"+c.Name, c.NameIT)
		text(c.Description, c.DescriptionIT)
		if c.Sub != "" {
			name(c.Sub, c.SubIT)
			text(c.SubDescription, c.SubDescriptionIT)
		}
		opts := c.Options
		for _, s := range c.Subs {
			name(s.Name, s.NameIT)
			text(s.Description, s.DescriptionIT)
			opts = append(opts, s.Options...)
		}
		for _, o := range opts {
			name(o.Name, o.NameIT)
			text(o.Description, o.DescriptionIT)
			for _, ch := range o.Choices {
				if ch.Own {
					continue
				}
				id := "command.choice:" + ch.Label
				set("en", id, ch.Label)
				set("it", id, ch.LabelIT)
				for _, l := range Languages[2:] {
					used[l+" text "+ch.Label] = true
					set(l, id, LocalText(l, ch.Label))
				}
			}
		}
	}
	for l, m := range commandNames {
		for k := range m {
			if !used[l+" "+k] {
				t.Logf("%s: name %q not used", l, k)
			}
		}
	}
	for l, m := range commandTexts {
		for k := range m {
			if !used[l+" text "+k] {
				t.Logf("%s: text %q not used", l, k)
			}
		}
	}
	dir := filepath.Join("l10n", "locales")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for l, m := range files {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(m); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, l+".json"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d messages", l, len(m))
	}
	if out := os.Getenv("WORDBOT_L10N_IDS"); out != "" {
		buf, _ := json.MarshalIndent(sentences, "", " ")
		if err := os.WriteFile(out, buf, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
