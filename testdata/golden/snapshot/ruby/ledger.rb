  # frozen_string_literal: true
  
  require "json"
  require "bigdecimal"
  require_relative "ledger/version"
  require_relative 'ledger/errors'
  
  # Ledger keeps double-entry accounting books in memory.
  #
  # It is a small library: accounts, transactions and a journal that
  # validates that every transaction balances.
//⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/
  module Ledger
//       ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/
//       kind Module
//       documentation
//       > Ledger keeps double-entry accounting books in memory.
//       > 
//       > It is a small library: accounts, transactions and a journal that
//       > validates that every transaction balances.
    # Default currency of new accounts.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/DEFAULT_CURRENCY.
    DEFAULT_CURRENCY = "EUR"
//  ^^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/DEFAULT_CURRENCY.
//  kind Constant
//  documentation
//  > Default currency of new accounts.
//                         ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/DEFAULT_CURRENCY.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/MAX_ENTRIES.
    MAX_ENTRIES = 10_000
//  ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/MAX_ENTRIES.
//  kind Constant
//                     ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/MAX_ENTRIES.
  
    # Raised when a transaction does not balance.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#
    class UnbalancedError < StandardError
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#
//        kind Class
//        documentation
//        > Raised when a transaction does not balance.
      # The difference between debits and credits.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#difference.
      attr_reader :difference
//                ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#difference.
//                kind Field
//                documentation
//                > The difference between debits and credits.
//                          ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#difference.
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#initialize().
      def initialize(difference)
//        ^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#initialize().
//        kind Constructor
//                   ^^^^^^^^^^ definition local 3
        @difference = difference
//                    ^^^^^^^^^^ reference local 3
        super("transaction is off by #{difference}")
//                                     ^^^^^^^^^^ reference local 3
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#initialize().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#
  
    # Mixin for objects that can be serialized to a hash.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/
    module Serializable
//         ^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/
//         kind Module
//         documentation
//         > Mixin for objects that can be serialized to a hash.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/to_h().
      def to_h
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/to_h().
//        kind Method
        instance_variables.each_with_object({}) do |ivar, hash|
//                                                  ^^^^ definition local 6
//                                                        ^^^^ definition local 7
          hash[ivar.to_s.delete("@").to_sym] = instance_variable_get(ivar)
//        ^^^^ reference local 7
//             ^^^^ reference local 6
//                  ^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Entry#to_s().
//                                                                   ^^^^ reference local 6
        end
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/to_h().
  
      # Serializes the object to JSON.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/to_json().
      def to_json(*args)
//        ^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/to_json().
//        kind Method
//        documentation
//        > Serializes the object to JSON.
//                 ^^^^ definition local 9
        to_h.to_json(*args)
//                    ^^^^ reference local 9
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/to_json().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/
  
    # An account holds a running balance.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#
    class Account
//        ^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#
//        kind Class
//        documentation
//        > An account holds a running balance.
      include Comparable
      include Serializable
//            ^^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Serializable/
      extend Forwardable
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#KINDS.
      KINDS = %i[asset liability equity income expense].freeze
//    ^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#KINDS.
//    kind Constant
//                                                           ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#KINDS.
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#name.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#kind.
      attr_accessor :name, :kind
//                  ^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#name.
//                  kind Field
//                         ^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#kind.
//                         kind Field
//                             ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#name.
//                             ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#kind.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#balance.
      attr_reader :balance
//                ^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#balance.
//                kind Field
//                       ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#balance.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#currency.
      attr_writer :currency
//                ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#currency.
//                kind Field
//                        ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#currency.
  
      def_delegators :@entries, :size, :empty?
  
      # Creates an account.
      #
      # @param name [String] a unique account name
      # @param kind [Symbol] one of KINDS
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#initialize().
      def initialize(name, kind: :asset, currency: DEFAULT_CURRENCY)
//        ^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#initialize().
//        kind Constructor
//        documentation
//        > Creates an account.
//        > 
//        > @param name [String] a unique account name
//        > @param kind [Symbol] one of KINDS
//                   ^^^^ definition local 12
//                         ^^^^ definition local 13
//                                       ^^^^^^^^ definition local 14
//                                                 ^^^^^^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/DEFAULT_CURRENCY.
        raise ArgumentError, "unknown kind #{kind}" unless KINDS.include?(kind)
//                                           ^^^^ reference local 13
//                                                         ^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#KINDS.
//                                                                        ^^^^ reference local 13
  
        @name = name
//              ^^^^ reference local 12
        @kind = kind
//              ^^^^ reference local 13
        @currency = currency
//                  ^^^^^^^^ reference local 14
        @balance = BigDecimal("0")
        @entries = []
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#initialize().
  
      # The currency code, upper case.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#currency().
      def currency
//        ^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#currency().
//        kind Method
//        documentation
//        > The currency code, upper case.
        @currency.to_s.upcase
//                ^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Entry#to_s().
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#currency().
  
      # Posts an amount; debits are positive.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#post().
      def post(amount, memo = nil)
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#post().
//        kind Method
//        documentation
//        > Posts an amount; debits are positive.
//             ^^^^^^ definition local 17
//                     ^^^^ definition local 18
        local_total = @balance + amount
//      ^^^^^^^^^^^ definition local 19
//                               ^^^^^^ reference local 17
        @entries << Entry.new(amount, memo)
//                  ^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Entry#
//                            ^^^^^^ reference local 17
//                                    ^^^^ reference local 18
        @balance = local_total
//                 ^^^^^^^^^^^ reference local 19
        self
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#post().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#`<=>`().
      def <=>(other)
//        ^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#`<=>`().
//        kind Method
//            ^^^^^ definition local 21
        name <=> other.name
//               ^^^^^ reference local 21
//                     ^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#name.
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#`<=>`().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#`debit?`().
      def debit?
//        ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#`debit?`().
//        kind Method
        %i[asset expense].include?(kind)
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#`debit?`().
  
      # Builds an account from a hash.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#from_h().
      def self.from_h(hash)
//             ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#from_h().
//             kind Method
//             documentation
//             > Builds an account from a hash.
//                    ^^^^ definition local 24
        new(hash.fetch(:name), kind: hash.fetch(:kind, :asset).to_sym)
//          ^^^^ reference local 24
//                                   ^^^^ reference local 24
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#from_h().
  
      class << self
        # Accounts created so far, by name.
//      ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#registry().
        def registry
//          ^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#registry().
//          kind Method
//          documentation
//          > Accounts created so far, by name.
          @registry ||= {}
        end
//        ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#registry().
  
//      ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#register().
        def register(account)
//          ^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#register().
//          kind Method
//                   ^^^^^^^ definition local 25
          registry[account.name] = account
//                 ^^^^^^^ reference local 25
//                         ^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#name.
//                                 ^^^^^^^ reference local 25
        end
//        ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#register().
      end
  
      private
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#`validate!`().
      def validate!
//        ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#`validate!`().
//        kind Method
        raise ArgumentError, "name is empty" if name.nil? || name.empty?
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#`validate!`().
  
      protected
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#entries.
      attr_reader :entries
//                ^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#entries.
//                kind Field
//                       ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#entries.
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#
  
    # A single posting in an account.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Entry#
    Entry = Struct.new(:amount, :memo) do
//  ^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Entry#
//  kind Class
//  documentation
//  > A single posting in an account.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Entry#to_s().
      def to_s
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Entry#to_s().
//        kind Method
        "#{amount} #{memo}"
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Entry#to_s().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Entry#
  
    # A balanced set of postings.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#
    class Transaction
//        ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#
//        kind Class
//        documentation
//        > A balanced set of postings.
      include Enumerable
      prepend Ledger::Instrumented
//            ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                    ^^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#date.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#description.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#postings.
      attr_reader :date, :description, :postings
//                ^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#date.
//                kind Field
//                       ^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#description.
//                       kind Field
//                                     ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#postings.
//                                     kind Field
//                                             ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#date.
//                                             ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#description.
//                                             ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#postings.
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#initialize().
      def initialize(date:, description:)
//        ^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#initialize().
//        kind Constructor
//                   ^^^^ definition local 29
//                          ^^^^^^^^^^^ definition local 30
        @date = date
//              ^^^^ reference local 29
        @description = description
//                     ^^^^^^^^^^^ reference local 30
        @postings = []
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#initialize().
  
      # Adds a posting to the transaction.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#add().
      def add(account, amount)
//        ^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#add().
//        kind Method
//        documentation
//        > Adds a posting to the transaction.
//            ^^^^^^^ definition local 32
//                     ^^^^^^ definition local 33
        @postings << [account, amount]
//                    ^^^^^^^ reference local 32
//                             ^^^^^^ reference local 33
        self
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#add().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#each().
      def each(&block)
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#each().
//        kind Method
//              ^^^^^ definition local 35
        @postings.each(&block)
//                      ^^^^^ reference local 35
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#each().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`balanced?`().
      def balanced?
//        ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`balanced?`().
//        kind Method
        sum { |(_, amount)| amount }.zero?
//              ^ definition local 37
//                 ^^^^^^ definition local 38
//                          ^^^^^^ reference local 38
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`balanced?`().
  
      # Applies the postings; raises UnbalancedError when unbalanced.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`commit!`().
      def commit!
//        ^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`commit!`().
//        kind Method
//        documentation
//        > Applies the postings; raises UnbalancedError when unbalanced.
        diff = sum { |(_, amount)| amount }
//      ^^^^ definition local 40
//                     ^ definition local 41
//                        ^^^^^^ definition local 42
//                                 ^^^^^^ reference local 42
        raise UnbalancedError.new(diff) unless diff.zero?
//            ^^^^^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#
//                                ^^^^ reference local 40
//                                             ^^^^ reference local 40
  
        each { |account, amount| account.post(amount, description) }
//              ^^^^^^^ definition local 43
//                       ^^^^^^ definition local 44
//                               ^^^^^^^ reference local 43
//                                       ^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#post().
//                                            ^^^^^^ reference local 44
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`commit!`().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#
  
    # Journal of all committed transactions.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Journal#
    class Journal < Base::Collection
//        ^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Journal#
//        kind Class
//        documentation
//        > Journal of all committed transactions.
      include Enumerable
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Journal#initialize().
      def initialize
//        ^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Journal#initialize().
//        kind Constructor
        super()
        @transactions = []
        @lock = Mutex.new
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Journal#initialize().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Journal#record().
      def record(transaction)
//        ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Journal#record().
//        kind Method
//               ^^^^^^^^^^^ definition local 48
        @lock.synchronize do
          transaction.commit!
//        ^^^^^^^^^^^ reference local 48
          @transactions << transaction
//                         ^^^^^^^^^^^ reference local 48
        end
      rescue UnbalancedError => e
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/UnbalancedError#
//                              ^ definition local 49
        warn "rejected: #{e.message}"
//                        ^ reference local 49
        nil
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Journal#record().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Journal#each().
      def each(&block) = @transactions.each(&block)
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Journal#each().
//        kind Method
//              ^^^^^ definition local 51
//                                           ^^^^^ reference local 51
//                                                ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Journal#each().
  
      # Total of all postings to an account.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Journal#total_for().
      def total_for(account)
//        ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Journal#total_for().
//        kind Method
//        documentation
//        > Total of all postings to an account.
//                  ^^^^^^^ definition local 53
        @transactions.sum do |txn|
//                            ^^^ definition local 54
          txn.postings.select { |acct, _| acct == account }.sum { |_, amount| amount }
//        ^^^ reference local 54
//            ^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#postings.
//                               ^^^^ definition local 55
//                                     ^ definition local 56
//                                        ^^^^ reference local 55
//                                                ^^^^^^^ reference local 53
//                                                                 ^ definition local 57
//                                                                    ^^^^^^ definition local 58
//                                                                            ^^^^^^ reference local 58
        end
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Journal#total_for().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Journal#
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/
  
  # Reports are nested under the library's namespace.
//⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Report#
  class Ledger::Report
//      ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//              ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Report#
//              kind Class
//              documentation
//              > Reports are nested under the library's namespace.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Report#HEADER.
    HEADER = "Ledger report"
//  ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Report#HEADER.
//  kind Constant
//                         ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Report#HEADER.
  
    # Creates a report over a journal.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Report#initialize().
    def initialize(journal)
//      ^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Report#initialize().
//      kind Constructor
//      documentation
//      > Creates a report over a journal.
//                 ^^^^^^^ definition local 61
      @journal = journal
//               ^^^^^^^ reference local 61
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Report#initialize().
  
    # Renders the report as text lines.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Report#render().
    def render
//      ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Report#render().
//      kind Method
//      documentation
//      > Renders the report as text lines.
      lines = [HEADER]
//    ^^^^^ definition local 63
//             ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Report#HEADER.
      @journal.each do |txn|
//                      ^^^ definition local 64
        lines << format("%-10s %s", txn.date, txn.description)
//      ^^^^^ reference local 63
//                                  ^^^ reference local 64
//                                      ^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#date.
//                                            ^^^ reference local 64
//                                                ^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#description.
      end
      lines.join("\n")
//    ^^^^^ reference local 63
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Report#render().
  
    # Formats balances of accounts as a table.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#
    class Table < Ledger::Report
//        ^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#
//        kind Class
//        documentation
//        > Formats balances of accounts as a table.
//                ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                        ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Report#
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#COLUMNS.
      COLUMNS = 2
//    ^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#COLUMNS.
//    kind Constant
//              ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#COLUMNS.
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#render().
      def render
//        ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#render().
//        kind Method
        super.upcase
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#render().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Report#Table#
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Report#
  
//⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/
  module Ledger
//       ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/
//       kind Module
//       documentation
//       > Ledger keeps double-entry accounting books in memory.
//       > 
//       > It is a small library: accounts, transactions and a journal that
//       > validates that every transaction balances.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Formats/
    module Formats
//         ^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Formats/
//         kind Module
      # CSV export of a journal.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#
      class Csv
//          ^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#
//          kind Class
//          documentation
//          > CSV export of a journal.
//      ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#SEPARATOR.
        SEPARATOR = ","
//      ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#SEPARATOR.
//      kind Constant
//                    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#SEPARATOR.
  
//      ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#dump().
        def self.dump(journal)
//               ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#dump().
//               kind Method
//                    ^^^^^^^ definition local 71
          journal.map { |txn| [txn.date, txn.description].join(SEPARATOR) }.join("\n")
//        ^^^^^^^ reference local 71
//                       ^^^ definition local 72
//                             ^^^ reference local 72
//                                 ^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#date.
//                                       ^^^ reference local 72
//                                           ^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#description.
//                                                             ^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#SEPARATOR.
        end
//        ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#dump().
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Formats/VERSION_MAP.
      VERSION_MAP = {
//    ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Formats/VERSION_MAP.
//    kind Constant
        csv: Csv
//           ^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#
      }.freeze
//           ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Formats/VERSION_MAP.
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Formats/
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/
  
//⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/
  module Ledger
//       ^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/
//       kind Module
//       documentation
//       > Ledger keeps double-entry accounting books in memory.
//       > 
//       > It is a small library: accounts, transactions and a journal that
//       > validates that every transaction balances.
//  ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/
    module Instrumented
//         ^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/
//         kind Module
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/`commit!`().
      def commit!
//        ^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/`commit!`().
//        kind Method
        started = Time.now
//      ^^^^^^^ definition local 76
        result = super
//      ^^^^^^ definition local 77
        Instrumented.log(Time.now - started)
//      ^^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/
//                   ^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/log().
//                                  ^^^^^^^ reference local 76
        result
//      ^^^^^^ reference local 77
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/`commit!`().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/log().
      def self.log(seconds)
//             ^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/log().
//             kind Method
//                 ^^^^^^^ definition local 79
        $stderr.puts format("commit took %.3fs", seconds)
//                                               ^^^^^^^ reference local 79
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/log().
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/
  
  # Builds a sample ledger with two accounts.
//⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/sample_ledger().
  def sample_ledger
//    ^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/sample_ledger().
//    kind Function
//    documentation
//    > Builds a sample ledger with two accounts.
    cash = Ledger::Account.new("cash")
//  ^^^^ definition local 80
//         ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                 ^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#
    revenue = Ledger::Account.new("revenue", kind: :income)
//  ^^^^^^^ definition local 81
//            ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                    ^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Account#
    txn = Ledger::Transaction.new(date: "2024-01-01", description: "sale")
//  ^^^ definition local 82
//        ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//                ^^^^^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#
    txn.add(cash, 100).add(revenue, -100)
//  ^^^ reference local 82
//      ^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#add().
//          ^^^^ reference local 80
//                     ^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#add().
//                         ^^^^^^^ reference local 81
    Ledger::Journal.new.tap { |j| j.record(txn) }
//  ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
//          ^^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Journal#
//                             ^ definition local 83
//                                ^ reference local 83
//                                  ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/Journal#record().
//                                         ^^^ reference local 82
  end
//  ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/sample_ledger().
  
//⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/TOP_LEVEL_LIMIT.
  TOP_LEVEL_LIMIT = 3
//^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/TOP_LEVEL_LIMIT.
//kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/TOP_LEVEL_LIMIT.
//⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/$global_counter.
  $global_counter = 0
//^^^^^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/$global_counter.
//kind Variable
//                  ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/$global_counter.
  
