package main

import (
	"fmt"
	"image"
	"os"
	"path/filepath"

	"github.com/wordbot/wordbot/render"
)

// writePNG draws a picture (img, err: the results of a render function)
// into the file at path, through a temporary file so that a failure leaves
// no partial image.
func writePNG(path string, img image.Image, err error) error {
	if err != nil {
		return fmt.Errorf("drawing %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".wordbot-*.png")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := render.EncodePNG(tmp, img); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
