package bot

import "github.com/wordbot/wordbot/games/refusal"

// The catalogues of the languages being added (filled by catalog_fr.go,
// catalog_es.go, catalog_de.go, catalog_pt.go).
var (
	portuguese        map[string]string
	refusalPortuguese refusal.Table
	helps             = map[string]string{}
)
