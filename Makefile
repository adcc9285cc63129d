SWIFT ?= swift
CLI := .build/release/layout-compile

.PHONY: build test examples bench check-cases clean

## build: the release build of layout-compile
build:
	$(SWIFT) build -c release --product layout-compile

## test: every test target (engine, spec reading, output, conformance, end to end)
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## examples: compile every spec in Examples/ into out/examples/
examples: build
	@mkdir -p out/examples
	@for spec in Examples/*.yaml Examples/*.json; do \
		name=$$(basename $$spec); name=$${name%.*}; \
		$(CLI) $$spec -o out/examples/$$name.json || exit 1; \
		echo "out/examples/$$name.json"; \
	done

## bench: the fixed benchmark workload, release build; prints its figures
bench:
	$(SWIFT) run -c release layout-bench

## check-cases: cross-check the command line against ../shared's reference cases (needs ../shared)
check-cases: build
	python3 ../shared/tools/check-cases --cli $(CLI) Tests/ConformanceTests/Fixtures

clean:
	rm -rf .build out
