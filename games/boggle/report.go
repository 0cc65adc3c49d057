package boggle

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/lexicon"
)

// WriteGrid writes the board with row and column numbers from 1, as the
// report shows it; with quFace a Q cell shows "Qu". bonuses, when it has a
// character per cell (Ruzzle's d t D T .), is written beside the rows.
func WriteGrid(w io.Writer, b Board, quFace bool, bonuses string) {
	writeGrid(w, b, "", quFace, bonuses, EnglishLabels.Bonuses)
}

// Face returns the cell at row r, column c as lang writes it ("A", "Ñ",
// "CH", "Ä"; lang "" or a language without letters beyond Z: A-Z), "Qu"
// for a Q with quFace.
func (b Board) Face(r, c int, lang string, quFace bool) string {
	l := b.cells[r*b.size+c]
	if quFace && l == letterQ {
		return "Qu"
	}
	if l >= 26 {
		if a, err := lexicon.AlphabetOf(lang); err == nil {
			if s := a.Symbol(l); s != "" {
				return s
			}
		}
	}
	return string(rune('A' + l))
}

// Spell returns word (as the lexicon writes it, '[' for Ñ ...) as lang
// writes it; words of A-Z and languages without letters beyond Z are
// returned as they are.
func Spell(lang, word string) string {
	if a, err := lexicon.AlphabetOf(lang); err == nil && a.Size() > 26 {
		return a.Spell(word)
	}
	return word
}

// Spelled returns res with every word (players' and missed) as the
// round's language writes it (Spell with Rules.Lang: NIÑO, not NI[O), for
// showing; the report (WriteReportIn) spells them itself.
func (res Result) Spelled() Result {
	a, err := lexicon.AlphabetOf(res.Rules.Lang)
	if err != nil || a.Size() == 26 {
		return res
	}
	players := make([]PlayerResult, len(res.Players))
	for i, p := range res.Players {
		p.Words = slices.Clone(p.Words)
		for j := range p.Words {
			p.Words[j].Word = a.Spell(p.Words[j].Word)
		}
		p.Hints = slices.Clone(p.Hints)
		for j := range p.Hints {
			p.Hints[j] = a.Spell(p.Hints[j])
		}
		players[i] = p
	}
	res.Players = players
	res.Missed = slices.Clone(res.Missed)
	for i := range res.Missed {
		res.Missed[i].Word = a.Spell(res.Missed[i].Word)
	}
	return res
}

// writeGrid is WriteGrid in lang's letters (Board.Face) with the bonus
// squares' legend in a language. A board with a two-letter face (Qu, CH)
// gives every cell two columns.
func writeGrid(w io.Writer, b Board, lang string, quFace bool, bonuses, legend string) {
	var sb strings.Builder
	n := b.Size()
	faces := make([]string, b.Cells())
	wide := false
	for i := range faces {
		faces[i] = b.Face(i/n, i%n, lang, quFace)
		wide = wide || utf8.RuneCountInString(faces[i]) > 1
	}
	sb.WriteString("   ")
	for c := 0; c < n; c++ {
		if wide {
			fmt.Fprintf(&sb, " %-2d", c+1)
		} else {
			fmt.Fprintf(&sb, " %d", c+1)
		}
	}
	sb.WriteString("\n")
	for r := 0; r < n; r++ {
		fmt.Fprintf(&sb, " %d ", r+1)
		for c := 0; c < n; c++ {
			f := faces[r*n+c]
			sb.WriteString(" " + f)
			if wide && utf8.RuneCountInString(f) == 1 {
				sb.WriteByte(' ')
			}
		}
		if len(bonuses) == n*n {
			sb.WriteString("   ")
			for c := 0; c < n; c++ {
				fmt.Fprintf(&sb, " %c", bonuses[r*n+c])
			}
		}
		sb.WriteString("\n")
	}
	if len(bonuses) == n*n {
		sb.WriteString(legend + "\n")
	}
	io.WriteString(w, sb.String())
}

// Labels are the words of a round report (Result.WriteReportIn), so that
// the report can be written in another language with the same format:
// each string is a fmt format with the verbs of EnglishLabels' in the same
// order, without the report's indentation and line breaks. An empty field
// (and a nil Points or Reason) is the English one.
type Labels struct {
	Title        string // the title: the game's name (%s)
	Intro        string // how paths count rows and columns
	Players      string // the heading of the players' list
	Player       string // a player of the list: number (%d), name (%s)
	Board        string // the heading of the board
	Bets         string // the heading of a player's words: number (%d)
	Found        string // a word that scores: the word (%s), then its path on the next line
	WordPoints   string // a word's points: word (%s), points (%s, from Points)
	Refused      string // a word that scores 0: word (%s), reason (%s, from Reason)
	Total        string // a player's total (%d)
	Computer     string // the computer's total (%s, from Points)
	ComputerWins string // the computer wins
	StoppedTie   string // stopped on a tie: the names (%s)
	// StoppedUnplayed is a round stopped before anybody played: nobody
	// wins (RecordedWinners), also against the computer.
	StoppedUnplayed string
	Winner          string // the winner's name (%s)
	Winners         string // the winners' names (%s)
	Missed          string // the heading of the words nobody found: how many (%d)
	Bonuses         string // the legend of Ruzzle's bonus squares (d t D T .)
	// Points writes a number of points ("1 point", "3 points").
	Points func(n int) string
	// Reason writes why a word scores 0 (Reason.Report), but for a word
	// that is no word of the round's letters (Invalid), which Invalid
	// writes.
	Reason func(Reason) string
	// Invalid writes why an Invalid or Digraph word scores 0 from the
	// engine's refusal (Entry.Refusal: "niño" in a German round names its
	// Ñ and the letters beyond Z the round takes; OCHO on a Spanish board
	// of separate C and H names CH), without a final period; in English,
	// the refusal's sentence.
	Invalid func(*refusal.Refusal) string
}

// EnglishLabels are the report's own words (docs/sources.md, seed 003).
var EnglishLabels = Labels{
	Title:           "%s Game Report",
	Intro:           "Rows and columns count from 1: (2,3) is row 2, column 3.",
	Players:         "PLAYERS:",
	Player:          "Player %d - Name: %s.",
	Board:           "BOARD:",
	Bets:            "Player %d bets:",
	Found:           "%s can be found in the board, following the path :",
	WordPoints:      "%s: %s",
	Refused:         "%s: 0 (%s)",
	Total:           "Total Points: %d",
	Computer:        "Computer: %s",
	ComputerWins:    "The winner is the computer!",
	StoppedTie:      "Stopped on a tie between %s: nobody wins.",
	StoppedUnplayed: "Stopped before anybody played: nobody wins.",
	Winner:          "The winner is %s!",
	Winners:         "The winners are %s!",
	Missed:          "Words nobody found (%d):",
	Bonuses:         "Bonuses: d double letter, t triple letter, D double word, T triple word, . none",
	Points:          func(n int) string { return plural(n, "point") },
	Reason:          Reason.Report,
	Invalid:         func(r *refusal.Refusal) string { return strings.TrimSuffix(r.Error(), ".") },
}

// orEnglish fills l's empty fields with the English ones.
func (l Labels) orEnglish() Labels {
	e := EnglishLabels
	for _, f := range []struct {
		s  *string
		en string
	}{
		{&l.Title, e.Title}, {&l.Intro, e.Intro}, {&l.Players, e.Players}, {&l.Player, e.Player},
		{&l.Board, e.Board}, {&l.Bets, e.Bets}, {&l.Found, e.Found}, {&l.WordPoints, e.WordPoints},
		{&l.Refused, e.Refused}, {&l.Total, e.Total}, {&l.Computer, e.Computer},
		{&l.ComputerWins, e.ComputerWins}, {&l.StoppedTie, e.StoppedTie}, {&l.StoppedUnplayed, e.StoppedUnplayed}, {&l.Winner, e.Winner},
		{&l.Winners, e.Winners}, {&l.Missed, e.Missed}, {&l.Bonuses, e.Bonuses},
	} {
		if *f.s == "" {
			*f.s = f.en
		}
	}
	if l.Points == nil {
		l.Points = e.Points
	}
	if l.Reason == nil {
		l.Reason = e.Reason
	}
	if l.Invalid == nil {
		l.Invalid = e.Invalid
	}
	return l
}

// Report returns the round report in the form of the game report file of
// docs/sources.md, seed 003 (docs/rules.md, Boggle): the players; for each
// one the board, every word typed, in order, with its path (rows and
// columns from 1) and points or the reason it scores 0, and the total; the
// computer's total; the winner (RecordedWinners); and the words nobody found
// (the computer's, against it) with their points and paths.
func (res Result) Report() string {
	var b strings.Builder
	res.WriteReport(&b)
	return b.String()
}

// WriteReport writes Report to w.
func (res Result) WriteReport(w io.Writer) { res.WriteReportIn(w, EnglishLabels) }

// WriteReportIn writes the report in l's words: the same lines as
// WriteReport, worded by l (the bot's catalogues fill it).
func (res Result) WriteReportIn(w io.Writer, l Labels) {
	l = l.orEnglish()
	title := res.Game
	if title == "" {
		title = "Boggle"
	}
	humans, nobody := res.Players, res.Missed
	computer := 0
	if res.VsComputer && len(humans) > 0 {
		cpu := humans[len(humans)-1]
		humans, computer = humans[:len(humans)-1], cpu.Total
		nobody = nil
		for _, e := range cpu.Words {
			nobody = append(nobody, Word{Word: e.Word, Points: e.Points, Path: e.Path})
		}
	}
	fmt.Fprintf(w, l.Title+"\n\n", title)
	io.WriteString(w, l.Intro+"\n\n"+l.Players+"\n")
	for i, p := range humans {
		fmt.Fprintf(w, " "+l.Player+"\n", i+1, p.Name)
	}
	var grid strings.Builder
	writeGrid(&grid, res.Board, res.Rules.Lang, res.Rules.QuFace, res.Bonuses, l.Bonuses)
	if len(humans) == 0 {
		fmt.Fprintf(w, "\n%s\n%s", l.Board, grid.String())
	}
	for i, p := range humans {
		fmt.Fprintf(w, "\n%s\n%s\n"+l.Bets+"\n", l.Board, grid.String(), i+1)
		for _, e := range p.Words {
			if e.Reason == OK {
				word := Spell(res.Rules.Lang, e.Word)
				fmt.Fprintf(w, " "+l.Found+"\n %s\n\n"+l.WordPoints+"\n\n", word, reportPath(e.Path), word, l.Points(e.Points))
			} else {
				why := ""
				if r := e.Refusal(); r != nil {
					why = l.Invalid(r)
				}
				if why == "" {
					why = l.Reason(e.Reason)
				}
				fmt.Fprintf(w, " "+l.Refused+"\n\n", clip(Spell(res.Rules.Lang, e.Word), 64), why)
			}
		}
		fmt.Fprintf(w, l.Total+"\n", p.Total)
	}
	if res.VsComputer {
		fmt.Fprintf(w, "\n"+l.Computer+"\n", l.Points(computer))
	}
	totals := make([]int, len(humans))
	for i, p := range humans {
		totals[i] = p.Total
	}
	// the winners as if the round had run its time, to name a stopped tie
	win, _ := RecordedWinners(totals, computer, res.VsComputer, false)
	_, cpuWins := RecordedWinners(totals, computer, res.VsComputer, res.Early)
	var winners []string
	for _, i := range win {
		winners = append(winners, humans[i].Name)
	}
	switch {
	case cpuWins:
		io.WriteString(w, "\n"+l.ComputerWins+"\n")
	case res.Early && len(humans) == 0:
		io.WriteString(w, "\n"+l.StoppedUnplayed+"\n")
	case res.Early && len(winners) > 1:
		fmt.Fprintf(w, "\n"+l.StoppedTie+"\n", strings.Join(winners, ", "))
	case len(winners) == 1:
		fmt.Fprintf(w, "\n"+l.Winner+"\n", winners[0])
	case len(winners) > 1:
		fmt.Fprintf(w, "\n"+l.Winners+"\n", strings.Join(winners, ", "))
	}
	fmt.Fprintf(w, "\n"+l.Missed+"\n", len(nobody))
	for _, m := range nobody {
		fmt.Fprintf(w, " %s %d %s\n", Spell(res.Rules.Lang, m.Word), m.Points, reportPath(m.Path))
	}
}

// reportPath writes a path as the report does: "(1,1) (1,2)", from 1.
func reportPath(p Path) string {
	parts := make([]string, len(p))
	for i, c := range p {
		parts[i] = fmt.Sprintf("(%d,%d)", c.Row+1, c.Col+1)
	}
	return strings.Join(parts, " ")
}

// clip cuts s to n bytes at a rune boundary, with "…" when cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n - 1
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// Report returns the match report: every round's report, then the totals
// and the winner once the match is over.
func (m *Match) Report() string {
	var b strings.Builder
	for i, r := range m.Rounds {
		fmt.Fprintf(&b, "Round %d\n", i+1)
		r.WriteReport(&b)
		b.WriteString("\n")
	}
	if m.VictoryPoints > 0 {
		fmt.Fprintf(&b, "Totals (playing to %d):\n", m.VictoryPoints)
	} else {
		b.WriteString("Totals:\n")
	}
	for _, p := range m.Standings() {
		fmt.Fprintf(&b, "  %s %d\n", m.Name(p), m.Totals[p])
	}
	if m.Over() {
		if l := m.Leaders(); len(l) == 1 {
			fmt.Fprintf(&b, "%s wins the match!\n", m.Name(l[0]))
		} else {
			names := make([]string, len(l))
			for i, k := range l {
				names[i] = m.Name(k)
			}
			fmt.Fprintf(&b, "The match is a tie between %s.\n", strings.Join(names, ", "))
		}
	}
	return b.String()
}
