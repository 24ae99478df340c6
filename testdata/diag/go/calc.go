package main

// Add returns the sum of a and b.
func Add(a, b int) int {
	return a + b
}

// Twice doubles n.
func Twice(n int) int {
	return Add(n, n)
}

// Legacy is broken on purpose: its error exists at the base already, and
// edits above it must not make it "new".
func Legacy() int {
	return legacyMissing
}
