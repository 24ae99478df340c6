//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/
  package Shop::Cart;
//        ^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/
//        kind Module
//        documentation
//        > a shopping cart of items with discount codes
  
  use strict;
  use warnings;
  use parent -norequire, 'Shop::Collection';
  
  use List::Util qw(sum0 first);
  use Shop::Item;
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/$VERSION.
  our $VERSION = '0.03';
//    ^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/$VERSION.
//    kind Variable
//           ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/$VERSION.
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/`@EXPORT_OK`.
  our @EXPORT_OK = qw(format_cents);
//    ^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/`@EXPORT_OK`.
//    kind Variable
//             ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/`@EXPORT_OK`.
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/CURRENCY.
  use constant CURRENCY => 'EUR';
//             ^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/CURRENCY.
//             kind Constant
//                              ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/CURRENCY.
  
  my %_discounts = (SPRING => 10, LOYAL => 5);
//   ^^^^^^^^^^^ definition local 0
  
  =head1 NAME
  
  Shop::Cart - a shopping cart of items with discount codes
  
  =head1 METHODS
  
  =head2 new
  
  Creates an empty cart.
  
  =cut
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/new().
  sub new {
//    ^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/new().
//    kind Function
//    documentation
//    > Creates an empty cart.
      my ($class) = @_;
//        ^^^^^^ definition local 1
      return bless { items => [], code => undef }, $class;
//                                                 ^^^^^^ reference local 1
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/new().
  
  =head2 add($sku, $price, $quantity)
  
  Adds a line to the cart, or raises the quantity of the line with
  the same SKU.
  
  =cut
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/add().
  sub add {
//    ^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/add().
//    kind Function
//    documentation
//    > Adds a line to the cart, or raises the quantity of the line with
//    > the same SKU.
      my ($self, $sku, $price, $quantity) = @_;
//        ^^^^^ definition local 2
//               ^^^^ definition local 3
//                     ^^^^^^ definition local 4
//                             ^^^^^^^^^ definition local 5
      my $line = first { $_->sku eq $sku } @{ $self->{items} };
//       ^^^^^ definition local 6
//                           ^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/sku().
//                                  ^^^^ reference local 3
//                                            ^^^^^ reference local 2
      if ($line) {
//        ^^^^^ reference local 6
          $line->{quantity} += $quantity;
//        ^^^^^ reference local 6
//                             ^^^^^^^^^ reference local 5
          return $line;
//               ^^^^^ reference local 6
      }
      my $item = Shop::Item->new(sku => $sku, price => $price, quantity => $quantity);
//       ^^^^^ definition local 7
//               ^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/
//                           ^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/new().
//                                      ^^^^ reference local 3
//                                                     ^^^^^^ reference local 4
//                                                                         ^^^^^^^^^ reference local 5
      push @{ $self->{items} }, $item;
//            ^^^^^ reference local 2
//                              ^^^^^ reference local 7
      return $item;
//           ^^^^^ reference local 7
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/add().
  
  # Applies a discount code; unknown codes are ignored.
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/apply_code().
  sub apply_code {
//    ^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/apply_code().
//    kind Function
//    documentation
//    > Applies a discount code; unknown codes are ignored.
      my ($self, $code) = @_;
//        ^^^^^ definition local 8
//               ^^^^^ definition local 9
      return 0 unless exists $_discounts{$code};
//                                       ^^^^^ reference local 9
      $self->{code} = $code;
//    ^^^^^ reference local 8
//                    ^^^^^ reference local 9
      return 1;
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/apply_code().
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/total().
  sub total {
//    ^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/total().
//    kind Function
      my $self = shift;
//       ^^^^^ definition local 10
      my $gross = sum0 map { $_->subtotal } @{ $self->{items} };
//       ^^^^^^ definition local 11
//                               ^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/subtotal().
//                                             ^^^^^ reference local 10
      return $gross - $self->_discount($gross);
//           ^^^^^^ reference local 11
//                    ^^^^^ reference local 10
//                           ^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/_discount().
//                                     ^^^^^^ reference local 11
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/total().
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/_discount().
  sub _discount {
//    ^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/_discount().
//    kind Function
      my ($self, $gross) = @_;
//        ^^^^^ definition local 12
//               ^^^^^^ definition local 13
      my $code = $self->{code} or return 0;
//       ^^^^^ definition local 14
//               ^^^^^ reference local 12
      return int($gross * $_discounts{$code} / 100);
//               ^^^^^^ reference local 13
//                                    ^^^^^ reference local 14
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/_discount().
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/format_cents().
  sub format_cents {
//    ^^^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/format_cents().
//    kind Function
      my ($cents) = @_;
//        ^^^^^^ definition local 15
      return sprintf '%s %d.%02d', CURRENCY, int($cents / 100), $cents % 100;
//                                 ^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/CURRENCY.
//                                               ^^^^^^ reference local 15
//                                                              ^^^^^^ reference local 15
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/format_cents().
  
  # The base of every list of items: counting and emptiness.
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/
  package Shop::Collection;
//        ^^^^^^^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/
//        kind Module
//        documentation
//        > The base of every list of items: counting and emptiness.
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/count().
  sub count {
//    ^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/count().
//    kind Function
      my $self = shift;
//       ^^^^^ definition local 16
      return scalar @{ $self->{items} };
//                     ^^^^^ reference local 16
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/count().
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/is_empty().
  sub is_empty { return !$_[0]->count }
//    ^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/is_empty().
//    kind Function
//                              ^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/count().
//                                    ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/is_empty().
  
  # One printed receipt of a cart.
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/
  package Shop::Cart::Receipt {
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/
//        kind Module
//        documentation
//        > One printed receipt of a cart.
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Collection`/
//    ⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/new().
      sub new {
//        ^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/new().
//        kind Function
          my ($class, $cart) = @_;
//            ^^^^^^ definition local 17
//                    ^^^^^ definition local 18
          return bless { cart => $cart }, $class;
//                               ^^^^^ reference local 18
//                                        ^^^^^^ reference local 17
      }
//    ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/new().
  
//    ⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/render().
      sub render {
//        ^^^^^^ definition soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/render().
//        kind Function
          my $self = shift;
//           ^^^^^ definition local 19
          my @lines = map { sprintf '%-8s x%d', $_->sku, $_->quantity } @{ $self->{cart}{items} };
//           ^^^^^^ definition local 20
//                                                  ^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/sku().
//                                                           ^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/quantity().
//                                                                         ^^^^^ reference local 19
          push @lines, 'TOTAL ' . Shop::Cart::format_cents($self->{cart}->total);
//             ^^^^^^ reference local 20
//                                ^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/
//                                            ^^^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/format_cents().
//                                                         ^^^^^ reference local 19
//                                                                        ^^^^^ reference soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart`/total().
          return join "\n", @lines;
//                          ^^^^^^ reference local 20
      }
//    ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/render().
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Cart.pm`/`Shop::Cart::Receipt`/
  
  1;
  
