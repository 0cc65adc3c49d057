package main

import (
	"strings"
	"testing"
)

func TestReplayCLI(t *testing.T) {
	good := crosswordTemp(t, "good.gcg", "#character-encoding UTF-8\n#player1 ann Ann\n#player2 bob Bob\n>ann: ACTEEII 8H CAT +10 10\n>bob: OTRRSSU I7 O.T +5 5\n>ann: EEIIXYZ 8H ...X +12 22\n")
	out, errs, code := runCrosswordCLI(t, "scrabble", "replay", good)
	// CATX: X on 8K, no premium: 3+1+1+8 = 13; the record says 12.
	if code != 1 || out != "note line 6: CATX is not in the lexicon\nline 6: 8H ...X scores 13 with our rules, the record says +12\n" || errs != "1 mismatch in 3 moves\n" {
		t.Fatalf("bad record: code %d, out %q, err %q", code, out, errs)
	}
	ok := crosswordTemp(t, "ok.gcg", "#player1 ann Ann\n#player2 bob Bob\n>ann: ACTEEII 8H CAT +10 10\n>bob: OTRRSSU I7 O.T +5 5\n")
	out, errs, code = runCrosswordCLI(t, "scrabble", "replay", ok)
	if code != 0 || out != "ok 2 moves\n" || errs != "" {
		t.Fatalf("good record: code %d, out %q, err %q", code, out, errs)
	}
	// Scarabeo: CASA at 9F on the 17x17 board, 4 + 10 without a jolly.
	sc := crosswordTemp(t, "sc.gcg", "#player1 a A\n#player2 b B\n>a: ACASEIOU 9F CASA +14 14\n")
	if out, errs, code = runCrosswordCLI(t, "scarabeo", "replay", sc); code != 0 || out != "ok 1 move\n" {
		t.Fatalf("scarabeo: code %d, out %q, err %q", code, out, errs)
	}
	broken := crosswordTemp(t, "broken.gcg", "#player1 a A\n>a: ACASEIOU 9F CASA 14 14\n")
	if out, errs, code = runCrosswordCLI(t, "scarabeo", "replay", broken); code != 2 || out != "" || errs == "" {
		t.Fatalf("unreadable: code %d, out %q, err %q", code, out, errs)
	}
	if _, errs, code = runCrosswordCLI(t, "scrabble", "replay"); code != 2 || errs == "" {
		t.Fatalf("no file: code %d, err %q", code, errs)
	}
}

// A record that names its tiles (#tile-distribution, as /export and
// Macondo write it) replays with that language's tiles and lexicon without
// --lang: CHICO from 8E is (CH 5 + I 1 + C 3 + O 1) x2 = 20 with the
// Spanish ones. Tiles wordbot does not play are refused with one line;
// --lang still wins.
func TestReplayTileDistribution(t *testing.T) {
	es := crosswordTemp(t, "es.gcg", "#player1 a A\n#player2 b B\n#lexicon hunspell es_ES\n#tile-distribution spanish\n#tile [CH] [ch]\n>a: [CH]ICOAE 8E [CH]ICO +20 20\n")
	if out, errs, code := runCrosswordCLI(t, "scrabble", "replay", es); code != 0 || out != "ok 1 move\n" || errs != "" {
		t.Errorf("spanish: code %d, out %q, err %q", code, out, errs)
	}
	if out, _, code := runCrosswordCLI(t, "scrabble", "replay", "--lang", "en", es); code != 1 || out == "ok 1 move\n" {
		t.Errorf("--lang en: code %d, out %q", code, out)
	}
	pl := crosswordTemp(t, "pl.gcg", "#player1 a A\n#player2 b B\n#tile-distribution polish\n>a: ŻABA 8E ŻABA +20 20\n")
	if out, errs, code := runCrosswordCLI(t, "scrabble", "replay", pl); code != 2 || out != "" || !strings.HasSuffix(errs, `pl.gcg: its tiles are "polish", which wordbot does not play: give --lang`+"\n") {
		t.Errorf("polish: code %d, out %q, err %q", code, out, errs)
	}
}
