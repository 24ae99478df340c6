  #!/usr/bin/perl
  use strict;
  use warnings;
  use Test::More;
  use FindBin;
  use lib "$FindBin::Bin/../lib";
  
  use Shop::Cart qw(format_cents);
  
  {
      # A stand-in item that always costs one euro.
//    ⌄ enclosing_range_start soulindex . . . `perl/t/cart.t`/`Local::FlatItem`/
      package Local::FlatItem;
//            ^^^^^^^^^^^^^^^ definition soulindex . . . `perl/t/cart.t`/`Local::FlatItem`/
//            kind Module
//            documentation
//            > A stand-in item that always costs one euro.
      use parent -norequire, 'Shop::Item';
//    ⌄ enclosing_range_start soulindex . . . `perl/t/cart.t`/`Local::FlatItem`/price().
      sub price { 100 }
//        ^^^^^ definition soulindex . . . `perl/t/cart.t`/`Local::FlatItem`/price().
//        kind Function
//                    ⌃ enclosing_range_end soulindex . . . `perl/t/cart.t`/`Local::FlatItem`/price().
  }
//⌃ enclosing_range_end soulindex . . . `perl/t/cart.t`/`Local::FlatItem`/
  
//⌄ enclosing_range_start soulindex . . . `perl/t/cart.t`/cart_with().
  sub cart_with {
//    ^^^^^^^^^ definition soulindex . . . `perl/t/cart.t`/cart_with().
//    kind Function
      my (@lines) = @_;
//        ^^^^^^ definition local 0
      my $cart = Shop::Cart->new;
//       ^^^^^ definition local 1
//               ^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/
//                           ^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/new().
      $cart->add(@$_) for @lines;
//    ^^^^^ reference local 1
//           ^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/add().
//                        ^^^^^^ reference local 0
      return $cart;
//           ^^^^^ reference local 1
  }
//⌃ enclosing_range_end soulindex . . . `perl/t/cart.t`/cart_with().
  
  my $cart = cart_with(['A-1', 250, 2], ['B-7', 1000, 1]);
//   ^^^^^ definition local 2
//           ^^^^^^^^^ reference soulindex . . . `perl/t/cart.t`/cart_with().
  is $cart->count, 2, 'two lines';
//   ^^^^^ reference local 2
//          ^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/count().
  is $cart->total, 1500, 'total in cents';
//   ^^^^^ reference local 2
//          ^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/total().
  ok $cart->apply_code('SPRING'), 'known code';
//   ^^^^^ reference local 2
//          ^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/apply_code().
  is format_cents($cart->total), 'EUR 13.50', 'formatted with the discount';
//   ^^^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/format_cents().
//                ^^^^^ reference local 2
//                       ^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/total().
  
  my $flat = Local::FlatItem->new(sku => 'Z', price => 999);
//   ^^^^^ definition local 3
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `perl/t/cart.t`/`Local::FlatItem`/
//                            ^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/new().
  is $flat->subtotal, 100, 'overridden price';
//   ^^^^^ reference local 3
//          ^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/subtotal().
  
  my $receipt = Shop::Cart::Receipt->new($cart);
//   ^^^^^^^^ definition local 4
//              ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/
//                                   ^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/new().
//                                       ^^^^^ reference local 2
  like $receipt->render, qr/TOTAL EUR/, 'receipt has a total';
//     ^^^^^^^^ reference local 4
//               ^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/render().
  
  done_testing;
  
