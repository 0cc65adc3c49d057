package bot

import (
	"reflect"
	"testing"

	"github.com/wordbot/wordbot/storage"
)

// TestMemStore: the Store in memory keeps what a database keeps, as the
// bot uses it: a session saved, its appended records (dropped by the next
// save), deleted; the servers of the sessions; the posts queued once per
// id, pending until sent or dropped, per guild; the gone marks.
func TestMemStore(t *testing.T) {
	st := &MemStore{}
	must := func(posts []Post, err error) []Post {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return posts
	}
	ids := func(posts []Post) (out []string) {
		for _, p := range posts {
			out = append(out, p.ID+"@"+p.Guild)
		}
		return out
	}
	if _, err := st.Commit(Change{Data: []byte("x")}); err == nil || err.Error() != "bot: a change needs a channel" {
		t.Errorf("a change without a channel: %v", err)
	}
	q := must(st.Commit(Change{Channel: "c1", Guild: "g1", Data: []byte("s1"), Posts: []Post{{ID: "p1", Channel: "c1"}, {ID: "p2", Channel: "c1"}}}))
	if got := ids(q); !reflect.DeepEqual(got, []string{"p1@g1", "p2@g1"}) {
		t.Errorf("queued: %v", got)
	}
	must(st.Commit(Change{Channel: "c1", Guild: "g1", Keep: true, Appends: [][]byte{[]byte("a1"), []byte("a2")}}))
	must(st.Commit(Change{Channel: "c1", Guild: "g1", Keep: true, Appends: [][]byte{[]byte("a3")}}))
	if data, _ := st.Load("c1"); string(data) != "s1" {
		t.Errorf("kept session: %q", data)
	}
	if recs, _ := st.LoadAppends("c1"); !reflect.DeepEqual(recs, [][]byte{[]byte("a1"), []byte("a2"), []byte("a3")}) {
		t.Errorf("appends: %q", recs)
	}
	// The same post again (a report queued before): not queued twice.
	q = must(st.Commit(Change{Channel: "c2", Guild: "g2", Data: []byte("s2"), Posts: []Post{{ID: "p2", Channel: "c1"}, {ID: "p3", Channel: "c2"}}}))
	if got := ids(q); !reflect.DeepEqual(got, []string{"p3@g2"}) {
		t.Errorf("queued again: %v", got)
	}
	if got := ids(must(st.PendingFor(func(g string) bool { return g == "g2" }))); !reflect.DeepEqual(got, []string{"p3@g2"}) {
		t.Errorf("pending for g2: %v", got)
	}
	if err := st.MarkSent("p1"); err != nil {
		t.Fatal(err)
	}
	if err := st.DropPost("p3", "deleted"); err != nil {
		t.Fatal(err)
	}
	if got := ids(must(st.Pending())); !reflect.DeepEqual(got, []string{"p2@g1"}) {
		t.Errorf("pending: %v", got)
	}
	if l, _ := st.List(); !reflect.DeepEqual(l, []string{"c1", "c2"}) {
		t.Errorf("list: %v", l)
	}
	if l, _ := st.ChannelsOf("g2"); !reflect.DeepEqual(l, []string{"c2"}) {
		t.Errorf("channels of g2: %v", l)
	}
	// A full save drops the records appended before; a deletion the lot.
	must(st.Commit(Change{Channel: "c1", Guild: "g1", Data: []byte("s1b")}))
	if recs, _ := st.LoadAppends("c1"); len(recs) != 0 {
		t.Errorf("appends after a save: %q", recs)
	}
	must(st.Commit(Change{Channel: "c2", Delete: true}))
	if data, _ := st.Load("c2"); data != nil {
		t.Errorf("deleted: %q", data)
	}
	if l, _ := st.List(); !reflect.DeepEqual(l, []string{"c1"}) {
		t.Errorf("list after the deletion: %v", l)
	}
	if err := st.MarkGone(Gone{Kind: "server", ID: "g9"}); err == nil {
		t.Error("a gone mark of no kind taken")
	}
	for _, g := range []Gone{{Kind: storage.GoneGuild, ID: "g1", Reason: GoneRemoved}, {Kind: storage.GoneChannel, ID: "c7", Guild: "g2", Reason: GoneDeleted}} {
		if err := st.MarkGone(g); err != nil {
			t.Fatal(err)
		}
	}
	st.ClearGone(storage.GoneGuild, "g1")
	if marks, _ := st.GoneMarks(); !reflect.DeepEqual(marks, []Gone{{Kind: storage.GoneChannel, ID: "c7", Guild: "g2", Reason: GoneDeleted}}) {
		t.Errorf("gone marks: %+v", marks)
	}
	if st.CommitsResults(&MemResults{}) || st.CommitsDaily(&MemDaily{}) {
		t.Error("a MemStore keeps no results and no daily plays")
	}
}

// TestMemStoreRestart: a bot on a MemStore takes the path a database
// takes: a guess is appended, not the session rewritten, and a new bot on
// the same store plays it again; the server the first bot was removed
// from is still gone for the second.
func TestMemStoreRestart(t *testing.T) {
	b, rec, _, st := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	saved, _ := st.Load("c1")
	b.Handle(msg(alice, "cat"))
	rec.take()
	if after, _ := st.Load("c1"); string(after) != string(saved) {
		t.Error("a guess rewrote the session")
	}
	if recs, _ := st.LoadAppends("c1"); len(recs) != 1 {
		t.Errorf("appended: %q", recs)
	}
	b.GuildRemoved("g9")
	b.Shutdown()
	b2 := New(b.Options(), rec)
	if err := b2.Resume(); err != nil {
		t.Fatal(err)
	}
	b2.Wait()
	rec.take()
	b2.Handle(msg(alice, "cat"))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactRepeat {
		t.Errorf("CAT again after the restart: %+v", out)
	}
	if reason, gone := b2.goneReason("g9", ""); !gone || reason != GoneRemoved {
		t.Errorf("g9 after the restart: %q %v", reason, gone)
	}
	b2.Shutdown()
}
