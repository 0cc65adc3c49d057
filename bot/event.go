package bot

// User is a person who sends commands, messages or presses buttons.
type User struct {
	ID   string
	Name string
	// ManageChannels is true when the user may manage the channel (and so
	// stop anyone's game).
	ManageChannels bool
	// ManageGuild is true when the user may manage the server (and so
	// change its /settings).
	ManageGuild bool `json:"manage_guild,omitempty"`
	// Computer marks a computer opponent among a game's players: its
	// result is recorded with PlayerResult.Computer, and it is never
	// rated.
	Computer bool `json:"computer,omitempty"`
}

// Event is something that happened in a channel: a *Command, a *Message, a
// *Press or a *Submit (and, inside the package, timer ticks).
type Event interface {
	channelID() string
}

// Command is a slash command, such as /boggle start size:5.
type Command struct {
	Name    string            // "boggle", "play", "help", ...
	Sub     string            // subcommand ("start", "new") or ""
	Options map[string]string // option values as typed
	User    User
	Channel string
	Guild   string // "" in direct messages
	Locale  string // the user's locale ("en-US", "it"), may be empty
	// Ref is the adapter's handle for answering (an interaction).
	Ref any
}

// Message is a chat message typed in a channel.
type Message struct {
	ID      string
	Text    string
	User    User
	Channel string
	Guild   string
	Ref     any
}

// Press is a click on a button the bot posted.
type Press struct {
	CustomID  string
	MessageID string // the message the button is on
	User      User
	Channel   string
	Guild     string
	Locale    string
	Ref       any
}

// Submit is a form (a Reply's Modal) filled in and sent by a user.
type Submit struct {
	CustomID string // the Modal's ID
	Text     string // what the user typed in its one text field
	User     User
	Channel  string
	Guild    string
	Locale   string
	Ref      any
}

func (c *Command) channelID() string { return c.Channel }
func (s *Submit) channelID() string  { return s.Channel }
func (m *Message) channelID() string { return m.Channel }
func (p *Press) channelID() string   { return p.Channel }

// tick is a timer firing in a channel.
type tick struct {
	channel string
	game    int  // the game that set the timer; -1 for any
	resume  bool // the bot has just started
	// owns, on a resume, says whether the session's guild is this
	// process's (see ResumeWhere); nil: every guild.
	owns func(guild string) bool
}

func (t *tick) channelID() string { return t.channel }
