#include "BuildCommit.h"

const char *layout_compile_build_commit(void) {
#ifdef LAYOUT_COMPILE_COMMIT
    return LAYOUT_COMPILE_COMMIT;
#else
    return "unknown commit";
#endif
}
