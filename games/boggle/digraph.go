package boggle

import "github.com/wordbot/wordbot/lexicon"

// maxSplit bounds the letters of two a word may hold for digraphCell to
// try writing them apart: 2^maxSplit traces at most.
const maxSplit = 4

// digraphCell says why w (as the lexicon writes it), a dictionary word not
// on board b, is not there when its language writes some letters with two
// (Spanish CH, LL and RR, one cell each: docs/rules.md, Tiles per
// language): the word traces on b once one or more of those letters are
// written as their two letters, which the board holds as separate cells
// (OCHO on a board of O, C, H, O: C and H are not the letter CH). It
// returns the first such letter written apart ("CH"), or "" when the word
// does not trace that way either.
func digraphCell(b Board, w, lang string, quFace bool) string {
	a, err := lexicon.AlphabetOf(lang)
	if err != nil {
		return ""
	}
	var at []int      // where w has a letter of two
	var pair []string // and that letter's two letters
	for i := 0; i < len(w); i++ {
		if w[i] <= 'Z' {
			continue
		}
		s := a.Symbol(w[i] - 'A')
		if len(s) == 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'A' && s[1] <= 'Z' {
			at, pair = append(at, i), append(pair, s)
		}
	}
	if len(at) == 0 || len(at) > maxSplit {
		return ""
	}
	// Each set of those letters written apart, fewest first: the message
	// names the first letter a trace writes apart.
	split := make([]byte, 0, len(w)+len(at))
	for set := 1; set < 1<<len(at); set++ {
		split, k := split[:0], 0
		for i := 0; i < len(w); i++ {
			if k < len(at) && at[k] == i {
				if set&(1<<k) != 0 {
					split = append(split, pair[k]...)
				} else {
					split = append(split, w[i])
				}
				k++
				continue
			}
			split = append(split, w[i])
		}
		if b.TraceWithin(string(split), quFace, MaxTraceSteps).Found {
			for k := range at {
				if set&(1<<k) != 0 {
					return pair[k]
				}
			}
		}
	}
	return ""
}

// digraphVerdict turns v, a NotOnBoard verdict on b in lang, into a
// Digraph one when digraphCell finds the word with a letter of two written
// apart.
func digraphVerdict(v *Verdict, b Board, lang string, quFace bool) {
	if v.Reason != NotOnBoard {
		return
	}
	if d := digraphCell(b, v.Word, lang, quFace); d != "" {
		v.Reason = Digraph
		v.why = refuse(CodeDigraphCell, "word", Spell(lang, v.Word), "digraph", d, "letters", []string{d[:1], d[1:]})
	}
}
