// Package gcg reads and writes game records in GCG, the record format of
// Quackle, Macondo and woogles.io, for Scrabble and Scarabeo, and replays a
// record move by move with the engine of games/scarabeo (docs/records.md).
package gcg

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kind is what a move line of a record does.
type Kind int

// The kinds of move lines.
const (
	Play        Kind = iota // >nick: RACK POS WORD +SCORE TOTAL
	Exchange                // >nick: RACK -LETTERS +0 TOTAL (or -N: N tiles not told)
	Pass                    // >nick: RACK - +0 TOTAL
	Withdrawn               // >nick: RACK -- -SCORE TOTAL: the previous play taken back (a phony)
	Challenge               // >nick: RACK (challenge) +SCORE TOTAL: a bonus for a word challenged in vain
	RackPoints              // >nick: (TILES) +SCORE TOTAL: the tiles left on the others' racks
	RackPenalty             // >nick: RACK (TILES) -SCORE TOTAL: the tiles left on one's own rack
	Time                    // >nick: RACK (time) -SCORE TOTAL: a time penalty
)

// Limits on what Parse reads, so that a bad file costs bounded work.
const (
	MaxBytes = 1 << 20 // a record's size
	MaxLine  = 16 << 10
	MaxMoves = 5000
)

// Player is a #playerN line: the nickname used on move lines and the name.
type Player struct {
	Nick string
	Name string
}

// Move is one move line.
type Move struct {
	Line    int // 1-based line number in the file (0 for a record built in memory)
	Nick    string
	Kind    Kind
	Rack    string // the rack before the move, as written ('?' a blank); may be empty
	Pos     string // Play: "8H" across, "H8" down
	Word    string // Play: the word, '.' a letter already on the board, lower case a blank
	Tiles   string // Exchange: the letters given back (or a count); RackPoints, RackPenalty: the tiles in parentheses
	Score   int    // signed
	Total   int    // the player's running total after the move
	Comment string // the #note lines that follow the move
}

// Record is a whole game record.
type Record struct {
	Encoding string // #character-encoding (UTF-8)
	Lexicon  string // #lexicon, when given
	// LetterDistribution names the tile set for programs that read it
	// (Macondo, woogles.io): "spanish", "german", ... (Distribution), the
	// line "#tile-distribution NAME" Macondo reads before the first move
	// (docs/records.md; "#note LetterDistribution: NAME", Macondo's older
	// form, is read too).
	LetterDistribution string
	// Digraphs are the tiles of two letters, as records write them
	// ("[CH]"), declared by "#tile [CH] [ch]" lines after the
	// distribution, as Macondo writes them.
	Digraphs []string
	// Players are the seats in order: #player1 and #player2, then the
	// third and fourth as "#note Player3: NICK NAME" (our extension: GCG
	// has two players; #player3 lines of older records are read too).
	Players []Player
	Title   string   // #title
	Notes   []string // #note lines before the first move (but the two above)
	Moves   []Move
}

// Distribution is the name of the letter distribution of lang's Scrabble
// tiles as Macondo and woogles.io name it (docs/records.md): english,
// french, spanish, german; portuguese, which Macondo has not (its sources
// of 2026-08); "" for another language (Italian games play the English
// tiles).
func Distribution(lang string) string {
	switch lang {
	case "en":
		return "english"
	case "fr":
		return "french"
	case "es":
		return "spanish"
	case "de":
		return "german"
	case "pt":
		return "portuguese"
	}
	return ""
}

// Error is a line Parse could not read.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Parse reads a record. Pragmas it does not know (#id, #description, ...)
// and lines that are neither pragmas nor moves (a note's continuation) are
// skipped; a move line it cannot read is an *Error naming its line.
func Parse(r io.Reader) (*Record, error) {
	rec := &Record{}
	sc := bufio.NewScanner(io.LimitReader(r, MaxBytes+1))
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	read := 0
	no := 0
	for sc.Scan() {
		no++
		read += len(sc.Bytes()) + 1
		if read > MaxBytes+1 {
			return nil, &Error{no, fmt.Sprintf("the record is longer than %d bytes", MaxBytes)}
		}
		line := strings.TrimRight(sc.Text(), "\r")
		if no == 1 {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		switch {
		case strings.HasPrefix(line, ">"):
			if len(rec.Moves) >= MaxMoves {
				return nil, &Error{no, fmt.Sprintf("more than %d moves", MaxMoves)}
			}
			m, err := parseMove(line[1:])
			if err != nil {
				return nil, &Error{no, err.Error()}
			}
			m.Line = no
			rec.Moves = append(rec.Moves, m)
		case strings.HasPrefix(line, "#"):
			name, arg, _ := strings.Cut(line[1:], " ")
			arg = strings.TrimSpace(arg)
			switch {
			case name == "character-encoding":
				rec.Encoding = arg
			case name == "lexicon":
				rec.Lexicon = arg
			case name == "tile-distribution":
				rec.LetterDistribution = arg
			case name == "tile":
				if t, _, _ := strings.Cut(arg, " "); t != "" {
					rec.Digraphs = append(rec.Digraphs, t)
				}
			case name == "title":
				rec.Title = arg
			case name == "note":
				if len(rec.Moves) == 0 {
					// Notes of the header: Macondo's "Key: value" form
					// for the letter distribution, ours for players 3
					// and 4.
					key, val, _ := strings.Cut(arg, ":")
					key, val = strings.TrimSpace(key), strings.TrimSpace(val)
					switch {
					case key == "LetterDistribution" && val != "":
						rec.LetterDistribution = val
					case key == "Player3" || key == "Player4":
						if err := addPlayer(rec, key[len(key)-1:], val); err != nil {
							return nil, &Error{no, err.Error()}
						}
					default:
						rec.Notes = append(rec.Notes, arg)
					}
				} else {
					m := &rec.Moves[len(rec.Moves)-1]
					if m.Comment != "" {
						m.Comment += "\n"
					}
					m.Comment += arg
				}
			case strings.HasPrefix(name, "player"):
				if err := addPlayer(rec, name[len("player"):], arg); err != nil {
					return nil, &Error{no, err.Error()}
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &Error{no + 1, fmt.Sprintf("a line longer than %d bytes", MaxLine)}
		}
		return nil, err
	}
	if len(rec.Players) == 0 && len(rec.Moves) == 0 {
		// Any text passes the loop above (lines that are neither pragmas
		// nor moves are skipped): a file with no seat and no move is not
		// a record (a board, a README), not an empty game that agrees.
		return nil, &Error{1, "not a GCG record: no #player line and no move line (>NICK: RACK ...)"}
	}
	return rec, nil
}

// addPlayer reads seat n's line ("#playerN NICK NAME", or our "#note
// PlayerN: NICK NAME" for seats 3 and 4): the seats come in order.
func addPlayer(rec *Record, n, arg string) error {
	k, err := strconv.Atoi(n)
	if err != nil || k < 1 || k > 4 {
		return fmt.Errorf("#player%s: players are #player1 to #player4", n)
	}
	if k != len(rec.Players)+1 {
		return fmt.Errorf("#player%d comes after #player%d", k, len(rec.Players))
	}
	nick, full, _ := strings.Cut(strings.TrimSpace(arg), " ")
	if nick == "" {
		return fmt.Errorf("#player%d has no nickname", k)
	}
	full = strings.TrimSpace(full)
	if full == "" {
		full = nick
	}
	rec.Players = append(rec.Players, Player{Nick: nick, Name: full})
	return nil
}

// LangOf is the language whose Scrabble tiles a letter distribution name
// (Record.LetterDistribution, any case) is: the inverse of Distribution;
// "" for one wordbot does not play (polish, ...).
func LangOf(dist string) string {
	for _, l := range []string{"en", "fr", "es", "de", "pt"} {
		if strings.EqualFold(dist, Distribution(l)) {
			return l
		}
	}
	return ""
}

// parseMove reads what follows '>' on a move line.
func parseMove(s string) (Move, error) {
	nick, rest, ok := strings.Cut(s, ":")
	nick = strings.TrimSpace(nick)
	if !ok || nick == "" || strings.ContainsAny(nick, " \t") {
		return Move{}, errors.New("a move line starts with >nickname:")
	}
	f := strings.Fields(rest)
	if len(f) < 2 {
		return Move{}, errors.New("a move line ends with its score and the running total")
	}
	m := Move{Nick: nick}
	var err error
	if m.Total, err = number(f[len(f)-1], false); err != nil {
		return Move{}, fmt.Errorf("running total %q: %v", short(f[len(f)-1]), err)
	}
	if m.Score, err = number(f[len(f)-2], true); err != nil {
		return Move{}, fmt.Errorf("score %q: %v", short(f[len(f)-2]), err)
	}
	mid := f[:len(f)-2]
	last := ""
	if len(mid) > 0 {
		last = mid[len(mid)-1]
	}
	rackOf := func(k int) (string, error) { // mid holds k fields after an optional rack
		switch len(mid) {
		case k:
			return "", nil
		case k + 1:
			return mid[0], checkRack(mid[0])
		}
		return "", errors.New("too many fields")
	}
	switch {
	case last == "--":
		m.Kind = Withdrawn
		m.Rack, err = rackOf(1)
		if err == nil && m.Score > 0 {
			err = errors.New("a play taken back loses its score (a negative score)")
		}
	case last == "(challenge)":
		m.Kind = Challenge
		m.Rack, err = rackOf(1)
	case last == "(time)":
		m.Kind = Time
		m.Rack, err = rackOf(1)
		if err == nil && m.Score > 0 {
			err = errors.New("a time penalty is negative")
		}
	case len(last) >= 2 && last[0] == '(' && last[len(last)-1] == ')':
		m.Tiles = last[1 : len(last)-1]
		if err = checkRack(m.Tiles); err != nil {
			break
		}
		m.Kind = RackPoints
		if m.Score < 0 {
			m.Kind = RackPenalty
		}
		m.Rack, err = rackOf(1)
	case last == "-":
		m.Kind = Pass
		m.Rack, err = rackOf(1)
	case strings.HasPrefix(last, "-") && len(mid) <= 2:
		m.Kind = Exchange
		m.Tiles = last[1:]
		if n, e := strconv.Atoi(m.Tiles); e == nil {
			if n < 1 || n > 21 {
				err = errors.New("an exchange gives back 1 to 21 tiles")
			}
		} else {
			err = checkRack(m.Tiles)
		}
		if err == nil {
			m.Rack, err = rackOf(1)
		}
	case len(mid) == 2 || len(mid) == 3:
		m.Kind = Play
		m.Rack, err = rackOf(2)
		m.Pos, m.Word = mid[len(mid)-2], mid[len(mid)-1]
		if err == nil {
			err = checkWord(m.Word)
		}
		if err == nil && (len(m.Pos) < 2 || len(m.Pos) > 3) {
			err = fmt.Errorf("position %q: a row number and a column letter (8H across, H8 down)", short(m.Pos))
		}
	default:
		err = errors.New("not a play (RACK POS WORD), exchange (-LETTERS), pass (-), taken back (--), (challenge), (time) or rack points ((TILES))")
	}
	if err != nil {
		return Move{}, err
	}
	if m.Kind != Play && m.Kind != Challenge && m.Kind != RackPoints && m.Kind != Time && m.Kind != Withdrawn && m.Kind != RackPenalty && m.Score != 0 {
		return Move{}, errors.New("an exchange or a pass scores +0")
	}
	return m, nil
}

// number reads a score (signed: +N or -N) or a total (an integer).
func number(s string, signed bool) (int, error) {
	if signed && s != "0" && s[0] != '+' && s[0] != '-' {
		return 0, errors.New("a score is written +N or -N")
	}
	if len(s) > 7 {
		return 0, errors.New("too large")
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, errors.New("not a number")
	}
	return n, nil
}

func checkRack(s string) error {
	if len(s) > 21 {
		return fmt.Errorf("rack %q: more than 21 tiles", short(s))
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		// letters beyond Z: UTF-8 (Ñ) and two-letter tiles in brackets
		// ([CH]); Replay reads them by the game's language
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '?' || c == '[' || c == ']' || c >= utf8.RuneSelf) {
			return fmt.Errorf("rack %q: only letters and ? (a blank)", short(s))
		}
	}
	return nil
}

func checkWord(s string) error {
	if len(s) > 64 {
		return fmt.Errorf("word %q: too long", short(s))
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '.' || c == '(' || c == ')' || c == '[' || c == ']' || c >= utf8.RuneSelf) {
			return fmt.Errorf("word %q: only letters, '.' for a letter on the board, lower case for a blank", short(s))
		}
	}
	return nil
}

func short(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// Write writes rec in GCG.
func Write(w io.Writer, rec *Record) error {
	bw := bufio.NewWriter(w)
	enc := rec.Encoding
	if enc == "" {
		enc = "UTF-8"
	}
	fmt.Fprintf(bw, "#character-encoding %s\n", enc)
	for i, p := range rec.Players {
		if i < 2 {
			fmt.Fprintf(bw, "#player%d %s %s\n", i+1, p.Nick, oneLine(p.Name))
		} else {
			// GCG has two players: a third and a fourth are our
			// extension, in the "#note Key: value" form Macondo's
			// reader skips (docs/records.md).
			fmt.Fprintf(bw, "#note Player%d: %s %s\n", i+1, p.Nick, oneLine(p.Name))
		}
	}
	if rec.Title != "" {
		fmt.Fprintf(bw, "#title %s\n", oneLine(rec.Title))
	}
	if rec.Lexicon != "" {
		fmt.Fprintf(bw, "#lexicon %s\n", oneLine(rec.Lexicon))
	}
	if rec.LetterDistribution != "" {
		fmt.Fprintf(bw, "#tile-distribution %s\n", oneLine(rec.LetterDistribution))
		for _, t := range rec.Digraphs {
			fmt.Fprintf(bw, "#tile %s %s\n", t, strings.ToLower(t))
		}
	}
	for _, n := range rec.Notes {
		fmt.Fprintf(bw, "#note %s\n", oneLine(n))
	}
	for _, m := range rec.Moves {
		fmt.Fprintf(bw, ">%s: %s\n", m.Nick, m.text())
		if m.Comment != "" {
			for _, l := range strings.Split(m.Comment, "\n") {
				fmt.Fprintf(bw, "#note %s\n", oneLine(l))
			}
		}
	}
	return bw.Flush()
}

// text is the move line after "nick: ".
func (m Move) text() string {
	var what string
	switch m.Kind {
	case Play:
		what = m.Pos + " " + m.Word
	case Exchange:
		what = "-" + m.Tiles
	case Pass:
		what = "-"
	case Withdrawn:
		what = "--"
	case Challenge:
		what = "(challenge)"
	case Time:
		what = "(time)"
	case RackPoints, RackPenalty:
		what = "(" + m.Tiles + ")"
	}
	score := fmt.Sprintf("%+d", m.Score)
	if m.Rack == "" {
		return fmt.Sprintf("%s %s %d", what, score, m.Total)
	}
	return fmt.Sprintf("%s %s %s %d", m.Rack, what, score, m.Total)
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Nick turns a display name into a GCG nickname: no spaces or colons, at
// most 20 characters, never empty.
func Nick(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r == ' ' || r == '\t' || r == ':' || r == '#' || r == '>' || r < 32:
			b.WriteByte('_')
		default:
			b.WriteRune(r)
		}
		if b.Len() >= 20 {
			break
		}
	}
	if b.Len() == 0 {
		return "player"
	}
	return b.String()
}
