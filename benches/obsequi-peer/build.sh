#!/bin/sh
# Builds Obsequi (Nathan Bullock's Domineering solver, GPL; see README.md) from the C files
# vendored in src/, with the options its cppflags.raw sets (-O2, a 2^23-entry hash table, two-
# stage move generation). Fetches nothing. Prints the path of the binary.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${OBSEQUI_OUT:-$here/../../target/obsequi-peer}
mkdir -p "$out"
cd "$here/src"
${CC:-cc} -std=gnu99 -w -O2 -DHASHCODEBITS=23 -DTWO_STAGE_GENERATION \
    obsequi.c utils.c negamax.c position_values.c toggle_move.c move_gen.c move_sort.c \
    hash.c display.c traits.c tables.c init.c lastbit.c countmoves.c does_x_win.c \
    -o "$out/Obsequi"
echo "$out/Obsequi"
