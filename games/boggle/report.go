package boggle

import (
	"fmt"
	"io"
	"strings"
)

// WriteGrid writes the board with 0-based row and column numbers, as the
// report shows it; with quFace a Q cell shows "Qu".
func WriteGrid(w io.Writer, b Board, quFace bool) {
	var sb strings.Builder
	sb.WriteString("   ")
	for c := 0; c < b.Size(); c++ {
		fmt.Fprintf(&sb, " %-2d", c)
	}
	sb.WriteString("\n")
	for r := 0; r < b.Size(); r++ {
		fmt.Fprintf(&sb, "%2d ", r)
		for c := 0; c < b.Size(); c++ {
			cell := string(b.At(r, c))
			if quFace && cell == "Q" {
				cell = "Qu"
			}
			fmt.Fprintf(&sb, " %-2s", cell)
		}
		sb.WriteString("\n")
	}
	io.WriteString(w, strings.ReplaceAll(sb.String(), " \n", "\n"))
}

// Report returns the round report (after the game report file of
// docs/sources.md, seed 003): the
// board and rules; for each player every word typed, in order, with its points
// and path or the reason it scores 0, and the total; the winner; and the
// words nobody found.
func (res Result) Report() string {
	var b strings.Builder
	res.WriteReport(&b)
	return b.String()
}

// WriteReport writes Report to w.
func (res Result) WriteReport(w io.Writer) {
	n := res.Board.Size()
	q := "Q reads Q"
	if res.Rules.QuFace {
		q = "Q reads QU"
	}
	fmt.Fprintf(w, "Board %dx%d, words of %d+ letters, %s points, %s:\n", n, n, res.Rules.Min(n), res.Rules.Scoring, q)
	WriteGrid(w, res.Board, res.Rules.QuFace)
	for _, p := range res.Players {
		fmt.Fprintf(w, "\n%s:\n", p.Name)
		if len(p.Words) == 0 {
			fmt.Fprintln(w, "  (no words)")
		}
		for _, e := range p.Words {
			switch {
			case e.Reason == OK:
				fmt.Fprintf(w, "  %s %d %s\n", e.Word, e.Points, e.Path)
			case e.Reason == Invalid && e.Detail != "":
				fmt.Fprintf(w, "  %q 0 (%s)\n", e.Word, e.Detail)
			default:
				fmt.Fprintf(w, "  %s 0 (%s)\n", e.Word, e.Reason)
			}
		}
		fmt.Fprintf(w, "  Total: %s\n", plural(p.Total, "point"))
	}
	fmt.Fprintln(w)
	switch len(res.Winners) {
	case 0:
		fmt.Fprintln(w, "No winner.")
	case 1:
		fmt.Fprintf(w, "The winner is %s!\n", res.Winners[0])
	default:
		fmt.Fprintf(w, "Tie between %s.\n", strings.Join(res.Winners, ", "))
	}
	if len(res.Missed) > 0 {
		total := 0
		for _, m := range res.Missed {
			total += m.Points
		}
		fmt.Fprintf(w, "\nWords nobody found (%d, %s):\n", len(res.Missed), plural(total, "point"))
		for _, m := range res.Missed {
			fmt.Fprintf(w, "  %s %d %s\n", m.Word, m.Points, m.Path)
		}
	}
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
