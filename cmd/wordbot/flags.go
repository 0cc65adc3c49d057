package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// parseFlags is fs.Parse(args) for the commands (docs/cli.md): a bad flag
// (one not defined, a value that does not parse, a flag without its value)
// is one line on fs's output naming the command and the problem,
// "wordbot scrabble hint: invalid value "abc" for flag -top: parse error
// (-h lists the flags)", instead of the flag package's line followed by
// every flag's help; -h and --help print the usage as before. The error is
// returned as fs.Parse returns it (flag.ErrHelp for -h).
func parseFlags(fs *flag.FlagSet, args []string) error {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	switch {
	case err == nil:
	case errors.Is(err, flag.ErrHelp):
		if usage != nil {
			usage()
		} else {
			fmt.Fprintf(out, "Usage of %s:\n", fs.Name())
			fs.PrintDefaults()
		}
	default:
		fmt.Fprintf(out, "%s: %v (-h lists the flags)\n", fs.Name(), err)
	}
	return err
}
