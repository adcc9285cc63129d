SWIFT ?= swift
CLI := .build/release/layout-compile

.PHONY: build test examples golden bench check-cases fuzz fuzz-run clean

## build: the release build of layout-compile
build:
	$(SWIFT) build -c release --product layout-compile

## test: every test target (engine, spec reading, output, conformance, end to end)
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

## examples: render every spec in Examples/ at 320, 390, 744 and 1024 pt into out/examples/ (open index.html)
examples: build
	$(CLI) render Examples/*.yaml Examples/*.json --out-dir out/examples --formats json,svg,csv

## golden: re-record Examples/golden/ after an intended change (look at `make examples` first)
golden: build
	@mkdir -p Examples/golden
	@for spec in Examples/*.yaml; do \
		name=$$(basename $$spec .yaml); \
		$(CLI) $$spec -o Examples/golden/$$name.json || exit 1; \
		echo "Examples/golden/$$name.json"; \
	done

## bench: the fixed benchmark workload, release build; prints its figures
bench:
	$(SWIFT) run -c release layout-bench

## check-cases: cross-check the command line against ../shared's reference cases (needs ../shared)
check-cases: build
	python3 ../shared/tools/check-cases --cli $(CLI) Tests/ConformanceTests/Fixtures

## fuzz: build the libFuzzer targets (yaml-reader, json-reader, compile, frames-reader) into .build/fuzz/
fuzz:
	Tests/Fuzz/build

## fuzz-run: run one fuzz target for a while, e.g. make fuzz-run TARGET=compile SECONDS=300
fuzz-run:
	Tests/Fuzz/run $(TARGET) $(SECONDS)

clean:
	rm -rf .build out
