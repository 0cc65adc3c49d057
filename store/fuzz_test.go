package store

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"
)

// dbBytes returns the bytes of a database file made by make.
func dbBytes(f *testing.F, make func(path string)) []byte {
	p := filepath.Join(f.TempDir(), FileName)
	make(p)
	data, err := os.ReadFile(p)
	if err != nil {
		f.Fatal(err)
	}
	return data
}

// FuzzOpen opens files of any content as the database (the schema check
// every start runs): Open either refuses with a code and leaves the bytes
// as they were, or gives a working store.
func FuzzOpen(f *testing.F) {
	ctx := context.Background()
	ours := dbBytes(f, func(p string) {
		s, err := Open(p)
		if err != nil {
			f.Fatal(err)
		}
		s.SaveSession(ctx, "c1", "boggle", []byte(`{"game":1}`))
		s.Close()
	})
	foreign := dbBytes(f, func(p string) {
		db, err := sql.Open("sqlite", p)
		if err == nil {
			_, err = db.Exec("CREATE TABLE notes (id INTEGER PRIMARY KEY)")
			db.Close()
		}
		if err != nil {
			f.Fatal(err)
		}
	})
	f.Add(ours)
	f.Add(foreign)
	f.Add([]byte{})
	f.Add([]byte(sqliteHeader))
	f.Add(append([]byte(sqliteHeader), make([]byte, 200)...))
	f.Add([]byte("not a database at all"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(t.TempDir(), FileName)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := Open(p)
		if err != nil {
			switch ErrorCode(err) {
			case ECorrupt, EForeign, ETooNew, EInternal:
			default:
				t.Errorf("code %q: %v", ErrorCode(err), err)
			}
			if after, _ := os.ReadFile(p); !bytes.Equal(after, data) {
				t.Errorf("refused file changed: %v", err)
			}
			return
		}
		defer s.Close()
		if _, err := s.Sessions(ctx, nil); err != nil {
			t.Errorf("opened, but: %v", err)
		}
		if err := s.SaveSession(ctx, "c2", "x", []byte("y")); err != nil {
			t.Errorf("opened, but: %v", err)
		}
	})
}
