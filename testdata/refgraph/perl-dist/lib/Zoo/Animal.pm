package Zoo::Animal;
use strict;

sub new {
    my ($class, %args) = @_;
    return bless {%args}, $class;
}

sub name  { $_[0]{name} }
sub speak { '...' }

1;
