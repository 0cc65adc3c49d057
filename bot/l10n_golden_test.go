package bot

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"testing"
)

// TestL10nGolden dumps every catalogue lookup (sentences, counts, refusal
// templates, command names and texts, /help) in every language to the file
// WORDBOT_L10N_GOLDEN names, or compares with it when it exists: run once
// with the Go maps and once with bot/l10n's files (issue 27, Deliver 4).
func TestL10nGolden(t *testing.T) {
	path := os.Getenv("WORDBOT_L10N_GOLDEN")
	if path == "" {
		t.Skip("WORDBOT_L10N_GOLDEN not set")
	}
	ids := os.Getenv("WORDBOT_L10N_IDS") // one JSON list of the sentence IDs
	var sentences []string
	buf, err := os.ReadFile(ids)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(buf, &sentences); err != nil {
		t.Fatal(err)
	}
	var names, texts []string
	seenN, seenT := map[string]bool{}, map[string]bool{}
	addN := func(s string) {
		if s != "" && !seenN[s] {
			seenN[s] = true
			names = append(names, s)
		}
	}
	addT := func(s string) {
		if s != "" && !seenT[s] {
			seenT[s] = true
			texts = append(texts, s)
		}
	}
	for _, c := range Commands() {
		addN("/" + c.Name)
		addT(c.Description)
		addN(c.Sub)
		addT(c.SubDescription)
		opts := c.Options
		for _, s := range c.Subs {
			addN(s.Name)
			addT(s.Description)
			opts = append(opts, s.Options...)
		}
		for _, o := range opts {
			addN(o.Name)
			addT(o.Description)
			for _, ch := range o.Choices {
				addT(ch.Label)
			}
		}
	}
	sort.Strings(names)
	sort.Strings(texts)
	out := map[string]string{}
	for _, lang := range Languages {
		for _, id := range sentences {
			out[lang+" sentence "+id] = tr(lang, id)
		}
		c := &handling{locale: lang}
		for _, n := range []int{0, 1, 2, 5, 21, 1000000} {
			out[fmt.Sprintf("%s count %d", lang, n)] = fmt.Sprint(c.points(n), "|", c.words(n), "|", c.days(n), "|", c.ratedGames(n), "|",
				c.standingText(Standing{Wins: n, Played: n, Total: n, Best: n}), "|", fmtDuration(lang, n), "|", fmtDuration(lang, 60*n))
		}
		for code, s := range refusalCatalogue(lang) {
			out[lang+" refusal "+string(code)] = s
		}
		if lang != "en" && lang != "it" {
			for _, n := range names {
				out[lang+" name "+n] = LocalName(lang, n)
			}
			for _, s := range texts {
				out[lang+" text "+s] = LocalText(lang, s)
			}
		}
		out[lang+" help"] = helpText(lang)
	}
	if old, err := os.ReadFile(path); err == nil {
		var want map[string]string
		if err := json.Unmarshal(old, &want); err != nil {
			t.Fatal(err)
		}
		for k, v := range want {
			if out[k] != v {
				t.Errorf("%s:\n got %q\nwant %q", k, out[k], v)
			}
		}
		for k := range out {
			if _, ok := want[k]; !ok {
				t.Errorf("%s: new", k)
			}
		}
		t.Logf("%d lookups compared", len(want))
		return
	}
	buf, _ = json.MarshalIndent(out, "", " ")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d lookups written", len(out))
}
