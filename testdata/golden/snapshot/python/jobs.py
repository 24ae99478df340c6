  """A small asynchronous job queue.
  
  Jobs are plain coroutine functions registered on a :class:`Queue`. Workers
  pull jobs in priority order, retry them according to a :class:`RetryPolicy`
  and record every transition in a :class:`Store`.
  """
  
  from __future__ import annotations
//     ^^^^^^^^^^ reference scip-python python python-stdlib 3.12 __future__/__init__:
  
  import asyncio
//       ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
  import functools
//       ^^^^^^^^^ reference scip-python python python-stdlib 3.12 functools/__init__:
  import logging as log
//       ^^^^^^^ reference scip-python python python-stdlib 3.12 logging/__init__:
  import os.path, sys
//       ^^^^^^^ reference scip-python python python-stdlib 3.12 `os.path`/__init__:
//                ^^^ reference scip-python python python-stdlib 3.12 sys/__init__:
  from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
//     ^^^^^^^^^^^^^^^ reference scip-python python python-stdlib 3.12 `collections.abc`/__init__:
  from contextlib import asynccontextmanager
//     ^^^^^^^^^^ reference scip-python python python-stdlib 3.12 contextlib/__init__:
  from dataclasses import dataclass, field
//     ^^^^^^^^^^^ reference scip-python python python-stdlib 3.12 dataclasses/__init__:
  from enum import Enum, IntEnum, auto
//     ^^^^ reference scip-python python python-stdlib 3.12 enum/__init__:
  from typing import (
//     ^^^^^^ reference scip-python python python-stdlib 3.12 typing/__init__:
      TYPE_CHECKING,
      Any,
      ClassVar,
      Generic,
      NewType,
      ParamSpec,
      Protocol,
      TypeAlias,
      TypeVar,
      overload,
  )
  import typing as t
//       ^^^^^^ reference scip-python python python-stdlib 3.12 typing/__init__:
  
  from . import _compat
  from .errors import JobError as BaseJobError, RetryExhausted
  from .util import *
  
  if TYPE_CHECKING:
      from .metrics import Recorder
  
  try:
      import ujson as json
  except ImportError:  # pragma: no cover - optional speedup
      import json
//           ^^^^ reference scip-python python python-stdlib 3.12 json/__init__:
  
  try:
      from time import monotonic_ns
//         ^^^^ reference scip-python python python-stdlib 3.12 time/__init__:
//                     ^^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/monotonic_ns().
  except ImportError:
      import time
//           ^^^^ reference scip-python python python-stdlib 3.12 time/__init__:
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/monotonic_ns().
      def monotonic_ns() -> int:
//        ^^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/monotonic_ns().
//        kind Function
//        documentation
//        > Fallback for platforms without a nanosecond clock.
          """Fallback for platforms without a nanosecond clock."""
          return int(time.time() * 1e9)
//                   ^^^^ reference scip-python python python-stdlib 3.12 time/__init__:
//                                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/monotonic_ns().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/__all__.
  __all__ = [
//^^^^^^^ definition soulindex . . . `python/jobs.py`/__all__.
//kind Variable
      "Job",
      "Queue",
      "RetryPolicy",
      'Status',
      "retry",
  ]
//⌃ enclosing_range_end soulindex . . . `python/jobs.py`/__all__.
  __all__ += ["Worker"]
//^^^^^^^ reference soulindex . . . `python/jobs.py`/__all__.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/__version__.
  __version__ = "1.4.0"
//^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/__version__.
//kind Variable
//                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/__version__.
  
  # Seconds a job may run before it is cancelled.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/DEFAULT_TIMEOUT.
  DEFAULT_TIMEOUT: float = 30.0
//^^^^^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/DEFAULT_TIMEOUT.
//kind Constant
//documentation
//> Seconds a job may run before it is cancelled.
//                            ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/DEFAULT_TIMEOUT.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/MAX_RETRIES.
  MAX_RETRIES = 5
//^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/MAX_RETRIES.
//kind Constant
//              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/MAX_RETRIES.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/MIN_PRIORITY.
//              ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/MAX_PRIORITY.
  MIN_PRIORITY, MAX_PRIORITY = 0, 9
//^^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/MIN_PRIORITY.
//kind Constant
//              ^^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/MAX_PRIORITY.
//              kind Constant
//           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/MIN_PRIORITY.
//                         ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/MAX_PRIORITY.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/_LOG.
  _LOG = log.getLogger(__name__)
//^^^^ definition soulindex . . . `python/jobs.py`/_LOG.
//kind Constant
//                             ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/_LOG.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/logger.
  logger = _LOG.getChild("worker")  # trailing comment, not a doc
//^^^^^^ definition soulindex . . . `python/jobs.py`/logger.
//kind Variable
//         ^^^^ reference soulindex . . . `python/jobs.py`/_LOG.
//                               ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/logger.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/identity.
  identity = lambda value: value
//^^^^^^^^ definition soulindex . . . `python/jobs.py`/identity.
//kind Variable
//                  ^^^^^ definition local 0
//                         ^^^^^ reference local 0
//                             ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/identity.
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/T#
  T = TypeVar("T")
//^ definition soulindex . . . `python/jobs.py`/T#
//kind TypeAlias
//               ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/T#
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/R_co#
  R_co = TypeVar("R_co", covariant=True)
//^^^^ definition soulindex . . . `python/jobs.py`/R_co#
//kind TypeAlias
//                                     ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/R_co#
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/P#
  P = ParamSpec("P")
//^ definition soulindex . . . `python/jobs.py`/P#
//kind TypeAlias
//                 ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/P#
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/JobId#
  JobId = NewType("JobId", str)
//^^^^^ definition soulindex . . . `python/jobs.py`/JobId#
//kind TypeAlias
//                            ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/JobId#
  # Arbitrary JSON-compatible job arguments.
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Payload#
  Payload: TypeAlias = dict[str, Any]
//^^^^^^^ definition soulindex . . . `python/jobs.py`/Payload#
//kind TypeAlias
//documentation
//> Arbitrary JSON-compatible job arguments.
//                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Payload#
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Headers#
  Headers: t.TypeAlias = "dict[str, str]"
//^^^^^^^ definition soulindex . . . `python/jobs.py`/Headers#
//kind TypeAlias
//                                      ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Headers#
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Handler#
  type Handler[**Q] = Callable[Q, Awaitable[None]]
//     ^^^^^^^ definition soulindex . . . `python/jobs.py`/Handler#
//     kind TypeAlias
//                                               ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Handler#
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/JsonValue#
  type JsonValue = str | int | float | bool | None | list[JsonValue] | dict[str, JsonValue]
//     ^^^^^^^^^ definition soulindex . . . `python/jobs.py`/JsonValue#
//     kind TypeAlias
//                                                        ^^^^^^^^^ reference soulindex . . . `python/jobs.py`/JsonValue#
//                                                                               ^^^^^^^^^ reference soulindex . . . `python/jobs.py`/JsonValue#
//                                                                                        ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/JsonValue#
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Status#
  class Status(str, Enum):
//      ^^^^^^ definition soulindex . . . `python/jobs.py`/Status#
//      kind Enum
//      documentation
//      > Lifecycle of a job.
      """Lifecycle of a job."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Status#PENDING.
      PENDING = "pending"
//    ^^^^^^^ definition soulindex . . . `python/jobs.py`/Status#PENDING.
//    kind EnumMember
//                      ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Status#PENDING.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Status#RUNNING.
      RUNNING = "running"
//    ^^^^^^^ definition soulindex . . . `python/jobs.py`/Status#RUNNING.
//    kind EnumMember
//                      ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Status#RUNNING.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Status#DONE.
      DONE = "done"
//    ^^^^ definition soulindex . . . `python/jobs.py`/Status#DONE.
//    kind EnumMember
//                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Status#DONE.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Status#FAILED.
      FAILED = "failed"
//    ^^^^^^ definition soulindex . . . `python/jobs.py`/Status#FAILED.
//    kind EnumMember
//                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Status#FAILED.
  
      @property
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Status#terminal().
      def terminal(self) -> bool:
//        ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Status#terminal().
//        kind Method
//        documentation
//        > Whether no further transition can happen.
//                 ^^^^ definition local 1
          """Whether no further transition can happen."""
          return self in (Status.DONE, Status.FAILED)
//               ^^^^ reference local 1
//                        ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#
//                               ^^^^ reference soulindex . . . `python/jobs.py`/Status#DONE.
//                                     ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#
//                                            ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#FAILED.
//                                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Status#
//                                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Status#terminal().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Priority#
  class Priority(IntEnum):
//      ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Priority#
//      kind Enum
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Priority#LOW.
      LOW = auto()
//    ^^^ definition soulindex . . . `python/jobs.py`/Priority#LOW.
//    kind EnumMember
//               ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Priority#LOW.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Priority#NORMAL.
      NORMAL = auto()
//    ^^^^^^ definition soulindex . . . `python/jobs.py`/Priority#NORMAL.
//    kind EnumMember
//                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Priority#NORMAL.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Priority#HIGH.
      HIGH = auto()
//    ^^^^ definition soulindex . . . `python/jobs.py`/Priority#HIGH.
//    kind EnumMember
//                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Priority#
//                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Priority#HIGH.
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Clock#
  class Clock(Protocol):
//      ^^^^^ definition soulindex . . . `python/jobs.py`/Clock#
//      kind Interface
//      documentation
//      > Anything that tells the time in seconds.
      """Anything that tells the time in seconds."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Clock#now().
      def now(self) -> float: ...
//        ^^^ definition soulindex . . . `python/jobs.py`/Clock#now().
//        kind Method
//            ^^^^ definition local 2
//                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Clock#
//                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Clock#now().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Store#
  class Store(Protocol[T]):
//      ^^^^^ definition soulindex . . . `python/jobs.py`/Store#
//      kind Interface
//      documentation
//      > Persistence for job records.
//                     ^ reference soulindex . . . `python/jobs.py`/T#
      """Persistence for job records."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Store#save().
      async def save(self, job_id: JobId, record: T) -> None: ...
//              ^^^^ definition soulindex . . . `python/jobs.py`/Store#save().
//              kind Method
//                   ^^^^ definition local 3
//                         ^^^^^^ definition local 4
//                                 ^^^^^ reference soulindex . . . `python/jobs.py`/JobId#
//                                        ^^^^^^ definition local 5
//                                                ^ reference soulindex . . . `python/jobs.py`/T#
//                                                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Store#save().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Store#load().
      async def load(self, job_id: JobId) -> T | None: ...
//              ^^^^ definition soulindex . . . `python/jobs.py`/Store#load().
//              kind Method
//                   ^^^^ definition local 6
//                         ^^^^^^ definition local 7
//                                 ^^^^^ reference soulindex . . . `python/jobs.py`/JobId#
//                                           ^ reference soulindex . . . `python/jobs.py`/T#
//                                                       ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Store#
//                                                       ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Store#load().
  
  
  @dataclass(frozen=True, slots=True)
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#
  class RetryPolicy:
//      ^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#
//      kind Class
//      documentation
//      > How often and how fast a failing job is retried.
      """How often and how fast a failing job is retried."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#attempts.
      attempts: int = MAX_RETRIES
//    ^^^^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#attempts.
//    kind Field
//                    ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/MAX_RETRIES.
//                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#attempts.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#base_delay.
      base_delay: float = 0.5
//    ^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#base_delay.
//    kind Field
//                          ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#base_delay.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#max_delay.
      max_delay: float = 60.0
//    ^^^^^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#max_delay.
//    kind Field
//                          ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#max_delay.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#retry_on.
      retry_on: tuple[type[BaseException], ...] = (BaseJobError,)
//    ^^^^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#retry_on.
//    kind Field
//                                                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#retry_on.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#NONE.
      NONE: ClassVar[RetryPolicy]
//    ^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#NONE.
//    kind Field
//                   ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#
//                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#NONE.
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#delay().
      def delay(self, attempt: int) -> float:
//        ^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#delay().
//        kind Method
//        documentation
//        > Exponential backoff for the given attempt, capped at max_delay.
//              ^^^^ definition local 8
//                    ^^^^^^^ definition local 9
          """Exponential backoff for the given attempt, capped at max_delay."""
          backoff = self.base_delay * (2 ** attempt)  # local: not a symbol
//        ^^^^^^^ definition local 10
//                  ^^^^ reference local 8
//                       ^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#base_delay.
//                                          ^^^^^^^ reference local 9
          return min(backoff, self.max_delay)
//                   ^^^^^^^ reference local 10
//                            ^^^^ reference local 8
//                                 ^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#max_delay.
//                                          ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#delay().
  
      @classmethod
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#never().
      def never(cls) -> RetryPolicy:
//        ^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#never().
//        kind Method
//              ^^^ definition local 11
//                      ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#
          return cls(attempts=1)
//               ^^^ reference local 11
//                             ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#never().
  
      @staticmethod
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/RetryPolicy#parse().
      def parse(spec: str) -> "RetryPolicy":
//        ^^^^^ definition soulindex . . . `python/jobs.py`/RetryPolicy#parse().
//        kind Method
//              ^^^^ definition local 12
//                             ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#
          # spec looks like "3x0.5s"
          count, _, delay = spec.partition("x")
//        ^^^^^ definition local 13
//               ^ definition local 14
//                  ^^^^^ definition local 15
//                          ^^^^ reference local 12
          return RetryPolicy(attempts=int(count), base_delay=float(delay.rstrip("s")))
//               ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#
//                                        ^^^^^ reference local 13
//                                                                 ^^^^^ reference local 15
//                                                                                   ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#
//                                                                                   ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/RetryPolicy#parse().
  
  
  @dataclass
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#
  class Job(Generic[T]):
//      ^^^ definition soulindex . . . `python/jobs.py`/Job#
//      kind Class
//      documentation
//      > One unit of work with its arguments and bookkeeping.
//                  ^ reference soulindex . . . `python/jobs.py`/T#
      """One unit of work with its arguments and bookkeeping."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#id.
      id: JobId
//    ^^ definition soulindex . . . `python/jobs.py`/Job#id.
//    kind Field
//        ^^^^^ reference soulindex . . . `python/jobs.py`/JobId#
//            ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#id.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#name.
      name: str
//    ^^^^ definition soulindex . . . `python/jobs.py`/Job#name.
//    kind Field
//            ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#name.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#payload.
      payload: Payload = field(default_factory=dict)
//    ^^^^^^^ definition soulindex . . . `python/jobs.py`/Job#payload.
//    kind Field
//             ^^^^^^^ reference soulindex . . . `python/jobs.py`/Payload#
//                                                 ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#payload.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#priority.
      priority: Priority = Priority.NORMAL
//    ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Job#priority.
//    kind Field
//              ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Priority#
//                         ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Priority#
//                                  ^^^^^^ reference soulindex . . . `python/jobs.py`/Priority#NORMAL.
//                                       ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#priority.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#status.
      status: Status = Status.PENDING
//    ^^^^^^ definition soulindex . . . `python/jobs.py`/Job#status.
//    kind Field
//            ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#
//                     ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#
//                            ^^^^^^^ reference soulindex . . . `python/jobs.py`/Status#PENDING.
//                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#status.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#attempts.
      attempts: int = 0
//    ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Job#attempts.
//    kind Field
//                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#attempts.
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#result.
      result: T | None = None
//    ^^^^^^ definition soulindex . . . `python/jobs.py`/Job#result.
//    kind Field
//            ^ reference soulindex . . . `python/jobs.py`/T#
//                          ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#result.
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#__lt__().
      def __lt__(self, other: Job[Any]) -> bool:
//        ^^^^^^ definition soulindex . . . `python/jobs.py`/Job#__lt__().
//        kind Method
//               ^^^^ definition local 16
//                     ^^^^^ definition local 17
//                            ^^^ reference soulindex . . . `python/jobs.py`/Job#
          return self.priority > other.priority
//               ^^^^ reference local 16
//                    ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Job#priority.
//                               ^^^^^ reference local 17
//                                     ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Job#priority.
//                                            ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#__lt__().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Job#describe().
      def describe(self) -> str:
//        ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Job#describe().
//        kind Method
//                 ^^^^ definition local 18
          return f"{self.name}[{self.id}] {self.status.value}"
//                  ^^^^ reference local 18
//                       ^^^^ reference soulindex . . . `python/jobs.py`/Job#name.
//                              ^^^^ reference local 18
//                                   ^^ reference soulindex . . . `python/jobs.py`/Job#id.
//                                         ^^^^ reference local 18
//                                              ^^^^^^ reference soulindex . . . `python/jobs.py`/Job#status.
//                                                           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#
//                                                           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Job#describe().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#
  class Queue[T]:
//      ^^^^^ definition soulindex . . . `python/jobs.py`/Queue#
//      kind Class
//      documentation
//      > A priority queue of jobs with registered handlers.
//            ^ reference soulindex . . . `python/jobs.py`/T#
      """A priority queue of jobs with registered handlers."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#__slots__.
      __slots__ = ("_heap", "_handlers", "_closed")
//    ^^^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#__slots__.
//    kind Field
//                                                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#__slots__.
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#Closed#
      class Closed(BaseJobError):
//          ^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#Closed#
//          kind Class
//          documentation
//          > Raised when putting a job into a closed queue.
          """Raised when putting a job into a closed queue."""
//                                                           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#Closed#
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#__init__().
      def __init__(self, *, maxsize: int = 0) -> None:
//        ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#__init__().
//        kind Constructor
//        documentation
//        > Create an empty queue; maxsize 0 means unbounded.
//                 ^^^^ definition local 19
//                          ^^^^^^^ definition local 20
          """Create an empty queue; maxsize 0 means unbounded."""
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#_heap.
          self._heap: asyncio.PriorityQueue[Job[T]] = asyncio.PriorityQueue(maxsize)
//        ^^^^ reference local 19
//             ^^^^^ definition soulindex . . . `python/jobs.py`/Queue#_heap.
//             kind Field
//                    ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                          ^^^ reference soulindex . . . `python/jobs.py`/Job#
//                                              ^ reference soulindex . . . `python/jobs.py`/T#
//                                                    ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                                                          ^^^^^^^ reference local 20
//                                                                                 ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#_heap.
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#_handlers.
          self._handlers: dict[str, Callable[..., Awaitable[T]]] = {}
//        ^^^^ reference local 19
//             ^^^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#_handlers.
//             kind Field
//                                                          ^ reference soulindex . . . `python/jobs.py`/T#
//                                                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#_handlers.
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#_closed.
          self._closed = False
//        ^^^^ reference local 19
//             ^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#_closed.
//             kind Field
//                           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#__init__().
//                           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#_closed.
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#register().
      def register(self, name: str | None = None):
//        ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#register().
//        kind Method
//        documentation
//        > Decorator registering a coroutine function as a job handler.
//                 ^^^^ definition local 21
//                       ^^^^ definition local 22
          """Decorator registering a coroutine function as a job handler."""
  
          def decorate(fn):
//            ^^^^^^^^ definition local 23
//                     ^^ definition local 24
              # Nested helper: a local function, not a symbol.
              self._handlers[name or fn.__name__] = fn
//            ^^^^ reference local 21
//                 ^^^^^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_handlers.
//                           ^^^^ reference local 22
//                                   ^^ reference local 24
//                                                  ^^ reference local 24
              return fn
//                   ^^ reference local 24
  
          return decorate
//               ^^^^^^^^ reference local 23
//                      ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#register().
  
      @overload
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#put().
      async def put(self, job: Job[T]) -> None: ...
//              ^^^ definition soulindex . . . `python/jobs.py`/Queue#put().
//              kind Method
//                  ^^^^ definition local 25
//                        ^^^ definition local 26
//                             ^^^ reference soulindex . . . `python/jobs.py`/Job#
//                                 ^ reference soulindex . . . `python/jobs.py`/T#
//                                                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#put().
  
      @overload
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#put(+1).
      async def put(self, name: str, payload: Payload) -> None: ...
//              ^^^ definition soulindex . . . `python/jobs.py`/Queue#put(+1).
//              kind Method
//                  ^^^^ definition local 27
//                        ^^^^ definition local 28
//                                   ^^^^^^^ definition local 29
//                                            ^^^^^^^ reference soulindex . . . `python/jobs.py`/Payload#
//                                                                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#put(+1).
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#put(+2).
      async def put(self, job_or_name, payload=None):
//              ^^^ definition soulindex . . . `python/jobs.py`/Queue#put(+2).
//              kind Method
//                  ^^^^ definition local 30
//                        ^^^^^^^^^^^ definition local 31
//                                     ^^^^^^^ definition local 32
          if self._closed:
//           ^^^^ reference local 30
//                ^^^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_closed.
              raise Queue.Closed("queue is closed")
//                  ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#
//                        ^^^^^^ reference soulindex . . . `python/jobs.py`/Queue#Closed#
          job = job_or_name
//        ^^^ definition local 33
//              ^^^^^^^^^^^ reference local 31
          if isinstance(job_or_name, str):
//                      ^^^^^^^^^^^ reference local 31
              job = Job(id=JobId(new_id()), name=job_or_name, payload=payload or {})
//            ^^^ reference local 33
//                  ^^^ reference soulindex . . . `python/jobs.py`/Job#
//                         ^^^^^ reference soulindex . . . `python/jobs.py`/JobId#
//                               ^^^^^^ reference soulindex . . . `python/jobs.py`/new_id().
//                                               ^^^^^^^^^^^ reference local 31
//                                                                    ^^^^^^^ reference local 32
          await self._heap.put(job)
//              ^^^^ reference local 30
//                   ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_heap.
//                             ^^^ reference local 33
//                                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#put(+2).
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#get().
      async def get(self) -> Job[T]:
//              ^^^ definition soulindex . . . `python/jobs.py`/Queue#get().
//              kind Method
//                  ^^^^ definition local 34
//                           ^^^ reference soulindex . . . `python/jobs.py`/Job#
//                               ^ reference soulindex . . . `python/jobs.py`/T#
          return await self._heap.get()
//                     ^^^^ reference local 34
//                          ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_heap.
//                                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#get().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#handler().
      def handler(self, name: str) -> Callable[..., Awaitable[T]]:
//        ^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#handler().
//        kind Method
//                ^^^^ definition local 35
//                      ^^^^ definition local 36
//                                                            ^ reference soulindex . . . `python/jobs.py`/T#
          try:
              return self._handlers[name]
//                   ^^^^ reference local 35
//                        ^^^^^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_handlers.
//                                  ^^^^ reference local 36
          except KeyError:
              raise BaseJobError(f"no handler for {name!r}") from None
//                                                 ^^^^ reference local 36
//                                                                   ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#handler().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#close().
      def close(self) -> None:
//        ^^^^^ definition soulindex . . . `python/jobs.py`/Queue#close().
//        kind Method
//              ^^^^ definition local 37
          self._closed = True
//        ^^^^ reference local 37
//             ^^^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_closed.
//                          ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#close().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#__len__().
      def __len__(self) -> int:
//        ^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#__len__().
//        kind Method
//                ^^^^ definition local 38
          return self._heap.qsize()
//               ^^^^ reference local 38
//                    ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_heap.
//                                ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#__len__().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Queue#__iter__().
      def __iter__(self) -> Iterator[Job[T]]:
//        ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Queue#__iter__().
//        kind Method
//                 ^^^^ definition local 39
//                                   ^^^ reference soulindex . . . `python/jobs.py`/Job#
//                                       ^ reference soulindex . . . `python/jobs.py`/T#
          yield from list(self._heap._queue)  # type: ignore[attr-defined]
//                        ^^^^ reference local 39
//                             ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#_heap.
//                                                                       ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#
//                                                                       ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Queue#__iter__().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#
  class Worker:
//      ^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#
//      kind Class
//      documentation
//      > Runs jobs from a queue until it is closed.
      """Runs jobs from a queue until it is closed."""
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#Stats#
      class Stats:
//          ^^^^^ definition soulindex . . . `python/jobs.py`/Worker#Stats#
//          kind Class
//          documentation
//          > Counters of one worker.
          """Counters of one worker."""
  
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#Stats#done.
          done: int = 0
//        ^^^^ definition soulindex . . . `python/jobs.py`/Worker#Stats#done.
//        kind Field
//                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#Stats#done.
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#Stats#failed.
          failed: int = 0
//        ^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#Stats#failed.
//        kind Field
//                      ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#Stats#failed.
  
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#Stats#Kind#
          class Kind(Enum):
//              ^^^^ definition soulindex . . . `python/jobs.py`/Worker#Stats#Kind#
//              kind Enum
//            ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#Stats#Kind#OK.
              OK = 1
//            ^^ definition soulindex . . . `python/jobs.py`/Worker#Stats#Kind#OK.
//            kind EnumMember
//                 ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#Stats#Kind#OK.
//            ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#Stats#Kind#ERROR.
              ERROR = 2
//            ^^^^^ definition soulindex . . . `python/jobs.py`/Worker#Stats#Kind#ERROR.
//            kind EnumMember
//                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#Stats#Kind#
//                    ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#Stats#Kind#ERROR.
  
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#Stats#record().
          def record(self, kind: Worker.Stats.Kind) -> None:
//            ^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#Stats#record().
//            kind Method
//                   ^^^^ definition local 40
//                         ^^^^ definition local 41
//                               ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#
//                                      ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#
//                                            ^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#Kind#
              if kind is Worker.Stats.Kind.OK:
//               ^^^^ reference local 41
//                       ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#
//                              ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#
//                                    ^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#Kind#
//                                         ^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#Kind#OK.
                  self.done += 1
//                ^^^^ reference local 40
              else:
                  self.failed += 1
//                ^^^^ reference local 40
//                               ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#Stats#
//                               ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#Stats#record().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#poll_interval.
      poll_interval = 0.1
//    ^^^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#poll_interval.
//    kind Field
//                      ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#poll_interval.
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#__init__().
      def __init__(self, queue: Queue[Any], policy: RetryPolicy = RetryPolicy(), clock: Clock | None = None):
//        ^^^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#__init__().
//        kind Constructor
//                 ^^^^ definition local 42
//                       ^^^^^ definition local 43
//                              ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#
//                                          ^^^^^^ definition local 44
//                                                  ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#
//                                                                ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#
//                                                                               ^^^^^ definition local 45
//                                                                                      ^^^^^ reference soulindex . . . `python/jobs.py`/Clock#
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#queue.
          self.queue = queue
//        ^^^^ reference local 42
//             ^^^^^ definition soulindex . . . `python/jobs.py`/Worker#queue.
//             kind Field
//                     ^^^^^ reference local 43
//                         ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#queue.
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#policy.
          self.policy = policy
//        ^^^^ reference local 42
//             ^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#policy.
//             kind Field
//                      ^^^^^^ reference local 44
//                           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#policy.
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#clock.
          self.clock = clock
//        ^^^^ reference local 42
//             ^^^^^ definition soulindex . . . `python/jobs.py`/Worker#clock.
//             kind Field
//                     ^^^^^ reference local 45
//                         ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#clock.
//        ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#stats.
          self.stats = Worker.Stats()
//        ^^^^ reference local 42
//             ^^^^^ definition soulindex . . . `python/jobs.py`/Worker#stats.
//             kind Field
//                     ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#
//                            ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#
//                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#__init__().
//                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#stats.
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#run().
      async def run(self) -> None:
//              ^^^ definition soulindex . . . `python/jobs.py`/Worker#run().
//              kind Method
//              documentation
//              > Process jobs forever; cancel the task to stop.
//                  ^^^^ definition local 46
          """Process jobs forever; cancel the task to stop."""
          while True:
              job = await self.queue.get()
//            ^^^ definition local 47
//                        ^^^^ reference local 46
//                             ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#queue.
//                                   ^^^ reference soulindex . . . `python/jobs.py`/Queue#get().
              await self.execute(job)
//                  ^^^^ reference local 46
//                       ^^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#execute().
//                               ^^^ reference local 47
//                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#run().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#execute().
      async def execute(self, job: Job[Any]) -> None:
//              ^^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#execute().
//              kind Method
//                      ^^^^ definition local 48
//                            ^^^ definition local 49
//                                 ^^^ reference soulindex . . . `python/jobs.py`/Job#
          job.status = Status.RUNNING
//        ^^^ reference local 49
//            ^^^^^^ reference soulindex . . . `python/jobs.py`/Job#status.
//                     ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#
//                            ^^^^^^^ reference soulindex . . . `python/jobs.py`/Status#RUNNING.
          handler = self.queue.handler(job.name)
//        ^^^^^^^ definition local 50
//                  ^^^^ reference local 48
//                       ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#queue.
//                             ^^^^^^^ reference soulindex . . . `python/jobs.py`/Queue#handler().
//                                     ^^^ reference local 49
//                                         ^^^^ reference soulindex . . . `python/jobs.py`/Job#name.
          try:
              job.result = await asyncio.wait_for(handler(**job.payload), DEFAULT_TIMEOUT)
//            ^^^ reference local 49
//                ^^^^^^ reference soulindex . . . `python/jobs.py`/Job#result.
//                               ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                                ^^^^^^^ reference local 50
//                                                          ^^^ reference local 49
//                                                              ^^^^^^^ reference soulindex . . . `python/jobs.py`/Job#payload.
//                                                                        ^^^^^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/DEFAULT_TIMEOUT.
          except self.policy.retry_on as exc:
//               ^^^^ reference local 48
//                    ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#policy.
//                           ^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#retry_on.
//                                       ^^^ definition local 51
              job.attempts += 1
//            ^^^ reference local 49
//                ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Job#attempts.
              if job.attempts >= self.policy.attempts:
//               ^^^ reference local 49
//                   ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Job#attempts.
//                               ^^^^ reference local 48
//                                    ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#policy.
//                                           ^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#attempts.
                  job.status = Status.FAILED
//                ^^^ reference local 49
//                    ^^^^^^ reference soulindex . . . `python/jobs.py`/Job#status.
//                             ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#
//                                    ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#FAILED.
                  self.stats.record(Worker.Stats.Kind.ERROR)
//                ^^^^ reference local 48
//                     ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#stats.
//                           ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#record().
//                                  ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#
//                                         ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#
//                                               ^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#Kind#
//                                                    ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#Kind#ERROR.
                  raise RetryExhausted(job.id) from exc
//                                     ^^^ reference local 49
//                                         ^^ reference soulindex . . . `python/jobs.py`/Job#id.
//                                                  ^^^ reference local 51
              await asyncio.sleep(self.policy.delay(job.attempts))
//                  ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                ^^^^ reference local 48
//                                     ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#policy.
//                                            ^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#delay().
//                                                  ^^^ reference local 49
//                                                      ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Job#attempts.
              await self.queue.put(job)
//                  ^^^^ reference local 48
//                       ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#queue.
//                             ^^^ reference soulindex . . . `python/jobs.py`/Queue#put().
//                                 ^^^ reference local 49
          else:
              job.status = Status.DONE
//            ^^^ reference local 49
//                ^^^^^^ reference soulindex . . . `python/jobs.py`/Job#status.
//                         ^^^^^^ reference soulindex . . . `python/jobs.py`/Status#
//                                ^^^^ reference soulindex . . . `python/jobs.py`/Status#DONE.
              self.stats.record(Worker.Stats.Kind.OK)
//            ^^^^ reference local 48
//                 ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#stats.
//                       ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#record().
//                              ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#
//                                     ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#
//                                           ^^^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#Kind#
//                                                ^^ reference soulindex . . . `python/jobs.py`/Worker#Stats#Kind#OK.
//                                                  ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#execute().
  
      @asynccontextmanager
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#running().
      async def running(self) -> AsyncIterator[Worker]:
//              ^^^^^^^ definition soulindex . . . `python/jobs.py`/Worker#running().
//              kind Method
//                      ^^^^ definition local 52
//                                             ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#
          task = asyncio.create_task(self.run())
//        ^^^^ definition local 53
//               ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                   ^^^^ reference local 52
//                                        ^^^ reference soulindex . . . `python/jobs.py`/Worker#run().
          try:
              yield self
//                  ^^^^ reference local 52
          finally:
              task.cancel()
//            ^^^^ reference local 53
//                        ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#running().
  
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/Worker#drain().
      async def drain(self) -> AsyncIterator[Job[Any]]:
//              ^^^^^ definition soulindex . . . `python/jobs.py`/Worker#drain().
//              kind Method
//              documentation
//              > Yield queued jobs without running them.
//                    ^^^^ definition local 54
//                                           ^^^ reference soulindex . . . `python/jobs.py`/Job#
          """Yield queued jobs without running them."""
          while len(self.queue):
//                  ^^^^ reference local 54
//                       ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#queue.
              yield await self.queue.get()
//                        ^^^^ reference local 54
//                             ^^^^^ reference soulindex . . . `python/jobs.py`/Worker#queue.
//                                   ^^^ reference soulindex . . . `python/jobs.py`/Queue#get().
//                                       ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#
//                                       ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/Worker#drain().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/new_id().
  def new_id() -> str:
//    ^^^^^^ definition soulindex . . . `python/jobs.py`/new_id().
//    kind Function
//    documentation
//    > Return a fresh, sortable job identifier.
      """Return a fresh, sortable job identifier."""
      global _counter
//           ^^^^^^^^ reference soulindex . . . `python/jobs.py`/_counter.
      _counter += 1
//    ^^^^^^^^ reference soulindex . . . `python/jobs.py`/_counter.
      return f"{monotonic_ns():x}-{_counter}"
//              ^^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/monotonic_ns().
//                                 ^^^^^^^^ reference soulindex . . . `python/jobs.py`/_counter.
//                                          ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/new_id().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/_counter.
  _counter = 0
//^^^^^^^^ definition soulindex . . . `python/jobs.py`/_counter.
//kind Variable
//           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/_counter.
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/retry().
  def retry[**Q, R](policy: RetryPolicy) -> Callable[[Callable[Q, Awaitable[R]]], Callable[Q, Awaitable[R]]]:
//    ^^^^^ definition soulindex . . . `python/jobs.py`/retry().
//    kind Function
//    documentation
//    > Retry a coroutine function according to policy.
//    > 
//    > The wrapped function keeps its signature.
//                  ^^^^^^ definition local 55
//                          ^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#
      """Retry a coroutine function according to policy.
  
      The wrapped function keeps its signature.
      """
  
      def decorator(fn: Callable[Q, Awaitable[R]]) -> Callable[Q, Awaitable[R]]:
//        ^^^^^^^^^ definition local 56
//                  ^^ definition local 57
          async def wrapper(*args: Q.args, **kwargs: Q.kwargs) -> R:
//                  ^^^^^^^ definition local 58
//                           ^^^^ definition local 59
//                                           ^^^^^^ definition local 60
              for attempt in range(policy.attempts):
//                ^^^^^^^ definition local 61
//                                 ^^^^^^ reference local 55
//                                        ^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#attempts.
                  try:
                      return await fn(*args, **kwargs)
//                                 ^^ reference local 57
//                                     ^^^^ reference local 59
//                                             ^^^^^^ reference local 60
                  except policy.retry_on:
//                       ^^^^^^ reference local 55
//                              ^^^^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#retry_on.
                      await asyncio.sleep(policy.delay(attempt))
//                          ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                        ^^^^^^ reference local 55
//                                               ^^^^^ reference soulindex . . . `python/jobs.py`/RetryPolicy#delay().
//                                                     ^^^^^^^ reference local 61
              raise RetryExhausted(fn.__name__)
//                                 ^^ reference local 57
  
          return wrapper
//               ^^^^^^^ reference local 58
  
      return decorator
//           ^^^^^^^^^ reference local 56
//                   ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/retry().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/load_payload().
  def load_payload(path: str) -> Payload:
//    ^^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/load_payload().
//    kind Function
//                 ^^^^ definition local 62
//                               ^^^^^^^ reference soulindex . . . `python/jobs.py`/Payload#
      match os.path.splitext(path):
//          ^^ reference scip-python python python-stdlib 3.12 os/__init__:
//                           ^^^^ reference local 62
          case (_, ".json"):
              with open(path) as fh:
//                      ^^^^ reference local 62
//                               ^^ definition local 63
                  data = json.load(fh)
//                ^^^^ definition local 64
//                                 ^^ reference local 63
          case _:
              raise ValueError(f"unsupported payload file: {path}")
//                                                          ^^^^ reference local 62
      return data
//           ^^^^ reference local 64
//              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/load_payload().
  
  
//⌄ enclosing_range_start soulindex . . . `python/jobs.py`/main().
  async def main(argv: list[str]) -> int:
//          ^^^^ definition soulindex . . . `python/jobs.py`/main().
//          kind Function
//               ^^^^ definition local 65
      queue: Queue[Any] = Queue()
//    ^^^^^ definition local 66
//           ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#
//                        ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#
  
      @queue.register("echo")
//     ^^^^^ reference local 66
//           ^^^^^^^^ reference soulindex . . . `python/jobs.py`/Queue#register().
      async def echo(**payload: Any) -> None:
//              ^^^^ definition local 67
//                     ^^^^^^^ definition local 68
          print(payload)
//              ^^^^^^^ reference local 68
  
      for arg in argv:
//        ^^^ definition local 69
//               ^^^^ reference local 65
          await queue.put("echo", load_payload(arg))
//              ^^^^^ reference local 66
//                    ^^^ reference soulindex . . . `python/jobs.py`/Queue#put().
//                                ^^^^^^^^^^^^ reference soulindex . . . `python/jobs.py`/load_payload().
//                                             ^^^ reference local 69
      queue.close()
//    ^^^^^ reference local 66
//          ^^^^^ reference soulindex . . . `python/jobs.py`/Queue#close().
      async with Worker(queue).running():
//               ^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#
//                      ^^^^^ reference local 66
//                             ^^^^^^^ reference soulindex . . . `python/jobs.py`/Worker#running().
          await asyncio.sleep(0)
//              ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
      return 0
//           ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/main().
  
  
  if sys.platform == "win32":
//   ^^^ reference scip-python python python-stdlib 3.12 sys/__init__:
      # Proactor loops support subprocesses on Windows.
      @functools.cache
//     ^^^^^^^^^ reference scip-python python python-stdlib 3.12 functools/__init__:
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/loop_policy().
      def loop_policy() -> asyncio.AbstractEventLoopPolicy:
//        ^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/loop_policy().
//        kind Function
//        documentation
//        > Proactor loops support subprocesses on Windows.
//                         ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
          return asyncio.WindowsProactorEventLoopPolicy()
//               ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                                      ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/loop_policy().
  elif sys.platform == "emscripten":
//     ^^^ reference scip-python python python-stdlib 3.12 sys/__init__:
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/LOOP_POLICY_NAME.
      LOOP_POLICY_NAME = "none"
//    ^^^^^^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/LOOP_POLICY_NAME.
//    kind Constant
//                            ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/LOOP_POLICY_NAME.
  else:
      @functools.cache
//     ^^^^^^^^^ reference scip-python python python-stdlib 3.12 functools/__init__:
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/loop_policy(+1).
      def loop_policy() -> asyncio.AbstractEventLoopPolicy:
//        ^^^^^^^^^^^ definition soulindex . . . `python/jobs.py`/loop_policy(+1).
//        kind Function
//        documentation
//        > The default policy everywhere else.
//                         ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
          """The default policy everywhere else."""
          return asyncio.DefaultEventLoopPolicy()
//               ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/loop_policy(+1).
  
  __all__.append("loop_policy")
//^^^^^^^ reference soulindex . . . `python/jobs.py`/__all__.
  
  
  if __name__ == "__main__":
//    ⌄ enclosing_range_start soulindex . . . `python/jobs.py`/exit_code.
      exit_code = asyncio.run(main(sys.argv[1:]))
//    ^^^^^^^^^ definition soulindex . . . `python/jobs.py`/exit_code.
//    kind Variable
//                ^^^^^^^ reference scip-python python python-stdlib 3.12 asyncio/__init__:
//                            ^^^^ reference soulindex . . . `python/jobs.py`/main().
//                                 ^^^ reference scip-python python python-stdlib 3.12 sys/__init__:
//                                              ⌃ enclosing_range_end soulindex . . . `python/jobs.py`/exit_code.
      sys.exit(exit_code)
//    ^^^ reference scip-python python python-stdlib 3.12 sys/__init__:
//             ^^^^^^^^^ reference soulindex . . . `python/jobs.py`/exit_code.
  
