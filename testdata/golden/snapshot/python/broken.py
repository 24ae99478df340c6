  """A file with syntax errors: the outline comes from a partial tree."""
  import os
//       ^^ reference scip-python python python-stdlib 3.12 os/__init__:
  
//⌄ enclosing_range_start soulindex . . . `python/broken.py`/LIMIT.
  LIMIT = 10
//^^^^^ definition soulindex . . . `python/broken.py`/LIMIT.
//kind Constant
//         ⌃ enclosing_range_end soulindex . . . `python/broken.py`/LIMIT.
  BROKEN =
  
  
//⌄ enclosing_range_start soulindex . . . `python/broken.py`/ok().
  def ok(x):
//    ^^ definition soulindex . . . `python/broken.py`/ok().
//    kind Function
//       ^ definition local 0
      return x + 1
//           ^ reference local 0
//               ⌃ enclosing_range_end soulindex . . . `python/broken.py`/ok().
  
  
//⌄ enclosing_range_start soulindex . . . `python/broken.py`/Fine#
  class Fine:
//      ^^^^ definition soulindex . . . `python/broken.py`/Fine#
//      kind Class
//    ⌄ enclosing_range_start soulindex . . . `python/broken.py`/Fine#value.
      value = 1
//    ^^^^^ definition soulindex . . . `python/broken.py`/Fine#value.
//    kind Field
//            ⌃ enclosing_range_end soulindex . . . `python/broken.py`/Fine#value.
  
//    ⌄ enclosing_range_start soulindex . . . `python/broken.py`/Fine#method().
      def method(self) -> int
//        ^^^^^^ definition soulindex . . . `python/broken.py`/Fine#method().
//        kind Method
//               ^^^^ definition local 1
          return self.value
//               ^^^^ reference local 1
  
      def after(self):
//              ^^^^ reference local 1
          return 2
//               ⌃ enclosing_range_end soulindex . . . `python/broken.py`/Fine#
//               ⌃ enclosing_range_end soulindex . . . `python/broken.py`/Fine#method().
  
  
//⌄ enclosing_range_start soulindex . . . `python/broken.py`/tail().
  def tail() -> None:
//    ^^^^ definition soulindex . . . `python/broken.py`/tail().
//    kind Function
      print("still here", LIMIT)
//                        ^^^^^ reference soulindex . . . `python/broken.py`/LIMIT.
//                             ⌃ enclosing_range_end soulindex . . . `python/broken.py`/tail().
  
  
  def unclosed(a, b:
      return [a,
  
