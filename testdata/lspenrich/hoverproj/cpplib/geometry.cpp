#include "geometry.hpp"

namespace geo {

double total_area(const Shape &a, const Shape &b) { return a.area() + b.area(); }

}  // namespace geo
