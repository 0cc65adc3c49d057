package boggle

import (
	"sort"

	"github.com/wordbot/wordbot/lexicon"
)

// Word is a word found on a board, with its points and one path.
type Word struct {
	Word   string `json:"word"`
	Points int    `json:"points"`
	Path   Path   `json:"path"`
}

// MaxFindSteps bounds the work of one FindAll: the cells its walk may step
// on. A random 6x6 board takes some tens of thousands of steps with the
// embedded dictionaries; a typed board built against a dictionary (one
// letter repeated, and a dictionary holding long words of that letter)
// could take exponentially many, and FindAll stops at MaxFindSteps with the
// words found so far (FindAllWithin says whether it stopped).
const MaxFindSteps = 400_000

// FindAll returns every word of lex on the board that the rules allow
// (at least rules.Min letters; QU cells with rules.QuFace), once each,
// sorted alphabetically, with its points and the first path in search order
// (the one Trace returns). It is the second of the two searches of docs/rules.md, Boggle: a
// depth-first walk over the board and the DAWG together that abandons a
// path as soon as no word starts with its letters. It needs no setup; the
// Solver is the faster choice for many boards with one lexicon. The walk
// takes at most MaxFindSteps steps.
func FindAll(b Board, lex *lexicon.DAWG, rules Rules) []Word {
	ws, _ := FindAllWithin(b, lex, rules, MaxFindSteps)
	return ws
}

// FindAllWithin is FindAll with a budget of steps (cells stepped on, at
// least 1); complete is false when the walk ran out of steps, and the words
// are then those found before it stopped.
func FindAllWithin(b Board, lex *lexicon.DAWG, rules Rules, budget int) (words []Word, complete bool) {
	if b.size == 0 {
		return nil, true
	}
	f := finder{b: &b, adj: &adjacencies[b.size], lex: lex, rules: rules, min: rules.Min(b.size), seen: map[string]bool{}, left: max(budget, 1)}
	for cell := 0; cell < b.Cells() && !f.stopped; cell++ {
		f.visit(cell, lex.Root(), 0)
	}
	sort.Slice(f.out, func(i, j int) bool { return f.out[i].Word < f.out[j].Word })
	return f.out, !f.stopped
}

type finder struct {
	b       *Board
	adj     *adjacency
	lex     *lexicon.DAWG
	rules   Rules
	min     int
	letters []byte // the word so far, 'A'..'Z'
	path    []int8
	seen    map[string]bool
	out     []Word
	left    int  // steps left
	stopped bool // the steps ran out
}

// visit steps onto cell from DAWG node n, with the cells in used taken.
func (f *finder) visit(cell int, n lexicon.Node, used uint64) {
	if f.left <= 0 {
		f.stopped = true
		return
	}
	f.left--
	l := f.b.cells[cell]
	child, final, ok := f.lex.Next(n, l)
	if !ok {
		return
	}
	f.letters = append(f.letters, 'A'+l)
	if f.rules.QuFace && l == letterQ {
		child, final, ok = f.lex.Next(child, letterU)
		if !ok {
			f.letters = f.letters[:len(f.letters)-1]
			return
		}
		f.letters = append(f.letters, 'U')
	}
	f.path = append(f.path, int8(cell))
	if final && len(f.letters) >= f.min && !f.seen[string(f.letters)] {
		w := string(f.letters)
		f.seen[w] = true
		if f.rules.Tier == lexicon.Full || f.lex.InTier(w, f.rules.Tier) {
			f.out = append(f.out, Word{Word: w, Points: f.rules.Scoring.Points(len(w)), Path: pathOf(f.b.size, f.path)})
		}
	}
	if child != 0 {
		used |= 1 << cell
		for k := 0; k < int(f.adj.count[cell]); k++ {
			nb := int(f.adj.cells[cell][k])
			if used&(1<<nb) == 0 {
				f.visit(nb, child, used)
			}
		}
	}
	f.path = f.path[:len(f.path)-1]
	if f.rules.QuFace && l == letterQ {
		f.letters = f.letters[:len(f.letters)-2]
	} else {
		f.letters = f.letters[:len(f.letters)-1]
	}
}
