package storage

import (
	"context"
	"time"

	"github.com/wordbot/wordbot/games/rating"
)

// Result is the outcome of one finished round or game, as the leaderboards
// count it.
type Result struct {
	ID      string // unique per round: recording the same ID twice counts once
	Guild   string // server id; "" outside a server
	Game    string // "boggle", "ruzzle", "scarabeo", "upwords", ...
	At      time.Time
	Players []PlayerResult
	// Unrated: the result counts in the players' games, wins and points
	// but changes no rating (a turn game in which a player asked /hint,
	// under /settings hints: unrated). It is decided when the result is
	// recorded and not stored.
	Unrated bool
}

// PlayerResult is one player's part of a Result.
type PlayerResult struct {
	User           string // user id
	Name           string // display name at the time
	Score          int
	Won            bool
	BestWord       string // best word found, or best move played; may be empty
	BestWordPoints int
	// Computer marks a computer opponent: never rated (Rated).
	Computer bool
}

// Standing is one player's record in one game on one server.
type Standing struct {
	Game           string
	User           string
	Name           string    // the name of the player's latest result
	Played         int       // results the player is in
	Wins           int       // results the player won (ties count for each winner)
	Total          int       // sum of scores
	Best           int       // best score in one result
	BestWord       string    // highest-scoring best word or move; the earliest on a tie
	BestWordPoints int       // its points
	Last           time.Time // when the player last played
}

// GlobalScope is the scope of the ratings across every server; a server's
// own ratings have its id as scope.
const GlobalScope = "*"

// PlayerRating is one player's Glicko-2 rating in one game and scope.
type PlayerRating struct {
	Scope   string // a server id, or GlobalScope
	Game    string
	User    string
	Name    string // the name of the player's latest rated result
	Rating  float64
	RD      float64 // rating deviation
	Sigma   float64 // volatility
	Games   int     // rated results
	Updated time.Time
}

// RatingChange is one rated result's change of one player's rating.
type RatingChange struct {
	Result string // the result's id
	Scope  string
	Game   string
	User   string
	At     time.Time
	Before float64
	After  float64
	RD     float64 // the deviation after the result
}

// Rated returns the indexes in r.Players of the players r rates, by the
// rule of games/rating (rating.Rated: none when r is Unrated, has fewer
// than two people, or counts no winner; a computer is never rated).
func Rated(r Result) []int { return rating.Rated(seats(r), r.Unrated) }

// Outcome is player a's score against player b of the same result in a
// rating (rating.Outcome).
func Outcome(a, b PlayerResult) float64 { return rating.Outcome(seat(a), seat(b)) }

func seat(p PlayerResult) rating.Seat {
	return rating.Seat{Won: p.Won, Score: p.Score, Computer: p.Computer}
}

func seats(r Result) []rating.Seat {
	out := make([]rating.Seat, len(r.Players))
	for i, p := range r.Players {
		out[i] = seat(p)
	}
	return out
}

// Rate returns the ratings after r of the players rated (Rated's
// indexes), from before, their ratings before r in the same order: one
// rating period of pairwise results (rating.Multi).
func Rate(r Result, rated []int, before []rating.Rating) []rating.Rating {
	return rating.Multi(before, func(i, j int) float64 {
		return Outcome(r.Players[rated[i]], r.Players[rated[j]])
	}, rating.Tau)
}

// Results keeps finished games and the reports already posted; package
// bot reads its leaderboards from it. Package store's databases implement
// it, and package bot has it in memory (MemResults).
type Results interface {
	// RecordResult stores r; an ID already stored is ignored.
	RecordResult(ctx context.Context, r Result) error
	// MarkReported returns true the first time it is called with id, ever.
	MarkReported(ctx context.Context, id string) (first bool, err error)
	// Leaderboard returns game's standings on guild, best first (most
	// wins, highest total, best score, user id); limit <= 0 returns all.
	Leaderboard(ctx context.Context, guild, game string, limit int) ([]Standing, error)
	// PlayerStats returns user's standings on guild, one per game, sorted
	// by game.
	PlayerStats(ctx context.Context, guild, user string) ([]Standing, error)
	// Ratings returns game's ratings in scope (a server id, or
	// GlobalScope), highest first; limit <= 0 returns all. A
	// recorded result updates them (storage.Rated says whose).
	Ratings(ctx context.Context, scope, game string, limit int) ([]PlayerRating, error)
	// PlayerRatings returns user's ratings in scope, one per game, sorted
	// by game.
	PlayerRatings(ctx context.Context, scope, user string) ([]PlayerRating, error)
	// RatingHistory returns user's last limit rating changes in scope,
	// newest first.
	RatingHistory(ctx context.Context, scope, user string, limit int) ([]RatingChange, error)
}
