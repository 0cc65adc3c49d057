package jsonsplice

import (
	"encoding/json"
	"testing"
)

func TestField(t *testing.T) {
	for _, tc := range []struct{ obj, name, raw, want string }{
		{`{}`, "a", `[1,2]`, `{"a":[1,2]}`},
		{`{"x":1}`, "w\"q", `{"k":"v"}`, `{"x":1,"w\"q":{"k":"v"}}`},
	} {
		got := Field([]byte(tc.obj), tc.name, []byte(tc.raw))
		if string(got) != tc.want || !json.Valid(got) {
			t.Errorf("Field(%s, %q, %s) = %s, want %s", tc.obj, tc.name, tc.raw, got, tc.want)
		}
	}
}
