<?php
namespace Billing\Models;

class User
{
    public function invoice(): int
    {
        return 1;
    }
}
