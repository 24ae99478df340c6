#ifndef UTIL_H
#define UTIL_H

struct point {
    int x;
    int y;
};

int count(int n);
int total(int *xs, int n);

#endif
