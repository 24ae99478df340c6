// Package shapes computes areas.
package shapes

// Square is a square of side Side.
type Square struct {
	Side float64
}

// Area returns the square's area.
func (s Square) Area() float64 {
	return s.Side * s.Side
}

// Total sums the areas of squares.
func Total(squares []Square) float64 {
	sum := 0.0
	for _, s := range squares {
		sum += s.Area()
	}
	return sum
}
