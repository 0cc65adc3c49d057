package bot

import "time"

// lobby gathers players before a turn game starts.
type lobby struct {
	Kind    string            `json:"kind"`
	Options map[string]string `json:"options,omitempty"`
	Players []User            `json:"players"`
}

// turnGame is a running Scarabeo, Scrabble or Upwords game.
type turnGame struct {
	Kind     string    `json:"kind"`
	Lang     string    `json:"lang"`
	Players  []User    `json:"players"`
	State    []byte    `json:"state"`
	TurnEnds time.Time `json:"turn_ends,omitempty"`
}

func (t *turnGame) nextWake() (time.Time, bool) {
	if t.TurnEnds.IsZero() {
		return time.Time{}, false
	}
	return t.TurnEnds, true
}

func (c *ctx) newLobby(kind string, opts map[string]string) []Reply {
	return c.private("Turn games are not available yet.")
}

func (c *ctx) lobbyButton(action string, game int) []Reply {
	return c.private("This button no longer works.")
}

func (c *ctx) playIt(game int, arg string) []Reply {
	return c.private("This button no longer works.")
}

func (c *ctx) turnCommand(name string, opts map[string]string) []Reply {
	return c.private("No turn game is running in this channel.")
}

func (c *ctx) turnTick() []Reply { return nil }

func (c *ctx) endTurnGame(why string) []Reply {
	c.s.Turn, c.s.Kind = nil, ""
	c.changed()
	return []Reply{{Text: why}}
}

func (c *ctx) rematch(last *replay) []Reply {
	return c.private("This button no longer works.")
}
