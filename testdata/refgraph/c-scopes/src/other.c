#include "other.h"

int helper(int x) {
    return x;
}
