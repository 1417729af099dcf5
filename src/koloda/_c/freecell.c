/* The FreeCell solver's search (koloda.games.patience.solvers.freecell._best_first) in C.
 *
 * The Python search is the reference: this one builds the same children in the same
 * order, scores them with the same weights, pops them in the same (score, id) order and
 * dedups them by the same key (the columns as a multiset, and the cells), so it finds the
 * same line after the same number of positions, only faster (tests/fast/test_freecell_diff
 * compares the two deal by deal). Positions are kept in flat arrays; the set of keys holds
 * 128-bit hashes of the canonical key (two positions merged by a collision would need a
 * 2^-128 accident). */
#include "kol.h"
#include <stdlib.h>

#define FC_MAXC 16
#define FC_MAXCELL 8
#define FC_CODES 56
#define FC_PER_MOVE 4
#define FC_PER_CARD_OUT 8
#define FC_PER_DISORDER 3
#define FC_PER_COVERING 2
#define FC_PER_CELL 3
#define FC_PER_EMPTY_COLUMN 4
#define FC_NO_CHECK (-1)
#define FC_FULL_CHECK (-2)

/* a position: columns in order, cells sorted */
typedef struct {
    uint8_t len[FC_MAXC];
    uint8_t cards[52];
    uint8_t cells[FC_MAXCELL];
    uint8_t ncell;
    uint8_t found[4];
} FPos;

/* a node: its position, its parent, its depth g and its moves (the searched one, then
 * the safe foundation moves made after it) in the trail arena */
typedef struct {
    FPos pos;
    int32_t parent;
    int32_t g;
    int32_t trail_at;
    int16_t trail_n;
} FNode;

typedef struct { uint32_t k; } FMove; /* kind | a << 8 | b << 16 | n << 24 */

typedef struct { int32_t prio, id; } FHeap;

typedef struct {
    int ncols, ncells;
    FNode *nodes; long nn, ncap;
    FMove *trail; long nt, tcap;
    FHeap *heap; long nh, hcap;
    uint64_t *keys; long kcap, kn;  /* pairs (h1, h2); h1 == 0 marks a free slot */
    long node_cap;                  /* "unknown" once this many positions are stored */
} FSearch;

static uint8_t FITS[64 * 64];
static uint8_t PARENTS[FC_CODES][2];
static uint8_t NPARENTS[FC_CODES];

static void fc_tables(void) {
    for (int a = 0; a < 64; a++)
        for (int b = 0; b < 64; b++)
            FITS[a * 64 + b] = ((a >> 2) + 1 == (b >> 2) && ((a ^ b) & 2) && a >= 4 && b >= 4);
    for (int a = 0; a < FC_CODES; a++) {
        NPARENTS[a] = 0;
        for (int b = 0; b < FC_CODES; b++)
            if (FITS[a << 6 | b] && NPARENTS[a] < 2) PARENTS[a][NPARENTS[a]++] = (uint8_t)b;
    }
}

/* the working form of a position: columns as arrays */
typedef struct {
    int n;
    uint8_t len[FC_MAXC];
    uint8_t col[FC_MAXC][52];
    uint8_t cells[FC_MAXCELL];
    int ncell;
    int found[4];
    /* per column: its hashes and disorder score, kept for the columns a child leaves as
     * they were (a child changes one or two columns); ``dirty`` marks the others */
    uint64_t h1[FC_MAXC], h2[FC_MAXC];
    int score[FC_MAXC];
    uint32_t dirty;
} FWork;

static void unpack(const FPos *p, int ncols, FWork *w) {
    w->n = ncols;
    int at = 0;
    for (int i = 0; i < ncols; i++) {
        w->len[i] = p->len[i];
        memcpy(w->col[i], p->cards + at, p->len[i]);
        at += p->len[i];
    }
    w->ncell = p->ncell;
    memcpy(w->cells, p->cells, p->ncell);
    for (int s = 0; s < 4; s++) w->found[s] = p->found[s];
    w->dirty = 0xFFFFFFFFu;
}

static void pack(const FWork *w, FPos *p) {
    memset(p, 0, sizeof(*p));
    int at = 0;
    for (int i = 0; i < w->n; i++) {
        p->len[i] = w->len[i];
        memcpy(p->cards + at, w->col[i], w->len[i]);
        at += w->len[i];
    }
    p->ncell = (uint8_t)w->ncell;
    memcpy(p->cells, w->cells, (size_t)w->ncell);
    for (int s = 0; s < 4; s++) p->found[s] = (uint8_t)w->found[s];
}

static inline int imax(int a, int b) { return a > b ? a : b; }
static inline int imin(int a, int b) { return a < b ? a : b; }

static void safe_limits(const int *found, int *out) {
    for (int s = 0; s < 4; s++) {
        int opp = imin(found[s ^ 2], found[s ^ 3]);
        out[s] = imax(2, imax(opp + 1, imin(opp + 2, found[s ^ 1] + 3)));
    }
}

static void cell_remove(FWork *w, int c) {
    for (int i = 0; i < w->ncell; i++)
        if (w->cells[i] == c) {
            memmove(w->cells + i, w->cells + i + 1, (size_t)(w->ncell - i - 1));
            w->ncell--;
            return;
        }
}

static void cell_add(FWork *w, int c) {
    int i = w->ncell;
    while (i > 0 && w->cells[i - 1] > c) { w->cells[i] = w->cells[i - 1]; i--; }
    w->cells[i] = (uint8_t)c;
    w->ncell++;
}

/* _autoplay: every safe foundation move, in the Python order, appended to moves */
static int autoplay(FWork *w, uint32_t *moves, int nm) {
    int limits[4];
    safe_limits(w->found, limits);
    int moved = 1;
    while (moved) {
        moved = 0;
        for (int i = 0; i < w->n; i++) {
            while (w->len[i]) {
                int c = w->col[i][w->len[i] - 1], s = c & 3, r = c >> 2;
                if (w->found[s] + 1 != r || r > limits[s]) break;
                w->found[s] = r;
                moves[nm++] = 0u | (uint32_t)i << 8;
                w->len[i]--;
                w->dirty |= 1u << i;
                moved = 1;
                safe_limits(w->found, limits);
            }
        }
        for (int k = 0; k < w->ncell; k++) {
            int c = w->cells[k], s = c & 3, r = c >> 2;
            if (w->found[s] + 1 == r && r <= limits[s]) {
                w->found[s] = r;
                moves[nm++] = 1u | (uint32_t)c << 8;
                cell_remove(w, c);
                moved = 1;
                safe_limits(w->found, limits);
                break;
            }
        }
    }
    return nm;
}

static int column_score(const uint8_t *col, int n) {
    int score = 0, low = 99, prev = -1;
    for (int i = 0; i < n; i++) {
        int c = col[i], r = c >> 2;
        if (r > low) {
            score += 1;
            if (prev < 0 || !FITS[c << 6 | prev]) score += 2;
        } else if (r < low) {
            low = r;
        }
        prev = c;
    }
    return score;
}

static int top_run(const uint8_t *col, int n) {
    int k = 1;
    while (k < n && FITS[col[n - k] << 6 | col[n - k - 1]]) k++;
    return k;
}

static inline uint64_t mix64(uint64_t x);

/* the hashes and scores of the columns marked dirty */
static void refresh(FWork *w) {
    if (!w->dirty) return;
    for (int i = 0; i < w->n; i++) {
        if (!(w->dirty >> i & 1)) continue;
        uint64_t a = 0x9E3779B97F4A7C15ULL, b = 0xD1B54A32D192ED03ULL;
        const uint8_t *col = w->col[i];
        for (int t = 0; t < w->len[i]; t++) {
            a = (a ^ col[t]) * 0x100000001B3ULL;
            b = (b + col[t]) * 0xC2B2AE3D27D4EB4FULL;
            b ^= b >> 29;
        }
        w->h1[i] = mix64(a ^ (uint64_t)w->len[i] << 56);
        w->h2[i] = mix64(b + 0x51ED27ULL * w->len[i]);
        w->score[i] = w->len[i] ? column_score(col, w->len[i]) : 0;
    }
    w->dirty = 0;
}

static int priority(const FWork *w) {
    int score = 0, empty = 0, depth = 0;
    for (int i = 0; i < w->n; i++) {
        if (!w->len[i]) { empty++; continue; }
        score += w->score[i];
    }
    for (int s = 0; s < 4; s++) {
        int r = w->found[s] + 1;
        if (r > 13) continue;
        int want = r << 2 | s;
        for (int i = 0; i < w->n; i++) {
            const uint8_t *col = w->col[i];
            for (int k = 0; k < w->len[i]; k++)
                if (col[k] == want) { depth += w->len[i] - k - 1; goto next; }
        }
    next:;
    }
    int home = w->found[0] + w->found[1] + w->found[2] + w->found[3];
    return FC_PER_CARD_OUT * (52 - home) + FC_PER_DISORDER * score + FC_PER_COVERING * depth
           + FC_PER_CELL * w->ncell - FC_PER_EMPTY_COLUMN * empty;
}

static inline uint64_t mix64(uint64_t x) {
    x ^= x >> 33; x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

/* the key's hash: the Python key is the columns sorted (a multiset) and the cells; a sum
 * of the columns' mixed hashes is the same for any order of the columns */
static void key_of(FWork *w, uint64_t *h1, uint64_t *h2) {
    refresh(w);
    uint64_t a = 0, b = 0;
    for (int i = 0; i < w->n; i++) { a += w->h1[i]; b += w->h2[i]; }
    uint64_t c = 0x6A09E667F3BCC909ULL;
    for (int t = 0; t < w->ncell; t++) c = mix64(c + w->cells[t] + 1);
    a = mix64(a ^ c);
    b = mix64(b + (c ^ 0xBB67AE8584CAA73BULL));
    *h1 = a ? a : 1;
    *h2 = b;
}

static int grow(void **p, long *cap, long need, size_t size) {
    return kol_grow(p, cap, need, size, 1024);
}

/* 1 added, 0 seen before, -1 no memory */
static int keys_add(FSearch *S, uint64_t h1, uint64_t h2) {
    if ((S->kn + 1) * 2 > S->kcap) {
        long nc = S->kcap ? S->kcap * 2 : 1 << 16;
        uint64_t *nk = calloc((size_t)nc * 2, sizeof(uint64_t));
        if (!nk) return -1;
        for (long i = 0; i < S->kcap; i++) {
            uint64_t x = S->keys[2 * i];
            if (!x) continue;
            long j = (long)(x & (uint64_t)(nc - 1));
            while (nk[2 * j]) j = (j + 1) & (nc - 1);
            nk[2 * j] = x;
            nk[2 * j + 1] = S->keys[2 * i + 1];
        }
        free(S->keys);
        S->keys = nk;
        S->kcap = nc;
    }
    long j = (long)(h1 & (uint64_t)(S->kcap - 1));
    while (S->keys[2 * j]) {
        if (S->keys[2 * j] == h1 && S->keys[2 * j + 1] == h2) return 0;
        j = (j + 1) & (S->kcap - 1);
    }
    S->keys[2 * j] = h1;
    S->keys[2 * j + 1] = h2;
    S->kn++;
    return 1;
}

static inline int heap_less(const FHeap *a, const FHeap *b) {
    return a->prio < b->prio || (a->prio == b->prio && a->id < b->id);
}

static int heap_push(FSearch *S, int32_t prio, int32_t id) {
    if (grow((void **)&S->heap, &S->hcap, S->nh + 1, sizeof(FHeap)) < 0) return -1;
    long i = S->nh++;
    FHeap x = {prio, id};
    while (i > 0) {
        long p = (i - 1) / 2;
        if (!heap_less(&x, &S->heap[p])) break;
        S->heap[i] = S->heap[p];
        i = p;
    }
    S->heap[i] = x;
    return 0;
}

static FHeap heap_pop(FSearch *S) {
    FHeap top = S->heap[0];
    FHeap x = S->heap[--S->nh];
    long i = 0, n = S->nh;
    for (;;) {
        long l = 2 * i + 1;
        if (l >= n) break;
        long c = l + 1 < n && heap_less(&S->heap[l + 1], &S->heap[l]) ? l + 1 : l;
        if (!heap_less(&S->heap[c], &x)) break;
        S->heap[i] = S->heap[c];
        i = c;
    }
    if (n) S->heap[i] = x;
    return top;
}

/* a child: store it (unless its key was seen); 1 won, 0 go on, -1 no memory, 2 node cap */
static int take_child(FSearch *S, FWork *w, uint32_t *moves, int nm, int32_t parent, int32_t g,
                      long node_cap) {
    uint64_t h1, h2;
    key_of(w, &h1, &h2);
    int added = keys_add(S, h1, h2);
    if (added <= 0) return added;
    if (grow((void **)&S->nodes, &S->ncap, S->nn + 1, sizeof(FNode)) < 0) return -1;
    if (grow((void **)&S->trail, &S->tcap, S->nt + nm, sizeof(FMove)) < 0) return -1;
    long id = S->nn++;
    FNode *nd = &S->nodes[id];
    pack(w, &nd->pos);
    nd->parent = parent;
    nd->g = g;
    nd->trail_at = (int32_t)S->nt;
    nd->trail_n = (int16_t)nm;
    for (int i = 0; i < nm; i++) S->trail[S->nt++].k = moves[i];
    if (w->found[0] + w->found[1] + w->found[2] + w->found[3] == 52) return 1;
    if (id + 1 >= node_cap) return 2;
    if (heap_push(S, priority(w) + g * FC_PER_MOVE, (int32_t)id) < 0) return -1;
    return 0;
}

/* the move a child adds, then autoplay where the Python search makes it */
static int child_done(FSearch *S, FWork *w, uint32_t move, int check, const int *found0,
                      const int *limits, int32_t parent, int32_t g, long node_cap) {
    uint32_t moves[64];
    int nm = 0;
    moves[nm++] = move;
    if (check >= 0) {
        int n = w->len[check];
        if (n) {
            int c = w->col[check][n - 1], r = c >> 2;
            if (found0[c & 3] + 1 == r && r <= limits[c & 3]) nm = autoplay(w, moves, nm);
        }
    } else if (check == FC_FULL_CHECK) {
        nm = autoplay(w, moves, nm);
    }
    return take_child(S, w, moves, nm, parent, g, node_cap);
}

/* expand one node: _children and the loop body of _best_first */
static int expand(FSearch *S, int32_t nid) {
    FWork base, w;
    unpack(&S->nodes[nid].pos, S->ncols, &base);
    refresh(&base);
    int32_t g = S->nodes[nid].g + 1;
    int limits[4];
    safe_limits(base.found, limits);
    int n = base.n, free = S->ncells - base.ncell;
    int tops[FC_MAXC], where[64];
    int first_empty = -1, nempty = 0;
    for (int c = 0; c < 64; c++) where[c] = -1;
    for (int i = 0; i < n; i++) {
        tops[i] = base.len[i] ? base.col[i][base.len[i] - 1] : -1;
        if (tops[i] < 0) { if (first_empty < 0) first_empty = i; nempty++; }
        else where[tops[i]] = i;
    }
    int r;
#define CHILD(MOVE, CHECK) do { \
        r = child_done(S, &w, (MOVE), (CHECK), base.found, limits, nid, g, S->node_cap); \
        if (r) return r; } while (0)
    /* foundation moves that were not safe enough to make automatically */
    for (int i = 0; i < n; i++) {
        int c = tops[i];
        if (c >= 0 && base.found[c & 3] + 1 == c >> 2) {
            w = base;
            w.len[i]--;
            w.dirty = 1u << i;
            w.found[c & 3]++;
            CHILD(0u | (uint32_t)i << 8, FC_FULL_CHECK);
        }
    }
    for (int k = 0; k < base.ncell; k++) {
        int c = base.cells[k];
        if (base.found[c & 3] + 1 == c >> 2) {
            w = base;
            cell_remove(&w, c);
            w.found[c & 3]++;
            CHILD(1u | (uint32_t)c << 8, FC_FULL_CHECK);
        }
    }
    /* runs from a column onto another column */
    int cap_full = (free + 1) << nempty;
    int cap_empty = nempty ? (free + 1) << (nempty - 1) : 0;
    for (int i = 0; i < n; i++) {
        int len = base.len[i];
        if (!len) continue;
        const uint8_t *src = base.col[i];
        int run = top_run(src, len);
        int most = imin(run, cap_full);
        for (int k = 1; k <= most; k++) {
            int a = src[len - k];
            for (int p = 0; p < NPARENTS[a]; p++) {
                int j = where[PARENTS[a][p]];
                if (j < 0) continue;
                w = base;
                memcpy(w.col[j] + w.len[j], src + len - k, (size_t)k);
                w.len[j] = (uint8_t)(w.len[j] + k);
                w.len[i] = (uint8_t)(len - k);
                w.dirty = 1u << i | 1u << j;
                CHILD(4u | (uint32_t)i << 8 | (uint32_t)j << 16 | (uint32_t)k << 24, i);
            }
        }
        if (first_empty >= 0) {
            int m = imin(run, cap_empty);
            if (m == len) m--;
            for (int k = m; k >= 1; k--) {
                w = base;
                memcpy(w.col[first_empty], src + len - k, (size_t)k);
                w.len[first_empty] = (uint8_t)k;
                w.len[i] = (uint8_t)(len - k);
                w.dirty = 1u << i | 1u << first_empty;
                CHILD(4u | (uint32_t)i << 8 | (uint32_t)first_empty << 16 | (uint32_t)k << 24, i);
            }
        }
    }
    /* cell cards onto columns */
    for (int k = 0; k < base.ncell; k++) {
        int c = base.cells[k];
        for (int p = 0; p < NPARENTS[c]; p++) {
            int j = where[PARENTS[c][p]];
            if (j < 0) continue;
            w = base;
            cell_remove(&w, c);
            w.col[j][w.len[j]++] = (uint8_t)c;
            w.dirty = 1u << j;
            CHILD(3u | (uint32_t)c << 8 | (uint32_t)j << 16, FC_NO_CHECK);
        }
        if (first_empty >= 0) {
            w = base;
            cell_remove(&w, c);
            w.col[first_empty][0] = (uint8_t)c;
            w.len[first_empty] = 1;
            w.dirty = 1u << first_empty;
            CHILD(3u | (uint32_t)c << 8 | (uint32_t)first_empty << 16, FC_NO_CHECK);
        }
    }
    /* column tops to a cell */
    if (free) {
        for (int i = 0; i < n; i++) {
            int c = tops[i];
            if (c < 0) continue;
            w = base;
            w.len[i]--;
            w.dirty = 1u << i;
            cell_add(&w, c);
            CHILD(2u | (uint32_t)i << 8, i);
        }
    }
#undef CHILD
    return 0;
}

static PyObject *move_tuple(uint32_t k) {
    int kind = (int)(k & 0xFF), a = (int)(k >> 8 & 0xFF), b = (int)(k >> 16 & 0xFF);
    int n = (int)(k >> 24 & 0xFF);
    if (kind <= 2) return Py_BuildValue("(ii)", kind, a);
    if (kind == 3) return Py_BuildValue("(iii)", kind, a, b);
    return Py_BuildValue("(iiii)", kind, a, b, n);
}

static void fs_free(FSearch *S) {
    free(S->nodes); free(S->trail); free(S->heap); free(S->keys);
}

/* fc_search(cols, cells, found, ncells, deadline, node_limit, clock, node_cap) ->
 * (status, moves, nodes): _best_first from a position already autoplayed (the root's own
 * safe moves are the caller's); moves are the internal moves after the root. */
static PyObject *py_fc_search(PyObject *self, PyObject *args) {
    PyObject *cols, *clock;
    Py_buffer cells;
    int f0, f1, f2, f3, ncells;
    double deadline;
    long long node_limit, node_cap;
    if (!PyArg_ParseTuple(args, "Oy*(iiii)idLOL", &cols, &cells, &f0, &f1, &f2, &f3, &ncells,
                          &deadline, &node_limit, &clock, &node_cap))
        return NULL;
    FWork w;
    memset(&w, 0, sizeof(w));
    PyObject *seq = PySequence_Fast(cols, "columns must be a sequence");
    if (!seq) { PyBuffer_Release(&cells); return NULL; }
    Py_ssize_t nc = PySequence_Fast_GET_SIZE(seq);
    int bad = nc < 1 || nc > FC_MAXC || cells.len > FC_MAXCELL || ncells > FC_MAXCELL
              || ncells < cells.len;
    int total = 0;
    for (Py_ssize_t i = 0; i < nc && !bad; i++) {
        PyObject *col = PySequence_Fast_GET_ITEM(seq, i);
        char *buf;
        Py_ssize_t len;
        if (!PyBytes_Check(col) || PyBytes_AsStringAndSize(col, &buf, &len) < 0 || len > 52
            || total + len > 52) { bad = 1; break; }
        w.len[i] = (uint8_t)len;
        memcpy(w.col[i], buf, (size_t)len);
        total += (int)len;
        for (Py_ssize_t t = 0; t < len; t++) if (w.col[i][t] < 4 || w.col[i][t] >= FC_CODES) bad = 1;
    }
    Py_DECREF(seq);
    if (bad) {
        PyBuffer_Release(&cells);
        PyErr_SetString(PyExc_ValueError, "a position outside the compiled search");
        return NULL;
    }
    w.n = (int)nc;
    w.ncell = (int)cells.len;
    memcpy(w.cells, cells.buf, (size_t)cells.len);
    PyBuffer_Release(&cells);
    w.found[0] = f0; w.found[1] = f1; w.found[2] = f2; w.found[3] = f3;
    w.dirty = 0xFFFFFFFFu;

    FSearch S;
    memset(&S, 0, sizeof(S));
    S.ncols = w.n;
    S.ncells = ncells;
    long limit = node_limit > 0 ? (long)node_limit : (1L << 62);
    long cap = node_cap > 0 && node_cap < limit ? (long)node_cap : limit;
    S.node_cap = cap;
    int status = -1;  /* 1 won, 0 lost, 2 unknown, -1 error */
    long won_id = -1;
    uint64_t h1, h2;
    key_of(&w, &h1, &h2);
    if (keys_add(&S, h1, h2) < 0 || grow((void **)&S.nodes, &S.ncap, 1, sizeof(FNode)) < 0
        || heap_push(&S, 0, 0) < 0) {
        fs_free(&S);
        return PyErr_NoMemory();
    }
    pack(&w, &S.nodes[0].pos);
    S.nodes[0].parent = -1;
    S.nodes[0].g = 0;
    S.nodes[0].trail_at = 0;
    S.nodes[0].trail_n = 0;
    S.nn = 1;
    long pops = 0;
    while (S.nh) {
        pops++;
        if (!(pops & 1023)) {  /* the clock costs ~25 µs a read here: ~1 ms apart */
            PyObject *now = PyObject_CallNoArgs(clock);
            if (!now) { fs_free(&S); return NULL; }
            double t = PyFloat_AsDouble(now);
            Py_DECREF(now);
            if (t == -1.0 && PyErr_Occurred()) { fs_free(&S); return NULL; }
            if (t > deadline) { status = 2; break; }
        }
        FHeap top = heap_pop(&S);
        int r = expand(&S, top.id);
        if (r < 0) { fs_free(&S); return PyErr_NoMemory(); }
        if (r == 1) { status = 1; won_id = S.nn - 1; break; }
        if (r == 2) { status = 2; break; }
    }
    if (status < 0) status = 0;
    PyObject *moves = PyList_New(0);
    if (!moves) { fs_free(&S); return NULL; }
    if (status == 1) {
        /* the chain of nodes from the root, then their trails in order */
        long depth = 0;
        for (long id = won_id; id > 0; id = S.nodes[id].parent) depth++;
        long *chain = malloc(sizeof(long) * (size_t)(depth + 1));
        if (!chain) { Py_DECREF(moves); fs_free(&S); return PyErr_NoMemory(); }
        long k = depth;
        for (long id = won_id; id > 0; id = S.nodes[id].parent) chain[--k] = id;
        for (long i = 0; i < depth; i++) {
            const FNode *nd = &S.nodes[chain[i]];
            for (int t = 0; t < nd->trail_n; t++) {
                PyObject *m = move_tuple(S.trail[nd->trail_at + t].k);
                if (!m || PyList_Append(moves, m) < 0) {
                    Py_XDECREF(m); free(chain); Py_DECREF(moves); fs_free(&S); return NULL;
                }
                Py_DECREF(m);
            }
        }
        free(chain);
    }
    long nodes = S.nn;
    fs_free(&S);
    const char *name = status == 1 ? "won" : status == 0 ? "lost" : "unknown";
    return Py_BuildValue("(sNl)", name, moves, nodes);
}

static PyMethodDef fc_methods[] = {
    {"fc_search", py_fc_search, METH_VARARGS,
     "the FreeCell best-first search (solvers.freecell._best_first) from a position"},
    {NULL, NULL, 0, NULL},
};

int kol_freecell_init(PyObject *module) {
    fc_tables();
    return PyModule_AddFunctions(module, fc_methods);
}
