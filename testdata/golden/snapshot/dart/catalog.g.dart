  // GENERATED CODE - DO NOT MODIFY BY HAND
  
  part of 'catalog.dart';
  
  /// Serializes a [Product] to JSON.
//⌄ enclosing_range_start soulindex . . . `dart/catalog.g.dart`/_$ProductToJson().
  Map<String, dynamic> _$ProductToJson(Product instance) => <String, dynamic>{
//                     ^^^^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.g.dart`/_$ProductToJson().
//                     kind Function
//                     documentation
//                     > Serializes a [Product] to JSON.
//                                     ^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Product#
//                                                     ⌃ enclosing_range_end soulindex . . . `dart/catalog.g.dart`/_$ProductToJson().
        'id': instance.id,
        'name': instance.name,
        'price': instance.priceCents,
      };
  
//      ⌄ enclosing_range_start soulindex . . . `dart/catalog.g.dart`/_$AvailabilityEnumMap.
  const _$AvailabilityEnumMap = {
//      ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `dart/catalog.g.dart`/_$AvailabilityEnumMap.
//      kind Constant
    Availability.inStock: 'inStock',
//  ^^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Availability#
    Availability.backOrder: 'backOrder',
//  ^^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Availability#
    Availability.discontinued: 'discontinued',
//  ^^^^^^^^^^^^ reference soulindex . . . `dart/catalog.dart`/Availability#
  };
//⌃ enclosing_range_end soulindex . . . `dart/catalog.g.dart`/_$AvailabilityEnumMap.
  
