/* The Durak endgame solver (koloda.ai.durak_endgame.EndgameSolver.value) in C.
 *
 * The Python class stays the reference: this file mirrors its search step by step (the
 * same moves in the same order, the same transitions, the same alpha-beta, the same
 * transposition table at bout boundaries with the same canonical keys), so both visit the
 * same nodes and the differential test (tests/fast/test_durak_endgame_diff.py) compares
 * values and node counts. Only single-deck cards (ints below 64) are taken; the Python
 * side keeps anything else. */
#include "kol.h"

#define EG_MAXT 16          /* cards on the table: the bout limit keeps it at 6 */
#define EG_MOVES 96          /* more than this many moves: the Python search takes the call */
#define EG_OVER 99          /* the node budget is spent */
#define EG_DEEP 98          /* deeper than EG_MAX_DEPTH: give up, as Python's recursion limit */
#define EG_MAX_DEPTH 900
#define EG_POS 2            /* play(): a position, not an outcome */
#define NINE_D (2 * 16 + 9)  /* chinese: 9♦ (diamonds are suit 2, as in koloda.engine.cards) */
#define EG_WIDE 96          /* a position with more moves than EG_MOVES */

enum { TAKE = 0, DONE = 1, PASS = 5, ATTACK = 256, TRANSFER = 512, SHOW = 768, BEAT = 1 << 16 };
enum { LEAD = 1, DEFEND = 2, THROW = 3 };

typedef struct {
    uint64_t h0, h1;
    int a, d, ph;
    int n;                          /* cards in att (and dfn) */
    int att[EG_MAXT], dfn[EG_MAXT];
    int taking, tpos, covered, cap, stall;
    uint64_t shown;                 /* trumps shown to transfer in this bout */
} EPos;

typedef struct {
    uint32_t tp, p0, p1, p2;        /* the trump pattern, the plain ones sorted */
    int32_t cap, stall;
    signed char lo, hi, used;
} Entry;

typedef struct {
    PyObject_HEAD
    int simple, transfers, draw_allowed, draw_after, show;
    int refusal;                    /* a transfer back to an empty hand (transfer_refusal) */
    int any_time;                   /* transfers after covers too (transfer_any_time) */
    int boring;                     /* leads of the highest rank only, until a stall */
    int circular;                   /* the two hands swapped after every bout */
    int treshka;                    /* every lead is three cards of any ranks (or fewer) */
    int english_g;                  /* every lead one pair, or a pass, until a stall */
    int simple_v;                   /* every lead pairs, then one single card */
    int take;                       /* a take picks up: 0 all, 1 the uncovered (simple_b),
                                     * 2 the first attack card (chinese: 9♦ discards) */
    int trump;
    uint32_t kept;                  /* ranks never squeezed out of the key (royal) */
    int fixed;                      /* a plain suit kept in its own place (japanese), or -1 */
    uint64_t tab[64];
    int two;                        /* each seat its own trump (two_trump): seat 1's below */
    int trump1;
    uint64_t tab1[64];
    long nodes, max_nodes;
    int depth;
    Entry *tt;
    size_t cap, count;
} EgObject;

static uint64_t RANKS64[16];

static inline uint64_t ranks_cards(uint32_t ranks) {
    uint64_t m = 0;
    for (; ranks; ranks &= ranks - 1) m |= RANKS64[__builtin_ctz(ranks)];
    return m;
}

static inline int unbeaten_of(const EPos *p) {
    int u = 0;
    for (int i = 0; i < p->n; i++) u += p->dfn[i] < 0;
    return u;
}

static inline uint32_t table_ranks(const EPos *p) {
    uint32_t m = 0;
    for (int i = 0; i < p->n; i++) {
        m |= 1u << (p->att[i] & 15);
        if (p->dfn[i] >= 0) m |= 1u << (p->dfn[i] & 15);
    }
    return m;
}

static inline int mover(const EPos *p) {
    if (p->ph == LEAD) return p->a;
    if (p->ph == DEFEND) return p->d;
    return 1 - p->d;
}

/* cards the attacker may still add to the lead */
static uint64_t more_of(const EgObject *g, const EPos *p) {
    uint64_t ha = p->a == 0 ? p->h0 : p->h1;
    if (g->treshka) {  /* any card until the lead holds what both hands and the limit allow */
        uint64_t hd = p->d == 0 ? p->h0 : p->h1;
        int need = popc64(ha) + p->n;
        if (need > 3) need = 3;
        if (need > popc64(hd)) need = popc64(hd);
        if (need > p->cap) need = p->cap;
        return p->n < need ? ha : 0;
    }
    if (g->english_g)  /* the pair's second card; a single card once play has stalled */
        return p->n < (p->stall >= 2 ? 1 : 2) ? ha & RANKS64[p->att[0] & 15] : 0;
    if (g->simple_v) {  /* a new rank after a pair; after a new rank its pair, if a single fits */
        int last = p->att[p->n - 1] & 15, same = 0;
        for (int i = 0; i < p->n; i++) same += (p->att[i] & 15) == last;
        uint64_t others = ha & ~ranks_cards(table_ranks(p));
        if (same != 1) return others;
        uint64_t hd = p->d == 0 ? p->h0 : p->h1, pair = ha & RANKS64[last];
        int fits = p->n + 2 <= p->cap && unbeaten_of(p) + 2 <= popc64(hd);
        return pair && fits && others ? pair : 0;
    }
    uint64_t more = ha & RANKS64[p->att[0] & 15];
    if (!more || (g->simple && p->n >= 2)) return 0;
    uint64_t hd = p->d == 0 ? p->h0 : p->h1;
    if (p->n < p->cap && unbeaten_of(p) < popc64(hd)) return more;
    return 0;
}

static int moves_of(const EgObject *g, const EPos *p, int *out) {
    int k = 0;
    if (p->ph == LEAD) {
        uint64_t m = p->n == 0 ? (p->a == 0 ? p->h0 : p->h1) : more_of(g, p);
        if (p->n == 0 && g->english_g && p->stall < 2) {  /* a pair, or a pass */
            uint64_t hd = p->d == 0 ? p->h0 : p->h1, pairs = 0;
            if (popc64(hd) >= 2 && p->cap >= 2)
                for (int r = 2; r < 15; r++)
                    if (popc64(m & RANKS64[r]) >= 2) pairs |= m & RANKS64[r];
            if (!pairs) { out[k++] = PASS; return k; }
            m = pairs;
        }
        if (p->n == 0 && g->boring && p->stall < 2) {  /* a stall (two takes) lifts it */
            int top = 0;
            for (uint64_t r = m; r; r &= r - 1)
                if ((ctz64(r) & 15) > top) top = ctz64(r) & 15;
            m &= RANKS64[top];
        }
        if (popc64(m) + 1 > EG_MOVES) return -1;
        for (; m; m &= m - 1) out[k++] = ATTACK + ctz64(m);
        /* a treshka or english_g lead is closed by its size; simple_v's by a single card */
        int done = p->n && !g->treshka && !g->english_g;
        if (done && g->simple_v) {
            int last = p->att[p->n - 1] & 15, same = 0;
            for (int i = 0; i < p->n; i++) same += (p->att[i] & 15) == last;
            done = same == 1;
        }
        if (done) out[k++] = DONE;
        return k;
    }
    if (p->ph == THROW) {
        uint64_t ht = p->d == 0 ? p->h1 : p->h0;
        for (uint64_t m = ht & ranks_cards(table_ranks(p)); m; m &= m - 1)
            out[k++] = ATTACK + ctz64(m);
        out[k++] = DONE;
        return k;
    }
    uint64_t hd = p->d == 0 ? p->h0 : p->h1;
    const uint64_t *tab = g->two && p->d == 1 ? g->tab1 : g->tab;  /* the defender's */
    int trump = g->two && p->d == 1 ? g->trump1 : g->trump;
    int wide = 2 + popc64(hd);  /* take, transfers at most one per card, one trump shown */
    for (int i = 0; i < p->n; i++)
        if (p->dfn[i] < 0) wide += popc64(hd & tab[p->att[i]]);
    if (wide > EG_MOVES) return -1;
    for (int i = 0; i < p->n; i++) {
        if (p->dfn[i] >= 0) continue;
        int t = p->att[i];
        for (uint64_t m = hd & tab[t]; m; m &= m - 1)
            out[k++] = BEAT + (ctz64(m) << 8) + t;
    }
    out[k++] = TAKE;
    if (g->transfers && (!p->covered || g->any_time)) {
        int rank = -1;
        for (int i = 0; i < p->n; i++) {
            if (p->dfn[i] >= 0) continue;
            if (rank < 0) rank = p->att[i] & 15;
            else if ((p->att[i] & 15) != rank) { rank = -2; break; }
        }
        if (rank >= 0) {
            uint64_t other = p->d == 0 ? p->h1 : p->h0;
            int refused = g->refusal && !other;  /* he must take, whatever he holds */
            if (p->n + 1 <= p->cap && (popc64(other) >= unbeaten_of(p) + 1 || refused))
                for (uint64_t m = hd & RANKS64[rank]; m; m &= m - 1)
                    out[k++] = TRANSFER + ctz64(m);
            /* showing the trump of the rank: no card is laid, so no room is needed */
            if (g->show && trump >= 0 && (popc64(other) >= unbeaten_of(p) || refused))
                for (uint64_t m = hd & RANKS64[rank] & (0xFFFFULL << (16 * trump)) & ~p->shown;
                     m; m &= m - 1)
                    out[k++] = SHOW + ctz64(m);
        }
    }
    return k;
}

/* the bout's end: the players going out, the game's end or the next bout */
static int end_bout(const EgObject *g, EPos *p, int took) {
    if (took) {
        uint64_t table = 0;
        if (g->take == 2) table = (uint64_t)1 << p->att[0];
        else
            for (int i = 0; i < p->n; i++) {
                if (g->take == 1 && p->dfn[i] >= 0) continue;
                table |= (uint64_t)1 << p->att[i];
                if (p->dfn[i] >= 0) table |= (uint64_t)1 << p->dfn[i];
            }
        if (p->d == 0) p->h0 |= table; else p->h1 |= table;
        p->stall += 1;
    } else {
        p->stall = 0;
        p->cap = 6;
    }
    int leader = took ? 1 - p->d : p->d;
    if (g->circular) {  /* before anybody goes out: the one left empty-handed is out */
        uint64_t h = p->h0; p->h0 = p->h1; p->h1 = h;
    }
    if (!p->h0 || !p->h1) {
        if (!p->h0 && !p->h1) {
            if (g->draw_allowed) return 0;
            return p->d == 0 ? -1 : 1;
        }
        return p->h0 == 0 ? 1 : -1;
    }
    if (p->stall >= g->draw_after) return 0;
    p->a = leader; p->d = 1 - leader; p->ph = LEAD; p->n = 0;
    p->taking = 0; p->tpos = 0; p->covered = 0; p->shown = 0;
    return EG_POS;
}

/* DurakState._advance: the defender answers, a throw-in, or the bout ends */
static int advance(const EgObject *g, EPos *p) {
    int unbeaten = unbeaten_of(p);
    if (unbeaten && !p->taking) { p->ph = DEFEND; return EG_POS; }
    uint64_t hd = p->d == 0 ? p->h0 : p->h1;
    if (!g->simple && p->n < p->cap && unbeaten < popc64(hd) && p->tpos < 1) {
        uint64_t ht = p->d == 0 ? p->h1 : p->h0;
        if (ht & ranks_cards(table_ranks(p))) { p->ph = THROW; p->tpos = 0; return EG_POS; }
    }
    return end_bout(g, p, p->taking || unbeaten > 0);
}

/* the position after the move (in place), or the outcome when the game ends */
static int play(const EgObject *g, EPos *p, int action) {
    if (action == TAKE) {
        if (g->simple) return end_bout(g, p, 1);
        p->taking = 1; p->tpos = 0;
        return advance(g, p);
    }
    if (action == PASS) {  /* english_g: no pair to lead; the other player leads */
        p->stall += 1;
        if (p->stall >= g->draw_after) return 0;
        int a = p->a;
        p->a = 1 - a; p->d = a; p->ph = LEAD; p->n = 0;
        p->taking = 0; p->tpos = 0; p->covered = 0; p->shown = 0;
        return EG_POS;
    }
    if (action == DONE) {
        if (p->ph == LEAD) { p->ph = DEFEND; return EG_POS; }
        p->tpos += 1;
        return advance(g, p);
    }
    if (action >= BEAT) {
        int card = (action >> 8) & 255, target = action & 255;
        uint64_t bit = (uint64_t)1 << card;
        if (p->d == 0) p->h0 ^= bit; else p->h1 ^= bit;
        int i = 0;
        while (p->att[i] != target) i++;
        p->dfn[i] = card;
        p->covered += 1;
        if (g->take == 2 && card == NINE_D) return end_bout(g, p, 0);  /* table discarded */
        for (int j = 0; j < p->n; j++)
            if (p->dfn[j] < 0) { p->ph = DEFEND; return EG_POS; }
        p->tpos = 0;
        return advance(g, p);
    }
    int card = action & 255;
    uint64_t bit = (uint64_t)1 << card;
    if (action >= SHOW) {  /* a trump shown: the other player defends the same cards */
        p->shown |= bit;
        p->d = 1 - p->d;
        p->tpos = 0;
        if (!g->any_time) p->covered = 0;
        return advance(g, p);
    }
    if (action >= TRANSFER) {
        if (p->d == 0) p->h0 ^= bit; else p->h1 ^= bit;
        p->d = 1 - p->d;
        p->att[p->n] = card; p->dfn[p->n] = -1; p->n++;
        p->tpos = 0;
        if (!g->any_time) p->covered = 0;
        return advance(g, p);
    }
    if (mover(p) == 0) p->h0 ^= bit; else p->h1 ^= bit;
    p->att[p->n] = card; p->dfn[p->n] = -1; p->n++;
    if (p->ph == LEAD) {
        if (!more_of(g, p)) p->ph = DEFEND;
        return EG_POS;
    }
    return advance(g, p);
}

/* moves cheapest first (a stable sort, as Python's sorted): low plain cards, then
 * trumps; words last */
static int cost_of(int act, int trump) {
    if (act < ATTACK) return act == DONE ? 100 : 200;
    int card = act >= BEAT ? (act >> 8) & 255 : act & 255;
    return (card & 15) + (((card >> 4) & 7) == trump ? 30 : 0);
}

static int ordered(const EgObject *g, const EPos *p, int *out) {
    int k = moves_of(g, p, out);
    if (k < 0) return k;
    int cost[EG_MOVES];
    for (int i = 0; i < k; i++) cost[i] = cost_of(out[i], g->trump);
    for (int i = 1; i < k; i++) {
        int a = out[i], c = cost[i], j = i - 1;
        while (j >= 0 && cost[j] > c) { out[j + 1] = out[j]; cost[j + 1] = cost[j]; j--; }
        out[j + 1] = a; cost[j + 1] = c;
    }
    return k;
}

/* --- the transposition table ------------------------------------------------------ */

static uint32_t squeeze_bits(uint32_t bits, const signed char *sq) {
    uint32_t m = 0;
    for (; bits; bits &= bits - 1) m |= 1u << sq[__builtin_ctz(bits)];
    return m;
}

/* the canonical hands (attacker's, defender's): ranks squeezed, plain suits sorted; the
 * trump first, then the suit the variant keeps apart */
static void make_key(const EgObject *g, uint64_t ha, uint64_t hd, int a, int cap, int stall,
                     Entry *k) {
    /* the attacker's trump first; in two_trump the defender's takes the kept suit's place */
    int first = g->trump, apart = g->fixed;
    if (g->two) {
        first = a == 0 ? g->trump : g->trump1;
        apart = a == 0 ? g->trump1 : g->trump;
    }
    uint64_t both = ha | hd;
    uint32_t present = g->kept;
    for (int s = 0; s < 4; s++) present |= (uint32_t)(both >> (16 * s)) & 0xFFFF;
    signed char sq[16];
    int j = 0;
    for (int r = 0; r < 16; r++) sq[r] = (signed char)((present >> r & 1) ? j++ : -1);
    uint32_t out[4], pats[4];
    int nf = 0, np = 0;
    uint32_t fixed_pat = 0;
    int has_fixed = 0;
    for (int s = 0; s < 4; s++) {
        uint32_t sa = (uint32_t)(ha >> (16 * s)) & 0xFFFF;
        uint32_t sd = (uint32_t)(hd >> (16 * s)) & 0xFFFF;
        uint32_t pat = squeeze_bits(sa, sq) << 16 | squeeze_bits(sd, sq);
        if (s == first) out[nf++] = pat;
        else if (s == apart) { fixed_pat = pat; has_fixed = 1; }
        else pats[np++] = pat;
    }
    if (has_fixed) out[nf++] = fixed_pat;
    for (int i = 1; i < np; i++) {
        uint32_t v = pats[i];
        int q = i - 1;
        while (q >= 0 && pats[q] > v) { pats[q + 1] = pats[q]; q--; }
        pats[q + 1] = v;
    }
    /* the sorted plain patterns fill the places left (with no trump suit the first goes
     * where the trump's would; the table is cleared whenever the trump changes, so keys
     * of different shapes never mix) */
    for (int i = 0; i < np; i++) out[nf++] = pats[i];
    memset(k, 0, sizeof(*k));
    k->tp = out[0]; k->p0 = out[1]; k->p1 = out[2]; k->p2 = out[3];
    /* with ranks kept, their count places the kept top rank (royal's ace) */
    k->cap = g->kept ? cap | j << 8 : cap;
    k->stall = stall;
}

static inline uint64_t key_hash(const Entry *k) {
    uint64_t h = (uint64_t)k->tp * 0x9E3779B97F4A7C15ULL;
    h ^= ((uint64_t)k->p0 << 32 | k->p1) + 0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2);
    h ^= ((uint64_t)k->p2 << 32 | (uint32_t)(k->cap << 16 ^ k->stall)) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
    return h * 0x94D049BB133111EBULL;
}

static inline int key_eq(const Entry *a, const Entry *b) {
    return a->tp == b->tp && a->p0 == b->p0 && a->p1 == b->p1 && a->p2 == b->p2 &&
           a->cap == b->cap && a->stall == b->stall;
}

static Entry *tt_find(EgObject *g, const Entry *k) {
    if (!g->tt) return NULL;
    size_t mask = g->cap - 1;
    for (size_t i = key_hash(k) & mask;; i = (i + 1) & mask) {
        Entry *e = &g->tt[i];
        if (!e->used) return NULL;
        if (key_eq(e, k)) return e;
    }
}

static int tt_grow(EgObject *g) {
    size_t ncap = g->cap ? g->cap * 2 : (size_t)1 << 16;
    Entry *nt = (Entry *)PyMem_Calloc(ncap, sizeof(Entry));
    if (!nt) return -1;
    for (size_t i = 0; i < g->cap; i++) {
        Entry *e = &g->tt[i];
        if (!e->used) continue;
        size_t j = key_hash(e) & (ncap - 1);
        while (nt[j].used) j = (j + 1) & (ncap - 1);
        nt[j] = *e;
    }
    PyMem_Free(g->tt);
    g->tt = nt;
    g->cap = ncap;
    return 0;
}

/* store (lo, hi); -1 when out of memory */
static int tt_store(EgObject *g, const Entry *k, int lo, int hi) {
    Entry *e = tt_find(g, k);
    if (!e) {
        if ((g->count + 1) * 2 > g->cap && tt_grow(g) < 0) return -1;
        size_t mask = g->cap - 1;
        size_t i = key_hash(k) & mask;
        while (g->tt[i].used) i = (i + 1) & mask;
        e = &g->tt[i];
        *e = *k;
        e->used = 1;
        g->count++;
    }
    e->lo = (signed char)lo;
    e->hi = (signed char)hi;
    return 0;
}

static void tt_clear(EgObject *g) {
    if (g->tt) memset(g->tt, 0, g->cap * sizeof(Entry));
    g->count = 0;
}

/* --- the search -------------------------------------------------------------------- */

#define EG_NOMEM 97
/* codes at or above EG_WIDE end the search: EG_WIDE, EG_NOMEM, EG_DEEP, EG_OVER */

static int value(EgObject *g, const EPos *p, int alpha, int beta) {
    if (++g->nodes > g->max_nodes) return EG_OVER;
    if (g->depth >= EG_MAX_DEPTH) return EG_DEEP;
    Entry key;
    int keyed = 0, flip = 1;
    if (p->ph == LEAD && p->n == 0) {
        uint64_t ha = p->a == 0 ? p->h0 : p->h1, hd = p->a == 0 ? p->h1 : p->h0;
        make_key(g, ha, hd, p->a, p->cap, p->stall, &key);
        keyed = 1;
        flip = p->a == 0 ? 1 : -1;
        Entry *hit = tt_find(g, &key);
        if (hit) {
            int lo = flip == 1 ? hit->lo : -hit->hi;
            int hi = flip == 1 ? hit->hi : -hit->lo;
            if (lo == hi || lo >= beta) return lo;
            if (hi <= alpha) return hi;
            if (lo > alpha) alpha = lo;
            if (hi < beta) beta = hi;
        }
    }
    int a0 = alpha, b0 = beta;
    int maxing = mover(p) == 0;
    int best = maxing ? -2 : 2;
    int acts[EG_MOVES];
    int k = ordered(g, p, acts);
    if (k < 0) return EG_WIDE;
    for (int i = 0; i < k; i++) {
        EPos q = *p;
        int v = play(g, &q, acts[i]);
        if (v == EG_POS) {
            g->depth++;
            v = value(g, &q, alpha, beta);
            g->depth--;
            if (v >= EG_WIDE) return v;
        }
        if (maxing) {
            if (v > best) { best = v; if (v > alpha) alpha = v; }
        } else if (v < best) {
            best = v;
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    if (keyed) {
        int lo = -1, hi = 1;
        if (best <= a0) hi = best;
        else if (best >= b0) lo = best;
        else lo = hi = best;
        if (flip == -1) { int t = lo; lo = -hi; hi = -t; }
        Entry *old = tt_find(g, &key);
        if (old) {
            if (old->lo > lo) lo = old->lo;
            if (old->hi < hi) hi = old->hi;
        }
        if (tt_store(g, &key, lo, hi) < 0) return EG_NOMEM;
    }
    return best;
}

/* --- the Python type --------------------------------------------------------------- */

static PyTypeObject EgType;

static PyObject *eg_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"simple", "transfers", "draw_allowed", "draw_after", "show",
                             "refusal", "any_time", "boring", "circular", "take", "treshka",
                             "english_g", "simple_v", NULL};
    int simple, transfers, draw_allowed, draw_after, show = 0, refusal = 0, any_time = 0;
    int boring = 0, circular = 0, take = 0, treshka = 0, english_g = 0, simple_v = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "pppi|pppppippp", kwlist, &simple, &transfers,
                                     &draw_allowed, &draw_after, &show, &refusal, &any_time,
                                     &boring, &circular, &take, &treshka, &english_g,
                                     &simple_v))
        return NULL;
    if (take < 0 || take > 2) {
        PyErr_SetString(PyExc_ValueError, "take must be 0 (all), 1 (uncovered) or 2 (first)");
        return NULL;
    }
    EgObject *self = (EgObject *)type->tp_alloc(type, 0);
    if (!self) return NULL;
    self->simple = simple; self->transfers = transfers;
    self->draw_allowed = draw_allowed; self->draw_after = draw_after;
    self->show = show && transfers;
    self->refusal = refusal && transfers;
    self->any_time = any_time && transfers;
    self->boring = boring;
    self->circular = circular;
    self->take = take;
    self->treshka = treshka;
    self->english_g = english_g;
    self->simple_v = simple_v;
    self->trump = -1;
    self->fixed = -1;
    self->max_nodes = 20000;
    return (PyObject *)self;
}

static void eg_dealloc(EgObject *self) {
    PyMem_Free(self->tt);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int read_table(PyObject *tab, uint64_t *t) {
    for (int c = 0; c < 64; c++) {
        PyObject *v = PySequence_GetItem(tab, c);
        if (!v) return -1;
        t[c] = PyLong_AsUnsignedLongLong(v);
        Py_DECREF(v);
        if (PyErr_Occurred()) return -1;
    }
    return 0;
}

/* set_table(trump, tab, kept=0, fixed=-1, trump1=-1, tab1=None): the trump and the beat
 * table (tab[t]: the cards covering t), the ranks the key never squeezes out and the
 * plain suit it keeps apart; with trump1 and tab1 (two_trump) those are seat 0's and these
 * seat 1's, and fixed must be -1; clears the transposition table */
static PyObject *eg_set_table(EgObject *self, PyObject *args) {
    int trump, fixed = -1, trump1 = -1;
    unsigned int kept = 0;
    PyObject *tab, *tab1 = NULL;
    if (!PyArg_ParseTuple(args, "iO|IiiO", &trump, &tab, &kept, &fixed, &trump1, &tab1))
        return NULL;
    if (fixed < -1 || fixed > 3 || kept > 0xFFFF || trump < -1 || trump > 3 || trump1 < -1 ||
        trump1 > 3 || (trump1 >= 0 && (!tab1 || fixed >= 0 || trump < 0 || trump1 == trump))) {
        PyErr_SetString(PyExc_ValueError, "kept is a 16-bit rank mask; fixed, trump and trump1 "
                        "suits 0-3 or -1; a second trump (another suit) needs its table and "
                        "no fixed suit");
        return NULL;
    }
    uint64_t t[64], t1[64];
    if (read_table(tab, t) < 0 || (trump1 >= 0 && read_table(tab1, t1) < 0)) return NULL;
    self->trump = trump;
    self->kept = kept;
    self->fixed = fixed;
    memcpy(self->tab, t, sizeof(t));
    self->two = trump1 >= 0;
    self->trump1 = trump1;
    if (self->two) memcpy(self->tab1, t1, sizeof(t1));
    tt_clear(self);
    Py_RETURN_NONE;
}

static int small_int(PyObject *tup, int i, int lo, int hi, int *out) {
    long v = PyLong_AsLong(PyTuple_GET_ITEM(tup, i));
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < lo || v > hi) {
        PyErr_SetString(PyExc_ValueError, "a position field out of range");
        return -1;
    }
    *out = (int)v;
    return 0;
}

static int parse_cards(PyObject *seq, int lo, int *out, int *n) {
    if (!PyTuple_Check(seq) || PyTuple_GET_SIZE(seq) > EG_MAXT) {
        PyErr_SetString(PyExc_ValueError, "the table must be a short tuple");
        return -1;
    }
    *n = (int)PyTuple_GET_SIZE(seq);
    for (int i = 0; i < *n; i++)
        if (small_int(seq, i, lo, 63, &out[i]) < 0) return -1;
    return 0;
}

/* the Python Pos tuple (h0, h1, A, D, phase, att, dfn, taking, tpos, covered, cap, stall,
 * shown) */
static int parse_pos(PyObject *t, EPos *p) {
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 13) {
        PyErr_SetString(PyExc_TypeError, "a position is a tuple of 13");
        return -1;
    }
    memset(p, 0, sizeof(*p));
    p->h0 = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(t, 0));
    if (PyErr_Occurred()) return -1;
    p->h1 = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(t, 1));
    if (PyErr_Occurred()) return -1;
    int na, nd;
    if (small_int(t, 2, 0, 1, &p->a) < 0 || small_int(t, 3, 0, 1, &p->d) < 0 ||
        small_int(t, 4, LEAD, THROW, &p->ph) < 0 ||
        parse_cards(PyTuple_GET_ITEM(t, 5), 0, p->att, &na) < 0 ||
        parse_cards(PyTuple_GET_ITEM(t, 6), -1, p->dfn, &nd) < 0)
        return -1;
    if (na != nd || (p->ph != LEAD && na == 0)) {
        PyErr_SetString(PyExc_ValueError, "att and dfn differ in length, or an empty table");
        return -1;
    }
    p->n = na;
    int taking = PyObject_IsTrue(PyTuple_GET_ITEM(t, 7));
    if (taking < 0) return -1;
    p->taking = taking;
    if (small_int(t, 8, 0, 1000, &p->tpos) < 0 || small_int(t, 9, 0, EG_MAXT, &p->covered) < 0 ||
        small_int(t, 10, 0, EG_MAXT - 1, &p->cap) < 0 ||
        small_int(t, 11, 0, 1 << 20, &p->stall) < 0)
        return -1;
    p->shown = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(t, 12));
    if (PyErr_Occurred()) return -1;
    return 0;
}

/* value(pos, alpha, beta): the outcome under best play (+1: seat 1 is the fool), or None
 * when the node budget (max_nodes, counted on from nodes) is spent or the line is deeper
 * than Python would recurse */
static PyObject *eg_value(EgObject *self, PyObject *args) {
    PyObject *pos;
    int alpha, beta;
    if (!PyArg_ParseTuple(args, "Oii", &pos, &alpha, &beta)) return NULL;
    EPos p;
    if (parse_pos(pos, &p) < 0) return NULL;
    self->depth = 0;
    int v = value(self, &p, alpha, beta);
    if (v == EG_NOMEM) return PyErr_NoMemory();
    if (v == EG_WIDE) {  /* the caller searches it in Python (see EndgameSolver._search) */
        PyErr_SetString(PyExc_ValueError, "a position with more moves than the C search holds");
        return NULL;
    }
    if (v >= EG_DEEP) Py_RETURN_NONE;
    return PyLong_FromLong(v);
}

static PyObject *eg_clear(EgObject *self, PyObject *unused) {
    tt_clear(self);
    Py_RETURN_NONE;
}

static PyObject *eg_size(EgObject *self, PyObject *unused) {
    return PyLong_FromSize_t(self->count);
}

static PyMethodDef eg_methods[] = {
    {"set_table", (PyCFunction)eg_set_table, METH_VARARGS, "the trump and its beat table"},
    {"value", (PyCFunction)eg_value, METH_VARARGS, "EndgameSolver.value, or None"},
    {"clear", (PyCFunction)eg_clear, METH_NOARGS, "empty the transposition table"},
    {"size", (PyCFunction)eg_size, METH_NOARGS, "entries in the transposition table"},
    {NULL, NULL, 0, NULL},
};

#include <structmember.h>

static PyMemberDef eg_members[] = {
    {"nodes", T_LONG, offsetof(EgObject, nodes), 0, "nodes searched since set"},
    {"max_nodes", T_LONG, offsetof(EgObject, max_nodes), 0, "the node budget"},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject EgType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "koloda._speedups.DurakEndgame",
    .tp_basicsize = sizeof(EgObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The Durak endgame search, in C (see koloda.ai.durak_endgame).",
    .tp_methods = eg_methods,
    .tp_members = eg_members,
    .tp_new = eg_new,
    .tp_dealloc = (destructor)eg_dealloc,
};

/* --- the bridge for the compiled search (kol.h) ------------------------------------ */

int kol_eg_is(PyObject *o) { return PyObject_TypeCheck(o, &EgType); }

/* as EndgameSolver.outcome after position(): _fresh (the node count from 0, the table
 * emptied past max_table), then _search; a position parse_pos would refuse goes to the
 * Python search, as a ValueError from value() does there */
int kol_eg_outcome(PyObject *solver, const KolEgQuery *q, long max_nodes, long max_table) {
    EgObject *g = (EgObject *)solver;
    if ((long)g->count > max_table) tt_clear(g);
    if (q->n > EG_MAXT || q->tpos > 1000 || q->covered > EG_MAXT || q->cap > EG_MAXT - 1 ||
        q->stall > (1 << 20) || (q->ph != LEAD && q->n == 0))
        return KOL_EG_WIDE;
    EPos p;
    memset(&p, 0, sizeof(p));
    p.h0 = q->h0; p.h1 = q->h1; p.a = q->a; p.d = q->d; p.ph = q->ph; p.n = q->n;
    for (int i = 0; i < q->n; i++) {
        p.att[i] = q->att[i];
        p.dfn[i] = q->dfn[i];
    }
    p.taking = q->taking; p.tpos = q->tpos; p.covered = q->covered; p.cap = q->cap;
    p.stall = q->stall;
    p.shown = q->shown;
    g->max_nodes = max_nodes;
    g->nodes = 0;
    g->depth = 0;
    int v = value(g, &p, -1, 1);
    if (v == EG_NOMEM) {
        PyErr_NoMemory();
        return KOL_EG_ERROR;
    }
    if (v == EG_WIDE) return KOL_EG_WIDE;
    if (v >= EG_DEEP) return KOL_EG_GAVE_UP;
    return v;
}

int kol_endgame_init(PyObject *module) {
    for (int r = 0; r < 16; r++) {
        RANKS64[r] = 0;
        for (int su = 0; su < 4; su++) RANKS64[r] |= (uint64_t)1 << (su << 4 | r);
    }
    if (PyType_Ready(&EgType) < 0) return -1;
    Py_INCREF(&EgType);
    if (PyModule_AddObject(module, "DurakEndgame", (PyObject *)&EgType) < 0) {
        Py_DECREF(&EgType);
        return -1;
    }
    return 0;
}
