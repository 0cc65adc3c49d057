//go:build !linux

package store

import (
	"syscall"
	"time"
)

// userTimeout: TCP_USER_TIMEOUT is Linux's; elsewhere the keepalives alone
// end a connection whose peer is gone.
func userTimeout(time.Duration) func(network, address string, c syscall.RawConn) error {
	return nil
}
