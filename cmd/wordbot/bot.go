package main

import (
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/bot/terminal"
	"github.com/wordbot/wordbot/lexicon"
)

func init() {
	register(command{name: "bot", summary: "run the bot: on Discord with a token, else in the terminal", run: runBot})
}

// botSettings is what the bot command needs from the configuration.
type botSettings struct {
	token, guildID string
	dataDir        string
	locale         string
	opt            bot.Options
}

// loadBotSettings maps the configuration (config.yaml, WORDBOT_* and
// DISCORD_TOKEN, see config.go) onto the bot's options.
func loadBotSettings(getenv func(string) (string, bool)) (botSettings, error) {
	// ---- CONFIG MAPPING: config values go into bot.Options here. ----
	cfg, err := LoadConfig(getenv)
	if err != nil {
		return botSettings{}, err
	}
	s := botSettings{token: cfg.Discord.Token, guildID: cfg.Discord.GuildID, dataDir: cfg.DataDir}
	if s.dataDir == "" {
		s.dataDir = "data"
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
		UpwordsSize:           cfg.Upwords.Size,
		UpwordsHand:           cfg.Upwords.Hand,
		UpwordsCheckMinLength: cfg.Upwords.CheckMinLength,
		ScarabeoLang:          cfg.Scarabeo.Lang,
		TurnTimeout:           cfg.Scarabeo.TurnTimeout,
		Store:                 bot.FileStore{Dir: filepath.Join(s.dataDir, "sessions")},
		Lexicon:               lexicons(map[string]string{"en": cfg.Lexicon.EN, "it": cfg.Lexicon.IT}),
	}
	// Not mapped yet: boggle.cubes, scarabeo.two_letter_words, and the
	// separate turn_timeout of scrabble and upwords (scarabeo's applies to
	// every turn game).
	// ---- END OF CONFIG MAPPING ----
	if l, ok := getenv("LANG"); ok && strings.HasPrefix(l, "it") {
		s.locale = "it"
	}
	return s, nil
}

// lexicons returns a loader using the configured word lists, loaded once,
// and the embedded lexicons otherwise.
func lexicons(files map[string]string) func(string) (*lexicon.DAWG, error) {
	var mu sync.Mutex
	cache := map[string]*lexicon.DAWG{}
	return func(lang string) (*lexicon.DAWG, error) {
		path := files[lang]
		if path == "" {
			return lexicon.Embedded(lang)
		}
		mu.Lock()
		defer mu.Unlock()
		if d, ok := cache[lang]; ok {
			return d, nil
		}
		d, err := lexicon.LoadWordList(path)
		if err != nil {
			return nil, err
		}
		cache[lang] = d
		return d, nil
	}
}

func runBot(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "wordbot bot: no arguments expected (configure with config.yaml, WORDBOT_* and DISCORD_TOKEN)")
		return 2
	}
	s, err := loadBotSettings(os.LookupEnv)
	if err != nil {
		fmt.Fprintf(stderr, "wordbot: %v\n", err)
		return 2
	}
	logger := log.New(stderr, "wordbot: ", log.LstdFlags)
	s.opt.Log = logger
	if s.token == "" {
		err := terminal.Run(terminal.Config{Bot: s.opt, ImageDir: filepath.Join(s.dataDir, "images"), Locale: s.locale}, stdin, stdout)
		if err != nil {
			fmt.Fprintf(stderr, "wordbot: %v\n", err)
			return 1
		}
		return 0
	}
	a, err := discord.New(discord.Config{Token: s.token, GuildID: s.guildID, Log: logger, Bot: s.opt})
	if err != nil {
		fmt.Fprintf(stderr, "wordbot: %v\n", err)
		return 1
	}
	if err := a.Open(); err != nil {
		fmt.Fprintf(stderr, "wordbot: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, "wordbot is connected to Discord; press Ctrl-C to stop.")
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	<-sig
	if err := a.Close(); err != nil {
		fmt.Fprintf(stderr, "wordbot: %v\n", err)
	}
	return 0
}
