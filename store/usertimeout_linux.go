package store

import (
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// userTimeout returns a dialer's Control that sets TCP_USER_TIMEOUT on a
// TCP socket: data left unacknowledged that long (the peer gone without a
// word) ends the connection, keepalive probes included.
func userTimeout(d time.Duration) func(network, address string, c syscall.RawConn) error {
	return func(network, address string, c syscall.RawConn) error {
		if network != "tcp" && network != "tcp4" && network != "tcp6" {
			return nil
		}
		var serr error
		err := c.Control(func(fd uintptr) {
			serr = unix.SetsockoptInt(int(fd), unix.IPPROTO_TCP, unix.TCP_USER_TIMEOUT, int(d/time.Millisecond))
		})
		if err != nil {
			return err
		}
		return serr
	}
}
