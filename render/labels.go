package render

import "fmt"

// Labels are the words a picture writes besides letters and numbers: the
// legends of the bonus squares and the round picture's headings. The bot
// fills them in the reader's language (docs/bot.md, Languages); an empty
// field is the English one (EnglishLabels).
type Labels struct {
	// The legends of Ruzzle's and Scrabble's DL, TL, DW and TW squares.
	DoubleLetter, TripleLetter, DoubleWord, TripleWord string
	// Scarabeo's 2P and 3P squares (P: parola, word).
	DoubleWordP, TripleWordP string
	BestWord                 string // the round picture's best word heading
	More                     string // the players left out of the round picture: a format of their number (%d)
	// MoreOne is More for one player left out, where the language writes
	// one otherwise ("+%d autre", "+%d altro"); empty: More, whichever
	// language it is in.
	MoreOne string
}

// EnglishLabels are the pictures' English words.
var EnglishLabels = Labels{
	DoubleLetter: "double letter", TripleLetter: "triple letter", DoubleWord: "double word", TripleWord: "triple word",
	DoubleWordP: "double word (parola)", TripleWordP: "triple word (parola)",
	BestWord: "Best word", More: "+%d more", MoreOne: "+%d more",
}

// orEnglish fills l's empty fields with the English ones.
func (l Labels) orEnglish() Labels {
	e := EnglishLabels
	for _, f := range []struct {
		s  *string
		en string
	}{
		{&l.DoubleLetter, e.DoubleLetter}, {&l.TripleLetter, e.TripleLetter}, {&l.DoubleWord, e.DoubleWord},
		{&l.TripleWord, e.TripleWord}, {&l.DoubleWordP, e.DoubleWordP}, {&l.TripleWordP, e.TripleWordP},
		{&l.BestWord, e.BestWord}, {&l.More, e.More},
	} {
		if *f.s == "" {
			*f.s = f.en
		}
	}
	if l.MoreOne == "" {
		l.MoreOne = l.More // the language's own, not the English one
	}
	return l
}

// MoreText writes how many players the picture left out: n with MoreOne
// for one (when set), with More otherwise.
func (l Labels) MoreText(n int) string {
	if n == 1 && l.MoreOne != "" {
		return fmt.Sprintf(l.MoreOne, n)
	}
	return fmt.Sprintf(l.More, n)
}
