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
        @difference = difference
        super("transaction is off by #{difference}")
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
          hash[ivar.to_s.delete("@").to_sym] = instance_variable_get(ivar)
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
        to_h.to_json(*args)
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
        raise ArgumentError, "unknown kind #{kind}" unless KINDS.include?(kind)
  
        @name = name
        @kind = kind
        @currency = currency
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
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#currency().
  
      # Posts an amount; debits are positive.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#post().
      def post(amount, memo = nil)
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#post().
//        kind Method
//        documentation
//        > Posts an amount; debits are positive.
        local_total = @balance + amount
        @entries << Entry.new(amount, memo)
        @balance = local_total
        self
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Account#post().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Account#`<=>`().
      def <=>(other)
//        ^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Account#`<=>`().
//        kind Method
        name <=> other.name
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
        new(hash.fetch(:name), kind: hash.fetch(:kind, :asset).to_sym)
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
          registry[account.name] = account
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
        @date = date
        @description = description
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
        @postings << [account, amount]
        self
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#add().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#each().
      def each(&block)
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#each().
//        kind Method
        @postings.each(&block)
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#each().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`balanced?`().
      def balanced?
//        ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Transaction#`balanced?`().
//        kind Method
        sum { |(_, amount)| amount }.zero?
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
        raise UnbalancedError.new(diff) unless diff.zero?
  
        each { |account, amount| account.post(amount, description) }
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
        @lock.synchronize do
          transaction.commit!
          @transactions << transaction
        end
      rescue UnbalancedError => e
        warn "rejected: #{e.message}"
        nil
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Journal#record().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Journal#each().
      def each(&block) = @transactions.each(&block)
//        ^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Journal#each().
//        kind Method
//                                                ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Journal#each().
  
      # Total of all postings to an account.
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Journal#total_for().
      def total_for(account)
//        ^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Journal#total_for().
//        kind Method
//        documentation
//        > Total of all postings to an account.
        @transactions.sum do |txn|
          txn.postings.select { |acct, _| acct == account }.sum { |_, amount| amount }
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
      @journal = journal
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
      @journal.each do |txn|
        lines << format("%-10s %s", txn.date, txn.description)
      end
      lines.join("\n")
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
          journal.map { |txn| [txn.date, txn.description].join(SEPARATOR) }.join("\n")
        end
//        ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#dump().
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Formats/Csv#
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Formats/VERSION_MAP.
      VERSION_MAP = {
//    ^^^^^^^^^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Formats/VERSION_MAP.
//    kind Constant
        csv: Csv
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
        result = super
        Instrumented.log(Time.now - started)
        result
      end
//      ⌃ enclosing_range_end soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/`commit!`().
  
//    ⌄ enclosing_range_start soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/log().
      def self.log(seconds)
//             ^^^ definition soulindex . . . `ruby/ledger.rb`/Ledger/Instrumented/log().
//             kind Method
        $stderr.puts format("commit took %.3fs", seconds)
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
//         ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
    revenue = Ledger::Account.new("revenue", kind: :income)
//            ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
    txn = Ledger::Transaction.new(date: "2024-01-01", description: "sale")
//        ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
    txn.add(cash, 100).add(revenue, -100)
    Ledger::Journal.new.tap { |j| j.record(txn) }
//  ^^^^^^ reference soulindex . . . `ruby/ledger.rb`/Ledger/
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
  
