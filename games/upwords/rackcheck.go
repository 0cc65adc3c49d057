package upwords

import "github.com/wordbot/wordbot/games/crossword"

// CheckRack reports whether rack could have been dealt in a game of cfg's
// bag whose board is board: no letter more often on the rack and the
// board's top letters together than the bag holds, and no more tiles on the
// board (every stack counted whole) and the rack than the bag. The
// command-line hint checks a typed rack with it (docs/cli.md).
func CheckRack(board *Board, rack crossword.Rack, cfg Config) error {
	bag, _, err := BagTiles(cfg.Tiles)
	if err != nil {
		return err
	}
	alpha := AlphabetOf(cfg.Tiles)
	var seen [crossword.Jolly]int
	tiles := rack.Size()
	n := board.Size()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if sq := board.At(crossword.Pos{Row: r, Col: c}); sq.Height > 0 {
				seen[sq.Letter-'A']++
				tiles += sq.Height
			}
		}
	}
	for l := 0; l < crossword.Jolly; l++ {
		if k := seen[l] + int(rack[l]); k > bag[l] {
			return refuse(CodeRackLetters, "count", k, "letter", alpha.Symbol(byte(l)), "have", bag[l])
		}
	}
	total := 0
	for _, c := range bag {
		total += c
	}
	if tiles > total {
		return refuse(CodeRackTiles, "count", tiles, "have", total)
	}
	return nil
}
