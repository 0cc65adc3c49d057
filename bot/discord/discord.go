// Package discord is the bot's Discord adapter, the only package that imports
// discordgo: it opens the gateway with the intents the games need, registers
// the slash commands, turns interactions and messages into bot events and
// carries the bot's replies back (interaction responses, follow-ups, channel
// messages, edits, reactions, attachments and buttons).
//
// Every interaction is acknowledged within Discord's 3 seconds: the adapter
// waits up to Config.AckAfter for the bot's answer and responds with it
// directly; when the bot is slower it defers first and edits the response
// later.
package discord

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/internal/logging"
)

// Intents are the gateway intents the bot asks for: guilds (GUILD_CREATE,
// GUILD_DELETE, CHANNEL_DELETE, THREAD_DELETE: see gone.go), guild messages
// and, unless Config.MessageContent is "off", message content (to read
// typed guesses), a privileged intent Discord may refuse (see
// Config.MessageContent).
const Intents = discordgo.IntentsGuilds | discordgo.IntentsGuildMessages | discordgo.IntentMessageContent

// Config configures the adapter.
type Config struct {
	// Token is the bot token (from DISCORD_TOKEN or the config file). It is
	// never logged.
	Token string
	// GuildID, when set, registers the commands on that guild only (they
	// appear at once); otherwise they are registered globally.
	GuildID string
	// AckAfter is how long an interaction may wait for the bot's answer
	// before it is deferred (default 1.5 s; Discord allows 3 s).
	AckAfter time.Duration
	// Logger receives errors as structured records (default
	// slog.Default()); the bot's options get it too unless they have one,
	// and discordgo's warnings go to it when it is set.
	Logger *slog.Logger
	// ShardID and ShardCount shard the gateway connection (Identify's
	// shard): this adapter receives the events of the servers whose
	// (guild_id >> 22) % ShardCount is ShardID. Only shard 0 registers the
	// commands. ShardCount 0 means 1.
	ShardID, ShardCount int
	// Shards are the shards this process runs, one gateway connection
	// each (empty: ShardID alone), all of ShardCount.
	Shards []int
	// Owner, when set, says which of Shards this process may run now: a
	// shard is connected only once Owner.TryClaim has granted it, and
	// claimed again every ClaimEvery while another process holds it (see
	// ShardOwner). Without it the process runs every shard of Shards.
	Owner      ShardOwner
	ClaimEvery time.Duration
	// Budget, when set, shares the global REST budget with other processes
	// (see SharedBudget).
	Budget SharedBudget
	// APIURL, when set, sends every REST call there instead of
	// https://discord.com (a shared rate-limiting proxy such as
	// nirn-proxy, which forwards to Discord): "http://nirn:8080" turns
	// https://discord.com/api/v9/... into http://nirn:8080/api/v9/....
	// The gateway's websocket still goes to the URL Discord names.
	APIURL string
	// HTTPClient replaces discordgo's client (tests point it at a fake).
	HTTPClient *http.Client
	// MessageContent is whether to ask for the privileged Message Content
	// intent: "auto" (the default) asks, and when the gateway refuses it
	// (close code 4014) connects again without it and logs one line; "on"
	// asks and fails to connect when refused; "off" never asks. Without it
	// players guess with the Guess button, /guess, and messages that
	// mention the bot or reply to it (docs/bot.md).
	MessageContent string
	// GlobalRate is how many requests per second the adapter allows itself
	// in all (default DefaultGlobalRate; Discord allows 50).
	GlobalRate float64
	// Activity is whether the Discord Activity is on (web.public_url
	// set): the adapter registers its Entry Point command and answers the
	// "Play in the Activity" button by launching it (launch.go).
	Activity bool
	// Host is the bot built by main (required): the adapter attaches
	// itself to it and reads its options; it never builds one of its own.
	Host *bot.Bot
}

// Adapter connects a bot.Bot to Discord.
type Adapter struct {
	cfg     Config
	s       *discordgo.Session // the first shard's session, for REST
	bot     *bot.Bot
	metrics bot.Observer // the bot's (Options.Metrics), for the adapter's errors

	gateways []*gateway   // one per configured shard
	intents  atomic.Int64 // what Identify asks for (less Message Content once refused)
	fatal    chan error   // an error that ends the adapter's work (see Done)
	failed   atomic.Bool  // fatal was sent: the gateways are not reconnected
	ownMu    sync.Mutex   // owned
	owned    map[int]bool // the shards this process runs now
	waiting  atomic.Int64 // shards claimed again until granted

	mu    sync.Mutex
	appID string
	keys  map[string]string // channel + "\x00" + key -> message ID
	seen  map[string]bool   // IDs of recent events, against redelivery
	ring  []string          // the same IDs, oldest first

	connects   atomic.Int64 // gateway connections so far
	closing    atomic.Bool  // Close has begun: events are ignored
	released   atomic.Bool  // the shards' ownership was lost: events are ignored (see release)
	registered atomic.Bool  // the commands are known to be registered

	// reconnect is set when the adapter, not discordgo, reconnects after a
	// dropped gateway connection (so that a 4014 is handled there too).
	reconnect bool
	stop      chan struct{} // closed by Close: claims stop waiting

	limits *limiter  // Discord's rate limits, under every request
	fb     *feedback // reactions and live messages
}

var (
	discordgoLogger atomic.Pointer[slog.Logger]
	discordgoOnce   sync.Once
)

// seenEvents bounds how many event IDs are remembered against redelivery.
const seenEvents = 4096

// retryDelays are the pauses before each retry of a REST call that failed
// with a 5xx status (429s are waited out and retried by discordgo).
var retryDelays = []time.Duration{100 * time.Millisecond, 500 * time.Millisecond, 2 * time.Second}

// New returns an adapter; Open connects it.
func New(cfg Config) (*Adapter, error) {
	if cfg.Token == "" {
		return nil, errors.New("discord: no token")
	}
	var opts bot.Options
	if cfg.Host != nil {
		opts = cfg.Host.Options()
	}
	if cfg.AckAfter <= 0 {
		cfg.AckAfter = 1500 * time.Millisecond
	}
	switch cfg.MessageContent {
	case "":
		cfg.MessageContent = "auto"
	case "auto", "on", "off":
	default:
		return nil, fmt.Errorf("discord: message_content must be auto, on or off, not %q", cfg.MessageContent)
	}
	if cfg.ShardCount < 1 {
		cfg.ShardCount = 1
	}
	if len(cfg.Shards) == 0 {
		cfg.Shards = []int{cfg.ShardID}
	}
	seen := map[int]bool{}
	for _, id := range cfg.Shards {
		if id < 0 || id >= cfg.ShardCount {
			return nil, fmt.Errorf("discord: shard %d of %d does not exist (0 to %d)", id, cfg.ShardCount, cfg.ShardCount-1)
		}
		if seen[id] {
			return nil, fmt.Errorf("discord: shard %d is listed twice", id)
		}
		seen[id] = true
	}
	if cfg.ClaimEvery <= 0 {
		cfg.ClaimEvery = time.Second
	}
	s, err := discordgo.New("Bot " + cfg.Token)
	if err != nil {
		return nil, errors.New("discord: cannot create the session")
	}
	if cfg.HTTPClient != nil {
		s.Client = cfg.HTTPClient
	}
	limits := newLimiter(cfg.GlobalRate)
	limits.shared = cfg.Budget
	client := *s.Client
	next := client.Transport
	if next == nil {
		next = http.DefaultTransport
	}
	if cfg.APIURL != "" {
		u, err := url.Parse(cfg.APIURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return nil, fmt.Errorf("discord: api_url must be an http:// or https:// URL such as http://nirn-proxy:8080, not %q", cfg.APIURL)
		}
		next = viaProxy{base: u, next: next}
	}
	var obs discordObserver
	if o, ok := opts.Metrics.(discordObserver); ok {
		obs = o
	}
	// The fence is the last step before a request leaves: one that waited
	// in the limiter while the ownership was lost is not sent.
	fence := &fence{owner: cfg.Owner, next: next}
	next = fence
	client.Transport = limitedTransport{l: limits, next: next, on429: func() {
		if obs != nil {
			obs.RateLimited()
		}
	}}
	if cfg.Logger != nil {
		// discordgo's logger is global: it is set once, to a function
		// that writes to the latest configured logger.
		discordgoLogger.Store(cfg.Logger)
		discordgoOnce.Do(func() {
			discordgo.Logger = func(msgL, caller int, format string, a ...any) {
				if msgL >= discordgo.LogInformational {
					// Not the operator's lines; one of them is the moment
					// discordgo answers an op 9 (invalid session) with an
					// IDENTIFY, in its reading goroutine: waiting here
					// delays that IDENTIFY by the 1-5 s Discord asks for.
					if format == op9Identify {
						time.Sleep(invalidSessionWait())
					}
					return
				}
				for _, x := range a {
					if err, ok := x.(error); ok && errors.Is(err, errSteer) {
						return // not a failure: see errSteer
					}
				}
				closedByDiscord(a)
				logging.Discordgo(discordgoLogger.Load())(msgL, caller, format, a...)
			}
		})
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	a := &Adapter{cfg: cfg, metrics: opts.Metrics, keys: map[string]string{}, seen: map[string]bool{}, limits: limits,
		fatal: make(chan error, 1), owned: map[int]bool{}}
	a.fb = newFeedback(a)
	var budgetLogged atomic.Int64
	limits.failed = func(err error) {
		// At most one line a minute while the database is unreachable.
		now := time.Now().UnixNano()
		if last := budgetLogged.Load(); now-last > int64(time.Minute) && budgetLogged.CompareAndSwap(last, now) {
			a.logf("discord: the shared REST budget failed (pacing this process alone): %v", err)
		}
	}
	if cfg.Host == nil {
		return nil, errors.New("discord: no bot (Config.Host)")
	}
	a.bot = cfg.Host
	a.bot.Attach(a)
	a.intents.Store(int64(Intents))
	if cfg.MessageContent == "off" {
		a.intents.Store(int64(Intents &^ discordgo.IntentMessageContent))
		a.bot.SetChatGuesses(false)
	}
	// One gateway session per shard; the first one's also carries every
	// REST call (REST is not sharded).
	for i, id := range cfg.Shards {
		gs := s
		if i > 0 {
			gs, _ = discordgo.New("Bot " + cfg.Token)
		}
		g := &gateway{shard: id, s: gs}
		gs.Client = &http.Client{Transport: gatewayURL{g: g, next: client.Transport}, Timeout: client.Timeout,
			CheckRedirect: client.CheckRedirect, Jar: client.Jar}
		gs.Dialer = g.dialer()
		gs.AddHandler(func(_ *discordgo.Session, e *discordgo.Event) { g.onRawEvent(e) })
		gs.ShardID, gs.ShardCount = id, cfg.ShardCount
		gs.Identify.Intents = discordgo.Intent(a.intents.Load())
		gs.SyncEvents = true // handlers only queue work; this keeps each channel's events in order
		if cfg.Logger != nil {
			// Informational for the op 9 line (see discordgo.Logger above);
			// only warnings and errors reach the operator's log.
			gs.LogLevel = discordgo.LogInformational
		}
		gs.AddHandler(func(s *discordgo.Session, r *discordgo.Ready) { a.onReady(g, r) })
		gs.AddHandler(func(*discordgo.Session, *discordgo.Connect) {
			if a.connects.Add(1) > int64(len(cfg.Shards)) && obs != nil {
				obs.Reconnected()
			}
			a.connectedHeartbeats(g)
		})
		gs.AddHandler(func(*discordgo.Session, *discordgo.Resumed) { g.connected.Store(true) })
		gs.AddHandler(func(*discordgo.Session, *discordgo.Disconnect) {
			g.connected.Store(false)
			g.disconnectedHeartbeats()
			if a.reconnect && !a.closing.Load() && !a.released.Load() && !a.failed.Load() && g.reconnecting.CompareAndSwap(false, true) {
				go a.reconnectLoop(g)
			}
		})
		gs.AddHandler(a.onInteraction)
		gs.AddHandler(a.onMessage)
		gs.AddHandler(a.onGuildCreate)
		gs.AddHandler(a.onGuildDelete)
		gs.AddHandler(a.onChannelDelete)
		gs.AddHandler(a.onThreadDelete)
		a.gateways = append(a.gateways, g)
	}
	a.s = s
	return a, nil
}

// discordObserver is a bot.Observer that also counts Discord's 429 answers
// and the gateway's reconnections; *metrics.Metrics implements it.
type discordObserver interface {
	RateLimited()
	Reconnected()
}

// Session returns the discordgo session of the first shard, which also
// makes the REST calls (tests adjust it before Open).
func (a *Adapter) Session() *discordgo.Session { return a.s }

// Bot returns the session layer.
func (a *Adapter) Bot() *bot.Bot { return a.bot }

// fresh reports whether the event with this ID is new, and remembers it:
// Discord may deliver an event twice (on a resume), and the bot must not
// answer twice.
func (a *Adapter) fresh(id string) bool {
	if a.closing.Load() || a.released.Load() {
		return false
	}
	if id == "" {
		return true
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.seen[id] {
		return false
	}
	a.seen[id] = true
	a.ring = append(a.ring, id)
	if len(a.ring) > seenEvents {
		delete(a.seen, a.ring[0])
		a.ring = a.ring[1:]
	}
	return true
}

func asREST(err error, re **discordgo.RESTError) bool { return errors.As(err, re) }

// retry runs call, again after a pause when Discord answers with a server
// error (5xx), up to len(retryDelays) times.
func (a *Adapter) retry(call func() error) error {
	for i := 0; ; i++ {
		err := call()
		var re *discordgo.RESTError
		if err == nil || i == len(retryDelays) || !errors.As(err, &re) || re.Response == nil || re.Response.StatusCode < 500 {
			return err
		}
		time.Sleep(retryDelays[i])
	}
}

// scrub removes the token from an error's text.
func scrub(err error, token string) error {
	if token == "" || !strings.Contains(err.Error(), token) {
		return err
	}
	return errors.New(strings.ReplaceAll(err.Error(), token, "[token]"))
}

func (a *Adapter) logf(format string, args ...any) {
	if a.metrics != nil {
		a.metrics.Error("discord")
	}
	msg := fmt.Sprintf(format, args...)
	if a.cfg.Token != "" {
		msg = strings.ReplaceAll(msg, a.cfg.Token, "[token]")
	}
	a.cfg.Logger.Error(msg)
}

func (a *Adapter) onReady(g *gateway, r *discordgo.Ready) {
	app := ""
	if r.Application != nil {
		app = r.Application.ID
	}
	if app == "" && r.User != nil {
		app = r.User.ID
	}
	a.mu.Lock()
	a.appID = app
	a.mu.Unlock()
	g.connected.Store(true)
	if g.shard == 0 {
		a.register(app)
	}
}

// dmPermission is false: the commands are not offered in direct messages.
var dmPermission = false

// ApplicationCommands returns the bot's commands as Discord registers them,
// with names and descriptions in the bot's languages, usable only in servers, numeric
// options bounded and choices named in both languages.
func ApplicationCommands() []*discordgo.ApplicationCommand {
	var out []*discordgo.ApplicationCommand
	for _, c := range bot.Commands() {
		descs := localized(bot.LocalText, c.Description)
		ac := &discordgo.ApplicationCommand{
			Name:                     c.Name,
			Description:              c.Description,
			DescriptionLocalizations: &descs,
			// Games are played in servers: no command in DMs.
			Contexts:     &[]discordgo.InteractionContextType{discordgo.InteractionContextGuild},
			DMPermission: &dmPermission,
		}
		if names := localized(bot.LocalName, "/"+c.Name); len(names) > 0 {
			ac.NameLocalizations = &names
		}
		if c.Permissions != 0 {
			perm := c.Permissions
			ac.DefaultMemberPermissions = &perm
		}
		opts := options(c.Options)
		if c.Sub != "" {
			opts = []*discordgo.ApplicationCommandOption{subcommand(c.Sub, c.SubDescription, opts)}
		}
		for _, s := range c.Subs {
			opts = append(opts, subcommand(s.Name, s.Description, options(s.Options)))
		}
		ac.Options = opts
		out = append(out, ac)
	}
	return out
}

// subcommand is a subcommand option holding opts, its name and
// description localized.
func subcommand(name, desc string, opts []*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
	sub := &discordgo.ApplicationCommandOption{
		Type:                     discordgo.ApplicationCommandOptionSubCommand,
		Name:                     name,
		Description:              desc,
		DescriptionLocalizations: localized(bot.LocalText, desc),
		Options:                  opts,
	}
	if names := localized(bot.LocalName, name); len(names) > 0 {
		sub.NameLocalizations = names
	}
	return sub
}

// localized is a name's, description's or label's localizations: for
// each of bot.CommandLocales, local(lang, en) where it has one (bot/l10n's
// files).
func localized(local func(lang, en string) string, en string) map[discordgo.Locale]string {
	m := map[discordgo.Locale]string{}
	for _, l := range bot.CommandLocales {
		if s := local(l.Lang, en); s != "" {
			m[discordgo.Locale(l.Discord)] = s
		}
	}
	return m
}

func options(specs []bot.OptionSpec) []*discordgo.ApplicationCommandOption {
	var out []*discordgo.ApplicationCommandOption
	for _, o := range specs {
		t := discordgo.ApplicationCommandOptionString
		switch o.Type {
		case bot.Integer:
			t = discordgo.ApplicationCommandOptionInteger
		case bot.Number:
			t = discordgo.ApplicationCommandOptionNumber
		case bot.Boolean:
			t = discordgo.ApplicationCommandOptionBoolean
		}
		opt := &discordgo.ApplicationCommandOption{
			Type: t, Name: o.Name, Description: o.Description, Required: o.Required,
			DescriptionLocalizations: localized(bot.LocalText, o.Description),
		}
		if names := localized(bot.LocalName, o.Name); len(names) > 0 {
			opt.NameLocalizations = names
		}
		for _, ch := range o.Choices {
			opt.Choices = append(opt.Choices, &discordgo.ApplicationCommandOptionChoice{Name: ch.Label, Value: ch.Value,
				NameLocalizations: localized(func(lang, _ string) string { return bot.LocalChoice(lang, ch) }, ch.Label)})
		}
		if o.Max > o.Min && (t == discordgo.ApplicationCommandOptionInteger || t == discordgo.ApplicationCommandOptionNumber) {
			lo := o.Min
			opt.MinValue, opt.MaxValue = &lo, o.Max
		}
		if o.MaxLength > 0 && t == discordgo.ApplicationCommandOptionString {
			opt.MaxLength = o.MaxLength
		}
		opt.Autocomplete = o.Autocomplete && len(o.Choices) == 0 // Discord refuses both
		// Required options first, as Discord demands.
		if o.Required {
			out = append([]*discordgo.ApplicationCommandOption{opt}, out...)
		} else {
			out = append(out, opt)
		}
	}
	return out
}

func userOf(i *discordgo.Interaction) bot.User {
	if i.Member != nil && i.Member.User != nil {
		u := i.Member.User
		name := i.Member.Nick
		if name == "" {
			name = displayName(u)
		}
		perm := i.Member.Permissions
		return bot.User{ID: u.ID, Name: name,
			ManageChannels: perm&(discordgo.PermissionManageChannels|discordgo.PermissionAdministrator) != 0,
			ManageGuild:    perm&(discordgo.PermissionManageServer|discordgo.PermissionAdministrator) != 0}
	}
	if i.User != nil {
		return bot.User{ID: i.User.ID, Name: displayName(i.User)}
	}
	return bot.User{}
}

func displayName(u *discordgo.User) string {
	if u.GlobalName != "" {
		return u.GlobalName
	}
	return u.Username
}

// pending is an interaction waiting for its answer.
type pending struct {
	mu        sync.Mutex
	i         *discordgo.Interaction
	component bool
	acked     bool // a response has been sent (final or deferred)
	deferred  bool
	private   bool // a command answered privately: deferred ephemerally
	timer     *time.Timer
}

func (a *Adapter) onInteraction(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	i := ic.Interaction
	if i == nil || !a.fresh("i"+i.ID) {
		return
	}
	if i.Type == discordgo.InteractionApplicationCommandAutocomplete {
		a.suggest(i)
		return
	}
	p := &pending{i: i}
	u := userOf(i)
	var ev bot.Event
	switch i.Type {
	case discordgo.InteractionApplicationCommand:
		data := i.ApplicationCommandData()
		if data.CommandType == entryPointType {
			// The Entry Point command, its handler switched to the app's.
			a.launch(i)
			return
		}
		c := &bot.Command{Name: data.Name, Options: map[string]string{}, User: u, Channel: i.ChannelID,
			Guild: i.GuildID, Locale: string(i.Locale), Ref: p}
		opts := data.Options
		if len(opts) == 1 && (opts[0].Type == discordgo.ApplicationCommandOptionSubCommand) {
			c.Sub = opts[0].Name
			opts = opts[0].Options
		}
		for _, o := range opts {
			c.Options[o.Name] = fmt.Sprint(o.Value)
		}
		if spec, ok := bot.CommandByName(data.Name); ok {
			p.private = spec.Private
		}
		ev = c
	case discordgo.InteractionMessageComponent:
		p.component = true
		data := i.MessageComponentData()
		if a.cfg.Activity && bot.LaunchesActivity(data.CustomID) {
			a.launch(i) // at once: launch.go
			return
		}
		pr := &bot.Press{CustomID: data.CustomID, User: u, Channel: i.ChannelID, Guild: i.GuildID,
			Locale: string(i.Locale), Ref: p}
		if i.Message != nil {
			pr.MessageID = i.Message.ID
		}
		ev = pr
	case discordgo.InteractionModalSubmit:
		p.private = true // a form's verdicts are private
		data := i.ModalSubmitData()
		ev = &bot.Submit{CustomID: data.CustomID, Text: modalText(data.Components), User: u, Channel: i.ChannelID,
			Guild: i.GuildID, Locale: string(i.Locale), Ref: p}
	default:
		return
	}
	if i.ChannelID == "" {
		return
	}
	p.mu.Lock()
	p.timer = time.AfterFunc(a.cfg.AckAfter, func() { a.deferResponse(p) })
	p.mu.Unlock()
	a.bot.Dispatch(ev)
}

// suggest answers an autocomplete interaction at once with the bot's
// suggestions for its focused option (bot.Bot.Suggest; docs/bot.md, Word
// lists). Discord takes only this answer (type 8, at most 25 choices, no
// deferral) and shows nothing when it comes late or fails: one try.
func (a *Adapter) suggest(i *discordgo.Interaction) {
	data := i.ApplicationCommandData()
	c := &bot.Command{Name: data.Name, Options: map[string]string{}, User: userOf(i), Channel: i.ChannelID,
		Guild: i.GuildID, Locale: string(i.Locale)}
	opts := data.Options
	if len(opts) == 1 && opts[0].Type == discordgo.ApplicationCommandOptionSubCommand {
		c.Sub = opts[0].Name
		opts = opts[0].Options
	}
	focused := ""
	for _, o := range opts {
		c.Options[o.Name] = fmt.Sprint(o.Value)
		if o.Focused {
			focused = o.Name
		}
	}
	choices := []*discordgo.ApplicationCommandOptionChoice{} // [] rather than null: "no suggestion"
	for _, n := range a.bot.Suggest(c, focused) {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: n, Value: n})
	}
	// Written as a map: discordgo's response data would omit an empty
	// choices, which is sent as [] (no suggestion).
	resp := map[string]any{"type": discordgo.InteractionApplicationCommandAutocompleteResult, "data": map[string]any{"choices": choices}}
	ep := discordgo.EndpointInteractionResponse(i.ID, i.Token)
	if _, err := a.request("POST", ep, ep, resp, nil); err != nil {
		a.logf("discord: answering an autocomplete: %v", err)
	}
}

// deferResponse acknowledges an interaction whose answer is late.
func (a *Adapter) deferResponse(p *pending) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.acked {
		return
	}
	p.acked, p.deferred = true, true
	resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	if !p.component {
		// A private command's "thinking…" is seen only by its user.
		resp = &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource,
			Data: &discordgo.InteractionResponseData{AllowedMentions: allowedMentions(nil)}}
		if p.private {
			resp.Data.Flags = discordgo.MessageFlagsEphemeral
		}
	}
	if err := a.retry(func() error { return a.respond(p.i, resp, nil) }); err != nil {
		a.logf("discord: deferring interaction: %v", err)
	}
}

func (a *Adapter) onMessage(s *discordgo.Session, m *discordgo.MessageCreate) {
	if m.Message == nil || m.Author == nil || m.Author.Bot || m.GuildID == "" || !a.fresh("m"+m.ID) {
		return
	}
	if s.State != nil && s.State.User != nil && m.Author.ID == s.State.User.ID {
		return
	}
	name := displayName(m.Author)
	if m.Member != nil && m.Member.Nick != "" {
		name = m.Member.Nick
	}
	text := m.Content
	if s.State != nil && s.State.User != nil {
		// A guess may mention the bot (Discord then gives the bot the
		// message's content without the Message Content intent).
		me := s.State.User.ID
		text = strings.NewReplacer("<@"+me+">", " ", "<@!"+me+">", " ").Replace(text)
	}
	a.bot.Dispatch(&bot.Message{ID: m.ID, Text: text, User: bot.User{ID: m.Author.ID, Name: name},
		Channel: m.ChannelID, Guild: m.GuildID})
}

// Send carries the bot's replies to Discord; it implements bot.Sink.
func (a *Adapter) Send(t bot.Target, replies []bot.Reply) { a.SendChecked(t, replies) }

// SendChecked is Send, returning for each reply nil when Discord accepted
// it; it implements bot.Poster. Durable replies posted as channel messages
// carry a nonce (see Post).
func (a *Adapter) SendChecked(t bot.Target, replies []bot.Reply) []error {
	errs := make([]error, len(replies))
	p, _ := t.Ref.(*pending)
	answered := false
	if p != nil {
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.timer != nil {
			p.timer.Stop()
		}
	}
	for i, r := range replies {
		switch {
		case r.React != "":
			if t.MessageID != "" {
				a.fb.guess(t.Channel, t.MessageID, r.React, r.Guess)
			}
		case r.Edit != "":
			errs[i] = classify(a.edit(t.Channel, r), true)
		case r.Modal != nil:
			if p != nil && !answered {
				answered = true
				errs[i] = a.openModal(p, r.Modal)
			}
		case r.Launch:
			// Only as the interaction's first answer (launch.go).
			if p != nil && !answered && !p.acked {
				answered, p.acked = true, true
				errs[i] = a.launch(p.i)
			}
		case p != nil && !answered && !r.Detached && r.Key == "":
			answered = true
			errs[i] = a.answer(p, r)
		case p != nil && r.Private:
			errs[i] = a.followup(p, r)
		case r.Private:
			// Chat messages and timers cannot answer privately: say nothing.
		default:
			errs[i] = classify(a.post(t.Channel, r), false)
		}
	}
	if p != nil && !answered && !p.acked {
		// Nothing answered the interaction: acknowledge it quietly.
		p.acked = true
		resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
		if !p.component {
			resp = &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
				Data: &discordgo.InteractionResponseData{Content: "✓", Flags: discordgo.MessageFlagsEphemeral, AllowedMentions: allowedMentions(nil)}}
		}
		if err := a.retry(func() error { return a.respond(p.i, resp, nil) }); err != nil {
			a.logf("discord: acknowledging interaction: %v", err)
		}
	} else if p != nil && !answered && p.deferred && !p.component {
		a.closeDeferred(p)
	}
	return errs
}

// closeDeferred ends a command's deferred "thinking…" that no reply
// answered (/stop, whose replies all go to the channel, answered late): as
// when it is not deferred, only its user sees ✓ (the "thinking…" is
// deleted and ✓ follows privately). Otherwise Discord shows "thinking…"
// until it gives up on the bot.
func (a *Adapter) closeDeferred(p *pending) {
	text := "✓"
	if err := a.retry(func() error { return a.s.InteractionResponseDelete(p.i) }); err != nil {
		a.logf("discord: deleting deferred response: %v", err)
	}
	if err := a.retry(func() error {
		return a.followupCreate(p.i, &discordgo.WebhookParams{Content: text, Flags: discordgo.MessageFlagsEphemeral, AllowedMentions: allowedMentions(nil)}, nil)
	}); err != nil {
		a.logf("discord: follow-up: %v", err)
	}
}

// Post posts r as a message of channel with a nonce made from id and
// enforce_nonce, so that Discord posts one message however often the same
// id is posted within its nonce window; it implements bot.Poster.
// The bot retries with its own backoff: Post tries once. A refusal no
// retry mends (403 Missing Access, 404 Unknown Channel, ...) is a
// bot.PermanentError.
func (a *Adapter) Post(channel, id string, r bot.Reply) error {
	r.Durable = id
	return classify(a.postOnce(channel, r, false), false)
}

// Nonce is the message nonce of a durable reply's id: at most 25
// characters, as Discord allows.
func Nonce(id string) string {
	sum := sha256.Sum256([]byte(id))
	return hex.EncodeToString(sum[:])[:25]
}

// messageSend is discordgo's MessageSend with the nonce fields it lacks.
type messageSend struct {
	*discordgo.MessageSend
	Nonce        string `json:"nonce,omitempty"`
	EnforceNonce bool   `json:"enforce_nonce,omitempty"`
}

// react puts an emoji on a message. It is MessageReactionAdd without
// discordgo's fixed client-side spacing of reactions (one per 200 ms per
// channel, not Discord's 250 ms): the limiter under every request keeps the
// bucket's pace from its headers, and feedback.guess decides which guesses
// get a reaction.
func (a *Adapter) react(channel, message, emoji string) error {
	emoji = strings.ReplaceAll(emoji, "#", "%23")
	bucket := discordgo.EndpointMessageReaction(channel, "", "", "") + "@me"
	return a.retry(func() error {
		_, err := a.s.RequestWithBucketID("PUT", discordgo.EndpointMessageReaction(channel, message, emoji, "@me"), nil, bucket)
		return err
	})
}

// openModal answers the interaction with a form (p.mu held). Discord takes
// a form only as the first response: when the press was already deferred
// (the bot was slow), the player presses again.
func (a *Adapter) openModal(p *pending, m *bot.Modal) error {
	if p.acked {
		a.logf("discord: a form could not be opened: the interaction was already acknowledged")
		return errors.New("discord: a form cannot follow a deferred response")
	}
	p.acked = true
	title := m.Title
	if utf8.RuneCountInString(title) > 45 {
		title = string([]rune(title)[:45])
	}
	label := m.Label
	if utf8.RuneCountInString(label) > 45 {
		label = string([]rune(label)[:45])
	}
	max := m.MaxLength
	if max <= 0 || max > 4000 {
		max = 4000
	}
	resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseModal, Data: &discordgo.InteractionResponseData{
		CustomID: m.ID, Title: title,
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.TextInput{CustomID: "text", Label: label, Style: discordgo.TextInputParagraph,
				Placeholder: m.Placeholder, Required: true, MinLength: 1, MaxLength: max},
		}}},
	}}
	err := a.retry(func() error { return a.s.InteractionRespond(p.i, resp) })
	if err != nil {
		a.logf("discord: opening a form: %v", err)
	}
	return err
}

// modalText is what was typed in a submitted form's text fields.
func modalText(comps []discordgo.MessageComponent) string {
	var parts []string
	for _, c := range comps {
		row, ok := c.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range row.Components {
			if ti, ok := c.(*discordgo.TextInput); ok {
				parts = append(parts, ti.Value)
			}
		}
	}
	return strings.Join(parts, "\n")
}

// answer responds to the interaction with r (p.mu held).
func (a *Adapter) answer(p *pending, r bot.Reply) error {
	var flags discordgo.MessageFlags
	if r.Private {
		flags = discordgo.MessageFlagsEphemeral
	}
	text := messageText(r)
	comps := components(r.Buttons)
	if !p.acked {
		p.acked = true
		t := discordgo.InteractionResponseChannelMessageWithSource
		if r.Update && p.component && !r.Private {
			t = discordgo.InteractionResponseUpdateMessage
		}
		if err := a.retry(func() error {
			data := &discordgo.InteractionResponseData{Content: text, Flags: flags, Components: comps, AllowedMentions: allowedMentions(r.Ping)}
			if t == discordgo.InteractionResponseUpdateMessage && comps == nil {
				data.Components = []discordgo.MessageComponent{}
			}
			return a.respond(p.i, &discordgo.InteractionResponse{Type: t, Data: data}, r.Files)
		}); err != nil {
			a.logf("discord: responding: %v", err)
			return err
		}
		return nil
	}
	// Deferred: edit the response, or post a follow-up.
	edit := !r.Private && (!p.component || r.Update)
	if p.private && !p.component {
		// Deferred privately: the answer replaces the "thinking…" only its
		// user sees; a public answer goes to the channel as well.
		if !r.Private {
			a.post(p.i.ChannelID, r)
			r = bot.Reply{Text: "✓"}
			text, comps = messageText(r), nil
		}
		edit = true
	}
	if edit {
		if comps == nil {
			comps = []discordgo.MessageComponent{}
		}
		if err := a.retry(func() error {
			return a.editResponse(p.i, &discordgo.WebhookEdit{Content: &text, Components: &comps, AllowedMentions: allowedMentions(r.Ping)}, r.Files)
		}); err != nil {
			a.logf("discord: editing response: %v", err)
			return err
		}
		return nil
	}
	if r.Private && !p.component {
		// The deferred response is public (a public command whose answer,
		// an error, came late and private): remove it, answer privately.
		if err := a.retry(func() error { return a.s.InteractionResponseDelete(p.i) }); err != nil {
			a.logf("discord: deleting deferred response: %v", err)
		}
	}
	return a.followup(p, r)
}

func (a *Adapter) followup(p *pending, r bot.Reply) error {
	var flags discordgo.MessageFlags
	if r.Private {
		flags = discordgo.MessageFlagsEphemeral
	}
	if !p.acked {
		return a.answer(p, r)
	}
	if err := a.retry(func() error {
		return a.followupCreate(p.i, &discordgo.WebhookParams{Content: messageText(r), Flags: flags,
			Components: components(r.Buttons), AllowedMentions: allowedMentions(r.Ping)}, r.Files)
	}); err != nil {
		a.logf("discord: follow-up: %v", err)
		return err
	}
	return nil
}

// post sends r as a channel message, remembering it under r.Key; a
// durable reply carries its nonce.
func (a *Adapter) post(channel string, r bot.Reply) error { return a.postOnce(channel, r, true) }

// postOnce is post, retrying server errors when retry is set.
func (a *Adapter) postOnce(channel string, r bot.Reply, retry bool) error {
	var m *discordgo.Message
	nonce := ""
	if r.Durable != "" {
		nonce = Nonce(r.Durable)
	}
	call := func() error {
		var err error
		m, err = a.sendMessage(channel, &discordgo.MessageSend{Content: messageText(r),
			Components: components(r.Buttons), AllowedMentions: allowedMentions(r.Ping)}, r.Files, nonce)
		return err
	}
	var err error
	if retry {
		err = a.retry(call)
	} else {
		err = call()
	}
	if err != nil {
		a.logf("discord: posting: %v", err)
		return err
	}
	if r.Key != "" && m != nil {
		a.mu.Lock()
		a.keys[channel+"\x00"+r.Key] = m.ID
		a.mu.Unlock()
	}
	return nil
}

// edit changes the message posted under r.Edit, or posts r when it is
// unknown (after a restart).
func (a *Adapter) edit(channel string, r bot.Reply) error {
	a.mu.Lock()
	id, ok := a.keys[channel+"\x00"+r.Edit]
	a.mu.Unlock()
	if !ok {
		r.Key = r.Edit
		return a.post(channel, r)
	}
	text := messageText(r)
	if err := a.retry(func() error {
		e := &discordgo.MessageEdit{ID: id, Channel: channel, Content: &text, AllowedMentions: allowedMentions(r.Ping)}
		if r.Buttons != nil {
			comps := components(r.Buttons)
			e.Components = &comps
		}
		return a.editMessage(e, r.Files)
	}); err != nil {
		a.logf("discord: editing: %v", err)
		return err
	}
	return nil
}

func components(bs []bot.Button) []discordgo.MessageComponent {
	if len(bs) == 0 {
		return nil
	}
	var rows []discordgo.MessageComponent
	var row discordgo.ActionsRow
	for i, b := range bs {
		if i == 25 {
			break
		}
		id := b.ID
		if len(id) > 100 {
			id = id[:100]
		}
		label := b.Label
		if utf8.RuneCountInString(label) > 80 {
			label = string([]rune(label)[:80])
		}
		row.Components = append(row.Components, discordgo.Button{Label: label, Style: discordgo.PrimaryButton, CustomID: id})
		if len(row.Components) == 5 {
			rows = append(rows, row)
			row = discordgo.ActionsRow{}
		}
	}
	if len(row.Components) > 0 {
		rows = append(rows, row)
	}
	return rows
}

// clip keeps a message within Discord's 2000 characters.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 2000 {
		return s
	}
	return string([]rune(s)[:1999]) + "…"
}

// op9Identify is discordgo v0.29.0's log line just before it answers an
// op 9 (invalid session) with an IDENTIFY (wsapi.go, onEvent).
const op9Identify = "sending identify packet to gateway in response to Op9"

// invalidSessionWait is how long the IDENTIFY after an op 9 waits: a random
// 1 to 5 s, as Discord's gateway documentation asks (docs/bot.md, The
// gateway connection).
var invalidSessionWait = func() time.Duration { return time.Second + rand.N(4*time.Second) }
