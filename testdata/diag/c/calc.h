#ifndef CALC_H
#define CALC_H

/* add returns the sum of a and b. */
int add(int a, int b);

#endif
