#pragma once

namespace geo {

class Shape {
 public:
  virtual ~Shape() = default;
  virtual double area() const = 0;
};

// A circle of radius r.
class Circle : public Shape {
 public:
  explicit Circle(double r) : r_(r) {}
  double area() const override { return 3.14 * r_ * r_; }
  double radius;

 private:
  double r_;
};

}  // namespace geo

namespace geo {

// A box of values.
template <typename T>
class Box {
 public:
  T value;
};

template <typename T>
T largest(const Box<T> &a, const Box<T> &b) {
  return a.value > b.value ? a.value : b.value;
}

}  // namespace geo
