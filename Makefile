# nimlab: `make serve` builds and serves the app; `make test` runs every test.
# Both first install whatever is missing (scripts/install.sh; crates.io, npm and Debian only).
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/node_modules/.bin:$(PATH)
PORT ?= 8080

.PHONY: install fetch build serve audit test fmt-check clippy native wasm-test py-test e2e soak slow bench bench-browser fuzz clean

install:
	@bash scripts/install.sh

# Trunk runs cargo offline (it must never download), so the crates are fetched first.
fetch: install
	cargo fetch --locked

# After Trunk, brotli and gzip copies of every text and wasm file (scripts/compress.mjs).
build: fetch
	trunk build
	node scripts/compress.mjs dist

# Sends the precompressed files with their Content-Type and Content-Encoding; hashed file
# names are cached for a year, index.html, the service worker and the worker are revalidated.
serve: build
	@echo "nimlab is served at http://127.0.0.1:$(PORT)/  (Ctrl-C stops it)"
	node scripts/serve.mjs dist $(PORT)

# Lighthouse (mobile, simulated throttling) on the catalogue, a play page and a table page.
audit: build
	node scripts/audit.mjs dist

test: fetch fmt-check clippy native wasm-test py-test e2e
	@echo "all tests passed"

fmt-check:
	cargo fmt --all -- --check

clippy:
	cargo clippy --workspace --all-targets --locked -- -D warnings
	cargo clippy -p nimlab-app --target wasm32-unknown-unknown --all-targets --all-features --locked -- -D warnings
	cargo clippy -p nimlab-app --target wasm32-unknown-unknown --bin app --locked -- -D warnings
	cargo clippy -p engine --no-default-features --locked -- -D warnings

native:
	cargo test --workspace --locked

wasm-test:
	cargo test -p nimlab-app --target wasm32-unknown-unknown --all-features --locked

# The Python package (crates/python): built and installed with pip into target/py-venv (maturin,
# NumPy and pytest pinned in scripts/py-test.sh), then checked against the CLI built here.
py-test: fetch
	cargo build --release --locked -p nimlab-cli
	NIMLAB_CLI=$${CARGO_TARGET_DIR:-target}/release/nimlab bash scripts/py-test.sh

# Playwright's test runner (playwright.config.mjs): it serves dist/ itself and exits non-zero
# when a test fails. Screenshots go to tests/e2e/artifacts/, failure traces to test-results/.
e2e: build
	npx playwright test

# Four minutes and more (the computer plays 200 moves at its half-second pace), so not in `test`.
soak: build
	node tests/e2e/soak.mjs

# The engine's tests marked #[ignore] for their length (searches to research sizes), optimised.
slow: fetch
	cargo test -p engine --release --locked -- --ignored

bench: fetch
	cargo bench -p engine

bench-browser: build
	node tests/e2e/bench.mjs

# Every decoder on 10^5 texts (2,000 solves per game), the app's route decoder too; prints the
# count per decoder.
fuzz: fetch
	NIMLAB_FUZZ_CASES=100000 cargo test -p engine --test decoders --locked -- --nocapture
	NIMLAB_FUZZ_CASES=100000 cargo test -p nimlab-app --lib --locked route_fuzz -- --nocapture

clean:
	cargo clean
	rm -rf dist tests/e2e/artifacts test-results
