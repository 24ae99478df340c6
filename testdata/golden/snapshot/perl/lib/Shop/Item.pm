//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/
  package Shop::Item;
//        ^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/
//        kind Module
//        documentation
//        > one line of a cart
  
  # A product line in a cart: a SKU, a unit price in cents and a quantity.
  
  use strict;
  use warnings;
  
  use Carp qw(croak);
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/$VERSION.
  our $VERSION = '0.03';
//    ^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/$VERSION.
//    kind Variable
//           ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/$VERSION.
  
  use constant {
//    ⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MIN_QUANTITY.
      MIN_QUANTITY => 1,
//    ^^^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MIN_QUANTITY.
//    kind Constant
//               ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MIN_QUANTITY.
//    ⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MAX_QUANTITY.
      MAX_QUANTITY => 999,
//    ^^^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MAX_QUANTITY.
//    kind Constant
//               ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MAX_QUANTITY.
  };
  
  =head2 new
  
    my $item = Shop::Item->new(sku => 'A-1', price => 250, quantity => 2);
  
  Builds an item; the SKU and the price are required.
  
  =cut
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/new().
  sub new {
//    ^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/new().
//    kind Function
//    documentation
//    > my $item = Shop::Item->new(sku => 'A-1', price => 250, quantity => 2);
//    > 
//    > Builds an item; the SKU and the price are required.
      my ($class, %args) = @_;
//        ^^^^^^ definition local 0
//                ^^^^^ definition local 1
      croak 'sku is required'   unless defined $args{sku};
      croak 'price is required' unless defined $args{price};
      my $self = bless {
//       ^^^^^ definition local 2
          sku      => $args{sku},
          price    => $args{price},
          quantity => $args{quantity} // MIN_QUANTITY,
//                                       ^^^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MIN_QUANTITY.
      }, $class;
//       ^^^^^^ reference local 0
      $self->_check_quantity($self->{quantity});
//    ^^^^^ reference local 2
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/_check_quantity().
//                           ^^^^^ reference local 2
      return $self;
//           ^^^^^ reference local 2
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/new().
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/sku().
  sub sku      { $_[0]{sku} }
//    ^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/sku().
//    kind Function
//    documentation
//    > my $sku = $item->sku;
//    > 
//    > The stock keeping unit of the line.
//                          ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/sku().
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/price().
  sub price    { $_[0]{price} }
//    ^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/price().
//    kind Function
//                            ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/price().
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/quantity().
  sub quantity { $_[0]{quantity} }
//    ^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/quantity().
//    kind Function
//    documentation
//    > Plain accessors.
//                               ⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/quantity().
  
  # Total price of the line, in cents.
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/subtotal().
  sub subtotal {
//    ^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/subtotal().
//    kind Function
//    documentation
//    > Total price of the line, in cents.
      my $self = shift;
//       ^^^^^ definition local 3
      return $self->price * $self->quantity;
//           ^^^^^ reference local 3
//                  ^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/price().
//                          ^^^^^ reference local 3
//                                 ^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/quantity().
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/subtotal().
  
//⌄ enclosing_range_start soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/_check_quantity().
  sub _check_quantity {
//    ^^^^^^^^^^^^^^^ definition soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/_check_quantity().
//    kind Function
      my ($self, $quantity) = @_;
//        ^^^^^ definition local 4
//               ^^^^^^^^^ definition local 5
      croak "quantity out of range: $quantity"
//                                  ^^^^^^^^^ reference local 5
          if $quantity < MIN_QUANTITY || $quantity > MAX_QUANTITY;
//           ^^^^^^^^^ reference local 5
//                       ^^^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MIN_QUANTITY.
//                                       ^^^^^^^^^ reference local 5
//                                                   ^^^^^^^^^^^^ reference soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/MAX_QUANTITY.
      return 1;
  }
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/_check_quantity().
  
  1;
  
  __END__
  
  =head1 NAME
  
  Shop::Item - one line of a cart
  
  =head1 METHODS
  
  =head2 sku
  
    my $sku = $item->sku;
  
  The stock keeping unit of the line.
  
  =head2 price
  
  =head2 quantity
  
  Plain accessors.
  
  =cut
  
//⌃ enclosing_range_end soulindex . . . `perl/lib/Shop/Item.pm`/`Shop::Item`/
