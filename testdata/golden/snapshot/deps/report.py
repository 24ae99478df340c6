  """Reports through an installed distribution."""
  import json
//       ^^^^ reference scip-python python python-stdlib 3.12 json/__init__:
  from tinyfmt import render
//     ^^^^^^^ reference scip-python python TinyFmt 1.0 tinyfmt/__init__:
//                    ^^^^^^ reference scip-python python TinyFmt 1.0 tinyfmt/render().
  
  
//⌄ enclosing_range_start soulindex . . . `deps/report.py`/report().
  def report(data):
//    ^^^^^^ definition soulindex . . . `deps/report.py`/report().
//    kind Function
//           ^^^^ definition local 0
      return render(json.dumps(data))
//           ^^^^^^ reference scip-python python TinyFmt 1.0 tinyfmt/render().
//                  ^^^^ reference scip-python python python-stdlib 3.12 json/__init__:
//                             ^^^^ reference local 0
//                                  ⌃ enclosing_range_end soulindex . . . `deps/report.py`/report().
  
