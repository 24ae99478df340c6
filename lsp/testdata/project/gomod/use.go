package shapes

// Twice is twice the total of squares.
func Twice(squares []Square) float64 {
	return 2 * Total(squares)
}
