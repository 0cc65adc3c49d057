package bot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/daily"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
	"github.com/wordbot/wordbot/storage"
)

// The daily puzzle (docs/bot.md, "Daily puzzle"): one puzzle per game and
// UTC day, the same in every server, derived from the day and a secret seed
// by games/daily; each player plays it once, privately. Boggle and Ruzzle
// give the player daily.Time from their start to find words on the day's
// board, scored against every word on it; Scarabeo gives a mid-game
// position and a rack, and the player's one move is scored against the
// best move. Each game's registry entry derives its puzzle (its daily) with
// the view that shows and plays it (boardView, positionView); this file
// keeps the commands, forms, replies, storage calls and timers.

// DailyPlay is one player's daily puzzle of one game on one day.
type DailyPlay = storage.DailyPlay

// DailyStore keeps the daily plays (the store's interface, with its
// methods' documentation). Package store's database (*store.Store)
// implements it; MemDaily is the in-memory default.
type DailyStore = storage.DailyStore

// dailyGames are the games with a daily puzzle (the registry's entries
// with a daily), in the order /daily lists them.
var dailyGames = dailyKinds()

func dailyKinds() []Kind {
	var out []Kind
	for _, g := range registry {
		if g.daily != nil {
			out = append(out, g.Kind)
		}
	}
	return out
}

const (
	// maxStreakDays bounds the days read for a streak.
	maxStreakDays = 400
	// dailyListed is how many players /daily lists per game and scope.
	dailyListed = 10
)

// dailySubs are /daily's subcommands: one per puzzle, then standings
// (Discord cannot invoke a command with subcommands bare; the terminal's
// /daily alone shows the standings too).
func dailySubs() []SubSpec {
	var out []SubSpec
	for _, k := range dailyGames {
		t := game(k).Title
		out = append(out, SubSpec{Name: string(k), Description: "play today's " + t + " puzzle, privately"})
	}
	return append(out, SubSpec{Name: dailyStandingsSub,
		Description: "today's standings here and everywhere, streaks and yesterday's answers"})
}

// dailyChoices are the games with a daily puzzle as an option's choices
// (/review daily), in /daily's order.
func dailyChoices() []Choice {
	var out []Choice
	for _, k := range dailyGames {
		t := game(k).Title
		out = append(out, Choice{Value: string(k), Label: t})
	}
	return out
}

// dailyStandingsSub is the subcommand that shows the standings.
const dailyStandingsSub = "standings"

// dayOf is the UTC day of t, as the puzzles are keyed.
func dayOf(t time.Time) string { return t.UTC().Format("2006-01-02") }

// dailyKey returns the secret the puzzles derive from (daily.Key):
// Options.DailySeed when set, else the store's seed (generated once and
// stored).
func (b *Bot) dailyKey() ([]byte, error) {
	b.dailyMu.Lock()
	defer b.dailyMu.Unlock()
	if b.dailySecret != nil {
		return b.dailySecret, nil
	}
	seed := b.opt.DailySeed
	if seed == "" {
		v, err := b.opt.Daily.DailySeed(context.Background(), int64(rand.Uint64()>>1))
		if err != nil {
			return nil, err
		}
		seed = "stored:" + strconv.FormatInt(v, 10)
	}
	b.dailySecret = daily.Key(seed)
	return b.dailySecret, nil
}

// dailyPuzzle is one game's puzzle of one day, derived once and cached,
// with what the replies show of it.
type dailyPuzzle struct {
	kind Kind
	day  string
	// view shows and plays the puzzle (the game's registry entry chose it).
	view dailyView
	// max is the best score (daily.Puzzle's Max); limit a player's time
	// from their start (its Limit; 0: none).
	max   int
	limit time.Duration
	// Boggle and Ruzzle (boardView): the puzzle, its board as a round (for
	// the board's text, picture and shortest word; nobody plays in it) and
	// every word on it, best first.
	board *daily.Board
	round *wordRound
	words []boggle.Word
	// Scarabeo (positionView): the puzzle, the seat whose rack the player
	// plays, and the best move.
	position *daily.Position
	seat     int
	best     crossword.Move
}

// puzzle returns kind's puzzle of day.
func (b *Bot) puzzle(kind Kind, day string) (*dailyPuzzle, error) {
	key, err := b.dailyKey()
	if err != nil {
		return nil, err
	}
	b.dailyMu.Lock()
	if p := b.dailyCache[string(kind)+"/"+day]; p != nil {
		b.dailyMu.Unlock()
		return p, nil
	}
	b.dailyMu.Unlock()
	g := game(kind)
	if g == nil || g.daily == nil {
		return nil, fmt.Errorf("no daily %s", kind)
	}
	p, err := g.daily(b, g, day, daily.Rand(key, string(kind), day))
	if err != nil {
		return nil, err
	}
	b.dailyMu.Lock()
	defer b.dailyMu.Unlock()
	if b.dailyCache == nil || len(b.dailyCache) > 16 {
		b.dailyCache = map[string]*dailyPuzzle{} // old days go
	}
	b.dailyCache[string(kind)+"/"+day] = p
	return p, nil
}

// The games' daily puzzles (the registry's daily), with the bot's
// configured options (never a server's settings): the puzzle is the same
// in every server.

// dailyBoggle is the daily Boggle: a board of the configured language,
// rules and dictionary tier.
func (b *Bot) dailyBoggle(g *gameDef, day string, rng *rand.Rand) (*dailyPuzzle, error) {
	r, lex, err := b.dailyRound(g)
	if err != nil {
		return nil, err
	}
	rules, err := boggleRules(r)
	if err != nil {
		return nil, err
	}
	board, err := daily.Boggle{Lang: r.Lang, Lex: lex, Rules: rules}.Puzzle(rng)
	if err != nil {
		return nil, err
	}
	return b.boardPuzzle(g, day, r, board)
}

// dailyRuzzle is the daily Ruzzle: a board of the configured language,
// letter values and dictionary tier.
func (b *Bot) dailyRuzzle(g *gameDef, day string, rng *rand.Rand) (*dailyPuzzle, error) {
	r, lex, err := b.dailyRound(g)
	if err != nil {
		return nil, err
	}
	scoring, err := b.ruzzleScoring(r)
	if err != nil {
		return nil, err
	}
	board, err := daily.Ruzzle{Lang: r.Lang, Lex: lex, Scoring: scoring, MinLetters: r.MinLetters, Tier: r.Dict}.Puzzle(rng)
	if err != nil {
		return nil, err
	}
	return b.boardPuzzle(g, day, r, board)
}

// dailyRound is the round of g's daily board, before its letters: the
// configured language and rules (g's setup).
func (b *Bot) dailyRound(g *gameDef) (*wordRound, *lexicon.DAWG, error) {
	o := b.opt
	r := &wordRound{Kind: g.Kind, Size: daily.Size, Lang: g.Lang(&o), NoImages: o.NoImages, Seconds: int(daily.Time / time.Second)}
	g.setup(&o, r)
	lex, err := o.Lexicon(r.Lang)
	if err != nil {
		return nil, nil, err
	}
	return r, lex, nil
}

// boardPuzzle is a daily board puzzle with its round r (the board's text
// and picture) on the board's letters.
func (b *Bot) boardPuzzle(g *gameDef, day string, r *wordRound, board *daily.Board) (*dailyPuzzle, error) {
	r.Letters, r.Bonuses = board.Letters, board.Bonuses
	lex, err := b.opt.Lexicon(r.Lang)
	if err != nil {
		return nil, err
	}
	if err := g.newRound(b, r, lex); err != nil {
		return nil, err
	}
	return &dailyPuzzle{kind: g.Kind, day: day, view: boardView{}, max: board.Max(), limit: board.Limit(),
		board: board, round: r, words: board.Words}, nil
}

// dailyScarabeo is the daily Scarabeo: a position of the configured
// language and two-letter rule.
func (b *Bot) dailyScarabeo(g *gameDef, day string, rng *rand.Rand) (*dailyPuzzle, error) {
	o := b.opt
	lex, err := o.Lexicon(g.Lang(&o))
	if err != nil {
		return nil, err
	}
	v := scarabeo.Scarabeo()
	v.TwoLetterAny = o.ScarabeoTwoLetterAny
	pos, err := daily.Scarabeo{Variant: v, Lex: lex}.Puzzle(rng)
	if err != nil {
		return nil, fmt.Errorf("%w (%s)", err, day)
	}
	return &dailyPuzzle{kind: g.Kind, day: day, view: positionView{}, max: pos.Max(), limit: pos.Limit(),
		position: pos, seat: pos.Seat, best: pos.Best}, nil
}

// dailyView is how the bot shows and plays one form of daily puzzle: a
// board to find words on (boardView: Boggle, Ruzzle) or a position to play
// one move from (positionView: Scarabeo).
type dailyView interface {
	// show is a play still going, privately: the board or the position,
	// with its buttons.
	show(c *handling, p *dailyPuzzle, play DailyPlay) Reply
	// submit handles a form of the puzzle (action: its custom_id's first
	// part); the error is the play's save's (store.ErrDailyChanged: read
	// the play again and submit again).
	submit(c *handling, action string, p *dailyPuzzle, play DailyPlay, text string) ([]Reply, error)
	// final is play as it finishes: with its score.
	final(p *dailyPuzzle, play DailyPlay) (DailyPlay, error)
	// carry is fresh, the play read again while it finishes (another
	// process saved it), with what play brings that fresh lacks.
	carry(play, fresh DailyPlay) DailyPlay
	// result is a finished play's private result; line is its channel's
	// line (no answers).
	result(c *handling, p *dailyPuzzle, play DailyPlay, streak int) string
	line(c *handling, p *dailyPuzzle, play DailyPlay, streak int) string
	// answers are the puzzle's answers: every word on the board, the best
	// move.
	answers(c *handling, p *dailyPuzzle) string
}

// boardView shows and plays a Boggle or Ruzzle puzzle.
type boardView struct{}

func (boardView) show(c *handling, p *dailyPuzzle, play DailyPlay) Reply {
	title := c.title(p.kind)
	left := int(play.Deadline.Sub(c.now).Round(time.Second) / time.Second)
	text := c.t("🗓️ **Daily %s** of %s (%s): words of %d+ letters, the same board for everyone today, and only you see it. %s left: press Guess to send words (one or several), Done when you have finished.",
		title, p.day, p.round.Lang, p.round.minLetters(), fmtDuration(c.locale, max(left, 1)))
	if len(play.Words) > 0 {
		text += "\n" + c.t("Your words so far: %s.", strings.Join(spellAll(p.round.Lang, play.Words), ", "))
	}
	text += "\n```\n" + p.round.text() + c.bonusLegend(p.round.Bonuses) + "```"
	r := Reply{Text: text, Private: true, Buttons: []Button{mustButton(c.t("Guess"), idDailyGuess, string(p.kind), p.day), mustButton(c.t("Done"), idDailyDone, string(p.kind), p.day)}}
	if f := wordBoardImage(p.round, nil, "board.png", c.t("%s board, row by row: %s.", title, strings.Join(p.round.rows(), " / ")), c.imageLabels()); f != nil {
		r.Files = []File{*f}
	}
	return r
}

func (boardView) submit(c *handling, action string, p *dailyPuzzle, play DailyPlay, text string) ([]Reply, error) {
	if action != idDailyWords {
		return c.private("This button no longer works."), nil
	}
	return c.dailyWords(p, play, text)
}

// final: the engine's total of the player's words, found by their ID.
func (boardView) final(p *dailyPuzzle, play DailyPlay) (DailyPlay, error) {
	var err error
	play.Score, err = p.board.Score(play.User, play.Name, play.Words)
	return play, err
}

// carry: the words are fresh's (judged again on it).
func (boardView) carry(_, fresh DailyPlay) DailyPlay { return fresh }

func (v boardView) result(c *handling, p *dailyPuzzle, play DailyPlay, streak int) string {
	return c.t("🏁 Your daily %s of %s: %s, %s, %d%% of the maximum (%s); streak %s.", c.title(p.kind), p.day, c.points(play.Score), c.words(len(play.Words)), percent(play.Score, p.max), c.points(p.max), c.days(streak)) +
		"\n" + v.answers(c, p)
}

func (boardView) line(c *handling, p *dailyPuzzle, play DailyPlay, streak int) string {
	return c.t("🗓️ **%s** finished the daily %s: %s, %s, %d%% of the maximum; streak %s.", esc(play.Name), c.title(p.kind), c.points(play.Score), c.words(len(play.Words)), percent(play.Score, p.max), c.days(streak))
}

// answers lists the board's words, best first.
func (boardView) answers(c *handling, p *dailyPuzzle) string {
	var ws []string
	for i, w := range p.words {
		if i == 40 {
			ws = append(ws, trn(c.locale, "and %d more", len(p.words)-40))
			break
		}
		ws = append(ws, fmt.Sprintf("%s %d", boggle.Spell(p.round.Lang, w.Word), w.Points))
	}
	return c.t("The board's %s: %s.", c.words(len(p.words)), strings.Join(ws, ", "))
}

// positionView shows and plays a Scarabeo puzzle.
type positionView struct{}

func (positionView) show(c *handling, p *dailyPuzzle, _ DailyPlay) Reply {
	title := c.title(p.kind)
	g, err := p.position.Game()
	if err != nil {
		return c.fail(err)[0]
	}
	text := c.t("🗓️ **Daily %s** of %s: the same position for everyone today, and only you see it. Find the best move you can with your tiles: press Play and type the word and its first square (CASA 8H across, H8 down). Your one valid move is scored against the best.", title, p.day)
	rack := g.Rack(p.seat)
	text += "\n" + c.t("Your tiles: %s", spaced(rack.String()))
	text += "\n```\n" + boardLetters(c.locale, render.TurnBoard(g, nil)) + "```"
	r := Reply{Text: text, Private: true, Buttons: []Button{mustButton(c.t("Play"), idDailyPlay, string(p.kind), p.day)}}
	if !c.b.opt.NoImages {
		if data, err := boardImage(g, nil, c.imageLabels()); err == nil {
			r.Files = append(r.Files, File{Name: "board.png", ContentType: "image/png", Data: data,
				Description: c.t("The %s board, also written as text in the message.", title)})
		}
		if data, err := rackImage(g, p.seat); err == nil {
			r.Files = append(r.Files, File{Name: "rack.png", ContentType: "image/png", Data: data, Description: c.t("Your tiles: %s", spaced(rack.String()))})
		}
	}
	return r
}

func (positionView) submit(c *handling, action string, p *dailyPuzzle, play DailyPlay, text string) ([]Reply, error) {
	if action != idDailyMove {
		return c.private("This button no longer works."), nil
	}
	return c.dailyMove(p, play, text), nil
}

// final: the move's score, set when it was played (dailyMove).
func (positionView) final(_ *dailyPuzzle, play DailyPlay) (DailyPlay, error) { return play, nil }

// carry: the move being played.
func (positionView) carry(play, fresh DailyPlay) DailyPlay {
	fresh.Words, fresh.Score = play.Words, play.Score
	return fresh
}

func (v positionView) result(c *handling, p *dailyPuzzle, play DailyPlay, streak int) string {
	mine := c.t("no move")
	if len(play.Words) > 0 {
		mine = play.Words[0]
	}
	return c.t("🏁 Your daily %s of %s: %s (%s), %d%% of the best move; streak %s.", c.title(p.kind), p.day, mine, c.points(play.Score), percent(play.Score, p.max), c.days(streak)) +
		"\n" + v.answers(c, p)
}

func (positionView) line(c *handling, p *dailyPuzzle, play DailyPlay, streak int) string {
	return c.t("🗓️ **%s** played the daily %s: %s, %d%% of the best move; streak %s.", esc(play.Name), c.title(p.kind), c.points(play.Score), percent(play.Score, p.max), c.days(streak))
}

// answers is the best move.
func (positionView) answers(c *handling, p *dailyPuzzle) string {
	return c.t("The best move: %s %s for %s.", p.best.Word, p.best.Pos(), c.points(p.best.Score))
}

// dailyEnd is the timer of a timed play (Boggle, Ruzzle): the player's time
// is up.
type dailyEnd struct {
	channel string
	guild   string // the play's server: its line's destination (gone.go)
	user    string
	kind    Kind
	day     string
}

func (e *dailyEnd) channelID() string { return e.channel }

// resumeDaily sets again the timers of the timed plays still going (started
// today or yesterday, UTC) whose server owns accepts (nil: all), after a
// restart: a play whose time ran out while the bot was down ends at once,
// with its channel's line.
func (b *Bot) resumeDaily(owns func(guild string) bool) error {
	now := b.opt.Clock.Now()
	for _, day := range []string{dayOf(now.Add(-24 * time.Hour)), dayOf(now)} {
		for _, kind := range dailyGames {
			plays, err := b.opt.Daily.DailyPlays(context.Background(), day, string(kind), "", 0)
			if err != nil {
				return err
			}
			for _, p := range plays {
				if p.Finished || p.Deadline.IsZero() || (owns != nil && !owns(p.Guild)) {
					continue
				}
				end := &dailyEnd{channel: p.Channel, guild: p.Guild, user: p.User, kind: kind, day: day}
				b.opt.Clock.AfterFunc(max(p.Deadline.Sub(now), 0), func() { b.Dispatch(end) })
			}
		}
	}
	return nil
}

// timeUp tells whether a timed play's time ran out (an untimed play has no
// deadline).
func (c *handling) timeUp(play DailyPlay) bool {
	return !play.Deadline.IsZero() && !c.now.Before(play.Deadline)
}

// dailyCommand is /daily boggle|ruzzle|scarabeo|standings (/daily alone
// in the terminal: the standings).
func (c *handling) dailyCommand(e *Command) []Reply {
	c.b.dailyPlays.Lock()
	defer c.b.dailyPlays.Unlock()
	name := strings.ToLower(strings.TrimSpace(e.Sub))
	if spec, ok := CommandByName("daily"); ok {
		if sub, ok := spec.SubByName(name); ok {
			name = sub.Name // an Italian name typed in the terminal
		}
	}
	if name == "" || name == dailyStandingsSub {
		return c.dailyStandings(e.Guild)
	}
	kind := Kind(name)
	if !slices.Contains(dailyGames, kind) {
		return c.private("The daily puzzle is boggle, ruzzle or scarabeo.")
	}
	day := dayOf(c.now)
	p, err := c.b.puzzle(kind, day)
	if err != nil {
		return c.fail(err)
	}
	ctx := context.Background()
	play, ok, err := c.b.opt.Daily.DailyPlay(ctx, day, string(kind), c.user.ID)
	if err != nil {
		return c.fail(err)
	}
	if ok {
		if !play.Finished && c.timeUp(play) {
			return c.finishDaily(p, play, true)
		}
		if play.Finished {
			return []Reply{c.dailyResult(p, play)}
		}
		return []Reply{p.view.show(c, p, play)}
	}
	play = DailyPlay{Day: day, Game: string(kind), User: c.user.ID, Name: c.user.Name, Guild: e.Guild, Channel: e.Channel,
		Lang: c.locale, Start: c.now, Max: p.max}
	if p.limit > 0 {
		play.Deadline = c.now.Add(p.limit)
	}
	play, isNew, err := c.b.opt.Daily.StartDaily(ctx, play)
	if err != nil {
		return c.fail(err)
	}
	if isNew && !play.Deadline.IsZero() {
		end := &dailyEnd{channel: e.Channel, guild: e.Guild, user: c.user.ID, kind: kind, day: day}
		c.b.opt.Clock.AfterFunc(play.Deadline.Sub(c.now), func() { c.b.Dispatch(end) })
	}
	if play.Finished {
		return []Reply{c.dailyResult(p, play)}
	}
	return []Reply{p.view.show(c, p, play)}
}

// dailyPress handles the daily buttons: dailyguess, dailydone and
// dailyplay (KIND:DAY).
func (c *handling) dailyPress(a idArgs) []Reply {
	c.b.dailyPlays.Lock()
	defer c.b.dailyPlays.Unlock()
	action, p, play, replies := c.dailyTarget(a)
	if replies != nil {
		return replies
	}
	switch action {
	case idDailyGuess:
		id, _ := newID(idDailyWords, string(p.kind), p.day)
		return []Reply{{Modal: &Modal{ID: id, Title: c.t("Guess"),
			Label: c.t("Your words (one or several)"), Placeholder: c.t("cat dog tea"), MaxLength: modalChars}}}
	case idDailyDone:
		return c.finishDaily(p, play, true)
	case idDailyPlay:
		id, _ := newID(idDailyMove, string(p.kind), p.day)
		return []Reply{{Modal: &Modal{ID: id, Title: c.t("Play"),
			Label: c.t("Word and first square"), Placeholder: "CASA 8H", MaxLength: 40}}}
	}
	return c.private("This button no longer works.")
}

// dailyTarget reads a daily button's or form's ID: the action, the
// puzzle and the user's play, still going; otherwise the replies to give.
func (c *handling) dailyTarget(a idArgs) (string, *dailyPuzzle, DailyPlay, []Reply) {
	if !slices.Contains(dailyGames, Kind(a.Text[0])) {
		return "", nil, DailyPlay{}, c.private("This button no longer works.")
	}
	kind, day := Kind(a.Text[0]), a.Text[1]
	if day != dayOf(c.now) {
		return "", nil, DailyPlay{}, c.private("That daily puzzle is over: /daily %s plays today's.", string(kind))
	}
	p, err := c.b.puzzle(kind, day)
	if err != nil {
		return "", nil, DailyPlay{}, c.fail(err)
	}
	play, ok, err := c.b.opt.Daily.DailyPlay(context.Background(), day, string(kind), c.user.ID)
	if err != nil {
		return "", nil, DailyPlay{}, c.fail(err)
	}
	if !ok {
		return "", nil, DailyPlay{}, c.private("Start with /daily %s.", string(kind))
	}
	if play.Finished {
		return "", nil, DailyPlay{}, []Reply{c.dailyResult(p, play)}
	}
	if c.timeUp(play) {
		return "", nil, DailyPlay{}, c.finishDaily(p, play, true)
	}
	return a.Prefix, p, play, nil
}

// dailySubmit handles the daily forms: words for Boggle and Ruzzle, a move
// for Scarabeo (the puzzle's view).
func (c *handling) dailySubmit(a idArgs, text string) []Reply {
	c.b.dailyPlays.Lock()
	defer c.b.dailyPlays.Unlock()
	for attempt := 1; ; attempt++ {
		action, p, play, replies := c.dailyTarget(a)
		if replies != nil {
			return replies
		}
		out, err := p.view.submit(c, action, p, play, text)
		if storage.IsDailyChanged(err) && attempt < dailyAttempts {
			// Saved meanwhile by another process (the same player's
			// form in a server it runs): read the play again and judge
			// the words on it.
			continue
		}
		if err != nil {
			return c.fail(err)
		}
		return out
	}
}

// dailyAttempts is how many times a daily play's save is tried when
// another process saved the play since it was read (storage.ErrDailyChanged):
// each try reads the play again.
const dailyAttempts = 5

// dailyWords judges the words of a Guess form against the day's board; the
// error is the save's (storage.ErrDailyChanged: read the play again).
func (c *handling) dailyWords(p *dailyPuzzle, play DailyPlay, text string) ([]Reply, error) {
	words, lines := c.formWords(text)
	if len(words) == 0 {
		return c.private("Type one word made of letters."), nil
	}
	round, err := p.board.Round(play.User, play.Name, play.Words)
	if err != nil {
		return nil, err
	}
	for _, typed := range words {
		w, isWord := normalizeGuessIn(typed, p.round.Lang)
		if !isWord {
			lines = append(lines, c.t("❌ %s is not a word made of letters.", escapeWord(clip(typed, 30))))
			continue
		}
		if len(play.Words) >= maxGuesses {
			lines = append(lines, c.t("You have sent %d words: no more are read.", maxGuesses))
			break
		}
		v, err := round.Play(play.User, play.Name, w, true)
		if err != nil {
			return nil, err
		}
		switch v.Reason {
		case boggle.OK:
			play.Words = append(play.Words, v.Word)
			play.Score += v.Points
			lines = append(lines, c.t("✅ %s: %s.", boggle.Spell(p.round.Lang, v.Word), c.points(v.Points)))
		case boggle.Repeated:
			lines = append(lines, c.t("🔁 You already have %s.", boggle.Spell(p.round.Lang, v.Word)))
		default:
			// as /guess words it (niño in German names Ä, Ö and Ü)
			lines = append(lines, c.refusedText(boggle.Spell(p.round.Lang, v.Word), v.Reason, v.Err()))
		}
	}
	if err := c.b.opt.Daily.SaveDaily(context.Background(), play); err != nil {
		return nil, err
	}
	lines = append(lines, c.t("Total so far: %s.", c.points(play.Score)))
	return []Reply{{Text: strings.Join(lines, "\n"), Private: true}}, nil
}

// dailyMove plays the player's one move on the Scarabeo position. A move
// the engine refuses costs nothing: the player may try again.
func (c *handling) dailyMove(p *dailyPuzzle, play DailyPlay, text string) []Reply {
	f := strings.Fields(text)
	if len(f) != 2 {
		return c.private("Type the word and its first square, such as CASA 8H (across) or CASA H8 (down).")
	}
	word, pos := f[0], f[1]
	isPos := func(s string) bool { _, _, err := crossword.ParsePos(s, p.position.Size); return err == nil }
	if !isPos(pos) && isPos(word) {
		word, pos = pos, word // "8H CASA" reads too; "CASA 20A" is refused for its square
	}
	m, err := p.position.Play(word, pos)
	if err != nil {
		return c.fail(err)
	}
	play.Score = m.Score
	play.Words = []string{m.Word + " " + m.Pos()}
	return c.finishDaily(p, play, true)
}

// finishDaily closes a play: stored as finished, the player's result
// (private, when asked by the player) and the channel's spoiler-free line
// unless the server turned daily lines off. A play is finished once: when
// another process saved it since it was read (storage.ErrDailyChanged), it
// is read again, and if that process finished it, its result stands.
func (c *handling) finishDaily(p *dailyPuzzle, play DailyPlay, toPlayer bool) []Reply {
	for attempt := 1; ; attempt++ {
		out, err := c.finishDailyOnce(p, play, toPlayer)
		if err == nil {
			return out
		}
		if !storage.IsDailyChanged(err) || attempt == dailyAttempts {
			return c.fail(err)
		}
		fresh, ok, err := c.b.opt.Daily.DailyPlay(context.Background(), play.Day, play.Game, play.User)
		if err != nil || !ok {
			return c.fail(err)
		}
		if fresh.Finished {
			if toPlayer {
				return []Reply{c.dailyResult(p, fresh)}
			}
			return nil
		}
		play = p.view.carry(play, fresh)
	}
}

// finishDailyOnce is one try of finishDaily.
func (c *handling) finishDailyOnce(p *dailyPuzzle, play DailyPlay, toPlayer bool) ([]Reply, error) {
	play, err := p.view.final(p, play)
	if err != nil {
		return nil, err
	}
	play.Finished, play.Max = true, p.max
	if c.b.opt.Store.CommitsDaily(c.b.opt.Daily) {
		// Saved with the channel's line, in one transaction, after this
		// event (docs/bot.md, Daily puzzle).
		c.daily = &play
	} else if err := c.b.opt.Daily.SaveDaily(context.Background(), play); err != nil {
		return nil, err
	}
	var out []Reply
	if toPlayer {
		out = append(out, c.dailyResult(p, play))
	}
	if !c.b.GuildSettings(play.Guild).NoDaily {
		streak := c.b.finishedStreak(play.User, p.kind, play.Day)
		// Durable: a post the outbox delivers (again after a restart),
		// once per player, game and day.
		out = append(out, Reply{Text: p.view.line(c, p, play, streak), Detached: true, Durable: "daily/" + play.Day + "/" + play.Game + "/" + play.User})
	}
	return out, nil
}

// dailyEndTimer closes a play whose time ran out.
func (c *handling) dailyEndTimer(e *dailyEnd) []Reply {
	c.b.dailyPlays.Lock()
	defer c.b.dailyPlays.Unlock()
	play, ok, err := c.b.opt.Daily.DailyPlay(context.Background(), e.day, string(e.kind), e.user)
	if err != nil {
		c.b.logError("store", "reading a daily play", err, "user", e.user)
		return nil
	}
	if !ok || play.Finished {
		return nil
	}
	p, err := c.b.puzzle(e.kind, e.day)
	if err != nil {
		c.b.logError("daily", "deriving a puzzle", err, "game", string(e.kind))
		return nil
	}
	c.locale = play.Lang
	return c.finishDaily(p, play, false)
}

// dailyResult is a finished play, privately, with the answers.
func (c *handling) dailyResult(p *dailyPuzzle, play DailyPlay) Reply {
	streak := c.b.finishedStreak(play.User, p.kind, play.Day) // play is finished
	return Reply{Text: p.view.result(c, p, play, streak), Private: true}
}

// dailyStandings is /daily: today's standings in this server and across
// every server, each player's streak, and yesterday's answers.
func (c *handling) dailyStandings(guild string) []Reply {
	ctx := context.Background()
	day := dayOf(c.now)
	yesterday := dayOf(c.now.Add(-24 * time.Hour))
	var sb strings.Builder
	sb.WriteString(c.t("🗓️ **Daily puzzles of %s** (UTC): /daily boggle, /daily ruzzle, /daily scarabeo.", day))
	for _, kind := range dailyGames {
		title := c.title(kind)
		here, err := c.b.opt.Daily.DailyPlays(ctx, day, string(kind), guild, dailyListed)
		if err != nil {
			return c.fail(err)
		}
		all, err := c.b.opt.Daily.DailyPlays(ctx, day, string(kind), "", dailyListed)
		if err != nil {
			return c.fail(err)
		}
		if len(all) == 0 || !all[0].Finished {
			sb.WriteString("\n" + c.t("**%s**: %s", title, c.t("nobody has finished it yet.")))
			continue
		}
		sb.WriteString("\n**" + title + "**")
		sb.WriteString("\n" + c.t("This server: %s", c.dailyRanks(here, kind, day)))
		sb.WriteString("\n" + c.t("All servers: %s", c.dailyRanks(all, kind, day)))
	}
	sb.WriteString("\n" + c.t("**Yesterday's answers** (%s):", yesterday))
	for _, kind := range dailyGames {
		p, err := c.b.puzzle(kind, yesterday)
		if err != nil {
			return c.fail(err)
		}
		sb.WriteString("\n" + c.t("%s: %s", c.title(kind), clip(p.view.answers(c, p), 600)))
	}
	return []Reply{{Text: sb.String(), Private: true}}
}

// dailyRanks words the finished plays of a list, best first, with streaks.
func (c *handling) dailyRanks(plays []DailyPlay, kind Kind, day string) string {
	var items []string
	for _, pl := range plays {
		if !pl.Finished {
			continue
		}
		items = append(items, fmt.Sprintf("%d. %s %d (%d%%, %s)", len(items)+1, esc(pl.Name), pl.Score, percent(pl.Score, pl.Max),
			c.t("streak %s", c.days(c.b.dailyStreak(pl.User, kind, day)))))
	}
	if len(items) == 0 {
		return c.t("nobody yet.")
	}
	return strings.Join(items, " · ")
}

// dailyStreak is how many days in a row, up to day, user finished kind's
// puzzle: counted from day when they finished it, else from the day
// before (a streak is broken only once a whole day was missed).
func (b *Bot) dailyStreak(user string, kind Kind, day string) int {
	days, err := b.opt.Daily.DailyDays(context.Background(), user, string(kind), maxStreakDays)
	if err != nil {
		b.logError("store", "reading daily days", err, "user", user)
		return 0
	}
	return streakOf(days, day)
}

// finishedStreak is the streak of a play of day being finished: the store
// may not have it as finished yet (it is saved with its channel line).
func (b *Bot) finishedStreak(user string, kind Kind, day string) int {
	days, err := b.opt.Daily.DailyDays(context.Background(), user, string(kind), maxStreakDays)
	if err != nil {
		b.logError("store", "reading daily days", err, "user", user)
		return 0
	}
	if !slices.Contains(days, day) {
		i := 0
		for i < len(days) && days[i] > day {
			i++
		}
		days = slices.Insert(days, i, day)
	}
	return streakOf(days, day)
}

// streakOf counts the consecutive days, newest first in days, ending on
// today or on the day before.
func streakOf(days []string, today string) int {
	d, err := time.Parse("2006-01-02", today)
	if err != nil || len(days) == 0 {
		return 0
	}
	i := 0
	for i < len(days) && days[i] > today {
		i++ // days after today (a clock moved back) do not count
	}
	if i < len(days) && days[i] != today {
		d = d.AddDate(0, 0, -1)
	}
	n := 0
	for ; i < len(days) && days[i] == d.Format("2006-01-02"); i++ {
		n++
		d = d.AddDate(0, 0, -1)
	}
	return n
}

func percent(score, max int) int {
	if max <= 0 {
		return 0
	}
	return score * 100 / max
}

func (c *handling) words(n int) string { return wordCount(c.locale, n) }

func (c *handling) days(n int) string {
	return trn(c.locale, "%d days", n)
}

// MemDaily is DailyStore in memory, safe for concurrent use. The zero value
// is ready to use.
type MemDaily struct {
	mu    sync.Mutex
	seed  *int64
	plays map[string]DailyPlay // day/game/user
}

func memKey(day, game, user string) string { return day + "/" + game + "/" + user }

// DailySeed returns the seed, fresh the first time.
func (m *MemDaily) DailySeed(_ context.Context, fresh int64) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.seed == nil {
		m.seed = &fresh
	}
	return *m.seed, nil
}

// StartDaily stores p unless its player has a play of its day and game.
func (m *MemDaily) StartDaily(_ context.Context, p DailyPlay) (DailyPlay, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := memKey(p.Day, p.Game, p.User)
	if old, ok := m.plays[k]; ok {
		return cloneDaily(old), false, nil
	}
	if m.plays == nil {
		m.plays = map[string]DailyPlay{}
	}
	p.Version = 1
	m.plays[k] = cloneDaily(p)
	return p, true, nil
}

// DailyPlay returns a play.
func (m *MemDaily) DailyPlay(_ context.Context, day, game, user string) (DailyPlay, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, ok := m.plays[memKey(day, game, user)]
	return cloneDaily(p), ok, nil
}

// SaveDaily replaces a play still at p.Version and not finished, as the
// store does (storage.ErrDailyChanged otherwise).
func (m *MemDaily) SaveDaily(_ context.Context, p DailyPlay) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := memKey(p.Day, p.Game, p.User)
	old, ok := m.plays[k]
	if !ok {
		return nil
	}
	if old.Version != p.Version || old.Finished {
		return storage.ErrDailyChanged
	}
	p.Version++
	m.plays[k] = cloneDaily(p)
	return nil
}

// DailyPlays lists the plays of a day's puzzle.
func (m *MemDaily) DailyPlays(_ context.Context, day, game, guild string, limit int) ([]DailyPlay, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []DailyPlay
	for _, p := range m.plays {
		if p.Day == day && p.Game == game && (guild == "" || p.Guild == guild) {
			out = append(out, cloneDaily(p))
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Finished != b.Finished {
			return a.Finished
		}
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		return a.User < b.User
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// DailyDays lists the days user finished game, newest first.
func (m *MemDaily) DailyDays(_ context.Context, user, game string, limit int) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for _, p := range m.plays {
		if p.User == user && p.Game == game && p.Finished {
			out = append(out, p.Day)
		}
	}
	sort.Sort(sort.Reverse(sort.StringSlice(out)))
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

func cloneDaily(p DailyPlay) DailyPlay {
	p.Words = slices.Clone(p.Words)
	return p
}

// spellAll is words (as the lexicon writes them) as lang writes them
// (boggle.Spell: NIÑO, not NI[O).
func spellAll(lang string, words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = boggle.Spell(lang, w)
	}
	return out
}
