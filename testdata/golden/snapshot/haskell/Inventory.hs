  {-# LANGUAGE GADTs #-}
  {-# LANGUAGE PatternSynonyms #-}
  {-# LANGUAGE TypeFamilies #-}
  
  -- | Stock keeping for a small warehouse: items, locations, movements and
  -- a query language over the stock ledger.
  --
  -- The public API is re-exported from "Inventory.Prelude".
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Inventory/
  module Inventory
//       ^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Inventory/
//       kind Module
//       documentation
//       > Stock keeping for a small warehouse: items, locations, movements and
//       > a query language over the stock ledger.
//       > 
//       > The public API is re-exported from "Inventory.Prelude".
    ( -- * Items
      Item(..)
//    ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
    , Sku
//    ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
    , Category(Hardware, Software, Service)
//    ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Category#
    , mkItem
//    ^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/mkItem().
      -- * Stock
    , Stock
//    ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
    , emptyStock
//    ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/emptyStock().
    , receive
//    ^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/receive().
    , ship
//    ^^^^ reference soulindex . . . `haskell/Inventory.hs`/ship().
    , (<+>)
    , StockError(..)
//    ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/StockError#
      -- * Queries
    , Query(..)
//    ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
    , runQuery
//    ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/runQuery().
    , pattern NoStock
//            ^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/NoStock().
    , module Inventory.Types
//           ^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Inventory/
    ) where
//        ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Inventory/
  
  import qualified Data.Map.Strict as Map
  import Data.List (sortBy, foldl')
  import Data.Ord (comparing, Down(..))
  import Control.Monad (when, unless)
  import Control.Exception (Exception, throwIO)
  import Prelude hiding (lookup)
  import Data.Maybe
  import Inventory.Types
//       ^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Inventory/
  
  -- | Stock keeping unit: the warehouse-wide identifier of an item.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Sku#
  type Sku = String
//     ^^^ definition soulindex . . . `haskell/Inventory.hs`/Sku#
//     kind TypeAlias
//     documentation
//     > Stock keeping unit: the warehouse-wide identifier of an item.
//                ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Sku#
  
  -- | What an item is, for reporting.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Category#
  data Category
//     ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Category#
//     kind Enum
//     documentation
//     > What an item is, for reporting.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Category#Hardware.
    = Hardware      -- ^ physical goods
//    ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Category#Hardware.
//    kind EnumMember
//    documentation
//    > physical goods
//           ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Category#Hardware.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Category#Software.
    | Software      -- ^ licences and keys
//    ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Category#Software.
//    kind EnumMember
//    documentation
//    > licences and keys
//           ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Category#Software.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Category#Service.
    | Service Int   -- ^ hours of work
//    ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Category#Service.
//    kind EnumMember
//    documentation
//    > hours of work
//              ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Category#Service.
    deriving (Show, Eq, Ord)
//                         ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Category#
  
  -- | One catalogue entry.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Item#
  data Item = Item
//     ^^^^ definition soulindex . . . `haskell/Inventory.hs`/Item#
//     kind Struct
//     documentation
//     > One catalogue entry.
//            ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Item#itemSku.
    { itemSku      :: !Sku          -- ^ unique key
//    ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Item#itemSku.
//    kind Field
//    documentation
//    > unique key
//                     ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                       ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Item#itemSku.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Item#itemName.
    , itemName     :: String
//    ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Item#itemName.
//    kind Field
//                         ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Item#itemName.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Item#itemCategory.
    , itemCategory :: Category
//    ^^^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Item#itemCategory.
//    kind Field
//                    ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Category#
//                           ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Item#itemCategory.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Item#unitPrice.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Item#unitWeight.
    , unitPrice, unitWeight :: !Double
//    ^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Item#unitPrice.
//    kind Field
//               ^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Item#unitWeight.
//               kind Field
//                                   ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Item#unitPrice.
//                                   ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Item#unitWeight.
    } deriving (Show, Eq)
//                      ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Item#
  
  -- | Quantity on hand per location.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Stock#
//                        ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Stock#unStock.
  newtype Stock = Stock { unStock :: Map.Map (Sku, Location) Int }
//        ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Stock#
//        kind Struct
//        documentation
//        > Quantity on hand per location.
//                ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                        ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Stock#unStock.
//                        kind Field
//                                            ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                                                 ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
//                                                             ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Stock#unStock.
    deriving (Show)
//                ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Stock#
  
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Location#
  newtype Location = Location String
//        ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Location#
//        kind Struct
//                   ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
    deriving (Show, Eq, Ord)
//                         ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Location#
  
  -- | How urgently a movement must be processed.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Priority#
  data Priority
//     ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Priority#
//     kind Enum
//     documentation
//     > How urgently a movement must be processed.
    = -- | Whenever convenient.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Priority#Low.
      Low
//    ^^^ definition soulindex . . . `haskell/Inventory.hs`/Priority#Low.
//    kind EnumMember
//    documentation
//    > Whenever convenient.
//      ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Priority#Low.
    | -- | Within the day.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Priority#Normal.
      Normal
//    ^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Priority#Normal.
//    kind EnumMember
//    documentation
//    > Within the day.
//         ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Priority#Normal.
    | -- | Right now.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Priority#Urgent.
      Urgent
//    ^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Priority#Urgent.
//    kind EnumMember
//    documentation
//    > Right now.
//         ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Priority#Urgent.
    deriving (Show, Eq, Ord, Enum, Bounded)
//                                        ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Priority#
  
  -- | Settings of the stock tool.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Config#
  data Config = Config
//     ^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Config#
//     kind Struct
//     documentation
//     > Settings of the stock tool.
//              ^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Config#
    { -- | Where unlabelled goods go.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Config#cfgDefault.
      cfgDefault :: Location
//    ^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Config#cfgDefault.
//    kind Field
//    documentation
//    > Where unlabelled goods go.
//                  ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
//                         ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Config#cfgDefault.
      -- | Refuse orders above this many units.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Config#cfgLimit.
    , cfgLimit :: Int
//    ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Config#cfgLimit.
//    kind Field
//    documentation
//    > Refuse orders above this many units.
//                  ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Config#cfgLimit.
    }
//  ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Config#
  
  -- | Errors raised by stock movements.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/StockError#
  data StockError
//     ^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/StockError#
//     kind Enum
//     documentation
//     > Errors raised by stock movements.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/StockError#NotEnough.
    = NotEnough Sku Int
//    ^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/StockError#NotEnough.
//    kind EnumMember
//              ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/StockError#NotEnough.
//    ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/StockError#UnknownItem.
//                  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/StockError#UnknownItem.missingSku.
    | UnknownItem { missingSku :: Sku }
//    ^^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/StockError#UnknownItem.
//    kind EnumMember
//                  ^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/StockError#UnknownItem.missingSku.
//                  kind Field
//                                ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                                  ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/StockError#UnknownItem.missingSku.
//                                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/StockError#UnknownItem.
    deriving Show
//              ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/StockError#
  
  instance Exception StockError
//                   ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/StockError#
  
  -- | A typed query over the stock ledger.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Query#
  data Query a where
//     ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Query#
//     kind Enum
//     documentation
//     > A typed query over the stock ledger.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Query#CountOf.
    CountOf  :: Sku -> Query Int
//  ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Query#CountOf.
//  kind EnumMember
//              ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                     ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
//                             ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Query#CountOf.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Query#ValueOf.
    ValueOf  :: Sku -> Query Double
//  ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Query#ValueOf.
//  kind EnumMember
//              ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                     ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
//                                ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Query#ValueOf.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Query#AllSkus.
    AllSkus  :: Query [Sku]
//  ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Query#AllSkus.
//  kind EnumMember
//              ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
//                     ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                        ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Query#AllSkus.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Query#Both.
    Both     :: Query a -> Query b -> Query (a, b)
//  ^^^^ definition soulindex . . . `haskell/Inventory.hs`/Query#Both.
//  kind EnumMember
//              ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
//                         ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
//                                    ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
//                                               ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Query#
//                                               ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Query#Both.
  
  -- | Result of a lookup that may fail.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Lookup#
//                ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Lookup#Found.
//                          ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Lookup#Missing.
  data Lookup a = Found a | Missing
//     ^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Lookup#
//     kind Enum
//     documentation
//     > Result of a lookup that may fail.
//                ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Lookup#Found.
//                kind EnumMember
//                          ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Lookup#Missing.
//                          kind EnumMember
//                      ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Lookup#Found.
//                                ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Lookup#
//                                ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Lookup#Missing.
  
  -- | Containers of stock that can be merged and measured.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Measurable#
  class Measurable f where
//      ^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Measurable#
//      kind Interface
//      documentation
//      > Containers of stock that can be merged and measured.
    -- | Total number of units.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Measurable#units().
    units :: f -> Int
//  ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Measurable#units().
//  kind Method
//  documentation
//  > Total number of units.
//                  ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Measurable#units().
    -- | Merge two containers.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Measurable#merge().
    merge :: f -> f -> f
//  ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Measurable#merge().
//  kind Method
//  documentation
//  > Merge two containers.
//                     ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Measurable#merge().
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Measurable#isEmpty().
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Measurable#nonEmpty().
    isEmpty, nonEmpty :: f -> Bool
//  ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Measurable#isEmpty().
//  kind Method
//           ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Measurable#nonEmpty().
//           kind Method
//                               ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Measurable#isEmpty().
//                               ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Measurable#nonEmpty().
    isEmpty x = units x == 0
    nonEmpty = not . isEmpty
//                         ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Measurable#
  
  -- | Associated types: the key a container is indexed by.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Indexed#
  class Indexed c where
//      ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Indexed#
//      kind Interface
//      documentation
//      > Associated types: the key a container is indexed by.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Indexed#Key#
    type Key c
//       ^^^ definition soulindex . . . `haskell/Inventory.hs`/Indexed#Key#
//       kind TypeAlias
//           ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Indexed#Key#
    -- | Keys present in the container.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Indexed#keys().
    keys :: c -> [Key c]
//  ^^^^ definition soulindex . . . `haskell/Inventory.hs`/Indexed#keys().
//  kind Method
//  documentation
//  > Keys present in the container.
//                     ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Indexed#
//                     ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Indexed#keys().
  
  -- | Things with a human-readable label.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Labelled#
  class Labelled a where
//      ^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Labelled#
//      kind Interface
//      documentation
//      > Things with a human-readable label.
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Labelled#label().
    label :: a -> String
//  ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/Labelled#label().
//  kind Method
//                     ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Labelled#label().
    default label :: Show a => a -> String
    label = show
    {-# MINIMAL #-}
//                ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Labelled#
  
  instance Labelled Category
//         ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Labelled#
//                  ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Category#
  
  deriving instance Ord Location
//                      ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
  
  type instance Key Item = Sku
//                  ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
//                         ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
  
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/Unit#
  type family Unit a where
//            ^^^^ definition soulindex . . . `haskell/Inventory.hs`/Unit#
//            kind TypeAlias
    Unit Item = Int
//  ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Unit#
//       ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
    Unit Stock = Int
//  ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Unit#
//       ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                 ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/Unit#
  
  instance Measurable Stock where
//         ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Measurable#
//                    ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`Measurable Stock`#units().
    units (Stock m) = sum (Map.elems m)
//  ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/`Measurable Stock`#units().
//  kind Method
//         ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`Measurable Stock`#units().
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`Measurable Stock`#merge().
    merge = (<+>)
//  ^^^^^ definition soulindex . . . `haskell/Inventory.hs`/`Measurable Stock`#merge().
//  kind Method
//              ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`Measurable Stock`#merge().
  
  instance Indexed Stock where
//         ^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Indexed#
//                 ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
    type Key Stock = (Sku, Location)
//           ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                    ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                         ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`Indexed Stock`#keys().
    keys (Stock m) = Map.keys m
//  ^^^^ definition soulindex . . . `haskell/Inventory.hs`/`Indexed Stock`#keys().
//  kind Method
//        ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                            ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`Indexed Stock`#keys().
  
  instance Show a => Show (Lookup a) where
//                         ^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Lookup#
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`Show Lookup`#show().
    show (Found x) = "Found " ++ show x
//  ^^^^ definition soulindex . . . `haskell/Inventory.hs`/`Show Lookup`#show().
//  kind Method
//                                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`Show Lookup`#show().
    show Missing   = "Missing"
  
  instance Semigroup Stock where
//                   ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`Semigroup Stock`#`<>`().
    Stock a <> Stock b = Stock (Map.unionWith (+) a b)
//  ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//          ^^ definition soulindex . . . `haskell/Inventory.hs`/`Semigroup Stock`#`<>`().
//          kind Method
//             ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                       ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                                   ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`Semigroup Stock`#`<>`().
  
  instance Monoid Stock where
//                ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`Monoid Stock`#mempty().
    mempty = emptyStock
//  ^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/`Monoid Stock`#mempty().
//  kind Method
//           ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/emptyStock().
//                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`Monoid Stock`#mempty().
  
  instance Functor Lookup where
//                 ^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Lookup#
//  ⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`Functor Lookup`#fmap().
    fmap f (Found x) = Found (f x)
//  ^^^^ definition soulindex . . . `haskell/Inventory.hs`/`Functor Lookup`#fmap().
//  kind Method
//                               ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`Functor Lookup`#fmap().
    fmap _ Missing   = Missing
  
  -- | Matches an empty stock.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/NoStock().
  pattern NoStock :: Stock
//        ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/NoStock().
//        kind Function
//        documentation
//        > Matches an empty stock.
//                   ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                       ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/NoStock().
  pattern NoStock <- (isEmptyStock -> True)
//        ^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/NoStock().
//                    ^^^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/isEmptyStock().
    where NoStock = emptyStock
//        ^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/NoStock().
//                  ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/emptyStock().
  
  -- | Fast checksum from the C runtime.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/c_crc32().
  foreign import ccall unsafe "inventory_crc32" c_crc32 :: Int -> Int
//                                              ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/c_crc32().
//                                              kind Function
//                                              documentation
//                                              > Fast checksum from the C runtime.
//                                                                  ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/c_crc32().
  
  -- | The default storage location.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/defaultLocation().
  defaultLocation :: Location
//^^^^^^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/defaultLocation().
//kind Function
//documentation
//> The default storage location.
//                   ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
//                          ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/defaultLocation().
  defaultLocation = Location "main"
//^^^^^^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/defaultLocation().
//                  ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
  
  -- | Maximum units per location.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/maxUnits().
  maxUnits :: Int
//^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/maxUnits().
//kind Function
//documentation
//> Maximum units per location.
//              ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/maxUnits().
  maxUnits = 10000
//^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/maxUnits().
  
  -- | Builds an item, rejecting empty SKUs and negative prices.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/mkItem().
  mkItem :: Sku -> String -> Category -> Double -> Either String Item
//^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/mkItem().
//kind Function
//documentation
//> Builds an item, rejecting empty SKUs and negative prices.
//          ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                           ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Category#
//                                                               ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
//                                                                  ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/mkItem().
  mkItem sku name cat price
//^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/mkItem().
    | null sku = Left "empty sku"
    | price < 0 = Left ("negative price for " ++ sku)
    | otherwise = Right item
    where
      item = Item { itemSku = sku, itemName = name, itemCategory = cat
//           ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
                  , unitPrice = price, unitWeight = 0 }
      helper :: Int
      helper = 1
  
  -- | No stock anywhere.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/emptyStock().
  emptyStock :: Stock
//^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/emptyStock().
//kind Function
//documentation
//> No stock anywhere.
//              ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                  ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/emptyStock().
  emptyStock = Stock Map.empty
//^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/emptyStock().
//             ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
  
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/isEmptyStock().
  isEmptyStock :: Stock -> Bool
//^^^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/isEmptyStock().
//kind Function
//                ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                            ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/isEmptyStock().
  isEmptyStock (Stock m) = Map.null m
//^^^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/isEmptyStock().
//              ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
  
  -- | Adds units of an item at a location.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/receive().
  receive :: Sku -> Location -> Int -> Stock -> Either StockError Stock
//^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/receive().
//kind Function
//documentation
//> Adds units of an item at a location.
//           ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                  ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
//                                     ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                                     ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/StockError#
//                                                                ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                                                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/receive().
  receive sku loc n (Stock m)
//^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/receive().
//                   ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
    | n <= 0 = Right (Stock m)
//                    ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
    | otherwise = Right (Stock (Map.insertWith (+) (sku, loc) n m))
//                       ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
  {-# INLINE receive #-}
  
  -- | Removes units, failing when there are not enough.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/ship().
  ship :: Sku -> Location -> Int -> Stock -> Either StockError Stock
//^^^^ definition soulindex . . . `haskell/Inventory.hs`/ship().
//kind Function
//documentation
//> Removes units, failing when there are not enough.
//        ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//               ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Location#
//                                  ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                                  ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/StockError#
//                                                             ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                                                 ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/ship().
  ship sku loc n (Stock m) =
//^^^^ reference soulindex . . . `haskell/Inventory.hs`/ship().
//                ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
    case Map.lookup (sku, loc) m of
      Nothing -> Left (UnknownItem sku)
      Just have
        | have < n -> Left (NotEnough sku have)
        | otherwise -> Right (Stock (Map.insert (sku, loc) (have - n) m))
//                            ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
  
  -- | Merges two stocks, adding quantities.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/`<+>`().
  (<+>) :: Stock -> Stock -> Stock
// ^^^ definition soulindex . . . `haskell/Inventory.hs`/`<+>`().
// kind Function
// documentation
// > Merges two stocks, adding quantities.
//         ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                  ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                           ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                               ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/`<+>`().
  Stock a <+> Stock b = Stock (Map.unionWith (+) a b)
//^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//            ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                      ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
  
  infixr 5 <+>
  
  -- | Weight of a shipment in kilograms.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/shipmentWeight().
  shipmentWeight
//^^^^^^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/shipmentWeight().
//kind Function
//documentation
//> Weight of a shipment in kilograms.
    :: Item     -- ^ the item shipped
//     ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
    -> Int      -- ^ number of units
    -> Double
//          ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/shipmentWeight().
  shipmentWeight item n = unitWeight item * fromIntegral n
//^^^^^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/shipmentWeight().
  
  -- | Quantity of an item over all locations.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/quantity().
  quantity :: Sku -> Stock -> Int
//^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/quantity().
//kind Function
//documentation
//> Quantity of an item over all locations.
//            ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                   ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                              ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/quantity().
  quantity sku (Stock m) = foldl' add 0 (Map.toList m)
//^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/quantity().
//              ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
    where
      add acc ((s, _), n)
        | s == sku = acc + n
        | otherwise = acc
  
  -- | Evaluates a query against a catalogue and a stock.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/runQuery().
  runQuery :: Map.Map Sku Item -> Stock -> Query a -> a
//^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/runQuery().
//kind Function
//documentation
//> Evaluates a query against a catalogue and a stock.
//                    ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                        ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
//                                ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                         ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Query#
//                                                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/runQuery().
  runQuery _ st (CountOf sku) = quantity sku st
//^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/runQuery().
//                              ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/quantity().
  runQuery cat st (ValueOf sku) =
//^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/runQuery().
    let n = quantity sku st
//          ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/quantity().
        price = maybe 0 unitPrice (Map.lookup sku cat)
     in fromIntegral n * price
  runQuery cat _ AllSkus = Map.keys cat
//^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/runQuery().
  runQuery cat st (Both a b) = (runQuery cat st a, runQuery cat st b)
//^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/runQuery().
//                              ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/runQuery().
//                                                 ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/runQuery().
  
  -- Top selling items first; no signature, so the equation is the symbol.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/ranking().
  ranking items = sortBy (comparing (Down . snd)) items
//^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/ranking().
//kind Function
//documentation
//> Top selling items first; no signature, so the equation is the symbol.
//                                                    ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/ranking().
  
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/total().
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/average().
  total, average :: [Int] -> Int
//^^^^^ definition soulindex . . . `haskell/Inventory.hs`/total().
//kind Function
//       ^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/average().
//       kind Function
//                             ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/total().
//                             ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/average().
  total = sum
//^^^^^ reference soulindex . . . `haskell/Inventory.hs`/total().
  average xs = total xs `div` max 1 (length xs)
//^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/average().
//             ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/total().
  
  -- | Ships every line of an order, stopping at the first error.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/shipOrder().
  shipOrder :: [(Sku, Int)] -> Stock -> IO Stock
//^^^^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/shipOrder().
//kind Function
//documentation
//> Ships every line of an order, stopping at the first error.
//               ^^^ reference soulindex . . . `haskell/Inventory.hs`/Sku#
//                             ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                         ^^^^^ reference soulindex . . . `haskell/Inventory.hs`/Stock#
//                                             ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/shipOrder().
  shipOrder order st0 = go order st0
//^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/shipOrder().
    where
      go [] st = pure st
      go ((sku, n) : rest) st = do
        when (n > maxUnits) $ putStrLn ("large order line: " ++ sku)
//                ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/maxUnits().
        case ship sku defaultLocation n st of
//           ^^^^ reference soulindex . . . `haskell/Inventory.hs`/ship().
//                    ^^^^^^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/defaultLocation().
          Left err -> throwIO err
          Right st' -> do
            let remaining = quantity sku st'
//                          ^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/quantity().
            unless (remaining > 0) $ putStrLn ("sold out: " ++ sku)
            go rest st'
  
  -- | Report lines, one per category.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/report().
  report :: [Item] -> [String]
//^^^^^^ definition soulindex . . . `haskell/Inventory.hs`/report().
//kind Function
//documentation
//> Report lines, one per category.
//           ^^^^ reference soulindex . . . `haskell/Inventory.hs`/Item#
//                           ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/report().
  report items =
//^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/report().
    [ show c ++ ": " ++ show (length (filter ((== c) . itemCategory) items))
    | c <- categories
    ]
    where
      categories = [Hardware, Software, Service 1]
  
  -- | Entry point of the stock tool.
//⌄ enclosing_range_start soulindex . . . `haskell/Inventory.hs`/main().
  main :: IO ()
//^^^^ definition soulindex . . . `haskell/Inventory.hs`/main().
//kind Function
//documentation
//> Entry point of the stock tool.
//            ⌃ enclosing_range_end soulindex . . . `haskell/Inventory.hs`/main().
  main = do
//^^^^ reference soulindex . . . `haskell/Inventory.hs`/main().
    let stock = emptyStock
//              ^^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/emptyStock().
    st <- shipOrder [] stock
//        ^^^^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/shipOrder().
    mapM_ putStrLn (report [])
//                  ^^^^^^ reference soulindex . . . `haskell/Inventory.hs`/report().
    print (units st)
  
