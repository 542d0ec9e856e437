#!/bin/sh
# Builds Piotr Beling's igsolve (GPL-3.0-or-later, on the LGPL-3.0-or-later library igs; see
# README.md) from a fetched copy of github.com/beling/impartial-games, at the commit README.md
# names. Nothing of it is kept in this repository: the sources are exported from the fetched git
# directory into target/igsolve-peer/src and built there. Prints the path of the binary.
#
#   benches/igsolve-peer/build.sh /path/to/impartial-games.git   # a bare git dir, or a clone's .git
set -e
commit=07a34e68e2f298d2bb8905167d61777cdbdfb9cf
here=$(cd "$(dirname "$0")" && pwd)
repo=${1:?usage: build.sh GIT_DIR_OF_A_CLONE_OF_beling/impartial-games}
out=${IGSOLVE_OUT:-$here/../../target/igsolve-peer}
rm -rf "$out/src"
mkdir -p "$out/src"
git --git-dir="$repo" archive "$commit" Cargo.toml igs igsolve | tar -x -C "$out/src"
# Only the two crates the program needs: the workspace's other members are left out.
printf '[workspace]\nmembers = ["igs", "igsolve"]\nresolver = "2"\n' > "$out/src/Cargo.toml"
cd "$out/src"
# csf 0.2.0-alpha.2 accepts any ph from 0.9.7, and ph 0.11 made `get_seed` unsafe, which csf
# does not compile against: its ph is held to the 0.10 that igs itself asks for.
CARGO_TARGET_DIR="$out/target" cargo generate-lockfile >&2
CARGO_TARGET_DIR="$out/target" cargo update -p ph@0.11.0 --precise 0.10.0 >&2 || true
# As its README advises: release, native code.
RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR="$out/target" cargo build --release -p igsolve >&2
cp "$out/target/release/igsolve" "$out/igsolve"
echo "$out/igsolve"
