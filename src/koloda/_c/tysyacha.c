/* Тысяча in koloda._speedups: the card-play phase (random playouts of a deal's tricks)
 * and the open-hand solver. Both mirror the pure-Python reference:
 * TysyachaState._legal_play/_apply_play/_finish_trick and
 * koloda.games.tysyacha.solver._Solver (same legal lists in the same order, same values). */
#include "kol.h"
#include <stdlib.h>

#define P_PLAY 7000
#define P_DECLARE 8000
#define P_ACES 9000
#define F_MUST_LEAD_TRUMP 1
#define F_NO_LEAD_OTHERS 2
#define F_DECLARE_FIRST 4
#define F_ACE_MARRIAGE 8

static const int MARR[4] = {40, 60, 80, 100};
static int PTS[64], STR[64];
static uint64_t SUITB[4], KQB[4], ACESB;

typedef struct {
    uint64_t hands[4];
    int seats[4], nseats, nxt[4], size;
    int decl, leader;
    int trick[4], ntrick;
    int trump, trump_by;
    int won[4];
    int run_start;
    int rest, flags;
    /* per seat, for playouts */
    int taken[4], marr[4], tricks[4], last_winner;
    long nodes;
} TS;

/* TysyachaState._legal_play: the moves of `seat` as action ints */
static int t_moves(const TS *s, int seat, int *acts) {
    uint64_t hand = s->hands[seat];
    int trump = s->trump, k = 0;
    if (s->ntrick) {
        int led = s->trick[0] >> 4 & 7;
        uint64_t m = hand & SUITB[led];
        if (!m && trump >= 0) m = hand & SUITB[trump];
        if (!m) m = hand;
        while (m) { acts[k++] = P_PLAY + ctz64(m); m &= m - 1; }
        return k;
    }
    uint64_t cands = hand;
    if (s->run_start && trump >= 0) {
        uint64_t tm = hand & SUITB[trump];
        if (tm) {
            if (s->flags & F_MUST_LEAD_TRUMP) cands = tm;
            else if ((s->flags & F_NO_LEAD_OTHERS) && s->trump_by != seat && hand != tm)
                cands = hand & ~tm;
        }
    }
    uint64_t m = cands;
    while (m) { acts[k++] = P_PLAY + ctz64(m); m &= m - 1; }
    if (s->won[seat] || (s->flags & F_DECLARE_FIRST)) {
        for (int su = 0; su < 4; su++)
            if ((hand & KQB[su]) == KQB[su]) {
                uint64_t q = KQB[su];
                while (q) { acts[k++] = P_DECLARE + ctz64(q); q &= q - 1; }
            }
        if ((s->flags & F_ACE_MARRIAGE) && (hand & ACESB) == ACESB) {
            uint64_t q = ACESB & cands;
            while (q) { acts[k++] = P_ACES + ctz64(q); q &= q - 1; }
        }
    }
    return k;
}

static inline int t_to_move(const TS *s) {
    int seat = s->leader;
    for (int i = 0; i < s->ntrick; i++) seat = s->nxt[seat];
    return seat;
}

/* the winner of the full trick (TysyachaState._finish_trick) */
static int t_winner(const TS *s) {
    int best = s->trick[0], win = s->leader, seat = s->leader;
    for (int i = 1; i < s->ntrick; i++) {
        seat = s->nxt[seat];
        int card = s->trick[i];
        int bs = best >> 4 & 7, cs = card >> 4 & 7;
        if (cs == bs) {
            if (STR[card] > STR[best]) { best = card; win = seat; }
        } else if (cs == s->trump) {
            best = card; win = seat;
        }
    }
    return win;
}

/* --- random play of the rest of a deal (a playout's card play) -------------------------- */

static void t_play_random(TS *s, MT *rng) {
    int acts[32];
    for (;;) {
        int seat = t_to_move(s);
        int k = t_moves(s, seat, acts);
        if (!k) return;
        int a = acts[mt_below(rng, (uint32_t)k)];
        int card = a % 1000, kind = a - card;
        s->hands[seat] ^= (uint64_t)1 << card;
        if (!s->ntrick) {
            if (kind == P_DECLARE) {
                int su = card >> 4 & 7;
                s->marr[seat] += MARR[su];
                s->trump = su;
                s->trump_by = seat;
            } else if (kind == P_ACES) {
                s->marr[seat] += 200;
            }
        }
        s->trick[s->ntrick++] = card;
        if (s->ntrick < s->size) continue;
        int win = t_winner(s), pts = 0;
        for (int i = 0; i < s->ntrick; i++) pts += PTS[s->trick[i]];
        s->taken[win] += pts;
        s->tricks[win]++;
        s->won[win] = 1;
        s->ntrick = 0;
        s->run_start = win != s->leader;
        s->leader = win;
        s->last_winner = win;
        if (!s->hands[win]) return;
    }
}

/* --- the solver --------------------------------------------------------------------------- */
/* The values are the reference's; the search is not: MTD bisection, move ordering, a bound
 * on what the declarer can still add, and dominated equivalent cards left unsearched
 * (t_prune_equiv), which the reference searches, so the differential tests check them. */

typedef struct {
    uint64_t k1, k2;
    uint32_t gen;
    int16_t lo, hi;
    int16_t move;  /* the best move found last time (an action int - 7000), or -1 */
} TTE;

/* 2^18 slots (8 MB): with the dominated cards pruned an 8-card solve stores at most some
 * 100 000 entries, and this smaller table beat 2^20 (fewer cache misses and first-touch
 * page faults) and 2^16 (more overwrites) on the bench's positions */
#define TT_BITS 18
static TTE *tt = NULL;
static uint32_t tt_gen = 0;

static inline uint64_t compress(uint64_t m) {
    uint64_t out = 0;
    for (int su = 0; su < 4; su++) out |= ((m >> (su * 16 + 9)) & 0x3F) << (su * 6);
    return out;
}

static inline void t_key(const TS *s, uint64_t *k1, uint64_t *k2) {
    uint64_t small = (uint64_t)s->leader | (uint64_t)(s->trump + 1) << 2 |
                     (uint64_t)(s->trump_by + 1) << 5 |
                     (uint64_t)(s->won[0] | s->won[1] << 1 | s->won[2] << 2 | s->won[3] << 3) << 8 |
                     (uint64_t)s->run_start << 12;
    *k1 = compress(s->hands[0]) | compress(s->hands[1]) << 24 | small << 48;
    *k2 = compress(s->hands[2]) | compress(s->hands[3]) << 24;
}

static inline TTE *t_slot(uint64_t k1, uint64_t k2) {
    uint64_t h = (k1 * 0x9E3779B97F4A7C15ULL) ^ (k2 * 0xC2B2AE3D27D4EB4FULL);
    h ^= h >> 29;
    return &tt[h & ((1u << TT_BITS) - 1)];
}

static int t_search(TS *s, int alpha, int beta);

static int SUITPTS[64];  /* points of a suit's ranks 9..14 as a 6-bit slice */
static const int ORDER[6] = {9, 11, 12, 13, 10, 14};  /* the ranks, low to high */

/* the most the declarer can still add: every card point left, the untaken talon, and the
 * marriages he could still declare */
static int t_upper(const TS *s) {
    uint64_t all = 0;
    for (int i = 0; i < s->nseats; i++) all |= s->hands[s->seats[i]];
    int ub = s->rest;
    for (int su = 0; su < 4; su++) ub += SUITPTS[(all >> (su * 16 + 9)) & 0x3F];
    for (int i = 0; i < s->ntrick; i++) ub += PTS[s->trick[i]];
    uint64_t h = s->hands[s->decl];
    for (int su = 0; su < 4; su++) if ((h & KQB[su]) == KQB[su]) ub += MARR[su];
    if ((s->flags & F_ACE_MARRIAGE) && (h & ACESB) == ACESB) ub += 200;
    return ub;
}

/* move ordering: a cheap guess of how good the move is for its mover */
static int order_score(const TS *s, int seat, int a) {
    int card = a % 1000, kind = a - card;
    int maxing = seat == s->decl;
    if (!s->ntrick) {
        int sc = STR[card] * 4 + (kind != P_PLAY ? 40 : 0);
        if (s->trump >= 0 && (card >> 4 & 7) == s->trump) sc += 8;
        return sc;
    }
    /* who wins the trick so far, and would this card win it now */
    int best = s->trick[0], win = s->leader, x = s->leader;
    for (int i = 1; i < s->ntrick; i++) {
        x = s->nxt[x];
        int c = s->trick[i], bs = best >> 4 & 7, cs = c >> 4 & 7;
        if (cs == bs) { if (STR[c] > STR[best]) { best = c; win = x; } }
        else if (cs == s->trump) { best = c; win = x; }
    }
    int bs = best >> 4 & 7, cs = card >> 4 & 7;
    int beats = cs == bs ? STR[card] > STR[best] : cs == s->trump;
    int ally = (win == s->decl) == maxing;
    (void)maxing;
    if (beats) return 100 - STR[card] * 2 + PTS[card];   /* win it cheaply in power */
    if (ally) return 50 + PTS[card];                      /* give points to a winning ally */
    return 30 - PTS[card];                                /* lose it cheaply */
}

static int t_after(TS *s, int seat, int a, int alpha, int beta);

static inline int t_beats(const TS *s, int card, int best) {
    int bs = best >> 4 & 7, cs = card >> 4 & 7;
    return cs == bs ? STR[card] > STR[best] : cs == s->trump;
}

/* the sides that can take the trick once `card` is laid by the seat to move, over every
 * legal answer of the seats after it: bit 1 the declarer, bit 0 the defenders */
static int t_sides(const TS *s, int seat, int card) {
    int trick[4], n = s->ntrick;
    memcpy(trick, s->trick, sizeof(int) * n);
    trick[n++] = card;
    int best = trick[0], win = s->leader, x = s->leader;
    for (int i = 1; i < n; i++) {
        x = s->nxt[x];
        if (t_beats(s, trick[i], best)) { best = trick[i]; win = x; }
    }
    if (n == s->size) return win == s->decl ? 2 : 1;
    /* the legal cards of the (one or two) seats still to play depend on the led suit only */
    int led = trick[0] >> 4 & 7, f1 = s->nxt[seat], f2 = s->nxt[f1], left = s->size - n;
    uint64_t l1 = s->hands[f1] & SUITB[led], l2 = s->hands[f2] & SUITB[led];
    if (!l1 && s->trump >= 0) l1 = s->hands[f1] & SUITB[s->trump];
    if (!l1) l1 = s->hands[f1];
    if (!l2 && s->trump >= 0) l2 = s->hands[f2] & SUITB[s->trump];
    if (!l2) l2 = s->hands[f2];
    int sides = 0;
    for (uint64_t m1 = l1; m1; m1 &= m1 - 1) {
        int c1 = ctz64(m1), b1 = best, w1 = win;
        if (t_beats(s, c1, b1)) { b1 = c1; w1 = f1; }
        if (left == 1) { sides |= w1 == s->decl ? 2 : 1; continue; }
        for (uint64_t m2 = l2; m2; m2 &= m2 - 1) {
            int c2 = ctz64(m2), w2 = t_beats(s, c2, b1) ? f2 : w1;
            sides |= w2 == s->decl ? 2 : 1;
        }
        if (sides == 3) break;
    }
    return sides;
}

/* Equivalent cards: cards of one suit in the mover's hand that no other seat's card still
 * in play (nor a card of this trick) separates win and lose the same tricks, so any play
 * with one can be mirrored with the other; only their points differ, by d, and the
 * declarer's total by d x (his share of this trick - his share of the trick the other one
 * falls in). So when it is sure which side takes this trick (whatever the seats after
 * play), the mover loses nothing by laying the card with the most points of its class if
 * his side takes it and the one with the fewest if not: the others are dominated and not
 * searched. Kings and queens of a marriage in the hand and the aces of an ace marriage are
 * left alone (they are worth more than their points). */
static int t_prune_equiv(const TS *s, int seat, int *acts, int k) {
    uint64_t hand = s->hands[seat], locked = 0, legal = 0, drop = 0;
    for (int su = 0; su < 4; su++) if ((hand & KQB[su]) == KQB[su]) locked |= KQB[su];
    if ((s->flags & F_ACE_MARRIAGE) && (hand & ACESB) == ACESB) locked |= ACESB;
    for (int i = 0; i < k; i++) if (acts[i] < P_DECLARE) legal |= (uint64_t)1 << (acts[i] - P_PLAY);
    uint64_t free_ = legal & ~locked, pairs = 0;
    for (int su = 0; su < 4; su++) {
        uint64_t fs = free_ & SUITB[su];
        if (fs & (fs - 1)) pairs |= fs;  /* two or more of a suit */
    }
    if (!pairs) return k;
    uint64_t others = 0;
    for (int i = 0; i < s->nseats; i++)
        if (s->seats[i] != seat) others |= s->hands[s->seats[i]];
    for (int i = 0; i < s->ntrick; i++) others |= (uint64_t)1 << s->trick[i];
    int mover = seat == s->decl ? 2 : 1;
    for (int su = 0; su < 4; su++) {
        uint64_t fs = pairs & SUITB[su];
        if (!fs) continue;
        /* walk the suit low to high; a card of another seat ends a class */
        int cls[6], n = 0;
        for (int r = 0; r <= 6; r++) {
            int c = r < 6 ? su << 4 | ORDER[r] : -1;
            if (c >= 0 && !(others >> c & 1)) {
                if (fs >> c & 1) cls[n++] = c;
                continue;
            }
            if (n >= 2) {
                int sides = t_sides(s, seat, cls[0]);
                if (sides == 1 || sides == 2) {  /* one side sure to take the trick */
                    int keep = cls[0];
                    for (int j = 1; j < n; j++)
                        if (sides == mover ? PTS[cls[j]] > PTS[keep] : PTS[cls[j]] < PTS[keep])
                            keep = cls[j];
                    for (int j = 0; j < n; j++) if (cls[j] != keep) drop |= (uint64_t)1 << cls[j];
                }
            }
            n = 0;
        }
    }
    if (!drop) return k;
    int j = 0;
    for (int i = 0; i < k; i++)
        if (acts[i] >= P_DECLARE || !(drop >> (acts[i] - P_PLAY) & 1)) acts[j++] = acts[i];
    return j;
}

static int t_finish(TS *s, int alpha, int beta) {
    int win = t_winner(s), pts = 0;
    for (int i = 0; i < s->ntrick; i++) pts += PTS[s->trick[i]];
    int last = !s->hands[win];
    if (last && s->rest) pts += s->rest;
    int gain = win == s->decl ? pts : 0;
    if (last) return gain;
    int sl = s->leader, sr = s->run_start, sw = s->won[win], nt = s->ntrick;
    int tr[4];
    memcpy(tr, s->trick, sizeof(tr));
    s->run_start = win != s->leader;
    s->leader = win;
    s->won[win] = 1;
    s->ntrick = 0;
    int v = gain + t_search(s, alpha - gain, beta - gain);
    s->leader = sl; s->run_start = sr; s->won[win] = sw; s->ntrick = nt;
    memcpy(s->trick, tr, sizeof(tr));
    return v;
}

static int t_after(TS *s, int seat, int a, int alpha, int beta) {
    int card = a % 1000, kind = a - card, gain = 0;
    int st = s->trump, stb = s->trump_by;
    uint64_t bit = (uint64_t)1 << card;
    s->hands[seat] ^= bit;
    if (!s->ntrick) {
        if (kind == P_DECLARE) {
            int su = card >> 4 & 7;
            if (seat == s->decl) gain = MARR[su];
            s->trump = su;
            s->trump_by = seat;
        } else if (kind == P_ACES && seat == s->decl) {
            gain = 200;
        }
    }
    s->trick[s->ntrick++] = card;
    int v;
    if (s->ntrick < s->size) v = gain + t_search(s, alpha - gain, beta - gain);
    else v = gain + t_finish(s, alpha - gain, beta - gain);
    s->ntrick--;
    s->hands[seat] ^= bit;
    s->trump = st;
    s->trump_by = stb;
    return v;
}

/* the last trick, everyone holding one card: it plays itself (no marriage can be declared
 * with one card), so it is counted without a search or a table slot; a quarter of the
 * nodes and of the table reads were there */
static int t_last_trick(const TS *s) {
    int best = -1, win = -1, seat = s->leader, pts = s->rest;
    for (int i = 0; i < s->size; i++, seat = s->nxt[seat]) {
        int card = ctz64(s->hands[seat]);
        pts += PTS[card];
        if (best < 0) { best = card; win = seat; continue; }
        int bs = best >> 4 & 7, cs = card >> 4 & 7;
        if (cs == bs ? STR[card] > STR[best] : cs == s->trump) { best = card; win = seat; }
    }
    return win == s->decl ? pts : 0;
}

static int t_search(TS *s, int alpha, int beta) {
    TTE *e = NULL;
    uint64_t k1 = 0, k2 = 0;
    int hint = -1;
    uint64_t lh = s->hands[s->leader];
    if (!s->ntrick && lh && !(lh & (lh - 1))) {  /* one card each */
        s->nodes++;
        return t_last_trick(s);
    }
    if (!s->ntrick) {
        t_key(s, &k1, &k2);
        e = t_slot(k1, k2);
        if (e->gen == tt_gen && e->k1 == k1 && e->k2 == k2) {
            int lo = e->lo, hi = e->hi;
            hint = e->move;
            if (lo >= beta) return lo;
            if (hi <= alpha) return hi;
            if (lo == hi) return lo;
            if (lo > alpha) alpha = lo;
            if (hi < beta) beta = hi;
        }
    }
    s->nodes++;
    int seat = t_to_move(s);
    int maxing = seat == s->decl;
    if (maxing) {
        int ub = t_upper(s);
        if (ub <= alpha) return ub;
        if (ub < beta) beta = ub;
    }
    int a0 = alpha, b0 = beta;
    int acts[32], sc[32];
    int k = t_moves(s, seat, acts);
    k = t_prune_equiv(s, seat, acts, k);
    for (int i = 0; i < k; i++)
        sc[i] = acts[i] - P_PLAY == hint ? 1000 : order_score(s, seat, acts[i]);
    for (int i = 1; i < k; i++)  /* stable insertion sort, best first */
        for (int j = i; j > 0 && sc[j - 1] < sc[j]; j--) {
            int t = sc[j]; sc[j] = sc[j - 1]; sc[j - 1] = t;
            t = acts[j]; acts[j] = acts[j - 1]; acts[j - 1] = t;
        }
    int best = maxing ? -1 : 10000, best_move = -1;
    for (int i = 0; i < k; i++) {
        int v = t_after(s, seat, acts[i], alpha, beta);
        if (maxing) {
            if (v > best) { best = v; best_move = acts[i] - P_PLAY; if (v > alpha) alpha = v; }
        } else {
            if (v < best) { best = v; best_move = acts[i] - P_PLAY; if (v < beta) beta = v; }
        }
        if (alpha >= beta) break;
    }
    if (!s->ntrick) {
        int lo = 0, hi = 10000;
        if (e->gen == tt_gen && e->k1 == k1 && e->k2 == k2) { lo = e->lo; hi = e->hi; }
        if (best <= a0) { if (best < hi) hi = best; }
        else if (best >= b0) { if (best > lo) lo = best; }
        else lo = hi = best;
        e->k1 = k1; e->k2 = k2; e->gen = tt_gen; e->lo = (int16_t)lo; e->hi = (int16_t)hi;
        e->move = (int16_t)best_move;
    }
    return best;
}

/* --- Python glue ---------------------------------------------------------------------------- */

static int read_masks(PyObject *seq, uint64_t *out, int max, int *len) {
    PyObject *f = PySequence_Fast(seq, "expected a list");
    if (!f) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(f);
    if (k > max) { Py_DECREF(f); PyErr_SetString(PyExc_ValueError, "too many items"); return -1; }
    for (Py_ssize_t i = 0; i < k; i++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(f, i));
        if (v == (unsigned long long)-1 && PyErr_Occurred()) { Py_DECREF(f); return -1; }
        out[i] = v;
    }
    Py_DECREF(f);
    *len = (int)k;
    return 0;
}

/* (hands, seats, declarer, trick, trump, trump_by, won_any, run_start, rest, flags) */
static int parse_pos(PyObject *args, TS *s) {
    PyObject *hands, *seats, *trick, *won;
    int decl, trump, trump_by, run_start, rest, flags;
    if (!PyArg_ParseTuple(args, "OOiOiiOpii", &hands, &seats, &decl, &trick, &trump,
                          &trump_by, &won, &run_start, &rest, &flags))
        return -1;
    memset(s, 0, sizeof(*s));
    uint64_t tmp[4];
    int nh, ns, ntr, nw;
    if (read_masks(hands, s->hands, 4, &nh) < 0) return -1;
    if (read_masks(seats, tmp, 4, &ns) < 0) return -1;
    if (ns < 2 || ns > 3) { PyErr_SetString(PyExc_ValueError, "2 or 3 playing seats"); return -1; }
    s->nseats = ns;
    for (int i = 0; i < ns; i++) {
        s->seats[i] = (int)tmp[i];
        if (s->seats[i] >= nh) { PyErr_SetString(PyExc_ValueError, "seat"); return -1; }
    }
    for (int i = 0; i < ns; i++) s->nxt[s->seats[i]] = s->seats[(i + 1) % ns];
    s->size = ns >= 3 ? 3 : 2;
    s->decl = decl;
    s->leader = s->seats[0];
    if (read_masks(trick, tmp, 3, &ntr) < 0) return -1;
    s->ntrick = ntr;
    for (int i = 0; i < ntr; i++) s->trick[i] = (int)tmp[i];
    s->trump = trump;
    s->trump_by = trump_by;
    if (read_masks(won, tmp, 4, &nw) < 0) return -1;
    for (int i = 0; i < nw; i++) s->won[i] = tmp[i] != 0;
    s->run_start = run_start;
    s->rest = rest;
    s->flags = flags;
    uint64_t all = SUITB[0] | SUITB[1] | SUITB[2] | SUITB[3];
    for (int i = 0; i < 4; i++)
        if (s->hands[i] & ~all) { PyErr_SetString(PyExc_ValueError, "not a Тысяча card"); return -1; }
    for (int i = 0; i < ntr; i++)
        if (s->trick[i] < 0 || s->trick[i] >= 64 || !(all >> s->trick[i] & 1)) {
            PyErr_SetString(PyExc_ValueError, "not a Тысяча card"); return -1;
        }
    if (decl < 0 || decl > 3 || trump < -1 || trump > 3) { PyErr_SetString(PyExc_ValueError, "seat or trump"); return -1; }
    return 0;
}

static int tt_ready(void) {
    if (!tt) {
        tt = (TTE *)calloc((size_t)1 << TT_BITS, sizeof(TTE));
        if (!tt) { PyErr_NoMemory(); return -1; }
    }
    if (++tt_gen == 0) {  /* wrapped: clear once */
        memset(tt, 0, sizeof(TTE) << TT_BITS);
        tt_gen = 1;
    }
    return 0;
}

static int empty_pos(const TS *s) {
    if (s->ntrick) return 0;
    for (int i = 0; i < s->nseats; i++) if (s->hands[s->seats[i]]) return 0;
    return 1;
}

/* the exact value by null-window tests (MTD, bisecting the range left) */
static int t_mtd(TS *s, int seat, int action) {
    int lo = 0, hi = t_upper(s) + 1;
    while (lo < hi) {
        int mid = lo + (hi - lo + 1) / 2;
        int v = action < 0 ? t_search(s, mid - 1, mid) : t_after(s, seat, action, mid - 1, mid);
        if (v >= mid) lo = v; else hi = v;
    }
    return lo;
}

static long t_last_nodes = 0;

static PyObject *py_solve(PyObject *self, PyObject *args) {
    TS s;
    if (parse_pos(args, &s) < 0) return NULL;
    if (empty_pos(&s)) return PyLong_FromLong(0);
    if (tt_ready() < 0) return NULL;
    int v = t_mtd(&s, -1, -1);
    t_last_nodes = s.nodes;
    return PyLong_FromLong(v);
}

/* tys_nodes() -> the nodes the last tys_solve searched (for the benches) */
static PyObject *py_nodes(PyObject *self, PyObject *noargs) {
    return PyLong_FromLong(t_last_nodes);
}

static PyObject *py_solve_moves(PyObject *self, PyObject *args) {
    TS s;
    if (parse_pos(args, &s) < 0) return NULL;
    PyObject *d = PyDict_New();
    if (!d) return NULL;
    if (empty_pos(&s)) return d;
    if (tt_ready() < 0) { Py_DECREF(d); return NULL; }
    int acts[32];
    int seat = t_to_move(&s);
    int k = t_moves(&s, seat, acts);
    for (int i = 0; i < k; i++) {
        int v = t_mtd(&s, seat, acts[i]);
        PyObject *key = PyLong_FromLong(acts[i]), *val = PyLong_FromLong(v);
        if (!key || !val || PyDict_SetItem(d, key, val) < 0) {
            Py_XDECREF(key); Py_XDECREF(val); Py_DECREF(d); return NULL;
        }
        Py_DECREF(key); Py_DECREF(val);
    }
    return d;
}

/* play_random(hands, seats, declarer, trick, trump, trump_by, won_any, run_start, rest,
 *             flags, rng) -> (taken, marr, tricks_won, last_winner, won_any, trump,
 *             trump_by, leader, run_start) per seat lists of the cards' play to the deal's
 *             end (taken, marr, tricks_won are what this play added); None when rng is not
 *             an exact random.Random. */
static PyObject *py_play_random(PyObject *self, PyObject *args) {
    Py_ssize_t n = PyTuple_GET_SIZE(args);
    if (n != 11) { PyErr_SetString(PyExc_TypeError, "11 arguments"); return NULL; }
    PyObject *rng = PyTuple_GET_ITEM(args, 10);
    PyObject *head = PyTuple_GetSlice(args, 0, 10);
    if (!head) return NULL;
    TS s;
    int r = parse_pos(head, &s);
    Py_DECREF(head);
    if (r < 0) return NULL;
    MT m;
    if (!kol_mt_load(rng, &m)) Py_RETURN_NONE;
    s.last_winner = -1;
    t_play_random(&s, &m);
    kol_mt_store(rng, &m);
    return Py_BuildValue("([iiii][iiii][iiii]i[iiii]iiii)",
                         s.taken[0], s.taken[1], s.taken[2], s.taken[3],
                         s.marr[0], s.marr[1], s.marr[2], s.marr[3],
                         s.tricks[0], s.tricks[1], s.tricks[2], s.tricks[3], s.last_winner,
                         s.won[0], s.won[1], s.won[2], s.won[3], s.trump, s.trump_by,
                         s.leader, s.run_start);
}

/* --- the exact sampler of resample (TysyachaState._deal_hidden), draw for draw ---------- */

/* the hidden cards of a deal go to places (hands, talons, discards): need[i] cards to
 * place i, none of a suit place i showed it lacks; uniform over all such deals. Suit by
 * suit, each split of the suit's cards among the places is drawn with weight (its ways to
 * choose the cards) x (the deals of the remaining suits into the room left), the same
 * splits in the same order as the Python generator, so the draws are Python's. */

typedef unsigned __int128 u128;

#define RS_MAXP 8
#define RS_MEMO_BITS 12
#define RS_MEMO (1 << RS_MEMO_BITS)

static uint64_t BIN[25][25];

typedef struct {
    int np, nsuits;
    int counts[4];
    int takers[4][RS_MAXP], ntakers[4];
    int room[RS_MAXP];
} RS;

typedef struct {
    uint64_t key;
    uint32_t gen;
    u128 val;
} RSMemo;

static RSMemo rs_memo[RS_MEMO];
static uint32_t rs_gen = 0;

static u128 rs_ways(RS *r, int pos);

static inline uint64_t rs_key(const RS *r, int pos) {
    uint64_t k = (uint64_t)pos;
    for (int i = 0; i < r->np; i++) k |= (uint64_t)r->room[i] << (3 + 5 * i);
    return k;
}

/* the sum over the splits of counts[pos] among takers[pos][i..] (k cards left to place,
 * mult the ways to choose the cards so far) of mult x rs_ways(pos + 1) */
static u128 rs_sum(RS *r, int pos, int i, int k, u128 mult) {
    int nt = r->ntakers[pos];
    if (i == nt) return k ? 0 : mult * rs_ways(r, pos + 1);
    int t = r->takers[pos][i], spare = 0;
    for (int j = i + 1; j < nt; j++) spare += r->room[r->takers[pos][j]];
    int lo = k - spare > 0 ? k - spare : 0, hi = k < r->room[t] ? k : r->room[t];
    u128 total = 0;
    for (int take = lo; take <= hi; take++) {
        r->room[t] -= take;
        total += rs_sum(r, pos, i + 1, k - take, mult * BIN[k][take]);
        r->room[t] += take;
    }
    return total;
}

/* _ways: the deals of suits pos.. into exactly the room left (memoized for one call) */
static u128 rs_ways(RS *r, int pos) {
    if (pos == r->nsuits) {
        for (int i = 0; i < r->np; i++) if (r->room[i]) return 0;
        return 1;
    }
    uint64_t key = rs_key(r, pos);
    uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ULL) >> (64 - RS_MEMO_BITS));
    RSMemo *slot = NULL;
    for (int probe = 0; probe < 8; probe++) {
        RSMemo *e = &rs_memo[(h + probe) & (RS_MEMO - 1)];
        if (e->gen != rs_gen) { slot = e; break; }
        if (e->key == key) return e->val;
    }
    u128 v = rs_sum(r, pos, 0, r->counts[pos], 1);
    if (slot) { slot->key = key; slot->gen = rs_gen; slot->val = v; }
    return v;
}

/* the split that rs_sum's order puts `pick` in (pick < the total): take[i] per taker */
static int rs_pick(RS *r, int pos, int i, int k, u128 mult, u128 *pick, int *take_out) {
    int nt = r->ntakers[pos];
    if (i == nt) {
        if (k) return 0;
        u128 w = mult * rs_ways(r, pos + 1);
        if (*pick < w) return 1;
        *pick -= w;
        return 0;
    }
    int t = r->takers[pos][i], spare = 0;
    for (int j = i + 1; j < nt; j++) spare += r->room[r->takers[pos][j]];
    int lo = k - spare > 0 ? k - spare : 0, hi = k < r->room[t] ? k : r->room[t];
    for (int take = lo; take <= hi; take++) {
        r->room[t] -= take;
        int found = rs_pick(r, pos, i + 1, k - take, mult * BIN[k][take], pick, take_out);
        r->room[t] += take;
        if (found) { take_out[i] = take; return 1; }
    }
    return 0;
}

/* random.Random.getrandbits(k) for 1 <= k <= 64, and _randbelow(n) for 0 < n < 2**64 */
static inline uint64_t mt_bits(MT *m, int k) {
    if (k <= 32) return mt_next(m) >> (32 - k);
    uint64_t lo = mt_next(m);
    uint64_t hi = mt_next(m) >> (64 - k);
    return lo | hi << 32;
}

static inline uint64_t mt_below64(MT *m, uint64_t n) {
    int k = 64 - __builtin_clzll(n);
    uint64_t r = mt_bits(m, k);
    while (r >= n) r = mt_bits(m, k);
    return r;
}

/* _deal_hidden(hidden, need, void, rng): out[i] the cards dealt to place i. Returns 0,
 * or -1 when no deal fits (ValueError) and -2 when a count passes 2**64 (not expected
 * with a 24-card deck: the caller takes the Python way). */
static int rs_deal(uint64_t hidden, const int *need, const int *voids, int nplaces, MT *m,
                   uint64_t *out) {
    int live[RS_MAXP], nl = 0, present = 0, constrained = 0;
    for (int i = 0; i < nplaces; i++) {
        out[i] = 0;
        if (need[i]) live[nl++] = i;
    }
    for (int s = 0; s < 4; s++) if (hidden & SUITB[s]) present |= 1 << s;
    for (int j = 0; j < nl; j++) if (voids[live[j]] & present) constrained = 1;
    int cards[24], nc;
    if (!constrained) {
        nc = 0;
        for (uint64_t x = hidden; x; x &= x - 1) cards[nc++] = ctz64(x);
        mt_shuffle(m, cards, nc);
        int k = 0;
        for (int j = 0; j < nl; j++)
            for (int t = 0; t < need[live[j]]; t++) out[live[j]] |= (uint64_t)1 << cards[k++];
        return 0;
    }
    RS r;
    r.np = nl;
    r.nsuits = 0;
    int suits[4];
    for (int s = 0; s < 4; s++) {
        if (!(present >> s & 1)) continue;
        int pos = r.nsuits++;
        suits[pos] = s;
        r.counts[pos] = popc64(hidden & SUITB[s]);
        r.ntakers[pos] = 0;
        for (int j = 0; j < nl; j++)
            if (!(voids[live[j]] >> s & 1)) r.takers[pos][r.ntakers[pos]++] = j;
    }
    for (int j = 0; j < nl; j++) r.room[j] = need[live[j]];
    if (++rs_gen == 0) {  /* wrapped: clear once */
        memset(rs_memo, 0, sizeof(rs_memo));
        rs_gen = 1;
    }
    for (int pos = 0; pos < r.nsuits; pos++) {
        u128 total = rs_sum(&r, pos, 0, r.counts[pos], 1);
        if (!total) return -1;
        if (total >> 64) return -2;
        u128 pick = mt_below64(m, (uint64_t)total);
        int take[RS_MAXP];
        if (!rs_pick(&r, pos, 0, r.counts[pos], 1, &pick, take)) return -1;
        nc = 0;
        for (uint64_t x = hidden & SUITB[suits[pos]]; x; x &= x - 1) cards[nc++] = ctz64(x);
        mt_shuffle(m, cards, nc);
        int k = 0;
        for (int i = 0; i < r.ntakers[pos]; i++) {
            int j = r.takers[pos][i];
            for (int t = 0; t < take[i]; t++) out[live[j]] |= (uint64_t)1 << cards[k++];
            r.room[j] -= take[i];
        }
    }
    return 0;
}

static int read_ints(PyObject *seq, int *out, int max, int *len) {
    uint64_t tmp[RS_MAXP + 4];
    if (max > RS_MAXP + 4) max = RS_MAXP + 4;
    if (read_masks(seq, tmp, max, len) < 0) return -1;
    for (int i = 0; i < *len; i++) {
        if (tmp[i] > 64) { PyErr_SetString(PyExc_ValueError, "out of range"); return -1; }
        out[i] = (int)tmp[i];
    }
    return 0;
}

static PyObject *masks_list(const uint64_t *m, int k) {
    PyObject *l = PyList_New(k);
    if (!l) return NULL;
    for (int i = 0; i < k; i++) {
        PyObject *v = PyLong_FromUnsignedLongLong(m[i]);
        if (!v) { Py_DECREF(l); return NULL; }
        PyList_SET_ITEM(l, i, v);
    }
    return l;
}

/* tys_deal(hidden, need, void, rng) -> list[int] | None: _deal_hidden, draw for draw
 * (None when rng is not an exact random.Random or a count passes 2**64) */
static PyObject *py_deal(PyObject *self, PyObject *args) {
    unsigned long long hidden;
    PyObject *needl, *voidl, *rng;
    if (!PyArg_ParseTuple(args, "KOOO", &hidden, &needl, &voidl, &rng)) return NULL;
    int need[RS_MAXP], voids[RS_MAXP], nn, nv;
    if (read_ints(needl, need, RS_MAXP, &nn) < 0 || read_ints(voidl, voids, RS_MAXP, &nv) < 0)
        return NULL;
    int total = 0;
    for (int i = 0; i < nn; i++) total += need[i];
    uint64_t all = SUITB[0] | SUITB[1] | SUITB[2] | SUITB[3];
    if (nv < nn || (hidden & ~all) || total != popc64(hidden)) {
        PyErr_SetString(PyExc_ValueError, "need must count the hidden Тысяча cards");
        return NULL;
    }
    MT m;
    if (!kol_mt_load(rng, &m)) Py_RETURN_NONE;
    uint64_t out[RS_MAXP];
    int rc = rs_deal(hidden, need, voids, nn, &m, out);
    if (rc == -2) Py_RETURN_NONE;
    kol_mt_store(rng, &m);
    if (rc < 0) { PyErr_SetString(PyExc_ValueError, "no deal fits the voids"); return NULL; }
    return masks_list(out, nn);
}

/* tys_resample(places, hidden, void, masks, rng) -> (places, masks, perm) | None: the
 * hidden cards of the places re-dealt (_deal_hidden), each place's new cards as its old
 * ones' images in order (perm: a bytes of 64, perm[c] the card that c became), the masks
 * mapped through perm. None when rng is not an exact random.Random or a count passes
 * 2**64: the caller takes the Python way. */
static PyObject *py_resample(PyObject *self, PyObject *args) {
    PyObject *placesl, *voidl, *masksl, *rng;
    unsigned long long hidden;
    if (!PyArg_ParseTuple(args, "OKOOO", &placesl, &hidden, &voidl, &masksl, &rng)) return NULL;
    uint64_t places[RS_MAXP], masks[RS_MAXP + 4];
    int voids[RS_MAXP], need[RS_MAXP], np, nv, nm;
    if (read_masks(placesl, places, RS_MAXP, &np) < 0 ||
        read_ints(voidl, voids, RS_MAXP, &nv) < 0 ||
        read_masks(masksl, masks, RS_MAXP + 4, &nm) < 0)
        return NULL;
    uint64_t all = SUITB[0] | SUITB[1] | SUITB[2] | SUITB[3], seen = 0;
    int total = 0;
    for (int i = 0; i < np; i++) {
        if ((places[i] & ~all) || (places[i] & seen)) {
            PyErr_SetString(PyExc_ValueError, "places must hold distinct Тысяча cards");
            return NULL;
        }
        seen |= places[i];
        need[i] = popc64(places[i] & hidden);
        total += need[i];
    }
    if (nv < np || total != popc64(hidden)) {
        PyErr_SetString(PyExc_ValueError, "the hidden cards must lie in the places");
        return NULL;
    }
    MT m;
    if (!kol_mt_load(rng, &m)) Py_RETURN_NONE;
    uint64_t got[RS_MAXP];
    int rc = rs_deal(hidden, need, voids, np, &m, got);
    if (rc == -2) Py_RETURN_NONE;
    kol_mt_store(rng, &m);
    if (rc < 0) { PyErr_SetString(PyExc_ValueError, "no deal fits the voids"); return NULL; }
    unsigned char perm[64];
    for (int c = 0; c < 64; c++) perm[c] = (unsigned char)c;
    for (int i = 0; i < np; i++) {
        uint64_t a = places[i] & hidden, b = got[i];
        while (a) { perm[ctz64(a)] = (unsigned char)ctz64(b); a &= a - 1; b &= b - 1; }
        places[i] = (places[i] & ~hidden) | got[i];
    }
    for (int i = 0; i < nm; i++) {
        uint64_t out = masks[i] & ~hidden;
        for (uint64_t x = masks[i] & hidden; x; x &= x - 1) out |= (uint64_t)1 << perm[ctz64(x)];
        masks[i] = out;
    }
    PyObject *pl = masks_list(places, np), *ml = masks_list(masks, nm);
    PyObject *pb = PyBytes_FromStringAndSize((const char *)perm, 64);
    if (!pl || !ml || !pb) { Py_XDECREF(pl); Py_XDECREF(ml); Py_XDECREF(pb); return NULL; }
    PyObject *res = PyTuple_Pack(3, pl, ml, pb);
    Py_DECREF(pl); Py_DECREF(ml); Py_DECREF(pb);
    return res;
}

static PyMethodDef tys_methods[] = {
    {"tys_solve", py_solve, METH_VARARGS, "the declarer's points still to come, best play"},
    {"tys_solve_moves", py_solve_moves, METH_VARARGS, "the same after each legal move"},
    {"tys_nodes", py_nodes, METH_NOARGS, "the nodes the last tys_solve searched"},
    {"tys_play_random", py_play_random, METH_VARARGS, "random card play to the deal's end"},
    {"tys_deal", py_deal, METH_VARARGS, "resample's exact deal of the hidden cards"},
    {"tys_resample", py_resample, METH_VARARGS, "resample's re-deal of the hidden cards"},
    {NULL, NULL, 0, NULL},
};

int kol_tys_init(PyObject *module) {
    static const int ranks[6] = {9, 11, 12, 13, 10, 14};
    static const int pts[6] = {0, 2, 3, 4, 10, 11};
    memset(PTS, 0, sizeof(PTS));
    memset(STR, 0, sizeof(STR));
    ACESB = 0;
    for (int su = 0; su < 4; su++) {
        SUITB[su] = 0;
        for (int i = 0; i < 6; i++) {
            int c = su << 4 | ranks[i];
            PTS[c] = pts[i];
            STR[c] = i;
            SUITB[su] |= (uint64_t)1 << c;
        }
        KQB[su] = (uint64_t)1 << (su << 4 | 13) | (uint64_t)1 << (su << 4 | 12);
        ACESB |= (uint64_t)1 << (su << 4 | 14);
    }
    for (int k = 0; k < 25; k++) {
        BIN[k][0] = 1;
        for (int j = 1; j <= k; j++) BIN[k][j] = BIN[k - 1][j - 1] + (j < k ? BIN[k - 1][j] : 0);
    }
    for (int m = 0; m < 64; m++) {
        SUITPTS[m] = 0;
        for (int i = 0; i < 6; i++) if (m >> i & 1) SUITPTS[m] += PTS[9 + i];  /* rank 9+i */
    }
    return PyModule_AddFunctions(module, tys_methods);
}
