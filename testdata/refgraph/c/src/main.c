#include <stdio.h>
#include "lib/api.h"
#include "local.h"
#include "missing.h"

int main(void) {
    printf("%d\n", api_call(LOCAL_LIMIT));
    return 0;
}
