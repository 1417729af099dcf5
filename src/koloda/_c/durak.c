/* The Durak core of koloda._speedups: the base games (simple, podkidnoy, perevodnoy) with
 * the base options (2-6 players, 24/36/52 cards, throw_in, first_bout_limit,
 * draw_allowed, transfer_by_trump_show, teams, match_games) and no variant.
 *
 * Every function mirrors a method of koloda.games.durak.state.DurakState (named in its
 * comment), decision by decision: same legal lists in the same order, same fields after
 * every action. `plain` is DurakState.plain (the common game's lean path), whose draw
 * differs in one detail (the drawer of the turned card does not mark it known). */
#include "kol.h"

enum { PH_DEAL = 0, PH_LEAD = 1, PH_DEFEND = 2, PH_THROW = 3, PH_OVER = 7 };
enum { B_SIMPLE = 0, B_PODKIDNOY = 1, B_PEREVODNOY = 2 };
#define A_TAKE 0
#define A_DONE 1
#define A_ATTACK 256
#define A_TRANSFER 512
#define A_SHOW 768
#define A_BEAT 65536
#define A_DARK 131072
#define MAXG 99
#define MAXP 6
#define MAXACTS 160

typedef struct {
    /* rules */
    int n, base, plain, neighbours, first_limit, draw_allowed, show, teams, match_games;
    int draw_after; /* the draw rule: this many bouts without a discard end in a draw */
    int ndeck;
    int team[MAXP];
    int deckcards[52];
    /* match */
    int game_no, dealer, prev_winner;
    int tally[MAXP];
    double ret_sum[MAXP];
    int norders;
    signed char orders[MAXG][MAXP], orders_len[MAXG];
    signed char fools[MAXG][MAXP], fools_len[MAXG];
    long counters[4]; /* bouts takes transfers draws */
    /* game */
    uint64_t hands[MAXP], known[MAXP];
    char out[MAXP];
    signed char finish[MAXP];
    int nfinish;
    signed char stock[64];
    int nstock;
    int trump_card, trump;
    uint64_t discard, table, shown;
    uint32_t ranks;
    signed char att[16], dfn[16], owner[16];
    int natt;
    signed char laid[32];
    int nlaid;
    int unbeaten, covered, attacker, defender, to_move;
    signed char throwers[MAXP];
    int nthrowers, throw_pos;
    char taking, lead_open, first_discard;
    int stall, cap_n, discards_made;
    int beaten[MAXP];
    int fool;
    signed char fool_set[MAXP];
    int nfool_set;
    int phase;
    int tab_trump;
    uint64_t tab[64]; /* tab[t]: the cards that cover t under trump tab_trump */
} DS;

static uint64_t RANK[16];
static uint64_t SUIT[4];

static inline uint64_t ranks_cards(uint32_t ranks) {
    uint64_t m = 0;
    while (ranks) {
        int r = __builtin_ctz(ranks);
        m |= RANK[r];
        ranks &= ranks - 1;
    }
    return m;
}

/* Hooks.beat_table for the base rules */
static void set_tab(DS *s) {
    if (s->tab_trump == s->trump && s->tab_trump != -99) return;
    memset(s->tab, 0, sizeof(s->tab));
    for (int i = 0; i < s->ndeck; i++) {
        int t = s->deckcards[i];
        int ts = t >> 4 & 7, tr = t & 15;
        uint64_t m = 0;
        for (int j = 0; j < s->ndeck; j++) {
            int x = s->deckcards[j];
            int xs = x >> 4 & 7, xr = x & 15;
            int ok = xs == ts ? xr > tr : (s->trump >= 0 && xs == s->trump);
            if (ok) m |= (uint64_t)1 << x;
        }
        s->tab[t] = m;
    }
    s->tab_trump = s->trump;
}

static inline int pmod(int a, int n) { int r = a % n; return r < 0 ? r + n : r; }

static int next_active(DS *s, int seat) {
    for (int k = 1; k <= s->n; k++) {
        int x = (seat + k) % s->n;
        if (!s->out[x]) return x;
    }
    return seat;
}

static int prev_active(DS *s, int seat) {
    for (int k = 1; k < s->n; k++) {
        int x = pmod(seat - k, s->n);
        if (!s->out[x]) return x;
    }
    return seat;
}

static int next_opponent(DS *s, int seat) {
    int n = s->n;
    if (n == 2) return s->out[1 - seat] ? -1 : 1 - seat;
    int t = s->team[seat];
    for (int k = 1; k < n; k++) {
        int x = (seat + k) % n;
        if (!s->out[x] && s->team[x] != t) return x;
    }
    return -1;
}

static int team_of(DS *s, int seat) { return s->team[pmod(seat, s->n)]; }

/* DurakState._set_throwers */
static void set_throwers(DS *s) {
    int n = s->n;
    if (n == 2) {
        s->throwers[0] = (signed char)(1 - s->defender);
        s->nthrowers = 1;
        return;
    }
    int d = s->defender, dt = team_of(s, d);
    int near0 = -1, near1 = -1, filt = s->neighbours && n > 3;
    if (filt) { near0 = prev_active(s, d); near1 = next_active(s, d); }
    s->nthrowers = 0;
    for (int k = 0; k < n; k++) {
        int x = (s->attacker + k) % n;
        if (s->out[x] || s->team[x] == dt) continue;
        if (filt && x != near0 && x != near1) continue;
        s->throwers[s->nthrowers++] = (signed char)x;
    }
}

static void end_game(DS *s, const int *fools, int nf);

/* DurakState._start_bout */
static void start_bout(DS *s, int attacker) {
    if (s->draw_after > 0 && s->stall >= s->draw_after) { /* the draw rule */
        int none[1] = {0};
        end_game(s, none, 0);
        return;
    }
    if (s->out[attacker]) attacker = next_active(s, attacker);
    s->attacker = attacker;
    if (s->n == 2) {
        int d = s->out[1 - attacker] ? -1 : 1 - attacker;
        s->defender = d;
        s->throwers[0] = (signed char)(1 - d);
        s->nthrowers = 1;
    } else {
        s->defender = next_opponent(s, attacker);
        set_throwers(s);
    }
    s->natt = 0;
    s->nlaid = 0;
    s->table = 0;
    s->ranks = 0;
    s->unbeaten = 0;
    s->covered = 0;
    s->taking = 0;
    s->lead_open = 1;
    s->shown = 0;
    s->throw_pos = 0;
    s->phase = PH_LEAD;
    s->to_move = attacker;
    s->counters[0]++;
}

static inline void lay(DS *s, int seat, int card) {
    s->att[s->natt] = (signed char)card;
    s->dfn[s->natt] = -1;
    s->owner[s->natt] = (signed char)seat;
    s->natt++;
    s->laid[s->nlaid++] = (signed char)card;
    s->table |= (uint64_t)1 << card;
    s->ranks |= 1u << (card & 15);
    s->unbeaten++;
}

/* Hooks.more_of_rank */
static uint64_t more_of_rank(DS *s) {
    uint64_t more = s->hands[s->attacker] & RANK[s->att[0] & 15];
    if (!more || (s->base == B_SIMPLE && s->natt >= 2)) return 0;
    if (s->natt < s->cap_n && s->unbeaten < popc64(s->hands[s->defender])) return more;
    return 0;
}

static void end_game(DS *s, const int *fools, int nf) {
    int n = s->n;
    int srt[MAXP];
    memcpy(srt, fools, sizeof(int) * nf);
    for (int i = 1; i < nf; i++)
        for (int j = i; j > 0 && srt[j - 1] > srt[j]; j--) {
            int t = srt[j]; srt[j] = srt[j - 1]; srt[j - 1] = t;
        }
    s->nfool_set = nf;
    for (int i = 0; i < nf; i++) s->fool_set[i] = (signed char)srt[i];
    s->fool = nf ? fools[0] : -1;
    char infin[MAXP] = {0}, isfool[MAXP] = {0};
    for (int i = 0; i < s->nfinish; i++) infin[(int)s->finish[i]] = 1;
    for (int i = 0; i < nf; i++) isfool[fools[i]] = 1;
    for (int x = 0; x < n; x++)
        if (!infin[x] && !isfool[x]) { s->finish[s->nfinish++] = (signed char)x; infin[x] = 1; }
    for (int i = 0; i < nf; i++)
        if (!infin[fools[i]]) { s->finish[s->nfinish++] = (signed char)fools[i]; infin[fools[i]] = 1; }
    /* Hooks.losers: the fools' teams */
    char loser[MAXP] = {0};
    int nl = 0;
    if (nf) {
        for (int x = 0; x < n; x++) {
            for (int i = 0; i < nf; i++)
                if (s->team[x] == s->team[fools[i]]) { loser[x] = 1; break; }
            nl += loser[x];
        }
    }
    for (int x = 0; x < n; x++) if (loser[x]) s->tally[x]++;
    if (nl && nl < n) {
        double win = (double)nl / (double)(n - nl);
        for (int x = 0; x < n; x++) s->ret_sum[x] += loser[x] ? -1.0 : win;
    }
    if (!nf) s->counters[3]++;
    if (s->norders < MAXG) {
        int g = s->norders++;
        s->orders_len[g] = (signed char)s->nfinish;
        memcpy(s->orders[g], s->finish, (size_t)s->nfinish);
        s->fools_len[g] = (signed char)s->nfool_set;
        memcpy(s->fools[g], s->fool_set, (size_t)s->nfool_set);
    }
    s->prev_winner = s->nfinish ? s->finish[0] : -1;
    if (s->fool >= 0) s->dealer = s->fool;
    s->natt = 0;
    s->nlaid = 0;
    s->table = 0;
    s->ranks = 0;
    s->unbeaten = 0;
    s->covered = 0;
    s->to_move = -1;
    s->phase = s->game_no < s->match_games ? PH_DEAL : PH_OVER;
}

/* DurakState._settle */
static void settle(DS *s, int leader) {
    int n = s->n, active[MAXP], na = 0;
    for (int x = 0; x < n; x++) {
        if (s->out[x]) continue;
        if (s->hands[x]) active[na++] = x;
        else { s->out[x] = 1; s->finish[s->nfinish++] = (signed char)x; }
    }
    if (na > 1) {
        int t = s->team[active[0]], differ = !s->teams;
        for (int i = 0; i < na && !differ; i++) if (s->team[active[i]] != t) differ = 1;
        if (differ) { start_bout(s, leader); return; }
    }
    if (!na && !s->draw_allowed) { active[0] = s->defender; na = 1; }
    end_game(s, active, na);
}

/* Hooks.draw_round (and the plain path's draw) */
static void draw_round(DS *s) {
    int n = s->n, a = s->attacker, d = s->defender;
    for (int k = 0; k <= n; k++) {
        int x;
        if (k < n) { x = (a + k) % n; if (x == d) continue; }
        else x = d;
        if (s->out[x]) continue;
        uint64_t h = s->hands[x];
        int have = popc64(h);
        if (have < 6 && s->nstock) {
            while (have < 6 && s->nstock) { h |= (uint64_t)1 << s->stock[--s->nstock]; have++; }
            s->hands[x] = h;
        }
        if (!s->nstock && s->trump_card >= 0 && (h >> s->trump_card & 1))
            for (int o = 0; o < n; o++)
                if (!s->plain || o != x) s->known[o] |= (uint64_t)1 << s->trump_card;
    }
}

/* DurakState._end_bout (+ _after_table) for the base rules: the defender takes */
static void end_bout(DS *s, int took) {
    uint64_t table = s->table;
    int d = s->defender, leader;
    if (took) {
        s->counters[1]++;
        s->stall++;
        leader = next_active(s, d);
        s->hands[d] |= table;
        for (int x = 0; x < s->n; x++) if (x != d) s->known[x] |= table;
    } else {
        s->discard |= table;
        s->stall = 0;
        s->beaten[d] += s->covered;
        s->first_discard = 1;
        s->cap_n = 6;
        s->discards_made++;
        leader = d;
    }
    if (s->nstock) draw_round(s);
    if (s->nstock) start_bout(s, leader);
    else settle(s, leader);
}

/* DurakState._advance */
static void advance(DS *s) {
    if (s->unbeaten && !s->taking) {
        s->phase = PH_DEFEND;
        s->to_move = s->defender;
        return;
    }
    if (s->base != B_SIMPLE && s->natt < s->cap_n &&
        s->unbeaten < popc64(s->hands[s->defender])) {
        uint64_t fit = ranks_cards(s->ranks);
        int pos = s->throw_pos;
        while (pos < s->nthrowers) {
            int x = s->throwers[pos];
            if (s->hands[x] & fit) {
                s->throw_pos = pos;
                s->phase = PH_THROW;
                s->to_move = x;
                return;
            }
            pos++;
        }
        s->throw_pos = pos;
    }
    end_bout(s, s->taking || s->unbeaten > 0);
}

/* Hooks.transfer_target: (new defender, rank) or -1 */
static int transfer_target(DS *s, int *rank_out) {
    if (s->covered) return -1;
    int rank = -1;
    for (int i = 0; i < s->natt; i++) {
        if (s->dfn[i] < 0) {
            if (rank < 0) rank = s->att[i] & 15;
            else if ((s->att[i] & 15) != rank) return -1;
        }
    }
    if (rank < 0) return -1;
    int target = next_opponent(s, s->defender);
    if (target < 0) return -1;
    *rank_out = rank;
    return target;
}

static inline int push_cards(int *acts, int k, int base, uint64_t m) {
    while (m) {
        acts[k++] = base + ctz64(m);
        m &= m - 1;
    }
    return k;
}

/* DurakState.legal_actions (Hooks.lead/throw/defend_actions) */
static int legal(DS *s, int *acts) {
    int k = 0;
    switch (s->phase) {
    case PH_DEFEND: {
        int d = s->defender;
        uint64_t hand = s->hands[d];
        for (int i = 0; i < s->natt; i++) {
            if (s->dfn[i] >= 0) continue;
            int t = s->att[i];
            uint64_t m = hand & s->tab[t];
            while (m) {
                acts[k++] = A_BEAT + (ctz64(m) << 8) + t;
                m &= m - 1;
            }
        }
        acts[k++] = A_TAKE;
        if (s->base == B_PEREVODNOY) {
            int rank, target = transfer_target(s, &rank);
            if (target >= 0) {
                int have = popc64(s->hands[target]);
                if (s->natt + 1 <= s->cap_n && have >= s->unbeaten + 1)
                    k = push_cards(acts, k, A_TRANSFER, hand & RANK[rank]);
                if (s->show && s->trump >= 0 && have >= s->unbeaten)
                    k = push_cards(acts, k, A_SHOW,
                                   hand & RANK[rank] & SUIT[s->trump] & ~s->shown);
            }
        }
        return k;
    }
    case PH_LEAD:
        if (!s->natt) return push_cards(acts, 0, A_ATTACK, s->hands[s->to_move]);
        k = push_cards(acts, 0, A_ATTACK, more_of_rank(s));
        acts[k++] = A_DONE;
        return k;
    case PH_THROW:
        k = push_cards(acts, 0, A_ATTACK, s->hands[s->to_move] & ranks_cards(s->ranks));
        acts[k++] = A_DONE;
        return k;
    default:
        return 0;
    }
}

static void pass_defence(DS *s, int target) {
    s->defender = target;
    s->counters[2]++;
    s->covered = 0;
    set_throwers(s);
    s->throw_pos = 0;
    advance(s);
}

/* DurakState.apply; 0 ok, -1 an action these rules do not know (nothing changed) */
static int apply(DS *s, long action) {
    if (action < A_ATTACK) {
        if (action == A_TAKE) {
            if (s->base != B_SIMPLE) {
                s->taking = 1;
                s->throw_pos = 0;
                advance(s);
            } else {
                end_bout(s, 1);
            }
            return 0;
        }
        if (action == A_DONE) {
            if (s->phase == PH_LEAD) {
                s->lead_open = 0;
            } else {
                s->throw_pos++;
            }
            advance(s);
            return 0;
        }
        return -1;
    }
    if (action < A_TRANSFER) {
        int card = (int)(action & 255), x = s->to_move;
        if (card >= 64 || x < 0) return -1;
        s->hands[x] ^= (uint64_t)1 << card;
        lay(s, x, card);
        if (s->phase == PH_LEAD) {
            if (!more_of_rank(s)) {
                s->lead_open = 0;
                advance(s);
            }
        } else {
            advance(s);
        }
        return 0;
    }
    if (action >= A_BEAT && action < A_DARK) {
        int card = (int)(action >> 8 & 255), target = (int)(action & 255), i;
        if (card >= 64) return -1;
        for (i = 0; i < s->natt && s->att[i] != target; i++) {}
        if (i == s->natt) return -1;
        int d = s->defender;
        s->hands[d] ^= (uint64_t)1 << card;
        s->dfn[i] = (signed char)card;
        s->laid[s->nlaid++] = (signed char)card;
        s->table |= (uint64_t)1 << card;
        s->ranks |= 1u << (card & 15);
        s->unbeaten--;
        s->covered++;
        if (!s->unbeaten) s->throw_pos = 0;
        advance(s);
        return 0;
    }
    if (action >= A_TRANSFER && action < A_SHOW + 256 && s->base == B_PEREVODNOY) {
        int card = (int)(action & 255), rank;
        if (card >= 64) return -1;
        int target = transfer_target(s, &rank);
        if (target < 0) return -1;
        if (action < A_SHOW) {
            int d = s->defender;
            s->hands[d] ^= (uint64_t)1 << card;
            lay(s, d, card);
        } else {
            s->shown |= (uint64_t)1 << card;
            for (int x = 0; x < s->n; x++) s->known[x] |= (uint64_t)1 << card;
        }
        pass_defence(s, target);
        return 0;
    }
    return -1;
}

static void reset_game(DS *s) {
    int n = s->n;
    for (int x = 0; x < n; x++) {
        s->hands[x] = 0; s->known[x] = 0; s->out[x] = 0; s->beaten[x] = 0;
    }
    s->nfinish = 0;
    s->nstock = 0;
    s->trump_card = -1;
    s->trump = -1;
    s->discard = 0;
    s->natt = 0;
    s->nlaid = 0;
    s->table = 0;
    s->unbeaten = 0;
    s->covered = 0;
    s->attacker = 0;
    s->defender = 0;
    s->to_move = -1;
    s->nthrowers = 0;
    s->throw_pos = 0;
    s->taking = 0;
    s->lead_open = 0;
    s->stall = 0;
    s->shown = 0;
    s->first_discard = 0;
    s->cap_n = s->first_limit;
    s->ranks = 0;
    s->discards_made = 0;
    s->fool = -1;
    s->nfool_set = 0;
}

/* DurakState._deal after the deck order is chosen */
static void deal(DS *s, const int *order) {
    int n = s->n, nd = s->ndeck;
    if (s->game_no) reset_game(s);
    s->game_no++;
    int first = (s->dealer + 1) % n;
    for (int k = 0; k < 6 * n; k++) s->hands[(first + k) % n] |= (uint64_t)1 << order[k];
    int nrest = nd - 6 * n;
    s->trump_card = order[nd - 1];
    if (!nrest)
        for (int x = 0; x < n; x++) s->known[x] |= (uint64_t)1 << order[nd - 1];
    s->nstock = nrest;
    for (int i = 0; i < nrest; i++) s->stock[i] = (signed char)order[nd - 1 - i];
    s->trump = s->trump_card >> 4 & 7;
    set_tab(s);
    int leader;
    if (s->prev_winner >= 0) {  /* a later game's winner, or the rule's first leader */
        leader = s->prev_winner;
    } else {
        int best = 99;
        leader = first;
        for (int k = 0; k < n; k++) {
            int x = (first + k) % n;
            uint64_t m = s->hands[x] & SUIT[s->trump];
            if (m && (ctz64(m) & 15) < best) { best = ctz64(m) & 15; leader = x; }
        }
    }
    start_bout(s, leader);
}

/* ------------------------------------------------------------------------------------ */
/* the Python type */

/* the deal RNG of a playout: a generator, or a seed it is made from at the first deal
 * (seeding costs more than a whole playout of one game, which never deals again) */
typedef struct {
    int ready;
    uint64_t seed;
    MT mt;
} Deals;

/* own/own_on: the state's deal RNG while the core holds it (a new state's random.Random(seed)
 * before Python asks for it): seeding and shuffling in C spare a new game most of its cost,
 * and a copy deals exactly what its original would */
/* history: the state's action list, which apply_logged appends to (the state's ``apply``
 * is this method while the core holds the fields: no Python frame per move) */
typedef struct {
    PyObject_HEAD
    DS s;
    int own_on;
    Deals own;
    PyObject *history;
    /* pulled: Python holds the fields (they were read or set from Python since the last
     * sync): the state's bound hot calls, taken before that, must not run on the core's
     * stale copy; they go to ``fallback`` (the class's own methods, which sync first) */
    int pulled;
    PyObject *fallback;
} CoreObject;

static PyTypeObject CoreType;

static PyObject *core_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"players", "base", "deck", "neighbours", "first_bout_limit",
                             "draw_allowed", "show", "team", "match_games", "plain",
                             "draw_after", NULL};
    int n, base, deck, neighbours, first_limit, draw_allowed, show, match_games, plain;
    int draw_after = 0;
    PyObject *team;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iiiiiiiOii|i", kwlist, &n, &base, &deck,
                                     &neighbours, &first_limit, &draw_allowed, &show, &team,
                                     &match_games, &plain, &draw_after))
        return NULL;
    if (n < 2 || n > MAXP || base < 0 || base > 2 || match_games < 1 || match_games > MAXG) {
        PyErr_SetString(PyExc_ValueError, "rules outside the C core");
        return NULL;
    }
    int lowest = deck == 24 ? 9 : deck == 36 ? 6 : deck == 52 ? 2 : -1;
    if (lowest < 0 || 6 * n > deck) {
        PyErr_SetString(PyExc_ValueError, "deck outside the C core");
        return NULL;
    }
    CoreObject *self = (CoreObject *)type->tp_alloc(type, 0);
    if (!self) return NULL;
    DS *s = &self->s;
    memset(s, 0, sizeof(*s));
    s->n = n; s->base = base; s->neighbours = neighbours; s->first_limit = first_limit;
    s->draw_allowed = draw_allowed; s->show = show; s->match_games = match_games;
    s->plain = plain;
    s->draw_after = draw_after;
    s->ndeck = 0;
    for (int su = 0; su < 4; su++)
        for (int r = lowest; r <= 14; r++) s->deckcards[s->ndeck++] = su << 4 | r;
    int teams = 0;
    for (int x = 0; x < n; x++) {
        PyObject *v = PySequence_GetItem(team, x);
        if (!v) { Py_DECREF(self); return NULL; }
        s->team[x] = (int)PyLong_AsLong(v);
        Py_DECREF(v);
        if (s->team[x] != x) teams = 1;
    }
    s->teams = teams;
    s->tab_trump = -99;
    s->trump = -1;
    s->dealer = n - 1;
    s->prev_winner = -1;
    reset_game(s);
    s->phase = PH_DEAL;
    if (PyErr_Occurred()) { Py_DECREF(self); return NULL; }
    return (PyObject *)self;
}

static PyObject *core_copy(CoreObject *self, PyObject *unused) {
    CoreObject *o = (CoreObject *)CoreType.tp_alloc(&CoreType, 0);
    if (!o) return NULL;
    memcpy(&o->s, &self->s, sizeof(DS));
    o->own_on = self->own_on;
    if (self->own_on) {
        if (self->own.ready) memcpy(&o->own, &self->own, sizeof(Deals));
        else { o->own.ready = 0; o->own.seed = self->own.seed; }
    }
    return (PyObject *)o;
}

static PyObject *core_legal(CoreObject *self, PyObject *unused) {
    if (self->pulled) return PyObject_CallFunction(self->fallback, "s", "legal_actions");
    int acts[MAXACTS];
    int k = legal(&self->s, acts);
    PyObject *list = PyList_New(k);
    if (!list) return NULL;
    for (int i = 0; i < k; i++) {
        PyObject *v = PyLong_FromLong(acts[i]);
        if (!v) { Py_DECREF(list); return NULL; }
        PyList_SET_ITEM(list, i, v);
    }
    return list;
}

/* the action in arg applied if the core may take it here: 0, or -1 with an exception */
static int apply_checked(CoreObject *self, PyObject *arg) {
    long a = PyLong_AsLong(arg);
    if (a == -1 && PyErr_Occurred()) return -1;
    int ph = self->s.phase;
    if (ph < PH_LEAD || ph > PH_THROW || apply(&self->s, a) < 0) {
        PyErr_Format(PyExc_ValueError, "action %ld is not one the C core can apply here", a);
        return -1;
    }
    return 0;
}

static PyObject *core_apply(CoreObject *self, PyObject *arg) {
    if (apply_checked(self, arg) < 0) return NULL;
    Py_RETURN_NONE;
}

/* apply_logged(action): State.apply, the action appended to the history set by
 * set_history once the core has taken it */
static PyObject *core_apply_logged(CoreObject *self, PyObject *arg) {
    if (self->pulled) return PyObject_CallFunction(self->fallback, "sO", "apply", arg);
    if (!self->history) {
        PyErr_SetString(PyExc_ValueError, "the core has no history to log to");
        return NULL;
    }
    if (apply_checked(self, arg) < 0) return NULL;
    if (PyList_Append(self->history, arg) < 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *core_set_history(CoreObject *self, PyObject *arg) {
    if (arg != Py_None && !PyList_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "a history is a list");
        return NULL;
    }
    PyObject *old = self->history;
    self->history = arg == Py_None ? NULL : Py_NewRef(arg);
    Py_XDECREF(old);
    Py_RETURN_NONE;
}

/* hold(fallback): Python holds the fields from now on (None: the core holds them again) */
static PyObject *core_hold(CoreObject *self, PyObject *arg) {
    PyObject *old = self->fallback;
    self->fallback = arg == Py_None ? NULL : Py_NewRef(arg);
    self->pulled = arg != Py_None;
    Py_XDECREF(old);
    Py_RETURN_NONE;
}

static void core_dealloc(CoreObject *self) {
    Py_CLEAR(self->history);
    Py_CLEAR(self->fallback);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *core_current_player(CoreObject *self, PyObject *unused) {
    if (self->pulled) return PyObject_CallFunction(self->fallback, "s", "current_player");
    int ph = self->s.phase;
    if (ph > 0 && ph < 6) return PyLong_FromLong(self->s.to_move);
    return PyLong_FromLong(ph == PH_OVER ? -2 : -1);
}

/* DurakState.endgame_two_left(): read without converting the fields (the search asks it
 * at every tree node it reaches) */
static PyObject *core_endgame_two_left(CoreObject *self, PyObject *unused) {
    const DS *s = &self->s;
    if (s->nstock || s->phase < PH_LEAD || s->phase > PH_THROW || s->game_no < s->match_games)
        Py_RETURN_FALSE;
    int left = 0;
    for (int i = 0; i < s->n; i++) left += !s->out[i];
    return PyBool_FromLong(left == 2);
}

static int read_order(DS *s, PyObject *seq, int *order) {
    PyObject *fast = PySequence_Fast(seq, "a deck order must be a sequence");
    if (!fast) return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    if (len != s->ndeck) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "a deck order must hold the whole deck");
        return -1;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (c < 0 || c >= 64) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a card of the deck");
            return -1;
        }
        order[i] = (int)c;
    }
    Py_DECREF(fast);
    return 0;
}

static PyObject *core_deal(CoreObject *self, PyObject *arg) {
    int order[64];
    if (self->s.phase != PH_DEAL) {
        PyErr_SetString(PyExc_ValueError, "no deal is due");
        return NULL;
    }
    if (read_order(&self->s, arg, order) < 0) return NULL;
    deal(&self->s, order);
    Py_RETURN_NONE;
}

static PyObject *list_int(const int *v, int n);

/* own_rng(seed): the core holds the state's deal RNG, random.Random(seed) for
 * 0 <= seed < 2**64, seeded at its first draw */
static PyObject *core_own_rng(CoreObject *self, PyObject *arg) {
    unsigned long long seed = PyLong_AsUnsignedLongLong(arg);
    if (seed == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    if (!kol_mt_ok) {
        PyErr_SetString(PyExc_ValueError, "the generator's layout is not CPython's");
        return NULL;
    }
    self->own_on = 1;
    self->own.ready = 0;
    self->own.seed = (uint64_t)seed;
    Py_RETURN_NONE;
}

static void own_ready(CoreObject *self) {
    if (!self->own.ready) {
        mt_seed_u64(&self->own.mt, self->own.seed);
        self->own.ready = 1;
    }
}

/* deal_own() -> order: the next deal shuffled by the core's own RNG (as
 * State.shuffled would shuffle the deck with the state's RNG), dealt; the order is
 * returned for the record */
static PyObject *core_deal_own(CoreObject *self, PyObject *unused) {
    DS *s = &self->s;
    if (!self->own_on || s->phase != PH_DEAL) {
        PyErr_SetString(PyExc_ValueError, self->own_on ? "no deal is due"
                                                       : "the core holds no deal RNG");
        return NULL;
    }
    int order[64];
    memcpy(order, s->deckcards, sizeof(int) * s->ndeck);
    own_ready(self);
    mt_shuffle(&self->own.mt, order, s->ndeck);
    PyObject *out = list_int(order, s->ndeck);
    if (!out) return NULL;
    deal(s, order);
    return out;
}

/* give_rng(rng): the core's own RNG written into a random.Random, which owns it from
 * then on (the core holds none) */
static PyObject *core_give_rng(CoreObject *self, PyObject *rng) {
    if (!self->own_on) {
        PyErr_SetString(PyExc_ValueError, "the core holds no deal RNG");
        return NULL;
    }
    if (!kol_mt_ok || (PyObject *)Py_TYPE(rng) != kol_random_type) {
        PyErr_SetString(PyExc_TypeError, "give_rng needs an exact random.Random");
        return NULL;
    }
    own_ready(self);
    kol_mt_store(rng, &self->own.mt);
    self->own_on = 0;
    Py_RETURN_NONE;
}

/* --- fields: the DurakState attributes the core owns ----------------------------------- */

static PyObject *list_u64(const uint64_t *v, int n) {
    PyObject *l = PyList_New(n);
    if (!l) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(l, i, PyLong_FromUnsignedLongLong(v[i]));
    return l;
}

static PyObject *list_sc(const signed char *v, int n) {
    PyObject *l = PyList_New(n);
    if (!l) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(l, i, PyLong_FromLong(v[i]));
    return l;
}

static PyObject *list_int(const int *v, int n) {
    PyObject *l = PyList_New(n);
    if (!l) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(l, i, PyLong_FromLong(v[i]));
    return l;
}

static int put(PyObject *d, const char *key, PyObject *v) {
    if (!v) return -1;
    int r = PyDict_SetItemString(d, key, v);
    Py_DECREF(v);
    return r;
}

static PyObject *core_fields(CoreObject *self, PyObject *unused) {
    DS *s = &self->s;
    int n = s->n;
    PyObject *d = PyDict_New();
    if (!d) return NULL;
    PyObject *tmp;
    int ok = 1;
    ok &= put(d, "hands", list_u64(s->hands, n)) == 0;
    ok &= put(d, "known", list_u64(s->known, n)) == 0;
    tmp = PyList_New(n);
    if (tmp) for (int i = 0; i < n; i++) { PyObject *b = s->out[i] ? Py_True : Py_False; Py_INCREF(b); PyList_SET_ITEM(tmp, i, b); }
    ok &= put(d, "out", tmp) == 0;
    ok &= put(d, "finish", list_sc(s->finish, s->nfinish)) == 0;
    ok &= put(d, "stock", list_sc(s->stock, s->nstock)) == 0;
    ok &= put(d, "trump_card", PyLong_FromLong(s->trump_card)) == 0;
    ok &= put(d, "trump", PyLong_FromLong(s->trump)) == 0;
    ok &= put(d, "discard", PyLong_FromUnsignedLongLong(s->discard)) == 0;
    ok &= put(d, "att", list_sc(s->att, s->natt)) == 0;
    ok &= put(d, "dfn", list_sc(s->dfn, s->natt)) == 0;
    ok &= put(d, "owner", list_sc(s->owner, s->natt)) == 0;
    ok &= put(d, "laid", list_sc(s->laid, s->nlaid)) == 0;
    ok &= put(d, "table", PyLong_FromUnsignedLongLong(s->table)) == 0;
    ok &= put(d, "ranks", PyLong_FromUnsignedLong(s->ranks)) == 0;
    ok &= put(d, "unbeaten", PyLong_FromLong(s->unbeaten)) == 0;
    ok &= put(d, "covered", PyLong_FromLong(s->covered)) == 0;
    ok &= put(d, "attacker", PyLong_FromLong(s->attacker)) == 0;
    ok &= put(d, "defender", PyLong_FromLong(s->defender)) == 0;
    ok &= put(d, "to_move", PyLong_FromLong(s->to_move)) == 0;
    ok &= put(d, "throwers", list_sc(s->throwers, s->nthrowers)) == 0;
    ok &= put(d, "throw_pos", PyLong_FromLong(s->throw_pos)) == 0;
    ok &= put(d, "taking", PyBool_FromLong(s->taking)) == 0;
    ok &= put(d, "lead_open", PyBool_FromLong(s->lead_open)) == 0;
    ok &= put(d, "first_discard", PyBool_FromLong(s->first_discard)) == 0;
    ok &= put(d, "stall", PyLong_FromLong(s->stall)) == 0;
    ok &= put(d, "cap_n", PyLong_FromLong(s->cap_n)) == 0;
    ok &= put(d, "discards_made", PyLong_FromLong(s->discards_made)) == 0;
    ok &= put(d, "shown", PyLong_FromUnsignedLongLong(s->shown)) == 0;
    ok &= put(d, "beaten", list_int(s->beaten, n)) == 0;
    ok &= put(d, "fool", PyLong_FromLong(s->fool)) == 0;
    ok &= put(d, "fool_set", list_sc(s->fool_set, s->nfool_set)) == 0;
    ok &= put(d, "phase", PyLong_FromLong(s->phase)) == 0;
    ok &= put(d, "game_no", PyLong_FromLong(s->game_no)) == 0;
    ok &= put(d, "dealer", PyLong_FromLong(s->dealer)) == 0;
    ok &= put(d, "prev_winner", PyLong_FromLong(s->prev_winner)) == 0;
    ok &= put(d, "tally", list_int(s->tally, n)) == 0;
    tmp = PyList_New(n);
    if (tmp) for (int i = 0; i < n; i++) PyList_SET_ITEM(tmp, i, PyFloat_FromDouble(s->ret_sum[i]));
    ok &= put(d, "ret_sum", tmp) == 0;
    PyObject *orders = PyList_New(s->norders), *fools = PyList_New(s->norders);
    if (orders && fools)
        for (int g = 0; g < s->norders; g++) {
            PyList_SET_ITEM(orders, g, list_sc(s->orders[g], s->orders_len[g]));
            PyList_SET_ITEM(fools, g, list_sc(s->fools[g], s->fools_len[g]));
        }
    ok &= put(d, "orders", orders) == 0;
    ok &= put(d, "fools", fools) == 0;
    tmp = PyDict_New();
    if (tmp) {
        static const char *names[4] = {"bouts", "takes", "transfers", "draws"};
        for (int i = 0; i < 4; i++) put(tmp, names[i], PyLong_FromLong(s->counters[i]));
    }
    ok &= put(d, "counters", tmp) == 0;
    if (!ok || PyErr_Occurred()) { Py_DECREF(d); return NULL; }
    return d;
}

/* reading fields back: each helper leaves the value unchanged when the key is absent */
static int get_long(PyObject *d, const char *key, long lo, long hi, long *out) {
    PyObject *v = PyDict_GetItemString(d, key);
    if (!v) return 0;
    long x = PyLong_AsLong(v);
    if (x == -1 && PyErr_Occurred()) return -1;
    if (x < lo || x > hi) { PyErr_Format(PyExc_ValueError, "%s out of the C core's range", key); return -1; }
    *out = x;
    return 1;
}

#define GET_INT(key, field, lo, hi) do { long _v; int _r = get_long(d, key, lo, hi, &_v); \
    if (_r < 0) return -1; \
    if (_r) s->field = _v; } while (0)

static int get_mask(PyObject *v, uint64_t *out) {
    if (!PyLong_Check(v)) { PyErr_SetString(PyExc_ValueError, "not a card mask"); return -1; }
    /* a negative int raises OverflowError below */
    unsigned long long x = PyLong_AsUnsignedLongLong(v);
    if (x == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    *out = x;
    return 0;
}

#define GET_MASK(key, field) do { PyObject *_v = PyDict_GetItemString(d, key); \
    if (_v && get_mask(_v, &s->field) < 0) return -1; } while (0)

/* a list of small ints into a signed char array; returns its length or -1 */
static int get_sc_list(PyObject *d, const char *key, signed char *arr, int cap, long lo, long hi, int *len) {
    PyObject *v = PyDict_GetItemString(d, key);
    if (!v) return 0;
    PyObject *f = PySequence_Fast(v, "expected a list");
    if (!f) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(f);
    if (k > cap) { Py_DECREF(f); PyErr_Format(PyExc_ValueError, "%s too long for the C core", key); return -1; }
    for (Py_ssize_t i = 0; i < k; i++) {
        long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(f, i));
        if ((x == -1 && PyErr_Occurred()) || x < lo || x > hi) {
            Py_DECREF(f);
            if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "%s out of the C core's range", key);
            return -1;
        }
        arr[i] = (signed char)x;
    }
    Py_DECREF(f);
    *len = (int)k;
    return 1;
}

static int get_per_seat(PyObject *d, const char *key, int n, int kind, void *arr) {
    PyObject *v = PyDict_GetItemString(d, key);
    if (!v) return 0;
    PyObject *f = PySequence_Fast(v, "expected a list");
    if (!f) return -1;
    if (PySequence_Fast_GET_SIZE(f) != n) { Py_DECREF(f); PyErr_Format(PyExc_ValueError, "%s: one per seat", key); return -1; }
    for (int i = 0; i < n; i++) {
        PyObject *x = PySequence_Fast_GET_ITEM(f, i);
        if (kind == 0) { if (get_mask(x, &((uint64_t *)arr)[i]) < 0) { Py_DECREF(f); return -1; } }
        else if (kind == 1) { long y = PyLong_AsLong(x); if (y == -1 && PyErr_Occurred()) { Py_DECREF(f); return -1; } ((int *)arr)[i] = (int)y; }
        else if (kind == 2) { int t = PyObject_IsTrue(x); if (t < 0) { Py_DECREF(f); return -1; } ((char *)arr)[i] = (char)t; }
        else { double y = PyFloat_AsDouble(x); if (y == -1.0 && PyErr_Occurred()) { Py_DECREF(f); return -1; } ((double *)arr)[i] = y; }
    }
    Py_DECREF(f);
    return 1;
}

static int get_bool(PyObject *d, const char *key, char *out) {
    PyObject *v = PyDict_GetItemString(d, key);
    if (!v) return 0;
    int t = PyObject_IsTrue(v);
    if (t < 0) return -1;
    *out = (char)t;
    return 1;
}

static int set_fields(DS *s, PyObject *d) {
    int n = s->n, len;
    if (get_per_seat(d, "hands", n, 0, s->hands) < 0) return -1;
    if (get_per_seat(d, "known", n, 0, s->known) < 0) return -1;
    if (get_per_seat(d, "out", n, 2, s->out) < 0) return -1;
    if (get_per_seat(d, "beaten", n, 1, s->beaten) < 0) return -1;
    if (get_per_seat(d, "tally", n, 1, s->tally) < 0) return -1;
    if (get_per_seat(d, "ret_sum", n, 3, s->ret_sum) < 0) return -1;
    int r = get_sc_list(d, "finish", s->finish, n, 0, n - 1, &len);
    if (r < 0) return -1;
    if (r) s->nfinish = len;
    r = get_sc_list(d, "stock", s->stock, 64, 0, 63, &len);
    if (r < 0) return -1;
    if (r) s->nstock = len;
    GET_INT("trump_card", trump_card, -1, 63);
    GET_INT("trump", trump, -1, 3);
    GET_MASK("discard", discard);
    int na = -1, nd = -1, no = -1;
    r = get_sc_list(d, "att", s->att, 16, 0, 63, &na);
    if (r < 0) return -1;
    r = get_sc_list(d, "dfn", s->dfn, 16, -1, 63, &nd);
    if (r < 0) return -1;
    r = get_sc_list(d, "owner", s->owner, 16, 0, n - 1, &no);
    if (r < 0) return -1;
    if (na >= 0) s->natt = na;
    if ((nd >= 0 && nd != s->natt) || (no >= 0 && no != s->natt)) {
        PyErr_SetString(PyExc_ValueError, "att, dfn and owner differ in length");
        return -1;
    }
    r = get_sc_list(d, "laid", s->laid, 32, 0, 63, &len);
    if (r < 0) return -1;
    if (r) s->nlaid = len;
    GET_MASK("table", table);
    { long v; int rr = get_long(d, "ranks", 0, 0xFFFF, &v); if (rr < 0) return -1; if (rr) s->ranks = (uint32_t)v; }
    GET_INT("unbeaten", unbeaten, 0, 16);
    GET_INT("covered", covered, 0, 16);
    GET_INT("attacker", attacker, 0, n - 1);
    GET_INT("defender", defender, -1, n - 1);
    GET_INT("to_move", to_move, -1, n - 1);
    r = get_sc_list(d, "throwers", s->throwers, MAXP, -1, n, &len);
    if (r < 0) return -1;
    if (r) s->nthrowers = len;
    GET_INT("throw_pos", throw_pos, 0, MAXP);
    if (get_bool(d, "taking", &s->taking) < 0) return -1;
    if (get_bool(d, "lead_open", &s->lead_open) < 0) return -1;
    if (get_bool(d, "first_discard", &s->first_discard) < 0) return -1;
    GET_INT("stall", stall, 0, 1L << 30);
    GET_INT("cap_n", cap_n, 0, 1L << 30);
    GET_INT("discards_made", discards_made, 0, 1L << 30);
    GET_MASK("shown", shown);
    GET_INT("fool", fool, -1, n - 1);
    r = get_sc_list(d, "fool_set", s->fool_set, MAXP, 0, n - 1, &len);
    if (r < 0) return -1;
    if (r) s->nfool_set = len;
    GET_INT("phase", phase, 0, 7);
    if (s->phase != PH_DEAL && s->phase != PH_OVER &&
        (s->phase < PH_LEAD || s->phase > PH_THROW)) {
        PyErr_SetString(PyExc_ValueError, "a phase outside the C core");
        return -1;
    }
    GET_INT("game_no", game_no, 0, MAXG);
    GET_INT("dealer", dealer, 0, n - 1);
    GET_INT("prev_winner", prev_winner, -1, n - 1);
    PyObject *orders = PyDict_GetItemString(d, "orders"), *fools = PyDict_GetItemString(d, "fools");
    if (orders && fools) {
        Py_ssize_t g = PySequence_Length(orders);
        if (g < 0 || g > MAXG || PySequence_Length(fools) != g) {
            PyErr_SetString(PyExc_ValueError, "orders and fools");
            return -1;
        }
        s->norders = (int)g;
        for (Py_ssize_t i = 0; i < g; i++) {
            PyObject *tmp = PyDict_New();
            if (!tmp) return -1;
            PyDict_SetItemString(tmp, "o", PySequence_Fast_GET_ITEM(orders, i));
            PyDict_SetItemString(tmp, "f", PySequence_Fast_GET_ITEM(fools, i));
            int l1 = 0, l2 = 0;
            int ok = get_sc_list(tmp, "o", s->orders[i], MAXP, 0, n - 1, &l1) >= 0 &&
                     get_sc_list(tmp, "f", s->fools[i], MAXP, 0, n - 1, &l2) >= 0;
            Py_DECREF(tmp);
            if (!ok) return -1;
            s->orders_len[i] = (signed char)l1;
            s->fools_len[i] = (signed char)l2;
        }
    }
    PyObject *counters = PyDict_GetItemString(d, "counters");
    if (counters) {
        static const char *names[4] = {"bouts", "takes", "transfers", "draws"};
        for (int i = 0; i < 4; i++) {
            PyObject *v = PyMapping_GetItemString(counters, names[i]);
            if (!v) return -1;
            s->counters[i] = PyLong_AsLong(v);
            Py_DECREF(v);
            if (PyErr_Occurred()) return -1;
        }
    }
    set_tab(s);
    return 0;
}

static PyObject *core_set_fields(CoreObject *self, PyObject *d) {
    if (!PyDict_Check(d)) {
        PyErr_SetString(PyExc_TypeError, "a dict of fields");
        return NULL;
    }
    DS backup;
    memcpy(&backup, &self->s, sizeof(DS));
    if (set_fields(&self->s, d) < 0) {
        memcpy(&self->s, &backup, sizeof(DS));
        return NULL;
    }
    Py_RETURN_NONE;
}

/* --- playouts --------------------------------------------------------------------------- */

/* one uniform random playout of s to the end: decisions drawn from `pick`, deals from
 * `deals` (the state's own RNG); returns 0, or -1 past max_steps */
static int run_playout(DS *s, MT *pick, Deals *deals, long max_steps) {
    int acts[MAXACTS];
    long steps = 0;
    for (;;) {
        int ph = s->phase;
        if (ph >= PH_LEAD && ph <= PH_THROW) {
            int k = legal(s, acts);
            apply(s, acts[mt_below(pick, (uint32_t)k)]);
            if (++steps >= max_steps) return -1;
        } else if (ph == PH_DEAL) {
            int order[64];
            memcpy(order, s->deckcards, sizeof(int) * s->ndeck);
            if (!deals->ready) {
                mt_seed_u64(&deals->mt, deals->seed);
                deals->ready = 1;
            }
            mt_shuffle(&deals->mt, order, s->ndeck);
            deal(s, order);
        } else {
            return 0;
        }
    }
}

static PyObject *returns_of(DS *s, double *sum) {
    int g = s->game_no > 1 ? s->game_no : 1;
    PyObject *l = PyList_New(s->n);
    if (!l) return NULL;
    for (int i = 0; i < s->n; i++) {
        double v = s->ret_sum[i] / g;
        if (sum) sum[i] += v;
        PyList_SET_ITEM(l, i, PyFloat_FromDouble(v));
    }
    return l;
}

/* the deal RNG: a random.Random, the int seed of the random.Random(seed) it will be
 * (a resampled world makes its RNG only when used), or None for a copy of the one the core
 * holds; 1 ok, 0 not exact, -1 error */
static int load_deals(CoreObject *self, PyObject *deal_rng, Deals *out) {
    if (deal_rng == Py_None) {
        if (!self->own_on) {
            PyErr_SetString(PyExc_ValueError, "the core holds no deal RNG");
            return -1;
        }
        if (self->own.ready) memcpy(out, &self->own, sizeof(Deals));
        else { out->ready = 0; out->seed = self->own.seed; }
        return 1;
    }
    if (PyLong_Check(deal_rng)) {
        unsigned long long seed = PyLong_AsUnsignedLongLong(deal_rng);
        if (seed == (unsigned long long)-1 && PyErr_Occurred()) return -1;
        if (!kol_mt_ok) return 0;
        out->ready = 0;
        out->seed = seed;
        return 1;
    }
    out->ready = 1;
    return kol_mt_load(deal_rng, &out->mt);
}

/* playout(deal_rng, rng, max_steps) -> returns, or None when an RNG is not an exact
 * random.Random (the caller then takes the Python path). rng advances as the Python loop
 * would advance it; deal_rng does not (the state itself is left unchanged). */
static PyObject *core_playout(CoreObject *self, PyObject *args) {
    PyObject *deal_rng, *rng;
    long max_steps;
    if (!PyArg_ParseTuple(args, "OOl", &deal_rng, &rng, &max_steps)) return NULL;
    MT pick;
    Deals deals;
    if (!kol_mt_load(rng, &pick) || load_deals(self, deal_rng, &deals) <= 0) {
        if (PyErr_Occurred()) return NULL;
        Py_RETURN_NONE;
    }
    DS s;
    memcpy(&s, &self->s, sizeof(DS));
    if (run_playout(&s, &pick, &deals, max_steps) < 0) {
        PyErr_Format(PyExc_RuntimeError, "game did not end within %ld steps", max_steps);
        return NULL;
    }
    kol_mt_store(rng, &pick);
    return returns_of(&s, NULL);
}

/* trace(deal_rng, rng, max_steps) -> list: this state played to the end in place by the
 * playout loop (decisions legal[rng.randrange(len(legal))], deals from deal_rng, which
 * does not advance), one fingerprint per decision for the differential tests, taken
 * before the move: (action, legal, hands, table, discard, len(stock)). None when an RNG
 * is not an exact random.Random. */
static PyObject *core_trace(CoreObject *self, PyObject *args) {
    PyObject *deal_rng, *rng;
    long max_steps;
    if (!PyArg_ParseTuple(args, "OOl", &deal_rng, &rng, &max_steps)) return NULL;
    MT pick;
    Deals deals;
    if (!kol_mt_load(rng, &pick) || load_deals(self, deal_rng, &deals) <= 0) {
        if (PyErr_Occurred()) return NULL;
        Py_RETURN_NONE;
    }
    DS *s = &self->s;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    int acts[MAXACTS];
    long steps = 0;
    for (;;) {
        int ph = s->phase;
        if (ph >= PH_LEAD && ph <= PH_THROW) {
            int k = legal(s, acts);
            int a = acts[mt_below(&pick, (uint32_t)k)];
            PyObject *fp = PyTuple_New(6);
            if (fp) {
                PyTuple_SET_ITEM(fp, 0, PyLong_FromLong(a));
                PyTuple_SET_ITEM(fp, 1, list_int(acts, k));
                PyTuple_SET_ITEM(fp, 2, list_u64(s->hands, s->n));
                PyTuple_SET_ITEM(fp, 3, PyLong_FromUnsignedLongLong(s->table));
                PyTuple_SET_ITEM(fp, 4, PyLong_FromUnsignedLongLong(s->discard));
                PyTuple_SET_ITEM(fp, 5, PyLong_FromLong(s->nstock));
            }
            if (!fp || PyErr_Occurred() || PyList_Append(out, fp) < 0) {
                Py_XDECREF(fp);
                Py_DECREF(out);
                return NULL;
            }
            Py_DECREF(fp);
            apply(s, a);
            if (++steps >= max_steps) {
                Py_DECREF(out);
                PyErr_Format(PyExc_RuntimeError, "game did not end within %ld steps", max_steps);
                return NULL;
            }
        } else if (ph == PH_DEAL) {
            int order[64];
            memcpy(order, s->deckcards, sizeof(int) * s->ndeck);
            if (!deals.ready) {
                mt_seed_u64(&deals.mt, deals.seed);
                deals.ready = 1;
            }
            mt_shuffle(&deals.mt, order, s->ndeck);
            deal(s, order);
        } else {
            break;
        }
    }
    kol_mt_store(rng, &pick);
    return out;
}

/* playouts(deal_rng, rng, n, max_steps) -> mean returns of n playouts (each from this
 * state, each with its own copy of the state's deal RNG, as clones would have) */
static PyObject *core_playouts(CoreObject *self, PyObject *args) {
    PyObject *deal_rng, *rng;
    long count, max_steps;
    if (!PyArg_ParseTuple(args, "OOll", &deal_rng, &rng, &count, &max_steps)) return NULL;
    MT pick;
    Deals deals0, deals;
    /* rng: a random.Random (advanced in place), or the int seed of a fresh one, which
     * saves the search building a Random for every playout */
    int seeded = PyLong_Check(rng);
    if (seeded) {
        unsigned long long seed = PyLong_AsUnsignedLongLong(rng);
        if (seed == (unsigned long long)-1 && PyErr_Occurred()) {
            PyErr_Clear();
            Py_RETURN_NONE;
        }
        mt_seed_u64(&pick, (uint64_t)seed);
    }
    if ((!seeded && !kol_mt_load(rng, &pick)) || load_deals(self, deal_rng, &deals0) <= 0) {
        if (PyErr_Occurred()) return NULL;
        Py_RETURN_NONE;
    }
    double sum[MAXP] = {0};
    int n = self->s.n;
    DS s;
    for (long i = 0; i < count; i++) {
        memcpy(&s, &self->s, sizeof(DS));
        if (deals0.ready) memcpy(&deals, &deals0, sizeof(Deals));
        else { deals.ready = 0; deals.seed = deals0.seed; }
        if (run_playout(&s, &pick, &deals, max_steps) < 0) {
            PyErr_Format(PyExc_RuntimeError, "game did not end within %ld steps", max_steps);
            return NULL;
        }
        int g = s.game_no > 1 ? s.game_no : 1;
        for (int x = 0; x < n; x++) sum[x] += s.ret_sum[x] / g;
    }
    if (!seeded) kol_mt_store(rng, &pick);
    PyObject *l = PyList_New(n);
    if (!l) return NULL;
    for (int x = 0; x < n; x++) PyList_SET_ITEM(l, x, PyFloat_FromDouble(count ? sum[x] / count : 0.0));
    return l;
}

/* --- resampling (DurakState.resample for the base rules) ------------------------------- */

/* DurakState.unseen(seat) & ~known[seat] for the base rules */
static uint64_t free_cards(DS *s, int seat) {
    uint64_t u = 0;
    for (int x = 0; x < s->n; x++)
        if (x != seat) u |= s->hands[x] & ~s->known[seat];
    for (int i = 0; i < s->nstock; i++) u |= (uint64_t)1 << s->stock[i];
    if (s->trump_card >= 0) u &= ~((uint64_t)1 << s->trump_card);
    return u & ~s->known[seat];
}

static inline uint64_t remap(uint64_t m, uint64_t free, const signed char *perm) {
    uint64_t hit = m & free, out = m ^ hit;
    while (hit) {
        out |= (uint64_t)1 << perm[ctz64(hit)];
        hit &= hit - 1;
    }
    return out;
}

/* DurakState._mover_holds */
static int mover_holds(DS *s) {
    if (s->phase == PH_THROW) return (s->hands[s->to_move] & ranks_cards(s->ranks)) != 0;
    if (s->phase == PH_LEAD && s->natt) return more_of_rank(s) != 0;
    return 1;
}

/* one try of DurakState._draw_perm + _relabelled: out = self relabelled */
static void resample_once(const DS *src, DS *out, uint64_t free, MT *m) {
    int cards[64], targets[64], k = 0;
    signed char perm[64];
    uint64_t f = free;
    while (f) { cards[k++] = ctz64(f); f &= f - 1; }
    memcpy(out, src, sizeof(DS));
    if (!k) return;
    memcpy(targets, cards, sizeof(int) * k);
    mt_shuffle(m, targets, k);
    for (int i = 0; i < 64; i++) perm[i] = (signed char)i;
    for (int i = 0; i < k; i++) perm[cards[i]] = (signed char)targets[i];
    for (int x = 0; x < src->n; x++) {
        out->hands[x] = remap(src->hands[x], free, perm);
        out->known[x] = remap(src->known[x], free, perm);
    }
    for (int i = 0; i < src->nstock; i++) out->stock[i] = perm[(int)src->stock[i]];
    for (int i = 0; i < src->nlaid; i++) out->laid[i] = perm[(int)src->laid[i]];
    for (int i = 0; i < src->natt; i++) if (src->dfn[i] >= 0) out->dfn[i] = perm[(int)src->dfn[i]];
    out->discard = remap(src->discard, free, perm);
    out->table = remap(src->table, free, perm);
    if (src->trump_card >= 0) out->trump_card = perm[src->trump_card];
}

#define RESAMPLE_TRIES 10000

/* resample(seat, rng) -> (core, seed) with seed = rng.getrandbits(64) for the clone's own
 * RNG, or None when rng is not an exact random.Random */
static PyObject *core_resample(CoreObject *self, PyObject *args) {
    int seat;
    PyObject *rng;
    if (!PyArg_ParseTuple(args, "iO", &seat, &rng)) return NULL;
    MT m;
    if (!kol_mt_load(rng, &m)) Py_RETURN_NONE;
    if (seat < 0 || seat >= self->s.n) { PyErr_SetString(PyExc_ValueError, "seat"); return NULL; }
    CoreObject *o = (CoreObject *)CoreType.tp_alloc(&CoreType, 0);
    if (!o) return NULL;
    uint64_t free = free_cards(&self->s, seat);
    int tries = 0;
    for (;;) {
        resample_once(&self->s, &o->s, free, &m);
        if (mover_holds(&o->s)) break;
        if (++tries >= RESAMPLE_TRIES) {
            Py_DECREF(o);
            PyErr_SetString(PyExc_RuntimeError, "resample found no deal agreeing with the seat's view");
            return NULL;
        }
    }
    uint64_t seed = mt_bits64(&m);
    kol_mt_store(rng, &m);
    o->own_on = 1;
    o->own.ready = 0;
    o->own.seed = seed;
    return Py_BuildValue("(NK)", (PyObject *)o, (unsigned long long)seed);
}

/* rollouts(seat, rng, n, max_steps) -> mean returns of n determinized rollouts: each
 * resample(seat, rng) then playout(rng) with the resampled world's own deal RNG, exactly
 * as the Python calls `state.resample(seat, rng).playout(rng)` would do */
static PyObject *core_rollouts(CoreObject *self, PyObject *args) {
    int seat;
    PyObject *rng;
    long count, max_steps;
    if (!PyArg_ParseTuple(args, "iOll", &seat, &rng, &count, &max_steps)) return NULL;
    MT m;
    Deals deals;
    if (!kol_mt_load(rng, &m)) Py_RETURN_NONE;
    if (seat < 0 || seat >= self->s.n) { PyErr_SetString(PyExc_ValueError, "seat"); return NULL; }
    uint64_t free = free_cards(&self->s, seat);
    double sum[MAXP] = {0};
    DS w;
    for (long i = 0; i < count; i++) {
        int tries = 0;
        for (;;) {
            resample_once(&self->s, &w, free, &m);
            if (mover_holds(&w)) break;
            if (++tries >= RESAMPLE_TRIES) {
                PyErr_SetString(PyExc_RuntimeError, "resample found no deal agreeing with the seat's view");
                return NULL;
            }
        }
        deals.ready = 0;
        deals.seed = mt_bits64(&m);
        if (run_playout(&w, &m, &deals, max_steps) < 0) {
            PyErr_Format(PyExc_RuntimeError, "game did not end within %ld steps", max_steps);
            return NULL;
        }
        int g = w.game_no > 1 ? w.game_no : 1;
        for (int x = 0; x < w.n; x++) sum[x] += w.ret_sum[x] / g;
    }
    kol_mt_store(rng, &m);
    int n = self->s.n;
    PyObject *l = PyList_New(n);
    if (!l) return NULL;
    for (int x = 0; x < n; x++) PyList_SET_ITEM(l, x, PyFloat_FromDouble(count ? sum[x] / count : 0.0));
    return l;
}

/* --- the search (a part of this file: it uses the functions above) -------------------- */

#include "durak_search.c"

static PyMethodDef core_methods[] = {
    {"copy", (PyCFunction)core_copy, METH_NOARGS, "an independent copy"},
    {"legal", (PyCFunction)core_legal, METH_NOARGS, "DurakState.legal_actions()"},
    {"apply", (PyCFunction)core_apply, METH_O, "DurakState.apply(action) without history"},
    {"apply_logged", (PyCFunction)core_apply_logged, METH_O, "apply, then log to the history"},
    {"set_history", (PyCFunction)core_set_history, METH_O, "the list apply_logged logs to"},
    {"hold", (PyCFunction)core_hold, METH_O, "Python holds the fields; bound calls go back"},
    {"current_player", (PyCFunction)core_current_player, METH_NOARGS, "seat, -1 chance, -2 over"},
    {"deal", (PyCFunction)core_deal, METH_O, "deal a game from a deck order"},
    {"own_rng", (PyCFunction)core_own_rng, METH_O, "hold random.Random(seed) as the deal RNG"},
    {"deal_own", (PyCFunction)core_deal_own, METH_NOARGS, "deal from the held RNG; the order"},
    {"give_rng", (PyCFunction)core_give_rng, METH_O, "write the held RNG into a random.Random"},
    {"endgame_two_left", (PyCFunction)core_endgame_two_left, METH_NOARGS,
     "DurakState.endgame_two_left()"},
    {"fields", (PyCFunction)core_fields, METH_NOARGS, "the DurakState fields, as Python objects"},
    {"set_fields", (PyCFunction)core_set_fields, METH_O, "set the fields present in a dict"},
    {"playout", (PyCFunction)core_playout, METH_VARARGS, "one random playout"},
    {"playouts", (PyCFunction)core_playouts, METH_VARARGS, "mean returns of n playouts"},
    {"resample", (PyCFunction)core_resample, METH_VARARGS, "a resampled copy and its RNG seed"},
    {"rollouts", (PyCFunction)core_rollouts, METH_VARARGS, "mean returns of n resample+playout"},
    {"trace", (PyCFunction)core_trace, METH_VARARGS, "play to the end, a fingerprint a decision"},
    {"search", (PyCFunction)core_search, METH_VARARGS, "IS-MCTS from this state (koloda.ai.ismcts)"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "koloda._speedups.DurakCore",
    .tp_basicsize = sizeof(CoreObject),
    .tp_dealloc = (destructor)core_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The Durak state of the base rules, in C (see koloda.games.durak.fast).",
    .tp_methods = core_methods,
    .tp_new = core_new,
};

int kol_durak_init(PyObject *module) {
    for (int r = 0; r < 16; r++) {
        RANK[r] = 0;
        for (int su = 0; su < 4; su++) RANK[r] |= (uint64_t)1 << (su << 4 | r);
    }
    for (int su = 0; su < 4; su++) {
        SUIT[su] = 0;
        for (int r = 0; r < 16; r++) SUIT[su] |= (uint64_t)1 << (su << 4 | r);
    }
    if (PyType_Ready(&CoreType) < 0) return -1;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(module, "DurakCore", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        return -1;
    }
    return 0;
}
