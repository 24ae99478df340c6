<?php
namespace App\Controllers;

use App\Models\User;
use Billing\Models\User as BillingUser;
use Psr\Log\LoggerInterface;

class UserController
{
    public function show(User $u, BillingUser $b): string
    {
        return $u->name() . $b->invoice();
    }
}
