package scarabeo

import (
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// isWord reports whether letters (0..25) form a valid word under v's rules.
func (v *Variant) isWord(lex *lexicon.DAWG, letters []byte) bool {
	if len(letters) < 2 {
		return false
	}
	if v.TwoLetterAny && len(letters) == 2 && v.HasLetter(letters[0]) && v.HasLetter(letters[1]) {
		return true
	}
	return lex.ContainsLetters(letters)
}

// IsWord reports whether w (letters A-Z, any case) is a valid word for v:
// two letters or more, in lex, or any two letters under TwoLetterAny.
func (v *Variant) IsWord(lex *lexicon.DAWG, w string) bool {
	ls := make([]byte, len(w))
	for i := 0; i < len(w); i++ {
		l, ok := lexicon.Index(w[i])
		if !ok {
			return false
		}
		ls[i] = l
	}
	return v.isWord(lex, ls)
}

// Evaluate checks that placing tiles on b is a legal move under b's Variant
// and lex, and returns the move with its main word and score. It is the plain
// validation path: games use it for every play, and the tests check the move
// generator against it. The board is not changed.
func (b *Board) Evaluate(lex *lexicon.DAWG, tiles []Placed) (*Move, error) {
	m, _, err := b.evaluate(lex, tiles, false)
	return m, err
}

// EvaluateAny is Evaluate for words from elsewhere (a game record played
// under another lexicon): the placement must be legal on the board, but
// words that lex lacks are listed (main word first, in upper case) instead
// of refused; the move is scored as if they were words.
func (b *Board) EvaluateAny(lex *lexicon.DAWG, tiles []Placed) (*Move, []string, error) {
	return b.evaluate(lex, tiles, true)
}

func (b *Board) evaluate(lex *lexicon.DAWG, tiles []Placed, lenient bool) (*Move, []string, error) {
	v := b.v
	n := b.n
	if len(tiles) == 0 {
		return nil, nil, refuse(crossword.CodeNoTiles)
	}
	if len(tiles) > v.RackSize {
		return nil, nil, refuse(CodeTooManyTiles, "max", v.RackSize)
	}
	newAt := make(map[crossword.Pos]crossword.Tile, len(tiles))
	for _, t := range tiles {
		if !t.Pos.In(n) {
			return nil, nil, refuse(crossword.CodeTileOffBoard, "row", t.Pos.Row+1, "col", t.Pos.Col+1, "size", n)
		}
		if !v.HasLetter(t.Tile.Letter) {
			return nil, nil, refuse(CodeNoLetter, "letter", v.Symbol(t.Tile.Letter), "game", v.named())
		}
		if old, ok := b.At(t.Pos); ok {
			return nil, nil, refuse(CodeSquareTaken, "square", squareName(t.Pos), "letter", v.Symbol(old.Letter))
		}
		if _, dup := newAt[t.Pos]; dup {
			return nil, nil, refuse(crossword.CodeSameSquare, "square", squareName(t.Pos))
		}
		newAt[t.Pos] = t.Tile
	}
	at := func(p crossword.Pos) (crossword.Tile, bool, bool) { // tile, present, new
		if t, ok := newAt[p]; ok {
			return t, true, true
		}
		t, ok := b.At(p)
		return t, ok, false
	}
	// One line.
	first := tiles[0].Pos
	sameRow, sameCol := true, true
	minP, maxP := first, first
	for _, t := range tiles {
		sameRow = sameRow && t.Pos.Row == first.Row
		sameCol = sameCol && t.Pos.Col == first.Col
		if less(t.Pos, minP) {
			minP = t.Pos
		}
		if less(maxP, t.Pos) {
			maxP = t.Pos
		}
	}
	if !sameRow && !sameCol {
		return nil, nil, refuse(crossword.CodeNotInLine)
	}
	dir := crossword.Across
	if !sameRow {
		dir = crossword.Down
	}
	// Contiguous.
	for p := minP; p != maxP; p = p.Step(dir, 1) {
		if _, ok, _ := at(p); !ok {
			return nil, nil, refuse(crossword.CodeGap, "square", squareName(p))
		}
	}
	// Centre or contact.
	if b.Empty() {
		if _, ok := newAt[v.Centre]; !ok {
			return nil, nil, refuse(CodeFirstCentre, "square", squareName(v.Centre))
		}
		if len(tiles) < v.FirstMinTiles {
			return nil, nil, refuse(crossword.CodeFirstMinTiles, "min", v.FirstMinTiles)
		}
	} else {
		touch := false
		for _, t := range tiles {
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if b.full(t.Pos.Row+d[0], t.Pos.Col+d[1]) {
					touch = true
				}
			}
		}
		if !touch {
			return nil, nil, refuse(CodeNotTouching)
		}
	}
	// Words.
	type word struct {
		start crossword.Pos
		dir   crossword.Dir
		tiles []crossword.Tile
		isNew []bool
	}
	run := func(p crossword.Pos, d crossword.Dir) word {
		for {
			q := p.Step(d, -1)
			if _, ok, _ := at(q); !ok || !q.In(n) {
				break
			}
			p = q
		}
		w := word{start: p, dir: d}
		for q := p; q.In(n); q = q.Step(d, 1) {
			t, ok, nw := at(q)
			if !ok {
				break
			}
			w.tiles = append(w.tiles, t)
			w.isNew = append(w.isNew, nw)
		}
		return w
	}
	score := func(w word) int {
		sum, mult := 0, 1
		for i, t := range w.tiles {
			val := v.TileValue(t)
			if w.isNew[i] || v.ReusablePremiums {
				pr := v.Premium(w.start.Step(w.dir, i))
				val *= pr.LetterMult()
				mult *= pr.WordMult()
			}
			sum += val
		}
		return sum * mult
	}
	text := func(w word) string {
		var sb strings.Builder
		for _, t := range w.tiles {
			sb.WriteByte(t.Rune())
		}
		return sb.String()
	}
	valid := func(w word) error {
		ls := make([]byte, len(w.tiles))
		for i, t := range w.tiles {
			ls[i] = t.Letter
		}
		if !v.isWord(lex, ls) {
			return refuse(crossword.CodeInvalidWord, "word", v.Spell(upperText(w.tiles)))
		}
		return nil
	}
	main := run(minP, dir)
	var cross []word
	if len(tiles) == 1 {
		down := run(minP, crossword.Down)
		if len(main.tiles) < 2 {
			main = down
		} else if len(down.tiles) >= 2 {
			cross = append(cross, down)
		}
	} else {
		for _, t := range tiles {
			if w := run(t.Pos, dir.Other()); len(w.tiles) >= 2 {
				cross = append(cross, w)
			}
		}
	}
	if len(main.tiles) < 2 {
		// Only a lone first tile can get here, and FirstMinTiles refuses it
		// unless a variant allows one tile.
		return nil, nil, refuse(crossword.CodeLoneTile)
	}
	var invalid []string
	for _, w := range append([]word{main}, cross...) {
		if err := valid(w); err != nil {
			if !lenient {
				return nil, nil, err
			}
			invalid = append(invalid, v.Spell(upperText(w.tiles)))
		}
	}
	total := score(main)
	for _, w := range cross {
		total += score(w)
	}
	total += v.lengthBonus(len(tiles))
	jollies := 0
	for _, t := range tiles {
		if t.Tile.Jolly {
			jollies++
		}
	}
	if jollies == 0 {
		total += v.NoJollyBonus
	}
	wb := v.Words[upperText(main.tiles)]
	if len(tiles) == 1 {
		for _, w := range cross {
			wb = max(wb, v.Words[upperText(w.tiles)])
		}
	}
	total += wb
	m := &Move{Dir: main.dir, Start: main.start, Word: v.Spell(text(main)), Score: total}
	for p := main.start; ; p = p.Step(main.dir, 1) {
		if t, ok := newAt[p]; ok {
			m.Tiles = append(m.Tiles, Placed{Pos: p, Tile: t})
		}
		if len(m.Tiles) == len(tiles) {
			break
		}
	}
	// The words it makes: the main word, then those across it in the
	// order of its tiles along the line (the words scored above).
	m.Words = append(make([]string, 0, 1+len(cross)), v.Spell(upperText(main.tiles)))
	for _, t := range m.Tiles {
		if w := run(t.Pos, main.dir.Other()); len(w.tiles) >= 2 {
			m.Words = append(m.Words, v.Spell(upperText(w.tiles)))
		}
	}
	return m, invalid, nil
}

// apply puts the move's tiles on the board (after Evaluate accepted them).
func (b *Board) apply(m *Move) {
	// The cross-checks before the move, or those kept before the moves
	// since they were last computed, with the squares filled since.
	var patch *crossPatch
	if base := b.cross.Load(); base != nil {
		if !base.emptyBoard {
			patch = &crossPatch{base: base}
		}
	} else if p := b.patch.Load(); p != nil {
		patch = &crossPatch{base: p.base, changed: append([]int32(nil), p.changed...)}
	}
	for _, p := range m.Tiles {
		i := p.Pos.Row*b.n + p.Pos.Col
		b.sq[i] = mkSquare(p.Tile)
		if patch != nil {
			patch.changed = append(patch.changed, int32(i))
		}
	}
	b.patch.Store(patch)
	b.cross.Store(nil)
}

// upperText writes tiles as their letters' bytes, 'A'+letter, jollies too
// (Variant.Words' keys; Spell turns it into the players' text).
func upperText(ts []crossword.Tile) string {
	b := make([]byte, len(ts))
	for i, t := range ts {
		b[i] = 'A' + t.Letter
	}
	return string(b)
}
