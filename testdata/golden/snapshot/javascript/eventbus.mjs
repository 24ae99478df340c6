  /**
   * A tiny typed-by-convention event bus with wildcard topics, middleware and
   * replay. ES module flavour.
   */
  
  import { EventEmitter } from "node:events";
  import { setTimeout as delay } from "node:timers/promises";
  import * as util from "node:util";
  import defaultLogger, { levels as logLevels, formatLine } from "./logger.mjs";
  import "./polyfills.mjs";
  
  export { compose, identity as noop } from "./middleware.mjs";
  export * from "./topics.mjs";
  
  /** Separator between topic segments. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/TOPIC_SEPARATOR.
  export const TOPIC_SEPARATOR = ".";
//             ^^^^^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/TOPIC_SEPARATOR.
//             kind Constant
//             documentation
//             > Separator between topic segments.
//                                  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/TOPIC_SEPARATOR.
  
  /** Matches any single segment in a subscription pattern. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/WILDCARD.
  export const WILDCARD = "*";
//             ^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/WILDCARD.
//             kind Constant
//             documentation
//             > Matches any single segment in a subscription pattern.
//                           ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/WILDCARD.
  
  // Default options, frozen so callers cannot mutate them by accident.
//⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/DEFAULTS.
  const DEFAULTS = Object.freeze({
//      ^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/DEFAULTS.
//      kind Constant
//      documentation
//      > Default options, frozen so callers cannot mutate them by accident.
    replay: 0,
    async: false,
    maxListeners: 100,
  });
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/DEFAULTS.
  
//⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/RESERVED_TOPICS.
  const RESERVED_TOPICS = ["error", "newListener", "removeListener"];
//      ^^^^^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/RESERVED_TOPICS.
//      kind Constant
//                                                                  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/RESERVED_TOPICS.
  
//⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/nextId.
  let nextId = 1;
//    ^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/nextId.
//    kind Variable
//              ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/nextId.
  
//⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/legacyMode.
  var legacyMode = false;
//    ^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/legacyMode.
//    kind Variable
//                      ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/legacyMode.
  
  /**
   * Splits a topic into its segments.
   * @param {string} topic
   * @returns {string[]}
   */
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/segments().
  export function segments(topic) {
//                ^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/segments().
//                kind Function
//                documentation
//                > Splits a topic into its segments.
//                > @param {string} topic
//                > @returns {string[]}
//                         ^^^^^ definition local 0
    if (typeof topic !== "string" || topic.length === 0) {
//             ^^^^^ reference local 0
//                                   ^^^^^ reference local 0
      throw new TypeError(`invalid topic: ${util.inspect(topic)}`);
//                                                       ^^^^^ reference local 0
    }
    return topic.split(TOPIC_SEPARATOR);
//         ^^^^^ reference local 0
//                     ^^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/TOPIC_SEPARATOR.
  }
//⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/segments().
  
  /** Reports whether a subscription pattern matches a topic. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/matches().
  export const matches = (pattern, topic) => {
//             ^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/matches().
//             kind Function
//             documentation
//             > Reports whether a subscription pattern matches a topic.
//                        ^^^^^^^ definition local 1
//                                 ^^^^^ definition local 2
    const want = segments(pattern);
//        ^^^^ definition local 3
//               ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/segments().
//                        ^^^^^^^ reference local 1
    const got = segments(topic);
//        ^^^ definition local 4
//              ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/segments().
//                       ^^^^^ reference local 2
    if (want.length !== got.length) {
//      ^^^^ reference local 3
//                      ^^^ reference local 4
      return false;
    }
    return want.every((part, i) => part === WILDCARD || part === got[i]);
//         ^^^^ reference local 3
//                     ^^^^ definition local 5
//                           ^ definition local 6
//                                 ^^^^ reference local 5
//                                          ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/WILDCARD.
//                                                      ^^^^ reference local 5
//                                                               ^^^ reference local 4
//                                                                   ^ reference local 6
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/matches().
  
//⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/isReserved().
  const isReserved = (topic) => RESERVED_TOPICS.includes(topic);
//      ^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/isReserved().
//      kind Function
//                    ^^^^^ definition local 7
//                              ^^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/RESERVED_TOPICS.
//                                                       ^^^^^ reference local 7
//                                                             ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/isReserved().
  
  /** Raised when a handler throws; carries the topic. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/HandlerError#
  export class HandlerError extends Error {
//             ^^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/HandlerError#
//             kind Class
//             documentation
//             > Raised when a handler throws; carries the topic.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/HandlerError#constructor().
    constructor(topic, cause) {
//  ^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/HandlerError#constructor().
//  kind Constructor
//              ^^^^^ definition local 10
//                     ^^^^^ definition local 11
      super(`handler for ${topic} failed`);
//                         ^^^^^ reference local 10
      this.topic = topic;
//                 ^^^^^ reference local 10
      this.cause = cause;
//                 ^^^^^ reference local 11
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/HandlerError#constructor().
  }
//⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/HandlerError#
  
  /** A subscription handle; call cancel() to stop receiving events. */
//⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/Subscription#
  class Subscription {
//      ^^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/Subscription#
//      kind Class
//      documentation
//      > A subscription handle; call cancel() to stop receiving events.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/Subscription#`#bus`.
    #bus;
//  ^^^^ definition soulindex . . . `javascript/eventbus.mjs`/Subscription#`#bus`.
//  kind Field
//     ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/Subscription#`#bus`.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/Subscription#id.
    id = nextId++;
//  ^^ definition soulindex . . . `javascript/eventbus.mjs`/Subscription#id.
//  kind Field
//       ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/nextId.
//              ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/Subscription#id.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/Subscription#active.
    active = true;
//  ^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/Subscription#active.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/Subscription#active.
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/Subscription#constructor().
    constructor(bus, pattern, handler) {
//  ^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/Subscription#constructor().
//  kind Constructor
//              ^^^ definition local 13
//                   ^^^^^^^ definition local 14
//                            ^^^^^^^ definition local 15
      this.#bus = bus;
//         ^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#`#bus`.
//                ^^^ reference local 13
      this.pattern = pattern;
//                   ^^^^^^^ reference local 14
      this.handler = handler;
//                   ^^^^^^^ reference local 15
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/Subscription#constructor().
  
    /** Stops delivery to this subscription. */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/Subscription#cancel().
    cancel() {
//  ^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/Subscription#cancel().
//  kind Method
//  documentation
//  > Stops delivery to this subscription.
      this.active = false;
//         ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#active.
      this.#bus.unsubscribe(this);
//         ^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#`#bus`.
//              ^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#unsubscribe().
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/Subscription#cancel().
  }
//⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/Subscription#
  
  /**
   * The event bus. Delivery is synchronous unless the bus was created with
   * `async: true`.
   */
//               ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#
  export default class EventBus extends EventEmitter {
//                     ^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#
//                     kind Class
//                     documentation
//                     > The event bus. Delivery is synchronous unless the bus was created with
//                     > `async: true`.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#`#instances`.
    static #instances = 0;
//         ^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#`#instances`.
//         kind Field
//                      ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#`#instances`.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
    #subscriptions = new Map();
//  ^^^^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
//  kind Field
//                           ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
    #history = [];
//  ^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#`#middleware`.
    #middleware = [];
//  ^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#`#middleware`.
//  kind Field
//                 ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#`#middleware`.
  
    /**
     * @param {Partial<typeof DEFAULTS>} options
     */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#constructor().
    constructor(options = {}) {
//  ^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#constructor().
//  kind Constructor
//  documentation
//  > @param {Partial<typeof DEFAULTS>} options
//              ^^^^^^^ definition local 18
      super();
      this.options = { ...DEFAULTS, ...options };
//                        ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/DEFAULTS.
//                                     ^^^^^^^ reference local 18
      this.setMaxListeners(this.options.maxListeners);
      EventBus.#instances++;
//    ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#
//             ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#instances`.
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#constructor().
  
    /** Number of buses created in this process. */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#instances().
    static get instances() {
//             ^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#instances().
//             kind Method
//             documentation
//             > Number of buses created in this process.
      return EventBus.#instances;
//           ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#
//                    ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#instances`.
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#instances().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#size().
    get size() {
//      ^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#size().
//      kind Method
      return this.#subscriptions.size;
//                ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#size().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
    set replay(count) {
//      ^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
//      kind Method
//             ^^^^^ definition local 19
      this.options.replay = Math.max(0, count | 0);
//                 ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
//                                      ^^^^^ reference local 19
      this.#history = this.#history.slice(-this.options.replay);
//         ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//                         ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//                                                      ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
  
    /** Adds a middleware run before every delivery. */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#use().
    use(fn) {
//  ^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#use().
//  kind Method
//  documentation
//  > Adds a middleware run before every delivery.
//      ^^ definition local 20
      this.#middleware.push(fn);
//         ^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#middleware`.
//                          ^^ reference local 20
      return this;
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#use().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
    subscribe(pattern, handler) {
//  ^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
//  kind Method
//            ^^^^^^^ definition local 21
//                     ^^^^^^^ definition local 22
      if (isReserved(pattern)) {
//        ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/isReserved().
//                   ^^^^^^^ reference local 21
        throw new Error(`reserved topic: ${pattern}`);
//                                         ^^^^^^^ reference local 21
      }
      const sub = new Subscription(this, pattern, handler);
//          ^^^ definition local 23
//                    ^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#
//                                       ^^^^^^^ reference local 21
//                                                ^^^^^^^ reference local 22
      this.#subscriptions.set(sub.id, sub);
//         ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
//                            ^^^ reference local 23
//                                ^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#id.
//                                    ^^^ reference local 23
      for (const [topic, payload] of this.#history) {
//                ^^^^^ definition local 24
//                       ^^^^^^^ definition local 25
//                                        ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
        if (matches(pattern, topic)) {
//          ^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/matches().
//                  ^^^^^^^ reference local 21
//                           ^^^^^ reference local 24
          handler(payload, topic);
//        ^^^^^^^ reference local 22
//                ^^^^^^^ reference local 25
//                         ^^^^^ reference local 24
        }
      }
      return sub;
//           ^^^ reference local 23
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#unsubscribe().
    unsubscribe(sub) {
//  ^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#unsubscribe().
//  kind Method
//              ^^^ definition local 26
      return this.#subscriptions.delete(sub.id);
//                ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
//                                      ^^^ reference local 26
//                                          ^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#id.
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#unsubscribe().
  
    /** Publishes a payload; resolves once every handler ran. */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#publish().
    async publish(topic, payload) {
//        ^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#publish().
//        kind Method
//        documentation
//        > Publishes a payload; resolves once every handler ran.
//                ^^^^^ definition local 27
//                       ^^^^^^^ definition local 28
      const message = this.#middleware.reduce((acc, fn) => fn(acc, topic), payload);
//          ^^^^^^^ definition local 29
//                         ^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#middleware`.
//                                             ^^^ definition local 30
//                                                  ^^ definition local 31
//                                                         ^^ reference local 31
//                                                            ^^^ reference local 30
//                                                                 ^^^^^ reference local 27
//                                                                         ^^^^^^^ reference local 28
      if (this.options.replay > 0) {
//                     ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
        this.#history.push([topic, message]);
//           ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//                          ^^^^^ reference local 27
//                                 ^^^^^^^ reference local 29
        this.#history = this.#history.slice(-this.options.replay);
//           ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//                           ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//                                                        ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
      }
      if (this.options.async) {
        await delay(0);
      }
      const errors = [];
//          ^^^^^^ definition local 32
      for (const sub of this.#subscriptions.values()) {
//               ^^^ definition local 33
//                           ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
        if (!sub.active || !matches(sub.pattern, topic)) continue;
//           ^^^ reference local 33
//               ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#active.
//                          ^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/matches().
//                                  ^^^ reference local 33
//                                               ^^^^^ reference local 27
        try {
          await sub.handler(message, topic);
//              ^^^ reference local 33
//                          ^^^^^^^ reference local 29
//                                   ^^^^^ reference local 27
        } catch (err) {
//               ^^^ definition local 34
          errors.push(new HandlerError(topic, err));
//        ^^^^^^ reference local 32
//                        ^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/HandlerError#
//                                     ^^^^^ reference local 27
//                                            ^^^ reference local 34
        }
      }
      if (errors.length > 0) {
//        ^^^^^^ reference local 32
        this.emit("error", new AggregateError(errors, topic));
//                                            ^^^^^^ reference local 32
//                                                    ^^^^^ reference local 27
      }
      return errors.length === 0;
//           ^^^^^^ reference local 32
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#publish().
  
    /** Yields every retained message for a pattern. */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#replayed().
    *replayed(pattern) {
//   ^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#replayed().
//   kind Method
//   documentation
//   > Yields every retained message for a pattern.
//            ^^^^^^^ definition local 35
      for (const [topic, payload] of this.#history) {
//                ^^^^^ definition local 36
//                       ^^^^^^^ definition local 37
//                                        ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
        if (matches(pattern, topic)) yield { topic, payload };
//          ^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/matches().
//                  ^^^^^^^ reference local 35
//                           ^^^^^ reference local 36
//                                           ^^^^^ reference local 36
//                                                  ^^^^^^^ reference local 37
      }
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#replayed().
  
    /** Logs every message; returns the subscription. */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#tap().
    tap = (logger = defaultLogger) =>
//  ^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#tap().
//  kind Method
//  documentation
//  > Logs every message; returns the subscription.
//         ^^^^^^ definition local 38
      this.subscribe(WILDCARD, (payload, topic) => {
//         ^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
//                   ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/WILDCARD.
//                              ^^^^^^^ definition local 39
//                                       ^^^^^ definition local 40
        logger.log(logLevels.debug, formatLine(topic, payload));
//      ^^^^^^ reference local 38
//                                             ^^^^^ reference local 40
//                                                    ^^^^^^^ reference local 39
      });
//     ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#tap().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#`#drop`().
    #drop(id) {
//  ^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#`#drop`().
//  kind Method
//        ^^ definition local 41
      this.#subscriptions.delete(id);
//         ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
//                               ^^ reference local 41
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#`#drop`().
  }
//⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#
  
  /** Creates a bus and subscribes every handler of a map. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/stream().
  export async function* stream(bus, pattern) {
//                       ^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/stream().
//                       kind Function
//                       documentation
//                       > Creates a bus and subscribes every handler of a map.
//                              ^^^ definition local 42
//                                   ^^^^^^^ definition local 43
    const queue = [];
//        ^^^^^ definition local 44
    let wake = null;
//      ^^^^ definition local 45
    bus.subscribe(pattern, (payload) => {
//  ^^^ reference local 42
//      ^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
//                ^^^^^^^ reference local 43
//                          ^^^^^^^ definition local 46
      queue.push(payload);
//    ^^^^^ reference local 44
//               ^^^^^^^ reference local 46
      wake?.();
//    ^^^^ reference local 45
    });
    for (;;) {
      while (queue.length > 0) {
//           ^^^^^ reference local 44
        yield queue.shift();
//            ^^^^^ reference local 44
      }
      await new Promise((resolve) => {
//                       ^^^^^^^ definition local 47
        wake = resolve;
//      ^^^^ reference local 45
//             ^^^^^^^ reference local 47
      });
    }
  }
//⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/stream().
  
  /** Loads an optional transport on demand. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/loadTransport().
  export const loadTransport = async (name) => {
//             ^^^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/loadTransport().
//             kind Function
//             documentation
//             > Loads an optional transport on demand.
//                                    ^^^^ definition local 48
    const mod = await import("./transports/websocket.mjs");
//        ^^^ definition local 49
    return mod[name] ?? mod.default;
//         ^^^ reference local 49
//             ^^^^ reference local 48
//                      ^^^ reference local 49
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/loadTransport().
  
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/createBus().
  export const createBus = function createBus(options) {
//             ^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/createBus().
//             kind Function
//                                  ^^^^^^^^^ definition local 50
//                                            ^^^^^^^ definition local 51
    function helper() {
//           ^^^^^^ definition local 52
      return new EventBus(options);
//               ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#
//                        ^^^^^^^ reference local 51
    }
    const bus = helper();
//        ^^^ definition local 53
//              ^^^^^^ reference local 52
    return bus;
//         ^^^ reference local 53
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/createBus().
  
  export { Subscription, isReserved as isReservedTopic, legacyMode };
//         ^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#
//                       ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/isReserved().
//                                                      ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/legacyMode.
  
