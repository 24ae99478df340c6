#include <algorithm>
#include <vector>
#include "geo/shapes.hpp"

static int twice(int total) {
    int make_circle = total * 2;
    auto area = [](int radius) { return radius * 2; };
    return make_circle + area(total);
}

int main() {
    geo::Circle c(2.0);
    geo::Square sq;
    geo::Circle *p = new geo::Circle(1.0);
    double a = c.area() + sq.area() + p->radius + geo::make_circle(3).radius;
    std::vector<int> xs{3, 1, 2};
    std::sort(xs.begin(), xs.end());
    for (int side : xs) { a += side + xs.size(); }
    a += geo::total(c, twice(2)) + c.name().size() + helper(1);
    delete p;
    return static_cast<int>(a);
}
