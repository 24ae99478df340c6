  # Tests for the job queue. Run with: pytest -q
  import asyncio
  import unittest
  from unittest import mock as m
  
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
//        ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#current.
          self.current = start
//             ^^^^^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#current.
//             kind Field
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#__init__().
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#current.
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#now().
      def now(self) -> float:
//        ^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#now().
//        kind Method
          return self.current
//                    ^^^^^^^ reference soulindex . . . `python/test_jobs.py`/FakeClock#current.
//                          ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/FakeClock#now().
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/FakeClock#advance().
      def advance(self, seconds: float) -> None:
//        ^^^^^^^ definition soulindex . . . `python/test_jobs.py`/FakeClock#advance().
//        kind Method
          self.current += seconds
//             ^^^^^^^ reference soulindex . . . `python/test_jobs.py`/FakeClock#current.
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
  
      @q.register()
      async def add(a: int, b: int) -> int:
          return a + b
  
      return q
//           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/queue().
  
  
  @pytest.fixture()
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/worker().
  def worker(queue: Queue[int]) -> Worker:
//    ^^^^^^ definition soulindex . . . `python/test_jobs.py`/worker().
//    kind Function
      return Worker(queue, policy=FAST, clock=FakeClock())
//                                ^^^^ reference soulindex . . . `python/test_jobs.py`/FAST.
//                                            ^^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/FakeClock#
//                                                       ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/worker().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/make_job().
  def make_job(name: str = "add", **payload) -> Job[int]:
//    ^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/make_job().
//    kind Function
      counter = 0  # a local, never a symbol
      counter += 1
      return Job(id=JobId(f"job-{counter}"), name=name, payload=payload)
//                                                                     ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/make_job().
  
  
  @pytest.mark.parametrize(("spec", "attempts", "delay"), CASES)
//                                                        ^^^^^ reference soulindex . . . `python/test_jobs.py`/CASES.
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_parse_policy().
  def test_parse_policy(spec: str, attempts: int, delay: float) -> None:
//    ^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_parse_policy().
//    kind Function
      policy = RetryPolicy.parse(spec)
      assert policy.attempts == attempts
      assert policy.base_delay == delay
//                                    ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_parse_policy().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_delay_is_capped().
  def test_delay_is_capped() -> None:
//    ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_delay_is_capped().
//    kind Function
      policy = RetryPolicy(base_delay=1.0, max_delay=4.0)
      delays = [policy.delay(n) for n in range(5)]
      assert delays == [1.0, 2.0, 4.0, 4.0, 4.0]
//                                             ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_delay_is_capped().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_priority_order().
  def test_priority_order() -> None:
//    ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_priority_order().
//    kind Function
      low = make_job(priority=Priority.LOW)
//          ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
      high = make_job()
//           ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
      high.priority = Priority.HIGH
      assert sorted([low, high])[0] is high
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
          job = make_job(a=1, b=2)
//              ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
          await queue.put(job)
          await worker.execute(await queue.get())
          assert job.status is Status.DONE
          assert job.result == 3
//                             ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#test_runs_job().
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#test_retries_then_fails().
      async def test_retries_then_fails(self, queue: Queue[int], worker: Worker) -> None:
//              ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#test_retries_then_fails().
//              kind Method
          calls = []
  
          @queue.register("flaky")
          async def flaky() -> None:
              calls.append(1)
              raise RetryPolicy.retry_on[0]("boom")
  
          job = make_job("flaky")
//              ^^^^^^^^ reference soulindex . . . `python/test_jobs.py`/make_job().
          with pytest.raises(RetryExhausted):
              for _ in range(FAST.attempts):
//                           ^^^^ reference soulindex . . . `python/test_jobs.py`/FAST.
                  await worker.execute(job)
          assert job.status is Status.FAILED
          assert len(calls) == FAST.attempts
//                             ^^^^ reference soulindex . . . `python/test_jobs.py`/FAST.
//                                         ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#test_retries_then_fails().
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/TestWorker#test_closed_queue_rejects().
      async def test_closed_queue_rejects(self, queue: Queue[int]) -> None:
//              ^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/TestWorker#test_closed_queue_rejects().
//              kind Method
          queue.close()
          with pytest.raises(Queue.Closed):
              await queue.put(make_job())
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
              stats = Worker.Stats()
              stats.record(Worker.Stats.Kind.OK)
              stats.record(Worker.Stats.Kind.ERROR)
              assert (stats.done, stats.failed) == (1, 1)
//                                                      ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#
//                                                      ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#
//                                                      ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/TestWorker#TestStats#test_counts().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/test_retry_decorator().
  async def test_retry_decorator() -> None:
//          ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/test_retry_decorator().
//          kind Function
      attempts = 0
  
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
          nonlocal attempts
          attempts += 1
          if attempts < 3:
              raise Flaky()
          return "ok"
  
      assert await sometimes() == "ok"
      assert attempts == 3
//                       ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/test_retry_decorator().
  
  
//⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#
  class LegacyTests(unittest.IsolatedAsyncioTestCase):
//      ^^^^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#
//      kind Class
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#setUp().
      def setUp(self) -> None:
//        ^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#setUp().
//        kind Method
//        ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
          self.queue = Queue()
//             ^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
//             kind Field
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#setUp().
//                           ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
  
//    ⌄ enclosing_range_start soulindex . . . `python/test_jobs.py`/LegacyTests#test_len().
      async def test_len(self) -> None:
//              ^^^^^^^^ definition soulindex . . . `python/test_jobs.py`/LegacyTests#test_len().
//              kind Method
          with m.patch.object(Queue, "__len__", return_value=7):
              self.assertEqual(len(self.queue), 7)
//                                      ^^^^^ reference soulindex . . . `python/test_jobs.py`/LegacyTests#queue.
//                                               ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#
//                                               ⌃ enclosing_range_end soulindex . . . `python/test_jobs.py`/LegacyTests#test_len().
  
  
  if __name__ == "__main__":
      unittest.main()
  
