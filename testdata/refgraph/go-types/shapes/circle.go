package shapes

type Circle struct {
	Radius float64
	Name   string
}

func (c Circle) Area() float64 { return 3 * c.Radius * c.Radius }

const s = 16
