package lexicon

// CrossSet returns the letters l (bit l set) for which prefix + l + suffix
// is a word; letters are 0..25. Move generators use it for the cross-checks
// of a square between the tiles above and below it (or left and right).
func (d *DAWG) CrossSet(prefix, suffix []byte) uint32 {
	n := d.root
	var ok bool
	for _, l := range prefix {
		if n, _, ok = d.Next(n, l); !ok {
			return 0
		}
	}
	if len(suffix) == 0 {
		return d.Finals(n)
	}
	var set uint32
	if n == 0 {
		return 0
	}
	for i := n; ; i++ {
		e := d.edges[i]
		if d.follows(e.Child(), suffix) {
			set |= 1 << e.Letter()
		}
		if e.Last() {
			return set
		}
	}
}

// follows reports whether suffix leads from n to the end of a word.
func (d *DAWG) follows(n Node, suffix []byte) bool {
	var word, ok bool
	for _, l := range suffix {
		if n, word, ok = d.Next(n, l); !ok {
			return false
		}
	}
	return word
}
