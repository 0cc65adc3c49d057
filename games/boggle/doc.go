// Package boggle is the Boggle engine: boards (shaken cubes, random letters or
// typed), the two searches (Trace for one word, FindAll and the fast Solver for
// every word), scoring, multiplayer rounds with per-word verdicts, games
// against the computer, matches to a victory total, and the round report.
//
// Rules follow docs/rules.md, Boggle: n x n boards with n in 4..6,
// words traced through the 8 neighbours of each cell, each cell used at most
// once; `official` or `linear` points; with QuFace a Q cell reads "QU".
//
// Everything here is a plain value created with an injected random source
// (*rand.Rand from math/rand/v2); nothing knows about Discord, images or files
// beyond io.Reader/io.Writer.
package boggle
