package Zoo::Util;
use strict;
use Exporter 'import';

our @EXPORT_OK = qw(shout);
our $LEVEL = 2;

sub shout { return uc(shift) x $LEVEL }

1;
