package scarabeo

import (
	"fmt"
	"testing"

	"github.com/wordbot/wordbot/games/grid"
)

func TestZZStats(t *testing.T) {
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	for _, p := range pos {
		best := g.Best(p.board, p.rack, 1)
		s := g.state(p.board, p.rack, modeTop, 1)
		s.computeAnchors()
		// count jobs with bound >= best
		var cross [2]crossData
		s.sortRackValues()
		tot, above := 0, 0
		for _, dir := range []int{0, 1} {
			s.computeCross(grid.Dir(dir), &cross[dir])
			s.cross = cross[dir]
			for line := 0; line < s.n; line++ {
				s.loadLine(grid.Dir(dir), line)
				for j := 0; j < s.n; j++ {
					if !s.anchor[j] {
						continue
					}
					var bs [MaxSize]int32
					nb := s.anchorBound(j, &bs)
					m := int32(-1)
					for L := 0; L < nb; L++ {
						m = max(m, bs[L])
					}
					if m >= 0 {
						tot++
					}
					if m >= int32(best[0].Score) {
						above++
					}
				}
			}
		}
		fmt.Println(p.rack.String(), "count", g.Count(p.board, p.rack), "best", best[0].Score, "anchors", tot, "above", above)
	}
}
