package upwords

import (
	"sort"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// Check validates a move on b, without changing b, and returns it scored.
// rack is the player's rack (nil: not checked). cfg gives the hand size (for
// the bonus) and the checked word length; its Size is ignored. A refusal is
// a *refusal.Refusal with a code of Refusals.
//
// This is the plain rule-by-rule path that Play uses; the move generator is
// tested against it.
func Check(b *Board, tiles []Tile, rack *crossword.Rack, lex *lexicon.DAWG, cfg Config) (Move, error) {
	return check(b, tiles, rack, lex, cfg, -1)
}

// check is Check; prefer is the direction a single tile's main word should
// take when the tile forms a word that way (-1: none).
func check(b *Board, tiles []Tile, rack *crossword.Rack, lex *lexicon.DAWG, cfg Config, prefer int) (Move, error) {
	cfg = withDefaults(cfg)
	alpha := alphabetOf(cfg.Tiles)
	lex = lexiconFor(lex, cfg)
	n := b.n
	if len(tiles) == 0 {
		return Move{}, refuse(crossword.CodeNoTiles)
	}
	letters := make([]byte, len(tiles))
	seen := make(map[crossword.Pos]bool, len(tiles))
	for i, t := range tiles {
		p := crossword.Pos{Row: t.Row, Col: t.Col}
		if !p.In(n) {
			return Move{}, refuse(crossword.CodeTileOffBoard, "row", t.Row+1, "col", t.Col+1, "size", n)
		}
		l, ok := lexicon.Index(t.Letter)
		if !ok || int(l) >= alpha.Size() {
			return Move{}, refuse(CodeNotLetter, "char", quoteByte(t.Letter))
		}
		letters[i] = l
		if seen[p] {
			return Move{}, refuse(crossword.CodeSameSquare, "square", squareName(p))
		}
		seen[p] = true
	}
	sameRow, sameCol := true, true
	for _, t := range tiles[1:] {
		sameRow = sameRow && t.Row == tiles[0].Row
		sameCol = sameCol && t.Col == tiles[0].Col
	}
	if !sameRow && !sameCol {
		return Move{}, refuse(crossword.CodeNotInLine)
	}
	for i, t := range tiles {
		c := &b.cells[t.Row*n+t.Col]
		if c.h > 0 && c.top() == letters[i] {
			return Move{}, refuse(CodeSameLetter, "letter", alpha.Symbol(letters[i]), "square", squareName(crossword.Pos{Row: t.Row, Col: t.Col}))
		}
		if c.h >= MaxHeight {
			return Move{}, refuse(CodeTooHigh, "max", MaxHeight, "square", squareName(crossword.Pos{Row: t.Row, Col: t.Col}))
		}
	}
	if rack != nil {
		if missing := missingLetters(rack, letters, alpha); len(missing) > 0 {
			if d := crossword.DigraphHeld(*rack, missing); d != "" {
				// a C and an H meant for the CH tile
				return Move{}, refuse(crossword.CodeDigraphTile, "missing", missing, "digraph", d, "letters", []string{d[:1], d[1:]})
			}
			return Move{}, refuse(crossword.CodeMissingLetters, "missing", missing)
		}
	}

	after := b.Clone()
	for i, t := range tiles {
		c := &after.cells[t.Row*n+t.Col]
		c.s[c.h] = letters[i]
		c.h++
	}
	first := crossword.Pos{Row: tiles[0].Row, Col: tiles[0].Col}
	var dir crossword.Dir
	switch {
	case len(tiles) > 1 && sameRow:
		dir = crossword.Across
	case len(tiles) > 1:
		dir = crossword.Down
	default:
		_, la := after.run(first, crossword.Across)
		_, ld := after.run(first, crossword.Down)
		switch {
		case prefer >= 0 && ((crossword.Dir(prefer) == crossword.Across && la > 1) || (crossword.Dir(prefer) == crossword.Down && ld > 1)):
			dir = crossword.Dir(prefer)
		case la > 1:
			dir = crossword.Across
		default:
			dir = crossword.Down
		}
	}
	// Order the tiles along the line and look for gaps between them.
	sorted := make([]Tile, len(tiles))
	for i, t := range tiles {
		sorted[i] = Tile{Row: t.Row, Col: t.Col, Letter: 'A' + letters[i]}
	}
	sort.Slice(sorted, func(i, j int) bool {
		return sorted[i].Row < sorted[j].Row || (sorted[i].Row == sorted[j].Row && sorted[i].Col < sorted[j].Col)
	})
	lo := crossword.Pos{Row: sorted[0].Row, Col: sorted[0].Col}
	hi := crossword.Pos{Row: sorted[len(sorted)-1].Row, Col: sorted[len(sorted)-1].Col}
	for p := lo; p != hi; p = p.Step(dir, 1) {
		if after.cells[p.Row*n+p.Col].h == 0 {
			return Move{}, refuse(crossword.CodeGap, "square", squareName(p))
		}
	}
	start, length := after.run(lo, dir)
	main := after.word(start, dir, length)

	if b.Empty() {
		if len(tiles) < 2 {
			return Move{}, refuse(crossword.CodeFirstMinTiles, "min", 2)
		}
		centre := false
		for _, t := range tiles {
			centre = centre || b.Centre(crossword.Pos{Row: t.Row, Col: t.Col})
		}
		if !centre {
			return Move{}, refuse(CodeFirstCentreAny)
		}
	} else {
		touch := false
		for _, t := range tiles {
			p := crossword.Pos{Row: t.Row, Col: t.Col}
			touch = touch || b.occupied(p) || b.occupied(crossword.Pos{Row: p.Row - 1, Col: p.Col}) ||
				b.occupied(crossword.Pos{Row: p.Row + 1, Col: p.Col}) || b.occupied(crossword.Pos{Row: p.Row, Col: p.Col - 1}) ||
				b.occupied(crossword.Pos{Row: p.Row, Col: p.Col + 1})
		}
		if !touch {
			return Move{}, refuse(CodeNotConnected)
		}
	}
	// No word on the board before the move may be covered whole. Only runs
	// along the move's line can be: a run across it meets it on one square.
	for k := 0; k < length; {
		p := start.Step(dir, k)
		if !b.occupied(p) {
			k++
			continue
		}
		rs, rl := b.run(p, dir)
		covered := 0
		for j := 0; j < rl; j++ {
			if seen[rs.Step(dir, j)] {
				covered++
			}
		}
		if rl > 1 && covered == rl {
			return Move{}, refuse(CodeCoversWord, "word", alpha.Spell(main), "covered", alpha.Spell(b.word(rs, dir, rl)))
		}
		k += rl
	}

	type formed struct {
		p   crossword.Pos
		d   crossword.Dir
		len int
	}
	var words []formed
	if length > 1 {
		words = append(words, formed{start, dir, length})
	}
	for _, t := range sorted {
		s, l := after.run(crossword.Pos{Row: t.Row, Col: t.Col}, dir.Other())
		if l > 1 {
			words = append(words, formed{s, dir.Other(), l})
		}
	}
	if len(words) == 0 {
		return Move{}, refuse(crossword.CodeLoneTile)
	}
	var bad []string
	score := 0
	made := make([]string, 0, len(words))
	for _, w := range words {
		text := after.word(w.p, w.d, w.len)
		if w.len >= cfg.CheckMinLength && !lex.Contains(text) {
			bad = append(bad, alpha.Spell(text))
		}
		score += after.wordScore(w.p, w.d, w.len, cfg.Tiles == Hasbro)
		made = append(made, alpha.Spell(text))
	}
	if len(bad) == 1 {
		return Move{}, refuse(crossword.CodeInvalidWord, "word", bad[0])
	}
	if len(bad) > 1 {
		return Move{}, refuse(crossword.CodeInvalidWords, "words", bad)
	}
	if len(tiles) == cfg.Hand {
		score += Bonus
	}
	return Move{Start: start, Dir: dir, Word: alpha.Spell(main), Tiles: placedOf(sorted), Score: score, Words: made}, nil
}

// withDefaults fills a config's zero fields.
func withDefaults(cfg Config) Config {
	d := DefaultConfig()
	if cfg.Hand == 0 {
		cfg.Hand = d.Hand
	}
	if cfg.CheckMinLength == 0 {
		cfg.CheckMinLength = d.CheckMinLength
	}
	return cfg
}

// missingLetters lists the letters the rack lacks as the alphabet writes
// them: "E", "R", "Ñ".
func missingLetters(rack *crossword.Rack, letters []byte, alpha *lexicon.Alphabet) []string {
	var need [numLetters]int
	for _, l := range letters {
		need[l]++
	}
	var miss []string
	for l := 0; l < numLetters; l++ {
		have := 0
		if l < rackLetters {
			have = int(rack[l])
		}
		for k := have; k < need[l]; k++ {
			miss = append(miss, alpha.Symbol(byte(l)))
		}
	}
	return miss
}

func (b *Board) occupied(p crossword.Pos) bool {
	return p.In(b.n) && b.cells[p.Row*b.n+p.Col].h > 0
}

// run returns the maximal run of tiles through p in direction d: its first
// square and length (1 for a lone tile, 0 when p is empty).
func (b *Board) run(p crossword.Pos, d crossword.Dir) (crossword.Pos, int) {
	if !b.occupied(p) {
		return p, 0
	}
	s := p
	for b.occupied(s.Step(d, -1)) {
		s = s.Step(d, -1)
	}
	l := 1
	for b.occupied(s.Step(d, l)) {
		l++
	}
	return s, l
}

// word returns the top letters of length squares from p in direction d.
func (b *Board) word(p crossword.Pos, d crossword.Dir, length int) string {
	out := make([]byte, length)
	for k := range out {
		q := p.Step(d, k)
		out[k] = 'A' + b.cells[q.Row*b.n+q.Col].top()
	}
	return string(out)
}

// wordScore is the official score of a word on the board: 2 a tile when
// every stack under it is 1 high, else the sum of the heights. With
// hasbro (Hasbro's set) a word lying flat that holds the Qu tile scores
// QuBonus more.
func (b *Board) wordScore(p crossword.Pos, d crossword.Dir, length int, hasbro bool) int {
	sum, flat, qu := 0, true, false
	for k := 0; k < length; k++ {
		q := p.Step(d, k)
		c := &b.cells[q.Row*b.n+q.Col]
		h := int(c.h)
		sum += h
		flat = flat && h == 1
		qu = qu || (hasbro && c.top() == quLetter)
	}
	if flat && qu {
		return 2*length + QuBonus
	}
	if flat {
		return 2 * length
	}
	return sum
}
