// Package fmt implements formatted I/O (a stand-in for the real one).
package fmt

// Println formats its operands and writes them to standard output.
func Println(a ...any) (n int, err error) { return 0, nil }
