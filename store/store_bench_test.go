package store

import (
	"context"
	"fmt"
	"sync/atomic"
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

// BenchmarkAppendParallel: guesses appended to 200 sessions by 64
// concurrent callers (the group commit's load), each checked against the
// version its process loaded.
func BenchmarkAppendParallel(b *testing.B) {
	s := open(b)
	ctx := context.Background()
	for c := 0; c < 200; c++ {
		ch := fmt.Sprint("c", c)
		s.LoadSession(ctx, ch)
		if _, err := s.Commit(ctx, Change{Channel: ch, Data: make([]byte, 4096)}); err != nil {
			b.Fatal(err)
		}
	}
	var n atomic.Int64
	b.SetParallelism(32)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			i := n.Add(1)
			if _, err := s.Commit(ctx, Change{Channel: fmt.Sprint("c", i%200), Keep: true, Appends: [][]byte{[]byte(`{"r":"x","u":"u1","w":"word"}`)}}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
