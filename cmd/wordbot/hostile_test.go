package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// shadowLike is a file in /etc/shadow's format, with a password hash.
const shadowLike = "root:$y$j9T$Qm9Uc2FsdFNhbHQ$Vc3NlY3JldEhhc2hWYWx1ZTEyMzQ1Njc4OTA:20228:0:99999:7:::\n" +
	"alice:$6$rounds=5000$SaltSaltSalt$HashHashHashHashHashHashHashHashHash:20228:0:99999:7:::\n"

// leaked returns a piece of content (6 bytes or more) found in out, "" when
// none is.
func leaked(content []byte, out string) string {
	for i := 0; i+6 <= len(content); i++ {
		if w := string(content[i : i+6]); !strings.ContainsAny(w, "\n") && strings.Contains(out, w) {
			return w
		}
	}
	return ""
}

// TestHostileOperatorFiles: /dev/zero, a FIFO and /etc/shadow (and a file
// in its format) named as the config file, as a word list in the config
// (lexicon.en) and as --dict: each is refused within 1 s with one line that
// says what is wrong and prints nothing of the file (WORDBOT_CONFIG=/dev/zero
// grew to 3.3 GB, lexicon.en: /dev/zero spun for ever, a FIFO waited for a
// writer, and /etc/shadow's lines, hashes included, were printed).
func TestHostileOperatorFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	shadow := filepath.Join(dir, "shadow")
	os.WriteFile(shadow, []byte(shadowLike), 0o600)
	passwd := filepath.Join(dir, "passwd")
	os.WriteFile(passwd, []byte("root:x:0:0:root:/root:/bin/bash\nalice:x:1000:1000:Alice Secret:/home/alice:/bin/sh\n"), 0o600)
	type file struct {
		path          string
		config, words string // what the error says as config, as a word list
	}
	files := []file{
		{"/dev/zero", "/dev/zero is a character device, not a regular file", "/dev/zero is a character device, not a regular file"},
		{fifo, fifo + " is a FIFO (named pipe), not a regular file", fifo + " is a FIFO (named pipe), not a regular file"},
		{shadow, "line 1: a key that is not an option name (config.yaml lists the options); another problem on line 2",
			shadow + ": line 1, column 5: character ':' is not a letter A-Z"},
		{passwd, "line 1: text is not a section of options", passwd + ": line 1, column 5: character ':' is not a letter A-Z"},
	}
	if b, err := os.ReadFile("/etc/shadow"); err == nil && len(b) > 0 {
		files = append(files, file{"/etc/shadow", "line 1: ", "/etc/shadow: line 1, column "})
	} else {
		t.Logf("/etc/shadow is not readable here (%v): its copy in shadow's format stands in", err)
	}
	for _, f := range files {
		var content []byte // none for /dev/zero and the FIFO
		if fi, err := os.Stat(f.path); err == nil && fi.Mode().IsRegular() {
			content, _ = os.ReadFile(f.path)
		}
		cfg := filepath.Join(dir, "lexicon.yaml")
		os.WriteFile(cfg, []byte("lexicon:\n  en: "+f.path+"\n"), 0o644)
		for _, tc := range []struct {
			name string
			env  map[string]string
			args []string
			want string
		}{
			{"config", map[string]string{"WORDBOT_CONFIG": f.path}, nil, f.config},
			{"lexicon.en", map[string]string{"WORDBOT_CONFIG": cfg}, nil, "wordbot: config lexicon.en: " + f.words},
			{"--dict", nil, []string{"lexicon", "stats", "--dict", f.path}, "wordbot lexicon: " + f.words},
			{"ruzzle --dict", nil, []string{"ruzzle", "--dict", f.path}, "wordbot ruzzle: " + f.words},
		} {
			name := fmt.Sprintf("%s as %s", f.path, tc.name)
			t.Setenv("WORDBOT_CONFIG", filepath.Join(dir, "none.yaml"))
			os.WriteFile(filepath.Join(dir, "none.yaml"), []byte("{}\n"), 0o644)
			t.Setenv("WORDBOT_DATA_DIR", dir)
			t.Setenv("DISCORD_TOKEN", "")
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			var out, errb bytes.Buffer
			done := make(chan int, 1)
			go func() { done <- run(tc.args, strings.NewReader("/quit\n"), &out, &errb) }()
			var code int
			select {
			case code = <-done:
			case <-time.After(time.Second):
				t.Fatalf("%s: not refused within 1 s", name)
			}
			got := errb.String()
			if code == 0 || strings.Count(got, "\n") != 1 || !strings.Contains(got, tc.want) {
				t.Errorf("%s: exit %d, stderr %q; want one line with %q", name, code, got, tc.want)
			}
			if w := leaked(content, got+out.String()); w != "" {
				t.Errorf("%s: the output prints %q of the file: %q", name, w, got)
			}
		}
	}
}

// TestOversizedOperatorFiles: a config file over 1 MiB and a word list
// over lexicon.MaxWordListBytes are refused by their size, unread (a
// sparse file of 129 MiB: reading it would take seconds and the memory).
func TestOversizedOperatorFiles(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	os.WriteFile(big, bytes.Repeat([]byte("# comment\n"), 110000), 0o644)
	if _, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": big})); err == nil || err.Error() != "config: "+big+" is larger than 1 MiB, the most wordbot reads of it" {
		t.Errorf("a config of 1.1 MB: %v", err)
	}
	words := filepath.Join(dir, "words.txt")
	if err := os.Truncate(words, 0); err != nil {
		os.WriteFile(words, nil, 0o644)
	}
	if err := os.Truncate(words, 129<<20); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"lexicon", "stats", "--dict", words}, strings.NewReader(""), &out, &errb); code != 2 || errb.String() != "wordbot lexicon: "+words+" is larger than 128 MiB, the most wordbot reads of it\n" {
		t.Errorf("a word list of 129 MiB: exit %d, %q", code, errb.String())
	}
}

// TestDiscordToken: the token is trimmed of spaces and line ends (a
// trailing newline stopped the bot with "invalid header field value for
// Authorization"); a token that cannot be one is named malformed in one
// line that does not print it.
func TestDiscordToken(t *testing.T) {
	dir := t.TempDir()
	none := filepath.Join(dir, "none.yaml")
	os.WriteFile(none, []byte("{}\n"), 0o644)
	for _, tok := range []string{"MTIz.NDU2.Nzg5\n", "  MTIz.NDU2.Nzg5 \r\n", "\tMTIz.NDU2.Nzg5"} {
		c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": none, "DISCORD_TOKEN": tok}))
		if err != nil || c.Discord.Token != "MTIz.NDU2.Nzg5" {
			t.Errorf("DISCORD_TOKEN=%q: %q, %v", tok, c.Discord.Token, err)
		}
	}
	inFile := filepath.Join(dir, "token.yaml")
	os.WriteFile(inFile, []byte("discord:\n  token: \"MTIz.NDU2 Nzg5\"\n"), 0o644)
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"DISCORD_TOKEN": "MTIz.NDU2 Nzg5\n"}, "DISCORD_TOKEN is malformed: it holds a space or a line break inside, at byte 10 of 14 (copy the token again from the Bot page of the Developer Portal)"},
		{map[string]string{"DISCORD_TOKEN": "MTIz.NDU2\nNzg5"}, "DISCORD_TOKEN is malformed: it holds a space or a line break inside, at byte 10 of 14 (copy the token again from the Bot page of the Developer Portal)"},
		{map[string]string{"DISCORD_TOKEN": "Bot MTIz.NDU2.Nzg5"}, `DISCORD_TOKEN is malformed: it starts with the Authorization header's scheme ("Bot "): give the token alone`},
		{map[string]string{"DISCORD_TOKEN": `"MTIz.NDU2.Nzg5"`}, "DISCORD_TOKEN is malformed: byte 1 of 16 is not a letter, a digit, '.', '-' or '_' (copy the token again from the Bot page of the Developer Portal)"},
		{map[string]string{"DISCORD_TOKEN": "MTIz.NDU2.Nzg5\x7f"}, "DISCORD_TOKEN is malformed: byte 15 of 15 is not a letter, a digit, '.', '-' or '_' (copy the token again from the Bot page of the Developer Portal)"},
		{map[string]string{"WORDBOT_DISCORD_TOKEN": "MTIz.NDU2.Nzg5é"}, "WORDBOT_DISCORD_TOKEN is malformed: byte 15 of 16 is not a letter, a digit, '.', '-' or '_'"},
		{map[string]string{"WORDBOT_CONFIG": inFile}, "discord.token is malformed: it holds a space or a line break inside, at byte 10 of 14"},
	} {
		t.Setenv("WORDBOT_CONFIG", none)
		t.Setenv("DISCORD_TOKEN", "")
		t.Setenv("WORDBOT_DATA_DIR", dir)
		os.Unsetenv("DISCORD_TOKEN")
		for k, v := range tc.env {
			t.Setenv(k, v)
		}
		var out, errb bytes.Buffer
		code := run(nil, strings.NewReader(""), &out, &errb)
		got := errb.String()
		if code != 2 || !strings.HasPrefix(got, "wordbot: "+tc.want) || strings.Count(got, "\n") != 1 || strings.Contains(got, "NDU2") {
			t.Errorf("%q: exit %d, stderr %q; want %q", tc.env, code, got, tc.want)
		}
		os.Unsetenv("WORDBOT_DISCORD_TOKEN")
	}
}
