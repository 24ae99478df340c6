  /** The inventory module. */
//⌄ enclosing_range_start soulindex . . . java/
  module com.example.inventory {
//       ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . java/
//       kind Module
//       documentation
//       > The inventory module.
      requires java.base;
      requires transitive org.slf4j;
  
      exports com.example.inventory;
      exports com.example.inventory.spi to com.example.pricing;
  
      uses com.example.inventory.spi.PriceSource;
  }
//⌃ enclosing_range_end soulindex . . . java/
  
