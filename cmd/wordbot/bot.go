package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/wordbot/wordbot/games/boggle"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/bot/terminal"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/internal/inputfile"
	"github.com/wordbot/wordbot/internal/logging"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/metrics"
	"github.com/wordbot/wordbot/store"
)

func init() {
	register(command{name: "bot", summary: "run the bot: on Discord with a token, else in the terminal", run: runBot})
}

// botSettings is what the bot command needs from the configuration.
type botSettings struct {
	token, guildID string
	messageContent string
	dataDir        string
	storePath      string
	storeURL       string // PostgreSQL, when set
	locale         string
	managers       []string // the terminal's channel managers (nil: the first player)
	logLevel       string
	logFormat      string
	metricsAddr    string
	memLimit       int64 // memory.limit in bytes (0: the runtime's own)
	mapFiles       bool  // memory.map_files
	mapIdle        time.Duration
	opt            bot.Options

	// the Discord Activity's server (web.addr; "" off)
	webAddr, webPublicURL  string
	webInternalURL         string
	clientID, clientSecret string

	// shards (of shardCount) are the shards this process runs: one
	// gateway connection each, Identify's shard.
	shards     []int
	shardCount int
	apiURL     string // REST through a proxy
}

// loadBotSettings maps the configuration (config.yaml, WORDBOT_* and
// DISCORD_TOKEN, see config.go) onto the bot's options.
func loadBotSettings(getenv func(string) (string, bool)) (botSettings, error) {
	// ---- CONFIG MAPPING: config values go into bot.Options here. ----
	cfg, err := LoadConfig(getenv)
	if err != nil {
		return botSettings{}, err
	}
	s := botSettings{token: cfg.Discord.Token, guildID: cfg.Discord.GuildID, messageContent: cfg.Discord.MessageContent, dataDir: cfg.DataDir,
		storePath: cfg.Store.Path, logLevel: cfg.Log.Level, logFormat: cfg.Log.Format, metricsAddr: cfg.Metrics.Addr}
	s.shards, s.shardCount, s.apiURL = []int{cfg.Discord.ShardID}, cfg.Discord.ShardCount, cfg.Discord.APIURL
	s.mapFiles, s.mapIdle = cfg.Memory.MapFiles, cfg.Memory.MapIdle
	if cfg.Memory.Limit != "" {
		s.memLimit, _ = ParseByteSize(cfg.Memory.Limit) // validated
	}
	s.webAddr, s.webPublicURL, s.clientID, s.clientSecret = cfg.Web.Addr, cfg.Web.PublicURL, cfg.Discord.ClientID, cfg.Discord.ClientSecret
	s.webInternalURL = cfg.Web.InternalURL
	if cfg.Discord.Shards != "" {
		if s.shards, err = ParseShards(cfg.Discord.Shards, cfg.Discord.ShardCount); err != nil {
			return botSettings{}, fmt.Errorf("config: discord.shards: %w", err)
		}
	}
	if s.dataDir == "" {
		s.dataDir = "data"
	}
	if s.storePath == "" {
		s.storePath = filepath.Join(s.dataDir, store.FileName)
	}
	if u := cfg.Store.URL; u != "" {
		if !store.IsPostgresURL(u) {
			return botSettings{}, errors.New("config store.url: not a PostgreSQL URL (postgres://user:password@host:5432/db)")
		}
		if cfg.Store.Path != "" {
			return botSettings{}, errors.New("config: store.path and store.url are both set: choose SQLite (path) or PostgreSQL (url)")
		}
		s.storeURL = u
	}
	s.opt = bot.Options{
		BoggleSize:            cfg.Boggle.Size,
		BoggleMinutes:         cfg.Boggle.Minutes,
		BoggleLang:            cfg.Boggle.Lang,
		BoggleMinLetters:      cfg.Boggle.MinLetters,
		BoggleScoring:         cfg.Boggle.Scoring,
		BoggleQuFace:          cfg.Boggle.QuFace,
		BoggleVictoryPoints:   cfg.Boggle.VictoryPoints,
		RuzzleSize:            cfg.Ruzzle.Size,
		RuzzleMinutes:         cfg.Ruzzle.Minutes,
		RuzzleLang:            cfg.Ruzzle.Lang,
		RuzzleNoLengthBonus:   !cfg.Ruzzle.LengthBonus,
		RuzzleValues:          cfg.Ruzzle.Values,
		BoggleDict:            mustTier(cfg.Boggle.Dict),
		DailySeed:             cfg.Daily.Seed,
		RuzzleDict:            mustTier(cfg.Ruzzle.Dict),
		UpwordsSize:           cfg.Upwords.Size,
		UpwordsHand:           cfg.Upwords.Hand,
		UpwordsCheckMinLength: cfg.Upwords.CheckMinLength,
		UpwordsSet:            cfg.Upwords.Set,
		ScarabeoLang:          cfg.Scarabeo.Lang,
		ScrabbleLang:          cfg.Scrabble.Lang,
		UpwordsLang:           cfg.Upwords.Lang,
		ScarabeoTwoLetterAny:  cfg.Scarabeo.TwoLetterWords == "any",
		TurnTimeout:           turnTimeout(cfg.Scarabeo.TurnTimeout),
		ScrabbleTurnTimeout:   turnTimeout(cfg.Scrabble.TurnTimeout),
		UpwordsTurnTimeout:    turnTimeout(cfg.Upwords.TurnTimeout),
		LexiconNames:          lexiconNames(cfg.Lexicon),
		// Store, Results, Logger and Metrics are set by runBot: they are
		// opened resources, not settings.
	}
	// Configured word lists are loaded now: a bad one stops wordbot at
	// start with one line, rather than every game failing later.
	if s.opt.Lists, err = loadLists(cfg.Lexicon, s.opt.LexiconNames); err != nil {
		return botSettings{}, err
	}
	lists := s.opt.Lists
	s.opt.Lexicon = func(lang string) (*lexicon.DAWG, error) { return lists.Lexicon(lang, "") }
	if cfg.Boggle.Cubes != "" {
		f, err := inputfile.Open(cfg.Boggle.Cubes, boggle.MaxCubeFileBytes)
		if err != nil {
			return botSettings{}, fmt.Errorf("config boggle.cubes: %w", err)
		}
		cubes, err := boggle.ReadCubes(f)
		f.Close()
		if err != nil {
			return botSettings{}, fmt.Errorf("config boggle.cubes: %s: %w", cfg.Boggle.Cubes, err)
		}
		s.opt.BoggleCubes = cubes
	}
	// ---- END OF CONFIG MAPPING ----
	s.locale = cfg.Terminal.Lang
	if m := strings.TrimSpace(cfg.Terminal.Managers); m != "" {
		s.managers = strings.Split(m, ",")
	}
	if l, ok := getenv("LANG"); ok && s.locale == "" {
		s.locale = bot.Language(l) // "" for a language the bot does not speak
	}
	return s, nil
}

// minTurnTimeout is the shortest turn_timeout the config takes (0 aside).
const minTurnTimeout = 10 * time.Second

// turnTimeout maps config's turn_timeout (0: never) onto bot.Options'
// (0: the default, negative: never).
func turnTimeout(d time.Duration) time.Duration {
	if d == 0 {
		return -1
	}
	return d
}

// loadLists returns the word lists of config lexicon: the built-in ones,
// lexicon.en and lexicon.it replacing the defaults (named by names), and
// the lists of lexicon.lists, each file read now. The first bad one is the
// error, one line naming its option.
func loadLists(c LexiconConfig, names map[string]string) (*lexicon.Lists, error) {
	lists := lexicon.NewLists()
	for _, l := range []struct{ lang, path string }{{"en", c.EN}, {"it", c.IT}} {
		if l.path == "" {
			continue
		}
		if err := lists.Replace(l.lang, names[l.lang], l.path); err != nil {
			return nil, fmt.Errorf("config lexicon.%s: %s", l.lang, strings.TrimPrefix(err.Error(), "lexicon: "))
		}
	}
	for _, l := range c.Lists.byLang() {
		for i, w := range l.lists {
			if err := lists.Add(l.lang, w.Name, w.File); err != nil {
				return nil, fmt.Errorf("config lexicon.lists.%s[%d] (%s): %s", l.lang, i, w.Name, strings.TrimPrefix(err.Error(), "lexicon: "))
			}
		}
	}
	return lists, nil
}

// shutdownTimeout bounds a graceful shutdown; past it wordbot exits anyway
// (every change is already on disk). The bot itself waits at most
// bot.DefaultShutdownGrace for events in flight and 2 s for its outbox, and
// closing the gateway takes about a second more, so this is a last resort.
const shutdownTimeout = 9 * time.Second

// discordClient replaces discordgo's HTTP client; tests point it at a fake
// Discord.
var discordClient *http.Client

// beforeEvent becomes bot.Options.BeforeEvent; tests hold an event in it to
// play a stuck one.
var beforeEvent func(bot.Event)

func runBot(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return runBotContext(ctx, args, stdin, stdout, stderr)
}

// runBotContext runs the bot until ctx is done (SIGINT or SIGTERM), or, in
// the terminal, until the input ends.
func runBotContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "wordbot bot: no arguments expected (configure with config.yaml, WORDBOT_* and DISCORD_TOKEN)")
		return 2
	}
	s, err := loadBotSettings(os.LookupEnv)
	if err == nil {
		err = checkEnvNames(os.Environ())
	}
	if err != nil {
		fmt.Fprintf(stderr, "wordbot: %s\n", oneLine(err.Error()))
		return 2
	}
	inTerminal := s.token == ""
	level, format := s.logLevel, s.logFormat
	if inTerminal {
		// The logs share the screen with the chat: only warnings and
		// errors, in text, unless debug is asked for.
		if level == "" || level == "info" {
			level = "warn"
		}
		if format == "" {
			format = "text"
		}
	}
	logger, err := logging.New(stderr, logging.Options{Level: level, Format: format, Secrets: []string{s.token, s.clientSecret}})
	if err != nil {
		fmt.Fprintf(stderr, "wordbot: %s\n", oneLine(err.Error()))
		return 2
	}
	// The hint's word maps and filters are kept as files mapped read-only
	// (docs/performance.md): built once, shared by the processes of one
	// machine; a damaged or outdated file is built again.
	if s.mapFiles {
		scarabeo.SetMapDir(filepath.Join(s.dataDir, "maps"), func(path, what string) {
			if what == "loaded" {
				logger.Debug("map file", "path", path, "state", what)
			} else {
				logger.Info("map file", "path", path, "state", what)
			}
		})
		scarabeo.SetMapIdle(s.mapIdle)
	}
	if s.memLimit > 0 {
		debug.SetMemoryLimit(s.memLimit)
	}

	st, err := openStore(s)
	if err != nil {
		fmt.Fprintf(stderr, "wordbot: %s\n", oneLine(logging.Redact(err.Error(), s.token)))
		return 1
	}
	defer st.Close()
	sessions := store.Channels{S: st}
	// On Discord, a restart lists only the sessions of the shards this
	// process runs (set once the adapter exists; nil lists them all).
	var owns atomic.Pointer[func(guild string) bool]
	sessions.Keep = func(guild string) bool {
		if f := owns.Load(); f != nil {
			return (*f)(guild)
		}
		return true
	}
	s.opt.Store = sessions
	s.opt.BeforeEvent = beforeEvent
	s.opt.Results = st
	s.opt.Settings = st
	s.opt.Logger = logger

	var m *metrics.Metrics
	if s.metricsAddr != "" {
		m = metrics.New()
		m.BuildInfo(buildVersion())
		s.opt.Metrics = m
		m.QueueFunc("store", st.Depth)
		m.SetHealthCheck(func() error { return storeHealthy(st) })
		ln, err := net.Listen("tcp", s.metricsAddr)
		if err != nil {
			fmt.Fprintf(stderr, "wordbot: metrics: %s\n", oneLine(err.Error()))
			return 1
		}
		mctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		served := make(chan struct{})
		go func() {
			defer close(served)
			if err := m.ServeListener(mctx, ln); err != nil {
				logger.Error("metrics server", "err", err)
			}
		}()
		defer func() {
			cancel()
			// A request in flight may hold the server up to
			// metrics.ShutdownTimeout; the process does not wait that long.
			select {
			case <-served:
			case <-time.After(time.Second):
			}
		}()
		logger.Info("metrics served", "addr", ln.Addr().String())
	}

	// main builds the bot and hands it to the terminal or Discord adapter.
	// On Discord, with the Activity on, rounds and turn games offer "Play
	// in the Activity" (the terminal has no Activity: no button).
	s.opt.ActivityButton = !inTerminal && s.webPublicURL != ""
	b := bot.New(s.opt, nil)
	if inTerminal {
		return runTerminal(ctx, s, b, logger, stdin, stdout)
	}

	owner, budget, closeCluster, err := shardCluster(ctx, s.storeURL, s, logger)
	if err != nil {
		fmt.Fprintf(stderr, "wordbot: %s\n", oneLine(logging.Redact(err.Error(), s.token)))
		return 1
	}
	// The shards are let go on return, once the bot has stopped and
	// saved (a.Close below).
	defer closeCluster()
	a, err := discord.New(discord.Config{Token: s.token, GuildID: s.guildID, Shards: s.shards, ShardCount: s.shardCount, APIURL: s.apiURL,
		Owner: owner, ClaimEvery: claimEvery, Budget: budget, MessageContent: s.messageContent, Logger: logger, HTTPClient: discordClient, Host: b,
		Activity: s.webPublicURL != ""})
	if err != nil {
		fmt.Fprintf(stderr, "wordbot: %s\n", oneLine(logging.Redact(err.Error(), s.token)))
		return 1
	}
	if s.webAddr != "" {
		peers, _ := owner.(peerRegistry)
		stopWeb, err := serveActivity(ctx, s, b, a, peers, logger)
		if err != nil {
			fmt.Fprintf(stderr, "wordbot: web: %s\n", oneLine(err.Error()))
			return 1
		}
		defer stopWeb()
	}
	ownsGuild := a.OwnsGuild
	owns.Store(&ownsGuild)
	m.SetHealthCheck(func() error {
		if err := a.Healthy(); err != nil {
			return err
		}
		return storeHealthy(st)
	})
	if err := a.Open(); err != nil {
		fmt.Fprintf(stderr, "wordbot: %s\n", oneLine(logging.Redact(err.Error(), s.token)))
		return 1
	}
	logger.Info("connected to Discord", "store", st.Location(), "shards", s.shards, "shard_count", s.shardCount)
	fmt.Fprintln(stdout, "wordbot is connected to Discord; press Ctrl-C to stop.")
	status := 0
	select {
	case <-ctx.Done():
		logger.Info("shutting down")
	case err := <-a.Done():
		// The shards cannot be run (one could not connect, or their
		// ownership was lost): stop, saving what can be, and exit 1.
		logger.Error("stopping", "err", err)
		status = 1
	}
	begun := time.Now()
	type closed struct {
		abandoned int
		err       error
	}
	done := make(chan closed, 1)
	go func() {
		// The bot first (bounded by its grace), then the gateway.
		n := a.Bot().Shutdown()
		done <- closed{n, a.Close()}
	}()
	select {
	case c := <-done:
		if c.err != nil {
			logger.Warn("closing the gateway", "err", c.err)
		}
		if c.abandoned > 0 {
			logger.Error("stopped with events unfinished; the store keeps the state before them", "abandoned", c.abandoned,
				"took", time.Since(begun).Round(time.Millisecond))
			return 1
		}
	case <-time.After(shutdownTimeout):
		logger.Error("shutdown timed out; exiting anyway", "after", shutdownTimeout)
		return 1
	}
	logger.Info("stopped", "took", time.Since(begun).Round(time.Millisecond))
	return status
}

// runTerminal plays in the terminal until the input ends, /quit, or ctx is
// done.
func runTerminal(ctx context.Context, s botSettings, b *bot.Bot, logger *slog.Logger, stdin io.Reader, stdout io.Writer) int {
	t := terminal.New(terminal.Config{Host: b, ImageDir: filepath.Join(s.dataDir, "images"), Locale: s.locale, Managers: s.managers,
		ButtonsFile: filepath.Join(s.dataDir, "terminal-buttons.json")}, stdout)
	done := make(chan error, 1)
	go func() { done <- t.Run(stdin) }()
	select {
	case err := <-done:
		t.Bot().Shutdown()
		if err != nil {
			logger.Error("reading the input", "err", err)
			return 1
		}
	case <-ctx.Done():
		if n := t.Bot().Shutdown(); n > 0 {
			logger.Error("stopped with events unfinished; the store keeps the state before them", "abandoned", n)
			return 1
		}
	}
	return 0
}

// openStore opens the configured store: PostgreSQL at storeURL when set,
// else SQLite at storePath (the default).
func openStore(s botSettings) (store.Backend, error) {
	if s.storeURL != "" {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		st, err := store.OpenPostgres(ctx, s.storeURL)
		if err != nil {
			return nil, err
		}
		return st, nil
	}
	st, err := store.Open(s.storePath)
	if err != nil {
		return nil, err
	}
	return st, nil
}

// storeHealthy checks that the database takes writes, within 2 s.
func storeHealthy(st store.Backend) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return st.Healthy(ctx)
}

// oneLine keeps an error message on one line, each word of it (a bad
// value quoted whole) at most maxQuoted bytes.
func oneLine(s string) string {
	fs := strings.Fields(s)
	for i, f := range fs {
		if len(f) > maxQuoted {
			cut := maxQuoted
			for cut > 0 && !utf8.RuneStart(f[cut]) {
				cut--
			}
			fs[i] = f[:cut] + "..."
		}
	}
	return strings.Join(fs, " ")
}

// maxQuoted is the most of a bad value an error line quotes.
const maxQuoted = 200

// lexiconNames names the word lists config.yaml puts in place of the
// embedded lexicons ("word list mywords.txt"), for the start messages.
func lexiconNames(l LexiconConfig) map[string]string {
	out := map[string]string{}
	for lang, path := range map[string]string{"en": l.EN, "it": l.IT} {
		if path != "" {
			out[lang] = "word list " + filepath.Base(path)
		}
	}
	return out
}

// mustTier reads a dictionary tier that validate has checked.
func mustTier(s string) lexicon.Tier {
	t, _ := lexicon.ParseTier(s)
	return t
}
