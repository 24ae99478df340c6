  # frozen_string_literal: true
  
  require "minitest/autorun"
  require_relative "../lib/ledger"
  
//⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/
  module Ledger::Testing
//       ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//               ^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/
//               kind Module
    # Shared fixtures for ledger tests.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/
    module Fixtures
//         ^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/
//         kind Module
//         documentation
//         > Shared fixtures for ledger tests.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/MIN_AMOUNT.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/MAX_AMOUNT.
      MIN_AMOUNT, MAX_AMOUNT = 1, 1_000
//    ^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/MIN_AMOUNT.
//    kind Constant
//                ^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/MAX_AMOUNT.
//                kind Constant
//                                    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/MIN_AMOUNT.
//                                    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/MAX_AMOUNT.
  
      class << self
//      ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/seed.
        attr_accessor :seed
//                    ^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/seed.
//                    kind Field
//                        ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/seed.
  
        # A fresh account with a random name.
//      ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/account().
        def account(kind = :asset)
//          ^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/account().
//          kind Method
//          documentation
//          > A fresh account with a random name.
//                  ^^^^ definition local 2
          Ledger::Account.new("acct-#{rand(1000)}", kind: kind)
//        ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                ^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#
//                                                        ^^^^ reference local 2
        end
//        ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/account().
      end
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/build_transaction().
      def build_transaction(amount)
//        ^^^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/build_transaction().
//        kind Method
//                          ^^^^^^ definition local 4
        # The first comment of a body is not part of the signature.
        cash = Fixtures.account
//      ^^^^ definition local 5
//             ^^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/
//                      ^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/account().
        income = Fixtures.account(:income)
//      ^^^^^^ definition local 6
//               ^^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/
//                        ^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/account().
        Ledger::Transaction.new(date: "2024-02-01", description: "fixture")
//      ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//              ^^^^^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/Ledger#Transaction#
                           .add(cash, amount)
//                              ^^^^ reference local 5
//                                    ^^^^^^ reference local 4
                           .add(income, -amount)
//                              ^^^^^^ reference local 6
//                                       ^^^^^^ reference local 4
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/build_transaction().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/
  
  # Money amounts as immutable values.
//⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Money#
  Money = Data.define(:cents, :currency) do
//^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Money#
//kind Class
//documentation
//> Money amounts as immutable values.
    # Formats the amount, e.g. "12.50 EUR".
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Money#to_s().
    def to_s
//      ^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Money#to_s().
//      kind Method
//      documentation
//      > Formats the amount, e.g. "12.50 EUR".
      format("%.2f %s", cents / 100.0, currency)
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Money#to_s().
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Money#
  
//⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Point#
//                             ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Point#to_a().
  Point = Struct.new(:x, :y) { def to_a = [x, y] }
//^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Point#
//kind Class
//                                 ^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Point#to_a().
//                                 kind Method
//                                             ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Point#to_a().
//                                               ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Point#
  
  # Tests for Ledger::Account.
//⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#
  class AccountTest < Minitest::Test
//      ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#
//      kind Class
//      documentation
//      > Tests for Ledger::Account.
    include Ledger::Testing::Fixtures
//          ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                  ^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/
//                           ^^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/Ledger#Testing/Fixtures/
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#`@@runs`.
    @@runs = 0
//  ^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#`@@runs`.
//  kind Field
//           ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#`@@runs`.
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#setup().
    def setup
//      ^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#setup().
//      kind Method
      @@runs += 1
      @account = Ledger::Account.new("cash")
//               ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                       ^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#setup().
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_post_updates_balance().
    def test_post_updates_balance
//      ^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_post_updates_balance().
//      kind Method
      @account.post(10)
      assert_equal 10, @account.balance
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_post_updates_balance().
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_unknown_kind_raises().
    def test_unknown_kind_raises
//      ^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_unknown_kind_raises().
//      kind Method
      error = assert_raises(ArgumentError) do
//    ^^^^^ definition local 11
        Ledger::Account.new("x", kind: :bogus)
//      ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//              ^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#
      end
      assert_match(/unknown kind/, error.message)
//                                 ^^^^^ reference local 11
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_unknown_kind_raises().
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_helper_defined_inside_method().
    def test_helper_defined_inside_method
//      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_helper_defined_inside_method().
//      kind Method
      # A def inside a method body is local to this test run.
      def scratch
        :scratch
      end
      assert_equal :scratch, scratch
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#test_helper_defined_inside_method().
  
    private
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#assert_balanced().
    def assert_balanced(txn)
//      ^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#assert_balanced().
//      kind Method
//                      ^^^ definition local 14
      assert txn.balanced?, "expected #{txn.description} to balance"
//           ^^^ reference local 14
//                                      ^^^ reference local 14
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#assert_balanced().
  
//          ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/AccountTest#helper_via_modifier().
    private def helper_via_modifier
//              ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/AccountTest#helper_via_modifier().
//              kind Method
      :helper
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#helper_via_modifier().
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/AccountTest#
  
  # A top-level class reopened with an explicit root scope.
//⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#Transaction#
  class ::Ledger::Transaction
//        ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#Transaction#
//                kind Class
//                documentation
//                > A top-level class reopened with an explicit root scope.
    alias_method :to_a, :postings
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#Transaction#
  
//⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/Ledger#configure().
  def Ledger.configure
//    ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//           ^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/Ledger#configure().
//           kind Method
    yield self if block_given?
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/Ledger#configure().
  
//⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/TransactionTest#
  class TransactionTest < Minitest::Test
//      ^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/TransactionTest#
//      kind Class
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/TransactionTest#test_balanced().
    def test_balanced
//      ^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/TransactionTest#test_balanced().
//      kind Method
      txn = build_transaction(5)
//    ^^^ definition local 17
      assert txn.balanced?
//           ^^^ reference local 17
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/TransactionTest#test_balanced().
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/TransactionTest#
  
  Minitest.after_run do
    # Defined on Object from inside a block: a function, not a method.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger_test.rb`/report_runs().
    def report_runs
//      ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger_test.rb`/report_runs().
//      kind Function
//      documentation
//      > Defined on Object from inside a block: a function, not a method.
      puts AccountTest.class_variable_get(:@@runs)
//         ^^^^^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/AccountTest#
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger_test.rb`/report_runs().
    report_runs
//  ^^^^^^^^^^^ reference soulindex . . . `ruby/ledger_test.rb`/report_runs().
  end
  
