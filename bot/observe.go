package bot

import "time"

// Observer counts what the bot does; *metrics.Metrics implements it. Kinds
// come from small fixed sets, never from user or channel ids.
type Observer interface {
	// Event counts an event: command, message, button or timer.
	Event(kind string)
	// Reply counts a reply: message, ephemeral, edit, update or reaction.
	Reply(kind string)
	// Error counts an error: store, internal, panic, discord, ...
	Error(kind string)
	// SessionsActive is the number of channels where a game runs.
	SessionsActive(n int)
	// ReplyLatency is the time from an event's arrival to its replies.
	ReplyLatency(d time.Duration)
	// QueueDepth is the length of a queue: "events" (events queued or
	// being handled) and "outbox" (durable posts not delivered yet).
	QueueDepth(queue string, n int)
	// PostDropped counts a post dropped for good, by reason (wordbot_posts_dropped_total).
	PostDropped(reason string)
}

type noMetrics struct{}

func (noMetrics) Event(string)               {}
func (noMetrics) Reply(string)               {}
func (noMetrics) Error(string)               {}
func (noMetrics) SessionsActive(int)         {}
func (noMetrics) ReplyLatency(time.Duration) {}
func (noMetrics) QueueDepth(string, int)     {}
func (noMetrics) PostDropped(string)         {}

func eventKind(ev Event) string {
	switch ev.(type) {
	case *Command:
		return "command"
	case *Message:
		return "message"
	case *Press:
		return "button"
	case *Submit:
		return "modal"
	case *peek:
		return "activity_view" // the Activity reading a round (activity.go)
	}
	return "timer"
}

func replyKind(r Reply) string {
	switch {
	case r.React != "":
		return "reaction"
	case r.Modal != nil:
		return "modal"
	case r.Edit != "":
		return "edit"
	case r.Private:
		return "ephemeral"
	case r.Update:
		return "update"
	}
	return "message"
}

// logError logs an internal error with its context and counts it.
func (b *Bot) logError(kind, what string, err error, attrs ...any) {
	b.opt.Metrics.Error(kind)
	b.opt.Logger.Error("bot: "+what, append(attrs, "err", err)...)
}
