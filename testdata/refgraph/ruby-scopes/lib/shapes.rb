class Square
  def initialize(side)
    @side = side
  end

  def area
    side * side
  end

  def side
    @side
  end

  def grow(by)
    self.scale(by)
  end

  def scale(by)
    @side * by
  end
end

class Circle
  def area
    3
  end

  def scale(by)
    by
  end
end
