package scarabeo

import (
	"github.com/wordbot/wordbot/games/crossword"
)

// play is a generated move in compact form.
type play struct {
	score  int32
	dir    crossword.Dir
	line   uint8
	start  uint8
	length uint8
	word   [MaxSize]byte // letter | jollyBit | newBit
}

func (p *play) move(b *Board) Move {
	return p.moveInto(nil)
}

// moveInto is move with the placed tiles appended to buf (the move's Tiles
// are buf's new part, capped so that appending to them copies): moves
// built together share one allocation for their tiles.
func (p *play) moveInto(buf *[]Placed) Move {
	m := Move{Dir: p.dir, Score: int(p.score)}
	at := func(k int) crossword.Pos {
		if p.dir == crossword.Down {
			return crossword.Pos{Row: int(p.start) + k, Col: int(p.line)}
		}
		return crossword.Pos{Row: int(p.line), Col: int(p.start) + k}
	}
	m.Start = at(0)
	var word [MaxSize]byte
	var tiles []Placed
	if buf != nil {
		tiles = *buf
	}
	from := len(tiles)
	for k := 0; k < int(p.length); k++ {
		t := sqTile(p.word[k])
		word[k] = t.Rune()
		if p.word[k]&newBit != 0 {
			tiles = append(tiles, Placed{Pos: at(k), Tile: t})
		}
	}
	if len(tiles) > from {
		m.Tiles = tiles[from:len(tiles):len(tiles)]
	}
	if buf != nil {
		*buf = tiles
	}
	m.Word = string(word[:p.length])
	return m
}

type recMode uint8

const (
	modeCount recMode = iota
	modeAll
	modeTop
)

// recorder keeps the generated moves the caller asked for: a count, all of
// them, or the k best.
type recorder struct {
	mode  recMode
	k     int
	count int
	plays []play
}

func (r *recorder) add(s *genState, length int, score int32, placed int) {
	r.count++
	switch r.mode {
	case modeCount:
		return
	case modeTop:
		if len(r.plays) == r.k && score < r.plays[r.k-1].score {
			return
		}
	}
	p := play{score: score, dir: s.dir, line: uint8(s.line), start: uint8(s.start), length: uint8(length)}
	copy(p.word[:length], s.word[:length])
	if r.mode == modeAll {
		r.plays = append(r.plays, p)
		return
	}
	// Insert in order, keeping at most k.
	i := len(r.plays)
	for i > 0 && p.before(&r.plays[i-1]) {
		i--
	}
	if i == r.k {
		return
	}
	if len(r.plays) < r.k {
		r.plays = append(r.plays, play{})
	}
	copy(r.plays[i+1:], r.plays[i:len(r.plays)-1])
	r.plays[i] = p
}

func (r *recorder) finish() {}

// before orders moves: higher score first, then across before down, then by
// the first square (row, then column), then by word (jollies after letters).
func (p *play) before(q *play) bool {
	if p.score != q.score {
		return p.score > q.score
	}
	if p.dir != q.dir {
		return p.dir < q.dir
	}
	pr, pc := p.rowCol()
	qr, qc := q.rowCol()
	if pr != qr {
		return pr < qr
	}
	if pc != qc {
		return pc < qc
	}
	for k := 0; k < int(min(p.length, q.length)); k++ {
		a, b := p.word[k]&(letterBits|jollyBit), q.word[k]&(letterBits|jollyBit)
		if a != b {
			return a < b
		}
	}
	if p.length != q.length {
		return p.length < q.length
	}
	// Same word at the same square: order by which tiles are new.
	for k := 0; k < int(p.length); k++ {
		if a, b := p.word[k]&newBit, q.word[k]&newBit; a != b {
			return a > b
		}
	}
	return false
}

// rowCol returns the first square of the main word.
func (p *play) rowCol() (row, col int) {
	if p.dir == crossword.Down {
		return int(p.start), int(p.line)
	}
	return int(p.line), int(p.start)
}

// threshold is the score a move must beat to enter the recorder (for pruning).
func (r *recorder) threshold() (int32, bool) {
	if r.mode != modeTop || len(r.plays) < r.k {
		return 0, false
	}
	return r.plays[r.k-1].score, true
}
