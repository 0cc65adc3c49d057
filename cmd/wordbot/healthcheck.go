package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

func init() {
	register(command{name: "healthcheck", summary: "ask the running bot's /healthz: exit 0 when healthy, 1 otherwise", run: runHealthcheck})
}

// runHealthcheck is `wordbot healthcheck [--addr HOST:PORT] [--timeout D]`
// (docs/cli.md): it asks /healthz of the bot serving metrics.addr (from
// config.yaml or WORDBOT_METRICS_ADDR unless --addr is given) and exits 0
// when it answers 200, 1 otherwise, with one line saying why. Every
// failure exits 1, a usage error too: for Docker's HEALTHCHECK, 1 means
// unhealthy and other codes are reserved.
func runHealthcheck(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wordbot healthcheck: %s\n", oneLine(fmt.Sprintf(format, a...)))
		return 1
	}
	fs := flag.NewFlagSet("wordbot healthcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "", "the bot's metrics address `HOST:PORT` (default: metrics.addr of the configuration)")
	timeout := fs.Duration("timeout", 5*time.Second, "how long to wait for the answer")
	if err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 1
	}
	if fs.NArg() > 0 {
		return fail("unexpected argument %q", fs.Arg(0))
	}
	if *timeout <= 0 {
		return fail("--timeout must be positive, not %v", *timeout)
	}
	if *addr == "" {
		cfg, err := LoadConfig(os.LookupEnv)
		if err != nil {
			return fail("%s", strings.TrimPrefix(err.Error(), "config: "))
		}
		if cfg.Metrics.Addr == "" {
			return fail("metrics.addr is not set, so the bot serves no /healthz to ask: set WORDBOT_METRICS_ADDR (such as :9090), or give --addr")
		}
		*addr = cfg.Metrics.Addr
	}
	u, err := healthURL(*addr)
	if err != nil {
		return fail("%v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return fail("%v", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return fail("%s did not answer within %v", u, *timeout)
		}
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return fail("%s: %v", u, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
	text := strings.TrimSpace(string(body))
	if resp.StatusCode != http.StatusOK {
		return fail("%s answered %d: %s", u, resp.StatusCode, text)
	}
	fmt.Fprintf(stdout, "%s: %s\n", u, text)
	return 0
}

// healthURL is the /healthz URL of the metrics address addr: an address
// that listens on every interface (":9090", "0.0.0.0:9090", "[::]:9090")
// is asked on the loopback interface.
func healthURL(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("the metrics address %q is not HOST:PORT (such as :9090): %v", addr, err)
	}
	switch host {
	case "", "0.0.0.0":
		host = "127.0.0.1"
	case "::":
		host = "::1"
	}
	return "http://" + net.JoinHostPort(host, port) + "/healthz", nil
}
