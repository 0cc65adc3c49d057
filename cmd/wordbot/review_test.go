package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReview: each move against the best, the bingo missed, the players'
// summaries, exactly.
func TestReview(t *testing.T) {
	dict := crosswordTemp(t, "words.txt", "at\neat\nrat\nretains\nta\ntea\nteas\n")
	rec := crosswordTemp(t, "g.gcg", "#player1 ann Ann\n#player2 bob Bob\n"+
		">ann: AEINRST 8H RAT +6 6\n>bob: AT - +0 0\n>ann: EINS -EI +0 6\n")
	out, errs, code := runCrosswordCLI(t, "review", "--lexicon", dict, rec)
	want := "1 ann 8H RAT 6 best 8B RETAINS 66 lost 60 bingo missed: 8B RETAINS 66\n" +
		"2 bob pass 0 best 7I TA 8 lost 8\n" +
		"3 ann exchange EI 0 best - 0 lost 0\n" +
		"ann: scored 6, best 66, lost 60 in 2 turns, efficiency 9.1%, costliest turns 1\n" +
		"bob: scored 0, best 8, lost 8 in 1 turn, efficiency 0.0%, costliest turns 2\n"
	if code != 0 || errs != "" || out != want {
		t.Errorf("code %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errs, out, want)
	}
	out, _, code = runCrosswordCLI(t, "review", "--json", "--lexicon", dict, rec)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 5 {
		t.Fatalf("--json: code %d, %d lines:\n%s", code, len(lines), out)
	}
	var first turnJSON
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil || first.Played != "8H RAT" || first.Best != "8B RETAINS" || first.BestScore != 66 || first.Lost != 60 || first.BingoMissed != "8B RETAINS" {
		t.Errorf("--json first line %s: %+v %v", lines[0], first, err)
	}
	var sum map[string]summaryJSON
	if err := json.Unmarshal([]byte(lines[3]), &sum); err != nil || sum["summary"].Player != "ann" || sum["summary"].Lost != 60 || len(sum["summary"].Costliest) != 1 {
		t.Errorf("--json summary %s: %+v %v", lines[3], sum, err)
	}
}

func TestReviewRefuses(t *testing.T) {
	rec := crosswordTemp(t, "g.gcg", ">ann: AEINRST 8H RAT +6 6\n")
	bad := crosswordTemp(t, "bad.gcg", ">ann: AEINRST 8N RETAINS +66 66\n")
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"review"}, "wordbot review: give one record: wordbot review FILE.gcg\n"},
		{[]string{"review", "--game", "upwords", rec}, "wordbot review: --game must be scrabble or scarabeo\n"},
		{[]string{"review", filepath.Join(t.TempDir(), "none.gcg")}, "no such file"},
		{[]string{"review", "--lang", "xx", rec}, "no scrabble tiles for language \"xx\""},
		{[]string{"review", bad}, "line 1: 8N RETAINS: the word runs off the board"},
	} {
		out, errs, code := runCrosswordCLI(t, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.err) {
			t.Errorf("%v: code %d, stdout %q, stderr %q, want %q", tt.args, code, out, errs, tt.err)
		}
	}
}

// TestReviewSpanish: a Spanish record, read with the tiles its header
// names, is reviewed with the Spanish lexicon and its words written as
// Spanish writes them.
func TestReviewSpanish(t *testing.T) {
	rec := crosswordTemp(t, "es.gcg", "#character-encoding UTF-8\n#tile-distribution spanish\n#tile [CH] [ch]\n"+
		"#player1 ana Ana\n#player2 leo Leo\n>ana: AÑOSEL? 8G AÑO +6 6\n>leo: [CH]ICOAS 9F [CH]ICO +10 10\n")
	out, errs, code := runCrosswordCLI(t, "review", rec)
	if code != 0 || errs != "" || !strings.HasPrefix(out, "1 ana 8G AÑO 6 best ") || !strings.Contains(out, "\n2 leo 9F CHICO 10 best ") {
		t.Errorf("code %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}

// TestReviewBenchRecord reviews a real record of the shared benchmark
// data with ENABLE2K (skipped without it).
func TestReviewBenchRecord(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "bench")
	if _, err := os.Stat(filepath.Join(dir, "gcg", "vs_andy.gcg")); err != nil {
		t.Skip("no benchmark records")
	}
	out, errs, code := runCrosswordCLI(t, "review", "--lexicon", filepath.Join(dir, "enable2k.txt"), filepath.Join(dir, "gcg", "vs_andy.gcg"))
	for _, want := range []string{
		"1 andy 8G GYP 18 best 8G GYP 18 lost 0\n2 cesar 7F ZA 16 best 9I IZAR 19 lost 3\n",
		"\n10 cesar O4 ORIgINS 77 best O3 SORdINI 81 lost 4\n",
		"\nandy: scored 423, best 472, lost 49 in 13 turns, efficiency 89.6%, costliest turns 9, 11, 23\n",
	} {
		if code != 0 || errs != "" || !strings.Contains(out, want) {
			t.Errorf("code %d, stderr %q; want %q in:\n%s", code, errs, want, out)
		}
	}
}

// TestReviewScarabeoExport: a Scarabeo game's /export names its game in
// #title, so `wordbot review` reads it as Scarabeo (8-tile racks, 17x17,
// centre 9I) without --game. Before, it read every record as Scrabble and
// refused the bot's own export: "rack AEFHIRTU: a rack holds at most 7
// tiles". A --game given still wins, and a record without #title stays
// Scrabble.
func TestReviewScarabeoExport(t *testing.T) {
	dict := crosswordTemp(t, "it.txt", "fiutare\netologo\nfiuta\n")
	rec := crosswordTemp(t, "scarabeo.gcg", "#character-encoding UTF-8\n#player1 player player\n"+
		"#player2 Computer_(hard) Computer (hard)\n#title scarabeo\n#lexicon hunspell it_IT\n"+
		">player: AEFHIRTU 9D FIUTARE +57 57\n>Computer_(hard): EOLOGO G8 E.OLOGO +35 35\n")
	out, errs, code := runCrosswordCLI(t, "review", "--lexicon", dict, rec)
	want := "1 player 9D FIUTARE 57 best 9D FIUTARE 57 lost 0\n" +
		"2 Computer_(hard) G8 ETOLOGO 35 best G8 ETOLOGO 35 lost 0\n" +
		"player: scored 57, best 57, lost 0 in 1 turn, efficiency 100.0%, costliest turns none\n" +
		"Computer_(hard): scored 35, best 35, lost 0 in 1 turn, efficiency 100.0%, costliest turns none\n"
	if code != 0 || errs != "" || out != want {
		t.Errorf("code %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errs, out, want)
	}
	if _, errs, code = runCrosswordCLI(t, "review", "--game", "scrabble", "--lexicon", dict, rec); code != 2 || !strings.Contains(errs, "a rack holds at most 7 tiles") {
		t.Errorf("--game scrabble: code %d, stderr %q", code, errs)
	}
}
