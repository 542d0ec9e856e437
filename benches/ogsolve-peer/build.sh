#!/bin/sh
# Builds Piotr Beling's ogsolve (GPL-3.0-or-later, on the LGPL-3.0-or-later library ogs; see
# README.md) from a fetched copy of github.com/beling/impartial-games, at the commit README.md
# names. Nothing of it is kept in this repository: the sources are exported from the fetched git
# directory into target/ogsolve-peer/src and built there. Prints the path of the binary.
#
#   benches/ogsolve-peer/build.sh /path/to/impartial-games.git   # a clone or a bare git dir
set -e
commit=07a34e68e2f298d2bb8905167d61777cdbdfb9cf
here=$(cd "$(dirname "$0")" && pwd)
repo=${1:?usage: build.sh GIT_DIR_OF_A_CLONE_OF_beling/impartial-games}
out=${OGSOLVE_OUT:-$here/../../target/ogsolve-peer}
rm -rf "$out/src"
mkdir -p "$out/src"
git --git-dir="$repo" archive "$commit" Cargo.toml ogs ogsolve | tar -x -C "$out/src"
# Only the two crates the program needs: the workspace's other members are left out.
printf '[workspace]\nmembers = ["ogs", "ogsolve"]\nresolver = "2"\n' > "$out/src/Cargo.toml"
cd "$out/src"
# As its README advises: release, native code.
RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR="$out/target" cargo build --release -p ogsolve >&2
cp "$out/target/release/ogsolve" "$out/ogsolve"
echo "$out/ogsolve"
