// Command wordbot hosts word games (Boggle, Ruzzle, Scarabeo, Upwords) on
// Discord or in the terminal, and offers the games' offline tools as
// subcommands (docs/cli.md and README.md).
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one subcommand. run gets the arguments after the subcommand's
// name and returns the process exit status.
type command struct {
	name    string
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

// register adds a subcommand; each subcommand's file calls it from init.
func register(c command) { commands[c.name] = c }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run dispatches to a subcommand, or runs the bot when there is none.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		if c, ok := commands["bot"]; ok {
			return c.run(nil, stdin, stdout, stderr)
		}
		usage(stdout)
		return 0
	}
	switch args[0] {
	case "help", "-h", "--help", "-help":
		usage(stdout)
		return 0
	case "--version", "-version":
		return runVersion(args[1:], stdin, stdout, stderr)
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "wordbot: unknown command %q (try 'wordbot help')\n", args[0])
		return 2
	}
	return c.run(args[1:], stdin, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: wordbot [COMMAND] [ARGS]")
	fmt.Fprintln(w, "With no command, wordbot runs the bot (on Discord when DISCORD_TOKEN is set, else in the terminal).")
	fmt.Fprintln(w, "Commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		if n != "bot" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
}
