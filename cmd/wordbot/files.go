package main

import (
	"fmt"
	"image"
	"os"
	"path/filepath"

	"github.com/wordbot/wordbot/render"
)

// writePNG draws a picture (img, err: the results of a render function)
// into the file at path, as writeFileAtomic writes.
func writePNG(path string, img image.Image, err error) error {
	if err != nil {
		return fmt.Errorf("drawing %s: %w", path, err)
	}
	data, err := render.PNG(img)
	if err != nil {
		return fmt.Errorf("drawing %s: %w", path, err)
	}
	return writeFileAtomic(path, data)
}

// writeFileAtomic writes data to a temporary file beside path and renames it
// into place, so that path is never left half written.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", path, pathErr(err))
	}
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %v", path, pathErr(werr))
	}
	return nil
}
