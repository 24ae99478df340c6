#ifndef SHAPES_H
#define SHAPES_H

#define MAX_SHAPES 16

/* A rectangle. */
struct rect {
  int w;
  int h;
};

typedef struct rect rect_t;

/* rect_area returns w times h. */
int rect_area(const struct rect *r);

extern int shape_count;

#endif
