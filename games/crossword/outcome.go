package crossword

// Outcome is how a crossword game ended, as its engine decided it
// (docs/rules.md): who won, who resigned, what the tiles left on the racks
// cost or brought. The bot only words it.
type Outcome struct {
	// Over: the game has ended, played out, left to one player, or
	// stopped (Stop).
	Over bool
	// Stopped: the game was stopped before its end. Nobody is charged
	// for the tiles left then.
	Stopped bool
	// Winners are the seats who won: none while the game goes on, none
	// for a game nobody played (no word placed, nobody resigned), none for
	// a stopped game whose best score is 0 or shared; else the best
	// score(s) among the seats who did not resign.
	Winners []int
	// Resigned are the seats who resigned, in the order they did.
	Resigned []int
	// Adjustments are the end lines (ActEnd) as logged, in seat order:
	// the points each seat gained or lost for the tiles left on the racks
	// (Scarabeo and Scrabble: the values, to the one who went out;
	// Upwords: 5 points off a tile). A resignation that leaves one player
	// and a stop charge nobody: none then.
	Adjustments []Entry
	// Played: the game counts as played (for the records and ratings): a
	// word was placed or someone resigned, and the game either ended on
	// its own or someone scored before it was stopped.
	Played bool
}

// OutcomeOf works out the outcome of g from what it tells: its scores,
// resignations, winners, last move and history, and whether it was stopped.
// The games' Outcome methods call it, so that the rule has one home.
func OutcomeOf(g TurnGame, stopped bool) Outcome {
	o := Outcome{Over: g.Over(), Stopped: stopped && g.Over()}
	scores := g.Scores()
	anyone := len(g.LastMove()) > 0 // a word placed
	for _, e := range g.History() {
		switch {
		case e.Action == ActResign:
			o.Resigned = append(o.Resigned, e.Player)
			anyone = true
		case e.Action == ActEnd && e.Score != 0:
			o.Adjustments = append(o.Adjustments, e)
		}
	}
	for i := 1; i < len(o.Adjustments); i++ {
		for j := i; j > 0 && o.Adjustments[j].Player < o.Adjustments[j-1].Player; j-- {
			o.Adjustments[j], o.Adjustments[j-1] = o.Adjustments[j-1], o.Adjustments[j]
		}
	}
	scored := false
	for _, s := range scores {
		scored = scored || s != 0
	}
	o.Played = anyone && (o.Over && !o.Stopped || scored)
	if !o.Over || !anyone {
		return o
	}
	if !o.Stopped {
		o.Winners = g.Winners()
		return o
	}
	// Stopped: the one best score above 0 among those still in; a tie or
	// nobody scoring is nobody's win (a shared win needs a game played to
	// its end).
	best, at := 0, -1
	for i, s := range scores {
		switch {
		case g.Resigned(i):
		case s > best:
			best, at = s, i
		case s == best:
			at = -1
		}
	}
	if at >= 0 {
		o.Winners = []int{at}
	}
	return o
}
