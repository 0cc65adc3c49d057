package review

import (
	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/crossword"
)

// Considered is how many of a position's best plays by score a turn of a
// game in progress is judged against (Before): the best play by score is
// exact, the best by equity and the best bingo are the best among these.
const Considered = 256

// BingoTiles is the fewest tiles a rack holds for a play using all of them
// to be a bingo (seven in Scrabble and Upwords, eight in Scarabeo: a rack
// at the end of the game, short of tiles, that goes out is not one).
const BingoTiles = 7

// Pending is a turn of a game about to be played: the seat's rack and the
// position's best plays, taken before the move so that the move can be
// judged once made (Played, Exchanged, Passed).
type Pending struct {
	player string
	number int
	rack   crossword.Rack
	moves  []crossword.Move
	leave  *computer.Leave
}

// Before takes the position of g before seat moves, for the turn number
// of the game (from 1) of the player named player. The game's leave table
// (computer.Leaves) values what a move keeps.
func Before(g crossword.TurnGame, seat, number int, player string) (Pending, error) {
	moves, err := g.Hint(seat, Considered)
	if err != nil {
		return Pending{}, err
	}
	return Pending{player: player, number: number, rack: g.Rack(seat), moves: moves, leave: computer.Leaves[computer.Name(g)]}, nil
}

func (p Pending) turn(k Kind) Turn {
	return Turn{Number: p.number, Player: p.player, Kind: k, Rack: p.rack}
}

func (p Pending) full() int {
	if n := p.rack.Size(); n >= BingoTiles {
		return n
	}
	return BingoTiles + 1 // none: no play uses more tiles than the rack holds
}

// Played judges the play m made from the position.
func (p Pending) Played(m crossword.Move) Turn {
	t := p.turn(Play)
	t.Played = m
	return Judge(t, p.moves, p.full(), p.leave)
}

// Exchanged judges an exchange of the tiles given (nil when not known).
func (p Pending) Exchanged(given []byte) Turn {
	t := p.turn(Exchange)
	t.Given = given
	return Judge(t, p.moves, p.full(), p.leave)
}

// Passed judges a pass (a turn skipped on time too).
func (p Pending) Passed() Turn { return Judge(p.turn(Pass), p.moves, p.full(), p.leave) }
