#!/bin/sh
# Builds igsolve (Piotr Beling's impartial-game solver, GPL-3.0-or-later, library igs
# LGPL-3.0-or-later; see README.md) from the sources vendored in src/, optimised, in its own
# target directory. Its crate dependencies (clap, ph, csf, ...) come from crates.io through
# cargo. Prints the path of the binary.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${IGSOLVE_OUT:-$here/../../target/igsolve-peer}
cargo build --release --quiet --manifest-path "$here/src/Cargo.toml" --target-dir "$out" -p igsolve
echo "$out/release/igsolve"
