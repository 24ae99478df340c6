  // event_bus.cpp - implementation of event_bus.h, plus a few self-checks.
  #include "event_bus.h"
  
  #include <cassert>
  #include <iostream>
  #include <stdexcept>
  #include <utility>
  
  using namespace std::string_literals;
  using std::string;
  using kvtools::events::Event;
//      ^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/kvtools/
  namespace ev = kvtools::events;
//               ^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/kvtools/
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/BUS_LOG!
  #define BUS_LOG(msg) (std::clog << "[bus] " << (msg) << '\n')
//        ^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/BUS_LOG!
//        kind Macro
  
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/BUS_LOG!
  namespace {
  
  /// Topic that matches every event.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kWildcard.
  const string kWildcard = "*";
//             ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kWildcard.
//             kind Constant
//             documentation
//             > Topic that matches every event.
//                            ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kWildcard.
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/g_published.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/g_dropped.
  int g_published = 0, g_dropped = 0;
//    ^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/g_published.
//    kind Variable
//                     ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/g_dropped.
//                     kind Variable
//                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/g_published.
//                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/g_dropped.
  
  /// Returns true if a handler subscribed to pattern wants topic.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/topic_matches().
  bool topic_matches(const string &pattern, const string &topic) {
//     ^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/topic_matches().
//     kind Function
//     documentation
//     > Returns true if a handler subscribed to pattern wants topic.
//                                 ^^^^^^^ definition local 0
//                                                        ^^^^^ definition local 1
      return pattern == kWildcard || pattern == topic;
//           ^^^^^^^ reference local 0
//                      ^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/kWildcard.
//                                   ^^^^^^^ reference local 0
//                                              ^^^^^ reference local 1
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/topic_matches().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#
  struct ScopedCounter {
//       ^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#
//       kind Struct
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#ScopedCounter().
      explicit ScopedCounter(int &counter) : counter_(counter) { ++counter_; }
//             ^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#ScopedCounter().
//             kind Constructor
//                                ^^^^^^^ definition local 3
//                                           ^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#counter_.
//                                                    ^^^^^^^ reference local 3
//                                                                 ^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#counter_.
//                                                                           ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#ScopedCounter().
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#`~ScopedCounter`().
      ~ScopedCounter() { --counter_; }
//    ^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#`~ScopedCounter`().
//    kind Method
//     ^^^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#
//                         ^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#counter_.
//                                   ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#`~ScopedCounter`().
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#counter_.
      int &counter_;
//         ^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#counter_.
//         kind Field
//                 ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#counter_.
  };
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#
  
  }  // namespace
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/
  namespace kvtools {
//          ^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/
//          kind Module
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/
  namespace events {
//          ^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/
//          kind Module
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#instances_.
  std::atomic<int> EventBus::instances_{0};
//                           ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#instances_.
//                           kind Field
//                                        ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#instances_.
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/kLevelNames.
  static const char *const kLevelNames[] = {"debug", "info", "warning", "error"};
//                         ^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/kLevelNames.
//                         kind Constant
//                                                                              ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/kLevelNames.
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/level_name().
  const char *level_name(Level level) {
//            ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/level_name().
//            kind Function
//                             ^^^^^ definition local 4
      return kLevelNames[static_cast<int>(level)];
//                                        ^^^^^ reference local 4
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/level_name().
  
  // ---- Subscription ----------------------------------------------------------
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription().
  Subscription::Subscription(EventBus *bus, std::uint64_t id) : bus_(bus), id_(id) {}
//              ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription().
//              kind Constructor
//                                     ^^^ definition local 5
//                                                        ^^ definition local 6
//                                                                   ^^^ reference local 5
//                                                                             ^^ reference local 6
//                                                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription(+1).
  Subscription::Subscription(Subscription &&other) noexcept
//              ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription(+1).
//              kind Constructor
//                                          ^^^^^ definition local 8
      : bus_(std::exchange(other.bus_, nullptr)), id_(std::exchange(other.id_, 0)) {}
//                         ^^^^^ reference local 8
//                                                                  ^^^^^ reference local 8
//                                                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator=`().
  Subscription &Subscription::operator=(Subscription &&other) noexcept {
//                            ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator=`().
//                            kind Method
//                                                     ^^^^^ definition local 10
      if (this != &other) {
//                 ^^^^^ reference local 10
          reset();
          bus_ = std::exchange(other.bus_, nullptr);
//                             ^^^^^ reference local 10
          id_ = std::exchange(other.id_, 0);
//                            ^^^^^ reference local 10
      }
      return *this;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator=`().
  
  /// Unsubscribes if still attached.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`~Subscription`().
  Subscription::~Subscription() { reset(); }
//              ^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`~Subscription`().
//              kind Method
//              documentation
//              > Unsubscribes if still attached.
//                                         ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`~Subscription`().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#reset().
  void Subscription::reset() {
//                   ^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#reset().
//                   kind Method
      if (bus_ != nullptr) {
          bus_->unsubscribe(id_);
          bus_ = nullptr;
      }
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#reset().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator bool() const`().
  Subscription::operator bool() const { return bus_ != nullptr; }
//              ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator bool() const`().
//              kind Method
//                                                              ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator bool() const`().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/`operator==`().
  bool operator==(const Subscription &a, const Subscription &b) {
//     ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/`operator==`().
//     kind Function
//                                    ^ definition local 13
//                                                           ^ definition local 14
      return a.id() == b.id();
//           ^ reference local 13
//                     ^ reference local 14
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/`operator==`().
  
  // ---- EventBus --------------------------------------------------------------
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#EventBus().
  EventBus::EventBus() : EventBus(Options{}) {}
//          ^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#EventBus().
//          kind Constructor
//                                            ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#EventBus().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#EventBus(+1).
  EventBus::EventBus(Options options) : options_(std::move(options)) {
//          ^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#EventBus(+1).
//          kind Constructor
//                           ^^^^^^^ definition local 16
//                                                         ^^^^^^^ reference local 16
      ++instances_;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#EventBus(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#`~EventBus`().
  EventBus::~EventBus() {
//          ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#`~EventBus`().
//          kind Method
      --instances_;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#`~EventBus`().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#subscribe().
  Subscription EventBus::subscribe(const string &topic, Handler handler) {
//                       ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#subscribe().
//                       kind Method
//                                               ^^^^^ definition local 19
//                                                              ^^^^^^^ definition local 20
      std::lock_guard<std::mutex> lock(mu_);
      const auto id = next_id_++;
//               ^^ definition local 22
      slots_[topic].push_back(Slot{id, std::move(handler)});
//           ^^^^^ reference local 19
//                                 ^^ reference local 22
//                                               ^^^^^^^ reference local 20
      return Subscription(this, id);
//                              ^^ reference local 22
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#subscribe().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#publish().
  std::size_t EventBus::publish(const string &topic, string payload, Level level) {
//                      ^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#publish().
//                      kind Method
//                                            ^^^^^ definition local 23
//                                                          ^^^^^^^ definition local 24
//                                                                         ^^^^^ definition local 25
      if (level < options_.min_level) {
//        ^^^^^ reference local 25
          ++g_dropped;
//          ^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/g_dropped.
          return 0;
      }
      std::vector<Handler> targets;
//                         ^^^^^^^ definition local 27
      Event event{topic, std::move(payload), level, 0};
//          ^^^^^ definition local 28
//                ^^^^^ reference local 23
//                                 ^^^^^^^ reference local 24
//                                           ^^^^^ reference local 25
      {
          std::lock_guard<std::mutex> lock(mu_);
          event.sequence = next_sequence_++;
//        ^^^^^ reference local 28
          for (const auto &[pattern, slots] : slots_) {
//                          ^^^^^^^ definition local 29
//                                   ^^^^^ definition local 30
              if (!topic_matches(pattern, topic)) continue;
//                 ^^^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/topic_matches().
//                               ^^^^^^^ reference local 29
//                                        ^^^^^ reference local 23
              for (const Slot &slot : slots) {
//                             ^^^^ definition local 31
//                                    ^^^^^ reference local 30
                  if (slot.handler) targets.push_back(slot.handler);
//                    ^^^^ reference local 31
//                         ^^^^^^^ reference soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#handler.
//                                  ^^^^^^^ reference local 27
//                                                    ^^^^ reference local 31
//                                                         ^^^^^^^ reference soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#handler.
              }
          }
      }
      ScopedCounter counting(g_published);
//    ^^^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#
//                           ^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/g_published.
      for (auto &handler : targets) {
//               ^^^^^^^ definition local 32
//                         ^^^^^^^ reference local 27
          try {
              handler(event);
//            ^^^^^^^ reference local 32
//                    ^^^^^ reference local 28
          } catch (const std::exception &error) {
//                                       ^^^^^ definition local 33
              if (!options_.catch_handler_exceptions) throw;
              on_handler_error(event, error);
//                             ^^^^^ reference local 28
//                                    ^^^^^ reference local 33
          }
      }
      return targets.size();
//           ^^^^^^^ reference local 27
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#publish().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#on_handler_error().
  void EventBus::on_handler_error(const Event &event, const std::exception &error) {
//               ^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#on_handler_error().
//               kind Method
//                                             ^^^^^ definition local 34
//                                                                          ^^^^^ definition local 35
      BUS_LOG("handler failed on " + event.topic + ": " + error.what());
//    ^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/BUS_LOG!
//                                   ^^^^^ reference local 34
//                                                        ^^^^^ reference local 35
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#on_handler_error().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#unsubscribe().
  void EventBus::unsubscribe(std::uint64_t id) {
//               ^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#unsubscribe().
//               kind Method
//                                         ^^ definition local 37
      std::lock_guard<std::mutex> lock(mu_);
      for (auto &entry : slots_) {
//               ^^^^^ definition local 39
          for (auto &slot : entry.second) {
//                   ^^^^ definition local 40
//                          ^^^^^ reference local 39
              if (slot.id == id) slot.clear();
//                ^^^^ reference local 40
//                           ^^ reference local 37
//                               ^^^^ reference local 40
//                                    ^^^^^ reference soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#clear().
          }
      }
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#unsubscribe().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/global_bus().
  EventBus &global_bus() {
//          ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/global_bus().
//          kind Function
      static EventBus bus;
//                    ^^^ definition local 41
      return bus;
//           ^^^ reference local 41
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/global_bus().
  
  }  // namespace events
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/
  }  // namespace kvtools
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/
  
  // ---- self-checks -------------------------------------------------------------
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/tests/
  namespace tests {
//          ^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/tests/
//          kind Module
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/tests/Check#
  using Check = void (*)();
//      ^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/tests/Check#
//      kind TypeAlias
//                        ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/tests/Check#
  
  /// Publishing reaches exact and wildcard subscribers.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/tests/publish_reaches_subscribers().
  static void publish_reaches_subscribers() {
//            ^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/tests/publish_reaches_subscribers().
//            kind Function
//            documentation
//            > Publishing reaches exact and wildcard subscribers.
      ev::EventBus bus;
//                 ^^^ definition local 42
      int exact = 0, any = 0;
//        ^^^^^ definition local 43
//                   ^^^ definition local 44
      auto s1 = bus.subscribe("cache.evict", [&](const Event &) { ++exact; });
//         ^^ definition local 45
//              ^^^ reference local 42
//                                                                  ^^^^^ reference local 43
      auto s2 = bus.subscribe("*", [&any](const Event &e) { any += e.topic.size() > 0; });
//         ^^ definition local 46
//              ^^^ reference local 42
//                                   ^^^ reference local 44
//                                                     ^ definition local 47
//                                                          ^^^ reference local 44
//                                                                 ^ reference local 47
      assert(bus.publish("cache.evict", "k1") == 2);
//           ^^^ reference local 42
      assert(exact == 1 && any == 1);
//           ^^^^^ reference local 43
//                         ^^^ reference local 44
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/tests/publish_reaches_subscribers().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/tests/reset_detaches().
  static void reset_detaches() {
//            ^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/tests/reset_detaches().
//            kind Function
      ev::EventBus bus;
//                 ^^^ definition local 48
      int calls = 0;
//        ^^^^^ definition local 49
      ev::Subscription sub = bus.subscribe("t", [&](const Event &) { ++calls; });
//                     ^^^ definition local 50
//                           ^^^ reference local 48
//                                                                     ^^^^^ reference local 49
      sub.reset();
//    ^^^ reference local 50
      bus.publish("t", "x"s);
//    ^^^ reference local 48
      assert(calls == 0 && !sub);
//           ^^^^^ reference local 49
//                          ^^^ reference local 50
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/tests/reset_detaches().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/tests/kChecks.
  const Check kChecks[] = {publish_reaches_subscribers, reset_detaches};
//      ^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/tests/Check#
//            ^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/tests/kChecks.
//            kind Constant
//                                                                     ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/tests/kChecks.
  
  }  // namespace tests
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/tests/
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/main().
  int main() {
//    ^^^^ definition soulindex . . . `cpp/event_bus.cpp`/main().
//    kind Function
      for (tests::Check check : tests::kChecks) {
//         ^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/tests/
//                ^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/tests/Check#
//                      ^^^^^ definition local 51
//                              ^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/tests/
//                                     ^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/tests/kChecks.
          check();
//        ^^^^^ reference local 51
      }
      std::cout << "ok: " << ev::level_name(ev::kInfo) << '\n';
      return 0;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/main().
  
