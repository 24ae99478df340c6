  <?php
  
  declare(strict_types=1);
  
  /**
   * A small caching library with pluggable stores.
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/
  namespace Acme\Cache;
//          ^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/
//          kind Module
//          documentation
//          > A small caching library with pluggable stores.
//               ^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#
//                    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/
  
  use Psr\Log\LoggerInterface;
  use Psr\Clock\ClockInterface as Clock;
  use Acme\Cache\Store\{FileStore, MemoryStore as ArrayStore};
//         ^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#
//                                 ^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#
  use function Acme\Support\str_starts;
  use const Acme\Support\DEFAULT_TTL;
  use InvalidArgumentException, RuntimeException;
  
  require_once __DIR__ . '/helpers.php';
  require 'vendor/autoload.php';
  include_once "config/cache.php";
  
  /** Version of the cache library. */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/VERSION.
  const VERSION = '2.1.0';
//      ^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/VERSION.
//      kind Constant
//      documentation
//      > Version of the cache library.
//                       ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/VERSION.
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MAX_KEY_LENGTH.
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MIN_TTL.
  const MAX_KEY_LENGTH = 250, MIN_TTL = 1;
//      ^^^^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MAX_KEY_LENGTH.
//      kind Constant
//                            ^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MIN_TTL.
//                            kind Constant
//                                       ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MAX_KEY_LENGTH.
//                                       ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MIN_TTL.
  
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/ACME_CACHE_LOADED.
  define('ACME_CACHE_LOADED', true);
//        ^^^^^^^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/ACME_CACHE_LOADED.
//        kind Constant
//                                 ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/ACME_CACHE_LOADED.
  
  /**
   * Anything that can store values by key.
   *
   * @template T
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
  interface StoreInterface extends \Countable
//          ^^^^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
//          kind Interface
//          documentation
//          > Anything that can store values by key.
//          > 
//          > @template T
  {
      /** Separator between key parts. */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#KEY_SEPARATOR.
      public const KEY_SEPARATOR = '.';
//                 ^^^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#KEY_SEPARATOR.
//                 kind Constant
//                 documentation
//                 > Separator between key parts.
//                                    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#KEY_SEPARATOR.
  
      /**
       * Reads a value.
       *
       * @return T|null
       */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#get().
      public function get(string $key): mixed;
//                    ^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#get().
//                    kind Method
//                    documentation
//                    > Reads a value.
//                    > 
//                    > @return T|null
//                                ^^^ definition local 0
//                                           ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#get().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#set().
      public function set(string $key, mixed $value, ?int $ttl = null): bool;
//                    ^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#set().
//                    kind Method
//                                ^^^ definition local 1
//                                            ^^^^^ definition local 2
//                                                         ^^^ definition local 3
//                                                                          ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#set().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#delete().
      public function delete(string $key): void;
//                    ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#delete().
//                    kind Method
//                                   ^^^ definition local 4
//                                             ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#delete().
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
  
  /**
   * Events a cache emits.
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#
  enum CacheEvent: string
//     ^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#
//     kind Enum
//     documentation
//     > Events a cache emits.
  {
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Hit.
      case Hit = 'hit';
//         ^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Hit.
//         kind EnumMember
//                    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Hit.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Miss.
      case Miss = 'miss';
//         ^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Miss.
//         kind EnumMember
//                      ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Miss.
      /** A value was written. */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Write.
      case Write = 'write';
//         ^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Write.
//         kind EnumMember
//         documentation
//         > A value was written.
//                        ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Write.
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#DEFAULT.
      public const DEFAULT = self::Miss;
//                 ^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#DEFAULT.
//                 kind Constant
//                                     ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#DEFAULT.
  
      /** Whether the event changed the store. */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#isMutation().
      public function isMutation(): bool
//                    ^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#isMutation().
//                    kind Method
//                    documentation
//                    > Whether the event changed the store.
      {
          return $this === self::Write;
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#isMutation().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#fromLabel().
      public static function fromLabel(string $label): self
//                           ^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#fromLabel().
//                           kind Method
//                                             ^^^^^ definition local 5
      {
          return self::from(strtolower($label));
//                                      ^^^^^ reference local 5
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#fromLabel().
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#
  
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#
  enum Eviction
//     ^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#
//     kind Enum
  {
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#Lru.
      case Lru;
//         ^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#Lru.
//         kind EnumMember
//            ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#Lru.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#Fifo.
      case Fifo;
//         ^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#Fifo.
//         kind EnumMember
//             ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#Fifo.
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/Eviction#
  
  /**
   * Counts hits and misses.
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#
  trait CountsHits
//      ^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#
//      kind Trait
//      documentation
//      > Counts hits and misses.
  {
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#hits.
      private int $hits = 0;
//                 ^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#hits.
//                 kind Field
//                         ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#hits.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#misses.
      private int $misses = 0;
//                 ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#misses.
//                 kind Field
//                           ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#misses.
  
      /** Records one lookup. */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#count().
      protected function count(bool $hit): void
//                       ^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#count().
//                       kind Method
//                       documentation
//                       > Records one lookup.
//                                   ^^^ definition local 6
      {
          $hit ? $this->hits++ : $this->misses++;
//         ^^^ reference local 6
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#count().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#hitRatio().
      public function hitRatio(): float
//                    ^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#hitRatio().
//                    kind Method
      {
          $total = $this->hits + $this->misses;
//         ^^^^^ definition local 7
          return $total === 0 ? 0.0 : $this->hits / $total;
//                ^^^^^ reference local 7
//                                                   ^^^^^ reference local 7
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#hitRatio().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#name().
      abstract protected function name(): string;
//                                ^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#name().
//                                kind Method
//                                              ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#name().
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#
  
  /**
   * Base class of all stores.
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#
  abstract class AbstractStore implements StoreInterface
//               ^^^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#
//               kind Class
//               documentation
//               > Base class of all stores.
//               relationship soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface# implementation
//                                        ^^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
  {
      use CountsHits;
//        ^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/CountsHits#
  
      /** Default lifetime in seconds. */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#DEFAULT_TTL.
      protected const DEFAULT_TTL = 3600;
//                    ^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#DEFAULT_TTL.
//                    kind Constant
//                    documentation
//                    > Default lifetime in seconds.
//                                      ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#DEFAULT_TTL.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#PREFIX.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#SUFFIX.
      private const PREFIX = 'acme', SUFFIX = '';
//                  ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#PREFIX.
//                  kind Constant
//                                   ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#SUFFIX.
//                                   kind Constant
//                                              ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#PREFIX.
//                                              ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#SUFFIX.
  
      /** @var array<string, int> expiry times by key */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expiries.
      protected array $expiries = [];
//                     ^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expiries.
//                     kind Field
//                     documentation
//                     > @var array<string, int> expiry times by key
//                                  ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expiries.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#instances.
      protected static int $instances = 0;
//                          ^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#instances.
//                          kind Field
//                                       ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#instances.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#logger.
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#fallback.
      public ?LoggerInterface $logger = null, $fallback = null;
//                             ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#logger.
//                             kind Field
//                                             ^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#fallback.
//                                             kind Field
//                                                            ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#logger.
//                                                            ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#fallback.
  
      /**
       * @param Clock $clock source of the current time
       */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#__construct().
      public function __construct(
//                    ^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#__construct().
//                    kind Constructor
//                    documentation
//                    > @param Clock $clock source of the current time
          protected readonly Clock $clock,
//                                  ^^^^^ definition local 9
          private string $namespace = 'default',
//                        ^^^^^^^^^ definition local 10
          int $unpromoted = 0,
//             ^^^^^^^^^^ definition local 11
      ) {
          static::$instances++;
          $local = $unpromoted * 2;
//         ^^^^^ definition local 12
//                  ^^^^^^^^^^ reference local 11
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#__construct().
  
      /** Builds the full key of an entry. */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#key().
      protected function key(string $key): string
//                       ^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#key().
//                       kind Method
//                       documentation
//                       > Builds the full key of an entry.
//                                   ^^^ definition local 13
      {
          if (strlen($key) > MAX_KEY_LENGTH) {
//                    ^^^ reference local 13
//                           ^^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MAX_KEY_LENGTH.
              throw new InvalidArgumentException("key too long: $key");
//                                                               ^^^ reference local 13
          }
          return self::PREFIX . StoreInterface::KEY_SEPARATOR . $this->namespace . '.' . $key;
//                              ^^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
//                                              ^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#KEY_SEPARATOR.
//                                                                                        ^^^ reference local 13
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#key().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expired().
      protected function expired(string $key): bool
//                       ^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expired().
//                       kind Method
//                                       ^^^ definition local 14
      {
          $expiry = $this->expiries[$key] ?? null;
//         ^^^^^^ definition local 15
//                         ^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expiries.
//                                   ^^^ reference local 14
          return $expiry !== null && $expiry < $this->clock->now()->getTimestamp();
//                ^^^^^^ reference local 15
//                                    ^^^^^^ reference local 15
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expired().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#clear().
      abstract public function clear(): void;
//                             ^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#clear().
//                             kind Method
//                                          ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#clear().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#count().
      public function count(): int
//                    ^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#count().
//                    kind Method
      {
          return count($this->expiries);
//                            ^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expiries.
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#count().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#name().
      protected function name(): string
//                       ^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#name().
//                       kind Method
      {
          return static::class;
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#name().
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#
  
  /**
   * Keeps values in a PHP array.
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#
  final class MemoryStore extends AbstractStore
//            ^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#
//            kind Class
//            documentation
//            > Keeps values in a PHP array.
//            relationship soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore# implementation
//                                ^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#
  {
      /** @var array<string, mixed> */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
      private array $values = [];
//                   ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
//                   kind Field
//                   documentation
//                   > @var array<string, mixed>
//                              ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#get().
      public function get(string $key): mixed
//                    ^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#get().
//                    kind Method
//                    relationship soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#get(). implementation reference
//                                ^^^ definition local 17
      {
          $full = $this->key($key);
//         ^^^^ definition local 18
//                       ^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#key().
//                            ^^^ reference local 17
          $hit = isset($this->values[$full]) && !$this->expired($full);
//         ^^^ definition local 19
//                            ^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
//                                    ^^^^ reference local 18
//                                                      ^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expired().
//                                                               ^^^^ reference local 18
          $this->count($hit);
//               ^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#count().
//                      ^^^ reference local 19
          return $hit ? $this->values[$full] : null;
//                ^^^ reference local 19
//                             ^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
//                                     ^^^^ reference local 18
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#get().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#set().
      public function set(string $key, mixed $value, ?int $ttl = null): bool
//                    ^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#set().
//                    kind Method
//                    relationship soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#set(). implementation reference
//                                ^^^ definition local 20
//                                            ^^^^^ definition local 21
//                                                         ^^^ definition local 22
      {
          $full = $this->key($key);
//         ^^^^ definition local 23
//                       ^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#key().
//                            ^^^ reference local 20
          $this->values[$full] = $value;
//               ^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
//                       ^^^^ reference local 23
//                                ^^^^^ reference local 21
          $this->expiries[$full] = $this->clock->now()->getTimestamp() + ($ttl ?? static::DEFAULT_TTL);
//               ^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expiries.
//                         ^^^^ reference local 23
//                                                                         ^^^ reference local 22
          return true;
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#set().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#delete().
      public function delete(string $key): void
//                    ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#delete().
//                    kind Method
//                    relationship soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#delete(). implementation reference
//                                   ^^^ definition local 24
      {
          unset($this->values[$this->key($key)]);
//                     ^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
//                                   ^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#key().
//                                        ^^^ reference local 24
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#delete().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#clear().
      public function clear(): void
//                    ^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#clear().
//                    kind Method
//                    relationship soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#clear(). implementation reference
      {
          $this->values = [];
//               ^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#values.
          $this->expiries = [];
//               ^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/AbstractStore#expiries.
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#clear().
  
      /**
       * Returns a store whose clock is frozen, for tests.
       */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#frozen().
      public static function frozen(int $now): static
//                           ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#frozen().
//                           kind Method
//                           documentation
//                           > Returns a store whose clock is frozen, for tests.
//                                       ^^^ definition local 25
      {
          $clock = new class($now) implements Clock {
//         ^^^^^ definition local 26
//                            ^^^ reference local 25
              public function __construct(private int $now)
//                                                     ^^^ definition local 27
              {
              }
  
              public function now(): \DateTimeImmutable
//                            ^^^ reference local 25
              {
                  return (new \DateTimeImmutable())->setTimestamp($this->now);
              }
          };
          return new static($clock);
//                           ^^^^^ reference local 26
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#frozen().
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/MemoryStore#
  
  /**
   * A cache in front of a store.
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#
  #[\Attribute]
  class Cache
//      ^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#
//      kind Class
//      documentation
//      > A cache in front of a store.
  {
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#__construct().
      public function __construct(
//                    ^^^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#__construct().
//                    kind Constructor
          private StoreInterface $store,
//                ^^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
//                                ^^^^^ definition local 29
          private ?LoggerInterface $logger = null,
//                                  ^^^^^^ definition local 30
      ) {
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#__construct().
  
      /**
       * Returns the cached value or computes and stores it.
       *
       * @param callable(): mixed $compute
       */
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#remember().
      public function remember(string $key, callable $compute, int $ttl = DEFAULT_TTL): mixed
//                    ^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#remember().
//                    kind Method
//                    documentation
//                    > Returns the cached value or computes and stores it.
//                    > 
//                    > @param callable(): mixed $compute
//                                     ^^^ definition local 31
//                                                    ^^^^^^^ definition local 32
//                                                                  ^^^ definition local 33
      {
          $value = $this->store->get($key);
//         ^^^^^ definition local 34
//                                    ^^^ reference local 31
          if ($value !== null) {
//             ^^^^^ reference local 34
              $this->logger?->debug('cache hit', ['key' => $key, 'event' => CacheEvent::Hit->value]);
//                                                          ^^^ reference local 31
//                                                                          ^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#
//                                                                                      ^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/CacheEvent#Hit.
              return $value;
//                    ^^^^^ reference local 34
          }
          try {
              $value = $compute();
//             ^^^^^ reference local 34
//                      ^^^^^^^ reference local 32
          } catch (RuntimeException $e) {
//                                   ^ definition local 35
              $this->logger?->error($e->getMessage());
//                                   ^ reference local 35
              throw $e;
//                   ^ reference local 35
          }
          $this->store->set($key, $value, max($ttl, MIN_TTL));
//                           ^^^ reference local 31
//                                 ^^^^^ reference local 34
//                                             ^^^ reference local 33
//                                                  ^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/MIN_TTL.
          return $value;
//                ^^^^^ reference local 34
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#remember().
  
//    ⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#forget().
      public function forget(string ...$keys): void
//                    ^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#forget().
//                    kind Method
//                                      ^^^^ definition local 36
      {
          array_walk($keys, fn (string $k) => $this->store->delete($k));
//                    ^^^^ reference local 36
//                                      ^ definition local 37
//                                                                  ^ reference local 37
      }
//    ⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#forget().
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#
  
  /**
   * Creates the default cache.
   */
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/cache().
  function cache(?StoreInterface $store = null): Cache
//         ^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/cache().
//         kind Function
//         documentation
//         > Creates the default cache.
//                ^^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
//                                ^^^^^ definition local 38
//                                               ^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#
  {
      static $default = null;
      function nested_helper(): void
      {
      }
      $default ??= new Cache($store ?? new ArrayStore(new SystemClock()));
//                     ^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/Cache#
//                            ^^^^^ reference local 38
      return $default;
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/cache().
  
//⌄ enclosing_range_start soulindex . . . `php/Cache.php`/`Acme\Cache`/cache_key().
  function cache_key(string ...$parts): string
//         ^^^^^^^^^ definition soulindex . . . `php/Cache.php`/`Acme\Cache`/cache_key().
//         kind Function
//                              ^^^^^ definition local 39
  {
      return implode(StoreInterface::KEY_SEPARATOR, $parts);
//                   ^^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#
//                                   ^^^^^^^^^^^^^ reference soulindex . . . `php/Cache.php`/`Acme\Cache`/StoreInterface#KEY_SEPARATOR.
//                                                   ^^^^^ reference local 39
  }
//⌃ enclosing_range_end soulindex . . . `php/Cache.php`/`Acme\Cache`/cache_key().
  
