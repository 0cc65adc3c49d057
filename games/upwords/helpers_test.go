package upwords

import (
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
)

func gridPos(r, c int) crossword.Pos { return crossword.Pos{Row: r, Col: c} }

func bytesReplace(s, from, to string) string { return strings.Replace(s, from, to, 1) }

func rackLen(r crossword.Rack) int { return r.Size() }

func rackString(r crossword.Rack) string { return r.String() }
