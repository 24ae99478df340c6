#ifndef AREA_H
#define AREA_H

/* rect_area returns w*h. */
int rect_area(int w, int h);

#endif
