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
	// are then ignored.
	React string
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
}

// File is an attachment.
type File struct {
	Name        string
	ContentType string
	Data        []byte
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
	// Interaction is true for commands and presses: the first reply that is
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
