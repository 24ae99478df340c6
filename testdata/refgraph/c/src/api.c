#include "lib/api.h"

int api_call(int x) { return x * 2; }
