#!/bin/sh
# Builds Piotr Beling's ogsolve (see README.md) from a fetched copy of
# github.com/beling/impartial-games; benches/beling-peer.sh does the work. Prints the binary's path.
#
#   benches/ogsolve-peer/build.sh /path/to/impartial-games.git   # a bare git dir, or a clone's .git
exec "$(cd "$(dirname "$0")" && pwd)/../beling-peer.sh" ogs ogsolve "$@"
