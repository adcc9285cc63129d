SWIFT ?= swift
CLI := .build/release/layout-compile
PREFIX ?= /usr/local
# The commit --version prints (Sources/BuildCommit): git's, marked when the tree has changes.
COMMIT := $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) && { [ -z "$$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && echo $$c || echo "$$c, modified"; } || echo "unknown commit")

# The version: Version.number in Sources/layout-compile/Help/Version.swift, its one place (--version and the
# man page print it; dist names the tarball by it). Docs/Developing.md, "Version".
VERSION := $(shell sed -n 's/^ *static let number = "\(.*\)"$$/\1/p' Sources/layout-compile/Help/Version.swift)
ARCH := $(shell uname -m)
# On Linux the Swift runtime and Foundation are linked into the binary, which then runs without a toolchain
# (macOS has the runtime in the system and refuses the flag's request).
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
DIST := .build/dist/layout-compile-$(VERSION)-linux-$(ARCH)

.PHONY: build install dist test fixture-tests examples golden check-golden device-golden check-device-golden swift-golden bench check-cases fuzz fuzz-yaml fuzz-run clean

## build: the release build of layout-compile (on Linux with the Swift runtime linked in: --static-swift-stdlib)
build:
	$(SWIFT) build -c release --product layout-compile $(STATIC_STDLIB) -Xcc '-DLAYOUT_COMPILE_COMMIT="$(COMMIT)"'

## install: the release binary into $(PREFIX)/bin, the man page into $(PREFIX)/share/man/man1 and the
## bash, zsh and fish completions where those shells look (PREFIX=/usr/local by default;
## make install PREFIX=~/.local)
install: build
	install -d $(PREFIX)/bin $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions \
		$(PREFIX)/share/zsh/site-functions $(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(CLI) $(PREFIX)/bin/layout-compile
	install -m 644 layout-compile.1 $(PREFIX)/share/man/man1/layout-compile.1
	$(CLI) completions bash > $(PREFIX)/share/bash-completion/completions/layout-compile
	$(CLI) completions zsh > $(PREFIX)/share/zsh/site-functions/_layout-compile
	$(CLI) completions fish > $(PREFIX)/share/fish/vendor_completions.d/layout-compile.fish

## dist: the Linux release tarball .build/dist/layout-compile-VERSION-linux-ARCH.tar.gz (the binary, the man
## page, the bash, zsh and fish completions, LICENSE, README.md, in one folder of that name) and its .sha256
dist: build
	@tag=$$(git describe --tags --exact-match 2>/dev/null || true); \
		if [ -n "$$tag" ] && [ "$$tag" != "v$(VERSION)" ]; then \
		echo "dist: the commit is tagged $$tag, Version.number is $(VERSION)"; exit 1; fi
	rm -rf $(DIST) $(DIST).tar.gz $(DIST).tar.gz.sha256
	install -d $(DIST)/completions
	install -m 755 $(CLI) $(DIST)/layout-compile
	install -m 644 layout-compile.1 LICENSE README.md $(DIST)/
	$(CLI) completions bash > $(DIST)/completions/layout-compile.bash
	$(CLI) completions zsh > $(DIST)/completions/_layout-compile
	$(CLI) completions fish > $(DIST)/completions/layout-compile.fish
	tar -C $(dir $(DIST)) -czf $(DIST).tar.gz --owner=0 --group=0 $(notdir $(DIST))
	cd $(dir $(DIST)) && sha256sum $(notdir $(DIST)).tar.gz > $(notdir $(DIST)).tar.gz.sha256
	rm -rf $(DIST)
	@echo $(DIST).tar.gz

## test: every test target (engine, spec reading, output, conformance, end to end), through
## Tests/test-summary.py: failures in full, passes counted, skipped tests with their reason, each target's
## count against its floor in Tests/test-floors.tsv. As root it first installs the tools some tests drive
## when they are missing (README, "Run the tests"): chromium (the viewer's, the preview's and the HTML diff
## report's headless-browser tests), libxml2-utils (xmllint: the JUnit report against its schema), zsh and
## fish (the completions), with apt-get; Python's jsonschema (the schema's test) and actionlint (the
## workflows' test), with pip. Without root, or without them, those tests are skipped and listed (under
## CI=true they fail). The release tarball's test uses `make dist`'s tarball (.ci/run builds it first).
test:
	@Tests/install-test-tools
	@# SwiftPM's build and test runs leave empty TemporaryDirectory.* folders in TMPDIR on Linux: give
	@# them one of their own and remove it, so that a run leaves nothing behind in /tmp. Not inside this
	@# checkout: the tests' folders outside a project would lie in this one (a TMPDIR there: /tmp).
	@base=$${TMPDIR:-/tmp}; case "$$(cd "$$base" && pwd -P)/" in "$$(pwd -P)/"*) base=/tmp;; esac; \
		scratch=$$(mktemp -d "$$base/layout-compile-test.XXXXXX") && trap 'rm -rf "$$scratch"' EXIT && \
		TMPDIR=$$scratch $(SWIFT) build --build-tests --explicit-target-dependency-import-check error && \
		TMPDIR=$$scratch python3 Tests/test-summary.py --floors Tests/test-floors.tsv --xunit .build/test-results.xml -- \
		$(SWIFT) test --skip-build --disable-xctest --xunit-output .build/test-results.xml

## fixture-tests: rewrite the generated tests of one test per case (Tests/ConformanceTests/ReferenceCases/
## from Fixtures/, Tests/SpecReadingTests/YAMLSuiteCases/ from YAMLSuite/tiers.tsv) after adding or removing
## a case: the tests that check them run with RECORD_FIXTURE_TESTS=1, which writes them
fixture-tests:
	$(SWIFT) build --build-tests
	RECORD_FIXTURE_TESTS=1 $(SWIFT) test --skip-build --disable-xctest --filter generatedTestsAreCurrent

## examples: render every spec in Examples/ at 320, 390, 744 and 1024 pt into out/examples/ (open index.html)
examples: build
	$(CLI) render Examples/*.yaml Examples/*.json --out-dir out/examples --formats json,svg,csv

## golden: re-record Examples/golden/NAME@WIDTH.json after an intended change (look at `make examples` first)
golden: build
	$(CLI) render Examples/*.yaml --expect-dir Examples/golden --record

## check-golden: compare every example at every width with its golden; one report, exit 1 on a difference
check-golden: build
	$(CLI) render Examples/*.yaml --expect-dir Examples/golden

## device-golden: re-record Examples/golden-devices/NAME@DEVICE-ORIENTATION.json, the section-provider examples on
## current devices upright and on their side (render --devices, Docs/CLI.md)
DEVICE_EXAMPLES = Examples/adaptive-sections.yaml Examples/conference-video-sessions.yaml Examples/tag-cloud.yaml
DEVICES = iPhone16e,iPhone17Pro,iPhoneAir,iPhone17ProMax,iPadMini,iPadPro13M4
device-golden: build
	$(CLI) render $(DEVICE_EXAMPLES) --devices $(DEVICES) --orientations portrait,landscape --expect-dir Examples/golden-devices --record

## check-device-golden: compare them; a warning fails it, as CI's width check does
check-device-golden: build
	$(CLI) render $(DEVICE_EXAMPLES) --devices $(DEVICES) --orientations portrait,landscape --expect-dir Examples/golden-devices --warnings-as-errors

## swift-golden: re-record Examples/swift/, the generated Swift of every example (Docs/SwiftGeneration.md)
swift-golden: build
	@mkdir -p Examples/swift
	@for spec in Examples/*.yaml; do \
		name=$$(basename $$spec .yaml); \
		$(CLI) swift $$spec -o Examples/swift/$$name.swift || exit 1; \
		echo "Examples/swift/$$name.swift"; \
	done

## bench: whole-process runs of the 10^6-element workloads in every format (a few minutes), of the binary
## `make build` makes: the one installed and shipped (on Linux with the Swift runtime linked in)
bench: build
	$(SWIFT) build -c release --product layout-bench
	.build/release/layout-bench

## check-cases: cross-check the command line against the reference cases' own checker; only where the
## reference folder (../shared, beside the clone) exists
check-cases: build
	@if [ ! -f ../shared/tools/check-cases ]; then \
		echo "check-cases: ../shared/tools/check-cases is not here; this target needs the reference folder beside the clone"; \
		exit 2; fi
	python3 ../shared/tools/check-cases --cli $(CLI) Tests/ConformanceTests/Fixtures

## fuzz: build the libFuzzer targets (yaml-reader, json-reader, compile, frames-reader) into .build/fuzz/,
## then read 300 generated YAML documents and check them against the YAML 1.2 core schema
## (Tests/Fuzz/yaml-core-schema.py; more with make fuzz-yaml DOCUMENTS=5000)
fuzz:
	Tests/Fuzz/build
	$(MAKE) fuzz-yaml DOCUMENTS=300

DOCUMENTS ?= 2000
## fuzz-yaml: the YAML core-schema differential check alone, on DOCUMENTS generated documents
fuzz-yaml:
	$(SWIFT) build --product layout-compile
	python3 Tests/Fuzz/yaml-core-schema.py --cli .build/debug/layout-compile --documents $(DOCUMENTS)

## fuzz-run: run one fuzz target for a while, e.g. make fuzz-run TARGET=compile SECONDS=300
fuzz-run:
	Tests/Fuzz/run $(TARGET) $(SECONDS)

clean:
	rm -rf .build out
