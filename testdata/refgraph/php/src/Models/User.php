<?php
namespace App\Models;

class User
{
    public function name(): string
    {
        return "u";
    }
}
