package define

import (
	"errors"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// senses returns the lookup's senses worded on one line each.
func senses(t *testing.T, lang, word string) []string {
	t.Helper()
	r, err := Lookup(lang, word)
	if err != nil {
		t.Fatalf("Lookup(%s, %q): %v", lang, word, err)
	}
	var out []string
	for _, s := range r.Senses {
		out = append(out, s.String())
	}
	return out
}

func TestLookupEnglish(t *testing.T) {
	tests := []struct {
		word string
		want []string
	}{
		// a lemma: its own senses, the most frequent part of speech first
		{"run", []string{
			"run (verb): move fast by using one's feet, with one foot off the ground at any given time",
			"run (noun): a score in baseball made by a runner touching all four bases safely"}},
		{"QUILT", []string{
			"quilt (noun): bedding made of two layers of cloth filled with stuffing and stitched together",
			"quilt (verb): stitch or sew together"}},
		// exception lists
		{"RAN", []string{"run (verb): move fast by using one's feet, with one foot off the ground at any given time"}},
		{"GEESE", []string{"goose (noun): web-footed long-necked typically gregarious migratory aquatic birds usually larger and less…"}},
		{"women", []string{"woman (noun): an adult female person (as opposed to a man)"}},
		{"happier", []string{"happy (adjective): enjoying or showing or marked by joy or pleasure"}},
		// detachment rules
		{"CATS", []string{
			"cat (noun): feline mammal usually having thick soft fur and no ability to roar: domestic cats",
			"cat (verb): beat with a cat-o'-nine-tails"}},
		{"boxes", []string{"box (noun): a (usually rectangular) container", "box (verb): put into a box"}},
		// the word's own senses come before those of its base forms
		{"running", []string{
			"running (noun): (American football) a play in which a player attempts to carry the ball through or past the…",
			"running (adjective): (of fluids) moving or issuing in a stream",
			"run (verb): move fast by using one's feet, with one foot off the ground at any given time"}},
		// WordNet's underscores (its way of writing a collocation's space)
		// are spaces: "in_an_arch_manner" showed as in\_an\_arch\_manner
		{"archly", []string{"archly (adverb): in an arch manner"}},
		{"mifepristone", []string{"mifepristone (noun): an abortion-inducing drug (trade name RU 486) developed in France"}},
		// a ";" the gloss quotes is no end of its first part
		{"semicolon", []string{"semicolon (noun): a punctuation mark (`;') used to connect independent clauses"}},
		// spaces around the word and any case
		{"  Ran ", []string{"run (verb): move fast by using one's feet, with one foot off the ground at any given time"}},
		// no entry
		{"XYZZY", nil},
		{"za", nil},
		{"casa", nil},
	}
	for _, tc := range tests {
		got := senses(t, "en", tc.word)
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("en %q:\n got %q\nwant %q", tc.word, got, tc.want)
		}
	}
}

func TestLookupItalian(t *testing.T) {
	tests := []struct {
		word string
		want []string
	}{
		{"casa", []string{"casa: (translation) house, home"}},
		// folded as the lexicons fold (città, CITTÀ and CITTA are one word);
		// the proper noun Città (del Capo) is not taken for it
		{"CITTA", []string{"città: (translation) city, town"}},
		{"Città", []string{"città: (translation) city, town"}},
		// numbered translations are joined
		{"di", []string{"di: (translation) from, of, than"}},
		// no entry: an inflected form, an English word
		{"case", nil},
		{"run", nil},
	}
	for _, tc := range tests {
		got := senses(t, "it", tc.word)
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("it %q:\n got %q\nwant %q", tc.word, got, tc.want)
		}
	}
}

// TestLookupTranslations: French, Spanish, Portuguese and German words get
// their English translations from FreeDict, folded as each language's
// lexicon folds them (docs/rules.md), so that a word played is found.
func TestLookupTranslations(t *testing.T) {
	tests := []struct {
		lang, word string
		looked     string // Result.Word
		want       []string
	}{
		{"fr", "maison", "MAISON", []string{"maison: (translation) house"}},
		// French folds every accent and writes Œ as OE
		{"fr", "COEUR", "COEUR", []string{"cœur: (translation) heart"}},
		{"fr", "Été", "ETE", []string{"été: (translation) summer"}},
		{"fr", "house", "HOUSE", nil},
		{"es", "perro", "PERRO", []string{"perro: (translation) dog"}},
		// Ñ is a letter of its own: NINO is another word
		{"es", "NIÑO", "NIÑO", []string{"niño: (translation) bairn, child, infant"}},
		{"es", "nino", "NINO", nil},
		// n + U+0303 is ñ; CH is one letter (CHICO is CH-I-C-O)
		{"es", "nin\u0303o", "NIÑO", []string{"niño: (translation) bairn, child, infant"}},
		{"es", "chico", "CHICO", []string{"chico: (translation) boy, lad, laddie, diminutive, little, small"}},
		{"es", "camión", "CAMION", []string{"camión: (translation) lorry, truck"}},
		{"pt", "casa", "CASA", []string{"casa: (translation) house, home"}},
		// Ç is a letter of its own, the other accents fold
		{"pt", "CORAÇAO", "CORAÇAO", []string{"coração: (translation) heart"}},
		{"pt", "coraçao", "CORAÇAO", []string{"coração: (translation) heart"}},
		{"pt", "coracao", "CORACAO", nil},
		// German: entries ranked by their examples (the dog before the
		// mine car), capitals kept, ß written SS, Ä Ö Ü letters
		{"de", "Hund", "HUND", []string{"Hund: (translation) dog, dawg, mine car, mine hutch, mine tub, tub, mine truck, mine tram, corf, cocoa pan, canine, K-9"}},
		{"de", "HUND", "HUND", []string{"Hund: (translation) dog, dawg, mine car, mine hutch, mine tub, tub, mine truck, mine tram, corf, cocoa pan, canine, K-9"}},
		{"de", "kühlschrank", "KÜHLSCHRANK", []string{"Kühlschrank: (translation) refrigerator, fridge, freezer, icebox"}},
		{"de", "kuhlschrank", "KUHLSCHRANK", nil},
		{"de", "Tisch", "TISCH", []string{"Tisch: (translation) table"}},
		{"de", "strasse", "STRASSE", []string{"Straße: (translation) road, strait, straits, street, avenue, alley, street address, straight"}},
		// the verb (more examples) before the noun
		{"de", "GEHEN", "GEHEN", []string{
			"gehen: (translation) walk, go, leave, get on, do, fare, turn out, reach a place, extend, stretch, reach to a place/as…",
			"Gehen: (translation) going, racewalking, walking, walk"}},
		// a plural
		{"de", "Häuser", "HÄUSER", []string{"Häuser: (translation) establishments, institutions, houses"}},
		// plurals are looked up through their singulars (French, Spanish,
		// Portuguese; German's dictionary has them), the first with an entry
		{"fr", "chevaux", "CHEVAUX", []string{"cheval: (translation) horse"}},
		{"fr", "jeux", "JEUX", []string{"jeu: (translation) game"}},
		{"fr", "maisons", "MAISONS", []string{"maison: (translation) house"}},
		{"es", "niños", "NIÑOS", []string{"niño: (translation) bairn, child, infant"}},
		{"es", "luces", "LUCES", []string{"luz: (translation) light"}},
		{"es", "meses", "MESES", []string{"mes: (translation) month"}},
		{"pt", "corações", "CORAÇOES", []string{"coração: (translation) heart"}},
		{"pt", "animais", "ANIMAIS", []string{"animal: (translation) animal, beastly, bestial, beast, head of cattle"}},
		{"pt", "homens", "HOMENS", []string{"homem: (translation) man, human being, fellow"}},
		{"pt", "cães", "CAES", []string{"cão: (translation) dog, trigger"}},
		{"pt", "mães", "MAES", []string{"mãe: (translation) mother"}},
		{"pt", "flores", "FLORES", []string{"flor: (translation) bloom, flower"}},
		{"fr", "bus", "BUS", nil},
		// phrases ("den / seinen Geist aufgeben") are not entries of their
		// first word; abbreviations in capitals (MEA) are left out
		{"de", "den", "DEN", []string{"den: (translation) who, whom"}},
		{"de", "mea", "MEA", nil},
		// names have no part of speech in the dictionary: no entry
		{"de", "Berlin", "BERLIN", nil},
		{"de", "Paris", "PARIS", nil},
	}
	for _, tc := range tests {
		r, err := Lookup(tc.lang, tc.word)
		if err != nil {
			t.Errorf("Lookup(%s, %q): %v", tc.lang, tc.word, err)
			continue
		}
		var got []string
		for _, s := range r.Senses {
			if !s.Translation || s.POS != None {
				t.Errorf("%s %q: sense %+v is no translation", tc.lang, tc.word, s)
			}
			got = append(got, s.String())
		}
		if r.Word != tc.looked || r.Lang != tc.lang || strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s %q: %s %s\n got %q\nwant %s %q", tc.lang, tc.word, r.Lang, r.Word, got, tc.looked, tc.want)
		}
	}
}

func TestLookupRefuses(t *testing.T) {
	tests := []struct {
		lang, word string
		err        error
	}{
		{"en", "", ErrNotWord},
		{"en", "   ", ErrNotWord},
		{"en", "two words", ErrNotWord},
		{"en", "cat🐈", ErrNotWord},
		{"it", "🙂", ErrNotWord},
		{"en", "ca7", ErrNotWord},
		{"en", "\xff\xfe", ErrNotWord},
		{"en", strings.Repeat("a", MaxInput+1), ErrTooLong},
		{"en", strings.Repeat("🙂", 1000), ErrTooLong},
		{"xx", "chat", ErrLanguage},
		{"", "chat", ErrLanguage},
		{"EN", "cat", ErrLanguage},
		// a letter the language does not have
		{"fr", "niño", ErrNotWord},
		{"de", "coração", ErrNotWord},
	}
	for _, tc := range tests {
		r, err := Lookup(tc.lang, tc.word)
		if !errors.Is(err, tc.err) || r.Found() {
			t.Errorf("Lookup(%s, %.20q) = %v, %v; want %v", tc.lang, tc.word, r, err, tc.err)
		}
	}
	// the longest accepted input is looked up (and has no entry)
	if r, err := Lookup("en", strings.Repeat("a", MaxInput)); err != nil || r.Found() {
		t.Errorf("64 letters: %v, %v", r, err)
	}
}

func TestMeaning(t *testing.T) {
	if m, ok := Meaning("en", "GEESE"); !ok || m != "goose (noun): web-footed long-necked typically gregarious migratory aquatic birds usually larger and less…" {
		t.Errorf("Meaning(en, GEESE) = %q, %v", m, ok)
	}
	if m, ok := Meaning("it", "CASA"); !ok || m != "casa: (translation) house, home" {
		t.Errorf("Meaning(it, CASA) = %q, %v", m, ok)
	}
	for _, w := range []string{"XYZZY", "🙂", ""} {
		if m, ok := Meaning("en", w); ok || m != "" {
			t.Errorf("Meaning(en, %q) = %q, %v", w, m, ok)
		}
	}
}

// TestEveryLineSorted checks the embedded files are what the binary search
// needs: sorted, unique keys of MinLemma to MaxLemma letters of the
// language (as its lexicon holds them: A-Z, then '[' for Ñ, ...), and
// fields.
func TestEveryLineSorted(t *testing.T) {
	for _, lang := range Languages {
		tb := tables[lang]
		alpha, err := lexicon.AlphabetOf(lang)
		if err != nil {
			t.Fatal(err)
		}
		tb.index()
		if len(tb.lines) < 1000 {
			t.Fatalf("%s: %d lines", tb.name, len(tb.lines))
		}
		prev := ""
		for i := range tb.lines {
			k, f := tb.line(i)
			back, ok := alpha.Fold(alpha.Spell(k))
			if k <= prev || !ok || back != k || len(k) < MinLemma || len(k) > MaxLemma || f == "" {
				t.Fatalf("%s line %d: key %q after %q, fields %q", tb.name, i, k, prev, f)
			}
			if tb.translations && !strings.HasPrefix(f, "t") {
				t.Fatalf("%s line %d: fields %q", tb.name, i, f)
			}
			prev = k
		}
	}
	if len(tables) != len(Languages) {
		t.Errorf("%d tables for %d languages", len(tables), len(Languages))
	}
}

func FuzzLookup(f *testing.F) {
	for _, s := range []string{"RAN", "geese", "città", "🙂", "", "aaaaaaaa", "ies", "s", "xes", "niño", "chico", "Straße", "coração", "cœur"} {
		for _, lang := range Languages {
			f.Add(lang, s)
		}
	}
	f.Fuzz(func(t *testing.T, lang, word string) {
		r, err := Lookup(lang, word)
		if err != nil {
			if r.Found() {
				t.Fatal("senses with an error")
			}
			return
		}
		for _, s := range r.Senses {
			if s.Text == "" || s.Lemma == "" || strings.ContainsAny(s.String(), "\t\n") || len(s.Text) > MaxGloss {
				t.Fatalf("bad sense %+v", s)
			}
		}
	})
}

// TestSpelling: a Result's Spelling is the word as the dictionary spells
// it (accents kept), whatever the folded form looked up; the input's own
// spelling when it names one of two headwords, or when the dictionary has
// no headword of the word.
func TestSpelling(t *testing.T) {
	for _, tc := range []struct{ lang, word, want string }{
		{"pt", "PAO", "PÃO"},
		{"pt", "pao", "PÃO"},
		{"pt", "CORAÇAO", "CORAÇÃO"},
		{"it", "CITTA", "CITTÀ"},
		{"it", "casa", "CASA"},
		{"fr", "ETE", "ÉTÉ"},
		{"fr", "COEUR", "CŒUR"},
		{"es", "camion", "CAMIÓN"},
		{"es", "NIÑO", "NIÑO"},
		{"es", "nin\u0303o", "NIÑO"},
		{"de", "strasse", "STRASSE"},
		{"de", "Straße", "STRASSE"},
		{"de", "HAUSER", "HAUSER"}, // no entry: Ä is a letter of its own
		{"de", "häuser", "HÄUSER"},
		{"de", "gehen", "GEHEN"},
		{"en", "ran", "RAN"},
		{"en", "café", "CAFE"}, // WordNet writes cafe
		// two headwords fold to the word: the input's, else the first
		{"fr", "peche", "PÉCHÉ"},
		{"fr", "pêche", "PÊCHE"},
		{"pt", "avô", "AVÔ"},
		{"pt", "AVO", "AVÓ"},
		// a plural found through its singular, and no entry: as given
		{"fr", "étés", "ÉTÉS"},
		{"pt", "cães", "CÃES"},
		{"pt", "CAES", "CAES"},
		{"en", "xyzzy", "XYZZY"},
		{"es", "xin\u0303o", "XIÑO"},
	} {
		r, err := Lookup(tc.lang, tc.word)
		if err != nil || r.Spelling != tc.want {
			t.Errorf("Lookup(%s, %q).Spelling = %q, %v; want %q", tc.lang, tc.word, r.Spelling, err, tc.want)
		}
	}
}
