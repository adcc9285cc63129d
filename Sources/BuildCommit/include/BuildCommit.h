// The commit `layout-compile --version` prints: LAYOUT_COMPILE_COMMIT when the build defines it
// (`make build` and `make install` pass -Xcc -DLAYOUT_COMPILE_COMMIT="<commit>"), else
// "unknown commit", so that a plain `swift build` works (Docs/Developing.md, "Version").
// A C target because a compiler flag can give C a string and cannot give Swift one.
const char *layout_compile_build_commit(void);
