package boggle

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/wordbot/wordbot/internal/jsonsplice"
	"github.com/wordbot/wordbot/lexicon"
)

// roundJSON is the saved form of a Round.
type roundJSON struct {
	Board      Board    `json:"board"`
	Rules      Rules    `json:"rules"`
	VsComputer bool     `json:"vs_computer,omitempty"`
	Players    []string `json:"players"`
	// Names are the display names of players keyed by ID (Play).
	Names map[string]string `json:"names,omitempty"`
	// Words are the submissions, played again on load (the verdicts are
	// not saved: a save stays small). Older saves have Submissions, the
	// verdicts themselves.
	Words       []savedWord `json:"words,omitempty"`
	Submissions []Verdict   `json:"submissions,omitempty"`
	// Hints are the hints given, [player, word] in order (Round.Hint).
	Hints    [][2]any `json:"hints,omitempty"`
	Finished bool     `json:"finished,omitempty"`
	Result   *Result  `json:"result,omitempty"`
}

// savedWord is a submission as a round saves it: [player, word], with the
// flag 1 when private, and the detail of an Invalid word: [player, word,
// flags, detail]. player indexes the round's players.
type savedWord struct {
	player  int
	word    string
	private bool
	detail  string
}

// appendTo appends the word as a round saves it.
func (w savedWord) appendTo(out []byte) []byte {
	out = append(out, '[')
	out = strconv.AppendInt(out, int64(w.player), 10)
	out = append(out, ',')
	out = appendString(out, w.word)
	switch {
	case w.detail != "":
		out = append(out, ',', byte('0'+b2i(w.private)), ',')
		out = appendString(out, w.detail)
	case w.private:
		out = append(out, ",1"...)
	}
	return append(out, ']')
}

// words returns the round's words as saved, encoding only those submitted
// since the last call (submissions are only appended): a round saved after
// each guess may hold thousands.
func (r *Round) savedWords() json.RawMessage {
	if len(r.subs) == 0 {
		return nil
	}
	for _, v := range r.subs[r.encoded:] {
		if r.encoded > 0 {
			r.enc = append(r.enc, ',')
		}
		w := savedWord{player: r.index[v.Player], word: v.Word, private: v.Private}
		if v.Reason == Invalid {
			w.detail = v.Detail
		}
		r.enc = w.appendTo(r.enc)
		r.encoded++
	}
	out := make([]byte, 0, len(r.enc)+2)
	out = append(out, '[')
	out = append(out, r.enc...)
	return append(out, ']')
}

// appendString appends s as a JSON string: letters A-Z as they are, anything
// else through encoding/json.
func appendString(out []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			q, _ := json.Marshal(s)
			return append(out, q...)
		}
	}
	out = append(out, '"')
	out = append(out, s...)
	return append(out, '"')
}

func (w *savedWord) UnmarshalJSON(data []byte) error {
	var a []json.RawMessage
	if err := json.Unmarshal(data, &a); err != nil {
		return err
	}
	if len(a) < 2 || len(a) > 4 {
		return fmt.Errorf("a saved word has %d fields", len(a))
	}
	flags := 0
	for i, dst := range []any{&w.player, &w.word, &flags, &w.detail}[:len(a)] {
		if err := json.Unmarshal(a[i], dst); err != nil {
			return err
		}
	}
	w.private = flags&1 != 0
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// MarshalJSON saves the round: board, rules, players, every word typed (its
// verdict is given again on load) and, once finished, the result. The
// lexicon is not saved; UnmarshalRound takes it.
func (r *Round) MarshalJSON() ([]byte, error) {
	j := roundJSON{Board: r.board, Rules: r.rules, VsComputer: r.vsCPU, Players: r.players, Finished: r.finished}
	if len(r.names) > 0 {
		j.Names = r.names
	}
	for _, h := range r.hints {
		j.Hints = append(j.Hints, [2]any{r.index[h.player], h.word})
	}
	if j.Players == nil {
		j.Players = []string{}
	}
	if r.finished {
		j.Result = &r.result
	}
	data, err := json.Marshal(j)
	if err != nil || len(r.subs) == 0 {
		return data, err
	}
	// The words are written by savedWords() and put in by hand: through
	// encoding/json they would be scanned again at every save.
	return jsonsplice.Field(data, "words", r.savedWords()), nil
}

// UnmarshalRound restores a round saved by MarshalJSON, to be played on with
// lex (the lexicon it was started with). A malformed save is an *Error with
// code ErrBadState.
func UnmarshalRound(data []byte, lex *lexicon.DAWG) (*Round, error) {
	return unmarshalRound(data, func(j *roundJSON) (*Round, error) {
		return NewRound(j.Board, lex, j.Rules, j.VsComputer, j.Players...)
	})
}

// UnmarshalJudgedRound restores a round of NewJudgedRound saved by
// MarshalJSON, judged by j (built from the game's own saved board).
func UnmarshalJudgedRound(data []byte, j Judge, shared bool) (*Round, error) {
	return unmarshalRound(data, func(s *roundJSON) (*Round, error) {
		return NewJudgedRound(j, s.Board, s.Rules, shared, s.VsComputer, s.Players...)
	})
}

func unmarshalRound(data []byte, start func(*roundJSON) (*Round, error)) (*Round, error) {
	var j roundJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, errorf(ErrBadState, fmt.Sprintf("saved round: %v", err))
	}
	r, err := start(&j)
	if err != nil {
		return nil, errorf(ErrBadState, fmt.Sprintf("saved round: %v", err))
	}
	for id, name := range j.Names {
		if _, ok := r.found[id]; !ok || name == "" {
			return nil, errorf(ErrBadState, fmt.Sprintf("saved round: a name for %q, not a player", id))
		}
		r.names[id] = name
	}
	// The hints come first: a word is hinted only while nobody has found
	// it, so every word typed before its hint was not that word.
	for i, h := range j.Hints {
		p, ok := h[0].(float64)
		w, ok2 := h[1].(string)
		if !ok || !ok2 || p < 0 || int(p) >= len(r.players) || float64(int(p)) != p {
			return nil, errorf(ErrBadState, fmt.Sprintf("saved round: hint %d is not [player, word]", i+1))
		}
		r.addHint(r.players[int(p)], w)
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
		} else if v.Reason != Repeated {
			if r.tried[v.Player] == nil {
				r.tried[v.Player] = map[string]bool{}
			}
			r.tried[v.Player][v.Word] = true
		}
		r.typed[v.Player]++
		r.subs = append(r.subs, v)
	}
	for i, w := range j.Words {
		if w.player < 0 || w.player >= len(r.players) {
			return nil, errorf(ErrBadState, fmt.Sprintf("saved round: word %d is by player %d of %d", i+1, w.player+1, len(r.players)))
		}
		p := r.players[w.player]
		v := r.check(p, w.word)
		if v.Retried {
			continue
		}
		v.Private = w.private
		if v.Reason == Invalid && w.detail != "" && w.detail != v.Detail {
			// typed shortened (a word too long is saved cut): the saved
			// English detail, not the refusal of the cut word
			v.Detail, v.why = w.detail, nil
		}
		r.record(p, v)
	}
	if j.Finished {
		if j.Result == nil {
			return nil, errorf(ErrBadState, "saved round: finished without a result")
		}
		r.finished, r.result = true, *j.Result
	}
	return r, nil
}
