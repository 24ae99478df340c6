  --- cache.lua: a small LRU cache with optional time-based expiry.
  -- @module cache
  
  local json = require("cjson")
  local log = require "cache.log"
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/insert.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/remove.
  local insert, remove = table.insert, table.remove
//      ^^^^^^ definition soulindex . . . `lua/cache.lua`/insert.
//      kind Variable
//              ^^^^^^ definition soulindex . . . `lua/cache.lua`/remove.
//              kind Variable
//                             ^^^^^^ reference soulindex . . . `lua/cache.lua`/insert.
//                                           ^^^^^^ reference soulindex . . . `lua/cache.lua`/remove.
//                                                ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/insert.
//                                                ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/remove.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/fmt.
  local fmt = string.format
//      ^^^ definition soulindex . . . `lua/cache.lua`/fmt.
//      kind Variable
//                        ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/fmt.
  require("strict")
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/ok.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/socket.
  local ok, socket = pcall(require, "socket")
//      ^^ definition soulindex . . . `lua/cache.lua`/ok.
//      kind Variable
//          ^^^^^^ definition soulindex . . . `lua/cache.lua`/socket.
//          kind Variable
//                                          ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/ok.
//                                          ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/socket.
  
  --- Default number of entries kept by a cache.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/DEFAULT_CAPACITY.
  local DEFAULT_CAPACITY = 128
//      ^^^^^^^^^^^^^^^^ definition soulindex . . . `lua/cache.lua`/DEFAULT_CAPACITY.
//      kind Constant
//      documentation
//      > Default number of entries kept by a cache.
//                           ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/DEFAULT_CAPACITY.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/NOW.
  local NOW = os.time
//      ^^^ definition soulindex . . . `lua/cache.lua`/NOW.
//      kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/NOW.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/MAX_TTL.
  MAX_TTL = 24 * 60 * 60
//^^^^^^^ definition soulindex . . . `lua/cache.lua`/MAX_TTL.
//kind Constant
//                     ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/MAX_TTL.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/counter.
  counter = 0
//^^^^^^^ definition soulindex . . . `lua/cache.lua`/counter.
//kind Variable
//          ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/counter.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/weak_mode.
  local weak_mode <const> = "k"
//      ^^^^^^^^^ definition soulindex . . . `lua/cache.lua`/weak_mode.
//      kind Constant
//                            ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/weak_mode.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/default_cache.
  local default_cache
//      ^^^^^^^^^^^^^ definition soulindex . . . `lua/cache.lua`/default_cache.
//      kind Variable
//                  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/default_cache.
  
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/
  local M = {}
//      ^ definition soulindex . . . `lua/cache.lua`/M/
//      kind Module
//           ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/VERSION.
  M.VERSION = "1.2.0"
//^ reference soulindex . . . `lua/cache.lua`/M/
//  ^^^^^^^ definition soulindex . . . `lua/cache.lua`/M/VERSION.
//  kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/VERSION.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/_DESCRIPTION.
  M._DESCRIPTION = "LRU cache"
//^ reference soulindex . . . `lua/cache.lua`/M/
//  ^^^^^^^^^^^^ definition soulindex . . . `lua/cache.lua`/M/_DESCRIPTION.
//  kind Constant
//                           ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/_DESCRIPTION.
  
  --- Errors raised by the cache.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/errors.
  M.errors = {
//^ reference soulindex . . . `lua/cache.lua`/M/
//  ^^^^^^ definition soulindex . . . `lua/cache.lua`/M/errors.
//  kind Field
//  documentation
//  > Errors raised by the cache.
//  ⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/errors.INVALID_KEY.
    INVALID_KEY = "invalid key",
//  ^^^^^^^^^^^ definition soulindex . . . `lua/cache.lua`/M/errors.INVALID_KEY.
//  kind Constant
//                            ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/errors.INVALID_KEY.
//  ⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/errors.CLOSED.
    CLOSED = "cache closed",
//  ^^^^^^ definition soulindex . . . `lua/cache.lua`/M/errors.CLOSED.
//  kind Constant
//                        ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/errors.CLOSED.
  }
//⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/errors.
  
  --- A doubly linked list node.
  -- @type Node
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Node.
  local Node = {}
//      ^^^^ definition soulindex . . . `lua/cache.lua`/Node.
//      kind Variable
//      documentation
//      > A doubly linked list node.
//      > @type Node
//              ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Node.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Node#__index.
  Node.__index = Node
//^^^^ reference soulindex . . . `lua/cache.lua`/Node.
//     ^^^^^^^ definition soulindex . . . `lua/cache.lua`/Node#__index.
//     kind Field
//               ^^^^ reference soulindex . . . `lua/cache.lua`/Node.
//                  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Node#__index.
  
  --- Creates a list node holding a key and its value.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Node#new().
  function Node.new(key, value, expires)
//         ^^^^ reference soulindex . . . `lua/cache.lua`/Node.
//              ^^^ definition soulindex . . . `lua/cache.lua`/Node#new().
//              kind Method
//              documentation
//              > Creates a list node holding a key and its value.
    local self = setmetatable({}, Node)
//                                ^^^^ reference soulindex . . . `lua/cache.lua`/Node.
    self.key = key
    self.value = value
    self.expires = expires
    return self
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Node#new().
  
  --- Reports whether the node has expired at time `now`.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Node#expired().
  function Node:expired(now)
//         ^^^^ reference soulindex . . . `lua/cache.lua`/Node.
//              ^^^^^^^ definition soulindex . . . `lua/cache.lua`/Node#expired().
//              kind Method
//              documentation
//              > Reports whether the node has expired at time `now`.
    return self.expires ~= nil and self.expires <= now
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Node#expired().
  
  --- The cache class.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache.
  local Cache = {}
//      ^^^^^ definition soulindex . . . `lua/cache.lua`/Cache.
//      kind Variable
//      documentation
//      > The cache class.
//               ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#__index.
  Cache.__index = Cache
//^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//      ^^^^^^^ definition soulindex . . . `lua/cache.lua`/Cache#__index.
//      kind Field
//                ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//                    ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#__index.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/Cache.
  M.Cache = Cache
//^ reference soulindex . . . `lua/cache.lua`/M/
//  ^^^^^ definition soulindex . . . `lua/cache.lua`/M/Cache.
//  kind Field
//          ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//              ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/Cache.
  
  --- Creates a cache.
  -- @param capacity maximum number of entries
  -- @param ttl seconds an entry lives, or nil for no expiry
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/new().
  function M.new(capacity, ttl)
//         ^ reference soulindex . . . `lua/cache.lua`/M/
//           ^^^ definition soulindex . . . `lua/cache.lua`/M/new().
//           kind Function
//           documentation
//           > Creates a cache.
//           > @param capacity maximum number of entries
//           > @param ttl seconds an entry lives, or nil for no expiry
    capacity = capacity or DEFAULT_CAPACITY
//                         ^^^^^^^^^^^^^^^^ reference soulindex . . . `lua/cache.lua`/DEFAULT_CAPACITY.
    if capacity <= 0 then
      error(fmt("capacity must be positive, got %d", capacity), 2)
//          ^^^ reference soulindex . . . `lua/cache.lua`/fmt.
    end
    local head, tail = Node.new(), Node.new()
//                     ^^^^ reference soulindex . . . `lua/cache.lua`/Node.
//                          ^^^ reference soulindex . . . `lua/cache.lua`/M/new().
//                                 ^^^^ reference soulindex . . . `lua/cache.lua`/Node.
//                                      ^^^ reference soulindex . . . `lua/cache.lua`/M/new().
    head.next, tail.prev = tail, head
    local c = setmetatable({
      capacity = capacity,
      ttl = ttl,
      size = 0,
      map = {},
      head = head,
      tail = tail,
      hits = 0,
      misses = 0,
    }, Cache)
//     ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
    counter = counter + 1
//  ^^^^^^^ reference soulindex . . . `lua/cache.lua`/counter.
//            ^^^^^^^ reference soulindex . . . `lua/cache.lua`/counter.
    return c
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/new().
  
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/unlink().
  local function unlink(node)
//               ^^^^^^ definition soulindex . . . `lua/cache.lua`/unlink().
//               kind Function
    node.prev.next = node.next
    node.next.prev = node.prev
    node.prev, node.next = nil, nil
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/unlink().
  
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/push_front().
  local function push_front(self, node)
//               ^^^^^^^^^^ definition soulindex . . . `lua/cache.lua`/push_front().
//               kind Function
    node.next = self.head.next
    node.prev = self.head
    self.head.next.prev = node
    self.head.next = node
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/push_front().
  
  --- Looks a key up, moving it to the front.
  -- @return the value, or nil when absent or expired
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#get().
  function Cache:get(key)
//         ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//               ^^^ definition soulindex . . . `lua/cache.lua`/Cache#get().
//               kind Method
//               documentation
//               > Looks a key up, moving it to the front.
//               > @return the value, or nil when absent or expired
    local node = self.map[key]
    if not node then
      self.misses = self.misses + 1
      return nil
    end
    if node:expired(NOW()) then
//                  ^^^ reference soulindex . . . `lua/cache.lua`/NOW.
      self:delete(key)
      self.misses = self.misses + 1
      return nil
    end
    unlink(node)
//  ^^^^^^ reference soulindex . . . `lua/cache.lua`/unlink().
    push_front(self, node)
//  ^^^^^^^^^^ reference soulindex . . . `lua/cache.lua`/push_front().
    self.hits = self.hits + 1
    return node.value
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#get().
  
  --- Stores a value, evicting the least recently used entry when full.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#set().
  function Cache:set(key, value, ttl)
//         ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//               ^^^ definition soulindex . . . `lua/cache.lua`/Cache#set().
//               kind Method
//               documentation
//               > Stores a value, evicting the least recently used entry when full.
    if key == nil then
      error(M.errors.INVALID_KEY, 2)
//          ^ reference soulindex . . . `lua/cache.lua`/M/
//            ^^^^^^ reference soulindex . . . `lua/cache.lua`/M/errors.
    end
    ttl = ttl or self.ttl
    local expires = ttl and NOW() + math.min(ttl, MAX_TTL) or nil
//                          ^^^ reference soulindex . . . `lua/cache.lua`/NOW.
//                                                ^^^^^^^ reference soulindex . . . `lua/cache.lua`/MAX_TTL.
    local node = self.map[key]
    if node then
      node.value, node.expires = value, expires
      unlink(node)
//    ^^^^^^ reference soulindex . . . `lua/cache.lua`/unlink().
    else
      node = Node.new(key, value, expires)
//           ^^^^ reference soulindex . . . `lua/cache.lua`/Node.
//                ^^^ reference soulindex . . . `lua/cache.lua`/M/new().
      self.map[key] = node
      self.size = self.size + 1
      if self.size > self.capacity then
        self:evict()
      end
    end
    push_front(self, node)
//  ^^^^^^^^^^ reference soulindex . . . `lua/cache.lua`/push_front().
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#set().
  
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#delete().
  function Cache:delete(key)
//         ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//               ^^^^^^ definition soulindex . . . `lua/cache.lua`/Cache#delete().
//               kind Method
    local node = self.map[key]
    if node then
      unlink(node)
//    ^^^^^^ reference soulindex . . . `lua/cache.lua`/unlink().
      self.map[key] = nil
      self.size = self.size - 1
    end
    return node ~= nil
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#delete().
  
  --- Drops the least recently used entry.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#evict().
  function Cache:evict()
//         ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//               ^^^^^ definition soulindex . . . `lua/cache.lua`/Cache#evict().
//               kind Method
//               documentation
//               > Drops the least recently used entry.
    local last = self.tail.prev
    if last ~= self.head then
      log.debug("evicting %s", tostring(last.key))
      self:delete(last.key)
    end
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#evict().
  
  -- Iterates over the entries from most to least recently used.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#pairs().
  Cache.pairs = function(self)
//^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//      ^^^^^ definition soulindex . . . `lua/cache.lua`/Cache#pairs().
//      kind Method
//      documentation
//      > Iterates over the entries from most to least recently used.
    local node = self.head
    return function()
      node = node.next
      if node ~= self.tail then
        return node.key, node.value
      end
    end
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#pairs().
  
  --- Returns hit/miss statistics as a table.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#stats().
  function Cache:stats()
//         ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//               ^^^^^ definition soulindex . . . `lua/cache.lua`/Cache#stats().
//               kind Method
//               documentation
//               > Returns hit/miss statistics as a table.
    local total = self.hits + self.misses
    return {
      hits = self.hits,
      misses = self.misses,
      ratio = total > 0 and self.hits / total or 0,
    }
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#stats().
  
  --- Serialises the cache to JSON, most recent first.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/Cache#dump().
  function Cache:dump()
//         ^^^^^ reference soulindex . . . `lua/cache.lua`/Cache.
//               ^^^^ definition soulindex . . . `lua/cache.lua`/Cache#dump().
//               kind Method
//               documentation
//               > Serialises the cache to JSON, most recent first.
    local entries = {}
    for k, v in self:pairs() do
      insert(entries, { key = k, value = v })
//    ^^^^^^ reference soulindex . . . `lua/cache.lua`/insert.
    end
    return json.encode(entries)
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/Cache#dump().
  
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/clear().
  M.clear = function(cache)
//^ reference soulindex . . . `lua/cache.lua`/M/
//  ^^^^^ definition soulindex . . . `lua/cache.lua`/M/clear().
//  kind Function
    for k in pairs(cache.map) do
      cache.map[k] = nil
    end
    cache.size = 0
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/clear().
  
  --- Memoises a one-argument function with a cache.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/memoize().
  function M.memoize(fn, capacity)
//         ^ reference soulindex . . . `lua/cache.lua`/M/
//           ^^^^^^^ definition soulindex . . . `lua/cache.lua`/M/memoize().
//           kind Function
//           documentation
//           > Memoises a one-argument function with a cache.
    local cache = M.new(capacity)
//                ^ reference soulindex . . . `lua/cache.lua`/M/
//                  ^^^ reference soulindex . . . `lua/cache.lua`/M/new().
    return function(arg)
      local v = cache:get(arg)
      if v == nil then
        v = fn(arg)
        cache:set(arg, v)
      end
      return v
    end
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/memoize().
  
  -- Global helper kept for backwards compatibility.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/cache_version().
  function cache_version()
//         ^^^^^^^^^^^^^ definition soulindex . . . `lua/cache.lua`/cache_version().
//         kind Function
//         documentation
//         > Global helper kept for backwards compatibility.
    return M.VERSION
//         ^ reference soulindex . . . `lua/cache.lua`/M/
//           ^^^^^^^ reference soulindex . . . `lua/cache.lua`/M/VERSION.
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/cache_version().
  
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/helpers.
  local helpers = {
//      ^^^^^^^ definition soulindex . . . `lua/cache.lua`/helpers.
//      kind Variable
    --- Formats a key for log output.
//  ⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/helpers.describe().
    describe = function(key)
//  ^^^^^^^^ definition soulindex . . . `lua/cache.lua`/helpers.describe().
//  kind Function
//  documentation
//  > Formats a key for log output.
      return fmt("<%s>", tostring(key))
//           ^^^ reference soulindex . . . `lua/cache.lua`/fmt.
    end,
//    ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/helpers.describe().
  }
//⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/helpers.
//⌄ enclosing_range_start soulindex . . . `lua/cache.lua`/M/helpers.
  M.helpers = helpers
//^ reference soulindex . . . `lua/cache.lua`/M/
//  ^^^^^^^ definition soulindex . . . `lua/cache.lua`/M/helpers.
//  kind Field
//            ^^^^^^^ reference soulindex . . . `lua/cache.lua`/helpers.
//                  ⌃ enclosing_range_end soulindex . . . `lua/cache.lua`/M/helpers.
  
  return M
//       ^ reference soulindex . . . `lua/cache.lua`/M/
  
