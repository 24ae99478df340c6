package refgraph_test

import "testing"

// TestPHPScopes: on php-scopes (PSR-4 autoloading from composer.json), a
// parameter and a foreach variable named like a method are locals; -> and
// :: members resolve through the receiver's type: a typed parameter, a
// new-initialised local, $this, a static call's declared result; a class
// outside the repository (\DateTime) and a builtin function (strlen)
// resolve to nothing although the repository defines methods too.
func TestPHPScopes(t *testing.T) {
	_, g := fixture(t, "php-scopes")
	checkFileTargets(t, g, "src/App/Report.php", []lineWant{
		{7, "Square", 0, `src/Shapes/Square.php#Acme\Shapes.Square`},
		{7, "area", 0, ""}, // the parameter $area
		{9, "Circle", 0, `src/Shapes/Circle.php#Acme\Shapes.Circle`},
		{10, "area", 0, "src/Shapes/Square.php#Square.area"}, // $sq: Square
		{10, "area", 1, "src/Shapes/Circle.php#Circle.area"}, // $c = new Circle()
		{10, "unit", 0, "src/Shapes/Circle.php#Circle.unit"},
		{10, "area", 2, "src/Shapes/Circle.php#Circle.area"}, // unit(): Circle
		{11, "area", 0, ""}, // foreach ... as $area
		{12, "area", 0, ""},
		{14, "strlen", 0, ""},
		{14, "DateTime", 0, ""},
		{14, "createFromFormat", 0, ""},
		{14, "getTimestamp", 0, ""},
	})
	checkFileTargets(t, g, "src/Shapes/Square.php", []lineWant{
		{8, "side", 0, ""}, // the parameter
		{8, "side", 1, "src/Shapes/Square.php#Square.side"}, // $this->side
		{8, "side", 2, ""}, // the parameter again
	})
}
