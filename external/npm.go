package external

import "context"

func (r *run) npm(ctx context.Context) error { return nil }
