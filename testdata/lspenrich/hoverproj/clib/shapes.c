#include "shapes.h"

int shape_count = 0;

/* rect_area returns w times h. */
int rect_area(const struct rect *r) {
  return r->w * r->h;
}

static int twice(int x) { return 2 * x; }

int doubled_area(const struct rect *r) { return twice(rect_area(r)); }
