package app

import (
	"crypto"

	"example.com/gt/shapes"
)

func Total(sq *shapes.Square, c shapes.Circle) float64 {
	var other shapes.Circle
	lit := &shapes.Square{Side: 2}
	_ = crypto.SHA1
	return sq.Area() + c.Area() + other.Area() + lit.Area()
}

func Names(s string, sq shapes.Square) string {
	return s + sq.Name
}

type holder struct {
	sq *shapes.Square
}

func (h holder) Chains() float64 {
	made := shapes.NewSquare(3)
	return made.Area() + h.sq.Area() + shapes.NewSquare(1).Area() + h.first().Area()
}

func (h holder) first() shapes.Circle { return shapes.Circle{} }

func UseLabeled(l shapes.Labeled) float64 { return l.Area() }

// Elided element types: each {Side: ...} is a shapes.Square.
var squares = []shapes.Square{{Side: 1}, {Side: 2}}
var byName = map[string]*shapes.Square{"a": {Side: 3}}

// Elements of collections: through an index, a range value, an indexed local.
func Elements(all []*shapes.Square, h holder, named map[string]shapes.Circle) float64 {
	total := all[0].Area() + named["a"].Area()
	for _, sq := range all {
		total += sq.Area()
	}
	first := all[0]
	return total + first.Area()
}
