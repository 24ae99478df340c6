#include "calc.h"

int add(int a, int b) {
    return a + b;
}

/* legacy is broken on purpose: its error exists at the base already, and
   edits above it must not make it "new". */
int legacy(void) {
    return legacy_missing;
}
