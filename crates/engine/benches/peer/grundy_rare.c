/* A plain single-core C program computing Grundy's game g(0..N-1) by the rare/common split,
 * used by `make bench` as the peer that nimlab's engine is timed against in the same run.
 * Written for nimlab; the method is Flammenkamp's (see crates/engine/src/sparse.rs).
 *
 * Mask 0xfe (rare: even parity under the mask). For each n: the pairs (r, n - r) with r rare
 * give every reachable common value; then each rare value below the smallest common value not
 * reached is confirmed, one at a time, by scanning the pairs (a, n - a) until one has that
 * value. Prints the largest value, its index, the number of rare values and the last rare
 * index, as tczajka's census does.
 *
 * Build: gcc -O2 -o grundy_rare grundy_rare.c     Run: ./grundy_rare 2097152 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MASK 0xfeu

static int rare(unsigned v) { return (__builtin_popcount(v & MASK) & 1) == 0; }

int main(int argc, char **argv) {
    long n_max = argc > 1 ? atol(argv[1]) : 1L << 21;
    unsigned char *g = malloc(n_max);
    long *rare_at = malloc(sizeof(long) * 4096);
    long n_rare = 0, last_rare = 0, largest_at = 0;
    unsigned largest = 0;
    unsigned char seen[512];
    for (long n = 0; n < n_max; n++) {
        memset(seen, 0, sizeof seen);
        for (long i = 0; i < n_rare; i++) {
            long r = rare_at[i], s = n - r;
            if (r < 1 || s < 1 || r == s) continue;
            seen[g[r] ^ g[s]] = 1;
        }
        unsigned v = 0;
        for (;; v++) {
            if (seen[v]) continue;
            if (!rare(v)) break;
            /* A rare candidate: is it reached by two common heaps? */
            int hit = 0;
            for (long a = 1; 2 * a < n; a++) {
                if ((unsigned)(g[a] ^ g[n - a]) == v) { hit = 1; break; }
            }
            if (!hit) break;
        }
        g[n] = (unsigned char)v;
        if (v > largest) { largest = v; largest_at = n; }
        if (rare(v)) {
            if (n_rare == 4096) { fprintf(stderr, "more than 4096 rare values\n"); return 1; }
            rare_at[n_rare++] = n;
            last_rare = n;
        }
    }
    printf("n=%ld largest=%u at=%ld rare=%ld last_rare=%ld\n", n_max, largest, largest_at, n_rare, last_rare);
    return 0;
}
