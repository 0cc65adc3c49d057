package boggle

import (
	"encoding/json"
	"fmt"

	"github.com/wordbot/wordbot/lexicon"
)

// roundJSON is the saved form of a Round.
type roundJSON struct {
	Board       Board     `json:"board"`
	Rules       Rules     `json:"rules"`
	VsComputer  bool      `json:"vs_computer,omitempty"`
	Players     []string  `json:"players"`
	Submissions []Verdict `json:"submissions"`
	Finished    bool      `json:"finished,omitempty"`
	Result      *Result   `json:"result,omitempty"`
}

// MarshalJSON saves the round: board, rules, players, every verdict given and,
// once finished, the result. The lexicon is not saved; UnmarshalRound takes it.
func (r *Round) MarshalJSON() ([]byte, error) {
	j := roundJSON{Board: r.board, Rules: r.rules, VsComputer: r.vsCPU, Players: r.players, Submissions: r.subs, Finished: r.finished}
	if j.Players == nil {
		j.Players = []string{}
	}
	if j.Submissions == nil {
		j.Submissions = []Verdict{}
	}
	if r.finished {
		j.Result = &r.result
	}
	return json.Marshal(j)
}

// UnmarshalRound restores a round saved by MarshalJSON, to be played on with
// lex (the lexicon it was started with). A malformed save is an *Error with
// code ErrBadState.
func UnmarshalRound(data []byte, lex *lexicon.DAWG) (*Round, error) {
	var j roundJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, errorf(ErrBadState, fmt.Sprintf("saved round: %v", err))
	}
	r, err := NewRound(j.Board, lex, j.Rules, j.VsComputer, j.Players...)
	if err != nil {
		return nil, errorf(ErrBadState, fmt.Sprintf("saved round: %v", err))
	}
	min := j.Rules.Min(j.Board.Size())
	for i, v := range j.Submissions {
		if _, ok := r.found[v.Player]; !ok {
			return nil, errorf(ErrBadState, fmt.Sprintf("saved round: submission %d is by %q, not a player", i+1, v.Player))
		}
		v.min = min
		if v.OK() {
			if r.has(v.Player, v.Word) {
				return nil, errorf(ErrBadState, fmt.Sprintf("saved round: %s found %q twice", v.Player, v.Word))
			}
			r.found[v.Player][v.Word] = len(r.subs)
		}
		r.subs = append(r.subs, v)
	}
	if j.Finished {
		if j.Result == nil {
			return nil, errorf(ErrBadState, "saved round: finished without a result")
		}
		r.finished, r.result = true, *j.Result
	}
	return r, nil
}
