package main

import (
	"bytes"
	"errors"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/metrics"
)

// TestHealthcheck: `wordbot healthcheck` exits 0 when /healthz answers 200
// and 1, with one line saying why, when it answers 503, when nothing
// listens, when metrics are off, and on a bad flag (Docker's HEALTHCHECK
// reads 1 as unhealthy and reserves other codes).
func TestHealthcheck(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "config.yaml"), []byte("{}\n"), 0o644)
	t.Setenv("WORDBOT_CONFIG", filepath.Join(dir, "config.yaml"))
	t.Setenv("WORDBOT_METRICS_ADDR", "")
	m := metrics.New()
	var sick error
	m.SetHealthCheck(func() error { return sick })
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL, "http://"))
	hc := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := run(append([]string{"healthcheck"}, args...), strings.NewReader(""), &out, &errb)
		return code, out.String(), errb.String()
	}
	url := "http://127.0.0.1:" + port + "/healthz"
	if code, out, errs := hc("--addr", ":"+port); code != 0 || out != url+": ok\n" || errs != "" {
		t.Errorf("healthy: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	t.Setenv("WORDBOT_METRICS_ADDR", "0.0.0.0:"+port)
	if code, out, errs := hc(); code != 0 || out != url+": ok\n" || errs != "" {
		t.Errorf("healthy, address from the configuration: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	sick = errors.New("store: /data/wordbot.db cannot be written: the disk is full")
	if code, out, errs := hc(); code != 1 || out != "" || errs != "wordbot healthcheck: "+url+" answered 503: store: /data/wordbot.db cannot be written: the disk is full\n" {
		t.Errorf("unhealthy: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	srv.Close()
	if code, _, errs := hc(); code != 1 || !strings.HasPrefix(errs, "wordbot healthcheck: "+url+": dial tcp") || strings.Count(errs, "\n") != 1 {
		t.Errorf("nothing listening: exit %d, stderr %q", code, errs)
	}
	t.Setenv("WORDBOT_METRICS_ADDR", "")
	want := "wordbot healthcheck: metrics.addr is not set, so the bot serves no /healthz to ask: set WORDBOT_METRICS_ADDR (such as :9090), or give --addr\n"
	if code, _, errs := hc(); code != 1 || errs != want {
		t.Errorf("metrics off: exit %d, stderr %q", code, errs)
	}
	for _, args := range [][]string{{"--bogus"}, {"--addr", "9090"}, {"extra"}, {"--timeout", "0s"}} {
		if code, _, errs := hc(args...); code != 1 || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs)
		}
	}
}

// TestVersion: `wordbot --version` and `wordbot version` print one line
// naming the version and revision; the values set at link time (the
// Dockerfile's -X main.version, -X main.revision) win over Go's.
func TestVersion(t *testing.T) {
	line := regexp.MustCompile(`^wordbot \S+ revision \S+ \(go\S+ \w+/\w+\)\n$`)
	for _, args := range [][]string{{"--version"}, {"version"}, {"-version"}} {
		var out, errb bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errb); code != 0 || !line.MatchString(out.String()) || errb.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out.String(), errb.String())
		}
	}
	defer func(v, r string) { version, revision = v, r }(version, revision)
	version, revision = "v1.4.0", "0123abcd"
	var out bytes.Buffer
	run([]string{"--version"}, strings.NewReader(""), &out, &out)
	if want := "wordbot v1.4.0 revision 0123abcd (" + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + ")\n"; out.String() != want {
		t.Errorf("with -X: %q, want %q", out.String(), want)
	}
	if v, r := buildVersion(); v != "v1.4.0" || r != "0123abcd" {
		t.Errorf("buildVersion: %q %q", v, r)
	}
}
