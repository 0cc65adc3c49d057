package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

func init() {
	register(command{name: "version", summary: "print the version and VCS revision of this build (also --version)", run: runVersion})
}

// version and revision, when set at link time (-ldflags "-X
// main.version=... -X main.revision=...", as the Dockerfile does: its
// build context has no VCS information for Go to stamp), name the build;
// empty, they come from the build information Go records.
var version, revision string

// buildVersion returns the module version (a tag such as v1.2.0, a
// pseudo-version, or "(devel)" when Go recorded none) and the VCS revision
// ("unknown" when the build recorded none; "+modified" when the work tree
// had uncommitted changes).
func buildVersion() (ver, rev string) {
	ver, rev = version, revision
	if bi, ok := debug.ReadBuildInfo(); ok {
		if ver == "" {
			ver = bi.Main.Version
		}
		modified := false
		vcsRev := ""
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				vcsRev = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if rev == "" && vcsRev != "" {
			rev = vcsRev
			if modified {
				rev += "+modified"
			}
		}
	}
	if ver == "" {
		ver = "(devel)"
	}
	if rev == "" {
		rev = "unknown"
	}
	return ver, rev
}

// runVersion is `wordbot version` and `wordbot --version` (docs/cli.md):
// one line, "wordbot VERSION revision REVISION (GO OS/ARCH)".
func runVersion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "wordbot version: no arguments expected")
		return 2
	}
	ver, rev := buildVersion()
	fmt.Fprintf(stdout, "wordbot %s revision %s (%s %s/%s)\n", ver, rev, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return 0
}
