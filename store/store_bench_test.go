package store

import (
	"context"
	"testing"
)

func BenchmarkSaveSession(b *testing.B) {
	s := open(b)
	data := make([]byte, 4096)
	for b.Loop() {
		if err := s.SaveSession(context.Background(), "c", "boggle", data); err != nil {
			b.Fatal(err)
		}
	}
}
