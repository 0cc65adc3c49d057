package upwords

import "github.com/wordbot/wordbot/games/crossword"

// Moves returns every legal move for player's rack, best first (the order
// of BestMoves), for a computer opponent choosing among them
// (games/computer); none once the game is over.
func (g *Game) Moves(player int) ([]Move, error) {
	switch {
	case player < 0 || player >= len(g.players):
		return nil, refuse(crossword.CodeNoPlayer, "player", player+1)
	case g.lex == nil:
		return nil, refuse(crossword.CodeNoLexicon)
	case g.over:
		return nil, nil
	}
	return Moves(g.board, g.players[player].rack, g.lex, g.cfg), nil
}
