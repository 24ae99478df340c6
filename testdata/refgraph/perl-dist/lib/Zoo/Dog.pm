package Zoo::Dog;
use strict;
use parent 'Zoo::Animal';

sub speak { 'Woof' }

sub fetch {
    my $self = shift;
    return $self->name . ' fetches';
}

sub describe {
    my ($self) = @_;
    return $self->speak;
}

1;
