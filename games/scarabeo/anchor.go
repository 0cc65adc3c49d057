package scarabeo

// computeAnchors marks the squares a move must cover one of: the empty
// squares next to a tile, or the centre on an empty board.
func (s *genState) computeAnchors() {
	b, n := s.b, s.n
	if cap(s.anchors) < n*n {
		s.anchors = make([]bool, n*n)
	}
	s.anchors = s.anchors[:n*n]
	s.emptyBoard = true
	for i := range s.anchors {
		s.anchors[i] = false
		if b.sq[i] != 0 {
			s.emptyBoard = false
			continue
		}
		r, c := i/n, i%n
		s.anchors[i] = b.full(r-1, c) || b.full(r+1, c) || b.full(r, c-1) || b.full(r, c+1)
	}
	if s.emptyBoard {
		s.anchors[s.v.Centre.Row*n+s.v.Centre.Col] = true
	}
}
