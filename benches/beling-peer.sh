#!/bin/sh
# Builds one of Piotr Beling's programs (ogsolve on its library ogs, igsolve on igs; GPL-3.0-or-
# later programs on LGPL-3.0-or-later libraries, see each peer's README.md) from a fetched copy
# of github.com/beling/impartial-games, at the commit the READMEs name. Nothing of it is kept in
# this repository: the two crates are exported from the fetched git directory into
# target/PROGRAM-peer/src and built there. Prints the path of the binary. Called by
# benches/ogsolve-peer/build.sh and benches/igsolve-peer/build.sh.
#
#   benches/beling-peer.sh LIBRARY PROGRAM /path/to/impartial-games.git   # a bare git dir, or a clone's .git
set -e
commit=07a34e68e2f298d2bb8905167d61777cdbdfb9cf
lib=${1:?usage: beling-peer.sh LIBRARY PROGRAM GIT_DIR}
bin=${2:?usage: beling-peer.sh LIBRARY PROGRAM GIT_DIR}
repo=${3:?usage: beling-peer.sh LIBRARY PROGRAM GIT_DIR_OF_A_CLONE_OF_beling/impartial-games}
here=$(cd "$(dirname "$0")" && pwd)
out=${PEER_OUT:-$here/../target/$bin-peer}
rm -rf "$out/src"
mkdir -p "$out/src"
git --git-dir="$repo" archive "$commit" Cargo.toml "$lib" "$bin" | tar -x -C "$out/src"
# Only the two crates the program needs: the workspace's other members are left out.
printf '[workspace]\nmembers = ["%s", "%s"]\nresolver = "2"\n' "$lib" "$bin" > "$out/src/Cargo.toml"
cd "$out/src"
# csf 0.2.0-alpha.2 (igs's) accepts any ph from 0.9.7, and ph 0.11 made `get_seed` unsafe, which
# csf does not compile against: its ph is held to the 0.10 that igs itself asks for (ogs has no
# ph, and the update then has nothing to do).
CARGO_TARGET_DIR="$out/target" cargo generate-lockfile >&2
CARGO_TARGET_DIR="$out/target" cargo update -p ph@0.11.0 --precise 0.10.0 >&2 2>/dev/null || true
# As its README advises: release, native code.
RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR="$out/target" cargo build --release -p "$bin" >&2
cp "$out/target/release/$bin" "$out/$bin"
echo "$out/$bin"
