  -- | Tests for "Inventory".
//⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/Main/
  module Main (main) where
//       ^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/Main/
//       kind Module
//       documentation
//       > Tests for "Inventory".
//             ^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/main().
//                       ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/Main/
  
  import Test.Hspec
  import Test.QuickCheck (property, (==>))
  import qualified Inventory as I
  import Inventory (Stock, emptyStock, receive, ship, (<+>))
  import qualified Data.Map as M hiding (map)
  
  -- | A stock with one widget.
//⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
  oneWidget :: Stock
//^^^^^^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
//kind Function
//documentation
//> A stock with one widget.
//                 ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
  oneWidget = either (error . show) id (receive "w-1" loc 1 emptyStock)
//^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
    where
      loc = I.defaultLocation
  
  -- | Property: receiving then shipping the same amount is a no-op.
//⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/prop_roundTrip().
  prop_roundTrip :: Int -> Bool
//^^^^^^^^^^^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/prop_roundTrip().
//kind Function
//documentation
//> Property: receiving then shipping the same amount is a no-op.
//                            ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/prop_roundTrip().
  prop_roundTrip n =
//^^^^^^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/prop_roundTrip().
    n > 0 ==> case receive "x" I.defaultLocation n emptyStock >>= ship "x" I.defaultLocation n of
      Right s -> I.quantity "x" s == 0
      Left _ -> False
  
//⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/Fixture#
  data Fixture = Fixture
//     ^^^^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/Fixture#
//     kind Struct
//               ^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/Fixture#
//    ⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/Fixture#fixtureName.
    { fixtureName  :: String
//    ^^^^^^^^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/Fixture#fixtureName.
//    kind Field
//                         ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/Fixture#fixtureName.
//    ⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/Fixture#fixtureStock.
    , fixtureStock :: Stock
//    ^^^^^^^^^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/Fixture#fixtureStock.
//    kind Field
//                        ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/Fixture#fixtureStock.
    }
//  ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/Fixture#
  
//⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/fixtures().
  fixtures :: [Fixture]
//^^^^^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/fixtures().
//kind Function
//             ^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/Fixture#
//                    ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/fixtures().
  fixtures =
//^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/fixtures().
    [ Fixture "empty" emptyStock
//    ^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/Fixture#
    , Fixture "one" oneWidget
//    ^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/Fixture#
//                  ^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
    ]
  
//⌄ enclosing_range_start soulindex . . . `haskell/InventorySpec.hs`/main().
  main :: IO ()
//^^^^ definition soulindex . . . `haskell/InventorySpec.hs`/main().
//kind Function
//            ⌃ enclosing_range_end soulindex . . . `haskell/InventorySpec.hs`/main().
  main = hspec $ do
//^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/main().
    describe "receive" $ do
      it "adds units" $
        I.quantity "w-1" oneWidget `shouldBe` 1
//                       ^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
      it "ignores zero" $
        fmap (I.quantity "w-1") (receive "w-1" I.defaultLocation 0 oneWidget) `shouldBe` Right 1
//                                                                 ^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
    describe "ship" $ do
      it "fails on unknown items" $
        case ship "nope" I.defaultLocation 1 emptyStock of
          Left (I.UnknownItem sku) -> sku `shouldBe` "nope"
          _ -> expectationFailure "expected UnknownItem"
      it "round-trips" $ property prop_roundTrip
//                                ^^^^^^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/prop_roundTrip().
    describe "merge" $
      it "adds quantities" $ do
        let merged = oneWidget <+> oneWidget
//                   ^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
//                                 ^^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/oneWidget().
        I.quantity "w-1" merged `shouldBe` 2
    mapM_ checkFixture fixtures
//                     ^^^^^^^^ reference soulindex . . . `haskell/InventorySpec.hs`/fixtures().
    where
      checkFixture f = it (fixtureName f) $ I.units (fixtureStock f) `shouldSatisfy` (>= 0)
  
