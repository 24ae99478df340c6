package extract_test

import "testing"

// TestRubyLocalBindings checks Ruby's scope rules line by line as Dump
// prints the references (see TestLocalBindings for the notation): def,
// class and module bodies are gates that do not see the locals around
// them (a top-level local is a method call inside a def); blocks and
// lambdas see them and their parameters shadow; a local exists from its
// assignment on, so a bare name never assigned is a method call;
// parameters of every kind, rescue, for and pattern captures bind; self
// is typed by the class or module around it; Foo.new types a local and
// qualifies a member chained on it; Foo::Bar and Foo.bar are qualified.
func TestRubyLocalBindings(t *testing.T) {
	src := `require_relative "helpers"

limit = 10
helper = 1

def compute(a, b = limit, *rest, key:, opt: 2, **kw, &blk)
  helper(a)
  total = a + b
  total += rest.size
  blk.call(total, key, opt, kw)
  limit
end

class Shape < Base
  SIDES = 4
  scale = 2

  def area(side)
    self.grow(side)
    side * scale
  end

  def self.make(n)
    self.new(n)
  end
end

def use(items)
  s = Shape.new(1)
  t = Geo::Shape.new
  x, *ys = items
  items.each do |item, (u, v); tmp|
    y = item + x + tmp.to_i
    s.area(u)
  end
  f = ->(item) { item + s.area(1) }
  Shape.new.area(2)
  JSON.parse(items)
  Geo::Shape::SIDES
  for i in ys
    puts i
  end
  begin
    t.area(v)
  rescue IOError => err
    warn err
  end
  case items
  in {name:}
    name
  in [first, *others] => all
    first + others.size + all
  end
  helper
  count ||= 0
  count
end

module Tools
  def run(helper)
    helper + self.count
  end
end

puts limit, helper
[1].map { |limit| limit + helper }
module Tools2
  def run
    self.count
  end
  self.name
end
`
	want := map[int]string{
		1: "require_relative",
		// Top-level locals are locals of the program scope.
		3: "limit~0",
		4: "helper~1",
		// Parameters of every kind; the default's limit is behind the
		// def's gate: a method call.
		6: "a~2 b~3 limit rest~4 key~5 opt~6 kw~7 blk~8",
		// helper is the top-level local's name, but behind the gate it is
		// a method call.
		7: "helper a~2",
		8: "total~9 a~2 b~3",
		// Each assignment numbers a local of its own (total += ... too).
		9:  "total~10 rest~4 ~4.size",
		10: "blk~8 ~8.call total~10 key~5 opt~6 kw~7",
		11: "limit",
		14: "Base",
		// A class body is a scope of its own; its def does not see scale.
		16: "scale~12",
		18: "side~14",
		19: "self~13 ~13.grow side~14",
		20: "side~14 scale",
		23: "n~16",
		24: "self~15 ~15.new n~16",
		28: "items~17",
		29: "s~18 Shape Shape.new",
		30: "t~19 Geo Geo.Shape @44.new",
		31: "x~20 ys~21 items~17",
		// Block parameters (destructured, block-local); the block sees x.
		32: "items~17 ~17.each item~22 u~23 v~24 tmp~25",
		33: "y~26 item~22 x~20 tmp~25 ~25.to_i",
		34: "s~18 ~18.area u~23",
		// A lambda's parameter shadows the block's item (gone anyway).
		36: "f~27 item~28 item~28 s~18 ~18.area",
		// Foo.new.f: f is Foo's.
		37: "Shape Shape.new Shape.area",
		38: "JSON JSON.parse items~17",
		39: "Geo Geo.Shape @75.SIDES",
		40: "i~29 ys~21",
		41: "puts i~29",
		// v was the block's: here a method call.
		44: "t~19 ~19.area v",
		45: "IOError err~30",
		46: "warn err~30",
		48: "items~17",
		// Pattern captures: in {name:}, in [first, *others] => all.
		50: "name~31",
		51: "first~32 others~33 all~34",
		52: "first~32 others~33 ~33.size all~34",
		// use has no local helper: a method call.
		54: "helper",
		55: "count~35",
		56: "count~35",
		// A module's method: its parameter and self.
		60: "helper~37",
		61: "helper~37 self~36 ~36.count",
		// Back at the top level, the program's locals; a block parameter
		// shadows limit, the block sees helper.
		65: "puts limit~0 helper~1",
		66: ".map limit~38 limit~38 helper~1",
		// A body that starts with a def: the body's self and the def's
		// are two, both typed.
		69: "self~40 ~40.count",
		71: "self~39 ~39.name",
		// Types: self in Shape's body and methods, s and t by Foo.new,
		// self in Tools#run.
		0: "11:Shape 13:Shape 15:Shape 18:Shape 19:Shape 36:Tools 39:Tools2 40:Tools2",
	}
	checkAllLocals(t, localCase{"ruby", "a.rb", src, want})
}
