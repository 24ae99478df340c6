"""Areas of shapes."""


class Circle:
    """A circle of radius r."""

    def __init__(self, r: float) -> None:
        self.r = r

    def area(self) -> float:
        """Return the circle's area."""
        return 3.14159 * self.r * self.r


def total(circles: list[Circle]) -> float:
    """Sum the areas."""
    return sum(c.area() for c in circles)


def report(circles: list[Circle]) -> str:
    return f"total: {total(circles)}"
