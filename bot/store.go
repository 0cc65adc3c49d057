package bot

import (
	"context"
	"errors"
	"sort"
	"sync"

	"github.com/wordbot/wordbot/storage"
)

// Store is what the bot keeps its state in (docs/bot.md, "State and
// restarts"): each channel's session, the outbox of durable posts, and the
// servers and channels gone. Every store implements all of it: package
// store's databases (store.Channels, which cmd/wordbot passes) and MemStore
// in memory, so the bot takes one path whatever keeps its state.
type Store interface {
	// Load returns the channel's session as saved, or nil, nil when it
	// has none.
	Load(channel string) ([]byte, error)
	// LoadAppends returns the records appended to the session of channel
	// since it was last saved, oldest first.
	LoadAppends(channel string) ([][]byte, error)
	// List returns the channels with a session, sorted, so that a
	// restarted bot resumes the timers of running games.
	List() ([]string, error)
	// ChannelsOf returns the channels whose session may be of guild,
	// sorted (a store that does not know a session's server returns
	// them all: the bot looks at each).
	ChannelsOf(guild string) ([]string, error)

	// Commit applies c atomically and returns the posts it queued: all of
	// c.Posts, or none when c.Result's report was queued before.
	Commit(c Change) (queued []Post, err error)
	// Pending returns the posts not marked sent or dropped, oldest first.
	Pending() ([]Post, error)
	// PendingFor is Pending for the posts of the guilds owns accepts:
	// when several processes share the store, each takes (claims) only
	// the posts of the shards it runs, leaving the others' to their
	// owners.
	PendingFor(owns func(guild string) bool) ([]Post, error)
	// MarkSent takes post id out of the outbox.
	MarkSent(id string) error
	// DropPost takes post id out of the outbox for good (Discord refuses
	// it, or its destination is gone), keeping why where it can.
	DropPost(id, reason string) error

	// MarkGone, ClearGone and GoneMarks remember the servers and channels
	// gone across restarts.
	MarkGone(g Gone) error
	ClearGone(kind, id string) error
	GoneMarks() ([]Gone, error)

	// CommitsResults reports whether Commit records a Change's Result in
	// r, the bot's Results, in its transaction (r is the same database);
	// otherwise the bot records it in r and marks its report before the
	// commit.
	CommitsResults(r Results) bool
	// CommitsDaily reports whether Commit saves a Change's daily play in
	// d, the bot's DailyStore (the same database); otherwise the bot saves
	// it before.
	CommitsDaily(d DailyStore) bool

	// PastGames returns the finished games of channel kept for /review
	// game:N (Change.Past), the latest first, at most
	// storage.PastGamesKept.
	PastGames(channel string) ([]PastGame, error)
}

// PastGame is a finished game kept for /review game:N (past.go).
type PastGame = storage.PastGame

// MemStore is a Store in memory, safe for concurrent use: what a bot
// without a database keeps (the terminal, tests), lost when the process
// ends. The zero value is ready to use.
type MemStore struct {
	mu      sync.Mutex
	m       map[string][]byte     // sessions
	guilds  map[string]string     // a session's server, from its Change
	appends map[string][][]byte   // records appended to a session
	posts   []Post                // the outbox, oldest first
	queued  map[string]bool       // every post id queued
	gone    map[[2]string]Gone    // by kind and id
	past    map[string][]PastGame // each channel's past games, the latest first
}

var _ Store = (*MemStore)(nil)

func (s *MemStore) init() {
	if s.m == nil {
		s.m, s.guilds, s.appends = map[string][]byte{}, map[string]string{}, map[string][][]byte{}
		s.queued, s.gone = map[string]bool{}, map[[2]string]Gone{}
		s.past = map[string][]PastGame{}
	}
}

// Save stores a copy of data as channel's session, dropping the records
// appended to it.
func (s *MemStore) Save(channel string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.init()
	s.m[channel] = append([]byte{}, data...)
	delete(s.appends, channel)
	return nil
}

// Load returns a copy of the channel's data, or nil.
func (s *MemStore) Load(channel string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, ok := s.m[channel]
	if !ok {
		return nil, nil
	}
	return append([]byte{}, d...), nil
}

// LoadAppends returns the records appended to channel's session since it
// was saved.
func (s *MemStore) LoadAppends(channel string) ([][]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([][]byte(nil), s.appends[channel]...), nil
}

// Delete forgets the channel.
func (s *MemStore) Delete(channel string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, channel)
	delete(s.guilds, channel)
	delete(s.appends, channel)
	return nil
}

// List returns the channels with a session, sorted.
func (s *MemStore) List() ([]string, error) {
	return s.channels(func(string) bool { return true }), nil
}

// ChannelsOf returns the channels whose session is of guild, or whose
// server is not known (saved with Save), sorted.
func (s *MemStore) ChannelsOf(guild string) ([]string, error) {
	return s.channels(func(g string) bool { return g == guild || g == "" }), nil
}

func (s *MemStore) channels(keep func(guild string) bool) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.m))
	for k := range s.m {
		if keep(s.guilds[k]) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Commit applies c at once: the session (saved, deleted, or kept with
// c.Appends added) and c.Posts queued, but for a post whose id was queued
// before. c.Result and c.Daily are not kept (CommitsResults and
// CommitsDaily are false: the bot records them before).
func (s *MemStore) Commit(c Change) ([]Post, error) {
	if c.Channel == "" {
		return nil, errors.New("bot: a change needs a channel")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.init()
	switch {
	case c.Delete:
		delete(s.m, c.Channel)
		delete(s.guilds, c.Channel)
		delete(s.appends, c.Channel)
	case c.Keep:
		for _, a := range c.Appends {
			s.appends[c.Channel] = append(s.appends[c.Channel], append([]byte{}, a...))
		}
	default:
		s.m[c.Channel] = append([]byte{}, c.Data...)
		s.guilds[c.Channel] = c.Guild
		delete(s.appends, c.Channel)
	}
	if c.Past != nil {
		s.keepPast(c.Channel, c.Guild, *c.Past)
	}
	var queued []Post
	for _, p := range c.Posts {
		if s.queued[p.ID] {
			continue
		}
		s.queued[p.ID] = true
		p.Guild = c.Guild
		p.Data = append([]byte{}, p.Data...)
		s.posts = append(s.posts, p)
		queued = append(queued, p)
	}
	return queued, nil
}

// keepPast keeps p as the latest game of channel, as package store does:
// once per ID, the channel's last storage.PastGamesKept, none ended
// storage.PastGamesAge before it.
func (s *MemStore) keepPast(channel, guild string, p PastGame) {
	for _, q := range s.past[channel] {
		if q.ID == p.ID {
			return
		}
	}
	p.Channel, p.Guild = channel, guild
	p.Players = append([]string(nil), p.Players...)
	p.Data = append([]byte{}, p.Data...)
	list := append([]PastGame{p}, s.past[channel]...)
	s.past[channel] = list[:min(len(list), storage.PastGamesKept)]
	old := p.At.Add(-storage.PastGamesAge)
	for ch, list := range s.past {
		kept := list[:0]
		for _, q := range list {
			if !q.At.Before(old) {
				kept = append(kept, q)
			}
		}
		s.past[ch] = kept
	}
}

// PastGames returns copies of the games of channel kept, the latest first.
func (s *MemStore) PastGames(channel string) ([]PastGame, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []PastGame
	for _, p := range s.past[channel] {
		p.Players = append([]string(nil), p.Players...)
		p.Data = append([]byte{}, p.Data...)
		out = append(out, p)
	}
	return out, nil
}

// Pending returns the posts not sent or dropped, oldest first.
func (s *MemStore) Pending() ([]Post, error) { return s.PendingFor(nil) }

// PendingFor returns the pending posts of the guilds owns accepts (all
// when owns is nil).
func (s *MemStore) PendingFor(owns func(guild string) bool) ([]Post, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Post
	for _, p := range s.posts {
		if owns == nil || owns(p.Guild) {
			out = append(out, p)
		}
	}
	return out, nil
}

// MarkSent takes post id out of the outbox.
func (s *MemStore) MarkSent(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.posts = slicesDeleteID(s.posts, id)
	return nil
}

// DropPost takes post id out of the outbox (a MemStore keeps no reason).
func (s *MemStore) DropPost(id, reason string) error { return s.MarkSent(id) }

func slicesDeleteID(posts []Post, id string) []Post {
	for i, p := range posts {
		if p.ID == id {
			return append(posts[:i:i], posts[i+1:]...)
		}
	}
	return posts
}

// MarkGone records g, replacing a mark of the same kind and ID.
func (s *MemStore) MarkGone(g Gone) error {
	if (g.Kind != storage.GoneGuild && g.Kind != storage.GoneChannel) || g.ID == "" {
		return errors.New("bot: a gone mark needs the kind guild or channel and an id")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.init()
	s.gone[[2]string{g.Kind, g.ID}] = g
	return nil
}

// ClearGone removes the mark of kind and id.
func (s *MemStore) ClearGone(kind, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.gone, [2]string{kind, id})
	return nil
}

// GoneMarks returns the marks, by kind and ID.
func (s *MemStore) GoneMarks() ([]Gone, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Gone, 0, len(s.gone))
	for _, g := range s.gone {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return out[i].ID < out[j].ID
	})
	return out, nil
}

// CommitsResults is false: a MemStore keeps no results.
func (s *MemStore) CommitsResults(Results) bool { return false }

// CommitsDaily is false: a MemStore keeps no daily plays.
func (s *MemStore) CommitsDaily(DailyStore) bool { return false }

// recordResult records r in results and reports whether its report is to
// be posted (the first time), for a Store that does not (CommitsResults).
func recordResult(results Results, r Result) (first bool, err error) {
	if err := results.RecordResult(context.Background(), r); err != nil {
		return false, err
	}
	return results.MarkReported(context.Background(), r.ID)
}
