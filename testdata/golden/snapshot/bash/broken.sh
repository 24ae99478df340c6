  #!/bin/sh
  # A script with syntax errors.
  
//⌄ enclosing_range_start soulindex . . . `bash/broken.sh`/GOOD_CONST.
  GOOD_CONST=1
//^^^^^^^^^^ definition soulindex . . . `bash/broken.sh`/GOOD_CONST.
//kind Constant
//           ⌃ enclosing_range_end soulindex . . . `bash/broken.sh`/GOOD_CONST.
  
  half_done() {
      if [ "$1" = x ; then
          echo "missing fi"
      
  }
  
//⌄ enclosing_range_start soulindex . . . `bash/broken.sh`/after_error().
  after_error() {
//^^^^^^^^^^^ definition soulindex . . . `bash/broken.sh`/after_error().
//kind Function
      echo "$GOOD_CONST"
//           ^^^^^^^^^^ reference soulindex . . . `bash/broken.sh`/GOOD_CONST.
  }
//⌃ enclosing_range_end soulindex . . . `bash/broken.sh`/after_error().
  
  case $x in
    a) echo a
  esac )
  
  tail_var=2
  
