  <?php
  
//⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/
  namespace Acme\Cache\Tests {
//          ^^^^^^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/
//          kind Module
  
      use PHPUnit\Framework\TestCase;
      use PHPUnit\Framework\Attributes\{DataProvider, Test as TestAttr};
      use Acme\Cache\{Cache, MemoryStore};
      use Acme\Cache\CacheEvent;
  
      /**
       * A clock frozen at a given time.
       */
//    ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#
      final readonly class FixedClock implements \Psr\Clock\ClockInterface
//                         ^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#
//                         kind Class
//                         documentation
//                         > A clock frozen at a given time.
      {
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#__construct().
          public function __construct(private \DateTimeImmutable $at)
//                        ^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#__construct().
//                        kind Constructor
//                                                                ^^ definition local 1
          {
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#__construct().
  
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#now().
          public function now(): \DateTimeImmutable
//                        ^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#now().
//                        kind Method
          {
              return $this->at;
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#now().
      }
//    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/FixedClock#
  
      /**
       * Tests of Cache::remember().
       */
//    ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#
      class CacheTest extends TestCase
//          ^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#
//          kind Class
//          documentation
//          > Tests of Cache::remember().
      {
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#KEY.
          private const KEY = 'answer';
//                      ^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#KEY.
//                      kind Constant
//                                    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#KEY.
  
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#cache.
          private Cache $cache;
//                       ^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#cache.
//                       kind Field
//                            ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#cache.
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#shared.
          private static ?MemoryStore $shared = null;
//                                     ^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#shared.
//                                     kind Field
//                                                  ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#shared.
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#legacy.
          var $legacy;
//             ^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#legacy.
//             kind Field
//                   ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#legacy.
  
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#setUp().
          protected function setUp(): void
//                           ^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#setUp().
//                           kind Method
          {
              $this->cache = new Cache(MemoryStore::frozen(1_700_000_000));
//                   ^^^^^ reference soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#cache.
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#setUp().
  
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#testRememberComputesOnce().
          #[TestAttr]
          public function testRememberComputesOnce(): void
//                        ^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#testRememberComputesOnce().
//                        kind Method
          {
              $calls = 0;
//             ^^^^^ definition local 3
              $compute = function () use (&$calls) {
//             ^^^^^^^ definition local 4
//                                          ^^^^^ reference local 3
                  $calls++;
//                 ^^^^^ reference local 3
                  return 42;
              };
              $this->assertSame(42, $this->cache->remember(self::KEY, $compute));
//                                         ^^^^^ reference soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#cache.
//                                                                     ^^^^^^^ reference local 4
              $this->assertSame(42, $this->cache->remember(self::KEY, $compute));
//                                         ^^^^^ reference soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#cache.
//                                                                     ^^^^^^^ reference local 4
              $this->assertSame(1, $calls);
//                                  ^^^^^ reference local 3
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#testRememberComputesOnce().
  
          /**
           * @return iterable<string, array{string}>
           */
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#labels().
          public static function labels(): iterable
//                               ^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#labels().
//                               kind Method
//                               documentation
//                               > @return iterable<string, array{string}>
          {
              yield 'hit' => ['HIT'];
              yield 'miss' => ['Miss'];
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#labels().
  
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#testFromLabel().
          #[DataProvider('labels')]
          public function testFromLabel(string $label): void
//                        ^^^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#testFromLabel().
//                        kind Method
//                                              ^^^^^ definition local 5
          {
              $this->assertInstanceOf(CacheEvent::class, CacheEvent::fromLabel($label));
//                                                                              ^^^^^ reference local 5
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#testFromLabel().
      }
//    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/CacheTest#
  }
//⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests`/
  
//⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/
  namespace Acme\Cache\Tests\Support {
//          ^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/
//          kind Module
  
      /** Marks a test as slow. */
//    ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Slow#
      interface Slow
//              ^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Slow#
//              kind Interface
//              documentation
//              > Marks a test as slow.
      {
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Slow#THRESHOLD_MS.
          const THRESHOLD_MS = 500;
//              ^^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Slow#THRESHOLD_MS.
//              kind Constant
//                                ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Slow#THRESHOLD_MS.
      }
//    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Slow#
  
//    ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#
      enum Outcome: int implements \JsonSerializable
//         ^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#
//         kind Enum
      {
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#Passed.
          case Passed = 0;
//             ^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#Passed.
//             kind EnumMember
//                       ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#Passed.
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#Failed.
          case Failed = 1;
//             ^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#Failed.
//             kind EnumMember
//                       ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#Failed.
  
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#DEFAULT.
          const DEFAULT = self::Passed;
//              ^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#DEFAULT.
//              kind Constant
//                                    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#DEFAULT.
  
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#jsonSerialize().
          public function jsonSerialize(): mixed
//                        ^^^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#jsonSerialize().
//                        kind Method
          {
              return $this->name;
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#jsonSerialize().
      }
//    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/Outcome#
  
//    ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/fixture_path().
      function fixture_path(string $name): string
//             ^^^^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/fixture_path().
//             kind Function
//                                  ^^^^ definition local 6
      {
          return __DIR__ . '/fixtures/' . $name;
//                                         ^^^^ reference local 6
      }
//    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/fixture_path().
  }
//⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/`Acme\Cache\Tests\Support`/
  
  namespace {
  
      // Global helpers for the test bootstrap.
      require_once __DIR__ . '/../vendor/autoload.php';
  
//    ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/TEST_ROOT.
      define("TEST_ROOT", __DIR__);
//            ^^^^^^^^^ definition soulindex . . . `php/CacheTest.php`/TEST_ROOT.
//            kind Constant
//                                ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/TEST_ROOT.
  
      /**
       * Dumps a value and stops.
       */
//    ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/dd().
      function dd(mixed ...$values): never
//             ^^ definition soulindex . . . `php/CacheTest.php`/dd().
//             kind Function
//             documentation
//             > Dumps a value and stops.
//                          ^^^^^^ definition local 7
      {
          var_dump(...$values);
//                     ^^^^^^ reference local 7
          exit(1);
      }
//    ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/dd().
  
      if (!function_exists('env')) {
//        ⌄ enclosing_range_start soulindex . . . `php/CacheTest.php`/env().
          function env(string $key, ?string $default = null): ?string
//                 ^^^ definition soulindex . . . `php/CacheTest.php`/env().
//                 kind Function
//                             ^^^ definition local 8
//                                           ^^^^^^^ definition local 9
          {
              return getenv($key) ?: $default;
//                           ^^^ reference local 8
//                                    ^^^^^^^ reference local 9
          }
//        ⌃ enclosing_range_end soulindex . . . `php/CacheTest.php`/env().
      }
  }
  
