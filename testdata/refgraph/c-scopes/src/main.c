#include <stdio.h>
#include "util.h"

static int scale(int count) {
    int total = count * 2;
    for (int helper = 0; helper < total; helper++) { total += helper; }
    return total;
}

int main(void) {
    struct point p = { .x = 1 };
    printf("%d\n", count(p.x) + total(0, scale(2)) + helper(1));
    return 0;
}
