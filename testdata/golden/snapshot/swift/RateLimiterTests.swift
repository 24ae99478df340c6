  import XCTest
  @testable import Throttle
  
  /// Tests for ``TokenBucket`` and ``Limiter``.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#
  final class RateLimiterTests: XCTestCase {
//            ^^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#
//            kind Class
//            documentation
//            > Tests for ``TokenBucket`` and ``Limiter``.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#limiter.
      private var limiter: Limiter<String>!
//                ^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#limiter.
//                kind Field
//                                        ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#limiter.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#fixturePolicy.
      static let fixturePolicy = Policy(capacity: 2, refillPerSecond: 0)
//               ^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#fixturePolicy.
//               kind Field
//                                                                     ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#fixturePolicy.
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#setUp().
      override func setUp() {
//                  ^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#setUp().
//                  kind Method
          super.setUp()
          limiter = Limiter(policy: Self.fixturePolicy)
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#setUp().
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#tearDown().
      override func tearDown() {
//                  ^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#tearDown().
//                  kind Method
          limiter = nil
          super.tearDown()
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#tearDown().
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#testTakeUntilExhausted().
      func testTakeUntilExhausted() throws {
//         ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#testTakeUntilExhausted().
//         kind Method
          let request = Request(clientID: "a")
          XCTAssertEqual(try limiter.acquire(request, key: "a"), 1)
          XCTAssertEqual(try limiter.acquire(request, key: "a"), 0)
          XCTAssertThrowsError(try limiter.acquire(request, key: "a")) { error in
              guard case ThrottleError.wrapped(let inner, _) = error else {
                  return XCTFail("unexpected \(error)")
              }
              XCTAssertEqual(inner.summary.hasPrefix("exhausted"), true)
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#testTakeUntilExhausted().
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#testFrozenBucket().
      func testFrozenBucket() {
//         ^^^^^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#testFrozenBucket().
//         kind Method
          let bucket = TokenBucket.frozen(capacity: 3)
          XCTAssertFalse(bucket.isEmpty)
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#testFrozenBucket().
  
      /// Builds `count` requests for one client.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#makeRequests().
      private func makeRequests(_ count: Int, client: String = "c") -> [Request] {
//                 ^^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#makeRequests().
//                 kind Method
//                 documentation
//                 > Builds `count` requests for one client.
          (0..<count).map { _ in Request(clientID: client) }
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#makeRequests().
  
      /// A fake clock for deterministic refills.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#
      struct FakeClock {
//           ^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#
//           kind Struct
//           documentation
//           > A fake clock for deterministic refills.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#now.
          var now = Date(timeIntervalSince1970: 0)
//            ^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#now.
//            kind Field
//                                               ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#now.
  
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#advance().
          mutating func advance(by seconds: TimeInterval) {
//                      ^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#advance().
//                      kind Method
              now = now.addingTimeInterval(seconds)
          }
//        ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#advance().
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#FakeClock#
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#
  
  // Top-level script code: nothing in it is a symbol.
  if CommandLine.arguments.contains("--smoke") {
      let smoke = Limiter<String>(policy: .strict)
      print(smoke.name)
  }
  
  #if DEBUG
  /// Debug-only helper, compiled out of release builds.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/dumpBuckets().
  func dumpBuckets(_ limiter: Limiter<String>) {
//     ^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/dumpBuckets().
//     kind Function
//     documentation
//     > Debug-only helper, compiled out of release builds.
      print(limiter.stats)
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/dumpBuckets().
  #endif
  
  /// Test doubles shared by several test cases.
  public extension RateLimiterTests {
//                 ^^^^^^^^^^^^^^^^ reference soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#
      /// A limiter that admits everything.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#
      enum AlwaysAdmit {
//         ^^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#
//         kind Enum
//         documentation
//         > A limiter that admits everything.
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#instance.
          case instance
//             ^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#instance.
//             kind EnumMember
//                    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#instance.
  
//        ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#admit().
          static func admit(_ request: Request) -> Bool { true }
//                    ^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#admit().
//                    kind Method
//                                                             ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#admit().
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#AlwaysAdmit#
  
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#runAll().
      @objc dynamic func runAll() {}
//                       ^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#runAll().
//                       kind Method
//                                 ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/RateLimiterTests#runAll().
  }
  
  /// A base class for spies, open for subclassing outside the module.
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/Spy#
  open class Spy<Value> {
//           ^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/Spy#
//           kind Class
//           documentation
//           > A base class for spies, open for subclassing outside the module.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/Spy#calls.
      open private(set) var calls: [Value] = []
//                          ^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/Spy#calls.
//                          kind Field
//                                            ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/Spy#calls.
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/Spy#init().
      public init() {}
//           ^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/Spy#init().
//           kind Constructor
//                   ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/Spy#init().
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/Spy#record().
      open func record(_ value: Value) { calls.append(value) }
//              ^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/Spy#record().
//              kind Method
//                                                           ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/Spy#record().
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/Spy#
  
//⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/Resettable#
  protocol Resettable {
//         ^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/Resettable#
//         kind Interface
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/Resettable#reset().
      mutating func reset()
//                  ^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/Resettable#reset().
//                  kind Method
//                        ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/Resettable#reset().
//    ⌄ enclosing_range_start soulindex . . . `swift/RateLimiterTests.swift`/Resettable#isPristine.
      var isPristine: Bool { get }
//        ^^^^^^^^^^ definition soulindex . . . `swift/RateLimiterTests.swift`/Resettable#isPristine.
//        kind Field
//                               ⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/Resettable#isPristine.
  }
//⌃ enclosing_range_end soulindex . . . `swift/RateLimiterTests.swift`/Resettable#
  
