  /** The inventory module. */
//⌄ enclosing_range_start soulindex . . . `com.example.inventory`/
  module com.example.inventory {
//       ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/
//       kind Module
//       documentation
//       > The inventory module.
      requires java.base;
      requires transitive org.slf4j;
  
      exports com.example.inventory;
      exports com.example.inventory.spi to com.example.pricing;
  
      uses com.example.inventory.spi.PriceSource;
  }
//⌃ enclosing_range_end soulindex . . . `com.example.inventory`/
  
