  // event_bus.h - a small synchronous publish/subscribe hub.
  #ifndef KVTOOLS_EVENT_BUS_H
//        ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `cpp/event_bus.h`/KVTOOLS_EVENT_BUS_H!
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/KVTOOLS_EVENT_BUS_H!
  #define KVTOOLS_EVENT_BUS_H
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/KVTOOLS_EVENT_BUS_H!
//        kind Macro
  
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/KVTOOLS_EVENT_BUS_H!
  #include <atomic>
  #include <cstdint>
  #include <functional>
  #include <map>
  #include <memory>
  #include <mutex>
  #include <string>
  #include <vector>
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/KVTOOLS_EVENT_BUS_MAX_TOPICS!
  #define KVTOOLS_EVENT_BUS_MAX_TOPICS 256
//        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/KVTOOLS_EVENT_BUS_MAX_TOPICS!
//        kind Macro
  
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/KVTOOLS_EVENT_BUS_MAX_TOPICS!
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/
  namespace kvtools::events {
//                   ^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/
//                   kind Module
  
  class EventBus;
  
  /// Severity attached to every published event.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#
//             ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kDebug.
//                     ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kInfo.
//                            ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kWarning.
//                                      ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kError.
  enum Level { kDebug, kInfo, kWarning, kError };
//     ^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#
//     kind Enum
//     documentation
//     > Severity attached to every published event.
//             ^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kDebug.
//             kind EnumMember
//                     ^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kInfo.
//                     kind EnumMember
//                            ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kWarning.
//                            kind EnumMember
//                                      ^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kError.
//                                      kind EnumMember
//                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kDebug.
//                         ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kInfo.
//                                   ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kWarning.
//                                           ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#kError.
//                                             ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Level#
  
  /// A published message.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#
  struct Event {
//       ^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#
//       kind Struct
//       documentation
//       > A published message.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#topic.
      std::string topic;
//                ^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#topic.
//                kind Field
//                     ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#topic.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#payload.
      std::string payload;
//                ^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#payload.
//                kind Field
//                       ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#payload.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#level.
      Level level = kInfo;
//          ^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#level.
//          kind Field
//                       ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#level.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#sequence.
      std::uint64_t sequence = 0;
//                  ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#sequence.
//                  kind Field
//                              ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#sequence.
  };
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Event#
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Handler#
  using Handler = std::function<void(const Event &)>;
//      ^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Handler#
//      kind TypeAlias
//                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Handler#
  
  /// Handle returned by EventBus::subscribe(); unsubscribes when reset.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#
  class Subscription {
//      ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#
//      kind Class
//      documentation
//      > Handle returned by EventBus::subscribe(); unsubscribes when reset.
  public:
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription().
      Subscription() = default;
//    ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription().
//    kind Constructor
//                            ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription().
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription(+1).
      Subscription(EventBus *bus, std::uint64_t id);
//    ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription(+1).
//    kind Constructor
//                           ^^^ definition local 2
//                                              ^^ definition local 3
//                                                 ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription(+1).
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription(+2).
      Subscription(Subscription &&other) noexcept;
//    ^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription(+2).
//    kind Constructor
//                                ^^^^^ definition local 4
//                                               ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#Subscription(+2).
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`operator=`().
      Subscription &operator=(Subscription &&other) noexcept;
//                  ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`operator=`().
//                  kind Method
//                                           ^^^^^ definition local 5
//                                                          ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`operator=`().
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`~Subscription`().
      ~Subscription();
//    ^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`~Subscription`().
//    kind Method
//                   ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`~Subscription`().
  
      /// Detaches the handler now instead of at destruction.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#reset().
      void reset();
//         ^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#reset().
//         kind Method
//         documentation
//         > Detaches the handler now instead of at destruction.
//                ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#reset().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#id().
      std::uint64_t id() const { return id_; }
//                  ^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#id().
//                  kind Method
//                                           ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#id().
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`operator bool() const`().
      explicit operator bool() const;
//             ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`operator bool() const`().
//             kind Method
//                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#`operator bool() const`().
  
  private:
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#bus_.
      EventBus *bus_ = nullptr;
//              ^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#bus_.
//              kind Field
//                            ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#bus_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#id_.
      std::uint64_t id_ = 0;
//                  ^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#id_.
//                  kind Field
//                         ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#id_.
  };
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/Subscription#
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/`operator==`().
  bool operator==(const Subscription &a, const Subscription &b);
//     ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/`operator==`().
//     kind Function
//                                    ^ definition local 6
//                                                           ^ definition local 7
//                                                             ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/`operator==`().
  
  /**
   * Delivers events to the handlers subscribed to their topic, in
   * subscription order, on the publishing thread.
   */
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#
  class EventBus final {
//      ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#
//      kind Class
//      documentation
//      > Delivers events to the handlers subscribed to their topic, in
//      > subscription order, on the publishing thread.
  public:
      /// Options for a new bus.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#
      struct Options {
//           ^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#
//           kind Struct
//           documentation
//           > Options for a new bus.
          /// Events below this level are dropped.
//        ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#min_level.
          Level min_level = kDebug;
//              ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#min_level.
//              kind Field
//              documentation
//              > Events below this level are dropped.
//                                ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#min_level.
//        ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#catch_handler_exceptions.
          bool catch_handler_exceptions = true;
//             ^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#catch_handler_exceptions.
//             kind Field
//                                            ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#catch_handler_exceptions.
      };
//     ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Options#
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus().
      EventBus();
//    ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus().
//    kind Constructor
//              ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus().
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus(+1).
      explicit EventBus(Options options);
//             ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus(+1).
//             kind Constructor
//                              ^^^^^^^ definition local 10
//                                      ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus(+1).
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus(+2).
      EventBus(const EventBus &) = delete;
//    ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus(+2).
//    kind Constructor
//                                       ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#EventBus(+2).
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#`~EventBus`().
      virtual ~EventBus();
//            ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#`~EventBus`().
//            kind Method
//                       ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#`~EventBus`().
  
      /// Registers handler for topic; "*" receives every topic.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#subscribe().
      [[nodiscard]] Subscription subscribe(const std::string &topic, Handler handler);
//                               ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#subscribe().
//                               kind Method
//                               documentation
//                               > Registers handler for topic; "*" receives every topic.
//                                                            ^^^^^ definition local 11
//                                                                           ^^^^^^^ definition local 12
//                                                                                   ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#subscribe().
  
      /// Publishes an event; returns the number of handlers that ran.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#publish().
      std::size_t publish(const std::string &topic, std::string payload, Level level = kInfo);
//                ^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#publish().
//                kind Method
//                documentation
//                > Publishes an event; returns the number of handlers that ran.
//                                           ^^^^^ definition local 13
//                                                              ^^^^^^^ definition local 14
//                                                                             ^^^^^ definition local 15
//                                                                                           ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#publish().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#instances().
      static int instances() { return instances_.load(); }
//               ^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#instances().
//               kind Method
//                                                       ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#instances().
  
  protected:
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#on_handler_error().
      virtual void on_handler_error(const Event &event, const std::exception &error);
//                 ^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#on_handler_error().
//                 kind Method
//                                               ^^^^^ definition local 16
//                                                                            ^^^^^ definition local 17
//                                                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#on_handler_error().
  
  private:
      friend class Subscription;
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#
      struct Slot {
//           ^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#
//           kind Struct
//        ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#id.
          std::uint64_t id;
//                      ^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#id.
//                      kind Field
//                        ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#id.
//        ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#handler.
          Handler handler;
//                ^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#handler.
//                kind Field
//                       ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#handler.
//        ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#clear().
          void clear() { handler = nullptr; }
//             ^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#clear().
//             kind Method
//                                          ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#clear().
      };
//     ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#Slot#
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#unsubscribe().
      void unsubscribe(std::uint64_t id);
//         ^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#unsubscribe().
//         kind Method
//                                   ^^ definition local 19
//                                      ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#unsubscribe().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#options_.
      Options options_;
//            ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#options_.
//            kind Field
//                    ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#options_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#mu_.
      mutable std::mutex mu_;
//                       ^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#mu_.
//                       kind Field
//                          ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#mu_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#slots_.
      std::map<std::string, std::vector<Slot>> slots_;
//                                             ^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#slots_.
//                                             kind Field
//                                                   ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#slots_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#next_id_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#next_sequence_.
      std::uint64_t next_id_ = 1, next_sequence_ = 1;
//                  ^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#next_id_.
//                  kind Field
//                                ^^^^^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#next_sequence_.
//                                kind Field
//                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#next_id_.
//                                                  ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#next_sequence_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#instances_.
      static std::atomic<int> instances_;
//                            ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#instances_.
//                            kind Field
//                                      ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#instances_.
  };
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/EventBus#
  
  /// Returns the process-wide bus, created on first use.
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/global_bus().
  EventBus &global_bus();
//          ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/global_bus().
//          kind Function
//          documentation
//          > Returns the process-wide bus, created on first use.
//                      ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/global_bus().
  
//⌄ enclosing_range_start soulindex . . . `cpp/event_bus.h`/kvtools#events/level_name().
  const char *level_name(Level level);
//            ^^^^^^^^^^ definition soulindex . . . `cpp/event_bus.h`/kvtools#events/level_name().
//            kind Function
//                                   ⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/level_name().
  
  }  // namespace kvtools::events
//⌃ enclosing_range_end soulindex . . . `cpp/event_bus.h`/kvtools#events/
  
  #endif  // KVTOOLS_EVENT_BUS_H
  
