// Package jsonsplice adds an already encoded JSON value to an encoded JSON
// object without encoding/json scanning the value again (a saved round's
// thousands of words join its session this way).
package jsonsplice

import "strconv"

// Field returns the JSON object obj with the field name set to raw (valid
// JSON, written as it is), added at its end: obj must not have that field.
func Field(obj []byte, name string, raw []byte) []byte {
	out := make([]byte, 0, len(obj)+len(name)+len(raw)+4)
	out = append(out, obj[:len(obj)-1]...)
	if len(obj) > 2 {
		out = append(out, ',')
	}
	out = strconv.AppendQuote(out, name)
	out = append(out, ':')
	out = append(out, raw...)
	return append(out, '}')
}
