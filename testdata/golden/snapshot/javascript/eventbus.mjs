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
    if (typeof topic !== "string" || topic.length === 0) {
      throw new TypeError(`invalid topic: ${util.inspect(topic)}`);
    }
    return topic.split(TOPIC_SEPARATOR);
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
    const want = segments(pattern);
//               ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/segments().
    const got = segments(topic);
//              ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/segments().
    if (want.length !== got.length) {
      return false;
    }
    return want.every((part, i) => part === WILDCARD || part === got[i]);
//                                          ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/WILDCARD.
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/matches().
  
//⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/isReserved().
  const isReserved = (topic) => RESERVED_TOPICS.includes(topic);
//      ^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/isReserved().
//      kind Function
//                              ^^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/RESERVED_TOPICS.
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
      super(`handler for ${topic} failed`);
      this.topic = topic;
      this.cause = cause;
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
      this.#bus = bus;
//         ^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#`#bus`.
      this.pattern = pattern;
      this.handler = handler;
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
      super();
      this.options = { ...DEFAULTS, ...options };
//                        ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/DEFAULTS.
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
//                               ^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#size().
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#size().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
    set replay(count) {
//      ^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
//      kind Method
      this.options.replay = Math.max(0, count | 0);
//                 ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
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
      this.#middleware.push(fn);
//         ^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#middleware`.
      return this;
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#use().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
    subscribe(pattern, handler) {
//  ^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
//  kind Method
      if (isReserved(pattern)) {
//        ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/isReserved().
        throw new Error(`reserved topic: ${pattern}`);
      }
      const sub = new Subscription(this, pattern, handler);
//                    ^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#
      this.#subscriptions.set(sub.id, sub);
//         ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
//                                ^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#id.
      for (const [topic, payload] of this.#history) {
//                                        ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
        if (matches(pattern, topic)) {
//          ^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/matches().
          handler(payload, topic);
        }
      }
      return sub;
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#unsubscribe().
    unsubscribe(sub) {
//  ^^^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#unsubscribe().
//  kind Method
      return this.#subscriptions.delete(sub.id);
//                ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
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
      const message = this.#middleware.reduce((acc, fn) => fn(acc, topic), payload);
//                         ^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#middleware`.
      if (this.options.replay > 0) {
//                     ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
        this.#history.push([topic, message]);
//           ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
        this.#history = this.#history.slice(-this.options.replay);
//           ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//                           ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
//                                                        ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#replay().
      }
      if (this.options.async) {
        await delay(0);
      }
      const errors = [];
      for (const sub of this.#subscriptions.values()) {
//                           ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
        if (!sub.active || !matches(sub.pattern, topic)) continue;
//               ^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#active.
//                          ^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/matches().
        try {
          await sub.handler(message, topic);
        } catch (err) {
          errors.push(new HandlerError(topic, err));
//                        ^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/HandlerError#
        }
      }
      if (errors.length > 0) {
        this.emit("error", new AggregateError(errors, topic));
      }
      return errors.length === 0;
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#publish().
  
    /** Yields every retained message for a pattern. */
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#replayed().
    *replayed(pattern) {
//   ^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#replayed().
//   kind Method
//   documentation
//   > Yields every retained message for a pattern.
      for (const [topic, payload] of this.#history) {
//                                        ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#history`.
        if (matches(pattern, topic)) yield { topic, payload };
//          ^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/matches().
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
      this.subscribe(WILDCARD, (payload, topic) => {
//         ^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
//                   ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/WILDCARD.
        logger.log(logLevels.debug, formatLine(topic, payload));
      });
//     ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/EventBus#tap().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/EventBus#`#drop`().
    #drop(id) {
//  ^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/EventBus#`#drop`().
//  kind Method
      this.#subscriptions.delete(id);
//         ^^^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#`#subscriptions`.
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
    const queue = [];
    let wake = null;
    bus.subscribe(pattern, (payload) => {
//      ^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#subscribe().
      queue.push(payload);
      wake?.();
    });
    for (;;) {
      while (queue.length > 0) {
        yield queue.shift();
      }
      await new Promise((resolve) => {
        wake = resolve;
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
    const mod = await import("./transports/websocket.mjs");
    return mod[name] ?? mod.default;
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/loadTransport().
  
//       ⌄ enclosing_range_start soulindex . . . `javascript/eventbus.mjs`/createBus().
  export const createBus = function createBus(options) {
//             ^^^^^^^^^ definition soulindex . . . `javascript/eventbus.mjs`/createBus().
//             kind Function
    function helper() {
      return new EventBus(options);
//               ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/EventBus#
    }
    const bus = helper();
    return bus;
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/eventbus.mjs`/createBus().
  
  export { Subscription, isReserved as isReservedTopic, legacyMode };
//         ^^^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/Subscription#
//                       ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/isReserved().
//                                                      ^^^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/legacyMode.
  
