package boggle

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// WriteGrid writes the board with row and column numbers from 1, as the
// report shows it; with quFace a Q cell shows "Qu". bonuses, when it has a
// character per cell (Ruzzle's d t D T .), is written beside the rows.
func WriteGrid(w io.Writer, b Board, quFace bool, bonuses string) {
	var sb strings.Builder
	n := b.Size()
	wide := quFace && strings.ContainsRune(b.String(), 'Q')
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
			ch := b.At(r, c)
			switch {
			case wide && ch == 'Q':
				sb.WriteString(" Qu")
			case wide:
				fmt.Fprintf(&sb, " %c ", ch)
			default:
				fmt.Fprintf(&sb, " %c", ch)
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
		sb.WriteString("Bonuses: d double letter, t triple letter, D double word, T triple word, . none\n")
	}
	io.WriteString(w, sb.String())
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
func (res Result) WriteReport(w io.Writer) {
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
	fmt.Fprintf(w, "%s Game Report\n\nRows and columns count from 1: (2,3) is row 2, column 3.\n\nPLAYERS:\n", title)
	for i, p := range humans {
		fmt.Fprintf(w, " Player %d - Name: %s.\n", i+1, p.Name)
	}
	var grid strings.Builder
	WriteGrid(&grid, res.Board, res.Rules.QuFace, res.Bonuses)
	if len(humans) == 0 {
		fmt.Fprintf(w, "\nBOARD:\n%s", grid.String())
	}
	for i, p := range humans {
		fmt.Fprintf(w, "\nBOARD:\n%s\nPlayer %d bets:\n", grid.String(), i+1)
		for _, e := range p.Words {
			if e.Reason == OK {
				fmt.Fprintf(w, " %s can be found in the board, following the path :\n %s\n\n%s: %s\n\n", e.Word, reportPath(e.Path), e.Word, plural(e.Points, "point"))
			} else {
				fmt.Fprintf(w, " %s: 0 (%s)\n\n", clip(e.Word, 64), e.Reason.Report())
			}
		}
		fmt.Fprintf(w, "Total Points: %d\n", p.Total)
	}
	if res.VsComputer {
		fmt.Fprintf(w, "\nComputer: %s\n", plural(computer, "point"))
	}
	totals := make([]int, len(humans))
	for i, p := range humans {
		totals[i] = p.Total
	}
	win, cpuWins := RecordedWinners(totals, computer, res.VsComputer, false)
	var winners []string
	for _, i := range win {
		winners = append(winners, humans[i].Name)
	}
	switch {
	case cpuWins:
		io.WriteString(w, "\nThe winner is the computer!\n")
	case res.Early && len(winners) > 1:
		fmt.Fprintf(w, "\nStopped on a tie between %s: nobody wins.\n", strings.Join(winners, ", "))
	case len(winners) == 1:
		fmt.Fprintf(w, "\nThe winner is %s!\n", winners[0])
	case len(winners) > 1:
		fmt.Fprintf(w, "\nThe winners are %s!\n", strings.Join(winners, ", "))
	}
	fmt.Fprintf(w, "\nWords nobody found (%d):\n", len(nobody))
	for _, m := range nobody {
		fmt.Fprintf(w, " %s %d %s\n", m.Word, m.Points, reportPath(m.Path))
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
		fmt.Fprintf(&b, "  %s %d\n", p, m.Totals[p])
	}
	if m.Over() {
		if l := m.Leaders(); len(l) == 1 {
			fmt.Fprintf(&b, "%s wins the match!\n", l[0])
		} else {
			fmt.Fprintf(&b, "The match is a tie between %s.\n", strings.Join(l, ", "))
		}
	}
	return b.String()
}
