//⌄ enclosing_range_start soulindex . . . `perl/broken.pl`/`Broken::Parser`/
  package Broken::Parser;
//        ^^^^^^^^^^^^^^ definition soulindex . . . `perl/broken.pl`/`Broken::Parser`/
//        kind Module
  
  use strict;
  
  # Fine before the error.
//⌄ enclosing_range_start soulindex . . . `perl/broken.pl`/`Broken::Parser`/intact_before().
  sub intact_before {
//    ^^^^^^^^^^^^^ definition soulindex . . . `perl/broken.pl`/`Broken::Parser`/intact_before().
//    kind Function
//    documentation
//    > Fine before the error.
      my ($text) = @_;
//        ^^^^^ definition local 0
      return length $text;
//                  ^^^^^ reference local 0
  }
//⌃ enclosing_range_end soulindex . . . `perl/broken.pl`/`Broken::Parser`/intact_before().
  
//⌄ enclosing_range_start soulindex . . . `perl/broken.pl`/`Broken::Parser`/half_written().
  sub half_written {
//    ^^^^^^^^^^^^ definition soulindex . . . `perl/broken.pl`/`Broken::Parser`/half_written().
//    kind Function
      my $self = shift
//       ^^^^^ definition local 1
      return $self->{ ] + ;
//           ^^^^^ reference local 1
  }
//⌃ enclosing_range_end soulindex . . . `perl/broken.pl`/`Broken::Parser`/half_written().
  
//⌄ enclosing_range_start soulindex . . . `perl/broken.pl`/`Broken::Parser`/$LIMIT.
  our $LIMIT = 10;
//    ^^^^^^ definition soulindex . . . `perl/broken.pl`/`Broken::Parser`/$LIMIT.
//    kind Variable
//         ⌃ enclosing_range_end soulindex . . . `perl/broken.pl`/`Broken::Parser`/$LIMIT.
  
  # Still found after the error?
//⌄ enclosing_range_start soulindex . . . `perl/broken.pl`/`Broken::Parser`/intact_after().
  sub intact_after {
//    ^^^^^^^^^^^^ definition soulindex . . . `perl/broken.pl`/`Broken::Parser`/intact_after().
//    kind Function
//    documentation
//    > Still found after the error?
      return $LIMIT * 2;
//           ^^^^^^ reference soulindex . . . `perl/broken.pl`/`Broken::Parser`/$LIMIT.
  }
//⌃ enclosing_range_end soulindex . . . `perl/broken.pl`/`Broken::Parser`/intact_after().
  
  1;
  
//⌃ enclosing_range_end soulindex . . . `perl/broken.pl`/`Broken::Parser`/
