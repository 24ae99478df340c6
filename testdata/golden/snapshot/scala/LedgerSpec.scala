//⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/`com.example.ledger`/
  package com.example.ledger
//        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/`com.example.ledger`/
//        kind Module
//                    ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/ledger/
//                         ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/`com.example.ledger`/
  
  import org.scalatest.funsuite.AnyFunSuite
  import org.scalatest.matchers.should.Matchers
  
  // Unit tests for Ledger.
//⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#
  class LedgerSpec extends AnyFunSuite with Matchers {
//      ^^^^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#
//      kind Class
//      documentation
//      > Unit tests for Ledger.
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#cash.
    private val cash = AccountId("cash")
//              ^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#cash.
//              kind Field
//                     ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                     ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#cash.
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#sales.
    private val sales = AccountId("sales")
//              ^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#sales.
//              kind Field
//                      ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                       ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#sales.
  
    /** A ledger with two accounts. */
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#fixture().
    def fixture(): Ledger = {
//      ^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#fixture().
//      kind Method
//      documentation
//      > A ledger with two accounts.
//                 ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Ledger#
      val l = Ledger("test")
//            ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Ledger#
      l.open(cash, AccountKind.Asset)
//                 ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountKind#
      l.open(sales, AccountKind.Income)
//                  ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountKind#
      l
    }
//  ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#fixture().
  
    test("balanced transaction is posted") {
      val l = fixture()
      val res = l.post(Posting(cash, Side.Debit, 100), Posting(sales, Side.Credit, 100))
//                     ^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Posting#
//                                   ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                     ^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Posting#
//                                                                    ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
      res.isRight shouldBe true
    }
  
    test("unbalanced transaction is rejected") {
      val l = fixture()
      l.post(Posting(cash, Side.Debit, 100)) shouldBe Left(LedgerError.Unbalanced(100, 0))
//           ^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Posting#
//                         ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                         ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
    }
  
    test("closed ledger rejects postings") {
      val l = fixture()
      l.close()
      l.post() shouldBe Left(LedgerError.Closed)
//                           ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
    }
  }
//⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#
  
//⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#
  object LedgerSpec {
//       ^^^^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#
//       kind Class
//       documentation
//       > Unit tests for Ledger.
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Check#
    type Check = Ledger => Boolean
//       ^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Check#
//       kind TypeAlias
//               ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Ledger#
//                               ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Check#
  
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#minAmount.
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#maxAmount.
    val (minAmount, maxAmount) = (1L, Ledger.MaxAmount)
//       ^^^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#minAmount.
//       kind Variable
//                  ^^^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#maxAmount.
//                  kind Variable
//                                    ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Ledger#
//                                                    ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#minAmount.
//                                                    ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#maxAmount.
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#seed.
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#runs.
    var seed, runs = 0
//      ^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#seed.
//      kind Variable
//            ^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#runs.
//            kind Variable
//                   ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#seed.
//                   ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#runs.
  
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Helpers#
    trait Helpers { self: AnyFunSuite =>
//        ^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Helpers#
//        kind Trait
//    ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Helpers#expectBalanced().
      def expectBalanced(tx: Transaction): Unit = assert(tx.isBalanced)
//        ^^^^^^^^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Helpers#expectBalanced().
//        kind Method
//                           ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
//                                                                    ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Helpers#expectBalanced().
    }
//  ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Helpers#
  
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Outcome#
    sealed abstract class Outcome
//                        ^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Outcome#
//                        kind Class
//                              ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Outcome#
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Passed#
    case object Passed extends Outcome
//              ^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Passed#
//              kind Class
//                                   ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#Passed#
//  ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#FailedWith#
//                        ⌄ enclosing_range_start soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#FailedWith#reason.
    case class FailedWith(reason: String) extends Outcome
//             ^^^^^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#FailedWith#
//             kind Class
//                        ^^^^^^ definition soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#FailedWith#reason.
//                        kind Field
//                                     ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#FailedWith#reason.
//                                                      ⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#FailedWith#
  }
//⌃ enclosing_range_end soulindex . . . `scala/LedgerSpec.scala`/LedgerSpec#
  
