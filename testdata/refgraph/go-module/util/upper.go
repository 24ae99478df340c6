package util

import "strings"

// Shout upper-cases s after reversing it (same-package reference).
func Shout(s string) string {
	return strings.ToUpper(Reverse(s))
}
