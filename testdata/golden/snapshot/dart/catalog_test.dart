  import 'package:test/test.dart';
  import '../lib/catalog.dart' as cat;
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog_test.dart`/main().
  void main() {
//     ^^^^ definition soulindex . . . `dart/catalog_test.dart`/main().
//     kind Function
//          ⌃ enclosing_range_end soulindex . . . `dart/catalog_test.dart`/main().
    group('Product', () {
      late cat.Product product;
  
      setUp(() {
        product = cat.Product('p1', 'Pen', 150);
      });
  
      test('formats price', () {
        expect(cat.formatCents(product.priceCents), equals('1.50'));
      });
  
      test('rejects negative price', () {
        expect(() => product.priceCents = -1, throwsArgumentError);
      });
    });
  }
  
//⌄ enclosing_range_start soulindex . . . `dart/catalog_test.dart`/FakeRepository#
  class FakeRepository implements cat.Repository<cat.Product> {
//      ^^^^^^^^^^^^^^ definition soulindex . . . `dart/catalog_test.dart`/FakeRepository#
//      kind Class
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog_test.dart`/FakeRepository#_store.
    final _store = <String, cat.Product>{};
//        ^^^^^^ definition soulindex . . . `dart/catalog_test.dart`/FakeRepository#_store.
//        kind Field
//                                       ⌃ enclosing_range_end soulindex . . . `dart/catalog_test.dart`/FakeRepository#_store.
  
    @override
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog_test.dart`/FakeRepository#find().
    Future<cat.Product?> find(String id) async => _store[id];
//                       ^^^^ definition soulindex . . . `dart/catalog_test.dart`/FakeRepository#find().
//                       kind Method
//                                     ⌃ enclosing_range_end soulindex . . . `dart/catalog_test.dart`/FakeRepository#find().
  
    @override
//  ⌄ enclosing_range_start soulindex . . . `dart/catalog_test.dart`/FakeRepository#save().
    Future<void> save(cat.Product item) async {
//               ^^^^ definition soulindex . . . `dart/catalog_test.dart`/FakeRepository#save().
//               kind Method
//                                    ⌃ enclosing_range_end soulindex . . . `dart/catalog_test.dart`/FakeRepository#save().
      _store[item.id] = item;
    }
  }
//⌃ enclosing_range_end soulindex . . . `dart/catalog_test.dart`/FakeRepository#
  
