class Square:
    def area(self):
        return self.side()

    def side(self):
        return 2


class Circle:
    def area(self):
        return 3


def total(sq: Square, c: Circle):
    s = Square()
    return sq.area() + c.area() + s.area()
