package bot

// The end of a turn game in the Activity (docs/activity.md, Scarabeo,
// Scrabble and Upwords): the page keeps showing the game's final board and
// result until something else starts in the channel; /resign's
// confirmation button is what the page's Resign presses once confirmed.

// ResignID is the custom_id of /resign's confirmation button in the
// channel's game number game: a Press of it resigns its player at once, as
// the chat's button does (the game must still be game).
func ResignID(game int) string {
	id, _ := newID(idResign, game)
	return id
}

// finishedView is the channel's last turn game, ended, as user sees it:
// its final board, scores and winners, when nothing else runs in the
// channel (no round, lobby or game) and its last game was a turn game
// (false otherwise).
func (b *Bot) finishedView(s *session, channel, user string) (TurnView, bool) {
	last := s.Last
	if s.Kind != "" || s.Round != nil || s.Lobby != nil || last == nil || len(last.State) == 0 {
		return TurnView{}, false
	}
	if g := game(last.Kind); g == nil || g.load == nil {
		return TurnView{}, false
	}
	t := &turnGame{Kind: last.Kind, Lang: last.Options["lang"], Options: last.Options, Players: last.Players, State: last.State}
	e, err := b.loadEngine(t)
	if err != nil {
		b.opt.Logger.Error("bot: loading an ended game for the Activity", "channel", channel, "err", err)
		return TurnView{}, false
	}
	o := e.Outcome()
	if !o.Over {
		return TurnView{}, false
	}
	v := turnView(s, t, e, user)
	v.Game = last.Game
	v.Over, v.Stopped, v.Winners = true, o.Stopped, o.Winners
	return v, true
}
