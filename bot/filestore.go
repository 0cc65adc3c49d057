package bot

import (
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// FileStore keeps each channel's session in a file of a folder. It is safe
// for concurrent use on different channels (the bot never saves one channel
// from two goroutines).
type FileStore struct {
	Dir string
}

func (s FileStore) path(channel string) string {
	return filepath.Join(s.Dir, hex.EncodeToString([]byte(channel))+".json")
}

// Save writes the channel's data atomically (a temporary file renamed).
func (s FileStore) Save(channel string, data []byte) error {
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return err
	}
	p := s.path(channel)
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, p)
}

// Load reads the channel's data, or nil when there is none.
func (s FileStore) Load(channel string) ([]byte, error) {
	d, err := os.ReadFile(s.path(channel))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return d, err
}

// Delete removes the channel's file.
func (s FileStore) Delete(channel string) error {
	err := os.Remove(s.path(channel))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// List returns the channels with a saved session.
func (s FileStore) List() ([]string, error) {
	ents, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		name, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok {
			continue
		}
		if ch, err := hex.DecodeString(name); err == nil {
			out = append(out, string(ch))
		}
	}
	sort.Strings(out)
	return out, nil
}
