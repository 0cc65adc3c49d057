package bot

// Reply is one thing the bot says or does in answer to an event or a timer.
type Reply struct {
	// Text is the message's content (Markdown as Discord reads it).
	Text string
	// Files are attachments: images and text reports.
	Files []File
	// Buttons are shown under the message.
	Buttons []Button
	// Private replies are seen only by the user of the event (ephemeral).
	Private bool
	// React, when set, is an emoji put on the user's message; the other fields
	// are then ignored except Guess.
	React string
	// Guess, with React, describes the guess the reaction answers, so that
	// an adapter that cannot react (Discord's rate limits) can show it in a
	// live message instead (see LiveFeedback).
	Guess *Guess
	// Hint, on a private /hint reply, is the hint's move for the Activity
	// (its "Play it" puts the tiles on the board); adapters ignore it.
	Hint *HintView `json:",omitempty"`
	// Modal, when set, answers a Press by opening a form with one text field
	// for its user; the other fields are then ignored. Its answer comes back
	// as a *Submit.
	Modal *Modal
	// Launch, when set, answers a Press by opening the Discord Activity
	// for its user (Discord's LAUNCH_ACTIVITY); the other fields are then
	// ignored. See launch.go.
	Launch bool `json:",omitempty"`
	// Key names the message so that a later reply can edit it.
	Key string
	// Edit, when set, replaces the content of the earlier message posted with
	// Key == Edit in the same channel.
	Edit string
	// Update replaces the message whose button was pressed.
	Update bool
	// Detached replies are posted as ordinary channel messages, not as the
	// answer to the interaction.
	Detached bool
	// Durable, when set, names a reply whose loss matters: it is kept in
	// the outbox, committed with the change it announces, until it is
	// delivered (see outbox.go). The name is unique and is sent as the
	// message's nonce.
	Durable string `json:",omitempty"`
	// Ping lists the IDs of users to notify on purpose (whose turn it is, a
	// lobby's players when their game starts): the adapter mentions them.
	// Nothing else in a reply ever notifies anyone, whatever its Text holds
	// (see docs/bot.md, "Mentions and names").
	Ping []string
}

// Modal is a form with one text field (Discord's modal).
type Modal struct {
	ID          string // comes back as Submit.CustomID (at most 100 characters)
	Title       string // at most 45 characters
	Label       string // the field's label, at most 45 characters
	Placeholder string
	MaxLength   int // the most characters the field takes
}

// Guess is one typed guess and its verdict, for live feedback.
type Guess struct {
	Round   string // the round's ID: a new round starts a new live message
	User    User
	Word    string
	Verdict string // ReactValid, ReactInvalid or ReactRepeat
	Found   int    // the words the user has found in the round so far
	InAll   int    // the words all the players have found so far (0: not told)
	Locale  string // the round's locale
	// Why is the verdict in a sentence for its player, as /guess words
	// it ("❌ CODX is not in the dictionary."): the Activity shows it.
	Why string `json:",omitempty"`
}

// File is an attachment.
type File struct {
	Name        string
	ContentType string
	Data        []byte
	// Description tells what the file shows, for players who cannot see
	// images (Discord's attachment description, at most 1024 characters).
	Description string
}

// Button is a button under a message. ID is the compact custom_id (at most
// 100 characters) the bot gets back in a Press.
type Button struct {
	Label string
	ID    string
}

// Target says where replies go: the event they answer (nil for timers) and
// its channel and user.
type Target struct {
	Channel   string
	User      User
	MessageID string // the user's message (for reactions)
	Ref       any    // the adapter's handle from the event
	// Interaction is true for commands, presses and submits: the first reply that is
	// not Detached, not an Edit and not a React answers the interaction.
	Interaction bool
}

// Sink carries replies to players; each adapter implements it. Send is
// called from the channel's goroutine, in order, once per handled event.
type Sink interface {
	Send(t Target, replies []Reply)
}

// SinkFunc adapts a function to Sink.
type SinkFunc func(t Target, replies []Reply)

// Send calls f.
func (f SinkFunc) Send(t Target, replies []Reply) { f(t, replies) }
