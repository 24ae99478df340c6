use strict;
use Zoo::Dog;
use Zoo::Util qw(shout);
use Carp;

my $dog = Zoo::Dog->new(name => 'Rex');
print shout($dog->speak), "\n";
Carp::croak('no dog') unless $dog;
print Zoo::Util::shout('hi'), $Zoo::Util::LEVEL, "\n";
my $shout = 1;
print $shout, $dog->fetch, "\n";
