package boggle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/lexicon"
)

// Computer is the name of the computer player in a round against it.
const Computer = "Computer"

// Round is one board played by one or more players: words come in one at a
// time with Submit, each answered at once with a Verdict, and Finish scores
// the round (docs/rules.md, Boggle): a word found by two or more players
// scores for none of them. Against the computer, Finish gives the computer every
// word on the board that no human found; it wins only with strictly more
// points. A Round is not safe for concurrent use.
type Round struct {
	board    Board
	lex      *lexicon.DAWG
	rules    Rules
	judge    Judge
	shared   bool // a word found by two or more players scores for none
	vsCPU    bool
	players  []string          // player keys (IDs), in order of joining
	index    map[string]int    // player key -> index in players
	names    map[string]string // player key -> display name, when not the key
	subs     []Verdict
	found    map[string]map[string]int  // player -> word -> index in subs of its valid submission
	tried    map[string]map[string]bool // player -> words typed that did not count
	typed    map[string]int             // player -> submissions recorded
	checked  map[string]Verdict         // the judge's verdicts on the words typed so far
	hinted   map[string]map[string]bool // player -> words whose start Hint showed them
	hints    []hint                     // the hints in order (saved)
	all      []Word                     // every word on the board (the judge's), once asked
	enc      []byte                     // subs[:encoded] as saved (persist.go, words)
	encoded  int
	finished bool
	result   Result
}

// Judge is what a round needs from its game: the verdict on a word of
// letters A-Z (upper case) that the player has not typed before, checked
// in the rules' order (TooShort, NotInLexicon, then NotOnBoard or Untraced,
// else OK with points and path), and every word of the dictionary on the
// board with its points and path, sorted. Boggle's is the board with its
// rules (Rules.Check, FindAll); games/ruzzle has its own.
type Judge interface {
	Check(word string) Verdict
	All() []Word
}

// maxChecked bounds the verdicts a round keeps so that a word typed by
// several players is judged once.
const maxChecked = 4096

// boardJudge is Boggle's Judge.
type boardJudge struct {
	board Board
	lex   *lexicon.DAWG
	rules Rules
}

func (j boardJudge) Check(word string) Verdict { return j.rules.Check(j.board, j.lex, word) }
func (j boardJudge) All() []Word               { return FindAll(j.board, j.lex, j.rules) }

// NewRound starts a round on board with lex and rules. players lists the
// players in display order; others join with their first Submit. With
// vsComputer the computer plays after the humans.
func NewRound(board Board, lex *lexicon.DAWG, rules Rules, vsComputer bool, players ...string) (*Round, error) {
	if board.Size() < MinSize {
		return nil, errorf(ErrBadBoard, "the round has no board")
	}
	if lex == nil {
		return nil, errorf(ErrBadRules, "the round has no dictionary")
	}
	if err := rules.check(); err != nil {
		return nil, err
	}
	return newRound(boardJudge{board, lex, rules}, board, lex, rules, true, vsComputer, players...)
}

// NewJudgedRound starts a round of another game on the same letter grid
// (games/ruzzle): its words are judged by j, board is its letters (for the
// result and the report) and rules give the minimum length; with shared a
// word found by two or more players scores for none of them.
func NewJudgedRound(j Judge, board Board, rules Rules, shared, vsComputer bool, players ...string) (*Round, error) {
	if j == nil {
		return nil, errorf(ErrBadRules, "the round has no judge")
	}
	if board.Size() < MinSize {
		return nil, errorf(ErrBadBoard, "the round has no board")
	}
	if err := rules.check(); err != nil {
		return nil, err
	}
	return newRound(j, board, nil, rules, shared, vsComputer, players...)
}

func newRound(j Judge, board Board, lex *lexicon.DAWG, rules Rules, shared, vsComputer bool, players ...string) (*Round, error) {
	r := &Round{board: board, lex: lex, rules: rules, judge: j, shared: shared, vsCPU: vsComputer,
		found: map[string]map[string]int{}, tried: map[string]map[string]bool{}, typed: map[string]int{}, names: map[string]string{}, index: map[string]int{}}
	for _, p := range players {
		if _, err := r.join(p, ""); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Board returns the round's board.
func (r *Round) Board() Board { return r.board }

// Rules returns the round's rules.
func (r *Round) Rules() Rules { return r.rules }

// Players returns the players' keys in order of joining.
func (r *Round) Players() []string { return slices.Clone(r.players) }

// Name returns a player's display name: the name given to Play, else the key.
func (r *Round) Name(player string) string {
	if n, ok := r.names[player]; ok {
		return n
	}
	return player
}

// Typed returns how many words a player has had recorded ("" for all the
// players together).
func (r *Round) Typed(player string) int {
	if player == "" {
		return len(r.subs)
	}
	return r.typed[player]
}

// Found returns how many valid words a player has found so far.
func (r *Round) Found(player string) int { return len(r.found[player]) }

// Finished reports whether Finish has been called.
func (r *Round) Finished() bool { return r.finished }

// join adds a player if new and returns the normalized key; display is the
// player's name when the key is an ID ("" keeps the key as the name).
func (r *Round) join(player, display string) (string, error) {
	name := strings.TrimSpace(player)
	if name == "" {
		return "", errorf(ErrBadPlayer, "a player needs a name")
	}
	if r.vsCPU && name == Computer {
		return "", errorf(ErrBadPlayer, fmt.Sprintf("%q is the computer's name", Computer))
	}
	if _, ok := r.found[name]; !ok {
		r.index[name] = len(r.players)
		r.players = append(r.players, name)
		r.found[name] = map[string]int{}
	}
	if display != "" && display != name {
		r.names[name] = display
	}
	return name, nil
}

// Submit checks a player's word and records it. Input is trimmed and read
// case-insensitively; anything but letters A-Z (accents, digits, emoji, more
// than 64 characters) is refused with the reason Invalid. The verdict is OK
// for a new valid word, Repeated when the player already has it, or the
// first reason it fails: TooShort, NotInLexicon, NotOnBoard. Whether another
// player found it too is settled by Finish. The error is non-nil only when
// the round is over or the player name is empty.
//
// A word the player typed before that did not count is not recorded again
// (the report lists it once): its verdict is the same reason with Retried
// set.
func (r *Round) Submit(player, word string) (Verdict, error) {
	return r.Play(player, "", word, false)
}

// Play is Submit for a player keyed by id (a user ID) with a display name
// for the result and the report; private marks a word typed where only its
// player sees the verdict (kept with the verdict).
func (r *Round) Play(id, name, word string, private bool) (Verdict, error) {
	if r.finished {
		return Verdict{}, refuse(CodeRoundOver)
	}
	key, err := r.join(id, name)
	if err != nil {
		return Verdict{}, err
	}
	v := r.check(key, word)
	v.Private = private
	if !v.Retried {
		r.record(key, v)
	}
	return v, nil
}

// record adds player's verdict v to the round.
func (r *Round) record(player string, v Verdict) {
	if v.OK() {
		r.found[player][v.Word] = len(r.subs)
	} else if v.Reason != Repeated {
		if r.tried[player] == nil {
			r.tried[player] = map[string]bool{}
		}
		r.tried[player][v.Word] = true
	}
	r.typed[player]++
	r.subs = append(r.subs, v)
}

// check judges word for player without recording it, in one order: not A-Z
// (Invalid), then already typed (Repeated, or Retried with the reason it
// did not count), then the judge's (cached for the round).
func (r *Round) check(player, word string) Verdict {
	min := r.rules.Min(r.board.Size())
	w, why, ok := normalize(word, r.rules.Lang)
	if !ok {
		v := Verdict{Player: player, Word: w, Reason: Invalid, why: why, min: min, Retried: r.tried[player][w]}
		v.Detail = strings.TrimSuffix(why.Error(), ".")
		return v
	}
	if r.has(player, w) {
		return Verdict{Player: player, Word: w, Reason: Repeated, min: min}
	}
	v, seen := r.checked[w]
	if !seen {
		v = r.judge.Check(w)
		digraphVerdict(&v, r.board, r.rules.Lang, r.rules.QuFace)
		if r.checked == nil {
			r.checked = map[string]Verdict{}
		}
		if len(r.checked) < maxChecked {
			r.checked[w] = v
		}
	}
	v.Player, v.min = player, min
	if v.Reason == NotInTier {
		v.tier = r.rules.Tier
	}
	if v.OK() && r.hinted[player][w] {
		v.Reason, v.Points, v.Path = Hinted, 0, nil
	}
	v.Retried = r.tried[player][w]
	return v
}

// Check judges one word on board b under the rules, as Round.Submit does
// for a word the player has not typed before: Invalid, TooShort,
// NotInLexicon, NotInTier, then NotOnBoard or Untraced, else OK with its points and
// path. The dictionary is asked before the board is searched, so a string
// that is no word costs no search, and the search is bounded by
// MaxTraceSteps (a word it gives up on is Untraced). Player is left empty.
func (r Rules) Check(b Board, lex *lexicon.DAWG, word string) Verdict {
	min := r.Min(b.Size())
	w, why, ok := normalize(word, r.Lang)
	v := Verdict{Word: w, min: min}
	switch {
	case !ok:
		v.Reason, v.why = Invalid, why
		v.Detail = strings.TrimSuffix(why.Error(), ".")
	case len(w) < min:
		v.Reason = TooShort
	case lex == nil || !lex.Contains(w):
		// Checked before the board: tracing arbitrary strings can take
		// exponential time, dictionary words never do in practice.
		v.Reason = NotInLexicon
	case r.Tier != lexicon.Full && !lex.InTier(w, r.Tier):
		v.Reason, v.tier = NotInTier, r.Tier
	default:
		t := b.TraceWithin(w, r.QuFace, MaxTraceSteps)
		switch {
		case t.Found:
			v.Path = t.Path
			v.Points = r.Scoring.Points(len(w))
		case t.GaveUp:
			v.Reason = Untraced
		default:
			v.Reason = NotOnBoard
			digraphVerdict(&v, b, r.Lang, r.QuFace)
		}
	}
	return v
}

func (r *Round) has(player, w string) bool {
	_, ok := r.found[player][w]
	return ok
}

// Words returns a player's valid words so far, in the order found.
func (r *Round) Words(player string) []string {
	var out []string
	for _, v := range r.subs {
		if v.Player == player && v.OK() {
			out = append(out, v.Word)
		}
	}
	return out
}

// Score returns a player's points so far, before Finish cancels shared words.
func (r *Round) Score(player string) int {
	n := 0
	for _, v := range r.subs {
		if v.Player == player && v.OK() {
			n += v.Points
		}
	}
	return n
}

// Submissions returns every verdict so far, in submission order.
func (r *Round) Submissions() []Verdict { return slices.Clone(r.subs) }

// Entry is one word a player typed, as the round's result judges it.
type Entry struct {
	Word   string `json:"word"`
	Points int    `json:"points"`
	Reason Reason `json:"reason"`
	Path   Path   `json:"path,omitempty"`
	Detail string `json:"detail,omitempty"`
	// Private: typed where only the player saw the verdict.
	Private bool             `json:"private,omitempty"`
	why     *refusal.Refusal // for Invalid and Digraph: what is wrong, as a refusal (not saved)
}

// Refusal returns what is wrong with an Invalid entry's word as the
// engine refused it: its code and arguments (not_a_letter_of naming the
// round's letters, word_too_long ...), for wording in the reader's
// language. An entry read back from JSON has only its English Detail
// (CodeInvalidDetail). For a Digraph entry, the refusal naming the letter
// of two (digraph_cell), nil once read back from JSON (the reason's
// sentence says it without the letter). Nil for the other reasons.
func (e Entry) Refusal() *refusal.Refusal {
	switch {
	case e.Reason == Digraph:
		return e.why
	case e.Reason != Invalid:
		return nil
	case e.why != nil:
		return e.why
	}
	return refuse(CodeInvalidDetail, "detail", e.Detail)
}

// PlayerResult is a player's words, in the order typed, and total.
type PlayerResult struct {
	// ID is the player's key when it is not the name (a user ID).
	ID    string  `json:"id,omitempty"`
	Name  string  `json:"name"`
	Words []Entry `json:"words"`
	Total int     `json:"total"`
	// Hints are the words hinted to the player (Round.Hint) that they did
	// not type, in the order given: a typed one is among Words, Hinted.
	Hints []string `json:"hints,omitempty"`
}

// Key is the player's key in the round: the ID, or the name when the
// player was keyed by name (Round.Finish leaves ID empty then).
func (p PlayerResult) Key() string {
	if p.ID != "" {
		return p.ID
	}
	return p.Name
}

// Result is a finished round.
type Result struct {
	// Game is the game's name for the report's title ("Boggle" when empty;
	// a Judge with a Game method names its own).
	Game string `json:"game,omitempty"`
	// Bonuses are the board's bonus squares, one character per cell
	// (Ruzzle's, from a Judge with a Bonuses method), for the report.
	Bonuses    string `json:"bonuses,omitempty"`
	VsComputer bool   `json:"vs_computer,omitempty"`
	// Early is set by whoever stops the round before its time: the
	// report then calls a tie nobody's win (RecordedWinners).
	Early   bool           `json:"early,omitempty"`
	Board   Board          `json:"board"`
	Rules   Rules          `json:"rules"`
	Players []PlayerResult `json:"players"` // humans in order of joining, then the computer
	Winners []string       `json:"winners"` // the best total; several on a tie
	// Missed are the words on the board nobody found (none against the
	// computer, which takes them all), sorted, with points and paths.
	Missed []Word `json:"missed"`
}

// Player returns the named player's result.
func (res *Result) Player(name string) (PlayerResult, bool) {
	for _, p := range res.Players {
		if p.Name == name {
			return p, true
		}
	}
	return PlayerResult{}, false
}

// Finish ends the round and returns its result; later calls return the same
// result. Words valid for two or more players become Shared and score 0.
func (r *Round) Finish() Result {
	if r.finished {
		return r.result
	}
	r.finished = true
	finders := map[string]int{}
	for _, p := range r.players {
		for w := range r.found[p] {
			finders[w]++
		}
	}
	res := Result{Board: r.board, Rules: r.rules, VsComputer: r.vsCPU, Players: make([]PlayerResult, 0, len(r.players)+1), Missed: []Word{}}
	if g, ok := r.judge.(interface{ Game() string }); ok {
		res.Game = g.Game()
	}
	if g, ok := r.judge.(interface{ Bonuses() string }); ok {
		res.Bonuses = g.Bonuses()
	}
	for _, p := range r.players {
		pr := PlayerResult{Name: r.Name(p), Words: []Entry{}}
		if pr.Name != p {
			pr.ID = p
		}
		repeats := map[string]bool{} // a word typed again is listed once
		for _, v := range r.subs {
			if v.Player != p {
				continue
			}
			if v.Reason == Repeated {
				if repeats[v.Word] {
					continue
				}
				repeats[v.Word] = true
			}
			e := Entry{Word: v.Word, Reason: v.Reason, Points: v.Points, Path: v.Path, Detail: v.Detail, Private: v.Private, why: v.why}
			if e.Reason == OK && r.shared && finders[e.Word] > 1 {
				e.Reason, e.Points = Shared, 0
			}
			pr.Total += e.Points
			pr.Words = append(pr.Words, e)
		}
		for _, w := range r.Hints(p) {
			if !slices.ContainsFunc(pr.Words, func(e Entry) bool { return e.Word == w }) {
				pr.Hints = append(pr.Hints, w)
			}
		}
		res.Players = append(res.Players, pr)
	}
	var rest []Word
	for _, w := range r.judge.All() {
		if finders[w.Word] == 0 {
			rest = append(rest, w)
		}
	}
	if r.vsCPU {
		cpu := PlayerResult{Name: Computer, Words: []Entry{}}
		for _, w := range rest {
			cpu.Words = append(cpu.Words, Entry{Word: w.Word, Points: w.Points, Reason: OK, Path: w.Path})
			cpu.Total += w.Points
		}
		res.Players = append(res.Players, cpu)
	}
	totals := make([]int, 0, len(res.Players))
	for _, p := range res.Players {
		totals = append(totals, p.Total)
	}
	if r.vsCPU {
		idx, cpuWins := Winners(totals[:len(totals)-1], totals[len(totals)-1], true)
		if cpuWins {
			res.Winners = []string{Computer}
		} else {
			res.Winners = names(res.Players, idx)
		}
	} else {
		res.Missed = append(res.Missed, rest...)
		idx, _ := Winners(totals, 0, false)
		res.Winners = names(res.Players, idx)
	}
	r.result = res
	return res
}

// Winners is the winner rule of a round (docs/rules.md), for Boggle and
// Ruzzle alike: the indexes of the players with the best total, all of them on
// a tie, none when there are no players. Against the computer, whose total is
// computer, the computer alone wins (computerWins, no indexes) when it scores
// more than every player or nobody played.
func Winners(totals []int, computer int, vsComputer bool) (idx []int, computerWins bool) {
	best := -1
	for i, t := range totals {
		switch {
		case t > best:
			best, idx = t, []int{i}
		case t == best:
			idx = append(idx, i)
		}
	}
	if vsComputer && computer > best {
		return nil, true
	}
	return idx, false
}

// RecordedWinners is the winner rule of a round as a game records it (the
// bot's chat line, picture, leaderboard and report, docs/rules.md): Winners,
// except that a best total of 0 is nobody's win, and a round stopped before
// its time is nobody's win when it ends on a tie or nobody played (the
// computer, which wins a round nobody played, does not win one stopped
// before anybody did).
func RecordedWinners(totals []int, computer int, vsComputer, stoppedEarly bool) (idx []int, computerWins bool) {
	if stoppedEarly && len(totals) == 0 {
		return nil, false
	}
	idx, computerWins = Winners(totals, computer, vsComputer)
	if len(idx) > 0 && totals[idx[0]] == 0 || stoppedEarly && len(idx) > 1 {
		idx = nil
	}
	return idx, computerWins
}

func names(ps []PlayerResult, idx []int) []string {
	out := []string{}
	for _, i := range idx {
		out = append(out, ps[i].Name)
	}
	return out
}

// hint is one hint a round gave: the player and the word.
type hint struct {
	player, word string
}

// words returns every word on the board, asking the judge once.
func (r *Round) words() []Word {
	if r.all == nil {
		r.all = r.judge.All()
		if r.all == nil {
			r.all = []Word{}
		}
	}
	return r.all
}

// All returns every word on the board the round's rules allow, with its
// points and a path (what its report's missed words are taken from), in
// the saved letters (Result.Spelled writes them as the language does).
func (r *Round) All() []Word { return slices.Clone(r.words()) }

// foundByAnyone reports whether some player has w as a valid word.
func (r *Round) foundByAnyone(w string) bool {
	for _, f := range r.found {
		if _, ok := f[w]; ok {
			return true
		}
	}
	return false
}

// Left returns how many words on the board nobody has found yet, by
// length (docs/rules.md, Hints during a round), and how many distinct words
// the players have found in all.
func (r *Round) Left() (byLength map[int]int, found int) {
	byLength = map[int]int{}
	for _, w := range r.words() {
		if r.foundByAnyone(w.Word) {
			found++
		} else {
			byLength[len(w.Word)]++
		}
	}
	return byLength, found
}

// FoundInAll returns how many distinct words the players have found.
func (r *Round) FoundInAll() int {
	seen := map[string]bool{}
	for _, f := range r.found {
		for w := range f {
			seen[w] = true
		}
	}
	return len(seen)
}

// HintLetters is how many first letters of a word Hint shows: 2, or 3 for a
// word of 7 letters or more.
func HintLetters(word string) int {
	if len(word) >= 7 {
		return 3
	}
	return 2
}

// Hint gives player (keyed by id, with display name) a word on the board
// that nobody has found and that was not hinted to them yet: the one worth
// most, the longest, then the first alphabetically. The word then scores
// nothing for that player (Hinted, docs/rules.md): the cost of the hint.
// The caller shows its first HintLetters letters. A round with no such word
// refuses with CodeNoHint.
func (r *Round) Hint(id, name string) (Word, error) {
	if r.finished {
		return Word{}, refuse(CodeRoundOver)
	}
	key, err := r.join(id, name)
	if err != nil {
		return Word{}, err
	}
	var best Word
	ok := false
	for _, w := range r.words() {
		if r.foundByAnyone(w.Word) || r.hinted[key][w.Word] {
			continue
		}
		if !ok || w.Points > best.Points || w.Points == best.Points && (len(w.Word) > len(best.Word) ||
			len(w.Word) == len(best.Word) && w.Word < best.Word) {
			best, ok = w, true
		}
	}
	if !ok {
		return Word{}, refuse(CodeNoHint)
	}
	r.addHint(key, best.Word)
	return best, nil
}

func (r *Round) addHint(player, word string) {
	if r.hinted == nil {
		r.hinted = map[string]map[string]bool{}
	}
	if r.hinted[player] == nil {
		r.hinted[player] = map[string]bool{}
	}
	r.hinted[player][word] = true
	r.hints = append(r.hints, hint{player, word})
}

// Hints returns the words hinted to player, in order.
func (r *Round) Hints(player string) []string {
	var out []string
	for _, h := range r.hints {
		if h.player == player {
			out = append(out, h.word)
		}
	}
	return out
}
