<?php
namespace Acme\App;

use Acme\Shapes\Square;
use Acme\Shapes\Circle;

function total(Square $sq, $area): float
{
    $c = new Circle();
    $sum = $sq->area() + $c->area() + Circle::unit()->area();
    foreach ([1, 2] as $area) {
        $sum += $area;
    }
    return $sum + strlen("x") + \DateTime::createFromFormat("Y", "2020")->getTimestamp();
}
