  # Tests for the job queue. Run with: pytest -q
  import asyncio
//       ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
  import unittest
//       ^^^^^^^^ reference scip-python python python-stdlib 3.12 unittest/__init__:
  from unittest import mock as m
//     ^^^^^^^^ reference scip-python python python-stdlib 3.12 unittest/__init__:
  
  import pytest
  
  from jobs import (
      DEFAULT_TIMEOUT,
      Job,
      JobId,
      Priority,
      Queue,
      RetryPolicy,
      Status,
      Worker,
      retry,
  )
  from jobs.errors import RetryExhausted
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/pytestmark.
  pytestmark = pytest.mark.asyncio
//^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/pytestmark.
//kind Variable
//                               ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/pytestmark.
  
  # Policies used across the tests; FAST never sleeps for real.
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FAST.
  FAST = RetryPolicy(attempts=3, base_delay=0.0)
//^^^^ definition soulindex . . . `python/test_jobs.py`/FAST.
//kind Constant
//documentation
//> Policies used across the tests; FAST never sleeps for real.
//                                             ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FAST.
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/SLOW.
  SLOW: RetryPolicy = RetryPolicy(attempts=2, base_delay=10.0)
//^^^^ definition soulindex . . . `python/test_jobs.py`/SLOW.
//kind Constant
//                                                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/SLOW.
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/CASES.
  CASES = [
//^^^^^ definition soulindex . . . `python/test_jobs.py`/CASES.
//kind Constant
      ("3x0.5s", 3, 0.5),
      ("1x0s", 1, 0.0),
  ]
//⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/CASES.
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#
  class FakeClock:
//      ^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#
//      kind Class
//      documentation
//      > A clock that only moves when told to.
      """A clock that only moves when told to."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#__init__().
      def __init__(self, start: float = 0.0) -> None:
//        ^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#__init__().
//        kind Constructor
//                 ^^^^ definition local 0
//                       ^^^^^ definition local 1
//        ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#current.
          self.current = start
//        ^^^^ reference local 0
//             ^^^^^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#current.
//             kind Field
//                       ^^^^^ reference local 1
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#__init__().
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#current.
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#now().
      def now(self) -> float:
//        ^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#now().
//        kind Method
//            ^^^^ definition local 2
          return self.current
//               ^^^^ reference local 2
//                    ^^^^^^^ reference soulindex . . . `python/test_jobs.py`/FakeClock#current.
//                          ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#now().
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#advance().
      def advance(self, seconds: float) -> None:
//        ^^^^^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#advance().
//        kind Method
//                ^^^^ definition local 3
//                      ^^^^^^^ definition local 4
          self.current += seconds
//        ^^^^ reference local 3
//             ^^^^^^^ reference soulindex . . . `python/test_jobs.py`/FakeClock#current.
//                        ^^^^^^^ reference local 4
//                              ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#
//                              ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#advance().
  
  
  @pytest.fixture
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/queue().
  def queue() -> Queue[int]:
//    ^^^^^ definition soulindex . . . `python/test_jobs.py`/queue().
//    kind Function
//    documentation
//    > An empty queue with an `add` handler.
      """An empty queue with an `add` handler."""
      q: Queue[int] = Queue()
//    ^ definition local 5
  
      @q.register()
//     ^ reference local 5
      async def add(a: int, b: int) -> int:
//              ^^^ definition local 6
//                  ^ definition local 7
//                          ^ definition local 8
          return a + b
//               ^ reference local 7
//                   ^ reference local 8
  
      return q
//           ^ reference local 5
//           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/queue().
  
  
  @pytest.fixture()
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/worker().
  def worker(queue: Queue[int]) -> Worker:
//    ^^^^^^ definition soulindex . . . `python/test_jobs.py`/worker().
//    kind Function
//           ^^^^^ definition local 9
      return Worker(queue, policy=FAST, clock=FakeClock())
//                  ^^^^^ reference local 9
//                                ^^^^ reference soulindex . . . `python/test_jobs.py`/FAST.
//                                            ^^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/FakeClock#
//                                                       ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/worker().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/make_job().
  def make_job(name: str = "add", **payload) -> Job[int]:
//    ^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/make_job().
//    kind Function
//             ^^^^ definition local 10
//                                  ^^^^^^^ definition local 11
      counter = 0  # a local, never a symbol
//    ^^^^^^^ definition local 12
      counter += 1
//    ^^^^^^^ reference local 12
      return Job(id=JobId(f"job-{counter}"), name=name, payload=payload)
//                               ^^^^^^^ reference local 12
//                                                ^^^^ reference local 10
//                                                              ^^^^^^^ reference local 11
//                                                                     ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/make_job().
  
  
  @pytest.mark.parametrize(("spec", "attempts", "delay"), CASES)
//                                                        ^^^^^ reference soulindex . . . `python/test_jobs.py`/CASES.
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_parse_policy().
  def test_parse_policy(spec: str, attempts: int, delay: float) -> None:
//    ^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_parse_policy().
//    kind Function
//                      ^^^^ definition local 13
//                                 ^^^^^^^^ definition local 14
//                                                ^^^^^ definition local 15
      policy = RetryPolicy.parse(spec)
//    ^^^^^^ definition local 16
//                               ^^^^ reference local 13
      assert policy.attempts == attempts
//           ^^^^^^ reference local 16
//                              ^^^^^^^^ reference local 14
      assert policy.base_delay == delay
//           ^^^^^^ reference local 16
//                                ^^^^^ reference local 15
//                                    ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_parse_policy().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_delay_is_capped().
  def test_delay_is_capped() -> None:
//    ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_delay_is_capped().
//    kind Function
      policy = RetryPolicy(base_delay=1.0, max_delay=4.0)
//    ^^^^^^ definition local 17
      delays = [policy.delay(n) for n in range(5)]
//    ^^^^^^ definition local 18
//              ^^^^^^ reference local 17
//                           ^ reference local 19
//                                  ^ definition local 19
      assert delays == [1.0, 2.0, 4.0, 4.0, 4.0]
//           ^^^^^^ reference local 18
//                                             ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_delay_is_capped().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_priority_order().
  def test_priority_order() -> None:
//    ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_priority_order().
//    kind Function
      low = make_job(priority=Priority.LOW)
//    ^^^ definition local 20
//          ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
      high = make_job()
//    ^^^^ definition local 21
//           ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
      high.priority = Priority.HIGH
//    ^^^^ reference local 21
      assert sorted([low, high])[0] is high
//                   ^^^ reference local 20
//                        ^^^^ reference local 21
//                                     ^^^^ reference local 21
//                                        ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_priority_order().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#
  class TestWorker:
//      ^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#
//      kind Class
//      documentation
//      > Worker behaviour against a real queue.
      """Worker behaviour against a real queue."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#timeout.
      timeout = DEFAULT_TIMEOUT / 10
//    ^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#timeout.
//    kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#timeout.
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#test_runs_job().
      async def test_runs_job(self, queue: Queue[int], worker: Worker) -> None:
//              ^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#test_runs_job().
//              kind Method
//                            ^^^^ definition local 22
//                                  ^^^^^ definition local 23
//                                                     ^^^^^^ definition local 24
          job = make_job(a=1, b=2)
//        ^^^ definition local 25
//              ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
          await queue.put(job)
//              ^^^^^ reference local 23
//                        ^^^ reference local 25
          await worker.execute(await queue.get())
//              ^^^^^^ reference local 24
//                                   ^^^^^ reference local 23
          assert job.status is Status.DONE
//               ^^^ reference local 25
          assert job.result == 3
//               ^^^ reference local 25
//                             ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#test_runs_job().
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#test_retries_then_fails().
      async def test_retries_then_fails(self, queue: Queue[int], worker: Worker) -> None:
//              ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#test_retries_then_fails().
//              kind Method
//                                      ^^^^ definition local 26
//                                            ^^^^^ definition local 27
//                                                               ^^^^^^ definition local 28
          calls = []
//        ^^^^^ definition local 29
  
          @queue.register("flaky")
//         ^^^^^ reference local 27
          async def flaky() -> None:
//                  ^^^^^ definition local 30
              calls.append(1)
//            ^^^^^ reference local 29
              raise RetryPolicy.retry_on[0]("boom")
  
          job = make_job("flaky")
//        ^^^ definition local 31
//              ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
          with pytest.raises(RetryExhausted):
              for _ in range(FAST.attempts):
//                ^ definition local 32
//                           ^^^^ reference soulindex . . . `python/test_jobs.py`/FAST.
                  await worker.execute(job)
//                      ^^^^^^ reference local 28
//                                     ^^^ reference local 31
          assert job.status is Status.FAILED
//               ^^^ reference local 31
          assert len(calls) == FAST.attempts
//                   ^^^^^ reference local 29
//                             ^^^^ reference soulindex . . . `python/test_jobs.py`/FAST.
//                                         ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#test_retries_then_fails().
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#test_closed_queue_rejects().
      async def test_closed_queue_rejects(self, queue: Queue[int]) -> None:
//              ^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#test_closed_queue_rejects().
//              kind Method
//                                        ^^^^ definition local 33
//                                              ^^^^^ definition local 34
          queue.close()
//        ^^^^^ reference local 34
          with pytest.raises(Queue.Closed):
              await queue.put(make_job())
//                  ^^^^^ reference local 34
//                            ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
//                                      ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#test_closed_queue_rejects().
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#
      class TestStats:
//          ^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#
//          kind Class
//        ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#test_counts().
          def test_counts(self) -> None:
//            ^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#test_counts().
//            kind Method
//                        ^^^^ definition local 35
              stats = Worker.Stats()
//            ^^^^^ definition local 36
              stats.record(Worker.Stats.Kind.OK)
//            ^^^^^ reference local 36
              stats.record(Worker.Stats.Kind.ERROR)
//            ^^^^^ reference local 36
              assert (stats.done, stats.failed) == (1, 1)
//                    ^^^^^ reference local 36
//                                ^^^^^ reference local 36
//                                                      ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#
//                                                      ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#
//                                                      ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#test_counts().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_retry_decorator().
  async def test_retry_decorator() -> None:
//          ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_retry_decorator().
//          kind Function
      attempts = 0
//    ^^^^^^^^ definition local 37
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_retry_decorator().Flaky#
      class Flaky(Exception):
//          ^^^^^ definition soulindex . . . `python/test_jobs.py`/test_retry_decorator().Flaky#
//          kind Class
//          documentation
//          > Local exception type: a class, so it is kept.
          """Local exception type: a class, so it is kept."""
//                                                          ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_retry_decorator().Flaky#
  
      @retry(RetryPolicy(attempts=3, base_delay=0.0, retry_on=(Flaky,)))
      async def sometimes() -> str:
//              ^^^^^^^^^ definition local 39
          nonlocal attempts
//                 ^^^^^^^^ reference local 37
          attempts += 1
//        ^^^^^^^^ reference local 37
          if attempts < 3:
//           ^^^^^^^^ reference local 37
              raise Flaky()
          return "ok"
  
      assert await sometimes() == "ok"
//                 ^^^^^^^^^ reference local 39
      assert attempts == 3
//           ^^^^^^^^ reference local 37
//                       ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_retry_decorator().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#
  class LegacyTests(unittest.IsolatedAsyncioTestCase):
//      ^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#
//      kind Class
//                  ^^^^^^^^ reference scip-python python python-stdlib 3.12 unittest/__init__:
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#setUp().
      def setUp(self) -> None:
//        ^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#setUp().
//        kind Method
//              ^^^^ definition local 40
//        ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
          self.queue = Queue()
//        ^^^^ reference local 40
//             ^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
//             kind Field
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#setUp().
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#test_len().
      async def test_len(self) -> None:
//              ^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#test_len().
//              kind Method
//                       ^^^^ definition local 41
          with m.patch.object(Queue, "__len__", return_value=7):
              self.assertEqual(len(self.queue), 7)
//            ^^^^ reference local 41
//                                 ^^^^ reference local 41
//                                      ^^^^^ reference soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
//                                               ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#
//                                               ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#test_len().
  
  
  if __name__ == "__main__":
      unittest.main()
//    ^^^^^^^^ reference scip-python python python-stdlib 3.12 unittest/__init__:
  
