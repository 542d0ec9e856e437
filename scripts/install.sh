#!/usr/bin/env bash
# Installs whatever the build and the tests need and is not already present (Trunk, which
# only the app's build needs, with the argument `trunk`).
# Only package registries are used: crates.io (cargo), npm, Debian (apt); the Python package's
# tests take their tools from PyPI (scripts/py-test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# wasm-bindgen-cli must match the wasm-bindgen crate in Cargo.lock exactly.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock 2>/dev/null || true)
WASM_BINDGEN_VERSION=${WASM_BINDGEN_VERSION:-0.2.130}

say() { printf '[install] %s\n' "$*"; }
export PATH="$HOME/.cargo/bin:$PATH"

# `scripts/install.sh trunk` (make install-trunk, which only `make build` and `make dev` need):
# Trunk, which builds the app. Compiled from crates.io, about 9 minutes on 2 cores, once.
# Pinned: 0.22 needs rustc 1.96.1, newer than the project's 1.95.
# Trunk's own release profile asks for fat LTO in one codegen unit at opt-level 3, which
# compiles its last crate on one core for minutes. A tool that runs cargo, wasm-bindgen and
# wasm-opt gains nothing a build waits for from it, so it is compiled at opt-level 1 without
# LTO: 8.8 minutes instead of 12.2, the same dist/ (docs/benchmarks.md).
TRUNK_VERSION=0.21.14
if [ "${1:-}" = trunk ]; then
  if ! trunk --version 2>/dev/null | grep -qx "trunk $TRUNK_VERSION"; then
    say "installing Trunk $TRUNK_VERSION (about 9 minutes on 2 cores the first time)"
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
      cargo install --locked trunk --version "$TRUNK_VERSION"
  fi
  exit 0
elif [ -n "${1:-}" ]; then
  echo "install.sh: unknown argument \"$1\" (none installs the tools; \"trunk\" installs Trunk)" >&2
  exit 2
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for comp in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$comp"; then
    say "adding rustup component $comp"
    rustup component add "$comp"
  fi
done

if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes the first time)"
  # Not --locked: the CLI's own lockfile pins a crate version the registry no longer has.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/@playwright/test ] \
  || [ ! -d node_modules/esbuild ] || [ ! -d node_modules/html-minifier-terser ] || [ ! -d node_modules/typescript ] \
  || [ package.json -nt node_modules/.stamp ]; then
  # npm ci empties node_modules first: through a link to another checkout's folder it would
  # empty that one, so a linked checkout gets a folder of its own.
  if [ -L node_modules ]; then
    say "node_modules is a link to $(readlink node_modules); giving this checkout its own"
    rm node_modules
  fi
  # Playwright uses Debian's Chromium (below), never a browser of its own.
  say "installing npm packages (binaryen, esbuild, html-minifier-terser, @playwright/test, playwright-core, lighthouse, axe-core, typescript)"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
  touch node_modules/.stamp
fi

# The Python package's tests build it in a virtual environment (scripts/py-test.sh).
if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  say "installing Debian's python3 and python3-venv"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends python3 python3-venv
fi

if [ "${NIMLAB_NO_BROWSER:-}" != 1 ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing Debian's chromium and chromium-driver"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends chromium chromium-driver
  fi
fi
say "all tools present"
