// Package shapes holds an interface and its implementations, for the
// implementation and type hierarchy tests.
package shapes

// Shape has an area.
type Shape interface {
	Area() int
}

// Square is a Shape.
type Square struct{ Side int }

// Area implements Shape.
func (s Square) Area() int { return s.Side * s.Side }

// Circle is a Shape too.
type Circle struct{ R int }

// Area implements Shape.
func (c Circle) Area() int { return 3 * c.R * c.R }
