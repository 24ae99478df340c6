#pragma once
#include <string>

namespace geo {

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
    std::string name() const;
};

class Circle : public Shape {
public:
    explicit Circle(double r);
    double area() const override;
    double radius;
};

struct Square : Shape {
    double area() const override;
    double side;
};

Circle make_circle(double r);
double total(const Shape &s, int count);

} // namespace geo
