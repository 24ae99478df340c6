//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/`com.example`/
  package com.example
//        ^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/`com.example`/
//        kind Module
//                  ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/`com.example`/
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/ledger/
  package ledger
//        ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/ledger/
//        kind Module
//             ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/ledger/
  
  import java.time.Instant
  import scala.collection.mutable
  import scala.util.{Failure, Success, Try => Attempt}
  import scala.concurrent._
  import cats.syntax.all.*
  import java.util.{Map => JMap, List as JList}
  
  /** Amount of money in minor units (cents). */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Cents#
  type Cents = Long
//     ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Cents#
//     kind TypeAlias
//     documentation
//     > Amount of money in minor units (cents).
//                ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Cents#
  
  /** Currency codes accepted by the ledger. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/SupportedCurrencies.
  val SupportedCurrencies: Set[String] = Set("EUR", "USD", "GBP")
//    ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/SupportedCurrencies.
//    kind Variable
//    documentation
//    > Currency codes accepted by the ledger.
//                                                              ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/SupportedCurrencies.
  
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/debugMode.
  var debugMode = false
//    ^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/debugMode.
//    kind Variable
//                    ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/debugMode.
  
  /** Formats an amount for display, e.g. `12.34 EUR`. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/formatAmount().
  def formatAmount(amount: Cents, currency: String): String =
//    ^^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/formatAmount().
//    kind Function
//    documentation
//    > Formats an amount for display, e.g. `12.34 EUR`.
//                         ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
    val whole = amount / 100
    val cents = math.abs(amount % 100)
    f"$whole%d.$cents%02d $currency"
  
  /** Errors raised while posting entries. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#
  sealed trait LedgerError extends Exception:
//             ^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#
//             kind Trait
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/formatAmount().
    /** Human readable description. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#message().
    def message: String
//      ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#message().
//      kind Method
//      documentation
//      > Human readable description.
//                    ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#message().
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#getMessage().
    override def getMessage: String = message
//               ^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#getMessage().
//               kind Method
//                                          ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#getMessage().
  
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#
  object LedgerError:
//       ^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#
//       kind Trait
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#
//                              ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#debit.
//                                            ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#credit.
    final case class Unbalanced(debit: Cents, credit: Cents) extends LedgerError:
//                   ^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#
//                   kind Class
//                              ^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#debit.
//                              kind Field
//                                     ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
//                                            ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#credit.
//                                            kind Field
//                                                    ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
//                                                                   ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
//                                         ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#debit.
//                                                        ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#credit.
//    ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#message().
      def message = s"unbalanced transaction: $debit != $credit"
//        ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#message().
//        kind Method
//                                                             ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#message().
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#
//                            ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#id.
    case class UnknownAccount(id: AccountId) extends LedgerError:
//             ^^^^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#
//             kind Class
//                            ^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#id.
//                            kind Field
//                                ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                                   ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
// ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#Unbalanced#
//                                        ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#id.
//    ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#message().
      def message = s"unknown account ${id.value}"
//        ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#message().
//        kind Method
//                                               ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#message().
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#Closed#
    case object Closed extends LedgerError:
//              ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#Closed#
//              kind Class
//                             ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
// ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#UnknownAccount#
//    ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/LedgerError#Closed#message.
      val message = "ledger is closed"
//        ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/LedgerError#Closed#message.
//        kind Variable
//                                   ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#Closed#message.
  
  /** Identifies an account. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountId#
//                           ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountId#value.
  final case class AccountId(value: String) extends AnyVal
//                 ^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountId#
//                 kind Class
//                           ^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountId#value.
//                           kind Field
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/LedgerError#Closed#
//                                       ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountId#value.
//                                                       ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountId#
  
  /** Kinds of account, with the sign of their normal balance. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountKind#
//                 ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountKind#sign.
  enum AccountKind(val sign: Int):
//     ^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountKind#
//     kind Enum
//     documentation
//     > Kinds of account, with the sign of their normal balance.
//                     ^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountKind#sign.
//                     kind Field
//                             ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountKind#sign.
//       ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountKind#Asset.
    case Asset extends AccountKind(1)
//       ^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountKind#Asset.
//       kind EnumMember
//                     ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountKind#
//                                  ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountKind#Asset.
//       ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountKind#Liability.
    case Liability extends AccountKind(-1)
//       ^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountKind#Liability.
//       kind EnumMember
//                         ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountKind#
//                                       ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountKind#Liability.
//       ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountKind#Income.
//               ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountKind#Expense.
    case Income, Expense extends AccountKind(0)
//       ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountKind#Income.
//       kind EnumMember
//               ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountKind#Expense.
//               kind EnumMember
//                               ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountKind#
//            ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountKind#Income.
//                                            ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountKind#Expense.
  
    /** True for accounts that appear on the balance sheet. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/AccountKind#onBalanceSheet().
    def onBalanceSheet: Boolean = this == Asset || this == Liability
//      ^^^^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/AccountKind#onBalanceSheet().
//      kind Method
//      documentation
//      > True for accounts that appear on the balance sheet.
//                                                                 ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountKind#onBalanceSheet().
  
  /** Direction of a posting. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Side#
  enum Side:
//     ^^^^ definition soulindex . . . `scala/Ledger.scala`/Side#
//     kind Enum
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/AccountKind#
//       ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Side#Debit.
//              ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Side#Credit.
    case Debit, Credit
//       ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Side#Debit.
//       kind EnumMember
//              ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Side#Credit.
//              kind EnumMember
//           ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Side#Debit.
//                   ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Side#Credit.
  
  /** One line of a transaction. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Posting#
//                   ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Posting#account.
//                                       ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Posting#side.
//                                                   ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Posting#amount.
  case class Posting(account: AccountId, side: Side, amount: Cents):
//           ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Posting#
//           kind Class
//                   ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Posting#account.
//                   kind Field
//                            ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                       ^^^^ definition soulindex . . . `scala/Ledger.scala`/Posting#side.
//                                       kind Field
//                                             ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                   ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Posting#amount.
//                                                   kind Field
//                                                           ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Side#
//                                    ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Posting#account.
//                                                ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Posting#side.
//                                                               ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Posting#amount.
    require(amount > 0, "amount must be positive")
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Posting#signed().
    def signed: Cents = side match
//      ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Posting#signed().
//      kind Method
//              ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
      case Side.Debit  => amount
//         ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
      case Side.Credit => -amount
//         ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
  
  /**
   * A balanced set of postings.
   *
   * @param id unique transaction id
   * @param postings the lines; debits must equal credits
   */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Transaction#
//                       ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Transaction#id.
//                                 ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Transaction#at.
//                                              ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Transaction#postings.
  case class Transaction(id: Long, at: Instant, postings: List[Posting]):
//           ^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Transaction#
//           kind Class
//                       ^^ definition soulindex . . . `scala/Ledger.scala`/Transaction#id.
//                       kind Field
//                                 ^^ definition soulindex . . . `scala/Ledger.scala`/Transaction#at.
//                                 kind Field
//                                              ^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Transaction#postings.
//                                              kind Field
//                                                             ^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Posting#
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Posting#
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Posting#signed().
//                              ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Transaction#id.
//                                           ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Transaction#at.
//                                                                    ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Transaction#postings.
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Transaction#total().
    def total(side: Side): Cents =
//      ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Transaction#total().
//      kind Method
//                  ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                         ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
      postings.filter(_.side == side).map(_.amount).sum
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Transaction#isBalanced().
    def isBalanced: Boolean = total(Side.Debit) == total(Side.Credit)
//      ^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Transaction#isBalanced().
//      kind Method
//                                  ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                       ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
// ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Transaction#total().
//                                                                  ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Transaction#isBalanced().
  
  /** Something that can be persisted. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Store#
  trait Store[F[_], A]:
//      ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Store#
//      kind Trait
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Transaction#
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Store#Key#
    type Key
//       ^^^ definition soulindex . . . `scala/Ledger.scala`/Store#Key#
//       kind TypeAlias
//         ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Store#Key#
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Store#load().
    def load(key: Key): F[Option[A]]
//      ^^^^ definition soulindex . . . `scala/Ledger.scala`/Store#load().
//      kind Method
//                                 ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Store#load().
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Store#save().
    def save(value: A): F[Unit]
//      ^^^^ definition soulindex . . . `scala/Ledger.scala`/Store#save().
//      kind Method
//                            ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Store#save().
  
  /** Base class of ledgers; subclasses choose the storage. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#
//                      ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#name.
  abstract class Ledger(val name: String, currency: String = "EUR"):
//               ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#
//               kind Class
//                          ^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#name.
//                          kind Field
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Store#
//                                     ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#name.
    import Ledger.*
//         ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Ledger#
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#accounts.
    protected val accounts = mutable.Map.empty[AccountId, AccountKind]
//                ^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#accounts.
//                kind Field
//                                             ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                                        ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountKind#
//                                                                   ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#accounts.
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#closed.
    private var closed: Boolean = false
//              ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#closed.
//              kind Field
//                                    ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#closed.
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#nextId.
    private[ledger] var nextId: Long = 1L
//          ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/ledger/
//                      ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#nextId.
//                      kind Field
//                                      ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#nextId.
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#createdAt.
    val createdAt: Instant = Instant.now()
//      ^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#createdAt.
//      kind Field
//                                       ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#createdAt.
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#label.
    lazy val label: String = s"$name ($currency)"
//           ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#label.
//           kind Field
//                                              ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#label.
  
    /** Stores a transaction. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#persist().
    protected def persist(tx: Transaction): Unit
//                ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#persist().
//                kind Method
//                documentation
//                > Stores a transaction.
//                            ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
//                                             ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#persist().
  
    /** Opens an account, failing when it exists already. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#open().
    def open(id: AccountId, kind: AccountKind): Attempt[AccountId] =
//      ^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#open().
//      kind Method
//      documentation
//      > Opens an account, failing when it exists already.
//               ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountKind#
//                                                      ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
      if accounts.contains(id) then Failure(IllegalStateException(s"duplicate $id"))
      else
        accounts(id) = kind
        Success(id)
  
    /** Posts a transaction after checking it. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#post().
    def post(postings: Posting*): Either[LedgerError, Transaction] =
//      ^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#post().
//      kind Method
//                     ^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Posting#
//                                       ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
//                                                    ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
// ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#open().
      if closed then return Left(LedgerError.Closed)
//                               ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
      postings.find(p => !accounts.contains(p.account)) match
        case Some(p) => Left(LedgerError.UnknownAccount(p.account))
//                           ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
        case None =>
          val tx = Transaction(nextId, Instant.now(), postings.toList)
//                 ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
          if !tx.isBalanced then
            Left(LedgerError.Unbalanced(tx.total(Side.Debit), tx.total(Side.Credit)))
//               ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/LedgerError#
//                                               ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                                     ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
          else
            nextId += 1
            persist(tx)
            Right(tx)
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#close().
    def close(): Unit = closed = true
//      ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#close().
//      kind Method
// ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#post().
//                                  ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#close().
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#this().
    def this(name: String) = this(name, "EUR")
//      ^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#this().
//      kind Constructor
//                                           ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#this().
  
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#
  object Ledger:
//       ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#
//       kind Class
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#
    /** Largest amount accepted in one posting. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#MaxAmount.
    final val MaxAmount: Cents = 1_000_000_00L
//            ^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#MaxAmount.
//            kind Constant
//            documentation
//            > Largest amount accepted in one posting.
//                       ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
//                                           ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#MaxAmount.
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#log.
    private val log = java.util.logging.Logger.getLogger("ledger")
//              ^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#log.
//              kind Variable
//                                                               ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#log.
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#apply().
    def apply(name: String): Ledger = new InMemoryLedger(name)
//      ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#apply().
//      kind Method
//                           ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Ledger#
//                                                           ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#apply().
  
    /** Ledger that keeps its transactions in a buffer. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#
    class InMemoryLedger(name: String) extends Ledger(name):
//        ^^^^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#
//        kind Class
//        documentation
//        > Ledger that keeps its transactions in a buffer.
//                                             ^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Ledger#
//    ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#journal.
      private val journal = mutable.ArrayBuffer.empty[Transaction]
//                ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#journal.
//                kind Field
//                                                    ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
//                                                               ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#journal.
  
//    ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#persist().
      override protected def persist(tx: Transaction): Unit =
//                           ^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#persist().
//                           kind Method
//                                       ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
        log.fine(s"persist ${tx.id}")
        journal += tx
  
//    ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#transactions().
      def transactions: Seq[Transaction] = journal.toSeq
//        ^^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#transactions().
//        kind Method
//                          ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
//   ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#persist().
//                                                     ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#transactions().
  
  /** Ordering of transactions by time. */
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/transactionOrdering.
  given transactionOrdering: Ordering[Transaction] = Ordering.by(_.at)
//      ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/transactionOrdering.
//      kind Variable
//                                    ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Ledger#InMemoryLedger#
//                                                                   ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/transactionOrdering.
  
  given Conversion[String, AccountId] = AccountId(_)
//                         ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                      ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
  
//⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Codecs#
  object Codecs {
//       ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Codecs#
//       kind Class
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Codecs#idOrdering.
    implicit val idOrdering: Ordering[AccountId] = Ordering.by(_.value)
//               ^^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Codecs#idOrdering.
//               kind Variable
//                                    ^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/AccountId#
//                                                                    ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Codecs#idOrdering.
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#
//                           ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#c.
    implicit class RichCents(private val c: Cents) extends AnyVal {
//                 ^^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#
//                 kind Class
//                                       ^ definition soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#c.
//                                       kind Field
//                                          ^^^^^ reference soulindex . . . `scala/Ledger.scala`/Cents#
//                                              ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#c.
//    ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#euros().
      def euros: BigDecimal = BigDecimal(c) / 100
//        ^^^^^ definition soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#euros().
//        kind Method
//                                              ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#euros().
    }
//  ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Codecs#RichCents#
  
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/Codecs#encode().
    def encode(tx: Transaction): String = {
//      ^^^^^^ definition soulindex . . . `scala/Ledger.scala`/Codecs#encode().
//      kind Method
//                 ^^^^^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Transaction#
      val lines = tx.postings.map { p =>
        s"${p.account.value};${p.side};${p.amount}"
      }
      lines.mkString("\n")
    }
//  ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Codecs#encode().
  }
//⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/Codecs#
  
  extension (p: Posting)
//              ^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Posting#
    /** The posting with its side flipped. */
//  ⌄ enclosing_range_start soulindex . . . `scala/Ledger.scala`/reversed().
    def reversed: Posting = p.copy(side = if p.side == Side.Debit then Side.Credit else Side.Debit)
//      ^^^^^^^^ definition soulindex . . . `scala/Ledger.scala`/reversed().
//      kind Function
//      documentation
//      > The posting with its side flipped.
//                ^^^^^^^ reference soulindex . . . `scala/Ledger.scala`/Posting#
//                                                     ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                                     ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                                                      ^^^^ reference soulindex . . . `scala/Ledger.scala`/Side#
//                                                                                                ⌃ enclosing_range_end soulindex . . . `scala/Ledger.scala`/reversed().
  
