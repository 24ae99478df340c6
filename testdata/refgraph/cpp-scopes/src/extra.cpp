#include "extra.hpp"

int helper(int x) { return x; }
