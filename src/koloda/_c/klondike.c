/* The thoughtful-Klondike solver's search (koloda.games.patience.solvers.klondike's
 * _Searcher) in C.
 *
 * The Python searcher is the reference: this one generates the same macro moves in the
 * same order (the same groups, the same duties met the same ways), makes the same safe
 * moves home, finishes greedily at the same points and keys the table the same way (the
 * columns as a multiset, the talon as the rules make it matter, and the pointer bits of
 * the draw-3 dominance), stops storing positions at the same cap (kl_new's table_cap),
 * so it tries the same nodes and finds the same line
 * (tests/fast/test_klondike_diff.py compares the two deal by deal). Only the hash
 * function differs: a false match needs two positions to collide in 64 bits, as there.
 *
 * A searcher is resumable, as the Python one is: solve_klondike's schedule runs three of
 * them in turn, each stopped by a deadline or a node count and later run on. */
#include "kol.h"
#include <stdlib.h>

#define KC_COLS 7
#define KC_MAXLEN 52
#define KC_MAXMACRO 8
#define KC_NGROUPS 7
#define KC_OFILTER 4096

enum { KD_BARE, KD_EMPTY, KD_LAID };

/* a prim, as the Python tuples: (0, a, j, b) (1, a) (2, i, cost) (3, i, cost, b) (4, s, b) */
typedef struct { uint8_t k, x, y, z; } KPrim;

typedef struct { uint8_t n; KPrim p[KC_MAXMACRO]; } KMacro;

/* a duty: _BARE (a, e, x), _EMPTY (a), _LAID (c, b) stored as a = b, e = c */
typedef struct { uint8_t kind, a, e, x; } KDuty;

typedef struct {
    uint8_t len[KC_COLS], down[KC_COLS], base[KC_COLS];
    uint8_t found[4];
    uint8_t tlen;
    int p, r;  /* pointer; redeals left, -1 for no limit */
    uint8_t col[KC_COLS][KC_MAXLEN];
    uint8_t talon[KC_MAXLEN];
} KState;

typedef struct {
    KState st;
    long mat, mn, next;  /* its macros in the arena, the next one to try */
    long pat;            /* where its path entry starts in the path arena */
    int off;             /* its key is on the off-table list (the table was full) */
} KFrame;

typedef struct { KMacro *v; long n, cap, kcap; long *key; } KVec;

typedef struct {
    int draw, free_, phased, r0;
    int order[6];
    long long nodes;
    uint64_t *tk, *tb; long tcap, tn;   /* the table: key -> pointer bits (0: empty) */
    long tmax;                          /* the most entries it takes (then no more) */
    uint64_t *ok; long on, ocap;        /* keys of the path's positions not in the table */
    uint16_t ofilter[KC_OFILTER];       /* how many of those per key & (KC_OFILTER - 1) */
    KFrame *stack; long sn, scap;
    KMacro *mac; long mn, mcap;
    KPrim *path; long pn, pcap;
    KVec g[KC_NGROUPS];
    int oom;
    uint64_t rng;  /* a restart's shuffle (xorshift64 state), 0: the groups as generated */
} KSearch;

static uint8_t PAR[64][2], NPAR[64], CHI[64][2], NCHI[64];

static void kc_tables(void) {
    memset(NPAR, 0, sizeof NPAR);
    memset(NCHI, 0, sizeof NCHI);
    for (int r = 1; r <= 13; r++)
        for (int s = 0; s < 4; s++) {
            int c = r << 2 | s, o = s < 2 ? 2 : 0;
            if (r < 13) {
                PAR[c][0] = (uint8_t)((r + 1) << 2 | o);
                PAR[c][1] = (uint8_t)((r + 1) << 2 | (o + 1));
                NPAR[c] = 2;
            }
            if (r > 1) {
                CHI[c][0] = (uint8_t)((r - 1) << 2 | o);
                CHI[c][1] = (uint8_t)((r - 1) << 2 | (o + 1));
                NCHI[c] = 2;
            }
        }
}

/* whether q is one of the cards x may be built on (q may carry the face-down flag) */
static inline int in_par(int x, int q) {
    return x < 64 && NPAR[x] && (PAR[x][0] == q || PAR[x][1] == q);
}

static inline uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline uint64_t xorshift(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static uint64_t bytes_hash(const uint8_t *b, int n, uint64_t seed) {
    if (!n) return 0;
    uint64_t h = seed ^ (uint64_t)n;
    for (int i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001B3ULL;
    return mix64(h);
}

static int kbase(const uint8_t *col, int len, int down) {
    int i = len - 1;
    if (i <= 0) return 0;
    while (i > down && in_par(col[i], col[i - 1])) i--;
    return i;
}

static inline int ksafe(int card, const uint8_t *f) {
    int r = card >> 2;
    if (r <= 2) return 1;
    int s = card & 3, o = s < 2 ? 2 : 0;
    return f[o] >= r - 1 && f[o + 1] >= r - 1 && f[s ^ 1] >= r - 2;
}

static inline int knext(int c, const uint8_t *f) { return f[c & 3] == (c >> 2) - 1; }

static void kstep(KState *s, const KPrim *m) {
    int kind = m->k, c, b;
    if (kind == 0 || kind == 1) {
        int a = m->x, la = s->len[a], ba = s->base[a], j;
        if (kind == 0) {
            j = m->y;
            b = m->z;
            int lb = s->len[b];
            if (!lb) s->base[b] = 0;
            memcpy(s->col[b] + lb, s->col[a] + j, (size_t)(la - j));
            s->len[b] = (uint8_t)(lb + la - j);
        } else {
            c = s->col[a][la - 1];
            s->found[c & 3]++;
            j = la - 1;
        }
        s->len[a] = (uint8_t)j;
        if (j <= ba) {  /* the whole run left: the card below may turn, the run is new */
            int da = s->down[a];
            if (da && da == j) {
                da--;
                s->col[a][da] &= 63;
                s->down[a] = (uint8_t)da;
            }
            s->base[a] = (uint8_t)kbase(s->col[a], j, da);
        }
        return;
    }
    if (kind == 2 || kind == 3) {
        int i = m->x, cost = m->y;
        c = s->talon[i - 1];
        memmove(s->talon + i - 1, s->talon + i, (size_t)(s->tlen - i));
        s->tlen--;
        s->p = i - 1;
        if (s->r >= 0) s->r -= cost;
        if (kind == 2) { s->found[c & 3]++; return; }
        b = m->z;
    } else {
        int su = m->x;
        b = m->y;
        c = s->found[su] << 2 | su;
        s->found[su]--;
    }
    if (!s->len[b]) s->base[b] = 0;
    s->col[b][s->len[b]++] = (uint8_t)c;
}

/* the talon positions i (T[i - 1] on the waste's top) the draws reach, with their cost */
static int kreach(const KSearch *S, int n, int p, int r, uint8_t *oi, uint8_t *oc) {
    int k = 0;
    if (S->free_) {
        for (int i = 1; i <= n; i++) { oi[k] = (uint8_t)i; oc[k++] = 0; }
        return k;
    }
    int flag = r < 0 ? 2 : (r > 0 ? 1 : 0), d = S->draw, q;
    uint64_t seen = 0;
    if (p > 0) { oi[k] = (uint8_t)p; oc[k++] = 0; seen |= 1ULL << p; }
    q = p;
    while (q < n) {
        q = q + d < n ? q + d : n;
        if (!(seen >> q & 1)) { oi[k] = (uint8_t)q; oc[k++] = 0; seen |= 1ULL << q; }
    }
    if (flag) {
        int cost = flag == 2 ? 0 : 1;
        q = 0;
        while (q < n) {
            q = q + d < n ? q + d : n;
            if (!(seen >> q & 1)) { oi[k] = (uint8_t)q; oc[k++] = (uint8_t)cost; seen |= 1ULL << q; }
        }
    }
    return k;
}

static int kin_talon(const KSearch *S, const KState *st, int card, int *pi, int *pc) {
    uint8_t oi[KC_MAXLEN + 1], oc[KC_MAXLEN + 1];
    int k = kreach(S, st->tlen, st->p, st->r, oi, oc);
    for (int t = 0; t < k; t++)
        if (st->talon[oi[t] - 1] == card) { *pi = oi[t]; *pc = oc[t]; return 1; }
    return 0;
}

static uint64_t talon_hash(const KSearch *S, const KState *st) {
    if (S->free_) {  /* every card always reachable: the talon is a set */
        uint64_t m = 0;
        for (int i = 0; i < st->tlen; i++) m |= 1ULL << st->talon[i];
        return mix64(m ^ 0x5851F42D4C957F2DULL);
    }
    uint64_t h = bytes_hash(st->talon, st->tlen, 0x2545F4914F6CDD1DULL);
    if (st->r < 0) return h;  /* the pointer goes to the table's bits */
    return mix64(h ^ mix64((uint64_t)st->p << 32 ^ (uint64_t)(uint32_t)st->r ^ 0x9E37ULL));
}

static uint64_t kkey(const KSearch *S, const KState *st) {
    uint64_t k = 0;
    for (int a = 0; a < KC_COLS; a++) k += bytes_hash(st->col[a], st->len[a], 0xCBF29CE484222325ULL);
    return k + talon_hash(S, st) * 0x9E3779B97F4A7C15ULL;
}

static uint64_t kphase(const KSearch *S, const KState *st) {
    int p = st->p;
    if (!S->phased || p % S->draw == 0 || p == st->tlen) return 1;
    return 1ULL << p;
}

static int kcovers(const KSearch *S, uint64_t bits, uint64_t bit) {
    if (bit == 1) return bits != 0;
    int p = ctz64(bit), d = S->draw;
    uint64_t below = 0;
    for (int q = p % d ? p % d : d; q <= p; q += d) below |= 1ULL << q;
    return (bits & below) != 0;
}

/* --- arenas ------------------------------------------------------------------------ */

static int grow(void **v, long *cap, long need, size_t size) {
    return kol_grow(v, cap, need, size, 64);
}

static void path_push(KSearch *S, KPrim m) {
    if (grow((void **)&S->path, &S->pcap, S->pn + 1, sizeof(KPrim)) < 0) { S->oom = 1; return; }
    S->path[S->pn++] = m;
}

static void vec_push(KSearch *S, KVec *v, const KPrim *pre, int n, long key) {
    if (grow((void **)&v->v, &v->cap, v->n + 1, sizeof(KMacro)) < 0) { S->oom = 1; return; }
    if (key >= 0) {  /* a sort key (the reveal group's) */
        if (grow((void **)&v->key, &v->kcap, v->n + 1, sizeof(long)) < 0) { S->oom = 1; return; }
        v->key[v->n] = key;
    }
    KMacro *m = &v->v[v->n++];
    m->n = (uint8_t)n;
    memcpy(m->p, pre, (size_t)n * sizeof(KPrim));
}

static inline KPrim P(int k, int x, int y, int z) {
    KPrim m = {(uint8_t)k, (uint8_t)x, (uint8_t)y, (uint8_t)z};
    return m;
}

/* --- safe moves and the greedy finish --------------------------------------------- */

static void ksettle(KSearch *S, KState *st) {
    for (;;) {
        KPrim m;
        int got = 0;
        for (int a = 0; a < KC_COLS && !got; a++) {
            int l = st->len[a];
            if (!l) continue;
            int c = st->col[a][l - 1];
            if (st->found[c & 3] < 13 && knext(c, st->found) && ksafe(c, st->found)) {
                m = P(1, a, 0, 0);
                got = 1;
            }
        }
        if (!got) {
            if (!S->free_) return;
            for (int i = 0; i < st->tlen && !got; i++) {
                int c = st->talon[i];
                if (knext(c, st->found) && ksafe(c, st->found)) { m = P(2, i + 1, 0, 0); got = 1; }
            }
            if (!got) return;
        }
        kstep(st, &m);
        path_push(S, m);
    }
}

static int ksum(const KState *st) {
    return st->found[0] + st->found[1] + st->found[2] + st->found[3];
}

static int kfinish(KSearch *S, const KState *st0) {
    KState st = *st0;
    for (int a = 0; a < KC_COLS; a++) if (st.down[a]) return 0;
    if (st.tlen && !S->free_) return 0;
    KPrim made[52];
    int nm = 0;
    while (ksum(&st) < 52) {
        KPrim m;
        int got = 0;
        for (int a = 0; a < KC_COLS && !got; a++) {
            int l = st.len[a];
            if (l && knext(st.col[a][l - 1], st.found)) { m = P(1, a, 0, 0); got = 1; }
        }
        for (int i = 0; i < st.tlen && !got; i++)
            if (knext(st.talon[i], st.found)) { m = P(2, i + 1, 0, 0); got = 1; }
        if (!got || nm >= 52) return 0;
        kstep(&st, &m);
        made[nm++] = m;
    }
    for (int i = 0; i < nm; i++) path_push(S, made[i]);
    return 1;
}

/* --- stuck cards (solvers.klondike._dead) ------------------------------------------ */

/* 1 when some tableau cards can never move (the position is lost): the largest set of
 * non-King cards none of which can move first, found by striking out every card with a
 * way out (home, onto a card it may be built on, or carried by a face-up card below it
 * that is not in the set) until none is left to strike; the same verdict as _dead */
static int kdead(const KState *st) {
    int8_t at[64];
    uint8_t idx[64];
    uint64_t stuck = 0;
    memset(at, -1, sizeof at);
    for (int a = 0; a < KC_COLS; a++)
        for (int i = 0; i < st->len[a]; i++) {
            int x = st->col[a][i] & 63;
            at[x] = (int8_t)a;
            idx[x] = (uint8_t)i;
            if (x >> 2 != 13) stuck |= 1ULL << x;
        }
    while (stuck) {
        int top[KC_COLS];
        for (int a = 0; a < KC_COLS; a++) top[a] = -1;
        for (uint64_t m = stuck; m; m &= m - 1) {
            int c = ctz64(m);
            if (idx[c] > top[at[c]]) top[at[c]] = idx[c];
        }
        uint64_t free_ = 0;
        for (uint64_t m = stuck; m; m &= m - 1) {
            int c = ctz64(m), a = at[c], i = idx[c], out = 0;
            for (int j = st->down[a]; j < i && !out; j++)
                if (!(stuck >> (st->col[a][j] & 63) & 1)) out = 1;
            for (int t = 0; t < NPAR[c] && !out; t++) {
                int q = PAR[c][t];
                if (at[q] < 0 || top[at[q]] <= idx[q]) out = 1;
            }
            if (!out) {
                int s = c & 3, blocked = 0;
                for (int r = st->found[s] + 1; r < c >> 2 && !blocked; r++) {
                    int q = r << 2 | s;
                    if (at[q] >= 0 && top[at[q]] > idx[q]) blocked = 1;
                }
                out = !blocked;
            }
            if (out) free_ |= 1ULL << c;
        }
        if (!free_) return 1;
        stuck &= ~free_;
    }
    return 0;
}

/* --- macro moves ------------------------------------------------------------------- */

static int kfind(const KState *st, int card, int *pa, int *pj) {
    for (int a = 0; a < KC_COLS; a++) {
        const uint8_t *col = st->col[a];
        for (int j = 0; j < st->len[a]; j++)
            if (col[j] == card) {
                if (j < st->base[a]) return 0;
                *pa = a;
                *pj = j;
                return 1;
            }
    }
    return 0;
}

static void kextend(KSearch *S, const KState *st, const KPrim *pre, int plen,
                    const KDuty *duties, int nd, KVec *out);

static void ktouch(KSearch *S, const KState *st, const KPrim *pre, int plen, KPrim prim,
                   const KDuty *newd, const KDuty *duties, int nd, KVec *out) {
    KState child = *st;
    kstep(&child, &prim);
    KDuty left[KC_MAXMACRO * 2 + 2];
    int nl = 0;
    for (int t = 0; t < nd; t++) {
        const KDuty *d = &duties[t];
        int keep;
        if (d->kind == KD_BARE) {
            int l = child.len[d->a];
            keep = l && child.col[d->a][l - 1] == d->e;
        } else if (d->kind == KD_EMPTY) {
            keep = !child.len[d->a];
        } else {
            int l = child.len[d->a];
            keep = l && child.col[d->a][l - 1] == d->e;
        }
        if (keep) left[nl++] = *d;
    }
    if (newd) left[nl++] = *newd;
    KPrim np[KC_MAXMACRO];
    memcpy(np, pre, (size_t)plen * sizeof(KPrim));
    np[plen] = prim;
    kextend(S, &child, np, plen + 1, left, nl, out);
}

static void kplace(KSearch *S, const KState *st, int y, int b, const KPrim *pre, int plen,
                   const KDuty *duties, int nd, KVec *out) {
    int a, j;
    if (kfind(st, y, &a, &j) && a != b) {
        KDuty nw;
        const KDuty *newp = NULL;
        if (j == 0) {
            int any_empty = 0;
            for (int t = 0; t < KC_COLS; t++) if (!st->len[t]) any_empty = 1;
            if (!any_empty) { nw.kind = KD_EMPTY; nw.a = (uint8_t)a; nw.e = nw.x = 0; newp = &nw; }
        } else if (!(j == st->down[a] || !in_par(y, st->col[a][j - 1]))) {
            nw.kind = KD_BARE; nw.a = (uint8_t)a; nw.e = st->col[a][j - 1]; nw.x = (uint8_t)y;
            newp = &nw;
        }
        ktouch(S, st, pre, plen, P(0, a, j, b), newp, duties, nd, out);
    }
    int ti, tc;
    if (kin_talon(S, st, y, &ti, &tc)) {
        KDuty nw = {KD_LAID, (uint8_t)b, (uint8_t)y, 0};
        ktouch(S, st, pre, plen, P(3, ti, tc, b), S->free_ ? &nw : NULL, duties, nd, out);
    }
    int s = y & 3;
    if (st->found[s] == y >> 2 && !ksafe(y, st->found))
        ktouch(S, st, pre, plen, P(4, s, b, 0), NULL, duties, nd, out);
}

static void kextend(KSearch *S, const KState *st, const KPrim *pre, int plen,
                    const KDuty *duties, int nd, KVec *out) {
    if (!nd || plen >= KC_MAXMACRO) {  /* done, or stop demanding (only slower) */
        vec_push(S, out, pre, plen, -1);
        return;
    }
    for (int t = 0; t < nd; t++) {
        const KDuty *d = &duties[t];
        if (d->kind == KD_BARE) {
            int a = d->a, e = d->e, x = d->x;
            if (st->found[e & 3] == (e >> 2) - 1)
                ktouch(S, st, pre, plen, P(1, a, 0, 0), NULL, duties, nd, out);
            for (int u = 0; u < NCHI[e]; u++)
                if (CHI[e][u] != x) kplace(S, st, CHI[e][u], a, pre, plen, duties, nd, out);
        } else if (d->kind == KD_EMPTY) {
            for (int s = 0; s < 4; s++) {
                int king = 13 << 2 | s, wa, wj;
                if (!kfind(st, king, &wa, &wj) || wj > 0)
                    kplace(S, st, king, d->a, pre, plen, duties, nd, out);
            }
        } else {
            int c = d->e, b = d->a;
            for (int u = 0; u < NCHI[c]; u++) kplace(S, st, CHI[c][u], b, pre, plen, duties, nd, out);
        }
    }
}

static void single(KSearch *S, KVec *v, KPrim m, long key) { vec_push(S, v, &m, 1, key); }

/* the columns card x may go to (into dests, at most two; their count): a King to the
 * first empty column, any other card onto the columns topped by a card it fits
 * (topcol: card -> the column it tops, -1 for none) */
static int kdests(int x, const int *topcol, int empty, int *dests) {
    int nd = 0;
    if (x >> 2 == 13) {
        if (empty >= 0) dests[nd++] = empty;
        return nd;
    }
    int t1 = topcol[PAR[x][0]], t2 = topcol[PAR[x][1]];
    if (t1 >= 0) dests[nd++] = t1;
    if (t2 >= 0) dests[nd++] = t2;
    return nd;
}

/* the macro moves from st, appended to the arena in the searcher's order; their count */
static long kmoves(KSearch *S, const KState *st) {
    for (int g = 0; g < KC_NGROUPS; g++) S->g[g].n = 0;
    KVec *turn = &S->g[0], *home_talon = &S->g[1], *reveal = &S->g[2], *home = &S->g[3];
    KVec *bound = &S->g[4], *to_tab = &S->g[5], *back = &S->g[6];
    const uint8_t *found = st->found;
    uint8_t ri[KC_MAXLEN + 1], rc[KC_MAXLEN + 1];
    int nr = kreach(S, st->tlen, st->p, st->r, ri, rc);
    int topcol[64];
    for (int c = 0; c < 64; c++) topcol[c] = -1;
    int empty = -1;
    for (int a = 0; a < KC_COLS; a++) {
        int l = st->len[a];
        if (l) {
            int t = st->col[a][l - 1];
            topcol[t] = a;
            if (knext(t, found)) {
                if (st->down[a] && st->down[a] == l - 1) single(S, turn, P(1, a, 0, 0), -1);
                else single(S, home, P(1, a, 0, 0), -1);
            }
        } else if (empty < 0) {
            empty = a;
        }
    }
    for (int k = 0; k < nr; k++)
        if (knext(st->talon[ri[k] - 1], found)) single(S, home_talon, P(2, ri[k], rc[k], 0), -1);

    for (int a = 0; a < KC_COLS; a++) {
        int l = st->len[a];
        if (!l) continue;
        int da = st->down[a];
        const uint8_t *col = st->col[a];
        for (int j = st->base[a]; j < l; j++) {
            int x = col[j], dests[2];
            if (x >> 2 == 13 && j == 0) continue;  /* a King run already at the bottom */
            int nd = kdests(x, topcol, empty, dests);
            for (int u = 0; u < nd; u++) {
                KPrim mv = P(0, a, j, dests[u]);
                if (j == 0) {
                    if (empty < 0) {  /* emptying column a only helps a King */
                        KState ch = *st;
                        kstep(&ch, &mv);
                        KDuty du = {KD_EMPTY, (uint8_t)a, 0, 0};
                        kextend(S, &ch, &mv, 1, &du, 1, bound);
                    }
                } else if (j == da || !in_par(x, col[j - 1])) {
                    single(S, reveal, mv, da);
                } else {
                    KState ch = *st;
                    kstep(&ch, &mv);
                    KDuty du = {KD_BARE, (uint8_t)a, col[j - 1], (uint8_t)x};
                    kextend(S, &ch, &mv, 1, &du, 1, bound);
                }
            }
        }
    }

    for (int k = 0; k < nr; k++) {
        int i = ri[k], c = st->talon[i - 1], dests[2];
        int nd = kdests(c, topcol, empty, dests);
        for (int u = 0; u < nd; u++) {
            KPrim mv = P(3, i, rc[k], dests[u]);
            if (S->free_) {
                KState ch = *st;
                kstep(&ch, &mv);
                KDuty du = {KD_LAID, (uint8_t)dests[u], (uint8_t)c, 0};
                kextend(S, &ch, &mv, 1, &du, 1, bound);
            } else {
                single(S, to_tab, mv, -1);
            }
        }
    }

    for (int s = 0; s < 4; s++) {
        int fr = found[s];
        if (fr < 2) continue;
        int c = fr << 2 | s;
        if (ksafe(c, found)) continue;
        if (fr == 13) {
            if (empty >= 0) single(S, back, P(4, s, empty, 0), -1);
        } else {
            for (int u = 0; u < 2; u++)
                if (topcol[PAR[c][u]] >= 0) single(S, back, P(4, s, topcol[PAR[c][u]], 0), -1);
        }
    }
    if (S->oom) return -1;

    /* the column with most face-down cards first (a stable insertion sort) */
    for (long i = 1; i < reveal->n; i++) {
        KMacro m = reveal->v[i];
        long key = reveal->key[i], j = i - 1;
        while (j >= 0 && reveal->key[j] < key) {
            reveal->v[j + 1] = reveal->v[j];
            reveal->key[j + 1] = reveal->key[j];
            j--;
        }
        reveal->v[j + 1] = m;
        reveal->key[j + 1] = key;
    }
    if (S->rng) {  /* a restart's own order: each group shuffled (_Searcher.shuffle) */
        for (int g = 0; g < KC_NGROUPS; g++) {
            KVec *v = &S->g[g];
            for (long i = v->n - 1; i > 0; i--) {
                long j = (long)(xorshift(&S->rng) % (uint64_t)(i + 1));
                KMacro t = v->v[i];
                v->v[i] = v->v[j];
                v->v[j] = t;
            }
        }
    }
    long total = 0;
    for (int g = 0; g < KC_NGROUPS; g++) total += S->g[g].n;
    if (grow((void **)&S->mac, &S->mcap, S->mn + total, sizeof(KMacro)) < 0) return -1;
    long at = S->mn;
    for (int o = 0; o < 6; o++) {
        int g = S->order[o];
        KVec *v = &S->g[g];
        memcpy(S->mac + at, v->v, (size_t)v->n * sizeof(KMacro));
        at += v->n;
        if (g == 4) {  /* the cards taken back come with the bound moves */
            memcpy(S->mac + at, back->v, (size_t)back->n * sizeof(KMacro));
            at += back->n;
        }
    }
    S->mn = at;
    return total;
}

/* --- the table --------------------------------------------------------------------- */

/* The table keeps at most tmax entries (solvers.klondike.TABLE_CAP; _Searcher.run does
 * the same): once full, a new position is searched without being stored, so meeting it
 * again costs time, never a verdict. Only a cycle must still be caught, so the keys of
 * the path's positions that are not in the table are listed (ok, in path order, with a
 * counting filter so that most lookups do not scan the list). */

static int tt_grow(KSearch *S) {
    long ncap = S->tcap ? S->tcap * 2 : 1L << 16;
    uint64_t *nk = calloc((size_t)ncap, sizeof(uint64_t)), *nb = calloc((size_t)ncap, sizeof(uint64_t));
    if (!nk || !nb) { free(nk); free(nb); return -1; }
    uint64_t mask = (uint64_t)ncap - 1;
    for (long i = 0; i < S->tcap; i++) {
        if (!S->tb[i]) continue;
        uint64_t h = (S->tk[i] ^ S->tk[i] >> 29) & mask;
        while (nb[h]) h = (h + 1) & mask;
        nk[h] = S->tk[i];
        nb[h] = S->tb[i];
    }
    free(S->tk);
    free(S->tb);
    S->tk = nk;
    S->tb = nb;
    S->tcap = ncap;
    return 0;
}

static int off_path(const KSearch *S, uint64_t k) {
    if (!S->ofilter[k & (KC_OFILTER - 1)]) return 0;
    for (long i = S->on - 1; i >= 0; i--)
        if (S->ok[i] == k) return 1;
    return 0;
}

/* 1 when a position seen with the key covers this one, or it is on the path (skip it);
 * 0 when it is new or newly reached with this pointer (stored: its bit is added); 2 when
 * it is new and the table is full (not stored: the caller lists it while on the path);
 * -1 out of memory */
static int tt_visit(KSearch *S, uint64_t k, uint64_t bit) {
    if (S->tn < S->tmax && (S->tn + 1) * 2 > S->tcap && tt_grow(S) < 0) return -1;
    uint64_t mask = (uint64_t)S->tcap - 1, h = (k ^ k >> 29) & mask;
    while (S->tb[h]) {
        if (S->tk[h] == k) {
            if (kcovers(S, S->tb[h], bit)) return 1;
            S->tb[h] |= bit;
            return 0;
        }
        h = (h + 1) & mask;
    }
    if (S->tn >= S->tmax) return off_path(S, k) ? 1 : 2;
    S->tk[h] = k;
    S->tb[h] = bit;
    S->tn++;
    return 0;
}

/* push a frame for st (its path entry starting at pat); off: its key k goes on the
 * off-table list */
static int push_frame(KSearch *S, const KState *st, long pat, int off, uint64_t k) {
    if (grow((void **)&S->stack, &S->scap, S->sn + 1, sizeof(KFrame)) < 0) return -1;
    if (off) {
        if (grow((void **)&S->ok, &S->ocap, S->on + 1, sizeof(uint64_t)) < 0) return -1;
        S->ok[S->on++] = k;
        S->ofilter[k & (KC_OFILTER - 1)]++;
    }
    KFrame *f = &S->stack[S->sn];
    f->st = *st;
    f->mat = S->mn;
    f->pat = pat;
    f->next = 0;
    f->off = off;
    long n = kmoves(S, st);
    if (n < 0) return -1;
    f->mn = n;
    S->sn++;
    return 0;
}

static void pop_frame(KSearch *S) {
    KFrame *f = &S->stack[S->sn - 1];
    S->mn = f->mat;
    S->pn = f->pat;
    if (f->off) {
        S->on--;
        S->ofilter[S->ok[S->on] & (KC_OFILTER - 1)]--;
    }
    S->sn--;
}

/* --- Python interface -------------------------------------------------------------- */

static void ks_free(PyObject *cap) {
    KSearch *S = PyCapsule_GetPointer(cap, "koloda.klondike");
    if (!S) return;
    free(S->tk); free(S->tb); free(S->ok); free(S->stack); free(S->mac); free(S->path);
    for (int g = 0; g < KC_NGROUPS; g++) { free(S->g[g].v); free(S->g[g].key); }
    free(S);
}

static PyObject *prims_list(const KPrim *v, long n) {
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (long i = 0; i < n; i++) {
        const KPrim *m = &v[i];
        PyObject *t;
        switch (m->k) {
        case 0: t = Py_BuildValue("(iiii)", 0, m->x, m->y, m->z); break;
        case 1: t = Py_BuildValue("(ii)", 1, m->x); break;
        case 2: t = Py_BuildValue("(iii)", 2, m->x, m->y); break;
        case 3: t = Py_BuildValue("(iiii)", 3, m->x, m->y, m->z); break;
        default: t = Py_BuildValue("(iii)", 4, m->x, m->y); break;
        }
        if (!t) { Py_DECREF(out); return NULL; }
        PyList_SET_ITEM(out, i, t);
    }
    return out;
}

/* kl_new(draw, redeals, order, table_cap, shuffle=0) -> a searcher; redeals -1 for no
 * limit; order: the six move groups in the order tried (solvers.klondike._ORDERS);
 * table_cap: the most positions its table stores (at least 1); shuffle: a restart's seed,
 * each node's groups shuffled by it (0: not shuffled) */
static PyObject *py_kl_new(PyObject *self, PyObject *args) {
    int draw, redeals, o[6];
    long long table_cap, shuffle = 0;
    if (!PyArg_ParseTuple(args, "ii(iiiiii)L|L", &draw, &redeals, &o[0], &o[1], &o[2], &o[3], &o[4],
                          &o[5], &table_cap, &shuffle))
        return NULL;
    if (table_cap < 1 || table_cap > (1LL << 40)) {
        PyErr_SetString(PyExc_ValueError, "table_cap must be between 1 and 2**40");
        return NULL;
    }
    if (draw < 1 || draw > KC_MAXLEN || redeals < -1) {
        PyErr_SetString(PyExc_ValueError, "rules outside the compiled search");
        return NULL;
    }
    for (int i = 0; i < 6; i++)
        if (o[i] < 0 || o[i] > 5) {
            PyErr_SetString(PyExc_ValueError, "a move order names the groups 0..5");
            return NULL;
        }
    KSearch *S = calloc(1, sizeof(KSearch));
    if (!S) return PyErr_NoMemory();
    S->draw = draw;
    S->r0 = redeals;
    S->free_ = draw == 1 && redeals < 0;
    S->phased = redeals < 0 && draw > 1;
    S->tmax = (long)table_cap;
    memcpy(S->order, o, sizeof o);
    S->rng = shuffle ? mix64((uint64_t)shuffle) | 1 : 0;
    PyObject *cap = PyCapsule_New(S, "koloda.klondike", ks_free);
    if (!cap) free(S);
    return cap;
}

/* kl_start(searcher, cols, down, found, talon, p, r) -> the winning line if the root is
 * won at once (safe moves, then the greedy finish), else None: _Searcher.start.
 * cols: bytes bottom to top, face-down cards flagged 64; talon: bytes in dealing order */
static PyObject *py_kl_start(PyObject *self, PyObject *args) {
    PyObject *cap, *cols, *downs, *founds;
    Py_buffer talon;
    int p, r;
    if (!PyArg_ParseTuple(args, "OOOOy*ii", &cap, &cols, &downs, &founds, &talon, &p, &r))
        return NULL;
    KSearch *S = PyCapsule_GetPointer(cap, "koloda.klondike");
    if (!S) { PyBuffer_Release(&talon); return NULL; }
    KState st;
    memset(&st, 0, sizeof st);
    int bad = S->sn || S->pn || !PyTuple_Check(cols) || PyTuple_GET_SIZE(cols) != KC_COLS
              || !PyTuple_Check(downs) || PyTuple_GET_SIZE(downs) != KC_COLS
              || !PyTuple_Check(founds) || PyTuple_GET_SIZE(founds) != 4
              || talon.len > KC_MAXLEN || p < 0 || p > talon.len || r < -1;
    for (int a = 0; a < KC_COLS && !bad; a++) {
        PyObject *c = PyTuple_GET_ITEM(cols, a);
        long d = PyLong_AsLong(PyTuple_GET_ITEM(downs, a));
        if (!PyBytes_Check(c) || PyBytes_GET_SIZE(c) > KC_MAXLEN || d < 0
            || d > PyBytes_GET_SIZE(c)) { bad = 1; break; }
        st.len[a] = (uint8_t)PyBytes_GET_SIZE(c);
        memcpy(st.col[a], PyBytes_AS_STRING(c), st.len[a]);
        st.down[a] = (uint8_t)d;
        for (int j = 0; j < st.len[a]; j++) {
            int x = st.col[a][j] & 63;
            if (x < 4 || x > 55 || ((st.col[a][j] & 64) != 0) != (j < d)) bad = 1;
        }
        st.base[a] = (uint8_t)kbase(st.col[a], st.len[a], (int)d);
    }
    for (int s = 0; s < 4 && !bad; s++) {
        long f = PyLong_AsLong(PyTuple_GET_ITEM(founds, s));
        if (f < 0 || f > 13) bad = 1;
        st.found[s] = (uint8_t)f;
    }
    if (!bad) {
        st.tlen = (uint8_t)talon.len;
        memcpy(st.talon, talon.buf, (size_t)talon.len);
        for (int i = 0; i < st.tlen; i++) if (st.talon[i] < 4 || st.talon[i] > 55) bad = 1;
    }
    PyBuffer_Release(&talon);
    if (PyErr_Occurred()) return NULL;
    if (bad) {
        PyErr_SetString(PyExc_ValueError, "a position outside the compiled search");
        return NULL;
    }
    st.p = p;
    st.r = r;
    ksettle(S, &st);
    if (!S->oom && (ksum(&st) == 52 || kfinish(S, &st))) {
        if (S->oom) return PyErr_NoMemory();
        PyObject *line = prims_list(S->path, S->pn);
        S->pn = 0;
        return line;
    }
    uint64_t k = kkey(S, &st);
    int seen = S->oom ? -1 : tt_visit(S, k, kphase(S, &st));  /* 0: tmax >= 1 */
    if (seen < 0) return PyErr_NoMemory();
    if (!kdead(&st) && push_frame(S, &st, 0, seen == 2, k) < 0) return PyErr_NoMemory();
    Py_RETURN_NONE;
}

/* kl_run(searcher, deadline, node_limit, clock) -> (status, line, nodes): _Searcher.run;
 * status "won", "lost" or "stop" (the deadline or node_limit, -1 for none; run it on
 * later); the clock is read every 1024 nodes */
static PyObject *py_kl_run(PyObject *self, PyObject *args) {
    PyObject *cap, *clock;
    double deadline;
    long long node_limit;
    if (!PyArg_ParseTuple(args, "OdLO", &cap, &deadline, &node_limit, &clock)) return NULL;
    KSearch *S = PyCapsule_GetPointer(cap, "koloda.klondike");
    if (!S) return NULL;
    const char *status = "lost";
    while (S->sn) {
        KFrame *f = &S->stack[S->sn - 1];
        if (f->next == f->mn) {
            pop_frame(S);
            continue;
        }
        if (!(S->nodes & 1023)) {
            PyObject *now = PyObject_CallNoArgs(clock);
            if (!now) return NULL;
            double t = PyFloat_AsDouble(now);
            Py_DECREF(now);
            if (t == -1.0 && PyErr_Occurred()) return NULL;
            if (t > deadline) { status = "stop"; break; }
        }
        if (node_limit >= 0 && S->nodes >= node_limit) { status = "stop"; break; }
        KMacro m = S->mac[f->mat + f->next];
        f->next++;
        S->nodes++;
        KState child = f->st;
        long pat = S->pn;
        for (int t = 0; t < m.n; t++) {
            kstep(&child, &m.p[t]);
            path_push(S, m.p[t]);
        }
        ksettle(S, &child);
        int none_down = 1;
        for (int a = 0; a < KC_COLS; a++) if (child.down[a]) none_down = 0;
        if (none_down && (ksum(&child) == 52 || kfinish(S, &child))) {
            if (S->oom) return PyErr_NoMemory();
            status = "won";
            break;
        }
        if (S->oom) return PyErr_NoMemory();
        uint64_t k = kkey(S, &child);
        int seen = tt_visit(S, k, kphase(S, &child));
        if (seen < 0) return PyErr_NoMemory();
        if (seen == 1) { S->pn = pat; continue; }
        if (push_frame(S, &child, pat, seen == 2, k) < 0) return PyErr_NoMemory();
    }
    PyObject *line = strcmp(status, "won") == 0 ? prims_list(S->path, S->pn) : PyList_New(0);
    if (!line) return NULL;
    return Py_BuildValue("(sNL)", status, line, S->nodes);
}

/* kl_stats(searcher) -> (entries, slots, off): the positions its table holds, the
 * table's slots (16 bytes each) and the path's positions left out of the full table */
static PyObject *py_kl_stats(PyObject *self, PyObject *args) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    KSearch *S = PyCapsule_GetPointer(cap, "koloda.klondike");
    if (!S) return NULL;
    return Py_BuildValue("(lll)", S->tn, S->tcap, S->on);
}

static PyMethodDef kc_methods[] = {
    {"kl_new", py_kl_new, METH_VARARGS, "a compiled thoughtful-Klondike searcher"},
    {"kl_start", py_kl_start, METH_VARARGS, "set a Klondike searcher up at its root"},
    {"kl_run", py_kl_run, METH_VARARGS, "run a Klondike searcher on until won, lost or stopped"},
    {"kl_stats", py_kl_stats, METH_VARARGS, "a Klondike searcher's table: entries, slots, off"},
    {NULL, NULL, 0, NULL},
};

int kol_klondike_init(PyObject *module) {
    kc_tables();
    return PyModule_AddFunctions(module, kc_methods);
}
