  -- A migration with a statement the grammar cannot read in the middle.
  
  -- Products we sell.
//⌄ enclosing_range_start soulindex . . . `sql/broken.sql`/products#
  CREATE TABLE products (
//             ^^^^^^^^ definition soulindex . . . `sql/broken.sql`/products#
//             kind Struct
//             documentation
//             > Products we sell.
//  ⌄ enclosing_range_start soulindex . . . `sql/broken.sql`/products#id.
    id integer PRIMARY KEY,
//  ^^ definition soulindex . . . `sql/broken.sql`/products#id.
//  kind Field
//                       ⌃ enclosing_range_end soulindex . . . `sql/broken.sql`/products#id.
//  ⌄ enclosing_range_start soulindex . . . `sql/broken.sql`/products#name.
    name text NOT NULL
//  ^^^^ definition soulindex . . . `sql/broken.sql`/products#name.
//  kind Field
//                   ⌃ enclosing_range_end soulindex . . . `sql/broken.sql`/products#name.
  );
//⌃ enclosing_range_end soulindex . . . `sql/broken.sql`/products#
  
  CREATE TABLE ( broken ,, stuff
    whatever ) ENGINE;;
  SELECT FROM WHERE ;
  
  -- Stock per product.
//⌄ enclosing_range_start soulindex . . . `sql/broken.sql`/stock#
  CREATE TABLE stock (
//             ^^^^^ definition soulindex . . . `sql/broken.sql`/stock#
//             kind Struct
//             documentation
//             > Stock per product.
//  ⌄ enclosing_range_start soulindex . . . `sql/broken.sql`/stock#product_id.
    product_id integer REFERENCES products (id),
//  ^^^^^^^^^^ definition soulindex . . . `sql/broken.sql`/stock#product_id.
//  kind Field
//                                ^^^^^^^^ reference soulindex . . . `sql/broken.sql`/products#
//                                            ⌃ enclosing_range_end soulindex . . . `sql/broken.sql`/stock#product_id.
//  ⌄ enclosing_range_start soulindex . . . `sql/broken.sql`/stock#on_hand.
    on_hand integer NOT NULL DEFAULT 0
//  ^^^^^^^ definition soulindex . . . `sql/broken.sql`/stock#on_hand.
//  kind Field
//                                   ⌃ enclosing_range_end soulindex . . . `sql/broken.sql`/stock#on_hand.
  );
//⌃ enclosing_range_end soulindex . . . `sql/broken.sql`/stock#
  
//⌄ enclosing_range_start soulindex . . . `sql/broken.sql`/low_stock#
  CREATE VIEW low_stock AS SELECT product_id FROM stock WHERE on_hand < 5;
//            ^^^^^^^^^ definition soulindex . . . `sql/broken.sql`/low_stock#
//            kind Struct
//                                                ^^^^^ reference soulindex . . . `sql/broken.sql`/stock#
//                                                                      ⌃ enclosing_range_end soulindex . . . `sql/broken.sql`/low_stock#
  
