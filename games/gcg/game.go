package gcg

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// FromGame writes a Scarabeo or Scrabble game as a record: names are the
// seats' display names (nicknames are made from them). reveal is the seat
// whose racks and exchanged tiles may be shown while the game goes on (-1:
// nobody's; All: everyone's, for a game stopped before its end); once the
// game is over every rack is shown. A hidden rack is
// written as the tiles the move put down (what everybody saw), a hidden
// exchange as the number of tiles (-3). Swapping a jolly (Scarabeo) and
// resigning are written as notes.
// All is FromGame's reveal for every seat's racks.
const All = -2

func FromGame(g *scarabeo.Game, names []string, reveal int) *Record {
	rec := &Record{Encoding: "UTF-8", Title: g.Variant().Name}
	if v := g.Variant(); v.Name == "scrabble" && v.TileLanguage() != "en" {
		// Scrabble in another language names its tiles, so that Macondo
		// scores it with them (docs/records.md); English is its default.
		rec.LetterDistribution = Distribution(v.TileLanguage())
		a := v.Letters()
		for l := 26; l < a.Size(); l++ {
			if t := gcgTile(byte(l), false, a); strings.HasPrefix(t, "[") {
				rec.Digraphs = append(rec.Digraphs, t)
			}
		}
	}
	nicks := make([]string, g.Players())
	used := map[string]bool{}
	for i := range nicks {
		name := fmt.Sprintf("player%d", i+1)
		if i < len(names) && names[i] != "" {
			name = names[i]
		}
		nick := Nick(name)
		for k := 2; used[nick]; k++ {
			nick = Nick(name) + "_" + strconv.Itoa(k)
		}
		used[nick] = true
		nicks[i] = nick
		rec.Players = append(rec.Players, Player{Nick: nick, Name: name})
	}
	show := func(p int) bool { return g.Over() || p == reveal || reveal == All }
	// A game with letters beyond Z (Spanish, German, Portuguese Scrabble)
	// writes them as its language does, a tile of two letters in brackets
	// ([CH]; docs/records.md); the others keep the A-Z text of the log.
	alpha := g.Variant().Letters()
	beyond := g.Variant().Alphabet>>26 != 0
	tiles := func(saved string) string {
		if !beyond {
			return saved
		}
		var b strings.Builder
		for i := 0; i < len(saved); i++ {
			if c := saved[i]; c >= 'A' && c <= 'A'+lexicon.MaxLetter {
				b.WriteString(gcgTile(c-'A', false, alpha))
			} else {
				b.WriteByte(c)
			}
		}
		return b.String()
	}
	totals := make([]int, g.Players())
	occupied := map[crossword.Pos]bool{}
	n := g.Size()
	for _, e := range g.History() {
		if e.Player < 0 || e.Player >= len(nicks) {
			continue
		}
		m := Move{Nick: nicks[e.Player], Rack: tiles(e.Rack)}
		if !show(e.Player) {
			m.Rack = ""
		}
		switch e.Action {
		case crossword.ActPlay:
			start, dir, err := crossword.ParseStart(e.Pos, n)
			if err != nil {
				continue
			}
			if beyond {
				m.Kind, m.Pos, m.Score = Play, e.Pos, e.Score
				m.Word, m.Rack = spelledPlay(e.Word, start, dir, occupied, alpha, m.Rack)
				break
			}
			word := []byte(e.Word)
			var put []byte
			for i := range word {
				p := start.Step(dir, i)
				if occupied[p] {
					word[i] = '.'
				} else {
					occupied[p] = true
					if word[i] >= 'a' && word[i] <= 'z' {
						put = append(put, '?')
					} else {
						put = append(put, word[i])
					}
				}
			}
			if m.Rack == "" {
				m.Rack = string(put)
			}
			m.Kind, m.Pos, m.Word, m.Score = Play, e.Pos, string(word), e.Score
		case crossword.ActPass:
			m.Kind = Pass
		case crossword.ActExchange:
			m.Kind = Exchange
			m.Tiles = tiles(e.Word)
			if !show(e.Player) || m.Tiles == "" {
				m.Tiles = strconv.Itoa(e.Tiles)
			}
		case crossword.ActEnd:
			m.Tiles = tiles(e.Rack)
			m.Score = e.Score
			m.Rack = ""
			if e.Score < 0 {
				m.Kind, m.Rack = RackPenalty, tiles(e.Rack)
			} else {
				m.Kind = RackPoints
			}
		case crossword.ActSwap:
			addNote(rec, fmt.Sprintf("%s takes the blank on %s, putting a %s in its place", nicks[e.Player], e.Pos, tiles(e.Word)))
			continue
		case crossword.ActResign:
			addNote(rec, fmt.Sprintf("%s resigns", nicks[e.Player]))
			continue
		default:
			continue
		}
		totals[e.Player] += m.Score
		m.Total = totals[e.Player]
		rec.Moves = append(rec.Moves, m)
	}
	return rec
}

// gcgTile writes letter l as a record does: as the language writes it,
// lower case for a blank, a tile of two letters in brackets ([CH], [ch]).
func gcgTile(l byte, lower bool, a *lexicon.Alphabet) string {
	s := crossword.Symbol(l, a)
	if lower {
		s = strings.ToLower(s)
	}
	if utf8.RuneCountInString(s) > 1 {
		return "[" + s + "]"
	}
	return s
}

// spelledPlay writes a play of a game with letters beyond Z: its word (as
// the log spells it: NIÑO, chICO) square by square, '.' for the squares
// already taken, and, when rack is empty, the tiles it put down as its rack.
func spelledPlay(word string, start crossword.Pos, dir crossword.Dir, occupied map[crossword.Pos]bool, a *lexicon.Alphabet, rack string) (string, string) {
	ls, err := crossword.ReadLetters(word, a, false)
	if err != nil {
		return word, rack
	}
	var w, put strings.Builder
	for i, l := range ls {
		p := start.Step(dir, i)
		if occupied[p] {
			w.WriteByte('.')
			continue
		}
		occupied[p] = true
		w.WriteString(gcgTile(l.Letter, l.Lower, a))
		if l.Lower {
			put.WriteByte('?')
		} else {
			put.WriteString(gcgTile(l.Letter, false, a))
		}
	}
	if rack == "" {
		rack = put.String()
	}
	return w.String(), rack
}

func addNote(rec *Record, s string) {
	if len(rec.Moves) == 0 {
		rec.Notes = append(rec.Notes, s)
		return
	}
	m := &rec.Moves[len(rec.Moves)-1]
	if m.Comment != "" {
		m.Comment += "\n"
	}
	m.Comment += s
}

// ErrNoRecord is Of's error for a game that has no GCG record: Upwords
// (stacked tiles do not fit the format).
var ErrNoRecord = errors.New("gcg: the game has no GCG record")

// Of is FromGame for any crossword game: Scarabeo and Scrabble have a
// record; another game returns ErrNoRecord.
func Of(g crossword.TurnGame, names []string, reveal int) (*Record, error) {
	sg, ok := g.(*scarabeo.Game)
	if !ok {
		return nil, ErrNoRecord
	}
	return FromGame(sg, names, reveal), nil
}
