package bot

import (
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// startScrabble starts a Scrabble game of Alice and Bob in c1.
func startScrabble(t testing.TB, b *Bot, rec *recorder) {
	t.Helper()
	b.Handle(cmd(alice, "scrabble", "new", "lang", "en"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	if out := rec.take(); len(out) != 4 || !strings.Contains(out[2].R.Text, "begins: Alice, Bob") {
		t.Fatalf("start: %+v", out)
	}
}

func rackOf(v TurnView) string {
	var s []string
	for _, tl := range v.Rack {
		s = append(s, tl.Letter)
	}
	return strings.Join(s, "")
}

// TestTurnView: the Activity's view of a Scrabble game (docs/activity.md):
// the board's premiums, the scores, whose turn, the bag, and the viewer's
// rack only: Alice's view holds Alice's tiles, Bob's Bob's, Carol (not
// playing) none.
func TestTurnView(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	if _, ok := b.TurnView("c1", alice.ID); ok {
		t.Fatal("a view of a channel with no game")
	}
	startScrabble(t, b, rec)
	va, ok := b.TurnView("c1", alice.ID)
	if !ok {
		t.Fatal("no view of the game")
	}
	vb, _ := b.TurnView("c1", bob.ID)
	vc, _ := b.TurnView("c1", carol.ID)
	if va.Kind != Scrabble || va.Style != crossword.StyleScrabble || va.Size != 15 || len(va.Squares) != 225 || va.Turn != 0 || va.Bag != 86 || !va.Jollies || va.Stacks {
		t.Errorf("view: kind %s style %s size %d squares %d turn %d bag %d", va.Kind, va.Style, va.Size, len(va.Squares), va.Turn, va.Bag)
	}
	// H8 is the centre, A1 a triple word, D1 a double letter.
	if va.Squares[7*15+7].Bonus != "centre" || va.Squares[0].Bonus != "tw" || va.Squares[3].Bonus != "dl" || va.Squares[1].Bonus != "" {
		t.Errorf("premiums: H8 %q A1 %q D1 %q B1 %q", va.Squares[112].Bonus, va.Squares[0].Bonus, va.Squares[3].Bonus, va.Squares[1].Bonus)
	}
	if len(va.Players) != 2 || va.Players[0].Name != "Alice" || va.Players[1].Score != 0 || len(va.Letters) != 26 {
		t.Errorf("players %+v letters %v", va.Players, va.Letters)
	}
	e, err := b.loadEngine(b.sessions["c1"].Turn)
	if err != nil {
		t.Fatal(err)
	}
	ra, rb := e.Rack(0), e.Rack(1)
	if va.Seat != 0 || len(va.Rack) != 7 || rackOf(va) != strings.ReplaceAll(rackLetters("en", &ra), " ", "") {
		t.Errorf("Alice's view: seat %d rack %q, her tiles %q", va.Seat, rackOf(va), rackLetters("en", &ra))
	}
	if vb.Seat != 1 || rackOf(vb) != strings.ReplaceAll(rackLetters("en", &rb), " ", "") {
		t.Errorf("Bob's view: seat %d rack %q, his tiles %q", vb.Seat, rackOf(vb), rackLetters("en", &rb))
	}
	if vc.Seat != -1 || vc.Rack != nil {
		t.Errorf("Carol's view: seat %d rack %+v", vc.Seat, vc.Rack)
	}
	for _, tl := range va.Rack {
		if want := map[bool]int{true: 0, false: e.Look().Value(crossword.Tile{Letter: tl.Letter[0] - 'A'})}[tl.Jolly]; tl.Value != want {
			t.Errorf("tile %s is worth %d, want %d", tl.Letter, tl.Value, want)
		}
	}
}

// TestTurnPreview: tiles placed in the Activity are judged by the engine
// (PlayMove), nothing played: the hint's tiles preview the hint's word,
// position and score; one tile off the centre gets the engine's refusal,
// two tiles with an empty square between them the engine's gap refusal,
// in the player's language (its code worded in French); Bob, not on turn,
// is told whose turn it is. The game is unchanged by previews.
func TestTurnPreview(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	startScrabble(t, b, rec)
	b.Handle(cmd(alice, "hint", ""))
	hint := one(t, rec, "hint").R
	if hint.Hint == nil || !hint.Private || len(hint.Hint.Tiles) < 2 {
		t.Fatalf("hint: %+v", hint)
	}
	h := hint.Hint
	p := b.TurnPreview("c1", alice, "en", h.Tiles)
	if p.Refused != "" || p.Word != h.Word || p.Pos != h.Pos || p.Score != h.Score || !slices.Equal(p.Words, []string{strings.ToUpper(h.Word)}) {
		t.Errorf("preview of the hint %+v: %+v", h, p)
	}
	corner := []PlacedTile{{Square: 0, Letter: h.Tiles[0].Letter, Jolly: h.Tiles[0].Jolly}}
	if p := b.TurnPreview("c1", alice, "en", corner); p.Refused != "The first word must cover the centre square (8H)" {
		t.Errorf("a tile on A1: %+v", p)
	}
	apart := []PlacedTile{{Square: 112, Letter: h.Tiles[0].Letter, Jolly: h.Tiles[0].Jolly}, {Square: 114, Letter: h.Tiles[1].Letter, Jolly: h.Tiles[1].Jolly}}
	if p := b.TurnPreview("c1", alice, "fr", apart); p.Refused != "Les lettres doivent former un seul mot continu : la case 8I est vide." {
		t.Errorf("tiles apart (fr): %+v", p)
	}
	if p := b.TurnPreview("c1", bob, "en", h.Tiles); p.Refused != "It is not your turn: it is Alice's." {
		t.Errorf("Bob's preview: %+v", p)
	}
	if p := b.TurnPreview("c1", carol, "en", h.Tiles); p.Refused != "You are not in this game." {
		t.Errorf("Carol's preview: %+v", p)
	}
	if v, _ := b.TurnView("c1", alice.ID); v.Actions != 1 || v.Players[0].Score != 0 || len(v.Rack) != 7 {
		t.Errorf("after the previews: actions %d, score %d, %d tiles", v.Actions, v.Players[0].Score, len(v.Rack))
	}
	// The same tiles written as /play's word and position, played by
	// the command: the move of the hint.
	word, pos, refused := b.TurnPlacement("c1", alice, "en", h.Tiles)
	if refused != "" || !strings.EqualFold(strings.ReplaceAll(word, "?", ""), h.Word) || pos != h.Pos {
		t.Fatalf("placement: %q %q %q, hint %s %s", word, pos, refused, h.Word, h.Pos)
	}
	b.Handle(cmd(alice, "play", "", "word", word, "pos", pos))
	if r := one(t, rec, "play").R; !strings.HasPrefix(r.Text, "Alice plays "+strings.ToUpper(h.Word)+" at "+h.Pos+" for ") {
		t.Errorf("play: %q", r.Text)
	}
	if v, _ := b.TurnView("c1", alice.ID); v.Actions != 2 || v.Players[0].Score != h.Score || v.Turn != 1 || len(v.Last) != len(h.Tiles) {
		t.Errorf("after the move: actions %d, score %d (want %d), turn %d, last %v", v.Actions, v.Players[0].Score, h.Score, v.Turn, v.Last)
	}
}

// TestTurnPreviewUpwords: an Upwords tile put on a tile (a stack) is
// previewed as /play plays it: after Alice's first move, the best of Bob's
// moves that stacks a tile, its tiles placed as the Activity sends them,
// previews the engine's word, position and score; played by /play, the
// square's stack is 2 high in the view.
func TestTurnPreviewUpwords(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "upwords", "new", "lang", "en"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "hint", ""))
	h := one(t, rec, "alice's hint").R.Hint
	if h == nil {
		t.Fatal("no hint")
	}
	word, pos, refused := b.TurnPlacement("c1", alice, "en", h.Tiles)
	if refused != "" {
		t.Fatal(refused)
	}
	b.Handle(cmd(alice, "play", "", "word", word, "pos", pos))
	rec.take()
	v, _ := b.TurnView("c1", bob.ID)
	if !v.Stacks || v.Jollies || v.Style != crossword.StyleUpwords || v.Turn != 1 {
		t.Fatalf("view: %+v", v)
	}
	e, err := b.loadEngine(b.sessions["c1"].Turn)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := e.Hint(1, 200)
	if err != nil {
		t.Fatal(err)
	}
	var stack *HintView
	on := -1
	for i := range moves {
		hv := hintView(e, &moves[i])
		for _, tl := range hv.Tiles {
			if v.Squares[tl.Square].Height > 0 {
				stack, on = hv, tl.Square
			}
		}
		if stack != nil {
			break
		}
	}
	if stack == nil {
		t.Fatalf("none of Bob's %d best moves stacks a tile", len(moves))
	}
	p := b.TurnPreview("c1", bob, "en", stack.Tiles)
	if p.Refused != "" || !strings.EqualFold(p.Word, stack.Word) || p.Pos != stack.Pos || p.Score != stack.Score || len(p.Words) == 0 || p.Words[0] != p.Word {
		t.Fatalf("preview %+v of %+v", p, stack)
	}
	b.Handle(cmd(bob, "play", "", "word", p.Word, "pos", p.Pos))
	if r := one(t, rec, "bob's stack").R; !strings.HasPrefix(r.Text, "Bob plays ") {
		t.Fatalf("play: %q", r.Text)
	}
	if v, _ := b.TurnView("c1", bob.ID); v.Squares[on].Height != 2 || v.Players[1].Score != stack.Score {
		t.Errorf("after the stack: square %d is %d high, bob has %d (want %d)", on, v.Squares[on].Height, v.Players[1].Score, stack.Score)
	}
}

// BenchmarkTurnPreview: the Activity's preview of a first move in an
// English Scrabble game (the game loaded from its saved state, the move
// played on that copy): docs/activity.md gives the figure.
func BenchmarkTurnPreview(b *testing.B) {
	rec := &recorder{}
	bt := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
	startScrabble(b, bt, rec)
	bt.Handle(cmd(alice, "hint", ""))
	h := rec.take()[0].R.Hint
	b.ResetTimer()
	for range b.N {
		if p := bt.TurnPreview("c1", alice, "en", h.Tiles); p.Refused != "" {
			b.Fatal(p.Refused)
		}
	}
}

// TestPlacementRefusedInFrench: the engine's refusals of tiles placed in
// the Activity reach the player in their language, worded by code
// (bot/l10n): off one line, a gap, off the board, one square twice, a
// letter not on the rack, a letter the game has no tile of, both for the
// preview and for Submit (TurnPlacement: no /play word is written); the
// game is unchanged.
func TestPlacementRefusedInFrench(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	startScrabble(t, b, rec)
	setRack(t, b, 0, "ACT??EE")
	for _, c := range []struct {
		tiles []PlacedTile
		want  string
	}{
		{[]PlacedTile{{Square: 112, Letter: "C"}, {Square: 128, Letter: "A"}}, "Les lettres doivent toutes être sur une même ligne ou une même colonne."},
		{[]PlacedTile{{Square: 112, Letter: "C"}, {Square: 114, Letter: "A"}}, "Les lettres doivent former un seul mot continu : la case 8I est vide."},
		{[]PlacedTile{{Square: 112, Letter: "C"}, {Square: 232, Letter: "A"}}, "Une lettre en ligne 16, colonne 8 sortirait du plateau 15x15."},
		{[]PlacedTile{{Square: 112, Letter: "C"}, {Square: 112, Letter: "A"}}, "Tu ne peux poser qu'une lettre par case dans un coup (deux en 8H)"},
		{[]PlacedTile{{Square: 112, Letter: "C"}, {Square: 113, Letter: "Z"}}, "Tu n'as pas les lettres pour ça : il manque Z."},
		{[]PlacedTile{{Square: 112, Letter: "C"}, {Square: 113, Letter: "Ñ"}}, "Il n'y a pas de lettre Ñ dans ce jeu."},
	} {
		if p := b.TurnPreview("c1", alice, "fr", c.tiles); p.Refused != c.want || p.Word != "" {
			t.Errorf("preview of %+v: %+v, want %q", c.tiles, p, c.want)
		}
		if word, pos, refused := b.TurnPlacement("c1", alice, "fr", c.tiles); refused != c.want || word != "" || pos != "" {
			t.Errorf("submit of %+v: %q %q %q, want %q", c.tiles, word, pos, refused, c.want)
		}
	}
	if v, _ := b.TurnView("c1", alice.ID); v.Actions != 1 || v.Players[0].Score != 0 || rackOf(v) != "ACEET??" {
		t.Errorf("after the refusals: actions %d, score %d, rack %s", v.Actions, v.Players[0].Score, rackOf(v))
	}
}

// TestPlacementAsPlay: whatever tiles the Activity places, Submit's /play
// word and position (TurnPlacement) play exactly the move the preview
// showed. For Bob's legal moves after Alice's first (Scrabble with a blank
// on his rack: single tiles, blanks, words through the board's tiles;
// Spanish Scrabble: the Ñ and CH tiles too; Upwords: tiles onto stacks,
// single tiles), four of each kind, each placed as the Activity
// sends it: the preview is the engine's word, position, score and main
// word first; /play of TurnPlacement's word at its position on a copy of
// the game places the same tiles (Move.Key) for the same score.
func TestPlacementAsPlay(t *testing.T) {
	for _, c := range []struct{ game, lang, rack string }{
		{"scrabble", "en", "AES?"},
		{"upwords", "en", ""},
		{"scrabble", "es", "AO[\\?"}, // A, O, Ñ, CH and a blank
	} {
		game := c.game + " " + c.lang
		b, rec, _ := newTurnBot(t)
		b.Handle(cmd(alice, c.game, "new", "lang", c.lang))
		b.Handle(press(bob, "join:1"))
		b.Handle(press(alice, "start:1"))
		rec.take()
		b.Handle(cmd(alice, "hint", ""))
		h := one(t, rec, "alice's hint").R.Hint
		word, pos, refused := b.TurnPlacement("c1", alice, "en", h.Tiles)
		if refused != "" {
			t.Fatalf("%s: %s", game, refused)
		}
		b.Handle(cmd(alice, "play", "", "word", word, "pos", pos))
		rec.take()
		if c.rack != "" {
			setRack(t, b, 1, c.rack)
		}
		e, err := b.loadEngine(b.sessions["c1"].Turn)
		if err != nil {
			t.Fatal(err)
		}
		moves, err := e.Hint(1, 2000)
		if err != nil {
			t.Fatal(err)
		}
		look := e.Look()
		kinds := map[string]int{}
		for i := range moves {
			m := &moves[i]
			kind := "other"
			for _, tl := range m.Tiles {
				if look.Squares[tl.Pos.Row*look.Size+tl.Pos.Col].Height > 0 {
					kind = "stacked"
				}
			}
			for _, tl := range m.Tiles {
				if tl.Tile.Letter >= 26 && kinds["beyond Z"] < 4 {
					kind = "beyond Z"
				}
			}
			switch {
			case kind == "beyond Z":
			case len(m.Tiles) == 1:
				kind = "one tile"
			case m.Jollies() > 0:
				kind = "blank"
			case kind == "other" && len(m.Tiles) < len([]rune(m.Word)):
				kind = "through the board"
			}
			if kinds[kind] >= 4 {
				continue
			}
			kinds[kind]++
			hv := hintView(e, m)
			p := b.TurnPreview("c1", bob, "en", hv.Tiles)
			if p.Refused != "" || p.Word != m.Word || p.Pos != m.Pos() || p.Score != m.Score || len(p.Words) == 0 || p.Words[0] != strings.ToUpper(m.Word) {
				t.Errorf("%s, %s %s at %s: preview %+v", game, kind, m.Word, m.Pos(), p)
			}
			word, pos, refused := b.TurnPlacement("c1", bob, "en", hv.Tiles)
			if refused != "" {
				t.Errorf("%s, %s %s at %s: refused %q", game, kind, m.Word, m.Pos(), refused)
				continue
			}
			g, err := b.loadEngine(b.sessions["c1"].Turn)
			if err != nil {
				t.Fatal(err)
			}
			played, err := g.Play(1, word, pos)
			if err != nil || played.Key() != m.Key() || played.Score != m.Score {
				t.Errorf("%s, %s %s at %s: /play %s %s: %v %v, want %s for %d", game, kind, m.Word, m.Pos(), word, pos, played, err, m.Key(), m.Score)
			}
		}
		want := []string{"one tile"}
		switch c.game {
		case "scrabble":
			want = append(want, "blank", "through the board")
		case "upwords":
			want = append(want, "stacked", "other")
		}
		if c.lang == "es" {
			want = append(want, "beyond Z")
		}
		for _, k := range want {
			if kinds[k] == 0 {
				t.Errorf("%s: no move of kind %q among Bob's %d (%v)", game, k, len(moves), kinds)
			}
		}
		t.Logf("%s: %v", game, kinds)
	}
}
