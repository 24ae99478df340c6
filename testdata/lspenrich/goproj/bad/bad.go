// Package bad holds a planted type error for the diagnostics test.
package bad

// Broken is an int given a string: the compiler rejects it.
var Broken int = "not a number"
