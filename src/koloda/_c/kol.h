/* Shared pieces of the optional C extension koloda._speedups: CPython's Mersenne Twister,
 * read from and written back into a random.Random object so that the C loops draw
 * exactly the numbers the pure-Python loops draw (random.Random's randrange/_randbelow
 * and shuffle, reimplemented on the same generator). */
#ifndef KOLODA_KOL_H
#define KOLODA_KOL_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MT_N 624
#define MT_M 397

typedef struct {
    int index;
    uint32_t state[MT_N];
} MT;

/* the layout of CPython's _random.Random object (Modules/_randommodule.c); checked at
 * import against getstate() before it is ever used */
typedef struct {
    PyObject_HEAD
    int index;
    uint32_t state[MT_N];
} PyRandomLayout;

static inline uint32_t mt_next(MT *m) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    uint32_t *mt = m->state;
    if (m->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        m->index = 0;
    }
    y = mt[m->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

static inline int bitlen32(uint32_t n) { return n ? 32 - __builtin_clz(n) : 0; }

/* random.Random._randbelow(n) for 0 < n < 2**32 (getrandbits(k) = next >> (32 - k)) */
static inline uint32_t mt_below(MT *m, uint32_t n) {
    int k = bitlen32(n);
    uint32_t r = mt_next(m) >> (32 - k);
    while (r >= n) r = mt_next(m) >> (32 - k);
    return r;
}

/* random.Random.shuffle on an int array */
static inline void mt_shuffle(MT *m, int *x, int len) {
    for (int i = len - 1; i >= 1; i--) {
        int j = (int)mt_below(m, (uint32_t)(i + 1));
        int t = x[i]; x[i] = x[j]; x[j] = t;
    }
}

/* random.Random.getrandbits(64) */
static inline uint64_t mt_bits64(MT *m) {
    uint64_t lo = mt_next(m);
    uint64_t hi = mt_next(m);
    return lo | (hi << 32);
}

/* defined in speedups.c */
extern int kol_mt_ok;               /* the layout check passed */
extern PyObject *kol_random_type;   /* random.Random */
int kol_mt_load(PyObject *rng, MT *out);    /* 1 ok, 0 not an exact random.Random */
void kol_mt_store(PyObject *rng, const MT *in);

/* the Durak endgame solver (durak_endgame.c) as the compiled search (durak_search.c)
 * asks it: a bout position of the two players left, seats 0 and 1 in seat order */
typedef struct {
    uint64_t h0, h1;
    int a, d, ph, n;                /* attacker, defender (0/1), phase, cards in att */
    const signed char *att, *dfn;
    int taking, tpos, covered, cap, stall;
    uint64_t shown;
} KolEgQuery;

enum { KOL_EG_GAVE_UP = 2, KOL_EG_WIDE = 3, KOL_EG_ERROR = 4 };
int kol_eg_is(PyObject *o);         /* a koloda._speedups.DurakEndgame? */
/* EndgameSolver.outcome's search: -1, 0, +1 (+1: seat 1 is the fool); KOL_EG_GAVE_UP
 * (the node budget, or too deep); KOL_EG_WIDE (more moves than the C search holds: the
 * Python search takes it); KOL_EG_ERROR (an exception is set) */
int kol_eg_outcome(PyObject *solver, const KolEgQuery *q, long max_nodes, long max_table);

/* module parts */
int kol_durak_init(PyObject *module);
int kol_tys_init(PyObject *module);
int kol_endgame_init(PyObject *module);
int kol_freecell_init(PyObject *module);
int kol_klondike_init(PyObject *module);

static inline int popc64(uint64_t x) { return __builtin_popcountll(x); }
static inline int ctz64(uint64_t x) { return __builtin_ctzll(x); }

/* an arena of *cap items of `size` bytes that holds at least `need`: doubled from
 * `first` as needed (realloc); 0 ok, -1 out of memory (the arena is left as it was) */
static inline int kol_grow(void **p, long *cap, long need, size_t size, long first) {
    if (need <= *cap) return 0;
    long n = *cap ? *cap : first;
    while (n < need) n *= 2;
    void *q = realloc(*p, (size_t)n * size);
    if (!q) return -1;
    *p = q;
    *cap = n;
    return 0;
}

#endif

#ifndef KOLODA_MT_SEED
#define KOLODA_MT_SEED
/* random.Random(seed) for 0 <= seed < 2**64 (CPython's init_by_array on the seed's
 * 32-bit words, low word first) */
static inline void mt_seed_u64(MT *m, uint64_t seed) {
    uint32_t key[2];
    int len;
    key[0] = (uint32_t)seed;
    key[1] = (uint32_t)(seed >> 32);
    len = key[1] ? 2 : 1;
    uint32_t *mt = m->state;
    mt[0] = 19650218U;
    for (int i = 1; i < MT_N; i++)
        mt[i] = (1812433253U * (mt[i - 1] ^ (mt[i - 1] >> 30)) + (uint32_t)i);
    int i = 1, j = 0;
    for (int k = MT_N > len ? MT_N : len; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++; j++;
        if (i >= MT_N) { mt[0] = mt[MT_N - 1]; i = 1; }
        if (j >= len) j = 0;
    }
    for (int k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) { mt[0] = mt[MT_N - 1]; i = 1; }
    }
    mt[0] = 0x80000000U;
    m->index = MT_N;
}
#endif
