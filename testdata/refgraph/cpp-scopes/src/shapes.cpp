#include "geo/shapes.hpp"

namespace geo {

Circle::Circle(double r) : radius(r) {}

double Circle::area() const { return radius * radius * 3.14159; }

double Square::area() const { return side * side; }

std::string Shape::name() const { return "shape"; }

Circle make_circle(double r) { return Circle(r); }

double total(const Shape &s, int count) {
    double sum = 0;
    for (int i = 0; i < count; i++) { sum += s.area(); }
    return sum;
}

} // namespace geo
