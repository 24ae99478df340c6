require_relative "helpers"
require_relative "shapes"

helper = 10

def run(value)
  helper(value)
end

def shadow(helper)
  helper + 1
end

def blocks(items)
  items.map { |helper| helper * 2 }
  items.each do |v|
    helper(v)
  end
end

def shapes
  sq = Square.new(2)
  sq.area
  Square.new(3).area
  Circle.new.area
  JSON.parse("{}")
  parse("x")
end

top = helper + 1
