package main

import (
	"os"
	"testing"
)

// TestInternalURL: the address advertised to the other shard processes is
// web.internal_url, else http:// and the address served, with this
// machine's name for an address on all interfaces.
func TestInternalURL(t *testing.T) {
	host, err := os.Hostname()
	if err != nil {
		t.Skip(err)
	}
	for _, c := range []struct{ configured, addr, want string }{
		{"http://10.0.0.5:8080", "127.0.0.1:8080", "http://10.0.0.5:8080"},
		{"", "10.0.0.7:8081", "http://10.0.0.7:8081"},
		{"", "[::]:8080", "http://" + host + ":8080"},
		{"", "0.0.0.0:8080", "http://" + host + ":8080"},
	} {
		if got := internalURL(c.configured, c.addr); got != c.want {
			t.Errorf("internalURL(%q, %q) = %q, want %q", c.configured, c.addr, got, c.want)
		}
	}
}
