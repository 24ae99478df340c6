  //
  //  RateLimiter.swift
  //  Throttle — a small token-bucket rate limiting library.
  //
  
  import Foundation
  import Dispatch
  import struct os.OSAllocatedUnfairLock
  import func Darwin.sqrt
  @testable import ThrottleCore
  
  /// The default number of tokens a new bucket holds.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/defaultCapacity.
  public let defaultCapacity = 64
//           ^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/defaultCapacity.
//           kind Constant
//           documentation
//           > The default number of tokens a new bucket holds.
//                              ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/defaultCapacity.
  
  /// Library-wide log level; tests lower it.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/logLevel.
  public var logLevel: LogLevel = .warning
//           ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/logLevel.
//           kind Variable
//           documentation
//           > Library-wide log level; tests lower it.
//                     ^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/LogLevel#
//                                       ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/logLevel.
  
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/bucketsCreated.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/bucketsDropped.
  private var (bucketsCreated, bucketsDropped) = (0, 0)
//             ^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/bucketsCreated.
//             kind Variable
//                             ^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/bucketsDropped.
//                             kind Variable
//                                                    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/bucketsCreated.
//                                                    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/bucketsDropped.
  
  /// A callback run whenever a request is rejected.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RejectionHandler#
  public typealias RejectionHandler = (Request, ThrottleError) -> Void
//                 ^^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RejectionHandler#
//                 kind TypeAlias
//                 documentation
//                 > A callback run whenever a request is rejected.
//                                     ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Request#
//                                              ^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
//                                                                   ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RejectionHandler#
  
  /// How verbose the limiter's logging is.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LogLevel#
  public enum LogLevel: Int, Comparable, CaseIterable {
//            ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LogLevel#
//            kind Enum
//            documentation
//            > How verbose the limiter's logging is.
      /// Everything, including every granted token.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LogLevel#trace.
      case trace = 0
//         ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LogLevel#trace.
//         kind EnumMember
//         documentation
//         > Everything, including every granted token.
//                 ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LogLevel#trace.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LogLevel#debug.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LogLevel#info.
      case debug = 1, info = 2
//         ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LogLevel#debug.
//         kind EnumMember
//                    ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LogLevel#info.
//                    kind EnumMember
//                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LogLevel#debug.
//                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LogLevel#info.
      /// Only problems.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LogLevel#warning.
      case warning = 3
//         ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LogLevel#warning.
//         kind EnumMember
//         documentation
//         > Only problems.
//                   ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LogLevel#warning.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LogLevel#error.
      case error = 4
//         ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LogLevel#error.
//         kind EnumMember
//                 ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LogLevel#error.
  
      /// Orders levels by their raw value.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LogLevel#`<`().
      public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
//                       ^ definition soulindex . . . `swift/RateLimiter.swift`/LogLevel#`<`().
//                       kind Method
//                       documentation
//                       > Orders levels by their raw value.
//                               ^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/LogLevel#
//                                              ^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/LogLevel#
          lhs.rawValue < rhs.rawValue
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LogLevel#`<`().
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LogLevel#
  
  /// Errors raised by limiters.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
  public enum ThrottleError: Error, Equatable {
//            ^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
//            kind Enum
//            documentation
//            > Errors raised by limiters.
      /// The bucket is empty; retry after the given delay.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/ThrottleError#exhausted.
      case exhausted(retryAfter: TimeInterval)
//         ^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/ThrottleError#exhausted.
//         kind EnumMember
//         documentation
//         > The bucket is empty; retry after the given delay.
//                                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/ThrottleError#exhausted.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/ThrottleError#invalidConfiguration.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/ThrottleError#closed.
      case invalidConfiguration(reason: String), closed
//         ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/ThrottleError#invalidConfiguration.
//         kind EnumMember
//                                               ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/ThrottleError#closed.
//                                               kind EnumMember
//                                                    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/ThrottleError#invalidConfiguration.
//                                                    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/ThrottleError#closed.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/ThrottleError#wrapped.
      indirect case wrapped(ThrottleError, context: String)
//                  ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/ThrottleError#wrapped.
//                  kind EnumMember
//                          ^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
//                                                        ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/ThrottleError#wrapped.
  
      /// A short, human readable description.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/ThrottleError#summary.
      public var summary: String {
//               ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/ThrottleError#summary.
//               kind Field
//               documentation
//               > A short, human readable description.
          switch self {
          case .exhausted(let delay):
              let rounded = (delay * 100).rounded() / 100
              return "exhausted, retry in \(rounded)s"
          case .invalidConfiguration(let reason):
              return "invalid configuration: \(reason)"
          case .closed:
              return "closed"
          case .wrapped(let inner, let context):
              return "\(context): \(inner.summary)"
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/ThrottleError#summary.
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
  
  /// A request to be admitted by a limiter.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Request#
  public struct Request: Hashable, Sendable {
//              ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Request#
//              kind Struct
//              documentation
//              > A request to be admitted by a limiter.
      /// The client the request belongs to.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Request#clientID.
      public let clientID: String
//               ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Request#clientID.
//               kind Field
//               documentation
//               > The client the request belongs to.
//                              ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Request#clientID.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Request#cost.
      public let cost: Int
//               ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Request#cost.
//               kind Field
//                       ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Request#cost.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Request#receivedAt.
      let receivedAt: Date
//        ^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Request#receivedAt.
//        kind Field
//                       ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Request#receivedAt.
  
      /// Creates a request costing `cost` tokens.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Request#init().
      public init(clientID: String, cost: Int = 1, receivedAt: Date = Date()) {
//           ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Request#init().
//           kind Constructor
//           documentation
//           > Creates a request costing `cost` tokens.
          precondition(cost > 0, "cost must be positive")
          self.clientID = clientID
          self.cost = cost
          self.receivedAt = receivedAt
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Request#init().
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Request#
  
  /**
   Anything that can decide whether a request may proceed.
  
   Conforming types must be safe to call from any thread.
   */
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#
  public protocol RateLimiting: AnyObject {
//                ^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#
//                kind Interface
//                documentation
//                > Anything that can decide whether a request may proceed.
//                > 
//                > Conforming types must be safe to call from any thread.
      /// The key type used to partition buckets.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#Key#
      associatedtype Key: Hashable
//                   ^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#Key#
//                   kind TypeAlias
//                   documentation
//                   > The key type used to partition buckets.
//                               ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#Key#
  
      /// A name shown in diagnostics.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#name.
      var name: String { get }
//        ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#name.
//        kind Field
//        documentation
//        > A name shown in diagnostics.
//                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#name.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#defaultPolicy.
      static var defaultPolicy: Policy { get }
//               ^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#defaultPolicy.
//               kind Field
//                              ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#defaultPolicy.
  
      /// Tries to take tokens for `request`.
      /// - Throws: `ThrottleError.exhausted` when no tokens are left.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#acquire().
      func acquire(_ request: Request) throws -> Int
//         ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#acquire().
//         kind Method
//         documentation
//         > Tries to take tokens for `request`.
//         > - Throws: `ThrottleError.exhausted` when no tokens are left.
//                            ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Request#
//                                                 ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#acquire().
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#reset().
      func reset(key: Key) async
//         ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#reset().
//         kind Method
//                             ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#reset().
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#init().
      init(policy: Policy)
//    ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#init().
//    kind Constructor
//                 ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                       ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#init().
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#subscript().
      subscript(key: Key) -> Int { get }
//    ^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#subscript().
//    kind Method
//                                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#subscript().
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/RateLimiting#`==`().
      static func == (lhs: Self, rhs: Self) -> Bool
//                ^^ definition soulindex . . . `swift/RateLimiter.swift`/RateLimiting#`==`().
//                kind Method
//                                                ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#`==`().
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/RateLimiting#
  
  /// The refill policy of a bucket.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#
  public struct Policy: Codable, Equatable {
//              ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#
//              kind Struct
//              documentation
//              > The refill policy of a bucket.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#capacity.
      public var capacity: Int
//               ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#capacity.
//               kind Field
//                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#capacity.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#refillPerSecond.
      public var refillPerSecond: Double
//               ^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#refillPerSecond.
//               kind Field
//                                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#refillPerSecond.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#burst.
      public var burst: Int?
//               ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#burst.
//               kind Field
//                         ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#burst.
  
      /// Policies shipped with the library.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#standard.
      public static let standard = Policy(capacity: defaultCapacity, refillPerSecond: 8)
//                      ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#standard.
//                      kind Field
//                      documentation
//                      > Policies shipped with the library.
//                                 ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                                                  ^^^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/defaultCapacity.
//                                                                                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#standard.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#strict.
      static let strict = Policy(capacity: 4, refillPerSecond: 1, burst: nil)
//               ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#strict.
//               kind Field
//                        ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                                                                          ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#strict.
  
      /// Coding keys: the wire format uses snake case.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#
      enum CodingKeys: String, CodingKey {
//         ^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#
//         kind Enum
//         documentation
//         > Coding keys: the wire format uses snake case.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#capacity.
          case capacity
//             ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#capacity.
//             kind EnumMember
//                    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#capacity.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#refillPerSecond.
          case refillPerSecond = "refill_per_second"
//             ^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#refillPerSecond.
//             kind EnumMember
//                                                 ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#refillPerSecond.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#burst.
          case burst
//             ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#burst.
//             kind EnumMember
//                 ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#burst.
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#CodingKeys#
  
      /// Validates the policy.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Policy#validate().
      func validate() throws {
//         ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Policy#validate().
//         kind Method
//         documentation
//         > Validates the policy.
          guard capacity > 0 else {
              throw ThrottleError.invalidConfiguration(reason: "capacity")
//                  ^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
          }
          let limit = burst ?? capacity
          if limit < capacity {
              throw ThrottleError.invalidConfiguration(reason: "burst below capacity")
//                  ^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#validate().
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Policy#
  
  /// A single token bucket.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
  final class TokenBucket {
//            ^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
//            kind Class
//            documentation
//            > A single token bucket.
      /// Tokens currently available.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#tokens.
      private(set) var tokens: Double
//                     ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#tokens.
//                     kind Field
//                     documentation
//                     > Tokens currently available.
//                                  ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#tokens.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#policy.
      let policy: Policy
//        ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#policy.
//        kind Field
//                ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#policy.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#lastRefill.
      private var lastRefill: Date
//                ^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#lastRefill.
//                kind Field
//                               ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#lastRefill.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#owner.
      weak var owner: Limiter<String>?
//             ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#owner.
//             kind Field
//                    ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
//                                   ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#owner.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#formatter.
      lazy var formatter: NumberFormatter = {
//             ^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#formatter.
//             kind Field
          let f = NumberFormatter()
          f.maximumFractionDigits = 2
          return f
      }()
//      ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#formatter.
  
      /// The fill ratio, from 0 to 1.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#fillRatio.
      var fillRatio: Double {
//        ^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#fillRatio.
//        kind Field
//        documentation
//        > The fill ratio, from 0 to 1.
          get { tokens / Double(policy.capacity) }
          set { tokens = newValue * Double(policy.capacity) }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#fillRatio.
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#isEmpty.
      var isEmpty: Bool { tokens < 1 }
//        ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#isEmpty.
//        kind Field
//                                   ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#isEmpty.
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#onRefill.
      var onRefill: ((Double) -> Void)? {
//        ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#onRefill.
//        kind Field
          didSet { onRefill?(tokens) }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#onRefill.
  
      /// Creates a full bucket.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#init().
      init(policy: Policy, now: Date = Date()) {
//    ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#init().
//    kind Constructor
//    documentation
//    > Creates a full bucket.
//                 ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
          self.policy = policy
          self.tokens = Double(policy.capacity)
          self.lastRefill = now
          bucketsCreated += 1
//        ^^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/bucketsCreated.
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#init().
  
      /// Creates a bucket from a serialized snapshot, failing on bad data.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#init(+1).
      convenience init?(snapshot: [String: Double]) {
//                ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#init(+1).
//                kind Constructor
//                documentation
//                > Creates a bucket from a serialized snapshot, failing on bad data.
          guard let capacity = snapshot["capacity"], let rate = snapshot["rate"] else {
              return nil
          }
          self.init(policy: Policy(capacity: Int(capacity), refillPerSecond: rate))
//                          ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#init(+1).
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#deinit().
      deinit {
//    ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#deinit().
//    kind Method
          bucketsDropped += 1
//        ^^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/bucketsDropped.
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#deinit().
  
      /// Adds the tokens earned since the last refill.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#refill().
      func refill(at now: Date = Date()) {
//         ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#refill().
//         kind Method
//         documentation
//         > Adds the tokens earned since the last refill.
          let elapsed = now.timeIntervalSince(lastRefill)
          let earned = elapsed * policy.refillPerSecond
          tokens = min(Double(policy.capacity), tokens + earned)
          lastRefill = now
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#refill().
  
      /// Takes `count` tokens or throws.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#take().
      @discardableResult
      func take(_ count: Int) throws -> Double {
//         ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#take().
//         kind Method
//         documentation
//         > Takes `count` tokens or throws.
          refill()
          guard tokens >= Double(count) else {
              let missing = Double(count) - tokens
              throw ThrottleError.exhausted(retryAfter: missing / policy.refillPerSecond)
//                  ^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
          }
          tokens -= Double(count)
          return tokens
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#take().
  
      /// A bucket that never refills, for tests.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#frozen().
      static func frozen(capacity: Int) -> TokenBucket {
//                ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#frozen().
//                kind Method
//                documentation
//                > A bucket that never refills, for tests.
//                                         ^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
          TokenBucket(policy: Policy(capacity: capacity, refillPerSecond: 0))
//        ^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
//                            ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#frozen().
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/TokenBucket#describe().
      class func describe() -> String { "TokenBucket" }
//               ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/TokenBucket#describe().
//               kind Method
//                                                    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#describe().
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
  
  /// A limiter keeping one bucket per key.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#
  public final class Limiter<Key: Hashable>: RateLimiting where Key: Sendable {
//                   ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#
//                   kind Class
//                   documentation
//                   > A limiter keeping one bucket per key.
//                                           ^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/RateLimiting#
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#name.
      public let name: String
//               ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#name.
//               kind Field
//                          ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#name.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#defaultPolicy.
      public static var defaultPolicy: Policy { .standard }
//                      ^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#defaultPolicy.
//                      kind Field
//                                     ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                                                        ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#defaultPolicy.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#buckets.
      private var buckets: [Key: TokenBucket] = [:]
//                ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#buckets.
//                kind Field
//                               ^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
//                                                ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#buckets.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#lock.
      private let lock = NSLock()
//                ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#lock.
//                kind Field
//                              ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#lock.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#onReject.
      public var onReject: RejectionHandler?
//               ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#onReject.
//               kind Field
//                         ^^^^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/RejectionHandler#
//                                         ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#onReject.
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#init().
      public required init(policy: Policy) {
//                    ^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#init().
//                    kind Constructor
//                                 ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
          self.name = "limiter"
          self.policy = policy
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#init().
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#policy.
      let policy: Policy
//        ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#policy.
//        kind Field
//                ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#policy.
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#acquire().
      public func acquire(_ request: Request) throws -> Int {
//                ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#acquire().
//                kind Method
//                                   ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Request#
          fatalError("use acquire(_:key:)")
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#acquire().
  
      /// Takes tokens from the bucket of `key`.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#acquire(+1).
      public func acquire(_ request: Request, key: Key) throws -> Int {
//                ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#acquire(+1).
//                kind Method
//                documentation
//                > Takes tokens from the bucket of `key`.
//                                   ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Request#
          lock.lock()
          defer { lock.unlock() }
          let bucket = buckets[key, default: TokenBucket(policy: policy)]
//                                           ^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
          buckets[key] = bucket
          do {
              return Int(try bucket.take(request.cost))
          } catch let error as ThrottleError {
//                             ^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
              onReject?(request, error)
              throw ThrottleError.wrapped(error, context: name)
//                  ^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/ThrottleError#
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#acquire(+1).
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#reset().
      public func reset(key: Key) async {
//                ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#reset().
//                kind Method
          lock.withLock { buckets[key] = nil }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#reset().
  
      /// Tokens left for `key`.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#subscript().
      public subscript(key: Key) -> Int {
//           ^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#subscript().
//           kind Method
//           documentation
//           > Tokens left for `key`.
          Int(buckets[key]?.tokens ?? Double(policy.capacity))
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#subscript().
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#`==`().
      public static func == (lhs: Limiter, rhs: Limiter) -> Bool { lhs === rhs }
//                       ^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#`==`().
//                       kind Method
//                                ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
//                                              ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
//                                                                             ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#`==`().
  
      /// Counts buckets; nested helper type.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#
      struct Stats: CustomStringConvertible {
//           ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#
//           kind Struct
//           documentation
//           > Counts buckets; nested helper type.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#active.
          var active: Int
//            ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#active.
//            kind Field
//                      ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#active.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#empty.
          var empty: Int
//            ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#empty.
//            kind Field
//                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#empty.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#description.
          var description: String { "\(active) active, \(empty) empty" }
//            ^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#description.
//            kind Field
//                                                                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#description.
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#Stats#
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#
  
  // MARK: - Conveniences
  
  extension Limiter {
//          ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
      /// A snapshot of the limiter's buckets.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#stats.
      var stats: Stats {
//        ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#stats.
//        kind Field
//        documentation
//        > A snapshot of the limiter's buckets.
          Stats(active: buckets.count, empty: buckets.values.filter(\.isEmpty).count)
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#stats.
  
      /// Drops every bucket.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#purge().
      func purge() {
//         ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#purge().
//         kind Method
//         documentation
//         > Drops every bucket.
          lock.withLock { buckets.removeAll() }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#purge().
  }
  
  extension Limiter: CustomDebugStringConvertible where Key == String {
//          ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Limiter#debugDescription.
      public var debugDescription: String { "Limiter(\(name))" }
//               ^^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Limiter#debugDescription.
//               kind Field
//                                                             ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Limiter#debugDescription.
  }
  
  extension Dictionary.Values where Value == TokenBucket {
//                                           ^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/TokenBucket#
      /// The total number of tokens held.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/`Dictionary.Values`#totalTokens.
      var totalTokens: Double { reduce(0) { $0 + $1.tokens } }
//        ^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/`Dictionary.Values`#totalTokens.
//        kind Field
//        documentation
//        > The total number of tokens held.
//                                                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/`Dictionary.Values`#totalTokens.
  }
  
  extension Array<Request> {
//                ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Request#
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/Array#totalCost().
      func totalCost() -> Int { reduce(0) { $0 + $1.cost } }
//         ^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/Array#totalCost().
//         kind Method
//                                                         ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/Array#totalCost().
  }
  
  /// Serializes access to shared limiters across tasks.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#
  @available(macOS 12, iOS 15, *)
  public actor LimiterRegistry {
//             ^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#
//             kind Class
//             documentation
//             > Serializes access to shared limiters across tasks.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#shared.
      public static let shared = LimiterRegistry()
//                      ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#shared.
//                      kind Field
//                               ^^^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#
//                                               ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#shared.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#limiters.
      private var limiters: [String: Limiter<String>] = [:]
//                ^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#limiters.
//                kind Field
//                                   ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
//                                                        ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#limiters.
  
      /// Returns the limiter named `name`, creating it on first use.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#limiter().
      public func limiter(named name: String) -> Limiter<String> {
//                ^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#limiter().
//                kind Method
//                documentation
//                > Returns the limiter named `name`, creating it on first use.
//                                               ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
          if let existing = limiters[name] {
              return existing
          }
          let created = Limiter<String>(policy: .standard)
//                      ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
          limiters[name] = created
          return created
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#limiter().
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/LimiterRegistry#
  
  /// Admits `request` with the shared limiter, logging rejections.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/admit().
  @MainActor
  public func admit(_ request: Request, using limiter: Limiter<String>) -> Bool {
//            ^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/admit().
//            kind Function
//            documentation
//            > Admits `request` with the shared limiter, logging rejections.
//                             ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Request#
//                                                     ^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Limiter#
      do {
          _ = try limiter.acquire(request, key: request.clientID)
          return true
      } catch {
          if logLevel <= .info {
//           ^^^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/logLevel.
              print("rejected \(request.clientID): \(error)")
          }
          return false
      }
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/admit().
  
  /// Compares two policies by capacity.
  infix operator <=> : ComparisonPrecedence
  
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/`<=>`().
  func <=> (lhs: Policy, rhs: Policy) -> Int {
//     ^^^ definition soulindex . . . `swift/RateLimiter.swift`/`<=>`().
//     kind Function
//               ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
//                            ^^^^^^ reference soulindex . . . `swift/RateLimiter.swift`/Policy#
      lhs.capacity == rhs.capacity ? 0 : (lhs.capacity < rhs.capacity ? -1 : 1)
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/`<=>`().
  
  /// Expands to the source text of an expression alongside its value.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/traced!
  @freestanding(expression)
  public macro traced<T>(_ value: T) -> (T, String) = #externalMacro(module: "ThrottleMacros", type: "TracedMacro")
//             ^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/traced!
//             kind Macro
//             documentation
//             > Expands to the source text of an expression alongside its value.
//                                                                                                                ⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/traced!
  
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiter.swift`/geometricMean().
  func geometricMean<S: Sequence>(_ values: S) -> Double where S.Element == Double {
//     ^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiter.swift`/geometricMean().
//     kind Function
      var product = 1.0
      var count = 0
      for v in values {
          product *= v
          count += 1
      }
      return count == 0 ? 0 : pow(product, 1 / Double(count))
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiter.swift`/geometricMean().
  
