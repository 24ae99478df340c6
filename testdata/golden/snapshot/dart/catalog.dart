  /// Catalog keeps products and their prices.
  ///
  /// A tiny library used by the shop front end.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/catalog/
  library catalog;
//        ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/catalog/
//        kind Module
//        documentation
//        > Catalog keeps products and their prices.
//        > 
//        > A tiny library used by the shop front end.
//               ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/catalog/
  
  import 'dart:async';
  import 'dart:math' as math;
  import 'package:collection/collection.dart' show IterableExtension, ListEquality;
  import 'package:meta/meta.dart' hide literal;
  export 'src/money.dart';
  export 'src/errors.dart' show CatalogError;
  part 'catalog.g.dart';
  
  /// Maximum number of products in one catalog.
//          ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/maxProducts.
  const int maxProducts = 10000;
//          ^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/maxProducts.
//          kind Constant
//                            ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/maxProducts.
  
  /// Default currency code.
//      ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/defaultCurrency.
  const defaultCurrency = 'EUR';
//      ^^^^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/defaultCurrency.
//      kind Constant
//                            ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/defaultCurrency.
  
//             ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/_random.
  final Random _random = math.Random();
//             ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/_random.
//             kind Variable
//                                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/_random.
//    ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/lastLoaded.
//                                 ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/loadCount.
  var lastLoaded = DateTime.now(), loadCount = 0;
//    ^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/lastLoaded.
//    kind Variable
//                                 ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/loadCount.
//                                 kind Variable
//                              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/lastLoaded.
//                                             ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/loadCount.
//    ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/retries.
  int retries = 3;
//    ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/retries.
//    kind Variable
//              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/retries.
  
  /// The active catalog, if any.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/current().
  Catalog<Product>? get current => _current;
//^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Catalog#
//        ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                      ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/current().
//                      kind Function
//                      documentation
//                      > The active catalog, if any.
//                                 ^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/_current.
//                            ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/current().
//                  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/_current.
  Catalog<Product>? _current;
//^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Catalog#
//        ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                  ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/_current.
//                  kind Variable
//                         ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/_current.
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/current(+1).
  set current(Catalog<Product>? value) => _current = value;
//    ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/current(+1).
//    kind Function
//            ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Catalog#
//                    ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                                        ^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/_current.
//                                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/current(+1).
  
  /// Converts a price in cents to a display string.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/PriceFormatter#
  typedef PriceFormatter = String Function(int cents);
//        ^^^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/PriceFormatter#
//        kind TypeAlias
//        documentation
//        > Converts a price in cents to a display string.
//                                                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/PriceFormatter#
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Predicate#
  typedef Predicate<T> = bool Function(T value);
//        ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Predicate#
//        kind TypeAlias
//                                             ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Predicate#
  
  /// Formats [cents] with two decimals.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/formatCents().
  String formatCents(int cents) {
//       ^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/formatCents().
//       kind Function
//       documentation
//       > Formats [cents] with two decimals.
//                            ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/formatCents().
    final whole = cents ~/ 100;
    final part = (cents % 100).toString().padLeft(2, '0');
    return '$whole.$part';
  }
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/clampQuantity().
  int clampQuantity(int n) => n < 0 ? 0 : math.min(n, maxProducts);
//    ^^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/clampQuantity().
//    kind Function
//                                                    ^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/maxProducts.
//                       ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/clampQuantity().
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/loadAll().
  Future<List<Product>> loadAll(Stream<Product> source) async {
//            ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                      ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/loadAll().
//                      kind Function
//                                     ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                                                    ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/loadAll().
    var items = <Product>[];
//               ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
    await for (final p in source) {
      items.add(p);
    }
    return items;
  }
  
  /// The state of a product in the catalog.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Availability#
  enum Availability {
//     ^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Availability#
//     kind Enum
//     documentation
//     > The state of a product in the catalog.
    /// Can be ordered now.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Availability#inStock.
    inStock,
//  ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Availability#inStock.
//  kind EnumMember
//  documentation
//  > Can be ordered now.
//        ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Availability#inStock.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Availability#backOrder.
    backOrder,
//  ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Availability#backOrder.
//  kind EnumMember
//          ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Availability#backOrder.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Availability#discontinued.
    discontinued;
//  ^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Availability#discontinued.
//  kind EnumMember
//             ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Availability#discontinued.
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Availability#orderable().
    bool get orderable => this != Availability.discontinued;
//           ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Availability#orderable().
//           kind Method
//                                ^^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Availability#
//                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Availability#orderable().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Availability#
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Currency#
  enum Currency implements Comparable<Currency> {
//     ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Currency#
//     kind Enum
//                                    ^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Currency#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Currency#eur.
    eur('EUR', 2),
//  ^^^ definition soulindex . . . `dart/catalog.dart`/Currency#eur.
//  kind EnumMember
//              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Currency#eur.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Currency#jpy.
    jpy('JPY', 0);
//  ^^^ definition soulindex . . . `dart/catalog.dart`/Currency#jpy.
//  kind EnumMember
//              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Currency#jpy.
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Currency#Currency().
    const Currency(this.code, this.decimals);
//        ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Currency#Currency().
//        kind Constructor
//                                         ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Currency#Currency().
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Currency#code.
    final String code;
//               ^^^^ definition soulindex . . . `dart/catalog.dart`/Currency#code.
//               kind Field
//                  ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Currency#code.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Currency#decimals.
    final int decimals;
//            ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Currency#decimals.
//            kind Field
//                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Currency#decimals.
  
    @override
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Currency#compareTo().
    int compareTo(Currency other) => code.compareTo(other.code);
//      ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Currency#compareTo().
//      kind Method
//                ^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Currency#
//                              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Currency#compareTo().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Currency#
  
  /// Something with a stable identifier.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Identified#
  abstract interface class Identified {
//                         ^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Identified#
//                         kind Class
//                         documentation
//                         > Something with a stable identifier.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Identified#id().
    String get id;
//             ^^ definition soulindex . . . `dart/catalog.dart`/Identified#id().
//             kind Method
//              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Identified#id().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Identified#
  
  /// Base of every catalog entry.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Entry#
  abstract class Entry implements Identified {
//               ^^^^^ definition soulindex . . . `dart/catalog.dart`/Entry#
//               kind Class
//               documentation
//               > Base of every catalog entry.
//                                ^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Identified#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Entry#Entry().
    Entry(this.id);
//  ^^^^^ definition soulindex . . . `dart/catalog.dart`/Entry#Entry().
//  kind Constructor
//               ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Entry#Entry().
  
    @override
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Entry#id.
    final String id;
//               ^^ definition soulindex . . . `dart/catalog.dart`/Entry#id.
//               kind Field
//                ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Entry#id.
  
    /// Human readable label.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Entry#describe().
    String describe();
//         ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Entry#describe().
//         kind Method
//         documentation
//         > Human readable label.
//                  ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Entry#describe().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Entry#
  
  /// A product that can be sold.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#
  class Product extends Entry with Discountable implements Comparable<Product> {
//      ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#
//      kind Class
//      documentation
//      > A product that can be sold.
//                      ^^^^^ reference soulindex . . . `dart/catalog.dart`/Entry#
//                                 ^^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Discountable#
//                                                                    ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
    /// The number of products created so far.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#created.
    static int created = 0;
//             ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#created.
//             kind Field
//             documentation
//             > The number of products created so far.
//                       ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#created.
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#kind.
    static const String kind = 'product';
//                      ^^^^ definition soulindex . . . `dart/catalog.dart`/Product#kind.
//                      kind Constant
//                                     ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#kind.
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#name.
    final String name;
//               ^^^^ definition soulindex . . . `dart/catalog.dart`/Product#name.
//               kind Field
//                  ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#name.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#_priceCents.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#stock.
    int _priceCents, stock;
//      ^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#_priceCents.
//      kind Field
//                   ^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#stock.
//                   kind Field
//                       ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#_priceCents.
//                       ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#stock.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#availability.
    Availability availability = Availability.inStock;
//  ^^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Availability#
//               ^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#availability.
//               kind Field
//                              ^^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Availability#
//                                                 ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#availability.
  
    /// Creates a product.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#Product().
    Product(String id, this.name, this._priceCents, {this.stock = 0}) : super(id) {
//  ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#Product().
//  kind Constructor
//  documentation
//  > Creates a product.
//                                                                              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#Product().
      created++;
    }
  
    /// Creates a free sample.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#sample().
    Product.sample(String id) : this(id, 'sample', 0);
//  ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//          ^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#sample().
//          kind Constructor
//          documentation
//          > Creates a free sample.
//                                                  ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#sample().
  
    /// Parses a product from JSON.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#fromJson().
    factory Product.fromJson(Map<String, dynamic> json) {
//          ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                  ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#fromJson().
//                  kind Constructor
//                  documentation
//                  > Parses a product from JSON.
//                                                    ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#fromJson().
      return Product(json['id'] as String, json['name'] as String, json['price'] as int);
//           ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
    }
  
    /// Price in cents.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#priceCents().
    int get priceCents => _priceCents;
//          ^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#priceCents().
//          kind Method
//          documentation
//          > Price in cents.
//                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#priceCents().
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#priceCents(+1).
    set priceCents(int value) {
//      ^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#priceCents(+1).
//      kind Method
//                          ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#priceCents(+1).
      if (value < 0) {
        throw ArgumentError.value(value, 'value', 'must not be negative');
      }
      _priceCents = value;
    }
  
    @override
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#describe().
    String describe() => '$name (${formatCents(priceCents)})';
//         ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#describe().
//         kind Method
//                                 ^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/formatCents().
//                  ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#describe().
  
    /// Orders products by name.
    @override
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#compareTo().
    int compareTo(Product other) => name.compareTo(other.name);
//      ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#compareTo().
//      kind Method
//      documentation
//      > Orders products by name.
//                ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                             ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#compareTo().
  
    /// Redirects to [Product.sample].
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#free().
    factory Product.free(String id) = Product.sample;
//          ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                  ^^^^ definition soulindex . . . `dart/catalog.dart`/Product#free().
//                  kind Constructor
//                  documentation
//                  > Redirects to [Product.sample].
//                                    ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                                                 ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#free().
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#+().
    Product operator +(int extra) => Product(id, name, _priceCents + extra);
//  ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                   ^ definition soulindex . . . `dart/catalog.dart`/Product#+().
//                   kind Method
//                                   ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#+().
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Product#cheapest().
    static Product cheapest(List<Product> all) {
//         ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                 ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Product#cheapest().
//                 kind Method
//                               ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                                           ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#cheapest().
      final sorted = [...all]..sort((a, b) => a.priceCents - b.priceCents);
      return sorted.first;
    }
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Product#
  
  /// Adds discounts to an entry.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Discountable#
  mixin Discountable on Entry {
//      ^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Discountable#
//      kind Trait
//      documentation
//      > Adds discounts to an entry.
//                      ^^^^^ reference soulindex . . . `dart/catalog.dart`/Entry#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Discountable#discount.
    double discount = 0;
//         ^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Discountable#discount.
//         kind Field
//                    ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Discountable#discount.
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Discountable#discounted().
    double discounted(int cents) => cents * (1 - discount);
//         ^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Discountable#discounted().
//         kind Method
//                             ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Discountable#discounted().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Discountable#
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Result#
  sealed class Result<T> {
//             ^^^^^^ definition soulindex . . . `dart/catalog.dart`/Result#
//             kind Class
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Result#Result().
    const Result();
//        ^^^^^^ definition soulindex . . . `dart/catalog.dart`/Result#Result().
//        kind Constructor
//               ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Result#Result().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Result#
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Ok#
  final class Ok<T> extends Result<T> {
//            ^^ definition soulindex . . . `dart/catalog.dart`/Ok#
//            kind Class
//                          ^^^^^^ reference soulindex . . . `dart/catalog.dart`/Result#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Ok#Ok().
    const Ok(this.value);
//        ^^ definition soulindex . . . `dart/catalog.dart`/Ok#Ok().
//        kind Constructor
//                     ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Ok#Ok().
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Ok#value.
    final T value;
//          ^^^^^ definition soulindex . . . `dart/catalog.dart`/Ok#value.
//          kind Field
//              ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Ok#value.
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Ok#
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Failure#
  base class Failure<T> extends Result<T> {
//           ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Failure#
//           kind Class
//                              ^^^^^^ reference soulindex . . . `dart/catalog.dart`/Result#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Failure#Failure().
    const Failure(this.error);
//        ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Failure#Failure().
//        kind Constructor
//                          ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Failure#Failure().
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Failure#error.
    final Object error;
//               ^^^^^ definition soulindex . . . `dart/catalog.dart`/Failure#error.
//               kind Field
//                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Failure#error.
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Failure#
  
  /// Extra helpers on lists of products.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/ProductList#
  extension ProductList on List<Product> {
//          ^^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/ProductList#
//          kind Class
//          documentation
//          > Extra helpers on lists of products.
//                              ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/ProductList#totalCents().
    int get totalCents => fold(0, (sum, p) => sum + p.priceCents);
//          ^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/ProductList#totalCents().
//          kind Method
//                   ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/ProductList#totalCents().
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/ProductList#available().
    List<Product> available() => where((p) => p.availability.orderable).toList();
//       ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/ProductList#available().
//                kind Method
//                          ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/ProductList#available().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/ProductList#
  
  /// A typed product identifier.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/ProductId#
  extension type ProductId(String value) {
//               ^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/ProductId#
//               kind Class
//               documentation
//               > A typed product identifier.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/ProductId#isValid().
    bool get isValid => value.isNotEmpty;
//           ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/ProductId#isValid().
//           kind Method
//                 ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/ProductId#isValid().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/ProductId#
  
  /// Catalog of products, keyed by id.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Catalog#
  class Catalog<P extends Product> {
//      ^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Catalog#
//      kind Class
//      documentation
//      > Catalog of products, keyed by id.
//                        ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Catalog#_items.
    final Map<String, P> _items = {};
//                       ^^^^^^ definition soulindex . . . `dart/catalog.dart`/Catalog#_items.
//                       kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Catalog#_items.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Catalog#_added.
    final StreamController<P> _added = StreamController.broadcast();
//                            ^^^^^^ definition soulindex . . . `dart/catalog.dart`/Catalog#_added.
//                            kind Field
//                                                                ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Catalog#_added.
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Catalog#added().
    Stream<P> get added => _added.stream;
//                ^^^^^ definition soulindex . . . `dart/catalog.dart`/Catalog#added().
//                kind Method
//                    ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Catalog#added().
  
    /// Adds [product]; throws [StateError] when the catalog is full.
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Catalog#add().
    void add(P product) {
//       ^^^ definition soulindex . . . `dart/catalog.dart`/Catalog#add().
//       kind Method
//       documentation
//       > Adds [product]; throws [StateError] when the catalog is full.
//                    ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Catalog#add().
      if (_items.length >= maxProducts) {
//                         ^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/maxProducts.
        throw StateError('catalog full');
      }
      _items[product.id] = product;
      _added.add(product);
    }
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Catalog#`[]`().
    P? operator [](String id) => _items[id];
//              ^^ definition soulindex . . . `dart/catalog.dart`/Catalog#`[]`().
//              kind Method
//                          ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Catalog#`[]`().
  
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Catalog#close().
    Future<void> close() async {
//               ^^^^^ definition soulindex . . . `dart/catalog.dart`/Catalog#close().
//               kind Method
//                     ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Catalog#close().
      await _added.close();
    }
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Catalog#
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Repository#
  abstract class Repository<T extends Identified> {
//               ^^^^^^^^^^ definition soulindex . . . `dart/catalog.dart`/Repository#
//               kind Class
//                                    ^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Identified#
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Repository#find().
    Future<T?> find(String id);
//             ^^^^ definition soulindex . . . `dart/catalog.dart`/Repository#find().
//             kind Method
//                           ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Repository#find().
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog.dart`/Repository#save().
    Future<void> save(T item);
//               ^^^^ definition soulindex . . . `dart/catalog.dart`/Repository#save().
//               kind Method
//                          ⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Repository#save().
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog.dart`/Repository#
  
