package bot

import (
	"sort"
	"sync"
)

// Store keeps each channel's session as bytes. Load returns nil, nil when the
// channel has no session.
type Store interface {
	Save(channel string, data []byte) error
	Load(channel string) ([]byte, error)
	Delete(channel string) error
}

// Lister is a Store that can list its channels, so that a restarted bot
// resumes the timers of running games.
type Lister interface {
	List() ([]string, error)
}

// MemStore is a Store in memory, safe for concurrent use. The zero value is
// ready to use.
type MemStore struct {
	mu sync.Mutex
	m  map[string][]byte
}

// Save stores a copy of data.
func (s *MemStore) Save(channel string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string][]byte{}
	}
	s.m[channel] = append([]byte(nil), data...)
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
	return append([]byte(nil), d...), nil
}

// Delete forgets the channel.
func (s *MemStore) Delete(channel string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, channel)
	return nil
}

// List returns the channels with a session, sorted.
func (s *MemStore) List() ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.m))
	for k := range s.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out, nil
}
