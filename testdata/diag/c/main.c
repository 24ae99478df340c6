#include <stdio.h>

#include "calc.h"

int main(void) {
    printf("%d\n", add(1, 2));
    return 0;
}
