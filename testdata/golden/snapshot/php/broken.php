  <!DOCTYPE html>
  <html>
  <body>
  <?php
//⌄ enclosing_range_start soulindex . . . `php/broken.php`/`Acme\View`/
  namespace Acme\View;
//          ^^^^^^^^^ definition soulindex . . . `php/broken.php`/`Acme\View`/
//          kind Module
//                   ⌃ enclosing_range_end soulindex . . . `php/broken.php`/`Acme\View`/
  
  use Acme\Cache\Cache;
  
  /** Renders a list of cached items. */
//⌄ enclosing_range_start soulindex . . . `php/broken.php`/`Acme\View`/ItemList#
  class ItemList
//      ^^^^^^^^ definition soulindex . . . `php/broken.php`/`Acme\View`/ItemList#
//      kind Class
//      documentation
//      > Renders a list of cached items.
  {
//    ⌄ enclosing_range_start soulindex . . . `php/broken.php`/`Acme\View`/ItemList#items.
      private array $items = [];
//                   ^^^^^ definition soulindex . . . `php/broken.php`/`Acme\View`/ItemList#items.
//                   kind Field
//                             ⌃ enclosing_range_end soulindex . . . `php/broken.php`/`Acme\View`/ItemList#items.
  
//    ⌄ enclosing_range_start soulindex . . . `php/broken.php`/`Acme\View`/ItemList#render().
      public function render(): string
//                    ^^^^^^ definition soulindex . . . `php/broken.php`/`Acme\View`/ItemList#render().
//                    kind Method
      {
          return implode('', array_map(fn ($i) => "<li>$i</li>", $this->items);
//                                          ^ definition local 1
//                                                      ^ reference local 1
//                                                                      ^^^^^ reference soulindex . . . `php/broken.php`/`Acme\View`/ItemList#items.
      }
//    ⌃ enclosing_range_end soulindex . . . `php/broken.php`/`Acme\View`/ItemList#render().
  
//    ⌄ enclosing_range_start soulindex . . . `php/broken.php`/`Acme\View`/ItemList#add().
      public function add(string $item: void
//                    ^^^ definition soulindex . . . `php/broken.php`/`Acme\View`/ItemList#add().
//                    kind Method
//                                ^^^^ definition local 2
      {
          $this->items[] = $item;
//               ^^^^^ reference soulindex . . . `php/broken.php`/`Acme\View`/ItemList#items.
//                          ^^^^ reference local 2
      }
//    ⌃ enclosing_range_end soulindex . . . `php/broken.php`/`Acme\View`/ItemList#add().
  }
//⌃ enclosing_range_end soulindex . . . `php/broken.php`/`Acme\View`/ItemList#
  
//⌄ enclosing_range_start soulindex . . . `php/broken.php`/`Acme\View`/view_helper().
  function view_helper($name
//         ^^^^^^^^^^^ definition soulindex . . . `php/broken.php`/`Acme\View`/view_helper().
//         kind Function
//                      ^^^^ definition local 3
  {
      return ucfirst($name);
//                    ^^^^ reference local 3
  }
//⌃ enclosing_range_end soulindex . . . `php/broken.php`/`Acme\View`/view_helper().
  ?>
  <ul><?= (new ItemList())->render() ?></ul>
//             ^^^^^^^^ reference soulindex . . . `php/broken.php`/`Acme\View`/ItemList#
//                          ^^^^^^ reference soulindex . . . `php/broken.php`/`Acme\View`/ItemList#render().
  </body>
  </html>
  
