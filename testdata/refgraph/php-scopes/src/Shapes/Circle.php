<?php
namespace Acme\Shapes;

class Circle
{
    public float $r = 1.0;

    public function area(): float { return 3.14 * $this->r * $this->r; }

    public static function unit(): Circle { return new Circle(); }
}
