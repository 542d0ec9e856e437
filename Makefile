# nimlab: `make serve` builds and serves the app; `make test` runs every test.
# Both first install whatever is missing (scripts/install.sh; crates.io, npm and Debian only).
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/node_modules/.bin:$(PATH)
PORT ?= 8080
# Where cargo builds (CARGO_TARGET_DIR when set); the JavaScript package and its example page are
# put in target/ either way, where the tests look for them.
CARGO_TARGET := $(or $(CARGO_TARGET_DIR),target)
JS_PKG := target/js-pkg
JS_EXAMPLE := target/js-example
NIMLAB_RELEASE := $(CARGO_TARGET)/release/nimlab
NIMLAB_DEBUG := $(CARGO_TARGET)/debug/nimlab

.PHONY: install install-trunk boot-tool fetch build serve dev audit test fmt-check clippy native wasm-test py-test e2e soak slow bench bench-browser fuzz clean js js-test js-bench cli cli-release game-check

install:
	@bash scripts/install.sh

fetch: install
	cargo fetch --locked

# Trunk builds the app; only the app's build needs it, so it is installed here rather than by
# `install` (about 9 minutes on 2 cores, once), and the tests before the app's never wait for it.
install-trunk:
	@bash scripts/install.sh trunk

# dist/ from index.html and Trunk.toml (`trunk build --release`: the app's and the worker's
# wasm, the style sheet, the copied files; its post_build hook scripts/post-build.mjs adds the
# boot screen's texts, minifies the page and the glue and writes brotli and gzip copies).
# Trunk runs wasm-bindgen and wasm-opt on every build (about two minutes even when cargo has
# nothing to do), so it runs only when a file it reads is newer than dist/index.html.br, which
# only a release build writes (a `trunk serve` in dist/ leaves none, so it is rebuilt).
APP_INPUTS := index.html Trunk.toml Cargo.toml Cargo.lock scripts/post-build.mjs scripts/compress.mjs \
	crates/engine/Cargo.toml crates/boot/Cargo.toml \
	$(shell find src static crates/engine/src crates/boot/src -type f)
build: dist/index.html.br
dist/index.html.br: $(APP_INPUTS) | fetch install-trunk boot-tool $(BUILD_AFTER)
	trunk build --release

# The program Trunk's hook runs for the boot screen's texts, built before Trunk starts, so that
# under `make -j2` it is compiled beside other work rather than at the end of Trunk's build.
boot-tool: fetch
	cargo build --quiet --locked --profile tool -p nimlab-boot

# The release dist/ as it is deployed, by scripts/serve.mjs rather than `trunk serve`: it sends
# the precompressed files with their Content-Type and Content-Encoding, hashed file names are
# cached for a year, index.html, the service worker and the worker are revalidated (the e2e
# tests and `make audit` serve it the same way). `make dev` is for changing the app.
serve: build
	@echo "nimlab is served at http://127.0.0.1:$(PORT)/  (Ctrl-C stops it)"
	node scripts/serve.mjs dist $(PORT)

# `trunk serve`: a debug build served at http://127.0.0.1:$(PORT)/, rebuilt and reloaded when a
# source changes.
dev: fetch install-trunk
	trunk serve --port $(PORT)

# Lighthouse (mobile, simulated throttling) on the catalogue, a play page and a table page.
audit: build
	node scripts/audit.mjs dist

# The steps up to the wasm tests run in order. The rest run two at a time: the Python package's,
# the JavaScript module's and the app's builds still wait for one another (cargo's lock), but
# what keeps one core busy and the other idle (the release builds' link-time optimisation,
# wasm-bindgen and wasm-opt, pip, pytest, Node's tests) then shares the machine with the next
# step (docs/benchmarks.md). When the app is to be built, Trunk waits for the Python tests
# (BUILD_AFTER): its cargo would wait for the JavaScript module's anyway, and the Python tests
# then use the core that the module's link-time optimisation leaves idle; when dist/ is up to
# date the e2e suite starts at once, beside them. The steps' lines interleave as they come:
# make's --output-sync holds a command's output until it ends, which hid the e2e progress.
test: fetch fmt-check clippy native wasm-test
	@if [ ! -f dist/index.html.br ] || [ -n "$$(find $(APP_INPUTS) -newer dist/index.html.br -print -quit)" ]; then \
		after=py-test; fi; \
	echo "$(MAKE) --no-print-directory -j2 py-test js-test e2e BUILD_AFTER=$$after"; \
	$(MAKE) --no-print-directory -j2 py-test js-test e2e BUILD_AFTER=$$after
	@echo "all tests passed"

fmt-check:
	cargo fmt --all -- --check

# Every crate and target natively; for wasm32 the app with the worker's solvers, its tests and
# the JavaScript module in one run, then the app's main thread without the solvers, which lints
# the engine without them too (a workspace member is linted wherever it is built, and the
# engine has no code of its own for wasm32, so a native run without them would repeat it).
clippy:
	cargo clippy --workspace --all-targets --locked -- -D warnings
	cargo clippy -p nimlab-app -p nimlab-js --target wasm32-unknown-unknown --all-targets --all-features --locked -- -D warnings
	cargo clippy -p nimlab-app --target wasm32-unknown-unknown --bin app --locked -- -D warnings

native:
	cargo test --workspace --locked

# tests/wasm.rs alone: the app's unit tests run natively (`native`); built for wasm32 their
# harnesses held no wasm test, and compiling them took 13 s of the step's 113. The engine is
# compiled for these tests alone, at opt-level 1: they check values, not speed, and run in the
# same 5 s, while the build took 67 s instead of 97 (docs/benchmarks.md).
wasm-test:
	cargo test -p nimlab-app --target wasm32-unknown-unknown --all-features --test wasm --locked \
		--config 'profile.dev.package.engine.opt-level=1'

# The Python package (crates/python): built and installed with pip into target/py-venv (maturin,
# NumPy, pytest and mypy pinned in scripts/py-test.sh), then checked against the CLI built here.
py-test: cli
	NIMLAB_CLI=$(NIMLAB_DEBUG) bash scripts/py-test.sh

# Playwright's test runner (playwright.config.mjs): it serves dist/ itself and exits non-zero
# when a test fails. Screenshots go to tests/e2e/artifacts/, failure traces to test-results/.
# The specs' oracle is the CLI that `make cli` built: left to itself, tests/e2e/cli.mjs runs
# `cargo build -p nimlab-cli`, whose features differ from the workspace's, and that compiled
# the engine once more (57 s on a fresh clone).
e2e: build js cli
	NIMLAB_BIN=$(NIMLAB_DEBUG) npx playwright test

# The JavaScript module (crates/js) as the npm package `nimlab` in target/js-pkg (`npm pack
# target/js-pkg` makes the tarball): wasm-bindgen's web target, wasm-opt -O3, the entry points
# that check the arguments (index.js, and node.js for Node) with their types, package.json and
# README. The example page and a copy of the package go to
# target/js-example, which any static server can serve. wasm-bindgen and wasm-opt (about 50 s)
# run only when the wasm or the tools changed: target/js-pkg.built-from names what they ran on.
JS_WASM := $(CARGO_TARGET)/wasm32-unknown-unknown/release/nimlab_js.wasm
js: fetch
	cargo build --release --locked -p nimlab-js --target wasm32-unknown-unknown
	@from="$$(sha256sum $(JS_WASM) | cut -c1-64) $$(wasm-bindgen --version) $$(wasm-opt --version)"; \
	if [ -f $(JS_PKG)/nimlab_bg.wasm ] && [ "$$(cat $(JS_PKG).built-from 2>/dev/null)" = "$$from" ]; then \
		echo "$(JS_PKG): wasm-bindgen and wasm-opt output reused (the wasm is unchanged)"; \
	else \
		set -e; rm -rf $(JS_PKG) $(JS_PKG).built-from; \
		echo "wasm-bindgen and wasm-opt -O3 on $(JS_WASM)"; \
		wasm-bindgen --target web --out-dir $(JS_PKG) --out-name nimlab $(JS_WASM); \
		wasm-opt -O3 $(JS_PKG)/nimlab_bg.wasm -o $(JS_PKG)/nimlab_bg.wasm; \
		echo "$$from" > $(JS_PKG).built-from; \
	fi
	rm -rf $(JS_EXAMPLE)
	cp crates/js/npm/index.js crates/js/npm/checked.js crates/js/npm/game.js crates/js/npm/rulesets.js crates/js/npm/index.d.ts crates/js/npm/node.js crates/js/npm/node.d.ts crates/js/npm/package.json crates/js/README.md $(JS_PKG)/
	mkdir -p $(JS_EXAMPLE)
	cp -r $(JS_PKG) $(JS_EXAMPLE)/nimlab
	cp examples/embed-value.html $(JS_EXAMPLE)/
	@ls -l $(JS_PKG)/nimlab_bg.wasm

cli-release: fetch
	cargo build --release --locked -p nimlab-cli

# The CLI the Python and JavaScript tests compare against: the dev build that `make native`
# makes for the CLI's own tests, so this is a no-op after it. `cargo test` builds the binary with
# the features of the whole workspace; `cargo build -p nimlab-cli` alone resolved other features
# and compiled the engine again (103 s in CI). The engine is optimised in dev builds too, and
# the two suites took the same time against the dev and the release CLI (docs/benchmarks.md).
cli: fetch
	cargo test --workspace --locked --no-run

# The module against the CLI, its argument checks and its types (Node's test runner,
# crates/js/tests/; tsc from node_modules).
js-test: js cli
	NIMLAB_BIN=$(NIMLAB_DEBUG) node --test crates/js/tests/

# Grundy's game to 2^21 in Node against the release CLI, interleaved rounds (docs/benchmarks.md).
js-bench: js cli-release
	NIMLAB_BIN=$(NIMLAB_RELEASE) node crates/js/bench.mjs

# Four minutes and more (the computer plays 200 moves at its half-second pace), so not in `test`.
soak: build
	node tests/e2e/soak.mjs

# The engine's tests marked #[ignore] for their length (searches to research sizes), optimised.
slow: fetch
	cargo test -p engine --release --locked -- --ignored

# Criterion benchmarks of the engine, then the partizan games cgt-tools also has against it
# (scripts/bench-partizan.mjs).
bench: fetch
	cargo bench -p engine
	node scripts/bench-partizan.mjs

bench-browser: build
	node tests/e2e/bench.mjs

# One game's gates (docs/ARCHITECTURE.md, "Adding a game"): its unit tests, the group and quiz
# checks, then conformance, why and the catalogue's laws on that game alone (NIMLAB_GAME).
game-check:
	@[ -n "$(GAME)" ] || { echo "make game-check GAME=id (a catalogue id, without parameters)"; exit 2; }
	NIMLAB_GAME=$(GAME) cargo test -p engine --locked --lib -- games::$(GAME):: games::tests:: quiz::
	NIMLAB_GAME=$(GAME) cargo test -p engine --locked --test suite -- conformance:: why:: laws::catalogue_examples_solve

# Every decoder on 10^5 texts (2,000 solves per game), the app's route decoder too; prints the
# count per decoder. The engine's decoders draw from a new seed each time (`make test` from a
# fixed one); each line prints it, and NIMLAB_FUZZ_SEED=that repeats the run.
fuzz: fetch
	NIMLAB_FUZZ_SEED=$${NIMLAB_FUZZ_SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')} NIMLAB_FUZZ_CASES=100000 cargo test -p engine --test suite --locked decoders:: -- --nocapture
	NIMLAB_FUZZ_CASES=100000 cargo test -p nimlab-app --lib --locked route_fuzz -- --nocapture

clean:
	cargo clean
	rm -rf dist tests/e2e/artifacts test-results $(JS_PKG) $(JS_EXAMPLE)
