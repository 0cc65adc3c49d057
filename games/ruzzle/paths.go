package ruzzle

import (
	"slices"

	"github.com/wordbot/wordbot/lexicon"
)

// ScoredPath is one path of a word and its score.
type ScoredPath struct {
	Score int
	Path  Path
}

// MaxPathSteps bounds the work of one Score, Paths or EachPath: the cells
// the walk over the word's paths may step on. A dictionary word on a board
// of mixed letters has a handful of paths; on a board of one repeated letter
// a long word has astronomically many, and the walk stops after
// MaxPathSteps steps (EachPathWithin says whether it did).
const MaxPathSteps = 20000

// Score returns the best score of word on b under b.Scoring and the first
// best-scoring path (in lexicographic order of cells, see the package
// comment). word is letters A-Z in any case; ok is false when no path spells
// it, which includes the empty word and words with other characters. Score
// does not look the word up in any dictionary.
//
// Score explores the paths of the word within MaxPathSteps steps: on boards
// with many repeated letters, where a word has more paths than that, it
// returns the best of those it met (ScoreWithin says whether it met all).
func (b *Board) Score(word string) (best int, path Path, ok bool) {
	best, path, ok, _ = b.ScoreWithin(word, MaxPathSteps)
	return best, path, ok
}

// ScoreWithin is Score with a budget of steps; complete is false when the
// walk stopped before meeting every path of the word.
func (b *Board) ScoreWithin(word string, budget int) (best int, path Path, ok, complete bool) {
	_, complete = b.EachPathWithin(word, budget, func(p Path, score int) bool {
		if !ok || score > best {
			best, ok = score, true
			path = append(path[:0], p...)
		}
		return true
	})
	return best, path, ok, complete
}

// Paths returns the paths that spell word on b with their scores, best score
// first; paths with equal scores keep the lexicographic order of their cells,
// so Paths(w)[0] is the path Score(w) returns. It returns nil when word is
// not on the board. Like Score it walks at most MaxPathSteps steps, so on a
// board of repeated letters it lists the paths met within them.
func (b *Board) Paths(word string) []ScoredPath {
	var out []ScoredPath
	b.EachPath(word, func(p Path, score int) bool {
		out = append(out, ScoredPath{Score: score, Path: slices.Clone(p)})
		return true
	})
	slices.SortStableFunc(out, func(x, y ScoredPath) int { return y.Score - x.Score })
	return out
}

// EachPath calls f with every path that spells word on b and its score, in
// lexicographic order of the paths' cells, until f returns false or the walk
// has taken MaxPathSteps steps. The path passed to f is reused: copy it to
// keep it. See Score for the words accepted.
func (b *Board) EachPath(word string, f func(path Path, score int) bool) {
	b.EachPathWithin(word, MaxPathSteps, f)
}

// EachPathWithin is EachPath with a budget of steps (cells stepped on, at
// least 1). It returns the steps taken and whether the walk was complete:
// false when it ran out of steps (an f returning false is a complete walk).
func (b *Board) EachPathWithin(word string, budget int, f func(path Path, score int) bool) (steps int, complete bool) {
	ls, ok := toLetters(word)
	if !ok || len(ls) == 0 || len(ls) > len(b.letters) {
		return 0, true
	}
	// A word needing more copies of a letter than the board has is not on it.
	var have [lexicon.MaxLetter + 1]int
	for _, l := range b.letters {
		have[l]++
	}
	for _, l := range ls {
		if have[l]--; have[l] < 0 {
			return 0, true
		}
	}
	budget = max(budget, 1)
	left := budget
	exhausted := false
	used := make([]bool, len(b.letters))
	path := make(Path, len(ls))
	var rec func(i int, c int32, sum, mult int) bool
	rec = func(i int, c int32, sum, mult int) bool {
		left--
		used[c] = true
		path[i] = b.pos(int(c))
		sum += b.Scoring.Values.Value(b.letters[c]) * b.bonus[c].LetterMult()
		if k := b.bonus[c].WordMult(); k > 1 {
			mult = mulWord(mult, k)
		}
		more := true
		if i == len(ls)-1 {
			more = f(path, b.total(sum, mult, len(ls)))
		} else {
			for _, x := range b.nbrs[c] {
				if used[x] || b.letters[x] != ls[i+1] {
					continue
				}
				if left <= 0 {
					exhausted, more = true, false
					break
				}
				if more = rec(i+1, x, sum, mult); !more {
					break
				}
			}
		}
		used[c] = false
		return more
	}
	for c, l := range b.letters {
		if l != ls[0] {
			continue
		}
		if left <= 0 {
			exhausted = true
		}
		if exhausted || !rec(0, int32(c), 0, 1) {
			break
		}
	}
	return budget - left, !exhausted
}

// toLetters maps a word of A-Z (any case) and the letters beyond Z as the
// lexicon writes them ('[' ...) to letters 0..lexicon.MaxLetter.
func toLetters(word string) ([]byte, bool) {
	out := make([]byte, len(word))
	for i := 0; i < len(word); i++ {
		l, ok := lexicon.Index(word[i])
		if !ok {
			return nil, false
		}
		out[i] = l
	}
	return out, true
}
