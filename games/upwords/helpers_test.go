package upwords

import (
	"strings"

	"github.com/wordbot/wordbot/games/grid"
)

func gridPos(r, c int) grid.Pos { return grid.Pos{Row: r, Col: c} }

func bytesReplace(s, from, to string) string { return strings.Replace(s, from, to, 1) }
