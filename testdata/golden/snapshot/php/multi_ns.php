  <?php
//⌄ enclosing_range_start soulindex . . . `php/multi_ns.php`/`App\Models`/
  namespace App\Models;
//          ^^^^^^^^^^ definition soulindex . . . `php/multi_ns.php`/`App\Models`/
//          kind Module
//                    ⌃ enclosing_range_end soulindex . . . `php/multi_ns.php`/`App\Models`/
  
  use Illuminate\Database\Eloquent\Model;
  
  /** A user account. */
//⌄ enclosing_range_start soulindex . . . `php/multi_ns.php`/`App\Models`/User#
  class User extends Model
//      ^^^^ definition soulindex . . . `php/multi_ns.php`/`App\Models`/User#
//      kind Class
//      documentation
//      > A user account.
  {
//    ⌄ enclosing_range_start soulindex . . . `php/multi_ns.php`/`App\Models`/User#fillable.
      protected $fillable = ['name', 'email'];
//               ^^^^^^^^ definition soulindex . . . `php/multi_ns.php`/`App\Models`/User#fillable.
//               kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `php/multi_ns.php`/`App\Models`/User#fillable.
  }
//⌃ enclosing_range_end soulindex . . . `php/multi_ns.php`/`App\Models`/User#
  
//⌄ enclosing_range_start soulindex . . . `php/multi_ns.php`/`App\Http`/
  namespace App\Http;
//          ^^^^^^^^ definition soulindex . . . `php/multi_ns.php`/`App\Http`/
//          kind Module
//                  ⌃ enclosing_range_end soulindex . . . `php/multi_ns.php`/`App\Http`/
  
  use App\Models\User;
//               ^^^^ reference soulindex . . . `php/multi_ns.php`/`App\Models`/User#
  
//⌄ enclosing_range_start soulindex . . . `php/multi_ns.php`/`App\Http`/current_user().
  function current_user(): ?User
//         ^^^^^^^^^^^^ definition soulindex . . . `php/multi_ns.php`/`App\Http`/current_user().
//         kind Function
//                          ^^^^ reference soulindex . . . `php/multi_ns.php`/`App\Models`/User#
  {
      return null;
  }
//⌃ enclosing_range_end soulindex . . . `php/multi_ns.php`/`App\Http`/current_user().
  
//⌄ enclosing_range_start soulindex . . . `php/multi_ns.php`/`App\Http`/Kernel#
  class Kernel
//      ^^^^^^ definition soulindex . . . `php/multi_ns.php`/`App\Http`/Kernel#
//      kind Class
  {
//    ⌄ enclosing_range_start soulindex . . . `php/multi_ns.php`/`App\Http`/Kernel#VERSION.
      public const VERSION = 11;
//                 ^^^^^^^ definition soulindex . . . `php/multi_ns.php`/`App\Http`/Kernel#VERSION.
//                 kind Constant
//                             ⌃ enclosing_range_end soulindex . . . `php/multi_ns.php`/`App\Http`/Kernel#VERSION.
  }
//⌃ enclosing_range_end soulindex . . . `php/multi_ns.php`/`App\Http`/Kernel#
  
