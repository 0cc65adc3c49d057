package bot

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/review"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
)

// /review (docs/bot.md, "Review"): after a turn game, each of your moves
// against the best move of its position; after a round, your score against
// the board's best, the best words you missed and your place. A turn
// game's moves are judged as they are made (review.Pending: the position's
// best plays are taken before the move) and kept with the game; nothing of
// it is shown before the game ends.

// reviewedTurn is a turn game's move judged when it was made.
type reviewedTurn struct {
	review.Turn
	Seat int    `json:"seat"`
	Rack string `json:"rack,omitempty"` // the rack before the move (Rack.String)
	// Board is the board before the move (squaresOf), for the pictures
	// of the costliest turns.
	Board string `json:"board,omitempty"`
}

// pendingTurn is a move about to be made: the position's judge and board.
type pendingTurn struct {
	p     review.Pending
	seat  int
	rack  string
	board string
}

// beforeTurn takes the position before seat acts on e: nil when the game
// offers no move list (the turn then goes unreviewed).
func (c *handling) beforeTurn(e crossword.TurnGame, seat int) *pendingTurn {
	t := c.s.Turn
	if t == nil || seat < 0 || seat >= len(t.Players) {
		return nil
	}
	p, err := review.Before(e, seat, len(t.Review)+1, t.Players[seat].ID)
	if err != nil {
		c.b.opt.Logger.Warn("bot: no review of a turn", "channel", c.channel, "err", err)
		return nil
	}
	rack := e.Rack(seat)
	return &pendingTurn{p: p, seat: seat, rack: rack.String(), board: squaresOf(e.Look())}
}

// played and passed judge a play or a pass from the position (nil-safe:
// a turn with no position taken has no judgement).
func (pt *pendingTurn) played(m crossword.Move) review.Turn {
	if pt == nil {
		return review.Turn{}
	}
	return pt.p.Played(m)
}

func (pt *pendingTurn) passed() review.Turn {
	if pt == nil {
		return review.Turn{}
	}
	return pt.p.Passed()
}

// judged keeps the judgement of the move pt was taken for.
func (c *handling) judged(pt *pendingTurn, tu review.Turn) {
	if pt == nil || c.s.Turn == nil {
		return
	}
	c.s.Turn.Review = append(c.s.Turn.Review, reviewedTurn{Turn: tu, Seat: pt.seat, Rack: pt.rack, Board: pt.board})
}

// exchanged judges the exchange e's log ends with (the tiles given back
// when the game logs them).
func (c *handling) exchanged(pt *pendingTurn, e crossword.TurnGame) {
	if pt == nil {
		return
	}
	var given []byte
	if h := e.History(); len(h) > 0 && h[len(h)-1].Action == crossword.ActExchange {
		r, err := crossword.ParseRack(h[len(h)-1].Word, crossword.Jolly+1, ^uint32(0))
		if err == nil {
			given = r.Tiles()
		}
	}
	c.judged(pt, pt.p.Exchanged(given))
}

// squaresOf writes the squares of a look, row by row: '.' for an empty
// square, else the top tile's letter in the saved form ('A'+letter, 'a'+
// letter a jolly) and, when the game stacks tiles, the stack's height.
func squaresOf(l crossword.Look) string {
	var b strings.Builder
	for _, s := range l.Squares {
		switch {
		case s.Height == 0:
			b.WriteByte('.')
		case s.Tile.Jolly:
			b.WriteByte('a' + s.Tile.Letter)
		default:
			b.WriteByte('A' + s.Tile.Letter)
		}
		if l.Stacks {
			b.WriteByte('0' + byte(min(s.Height, 9)))
		}
	}
	return b.String()
}

// lookBefore is l with the squares a reviewed turn's board held (its
// bonuses and the rest of the look unchanged, no latest move); l itself
// when the board was not kept or does not fit.
func lookBefore(l crossword.Look, board string) crossword.Look {
	width := 1
	if l.Stacks {
		width = 2
	}
	if len(board) != width*len(l.Squares) {
		return l
	}
	out := l
	out.Last = nil
	out.Squares = make([]crossword.Square, len(l.Squares))
	for i, s := range l.Squares {
		sq := crossword.Square{Bonus: s.Bonus}
		switch c := board[width*i]; {
		case c == '.':
		case c >= 'a':
			sq.Tile, sq.Height = crossword.Tile{Letter: c - 'a', Jolly: true}, 1
		default:
			sq.Tile, sq.Height = crossword.Tile{Letter: c - 'A'}, 1
		}
		if l.Stacks && sq.Height > 0 {
			sq.Height = int(board[width*i+1] - '0')
		}
		out.Squares[i] = sq
	}
	return out
}

// reviewCommand answers /review: of the channel's last game or round, to
// its player, privately; with game:N, of the channel's Nth latest past
// game (past.go); with daily, of the player's daily puzzle of that game
// today.
func (c *handling) reviewCommand(opts map[string]string) []Reply {
	if game := strings.ToLower(strings.TrimSpace(opts["daily"])); game != "" {
		return c.dailyReview(Kind(game))
	}
	if t := c.s.Turn; t != nil && t.seat(c.user.ID) >= 0 {
		return c.private("/review shows your moves once the game is over: it cannot show them while you play.")
	}
	if r := c.s.Round; r != nil && r.play != nil && r.play.Typed(c.user.ID) > 0 {
		return c.private("/review shows your round once it is over.")
	}
	if n, ok := opts["game"]; ok {
		return c.pastReview(n)
	}
	last := c.s.Last
	if last == nil {
		return c.private("No game or round has ended in this channel yet: /review shows the last one.")
	}
	if last.RoundReviews != nil {
		return c.roundReview(last)
	}
	return c.turnReview(last)
}

// turnReview words a finished turn game's review for the event's user.
func (c *handling) turnReview(last *replay) []Reply {
	if !slices.ContainsFunc(last.Review, func(rt reviewedTurn) bool { return rt.Player == c.user.ID }) {
		seat := slices.IndexFunc(last.Players, func(u User) bool { return u.ID == c.user.ID })
		if seat < 0 {
			return c.private("You did not play the last game of this channel.")
		}
		if len(last.Review) > 0 || !c.movedIn(last, seat) {
			// a game that keeps reviews, or one the player made no move in
			// (resigned or stopped at once)
			return c.private("You made no move in this game: there is nothing to review.")
		}
		return c.private("This game has no review: its moves were made before reviews were kept.")
	}
	lang := last.Options["lang"]
	e, err := c.b.loadEngine(&turnGame{Kind: last.Kind, Lang: lang, Players: last.Players, State: last.State})
	if err != nil {
		return c.fail(err)
	}
	return c.reviewTurns(last.Kind, last.Review, e.Look())
}

// reviewTurns words the review of the event user's turns among a finished
// game's judged turns (at least one), on the game's look l (its letters,
// values and bonuses).
func (c *handling) reviewTurns(kind Kind, turns []reviewedTurn, l crossword.Look) []Reply {
	var mine []review.Turn
	var kept []reviewedTurn
	for _, rt := range turns {
		if rt.Player == c.user.ID {
			mine = append(mine, rt.Turn)
			kept = append(kept, rt)
		}
	}
	spell := func(m crossword.Move) string {
		return m.Pos() + " " + spellWord(l.Letters, m.Word)
	}
	var lines []string
	lines = append(lines, c.t("**Your %s game, move by move** (the best move by score, and the points it would have added; by equity: the best by score plus the value of the tiles it keeps, when another):", c.title(kind)))
	for _, t := range mine {
		lines = append(lines, c.reviewLine(t, spell))
	}
	sum := review.Summarize(c.user.ID, mine)
	eq := 0.0
	for _, t := range mine {
		eq += t.EquityLost
	}
	total := c.t("In all: %s of the best moves' %s (%.0f%%), %s lost; equity lost %.1f.", c.points(sum.Scored), c.points(sum.Best), 100*sum.Efficiency, c.points(sum.Lost), eq)
	if len(sum.Costliest) > 0 {
		var parts []string
		for _, i := range sum.Costliest {
			parts = append(parts, fmt.Sprintf("%d (−%d)", mine[i].Number, mine[i].Lost))
		}
		total += " " + c.t("Costliest turns: %s.", strings.Join(parts, ", "))
	}
	var files []File
	for _, i := range sum.Costliest {
		if f := c.reviewPicture(l, kept[i]); f != nil {
			files = append(files, *f)
		}
	}
	if len(files) > 0 {
		total += " " + c.t("The pictures show your move (left) and the best move (right) of those turns.")
	}
	text := strings.Join(append(lines, total), "\n")
	if len([]rune(text)) > historyChars {
		// A long game: the whole review as a file, the sum in the message.
		files = append([]File{{Name: "review.txt", ContentType: "text/plain; charset=utf-8", Data: []byte(text + "\n"),
			Description: c.t("Your %s game, move by move.", c.title(kind))}}, files...)
		text = lines[0] + "\n" + c.t("(every move in review.txt)") + "\n" + total
	}
	return []Reply{{Text: text, Private: true, Files: files}}
}

// movedIn says whether the seat played, passed, exchanged or swapped in
// a finished game (resigning is no move to review).
func (c *handling) movedIn(last *replay, seat int) bool {
	e, err := c.b.loadEngine(&turnGame{Kind: last.Kind, Lang: last.Options["lang"], Players: last.Players, State: last.State})
	if err != nil {
		return true // the older wording, as before
	}
	return slices.ContainsFunc(e.History(), func(h crossword.Entry) bool {
		return h.Player == seat && h.Action != crossword.ActResign && h.Action != crossword.ActEnd
	})
}

// reviewLine words one reviewed move.
func (c *handling) reviewLine(t review.Turn, spell func(crossword.Move) string) string {
	var played string
	switch t.Kind {
	case review.Play:
		played = spell(t.Played) + " " + fmt.Sprint(t.Played.Score)
		if t.Withdrawn {
			played = c.t("%s (taken back)", played)
		}
	case review.Exchange:
		played = c.t("exchange")
	default:
		played = c.t("pass")
	}
	line := fmt.Sprintf("%d. %s", t.Number, played)
	switch {
	case !t.HasBest:
		line += " · " + c.t("no play was possible")
	case t.Lost == 0 && t.Kind == review.Play:
		line += " · " + c.t("✅ the best")
	default:
		line += " · " + c.t("best %s %d (−%d)", spell(t.Best), t.Best.Score, t.Lost)
	}
	if t.HasBest && t.EquityLost >= 0.05 && t.BestEquity.Key() != t.Best.Key() {
		// the best keeping a better rack (score plus the leave's value)
		line += " · " + c.t("by equity %s (−%.1f)", spell(t.BestEquity), t.EquityLost)
	}
	if t.MissedBingo {
		line += " · " + c.t("missed bingo %s (%d)", spell(t.BestBingo), t.BestBingo.Score)
	}
	return line
}

// reviewPicture draws a reviewed turn's board before the move twice, with
// the move made and with the best move; nil when there is nothing to show
// or images fail.
func (c *handling) reviewPicture(l crossword.Look, rt reviewedTurn) *File {
	if !rt.HasBest || rt.Board == "" {
		return nil
	}
	before := lookBefore(l, rt.Board)
	var mine []crossword.Placed
	if rt.Kind == review.Play {
		mine = rt.Played.Tiles
	}
	left, err := render.BoardImage(render.LookBoard(before, mine))
	if err != nil {
		return nil
	}
	defer render.Release(left)
	right, err := render.BoardImage(render.LookBoard(before, rt.Best.Tiles))
	if err != nil {
		return nil
	}
	defer render.Release(right)
	data, err := render.PNG(render.SideBySide(left, right))
	if err != nil {
		return nil
	}
	return &File{Name: fmt.Sprintf("turn-%d.png", rt.Number), ContentType: "image/png", Data: data,
		Description: c.t("Turn %d: your move (left) and the best move (right).", rt.Number)}
}

// roundReview words a finished round's review for the event's user.
func (c *handling) roundReview(last *replay) []Reply {
	rv, ok := last.RoundReviews[c.user.ID]
	if !ok {
		return c.private("You did not play the last round of this channel.")
	}
	return []Reply{{Text: c.roundReviewText(c.t("%s round", c.title(last.Kind)), rv), Private: true}}
}

// roundReviewText words a round's (or a daily board's) review.
func (c *handling) roundReviewText(what string, rv review.RoundReview) string {
	pct := 100.0
	if rv.Best > 0 {
		pct = 100 * float64(rv.Score) / float64(rv.Best)
	}
	text := c.t("**Your %s**: %s of the board's %s (%.0f%%), %d of its %d words; place %d of %d.",
		what, c.points(rv.Score), c.points(rv.Best), pct, rv.Found, rv.Words, rv.Place, rv.Of)
	if len(rv.Missed) > 0 {
		text += "\n" + c.t("The best words you missed:")
		for _, w := range rv.Missed {
			text += "\n" + fmt.Sprintf("%s %d · %s", w.Word, w.Points, w.Path.Report())
		}
	}
	return text
}

// roundReviews are the reviews of a finished round's players, by their key
// in the round (the user ID), words as the round's language writes them.
func roundReviews(r *wordRound) map[string]review.RoundReview {
	if r.play == nil {
		return nil
	}
	res := r.play.Finish()
	all := r.play.All()
	out := map[string]review.RoundReview{}
	for _, p := range res.Players {
		rv, ok := review.Round(res, all, p.Key())
		if !ok {
			continue
		}
		for i := range rv.Missed {
			rv.Missed[i].Word = boggle.Spell(r.Lang, rv.Missed[i].Word)
		}
		out[p.Key()] = rv
	}
	return out
}

// spellWord writes a word of saved letters as its language does (Ñ, CH).
func spellWord(a *lexicon.Alphabet, w string) string {
	if a == nil {
		return w
	}
	return a.Spell(w)
}

// dailyReview reviews the event user's finished daily puzzle of kind today:
// a board's as a round's (their place among every server's players), a
// position's as their move against the best.
func (c *handling) dailyReview(kind Kind) []Reply {
	if !slices.Contains(dailyGames, kind) {
		return c.private("The daily puzzle is boggle, ruzzle or scarabeo.")
	}
	ctx := context.Background()
	day := dayOf(c.now)
	play, ok, err := c.b.opt.Daily.DailyPlay(ctx, day, string(kind), c.user.ID)
	if err != nil {
		return c.fail(err)
	}
	if !ok || !play.Finished {
		return c.private("/review shows your daily %s once you have played it today.", c.title(kind))
	}
	p, err := c.b.puzzle(kind, day)
	if err != nil {
		return c.fail(err)
	}
	if p.board == nil {
		mine, lost := c.t("no move"), p.max-play.Score
		if len(play.Words) > 0 {
			mine = play.Words[0]
		}
		return c.private("**Your daily %s of %s**: %s (%s); the best move %s %s (%s): %s lost.", c.title(kind), day, mine, c.points(play.Score),
			p.best.Word, p.best.Pos(), c.points(p.best.Score), c.points(max(0, lost)))
	}
	plays, err := c.b.opt.Daily.DailyPlays(ctx, day, string(kind), "", 0)
	if err != nil {
		return c.fail(err)
	}
	var res boggle.Result
	for _, pl := range plays {
		if !pl.Finished {
			continue
		}
		pr := boggle.PlayerResult{ID: pl.User, Name: pl.Name, Total: pl.Score}
		for _, w := range pl.Words {
			pr.Words = append(pr.Words, boggle.Entry{Word: w, Reason: boggle.OK})
		}
		res.Players = append(res.Players, pr)
	}
	rv, ok := review.Round(res, p.words, c.user.ID)
	if !ok {
		return c.private("/review shows your daily %s once you have played it today.", c.title(kind))
	}
	for i := range rv.Missed {
		rv.Missed[i].Word = boggle.Spell(p.round.Lang, rv.Missed[i].Word)
	}
	return []Reply{{Text: c.roundReviewText(c.t("daily %s of %s", c.title(kind), day), rv), Private: true}}
}
