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
      return pattern == kWildcard || pattern == topic;
//                      ^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/kWildcard.
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
//                                                                           ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#ScopedCounter().
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#`~ScopedCounter`().
      ~ScopedCounter() { --counter_; }
//    ^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#`~ScopedCounter`().
//    kind Method
//     ^^^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#
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
      return kLevelNames[static_cast<int>(level)];
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/level_name().
  
  // ---- Subscription ----------------------------------------------------------
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription().
  Subscription::Subscription(EventBus *bus, std::uint64_t id) : bus_(bus), id_(id) {}
//              ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription().
//              kind Constructor
//                                                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription(+1).
  Subscription::Subscription(Subscription &&other) noexcept
//              ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription(+1).
//              kind Constructor
      : bus_(std::exchange(other.bus_, nullptr)), id_(std::exchange(other.id_, 0)) {}
//                                                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#Subscription(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator=`().
  Subscription &Subscription::operator=(Subscription &&other) noexcept {
//                            ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/Subscription#`operator=`().
//                            kind Method
      if (this != &other) {
          reset();
          bus_ = std::exchange(other.bus_, nullptr);
          id_ = std::exchange(other.id_, 0);
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
      return a.id() == b.id();
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
      std::lock_guard<std::mutex> lock(mu_);
      const auto id = next_id_++;
      slots_[topic].push_back(Slot{id, std::move(handler)});
      return Subscription(this, id);
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#subscribe().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#publish().
  std::size_t EventBus::publish(const string &topic, string payload, Level level) {
//                      ^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#publish().
//                      kind Method
      if (level < options_.min_level) {
          ++g_dropped;
//          ^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/g_dropped.
          return 0;
      }
      std::vector<Handler> targets;
      Event event{topic, std::move(payload), level, 0};
      {
          std::lock_guard<std::mutex> lock(mu_);
          event.sequence = next_sequence_++;
          for (const auto &[pattern, slots] : slots_) {
              if (!topic_matches(pattern, topic)) continue;
//                 ^^^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/topic_matches().
              for (const Slot &slot : slots) {
                  if (slot.handler) targets.push_back(slot.handler);
//                         ^^^^^^^ reference soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#handler.
//                                                         ^^^^^^^ reference soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#handler.
              }
          }
      }
      ScopedCounter counting(g_published);
//    ^^^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/ScopedCounter#
//                           ^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/g_published.
      for (auto &handler : targets) {
          try {
              handler(event);
          } catch (const std::exception &error) {
              if (!options_.catch_handler_exceptions) throw;
              on_handler_error(event, error);
          }
      }
      return targets.size();
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#publish().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#on_handler_error().
  void EventBus::on_handler_error(const Event &event, const std::exception &error) {
//               ^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#on_handler_error().
//               kind Method
      BUS_LOG("handler failed on " + event.topic + ": " + error.what());
//    ^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/BUS_LOG!
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#on_handler_error().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#unsubscribe().
  void EventBus::unsubscribe(std::uint64_t id) {
//               ^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/kvtools/events/EventBus#unsubscribe().
//               kind Method
      std::lock_guard<std::mutex> lock(mu_);
      for (auto &entry : slots_) {
          for (auto &slot : entry.second) {
              if (slot.id == id) slot.clear();
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
      return bus;
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
      int exact = 0, any = 0;
      auto s1 = bus.subscribe("cache.evict", [&](const Event &) { ++exact; });
      auto s2 = bus.subscribe("*", [&any](const Event &e) { any += e.topic.size() > 0; });
      assert(bus.publish("cache.evict", "k1") == 2);
      assert(exact == 1 && any == 1);
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/tests/publish_reaches_subscribers().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/tests/reset_detaches().
  static void reset_detaches() {
//            ^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.cpp`/tests/reset_detaches().
//            kind Function
      ev::EventBus bus;
      int calls = 0;
      ev::Subscription sub = bus.subscribe("t", [&](const Event &) { ++calls; });
      sub.reset();
      bus.publish("t", "x"s);
      assert(calls == 0 && !sub);
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/tests/reset_detaches().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.cpp`/tests/kChecks.
  const Check kChecks[] = {publish_reaches_subscribers, reset_detaches};
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
//                              ^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/tests/
//                                     ^^^^^^^ reference soulindex . . . `cpp/event_bus.cpp`/tests/kChecks.
          check();
      }
      std::cout << "ok: " << ev::level_name(ev::kInfo) << '\n';
      return 0;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.cpp`/main().
  
