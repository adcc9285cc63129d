SWIFT ?= swift
CLI := .build/release/layout-compile
PREFIX ?= /usr/local
# The commit --version prints (Sources/BuildCommit): git's, marked when the tree has changes.
COMMIT := $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) && { [ -z "$$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && echo $$c || echo "$$c, modified"; } || echo "unknown commit")

.PHONY: build install test fixture-tests examples golden check-golden device-golden check-device-golden swift-golden bench check-cases fuzz fuzz-yaml fuzz-run clean

## build: the release build of layout-compile
build:
	$(SWIFT) build -c release --product layout-compile -Xcc '-DLAYOUT_COMPILE_COMMIT="$(COMMIT)"'

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

## test: every test target (engine, spec reading, output, conformance, end to end); as root, installs
## chromium (the viewer's and the HTML diff report's headless-browser tests), xmllint (libxml2-utils:
## the JUnit report checked against its schema) and zsh and fish (the completions' test) with apt-get,
## and Python's jsonschema (the schema's test) with pip, when they are missing
test:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
		{ ! command -v chromium >/dev/null 2>&1 || ! command -v xmllint >/dev/null 2>&1; }; then \
		apt-get update && apt-get install -y chromium libxml2-utils; fi
	@if [ "$$(id -u)" = 0 ] && ! python3 -c 'import jsonschema' >/dev/null 2>&1; then \
		python3 -m pip install jsonschema; fi
	@if [ "$$(id -u)" = 0 ] && ! { command -v zsh && command -v fish; } >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
		apt-get update && apt-get install -y zsh fish; fi
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test --skip-build --disable-xctest

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

## bench: whole-process runs of the 10^6-element workloads in every format, release build (a few minutes)
bench:
	$(SWIFT) build -c release
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
