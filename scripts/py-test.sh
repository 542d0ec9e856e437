#!/usr/bin/env bash
# The Python package's tests: a virtual environment with pinned tools from PyPI, the package
# built and installed from crates/python the way a user installs it (`pip install`), then
# pytest (with mypy, which a test runs on a user's script against the package's types; pycgt,
# an independent library the game values are checked against; tqdm, which `progress=True`
# draws; and Dask's distributed scheduler, on which a test runs examples/census.py). Tests that
# need an optional package (Ray) are skipped, and pytest's -rs prints why.
# NIMLAB_CLI names the CLI binary the tests compare against (built by `make py-test`).
set -euo pipefail
cd "$(dirname "$0")/.."

MATURIN_VERSION=1.16.0
NUMPY_VERSION=2.4.6
PYTEST_VERSION=9.2.0
MYPY_VERSION=2.4.1
PYCGT_VERSION=0.2.0
DASK_VERSION=2026.8.0
TQDM_VERSION=4.70.1
VENV=${NIMLAB_PY_VENV:-target/py-venv}
say() { printf '[py-test] %s\n' "$*"; }

if [ ! -x "$VENV/bin/python" ]; then
  say "creating the virtual environment $VENV"
  python3 -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --disable-pip-version-check \
  "maturin==$MATURIN_VERSION" "numpy==$NUMPY_VERSION" "pytest==$PYTEST_VERSION" "mypy==$MYPY_VERSION" \
  "pycgt==$PYCGT_VERSION" "dask[distributed]==$DASK_VERSION" "tqdm==$TQDM_VERSION"
say "building and installing crates/python"
# A dev-profile build (the engine is optimised in dev builds too): pip's default, a release
# build, ends in link-time optimisation of the whole extension, minutes on a fresh checkout
# (docs/benchmarks.md). A user's `pip install` stays a release build.
export MATURIN_PEP517_ARGS=${MATURIN_PEP517_ARGS:---profile dev}
"$VENV/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps ./crates/python

export NIMLAB_CLI=${NIMLAB_CLI:-${CARGO_TARGET_DIR:-target}/debug/nimlab}
"$VENV/bin/python" -m pytest -rs crates/python/tests "$@"
