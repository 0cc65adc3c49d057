package main

import (
	"os"
	"reflect"
	"testing"
)

// FuzzConfigFile reads config.yaml files of any content (the file's schema
// is Config): decoding and validation refuse bad files with an error, and a
// file accepted decodes again to the same Config.
func FuzzConfigFile(f *testing.F) {
	if data, err := os.ReadFile("../../config.yaml"); err == nil {
		f.Add(data)
	}
	for _, s := range []string{"{}", "", "boggle: {size: 5}", "store:\n  path: /tmp/x.db\nlog: {level: debug, format: json}\nmetrics: {addr: ':9090'}",
		"scarabeo: {turn_timeout: 90s}", "scarabeo: {turn_timeout: 0}\nupwords:\n  turn_timeout: -0 # x\n  size: 5.5", "boggle: {size: 4.0, minutes: 1e0}", "é: {turn_timeout: 0}\nscrabble: {é: 1, turn_timeout: 0}", "unknown: 1", "boggle: [1, 2]", "data_dir: !!binary aGk=", "a: &a [*a]", "log: {level: loud}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c := DefaultConfig()
		if err := decodeConfig(data, &c); err != nil {
			return
		}
		if err := c.validate(); err != nil {
			return
		}
		c2 := DefaultConfig()
		if err := decodeConfig(data, &c2); err != nil || !reflect.DeepEqual(c2, c) {
			t.Errorf("decoding twice differs: %v", err)
		}
	})
}
