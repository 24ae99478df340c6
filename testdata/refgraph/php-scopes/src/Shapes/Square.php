<?php
namespace Acme\Shapes;

class Square
{
    public float $side;

    public function __construct(float $side) { $this->side = $side; }

    public function area(): float { return $this->side * $this->side; }
}
