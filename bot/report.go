package bot

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/render"
)

// endRound closes the round with its report; stopped says /stop did it. It
// goes the engine's result (Finish) -> summary -> texts, picture and record.
func (c *handling) endRound(stopped bool) []Reply {
	r := c.s.Round
	// Words as the round's language writes them (Spanish NIÑO, CHICO).
	sum := summarize(r, r.play.Finish().Spelled(), stopped && c.now.Before(r.Deadline))
	c.countMatch(r, &sum)
	meanings := c.roundMeanings(r, sum)
	text := withMeanings(c.reportText(r, sum), c.meaningLines(meanings))
	report := Reply{Text: text, Buttons: []Button{mustButton(c.t("Play again"), idAgain, c.s.Game)}}
	report.Files = c.reportFiles(r, sum, meanings)
	id := c.recordRound(r, sum)
	c.s.Last.Report = reportView(c.s.Game, r, sum)
	// The report is durable and always a channel message (posted with a
	// nonce, exactly once), also after /stop.
	report.Detached = true
	report.Durable = id + "/report"
	return []Reply{{Edit: "status", Text: c.roundStatus(r, stopped)}, report}
}

// roundSummary is what a finished round's report says: the engine's result
// for each player, the words nobody found, the computer's total, the best
// word and the winners.
type roundSummary struct {
	res     boggle.Result         // the engine's, which writes report.txt
	results []boggle.PlayerResult // the players, in order of joining (not the computer)
	users   []User                // results' players
	nobody  []boggle.Word         // the board's words no player found
	// computer is the points of nobody (the computer's total against it).
	computer int
	// best is the best word a player scored (bestIsPlayers), else the best
	// of those nobody found; nil when there is none.
	best          *boggle.Word
	bestIsPlayers bool
	early         bool // stopped before its time
	win           []int
	cpuWins       bool
	matchRound    int // the round's number in its match (0: no match)
}

// summarize gathers the round's summary from the engine's result.
func summarize(r *wordRound, res boggle.Result, early bool) roundSummary {
	res.Early = early
	sum := roundSummary{res: res, results: res.Players, early: early, nobody: res.Missed}
	if r.VsComputer && len(res.Players) > 0 {
		cpu := res.Players[len(res.Players)-1]
		sum.results = res.Players[:len(res.Players)-1]
		sum.nobody = nil
		for _, e := range cpu.Words {
			sum.nobody = append(sum.nobody, boggle.Word{Word: e.Word, Points: e.Points, Path: e.Path})
		}
	}
	for _, p := range sum.results {
		sum.users = append(sum.users, User{ID: p.Key(), Name: p.Name})
	}
	for _, w := range sum.nobody {
		sum.computer += w.Points
	}
	better := func(w string, pts int) bool {
		return sum.best == nil || pts > sum.best.Points || pts == sum.best.Points && len(w) > len(sum.best.Word)
	}
	for _, p := range sum.results {
		for _, e := range p.Words {
			if e.Points > 0 && better(e.Word, e.Points) {
				sum.best = &boggle.Word{Word: e.Word, Points: e.Points, Path: e.Path}
			}
		}
	}
	sum.bestIsPlayers = sum.best != nil
	if sum.best == nil {
		// The best word on the board: those nobody found and those found
		// that scored nothing (shared, or 0 points), in word order.
		all := slices.Clone(sum.nobody)
		for _, v := range r.play.Submissions() {
			if v.Reason == boggle.OK {
				all = append(all, boggle.Word{Word: boggle.Spell(r.Lang, v.Word), Points: v.Points, Path: v.Path})
			}
		}
		slices.SortStableFunc(all, func(a, b boggle.Word) int { return strings.Compare(a.Word, b.Word) })
		for i := range all {
			if better(all[i].Word, all[i].Points) {
				sum.best = &all[i]
			}
		}
	}
	sum.win, sum.cpuWins = roundWinners(r, sum.results, sum.computer, early)
	return sum
}

// countMatch counts the round in its match (boggle.Match.Count), noting
// the round's number in sum.
func (c *handling) countMatch(r *wordRound, sum *roundSummary) {
	if r.Match == nil {
		return
	}
	sum.matchRound = r.Match.Round()
	if err := r.Match.Count(sum.res); err != nil {
		c.b.opt.Logger.Error("bot: counting a match's round", "err", err)
	}
}

// reportText is the report's chat message.
func (c *handling) reportText(r *wordRound, sum roundSummary) string {
	var sb strings.Builder
	sb.WriteString(c.t("🏁 **%s: results**", c.title(r.Kind)))
	if sum.matchRound > 0 {
		sb.WriteString(" " + c.t("(round %d of the match to %s)", sum.matchRound, c.points(r.VictoryPoints)))
	}
	sb.WriteString("\n")
	for _, res := range sum.results {
		sb.WriteString(c.t("**%s**: %s", esc(res.Name), c.points(res.Total)) + "\n")
		var items []string
		for _, v := range res.Words {
			if v.Reason == boggle.OK {
				items = append(items, fmt.Sprintf("%s %d", v.Word, v.Points))
			} else {
				items = append(items, fmt.Sprintf("~~%s~~ 0 (%s)", escInline(clip(v.Word, 20)), c.entryReason(v)))
			}
		}
		for _, w := range res.Hints {
			items = append(items, c.t("💡 %s (a hint, not typed)", w))
		}
		sb.WriteString("> " + clip(strings.Join(items, ", "), 600) + "\n")
	}
	switch {
	case len(sum.results) == 0 && sum.early:
		sb.WriteString(c.t("Stopped before anybody played: nobody wins.") + "\n")
	case len(sum.results) == 0:
		sb.WriteString(c.t("Nobody played.") + "\n")
	}
	sb.WriteString(c.winnerLine(r, sum.results, sum.computer, len(sum.nobody), sum.early))
	if r.Match != nil {
		sb.WriteString(c.matchLine(r.Match))
	}
	if len(sum.nobody) > 0 {
		var ws []string
		for i, w := range sum.nobody {
			if i == 30 {
				ws = append(ws, trn(c.locale, "and %d more", len(sum.nobody)-30))
				break
			}
			ws = append(ws, w.Word)
		}
		if r.VsComputer {
			sb.WriteString(c.t("Words left to the computer (no player found them): %s.", strings.Join(ws, ", ")) + "\n")
		} else {
			sb.WriteString(c.t("Words nobody found: %s.", strings.Join(ws, ", ")) + "\n")
		}
	}
	if best := sum.best; best != nil {
		if sum.bestIsPlayers {
			sb.WriteString(c.t("Best word: %s (%s), drawn on the board.", best.Word, c.points(best.Points)))
		} else {
			sb.WriteString(c.t("The best word was %s (%s), drawn on the board.", best.Word, c.points(best.Points)))
		}
	}
	return clip(sb.String(), 1990)
}

// reportFiles are the report's attachments: the picture of the board with
// the best word's path and the scores, and report.txt (the engine's report,
// then the meanings lines of the chat report, plain).
func (c *handling) reportFiles(r *wordRound, sum roundSummary, meanings []meaning) []File {
	var files []File
	var path boggle.Path
	bestWord, bestPoints := "", 0
	if sum.best != nil {
		path, bestWord, bestPoints = sum.best.Path, sum.best.Word, sum.best.Points
	}
	var lines []render.ScoreLine
	for i, res := range sum.results {
		lines = append(lines, render.ScoreLine{Name: res.Name, Points: res.Total, Winner: slices.Contains(sum.win, i)})
	}
	if r.VsComputer {
		lines = append(lines, render.ScoreLine{Name: c.t("Computer"), Points: sum.computer, Winner: sum.cpuWins})
	}
	desc := c.t("The board and the scores.")
	if bestWord != "" {
		desc = c.t("The board with the path of %s, and the scores.", bestWord)
	}
	if f := roundImage(r, path, lines, bestWord, bestPoints, desc, c.imageLabels()); f != nil {
		files = append(files, *f)
	}
	return append(files, File{Name: "report.txt", ContentType: "text/plain; charset=utf-8",
		Description: c.t("The full report: every word, its points and its path."),
		Data:        c.reportData(sum.res, meanings)})
}

// reportData is report.txt: the engine's report worded in the event's
// language (reportLabels), then the meanings.
func (c *handling) reportData(res boggle.Result, meanings []meaning) []byte {
	var b bytes.Buffer
	res.WriteReportIn(&b, c.reportLabels())
	b.WriteString(c.meaningsSection(meanings))
	return b.Bytes()
}

// reportLabels are the words of report.txt in the event's language; in
// English they are the engine's own (boggle.EnglishLabels), so that the
// file is the same as the command line's.
func (c *handling) reportLabels() boggle.Labels {
	return boggle.Labels{
		Title:           c.t("%s Game Report"),
		Intro:           c.t("Rows and columns count from 1: (2,3) is row 2, column 3."),
		Players:         c.t("PLAYERS:"),
		Player:          c.t("Player %d - Name: %s."),
		Board:           c.t("BOARD:"),
		Bets:            c.t("Player %d bets:"),
		Found:           c.t("%s can be found in the board, following the path :"),
		WordPoints:      c.t("%s: %s"),
		Refused:         c.t("%s: 0 (%s)"),
		Total:           c.t("Total Points: %d"),
		Computer:        c.t("Computer: %s"),
		ComputerWins:    c.t("The winner is the computer!"),
		StoppedTie:      c.t("Stopped on a tie between %s: nobody wins."),
		StoppedUnplayed: c.t("Stopped before anybody played: nobody wins."),
		Winner:          c.t("The winner is %s!"),
		Winners:         c.t("The winners are %s!"),
		Missed:          c.t("Words nobody found (%d):"),
		Bonuses:         c.t("Bonuses: d double letter, t triple letter, D double word, T triple word, . none"),
		Points:          c.points,
		Reason:          c.reportReason,
		Invalid:         c.invalidReason,
	}
}

// entryReason is why a player's word scores 0 as the chat report writes
// it: for a word that is no word of the round's letters (Invalid) or on
// the board only with a letter of two written apart (Digraph), the
// engine's refusal worded in the event's language, as /guess answers it
// ("niño" in a German round: 'Ñ' is not a letter, use A-Z and Ä, Ö and
// Ü; OCHO: CH is one cell); else the reason's short text.
func (c *handling) entryReason(e boggle.Entry) string {
	if r := e.Refusal(); r != nil {
		return strings.TrimSuffix(wordRefusal(c.locale, r, escInline), ".")
	}
	return c.reasonText(e.Reason)
}

// invalidReason words the engine's refusal of an Invalid word in the
// event's language without its final period, as typed (report.txt's
// boggle.Labels.Invalid; the chat report escapes the word: entryReason).
func (c *handling) invalidReason(r *refusal.Refusal) string {
	if r == nil {
		return ""
	}
	return strings.TrimSuffix(wordRefusal(c.locale, r, nil), ".")
}

// reportReason is why a word scores 0 as report.txt writes it (the
// engine's boggle.Reason.Report in English).
func (c *handling) reportReason(r boggle.Reason) string {
	// The engine's report sentence (boggle.Reason.Report, the seed's
	// wording), translated: the catalogues are keyed by it.
	return c.t(r.Report())
}

// roundStatus is the round message's last status line.
func (c *handling) roundStatus(r *wordRound, stopped bool) string {
	if stopped && c.now.Before(r.Deadline) {
		return c.t("⏹️ Stopped by %s.", esc(c.user.Name))
	}
	return c.t("⌛ Time is up!")
}

// recordRound records the round's result for /leaderboard, keeps what Play
// again and a match's next round need, and closes the round; it returns the
// result's id.
func (c *handling) recordRound(r *wordRound, sum roundSummary) string {
	var scores []int
	for _, res := range sum.results {
		scores = append(scores, res.Total)
	}
	bests := make([]bestPlay, len(sum.results))
	for i, res := range sum.results {
		for _, v := range res.Words {
			if v.Points > bests[i].Points {
				bests[i] = bestPlay{Word: v.Word, Points: v.Points}
			}
		}
	}
	id := r.ID
	if id == "" {
		id = c.resultID()
	}
	c.record(r.Kind, id, sum.users, scores, sum.win, bests)
	// Play again and a match's next round shake a new board with the same
	// options: a typed board is not repeated.
	opts := copyMap(r.Options)
	delete(opts, "board")
	last := &replay{Game: c.s.Game, Kind: r.Kind, Options: opts, Players: sum.users}
	if r.Match != nil && !r.Match.Over() {
		last.Match = r.Match
	}
	last.RoundReviews = roundReviews(r)
	c.keepRound(id, r.Kind, sum.users, scores, last.RoundReviews)
	c.s.Last = last
	c.s.Round, c.s.Kind = nil, ""
	c.changed()
	return id
}

// roundWinners applies the engine's winner rule for a recorded round
// (boggle.RecordedWinners) to results; early is a round stopped before its
// time. It returns the indexes in results of the winners and whether the
// computer wins.
func roundWinners(r *wordRound, results []boggle.PlayerResult, computer int, early bool) (win []int, cpuWins bool) {
	totals := make([]int, len(results))
	for i, res := range results {
		totals[i] = res.Total
	}
	return boggle.RecordedWinners(totals, computer, r.VsComputer, early)
}

// winnerLine names the round's winner (roundWinners); early is a round stopped
// before its time, whose tie is nobody's win.
func (c *handling) winnerLine(r *wordRound, results []boggle.PlayerResult, computer, nComputer int, early bool) string {
	var sb strings.Builder
	if r.VsComputer {
		sb.WriteString(c.t("🤖 **Computer**: %s (%s left on the board).", c.points(computer), trn(c.locale, "%d words", nComputer)) + "\n")
	}
	// the winners as if the round had run its time, to name a stopped tie
	win, _ := roundWinners(r, results, computer, false)
	if _, cpuWins := roundWinners(r, results, computer, early); cpuWins {
		sb.WriteString(c.t("🏆 The computer wins with %s.", c.points(computer)) + "\n")
		return sb.String()
	}
	names := make([]string, len(win))
	for i, w := range win {
		names[i] = esc(results[w].Name)
	}
	switch {
	case len(results) == 0:
	case len(win) == 0:
		sb.WriteString(c.t("Nobody scored.") + "\n")
	case len(win) == 1:
		sb.WriteString(c.t("🏆 The winner is **%s** with %s!", names[0], c.points(results[win[0]].Total)) + "\n")
	case early:
		sb.WriteString(c.t("Stopped on a tie between %s with %s: nobody wins.", c.and(names), c.points(results[win[0]].Total)) + "\n")
	default:
		sb.WriteString(c.t("🏆 Tie between %s with %s.", c.and(names), c.points(results[win[0]].Total)) + "\n")
	}
	return sb.String()
}

// matchLine is a match's totals after a round (boggle.Match): every
// player of the match, also those who sat this round out, best first, and
// the winner once the match is over.
func (c *handling) matchLine(m *boggle.Match) string {
	var parts []string
	for _, k := range m.Standings() {
		parts = append(parts, fmt.Sprintf("%s %d", esc(m.Name(k)), m.Totals[k]))
	}
	s := c.t("Match totals: %s.", strings.Join(parts, ", ")) + "\n"
	if len(parts) == 0 {
		s = c.t("Match totals: nobody has played yet.") + "\n"
	}
	if !m.Over() || len(parts) == 0 {
		return s
	}
	lead := m.Leaders()
	names := make([]string, len(lead))
	for i, k := range lead {
		names[i] = esc(m.Name(k))
	}
	if len(names) == 1 {
		return s + c.t("🏆 **%s** wins the match!", names[0]) + "\n"
	}
	return s + c.t("🏆 The match ends in a tie between %s with %s.", c.and(names), c.points(m.Totals[lead[0]])) + "\n"
}
