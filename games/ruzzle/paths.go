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

// Score returns the best score of word on b under b.Scoring and the first
// best-scoring path (in lexicographic order of cells, see the package
// comment). word is letters A-Z in any case; ok is false when no path spells
// it, which includes the empty word and words with other characters. Score
// does not look the word up in any dictionary.
//
// Score explores every path of the word: on boards with many repeated letters
// the number of paths, and so the time, grows exponentially with the word's
// length.
func (b *Board) Score(word string) (best int, path Path, ok bool) {
	b.EachPath(word, func(p Path, score int) bool {
		if !ok || score > best {
			best, ok = score, true
			path = append(path[:0], p...)
		}
		return true
	})
	return best, path, ok
}

// Paths returns every path that spells word on b with its score, best score
// first; paths with equal scores keep the lexicographic order of their cells,
// so Paths(w)[0] is the path Score(w) returns. It returns nil when word is
// not on the board. See Score for the words accepted and the cost.
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
// lexicographic order of the paths' cells, until f returns false. The path
// passed to f is reused: copy it to keep it. See Score for the words accepted.
func (b *Board) EachPath(word string, f func(path Path, score int) bool) {
	ls, ok := toLetters(word)
	if !ok || len(ls) == 0 || len(ls) > len(b.letters) {
		return
	}
	// A word needing more copies of a letter than the board has is not on it.
	var have [26]int
	for _, l := range b.letters {
		have[l]++
	}
	for _, l := range ls {
		if have[l]--; have[l] < 0 {
			return
		}
	}
	used := make([]bool, len(b.letters))
	path := make(Path, len(ls))
	var rec func(i int, c int32, sum, mult int) bool
	rec = func(i int, c int32, sum, mult int) bool {
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
				if !used[x] && b.letters[x] == ls[i+1] {
					if more = rec(i+1, x, sum, mult); !more {
						break
					}
				}
			}
		}
		used[c] = false
		return more
	}
	for c, l := range b.letters {
		if l == ls[0] && !rec(0, int32(c), 0, 1) {
			return
		}
	}
}

// toLetters maps a word of A-Z (any case) to letters 0..25.
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
