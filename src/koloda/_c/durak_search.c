/* The IS-MCTS search of koloda.ai.ismcts.search with the Durak adapter
 * (koloda.ai.adapters.DurakAdapter: random playouts, the endgame solved at the leaves), in
 * C. A part of durak.c (included there: it uses the core's static functions).
 *
 * The Python search stays the reference. This one makes the same moves in the same order
 * and draws the same numbers from the same random.Random: the worlds (DurakState.resample),
 * the choice among untried moves (rng.randrange), the playouts' seeds
 * (rng.getrandbits(32)) or the playouts themselves. The statistics it returns are equal to
 * the Python ones to the last bit (tests/fast/test_search_diff.py). */

#include <math.h>
#include <time.h>

typedef struct {
    int action;
    int first, last, next;   /* children in the order they were made; -1: none */
    int visits, avail;
    double total;
    int flag;                /* endgame tries left: -1 not asked yet, 0 none, 1-3 */
} SNode;

typedef struct {
    SNode *node;
    int count, cap;
    int *path, *who;         /* this iteration's nodes below the root, and their movers */
    int depth, path_cap;
} Tree;

static int tree_add(Tree *t, int parent, int action) {
    if (t->count == t->cap) {
        int cap = t->cap ? 2 * t->cap : 1024;
        SNode *grown = PyMem_Realloc(t->node, (size_t)cap * sizeof(SNode));
        if (!grown) return -1;
        t->node = grown;
        t->cap = cap;
    }
    int i = t->count++;
    SNode *x = &t->node[i];
    x->action = action;
    x->first = x->last = x->next = -1;
    x->visits = x->avail = 0;
    x->total = 0.0;
    x->flag = -1;
    if (parent >= 0) {
        SNode *p = &t->node[parent];
        if (p->last >= 0) t->node[p->last].next = i;
        else p->first = i;
        p->last = i;
    }
    return i;
}

static inline int tree_child(const Tree *t, int parent, int action) {
    for (int c = t->node[parent].first; c >= 0; c = t->node[c].next)
        if (t->node[c].action == action) return c;
    return -1;
}

static int tree_push(Tree *t, int node, int who) {
    if (t->depth == t->path_cap) {
        int cap = t->path_cap ? 2 * t->path_cap : 256;
        int *p = PyMem_Realloc(t->path, (size_t)cap * sizeof(int));
        if (!p) return -1;
        t->path = p;
        int *w = PyMem_Realloc(t->who, (size_t)cap * sizeof(int));
        if (!w) return -1;
        t->who = w;
        t->path_cap = cap;
    }
    t->path[t->depth] = node;
    t->who[t->depth] = who;
    t->depth++;
    return 0;
}

/* what the search knows besides the state: DurakAdapter's settings */
typedef struct {
    int n;
    double top;              /* 1 + the most a seat wins in one game: from_returns */
    int playouts;
    PyObject *solver;        /* a DurakEndgame, or NULL: no exact values */
    PyObject *py_solver;     /* the EndgameSolver, for positions the C solver leaves */
    long leaf_nodes, max_table;
} SearchSpec;

static inline double clamp01(double x) { return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x; }

/* DurakAdapter.from_returns over the game's returns (DurakState.returns) */
static void values_of_returns(const SearchSpec *sp, const double *ret, double *out) {
    for (int x = 0; x < sp->n; x++) out[x] = clamp01((ret[x] + 1.0) / sp->top);
}

static void state_values(const SearchSpec *sp, const DS *s, double *out) {
    int g = s->game_no > 1 ? s->game_no : 1;
    double ret[MAXP];
    for (int x = 0; x < s->n; x++) ret[x] = s->ret_sum[x] / g;
    values_of_returns(sp, ret, out);
}

/* DurakAdapter.outcome_values */
static void outcome_values(const SearchSpec *sp, const DS *s, int outcome, int seat0,
                           int seat1, double *out) {
    int n = s->n;
    double ret[MAXP];
    int losers = 0;
    char lost[MAXP] = {0};
    if (outcome != 0) {
        int fool = outcome > 0 ? seat1 : seat0;
        for (int x = 0; x < n; x++)
            if (s->team[x] == s->team[fool]) { lost[x] = 1; losers++; }
    }
    if (!losers || losers >= n) {
        for (int x = 0; x < n; x++) ret[x] = 0.0;
    } else {
        double win = (double)losers / (double)(n - losers);
        for (int x = 0; x < n; x++) ret[x] = lost[x] ? -1.0 : win;
    }
    values_of_returns(sp, ret, out);
}

/* DurakState.endgame_two_left */
static int two_left(const DS *s) {
    if (s->nstock || s->phase < PH_LEAD || s->phase > PH_THROW || s->game_no < s->match_games)
        return 0;
    int left = 0;
    for (int i = 0; i < s->n; i++) left += !s->out[i];
    return left == 2;
}

/* EndgameSolver.outcome: 1 with the values in out, 0 none (not solved), -1 error */
static int solve_leaf(const SearchSpec *sp, const DS *s, double *out) {
    if (!two_left(s)) return 0;  /* position(): applies() once more */
    int seats[2], k = 0;
    for (int x = 0; x < s->n && k < 2; x++)
        if (!s->out[x]) seats[k++] = x;
    int a = s->attacker == seats[0] ? 0 : s->attacker == seats[1] ? 1 : -1;
    int d = s->defender == seats[0] ? 0 : s->defender == seats[1] ? 1 : -1;
    if (k != 2 || a < 0 || d < 0) return 0;
    KolEgQuery q;
    q.h0 = s->hands[seats[0]];
    q.h1 = s->hands[seats[1]];
    q.a = a; q.d = d; q.ph = s->phase; q.n = s->natt;
    q.att = s->att; q.dfn = s->dfn;
    q.taking = s->taking != 0;
    q.tpos = s->throw_pos < 1 ? s->throw_pos : 1;
    q.covered = s->covered; q.cap = s->cap_n; q.stall = s->stall;
    q.shown = s->shown;
    int v = kol_eg_outcome(sp->solver, &q, sp->leaf_nodes, sp->max_table);
    if (v == KOL_EG_ERROR) return -1;
    if (v == KOL_EG_WIDE) {  /* the Python solver searches it, as EndgameSolver._search */
        PyObject *att = PyTuple_New(q.n), *dfn = PyTuple_New(q.n);
        if (!att || !dfn) { Py_XDECREF(att); Py_XDECREF(dfn); return -1; }
        for (int i = 0; i < q.n; i++) {
            PyTuple_SET_ITEM(att, i, PyLong_FromLong(q.att[i]));
            PyTuple_SET_ITEM(dfn, i, PyLong_FromLong(q.dfn[i]));
        }
        PyObject *got = PyObject_CallMethod(
            sp->py_solver, "outcome_wide", "((KKiiiNNOiiiiK))", (unsigned long long)q.h0,
            (unsigned long long)q.h1, q.a, q.d, q.ph, att, dfn, q.taking ? Py_True : Py_False,
            q.tpos, q.covered, q.cap, q.stall, (unsigned long long)q.shown);
        if (!got) return -1;
        if (got == Py_None) { Py_DECREF(got); return 0; }
        v = (int)PyLong_AsLong(got);
        Py_DECREF(got);
        if (v == -1 && PyErr_Occurred()) return -1;
    } else if (v == KOL_EG_GAVE_UP) {
        return 0;
    }
    outcome_values(sp, s, v, seats[0], seats[1], out);
    return 1;
}

/* DurakAdapter.exact: the node's memo says whether this is an endgame and how many more
 * tries a too-big one gets */
static int exact_value(const SearchSpec *sp, Tree *t, int node, const DS *s, double *out) {
    if (!sp->solver) return 0;
    SNode *x = &t->node[node];
    if (x->flag < 0) x->flag = two_left(s) ? 3 : 0;
    if (!x->flag) return 0;
    int got = solve_leaf(sp, s, out);
    if (got == 0) t->node[node].flag--;
    return got;
}

/* DurakAdapter.rollout: the mean of `playouts` random playouts seeded by
 * rng.getrandbits(32), or one playout drawing from rng itself */
static int rollout_values(const SearchSpec *sp, const DS *w, uint64_t deal_seed, MT *rng,
                          double *out) {
    int n = w->n;
    double ret[MAXP];
    DS s;
    Deals deals;
    if (sp->playouts > 1) {
        MT pick;
        mt_seed_u64(&pick, (uint64_t)mt_next(rng));
        double sum[MAXP] = {0};
        for (int i = 0; i < sp->playouts; i++) {
            memcpy(&s, w, sizeof(DS));
            deals.ready = 0;
            deals.seed = deal_seed;
            if (run_playout(&s, &pick, &deals, 1000000) < 0) goto too_long;
            int g = s.game_no > 1 ? s.game_no : 1;
            for (int x = 0; x < n; x++) sum[x] += s.ret_sum[x] / g;
        }
        for (int x = 0; x < n; x++) ret[x] = sum[x] / sp->playouts;
    } else {
        memcpy(&s, w, sizeof(DS));
        deals.ready = 0;
        deals.seed = deal_seed;
        if (run_playout(&s, rng, &deals, 1000000) < 0) goto too_long;
        int g = s.game_no > 1 ? s.game_no : 1;
        for (int x = 0; x < n; x++) ret[x] = s.ret_sum[x] / g;
    }
    values_of_returns(sp, ret, out);
    return 0;
too_long:
    PyErr_SetString(PyExc_RuntimeError, "game did not end within 1000000 steps");
    return -1;
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* one search; 0 ok, -1 error (set) */
static int run_search(const DS *base, int seat, MT *rng, long iters, double ms, double c,
                      const int *allowed, int nallowed, const SearchSpec *sp, Tree *t,
                      long *done_out) {
    uint64_t free = free_cards((DS *)base, seat);
    double deadline = ms >= 0.0 ? now_seconds() + ms / 1000.0 : 0.0;
    double next_yield = now_seconds() + 0.010;
    int acts[MAXACTS], untried[MAXACTS];
    double value[MAXP];
    DS w;
    long done = 0;
    if (tree_add(t, -1, -1) < 0) goto nomem;
    for (;;) {
        if (iters >= 0 && done >= iters) break;
        if (ms >= 0.0 && now_seconds() >= deadline) break;
        if (!(done & 7) && now_seconds() >= next_yield) {
            /* let other threads run, as the Python loop does: a web server's event loop
             * must not wait out a whole search; and heed Ctrl-C. Not more often than
             * every 10 ms, longer than the switch interval: a waiting thread asks for the
             * GIL only after its wait times out, which a release at every few iterations
             * would keep interrupting (it would never get the GIL) */
            Py_BEGIN_ALLOW_THREADS
            Py_END_ALLOW_THREADS
            if (PyErr_CheckSignals() < 0) return -1;
            next_yield = now_seconds() + 0.010;
        }
        done++;
        /* DurakState.resample: a world, then the seed of its own RNG */
        int tries = 0;
        for (;;) {
            resample_once(base, &w, free, rng);
            if (mover_holds(&w)) break;
            if (++tries >= RESAMPLE_TRIES) {
                PyErr_SetString(PyExc_RuntimeError,
                                "resample found no deal agreeing with the seat's view");
                return -1;
            }
        }
        uint64_t deal_seed = mt_bits64(rng);
        int node = 0, have = 0;
        t->depth = 0;
        for (;;) {
            int ph = w.phase;
            if (!(ph > 0 && ph < 6)) {  /* the end, or a deal: the game's returns */
                state_values(sp, &w, value);
                have = 1;
                break;
            }
            int player = w.to_move;
            if (node != 0) {
                int got = exact_value(sp, t, node, &w, value);
                if (got < 0) return -1;
                if (got) { have = 1; break; }
            }
            int k = legal(&w, acts);
            if (node == 0 && allowed) {
                int m = 0;
                for (int i = 0; i < k; i++)
                    for (int j = 0; j < nallowed; j++)
                        if (acts[i] == allowed[j]) { acts[m++] = acts[i]; break; }
                k = m;
            }
            if (!k) {
                PyErr_SetString(PyExc_RuntimeError, "no legal move among those searched");
                return -1;
            }
            int u = 0;
            for (int i = 0; i < k; i++)
                if (tree_child(t, node, acts[i]) < 0) untried[u++] = acts[i];
            if (u) {
                int a = u > 1 ? untried[mt_below(rng, (uint32_t)u)] : untried[0];
                int child = tree_add(t, node, a);
                if (child < 0) goto nomem;
                for (int i = 0; i < k; i++) {
                    int got = tree_child(t, node, acts[i]);
                    if (got >= 0) t->node[got].avail++;
                }
                if (tree_push(t, child, player) < 0) goto nomem;
                apply(&w, a);
                node = child;
                break;
            }
            int best = -1, best_a = acts[0];
            double best_u = -1.0;
            for (int i = 0; i < k; i++) {
                int ch = tree_child(t, node, acts[i]);
                SNode *x = &t->node[ch];
                x->avail++;
                double v = x->total / x->visits + c * sqrt(log((double)x->avail) / x->visits);
                if (v > best_u) { best_u = v; best_a = acts[i]; best = ch; }
            }
            if (tree_push(t, best, player) < 0) goto nomem;
            apply(&w, best_a);
            node = best;
        }
        if (!have) {  /* DurakAdapter.evaluate: exact if known, else a rollout */
            int got = exact_value(sp, t, node, &w, value);
            if (got < 0) return -1;
            if (!got && rollout_values(sp, &w, deal_seed, rng, value) < 0) return -1;
        }
        for (int i = 0; i < t->depth; i++) {
            SNode *x = &t->node[t->path[i]];
            x->visits++;
            x->total += value[t->who[i]];
        }
    }
    *done_out = done;
    return 0;
nomem:
    PyErr_NoMemory();
    return -1;
}

/* search(seat, rng, iters, ms, c, allowed, solver, py_solver, leaf_nodes, max_table,
 *        playouts) -> ([(action, visits, total) for the root's children], iterations),
 * or None when rng is not an exact random.Random. iters, ms: None for no limit;
 * allowed: the root moves to search, or None for all; solver: a DurakEndgame whose beat
 * table is set for this trump, or None. rng advances as the Python search advances it. */
static PyObject *core_search(CoreObject *self, PyObject *args) {
    int seat, playouts;
    PyObject *rng, *iters_o, *ms_o, *allowed_o, *solver, *py_solver;
    double c;
    long leaf_nodes, max_table;
    if (!PyArg_ParseTuple(args, "iOOOdOOOlli", &seat, &rng, &iters_o, &ms_o, &c, &allowed_o,
                          &solver, &py_solver, &leaf_nodes, &max_table, &playouts))
        return NULL;
    if (seat < 0 || seat >= self->s.n) { PyErr_SetString(PyExc_ValueError, "seat"); return NULL; }
    long iters = -1;
    double ms = -1.0;
    if (iters_o != Py_None && (iters = PyLong_AsLong(iters_o)) < 0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "iters");
        return NULL;
    }
    if (ms_o != Py_None && (ms = PyFloat_AsDouble(ms_o)) < 0.0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "ms");
        return NULL;
    }
    if (iters < 0 && ms < 0.0) {
        PyErr_SetString(PyExc_ValueError, "a budget: iters or ms");
        return NULL;
    }
    if (solver != Py_None && !kol_eg_is(solver)) {
        PyErr_SetString(PyExc_TypeError, "solver: a DurakEndgame or None");
        return NULL;
    }
    int allowed[MAXACTS], nallowed = 0;
    if (allowed_o != Py_None) {
        PyObject *fast = PySequence_Fast(allowed_o, "allowed: a sequence of actions");
        if (!fast) return NULL;
        Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
        for (Py_ssize_t i = 0; i < len && nallowed < MAXACTS; i++) {
            long a = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
            if (a == -1 && PyErr_Occurred()) { Py_DECREF(fast); return NULL; }
            allowed[nallowed++] = (int)a;
        }
        Py_DECREF(fast);
    }
    MT m;
    if (!kol_mt_load(rng, &m)) Py_RETURN_NONE;
    int ph = self->s.phase;
    if (!(ph >= PH_LEAD && ph <= PH_THROW)) {
        PyErr_SetString(PyExc_ValueError, "no decision to search");
        return NULL;
    }
    SearchSpec sp;
    sp.n = self->s.n;
    sp.top = 1.0 + 1.0 / (sp.n - 1);
    sp.playouts = playouts;
    sp.solver = solver == Py_None ? NULL : solver;
    sp.py_solver = py_solver;
    sp.leaf_nodes = leaf_nodes;
    sp.max_table = max_table;
    Tree t;
    memset(&t, 0, sizeof(t));
    long done = 0;
    int rc = run_search(&self->s, seat, &m, iters, ms, c, allowed_o == Py_None ? NULL : allowed,
                        nallowed, &sp, &t, &done);
    PyObject *out = NULL;
    if (rc == 0) {
        kol_mt_store(rng, &m);
        PyObject *kids = PyList_New(0);
        for (int ch = t.count ? t.node[0].first : -1; kids && ch >= 0; ch = t.node[ch].next) {
            PyObject *item = Py_BuildValue("(iid)", t.node[ch].action, t.node[ch].visits,
                                           t.node[ch].total);
            if (!item || PyList_Append(kids, item) < 0) {
                Py_XDECREF(item);
                Py_CLEAR(kids);
                break;
            }
            Py_DECREF(item);
        }
        if (kids) out = Py_BuildValue("(Nl)", kids, done);
    }
    PyMem_Free(t.node);
    PyMem_Free(t.path);
    PyMem_Free(t.who);
    return out;
}
