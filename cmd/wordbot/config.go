package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/internal/inputfile"
	"github.com/wordbot/wordbot/lexicon"
)

// Config is every option of config.yaml (the file documents each one).
type Config struct {
	DataDir  string         `yaml:"data_dir"`
	Discord  DiscordConfig  `yaml:"discord"`
	Lexicon  LexiconConfig  `yaml:"lexicon"`
	Boggle   BoggleConfig   `yaml:"boggle"`
	Ruzzle   RuzzleConfig   `yaml:"ruzzle"`
	Scarabeo ScarabeoConfig `yaml:"scarabeo"`
	Scrabble ScrabbleConfig `yaml:"scrabble"`
	Upwords  UpwordsConfig  `yaml:"upwords"`
	Terminal TerminalConfig `yaml:"terminal"`
	Daily    DailyConfig    `yaml:"daily"`
	Store    StoreConfig    `yaml:"store"`
	Log      LogConfig      `yaml:"log"`
	Metrics  MetricsConfig  `yaml:"metrics"`
	Memory   MemoryConfig   `yaml:"memory"`
	Web      WebConfig      `yaml:"web"`
}

// MemoryConfig shapes the process's memory (docs/performance.md).
type MemoryConfig struct {
	// Limit is the Go runtime's soft memory limit, written as GOMEMLIMIT
	// is (a number of bytes with B, KiB, MiB, GiB or TiB: 180MiB); ""
	// leaves the runtime's own (the GOMEMLIMIT variable, else none).
	Limit string `yaml:"limit"`
	// MapFiles keeps the hint's word maps and filters as files in
	// <data_dir>/maps, mapped read-only and shared by the processes of
	// the machine; false builds them on the heap in every process.
	MapFiles bool `yaml:"map_files"`
	// MapIdle gives back the pages of a word list's mapped maps once no
	// hint used it for that long (they stay mapped; the next hint reads
	// what it touches again); 0 never.
	MapIdle time.Duration `yaml:"map_idle"`
}

// ParseByteSize reads a size as GOMEMLIMIT writes it: a whole number of
// bytes, or one followed by B, KiB, MiB, GiB or TiB.
func ParseByteSize(s string) (int64, error) {
	units := []struct {
		suffix string
		shift  uint
	}{{"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"TiB", 40}, {"B", 0}}
	num, shift := s, uint(0)
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			num, shift = strings.TrimSuffix(s, u.suffix), u.shift
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64>>shift {
		return 0, fmt.Errorf("want a size such as 180MiB or 1GiB (B, KiB, MiB, GiB, TiB), not %q", s)
	}
	return n << shift, nil
}

// WebConfig is the Discord Activity's server (docs/activity.md).
type WebConfig struct {
	// Addr is host:port serving the Activity ("" leaves it off).
	Addr string `yaml:"addr"`
	// PublicURL is the address players reach it at: the developer
	// portal's URL mapping points there.
	PublicURL string `yaml:"public_url"`
	// InternalURL is where the other wordbot processes reach this one's
	// Activity (http://host:port), when several shard processes share a
	// PostgreSQL store: a process proxies a server's Activity to the
	// process that plays its channels (docs/activity.md). "" derives it
	// from addr (its host, else this machine's name).
	InternalURL string `yaml:"internal_url"`
}

// TerminalConfig shapes the bot in the terminal (no Discord token).
type TerminalConfig struct {
	// Lang is the players' language there, en, it, fr, es, de or pt ("" follows LANG, as
	// Discord follows each player's client language).
	Lang string `yaml:"lang"`
	// Managers names, comma-separated, the players who count as channel
	// and server managers (they may /stop any game and use /settings); ""
	// is the first player.
	Managers string `yaml:"managers"`
}

// StoreConfig is where sessions and results are kept.
type StoreConfig struct {
	Path string `yaml:"path"` // empty: <data_dir>/wordbot.db
	// URL, when set, is a PostgreSQL database (postgres://...) used
	// instead of SQLite: for several processes (docs/operations.md, Scaling out).
	URL string `yaml:"url"`
}

// LogConfig shapes the logs.
type LogConfig struct {
	Level  string `yaml:"level"`
	Format string `yaml:"format"`
}

// MetricsConfig is the address of /metrics and /healthz.
type MetricsConfig struct {
	Addr string `yaml:"addr"`
}

// DiscordConfig is how the bot reaches Discord.
type DiscordConfig struct {
	Token   string `yaml:"token"`
	GuildID string `yaml:"guild_id"`
	// MessageContent is whether to ask for the privileged Message Content
	// intent: auto, on or off (see discord.Config.MessageContent).
	MessageContent string `yaml:"message_content"`
	// ShardID and ShardCount are this process's shard and the number of
	// shards (Identify's shard field); only shard 0 registers the commands.
	ShardID    int `yaml:"shard_id"`
	ShardCount int `yaml:"shard_count"`
	// Shards lists the shards this process runs, one gateway connection
	// each: numbers and ranges such as "0-3" or "0,2,5-7" (empty: shard_id
	// alone). See ParseShards.
	Shards string `yaml:"shards"`
	// APIURL sends the REST calls to a shared rate-limiting proxy (such as
	// nirn-proxy) instead of https://discord.com; empty: Discord itself.
	APIURL string `yaml:"api_url"`
	// ClientID and ClientSecret are the application's OAuth2 credentials,
	// which the Activity needs (web.addr) to learn who plays; the secret
	// is sent to Discord only.
	ClientID     string `yaml:"client_id"`
	ClientSecret string `yaml:"client_secret"`
}

// MaxShardCount bounds discord.shard_count (Discord's largest bots run a
// few thousand shards).
const MaxShardCount = 65536

// ParseShards reads a list of shards such as "0-3" or "0,2,5-7" (spaces
// allowed around numbers), each from 0 to count-1, none twice, ascending
// as written or not; the result is sorted.
func ParseShards(list string, count int) ([]int, error) {
	if count < 1 || count > MaxShardCount {
		return nil, fmt.Errorf("the shard count must be 1 to %d, not %d", MaxShardCount, count)
	}
	if strings.TrimSpace(list) == "" {
		return nil, errors.New("no shard listed")
	}
	num := func(s string) (int, error) {
		s = strings.TrimSpace(s)
		n, err := strconv.Atoi(s)
		if err != nil || s == "" || s[0] == '+' || s[0] == '-' {
			return 0, fmt.Errorf("%q is not a shard number", s)
		}
		if n < 0 || n >= count {
			return 0, fmt.Errorf("shard %d does not exist (0 to %d with shard_count %d)", n, count-1, count)
		}
		return n, nil
	}
	seen := make(map[int]bool)
	var out []int
	for _, part := range strings.Split(list, ",") {
		lo, hi := part, part
		if a, b, ok := strings.Cut(part, "-"); ok {
			lo, hi = a, b
		}
		from, err := num(lo)
		if err != nil {
			return nil, err
		}
		to, err := num(hi)
		if err != nil {
			return nil, err
		}
		if to < from {
			return nil, fmt.Errorf("the range %q goes backwards", strings.TrimSpace(part))
		}
		for n := from; n <= to; n++ {
			if seen[n] {
				return nil, fmt.Errorf("shard %d is listed twice", n)
			}
			seen[n] = true
			out = append(out, n)
		}
	}
	sort.Ints(out)
	return out, nil
}

// DailyConfig holds the daily puzzle's options.
type DailyConfig struct {
	// Seed is the secret the daily puzzles derive from; empty: one is
	// generated once and kept in the store.
	Seed string `yaml:"seed"`
}

// LexiconConfig names word lists replacing the embedded lexicons (en, it)
// and the extra lists games may choose (lists).
type LexiconConfig struct {
	EN    string      `yaml:"en"`
	IT    string      `yaml:"it"`
	Lists ListsConfig `yaml:"lists"`
}

// ListsConfig names, per language, the operator's extra word lists
// (docs/bot.md, "Word lists"), offered in this order after the built-in
// ones.
type ListsConfig struct {
	EN []WordListConfig `yaml:"en"`
	IT []WordListConfig `yaml:"it"`
	FR []WordListConfig `yaml:"fr"`
	ES []WordListConfig `yaml:"es"`
	DE []WordListConfig `yaml:"de"`
	PT []WordListConfig `yaml:"pt"`
}

// byLang returns the lists of each language, in lexicon.Languages' order.
func (l ListsConfig) byLang() []struct {
	lang  string
	lists []WordListConfig
} {
	return []struct {
		lang  string
		lists []WordListConfig
	}{{"en", l.EN}, {"it", l.IT}, {"fr", l.FR}, {"es", l.ES}, {"pt", l.PT}, {"de", l.DE}}
}

// WordListConfig is one extra word list: the name players choose it by and
// its file (a plain word list, one word a line; docs/cli.md, Files).
type WordListConfig struct {
	Name string `yaml:"name"`
	File string `yaml:"file"`
}

// BoggleConfig holds the defaults of Boggle rounds.
type BoggleConfig struct {
	Size          int     `yaml:"size"`
	Minutes       float64 `yaml:"minutes"`
	MinLetters    int     `yaml:"min_letters"`
	Scoring       string  `yaml:"scoring"`
	QuFace        bool    `yaml:"qu_face"`
	Lang          string  `yaml:"lang"`
	VictoryPoints int     `yaml:"victory_points"`
	Cubes         string  `yaml:"cubes"`
	Dict          string  `yaml:"dict"`
}

// RuzzleConfig holds the defaults of Ruzzle rounds.
type RuzzleConfig struct {
	Size        int     `yaml:"size"`
	Minutes     float64 `yaml:"minutes"`
	Lang        string  `yaml:"lang"`
	Values      string  `yaml:"values"`
	LengthBonus bool    `yaml:"length_bonus"`
	Dict        string  `yaml:"dict"`
}

// ScarabeoConfig holds the options of Scarabeo games.
type ScarabeoConfig struct {
	Lang           string        `yaml:"lang"`
	TwoLetterWords string        `yaml:"two_letter_words"`
	TurnTimeout    time.Duration `yaml:"turn_timeout"`
}

// ScrabbleConfig holds the options of English Scrabble games.
type ScrabbleConfig struct {
	Lang        string        `yaml:"lang"`
	TurnTimeout time.Duration `yaml:"turn_timeout"`
}

// UpwordsConfig holds the options of Upwords games.
type UpwordsConfig struct {
	Size           int    `yaml:"size"`
	Hand           int    `yaml:"hand"`
	CheckMinLength int    `yaml:"check_min_length"`
	Lang           string `yaml:"lang"`
	// Set is the tile set of English games: "classic" (the bot's bag of
	// 118, the default) or "hasbro" (Hasbro's 100 with its Qu tile).
	Set         string        `yaml:"set"`
	TurnTimeout time.Duration `yaml:"turn_timeout"`
}

// DefaultConfig returns the options used when nothing overrides them.
func DefaultConfig() Config {
	return Config{
		DataDir: "./data",
		Discord: DiscordConfig{MessageContent: "auto", ShardCount: 1},
		Boggle:  BoggleConfig{Size: 4, Minutes: 3, Scoring: "official", Lang: "en", Dict: "full"},
		Ruzzle:  RuzzleConfig{Size: 4, Minutes: 2, Lang: "en", LengthBonus: true, Dict: "full"},
		Scarabeo: ScarabeoConfig{Lang: "it", TwoLetterWords: "lexicon",
			TurnTimeout: 24 * time.Hour},
		Scrabble: ScrabbleConfig{Lang: "en", TurnTimeout: 24 * time.Hour},
		Upwords: UpwordsConfig{Size: 10, Hand: 7, CheckMinLength: 2, Lang: "it", Set: "classic",
			TurnTimeout: 24 * time.Hour},
		Log:    LogConfig{Level: "info"},
		Memory: MemoryConfig{MapFiles: true, MapIdle: 30 * time.Minute},
	}
}

// MaxConfigBytes bounds the config file (config.yaml is some 10 KB).
const MaxConfigBytes = 1 << 20

// LoadConfig returns the defaults overridden by the config file and then by
// the environment. The file is WORDBOT_CONFIG if set (it must exist), else
// ./config.yaml if it exists; it must be a regular file of at most
// MaxConfigBytes (/dev/zero, a FIFO or a folder is refused before it is
// read). getenv is os.LookupEnv outside tests.
func LoadConfig(getenv func(string) (string, bool)) (Config, error) {
	c := DefaultConfig()
	path, named := getenv("WORDBOT_CONFIG")
	if path == "" {
		// Unset, or set empty (a blank line of an env file): the default
		// file, which may be missing ("open : no such file" before).
		path, named = "config.yaml", false
	}
	data, err := inputfile.ReadAll(path, MaxConfigBytes)
	switch {
	case err == nil:
		if err := decodeConfig(data, &c); err != nil {
			return c, fmt.Errorf("config %s: %w", path, err)
		}
	case named || !errors.Is(err, fs.ErrNotExist):
		return c, fmt.Errorf("config: %w", err)
	}
	if err := applyEnv(reflect.ValueOf(&c).Elem(), "WORDBOT", getenv); err != nil {
		return c, err
	}
	tokenName := "discord.token"
	if _, ok := getenv("WORDBOT_DISCORD_TOKEN"); ok {
		tokenName = "WORDBOT_DISCORD_TOKEN"
	}
	if tok, ok := getenv("DISCORD_TOKEN"); ok {
		c.Discord.Token, tokenName = tok, "DISCORD_TOKEN"
	}
	c.Discord.Token = strings.TrimSpace(c.Discord.Token)
	if err := checkToken(c.Discord.Token); err != nil {
		return c, fmt.Errorf("%s is malformed: %w", tokenName, err)
	}
	return c, c.validate()
}

// checkToken refuses a Discord token (trimmed of spaces and line ends
// already) that cannot be one, without quoting it: a bot token is three
// parts of base64url (letters, digits, '-' and '_') joined by dots, so
// anything else, such as a space or quote inside, a character invalid in
// an HTTP header, or the "Bot " prefix of the Authorization header, is
// refused at start with one line naming the problem. The count of parts is
// not checked: Discord has changed the parts' lengths before, and answers a
// token of the right alphabet that it does not know with its own refusal.
// An empty token is no token (the bot runs in the terminal).
func checkToken(tok string) error {
	if strings.HasPrefix(tok, "Bot ") || strings.HasPrefix(tok, "Bearer ") {
		return errors.New("it starts with the Authorization header's scheme (\"Bot \"): give the token alone")
	}
	for i, r := range tok {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
			continue
		case r == ' ' || r == '\t' || r == '\r' || r == '\n':
			return fmt.Errorf("it holds a space or a line break inside, at byte %d of %d (copy the token again from the Bot page of the Developer Portal)", i+1, len(tok))
		}
		return fmt.Errorf("byte %d of %d is not a letter, a digit, '.', '-' or '_' (copy the token again from the Bot page of the Developer Portal)", i+1, len(tok))
	}
	return nil
}

// decodeConfig decodes the config file data into c. Its error quotes
// nothing of the file but the first problem's offending token (an option
// name, or a value cut at maxFileToken bytes), and names the lines of the
// other problems: a mistyped path, such as /etc/shadow, must not print that
// file's lines.
func decodeConfig(data []byte, c *Config) error {
	data, problems := checkScalars(data)
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && !errors.Is(err, errEOF) {
		problems = append(problems, yamlError(err)...)
	}
	return firstProblem(problems)
}

// maxFileToken is the most of a file's token an error quotes.
const maxFileToken = 40

// reProblemLine reads the line number starting a problem.
var reProblemLine = regexp.MustCompile(`^(?:yaml: )?line (\d+): `)

// firstProblem is the first of problems (in the order of their lines),
// followed by the lines of the others: "line 2: boggle.minute is not an
// option; more problems on lines 3, 5 and 7". nil when there is none.
func firstProblem(problems []string) error {
	if len(problems) == 0 {
		return nil
	}
	line := func(p string) int {
		if m := reProblemLine.FindStringSubmatch(p); m != nil {
			n, _ := strconv.Atoi(m[1])
			return n
		}
		return 0
	}
	sort.SliceStable(problems, func(i, j int) bool { return line(problems[i]) < line(problems[j]) })
	msg := clipQuoted(problems[0])
	var more []string
	for _, p := range problems[1:] {
		if n := line(p); n > 0 && !slices.Contains(more, strconv.Itoa(n)) && n != line(problems[0]) {
			more = append(more, strconv.Itoa(n))
		}
	}
	switch {
	case len(more) > 10:
		msg += fmt.Sprintf("; more problems on lines %s and %d others", strings.Join(more[:10], ", "), len(more)-10)
	case len(more) > 1:
		msg += fmt.Sprintf("; more problems on lines %s and %s", strings.Join(more[:len(more)-1], ", "), more[len(more)-1])
	case len(more) == 1:
		msg += "; another problem on line " + more[0]
	}
	return errors.New(msg)
}

// reQuoted finds what the decoder's messages quote: 'x', `x` or "x".
var reQuoted = regexp.MustCompile("'[^']*'|`[^`]*`|\"(?:[^\"\\\\]|\\\\.)*\"")

// clipQuoted cuts every quoted part of msg to maxFileToken bytes.
func clipQuoted(msg string) string {
	return reQuoted.ReplaceAllStringFunc(msg, func(q string) string {
		if len(q) <= maxFileToken+2 {
			return q
		}
		body := q[1 : len(q)-1]
		cut := maxFileToken
		for cut > 0 && !utf8.RuneStart(body[cut]) {
			cut--
		}
		return q[:1] + body[:cut] + "..." + q[len(q)-1:]
	})
}

// reOptionName is what an option's name looks like; an unknown key of
// another shape is not quoted (it is likely a line of some other file).
var reOptionName = regexp.MustCompile(`^[a-z][a-z0-9_]{0,39}$`)

// fraction reports whether the YAML float v has a fractional part (5.5, .nan;
// not 4.0 or 1e1).
func fraction(v string) bool {
	var f float64
	if err := yaml.Unmarshal([]byte(v), &f); err != nil {
		return true
	}
	return f != math.Trunc(f)
}

// checkScalars reads the options' values before the decoder does, for two
// cases it gets wrong: a fraction given for a whole number (boggle.size: 5.5,
// which the decoder cuts to 5) is refused, "line 2: "5.5" is not a whole
// number"; a duration written as a bare 0 (turn_timeout: 0, "0: never" in
// config.yaml, as WORDBOT_*_TURN_TIMEOUT=0 reads it) is read as 0s, which
// the decoder would refuse. It returns data, with such zeros written 0s in
// place (same lines), and the refusals.
func checkScalars(data []byte) ([]byte, []string) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) != 1 {
		return data, nil // the decoder reports it
	}
	var errs []string
	var zeros []*yaml.Node
	durationType := reflect.TypeOf(time.Duration(0))
	var walk func(n *yaml.Node, t reflect.Type)
	walk = func(n *yaml.Node, t reflect.Type) {
		if n.Kind != yaml.MappingNode {
			return
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			key, val := n.Content[i].Value, n.Content[i+1]
			for j := 0; j < t.NumField(); j++ {
				f := t.Field(j)
				if f.Tag.Get("yaml") != key {
					continue
				}
				switch {
				case f.Type.Kind() == reflect.Struct:
					walk(val, f.Type)
				case val.Kind != yaml.ScalarNode:
				case f.Type == durationType:
					if val.ShortTag() == "!!int" && strings.Trim(val.Value, "+-0") == "" {
						zeros = append(zeros, val)
					}
				case f.Type.Kind() == reflect.Int && val.ShortTag() == "!!float" && fraction(val.Value):
					errs = append(errs, fmt.Sprintf("line %d: %q is not a whole number", val.Line, val.Value))
				}
			}
		}
	}
	walk(doc.Content[0], reflect.TypeOf(Config{}))
	if len(zeros) == 0 {
		return data, errs
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	for _, z := range zeros {
		if z.Line < 1 || z.Line > len(lines) {
			continue
		}
		line := lines[z.Line-1]
		// The column counts characters from 1.
		at, col := 0, 1
		for at < len(line) && col < z.Column {
			_, size := utf8.DecodeRune(line[at:])
			at += size
			col++
		}
		if bytes.HasPrefix(line[at:], []byte(z.Value)) {
			lines[z.Line-1] = append(append(append([]byte{}, line[:at]...), "0s"...), line[at+len(z.Value):]...)
		}
	}
	return bytes.Join(lines, nil), errs
}

var (
	reUnknownField = regexp.MustCompile(`^line (\d+): field (\S+) not found in type (\S+)$`)
	reBadValue     = regexp.MustCompile("^line (\\d+): cannot unmarshal !!\\w+ `(.*)` into (\\S+)$")
	reBadNode      = regexp.MustCompile(`^line (\d+): cannot unmarshal !!(seq|map) into (\S+)$`)
)

// yamlError rewrites the YAML decoder's errors in the options' own names:
// "line 2: boggle.minute is not an option" rather than the decoder's
// "field minute not found in type main.BoggleConfig", one string each.
func yamlError(err error) []string {
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		return []string{err.Error()}
	}
	sections := map[string]string{}
	ct := reflect.TypeOf(Config{})
	for i := 0; i < ct.NumField(); i++ {
		f := ct.Field(i)
		if f.Type.Kind() == reflect.Struct {
			sections[f.Type.String()] = f.Tag.Get("yaml") + "."
		}
	}
	sections[ct.String()] = ""
	sections[reflect.TypeOf(ListsConfig{}).String()] = "lexicon.lists."
	sections[reflect.TypeOf(WordListConfig{}).String()] = "lexicon.lists.*[]."
	var out []string
	for _, m := range te.Errors {
		if g := reUnknownField.FindStringSubmatch(m); g != nil {
			if sec, ok := sections[g[3]]; ok {
				if !reOptionName.MatchString(g[2]) {
					out = append(out, fmt.Sprintf("line %s: a key that is not an option name (config.yaml lists the options)", g[1]))
					continue
				}
				out = append(out, fmt.Sprintf("line %s: %s%s is not an option", g[1], sec, g[2]))
				continue
			}
		}
		what := ""
		g := reBadValue.FindStringSubmatch(m)
		if g != nil && g[3] == ct.String() {
			// The whole file is one value: text, quoted nowhere.
			what = "text"
		} else if g != nil {
			what = strconv.Quote(g[2])
		} else if g = reBadNode.FindStringSubmatch(m); g != nil {
			// A list or a section where a value goes (data_dir: [a]), or
			// a list for the whole file: no Go type named.
			what = map[string]string{"seq": "a list", "map": "a section"}[g[2]]
		}
		if g != nil {
			want := "a value of another kind"
			switch g[3] {
			case "int":
				want = "a whole number"
			case "float64":
				want = "a number"
			case "bool":
				want = "true or false"
			case "string":
				want = "text"
			case "time.Duration":
				want = "a duration such as 90s, 3m or 24h"
			default:
				if _, ok := sections[g[3]]; ok {
					want = "a section of options"
				}
			}
			out = append(out, fmt.Sprintf("line %s: %s is not %s", g[1], what, want))
			continue
		}
		out = append(out, m)
	}
	return out
}

// checkEnvNames refuses a WORDBOT_* variable that names no option (a typo
// would otherwise be ignored silently), as decodeConfig refuses an unknown
// key in the file. environ is os.Environ(); names starting WORDBOT_TEST_
// belong to the tests.
func checkEnvNames(environ []string) error {
	// WORDBOT_REQUIRE_POSTGRES, WORDBOT_REQUIRE_CHROMIUM and WORDBOT_PG_BIN are the tests'
	// (store/pgtest); CI sets the first.
	known := map[string]bool{"WORDBOT_CONFIG": true, "WORDBOT_REQUIRE_POSTGRES": true, "WORDBOT_PG_BIN": true, "WORDBOT_REQUIRE_CHROMIUM": true}
	var walk func(t reflect.Type, prefix string)
	walk = func(t reflect.Type, prefix string) {
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			name := prefix + "_" + strings.ToUpper(f.Tag.Get("yaml"))
			if f.Type.Kind() == reflect.Struct {
				walk(f.Type, name)
				continue
			}
			known[name] = true
		}
	}
	walk(reflect.TypeOf(Config{}), "WORDBOT")
	for _, kv := range environ {
		name, _, _ := strings.Cut(kv, "=")
		if !strings.HasPrefix(name, "WORDBOT_") || strings.HasPrefix(name, "WORDBOT_TEST_") || known[name] {
			continue
		}
		return fmt.Errorf("config: %s is not an option (see config.yaml for the names, such as WORDBOT_BOGGLE_MINUTES)", name)
	}
	return nil
}

var errEOF = func() error {
	// yaml.v3 returns io.EOF for an empty document.
	var v struct{}
	return yaml.NewDecoder(strings.NewReader("")).Decode(&v)
}()

// applyEnv sets every field of v from the variable PREFIX_<YAML KEY> (upper
// case, nested keys joined by _), when that variable is set.
func applyEnv(v reflect.Value, prefix string, getenv func(string) (string, bool)) error {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name := prefix + "_" + strings.ToUpper(f.Tag.Get("yaml"))
		fv := v.Field(i)
		if fv.Kind() == reflect.Struct {
			if err := applyEnv(fv, name, getenv); err != nil {
				return err
			}
			continue
		}
		s, ok := getenv(name)
		if !ok {
			continue
		}
		if err := setField(fv, s); err != nil {
			return fmt.Errorf("config: %s=%q: %w", name, s, err)
		}
	}
	return nil
}

func setField(fv reflect.Value, s string) error {
	switch fv.Interface().(type) {
	case string:
		fv.SetString(s)
	case bool:
		b, err := strconv.ParseBool(s)
		if err != nil {
			return errors.New("want true or false")
		}
		fv.SetBool(b)
	case int:
		n, err := strconv.Atoi(s)
		if err != nil {
			return errors.New("want a whole number")
		}
		fv.SetInt(int64(n))
	case float64:
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return errors.New("want a number such as 2 or 0.5")
		}
		fv.SetFloat(f)
	case time.Duration:
		d, err := time.ParseDuration(s)
		if err != nil {
			return errors.New("want a duration such as 90s, 3m or 24h")
		}
		fv.SetInt(int64(d))
	default:
		if fv.Kind() == reflect.Slice {
			return errors.New("a list: set it in the config file")
		}
		return fmt.Errorf("unsupported option type %s", fv.Type())
	}
	return nil
}

func (c *Config) validate() error {
	var errs []string
	check := func(ok bool, format string, args ...any) {
		if !ok {
			errs = append(errs, fmt.Sprintf(format, args...))
		}
	}
	lang := func(s string) bool { return s == "en" || s == "it" }
	tier := func(s string) bool { _, err := lexicon.ParseTier(s); return err == nil && s != "" }
	for _, l := range c.Lexicon.Lists.byLang() {
		for i, w := range l.lists {
			err := lexicon.CheckListName(w.Name)
			check(err == nil, "lexicon.lists.%s[%d]: %s", l.lang, i, strings.TrimPrefix(fmt.Sprint(err), "lexicon: "))
			check(w.File != "", "lexicon.lists.%s[%d] (%s): file is not set", l.lang, i, w.Name)
		}
	}
	check(c.Memory.MapIdle >= 0, "memory.map_idle must not be negative, not %v", c.Memory.MapIdle)
	if c.Memory.Limit != "" {
		_, err := ParseByteSize(c.Memory.Limit)
		check(err == nil, "memory.limit: %v", err)
	}
	if c.Web.Addr != "" {
		check(c.Web.PublicURL != "", "web.public_url must be set with web.addr (the Activity's address, as in the developer portal's URL mapping)")
		check(c.Discord.ClientID != "" && strings.Trim(c.Discord.ClientID, "0123456789") == "", "discord.client_id must be the application's ID (digits) with web.addr, not %q", c.Discord.ClientID)
		check(c.Discord.ClientSecret != "", "discord.client_secret must be set with web.addr (prefer WORDBOT_DISCORD_CLIENT_SECRET)")
	}
	if u := c.Web.PublicURL; u != "" {
		p, err := url.Parse(u)
		check(err == nil && (p.Scheme == "http" || p.Scheme == "https") && p.Host != "" && p.RawQuery == "" && p.Fragment == "",
			"web.public_url must be an http:// or https:// URL such as https://wordbot.example.com, not %q", u)
	}
	if u := c.Web.InternalURL; u != "" {
		p, err := url.Parse(u)
		check(err == nil && (p.Scheme == "http" || p.Scheme == "https") && p.Host != "" && (p.Path == "" || p.Path == "/") && p.RawQuery == "" && p.Fragment == "",
			"web.internal_url must be an http:// or https:// address such as http://10.0.0.5:8080, not %q", u)
	}
	mc := c.Discord.MessageContent
	check(mc == "auto" || mc == "on" || mc == "off", "discord.message_content must be auto, on or off, not %q", mc)
	check(c.Discord.ShardCount >= 1 && c.Discord.ShardCount <= MaxShardCount, "discord.shard_count must be 1 to %d, not %d", MaxShardCount, c.Discord.ShardCount)
	check(c.Discord.ShardID >= 0 && c.Discord.ShardID < max(c.Discord.ShardCount, 1), "discord.shard_id must be 0 to shard_count-1 (%d), not %d", c.Discord.ShardCount-1, c.Discord.ShardID)
	if u := c.Discord.APIURL; u != "" {
		p, err := url.Parse(u)
		check(err == nil && (p.Scheme == "http" || p.Scheme == "https") && p.Host != "" && p.RawQuery == "" && p.Fragment == "",
			"discord.api_url must be an http:// or https:// URL such as http://nirn-proxy:8080, not %q", u)
	}
	if c.Discord.Shards != "" && c.Discord.ShardCount >= 1 && c.Discord.ShardCount <= MaxShardCount {
		_, err := ParseShards(c.Discord.Shards, c.Discord.ShardCount)
		check(err == nil, "discord.shards: %v", err)
		check(c.Discord.ShardID == 0, "set discord.shards or discord.shard_id, not both")
	}
	check(c.Boggle.Size >= 4 && c.Boggle.Size <= 6, "boggle.size must be 4, 5 or 6, not %d", c.Boggle.Size)
	minutes := func(m float64) bool { return m >= bot.MinRoundMinutes && m <= bot.MaxRoundMinutes }
	check(minutes(c.Boggle.Minutes), "boggle.minutes must be %g to %g, not %g", bot.MinRoundMinutes, float64(bot.MaxRoundMinutes), c.Boggle.Minutes)
	check(c.Boggle.MinLetters >= 0 && c.Boggle.MinLetters <= 16, "boggle.min_letters must be 0 to 16, not %d", c.Boggle.MinLetters)
	check(c.Boggle.Scoring == "official" || c.Boggle.Scoring == "linear", "boggle.scoring must be official or linear, not %q", c.Boggle.Scoring)
	// Boggle and Ruzzle play every language with a lexicon and tiles
	// (docs/rules.md, Tiles per language).
	roundLang := func(l string) bool { return lang(l) || l == "fr" || l == "es" || l == "de" || l == "pt" }
	check(roundLang(c.Boggle.Lang), "boggle.lang must be en, it, fr, es, de or pt, not %q", c.Boggle.Lang)
	check(tier(c.Boggle.Dict), "boggle.dict must be common, standard or full, not %q", c.Boggle.Dict)
	check(tier(c.Ruzzle.Dict), "ruzzle.dict must be common, standard or full, not %q", c.Ruzzle.Dict)
	check(c.Boggle.VictoryPoints >= 0, "boggle.victory_points must not be negative")
	// The bot's rounds are 4x4 to 6x6 (/ruzzle start size, the board_size
	// refusal): a size outside made every round refuse to start.
	check(c.Ruzzle.Size >= 4 && c.Ruzzle.Size <= 6, "ruzzle.size must be 4, 5 or 6, not %d", c.Ruzzle.Size)
	check(minutes(c.Ruzzle.Minutes), "ruzzle.minutes must be %g to %g, not %g", bot.MinRoundMinutes, float64(bot.MaxRoundMinutes), c.Ruzzle.Minutes)
	check(roundLang(c.Ruzzle.Lang), "ruzzle.lang must be en, it, fr, es, de or pt, not %q", c.Ruzzle.Lang)
	check(c.Ruzzle.Values == "" || lang(c.Ruzzle.Values), "ruzzle.values must be en, it or empty, not %q", c.Ruzzle.Values)
	// values score ruzzle.lang's rounds: the en and it tables have A-Z only
	check(c.Ruzzle.Values == "" || lang(c.Ruzzle.Lang) || c.Ruzzle.Lang == "fr", "ruzzle.values sets the values of ruzzle.lang's rounds, and the en and it tables have no value for the letters of %q", c.Ruzzle.Lang)
	check(lang(c.Scarabeo.Lang), "scarabeo.lang must be en or it, not %q", c.Scarabeo.Lang)
	check(c.Scarabeo.TwoLetterWords == "lexicon" || c.Scarabeo.TwoLetterWords == "any", "scarabeo.two_letter_words must be lexicon or any, not %q", c.Scarabeo.TwoLetterWords)
	check(lang(c.Scrabble.Lang) || slices.Contains([]string{"fr", "es", "de", "pt"}, c.Scrabble.Lang), "scrabble.lang must be en, it, fr, es, de or pt, not %q", c.Scrabble.Lang)
	check(c.Upwords.Size >= upwords.MinSize && c.Upwords.Size <= upwords.MaxSize, "upwords.size must be %d to %d, not %d", upwords.MinSize, upwords.MaxSize, c.Upwords.Size)
	check(c.Upwords.Hand >= upwords.MinHand && c.Upwords.Hand <= upwords.MaxHand, "upwords.hand must be %d to %d, not %d", upwords.MinHand, upwords.MaxHand, c.Upwords.Hand)
	check(c.Upwords.CheckMinLength >= upwords.MinCheckLength && c.Upwords.CheckMinLength <= upwords.MaxCheckLength, "upwords.check_min_length must be %d to %d, not %d", upwords.MinCheckLength, upwords.MaxCheckLength, c.Upwords.CheckMinLength)
	check(lang(c.Upwords.Lang) || slices.Contains([]string{"fr", "es", "de", "pt"}, c.Upwords.Lang), "upwords.lang must be en, it, fr, es, de or pt, not %q", c.Upwords.Lang)
	check(c.Upwords.Set == "" || c.Upwords.Set == bot.UpwordsClassic || c.Upwords.Set == bot.UpwordsHasbro, "upwords.set must be classic or hasbro, not %q", c.Upwords.Set)
	check(c.Terminal.Lang == "" || bot.Language(c.Terminal.Lang) == c.Terminal.Lang, "terminal.lang must be en, it, fr, es, de, pt or empty, not %q", c.Terminal.Lang)
	check(c.Log.Level == "debug" || c.Log.Level == "info" || c.Log.Level == "warn" || c.Log.Level == "error", "log.level must be debug, info, warn or error, not %q", c.Log.Level)
	check(c.Log.Format == "" || c.Log.Format == "json" || c.Log.Format == "text", "log.format must be json, text or empty, not %q", c.Log.Format)
	for _, g := range []struct {
		name string
		d    time.Duration
	}{{"scarabeo", c.Scarabeo.TurnTimeout}, {"scrabble", c.Scrabble.TurnTimeout}, {"upwords", c.Upwords.TurnTimeout}} {
		// A turn shorter than that cannot be played: every player would be
		// skipped, and the game end on its own.
		check(g.d == 0 || g.d >= minTurnTimeout, "%s.turn_timeout must be 0 (never) or at least %v, not %v", g.name, minTurnTimeout, g.d)
	}
	if len(errs) > 0 {
		return fmt.Errorf("config: %s", strings.Join(errs, "; "))
	}
	return nil
}
