// Command widegen writes a wide-layout copy of board searches (see package
// internal/widegen): widegen -in counter.go -out counter_wide.go search:searchWide ...
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/wordbot/wordbot/internal/widegen"
)

func main() {
	in := flag.String("in", "", "the Go file holding the narrow searches")
	out := flag.String("out", "", "the Go file to write")
	flag.Parse()
	funcs := map[string]string{}
	for _, a := range flag.Args() {
		from, to, ok := strings.Cut(a, ":")
		if !ok || from == "" || to == "" {
			fmt.Fprintf(os.Stderr, "widegen: %q is not name:newname\n", a)
			os.Exit(2)
		}
		funcs[from] = to
	}
	if *in == "" || *out == "" || len(funcs) == 0 {
		fmt.Fprintln(os.Stderr, "usage: widegen -in FILE -out FILE name:newname...")
		os.Exit(2)
	}
	src, err := os.ReadFile(*in)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	gen, err := widegen.Generate(*in, src, funcs)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, gen, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
