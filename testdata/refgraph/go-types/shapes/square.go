package shapes

// Square and Circle both have Area and Name: x.Area resolves by x's type.
type Square struct {
	Side float64
	Name string
}

func (s *Square) Area() float64 { return s.Side * s.Side }

// SHA1 is a repository constant named like a standard-library one.
const SHA1 = 1

func NewSquare(side float64) *Square { return &Square{Side: side} }

// Labeled embeds a Square: its Area is the Square's.
type Labeled struct {
	*Square
	Label string
}
