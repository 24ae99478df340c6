// Package bad holds a planted type error for the diagnostics test.
package bad

// Count returns a string where an int is due.
func Count() int {
	return "three"
}
