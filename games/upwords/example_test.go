package upwords_test

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

func ExampleBestMoves() {
	// CASA on row 5, its first A two tiles high.
	b, err := upwords.ParseBoard(strings.NewReader(strings.Repeat("..........\n", 4) +
		"...CASA...\n" + strings.Repeat("..........\n", 5) +
		strings.Repeat("0000000000\n", 4) + "0001211000\n" + strings.Repeat("0000000000\n", 5)))
	if err != nil {
		panic(err)
	}
	lex, _ := lexicon.Build([]string{"CASA", "CARA", "CASE", "RE", "ERA", "ARE"})
	rack, _ := crossword.ParseRack("RE", 7, upwords.Alphabet)
	for _, m := range upwords.BestMoves(b, rack, lex, upwords.Config{}, 4) {
		fmt.Println(m)
	}
	// Output:
	// 9 G4 RE
	// 9 F5 RE
	// 6 G5 ARE
	// 6 5D CARA
}

func ExampleGame() {
	lex := lexicon.MustEmbedded("it")
	g, _ := upwords.NewGame(upwords.Config{}, lex, 2, rand.New(rand.NewPCG(1, 2)))
	_, err := g.Play(1, "CASA", "5D")
	fmt.Println(err)
	hints, _ := g.Hint(0, 1)
	best := hints[0]
	m, _ := g.Play(0, best.Word, best.Pos())
	fmt.Println(m.Word, m.Score, g.Scores(), g.Turn())
	_, err = g.Play(1, "XQZ", "1A")
	fmt.Println(err)
	_, err = g.Play(1, "QZQ", "1A")
	fmt.Println(err)
	// Output:
	// it is not your turn
	// BLASTO 12 [12 0] 1
	// there is no X tile in this game
	// you do not have the letters for that: missing Q, Q and Z
}
