package external

import "context"

func (r *run) python(ctx context.Context) error { return nil }
