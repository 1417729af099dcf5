/* koloda._speedups: the optional compiled fast path (Durak core and endgame solver,
 * Тысяча card play and open-hand solver). The pure-Python engine is the reference for
 * every rule; this module only ever mirrors it. */
#include "kol.h"

int kol_mt_ok = 0;
PyObject *kol_random_type = NULL;

int kol_mt_load(PyObject *rng, MT *out) {
    if (!kol_mt_ok || (PyObject *)Py_TYPE(rng) != kol_random_type) return 0;
    PyRandomLayout *r = (PyRandomLayout *)rng;
    out->index = r->index;
    memcpy(out->state, r->state, sizeof(out->state));
    return 1;
}

void kol_mt_store(PyObject *rng, const MT *in) {
    PyRandomLayout *r = (PyRandomLayout *)rng;
    r->index = in->index;
    memcpy(r->state, in->state, sizeof(in->state));
}

/* compare the struct with getstate() and a few draws with getrandbits(): only then are
 * the C loops allowed to draw from a random.Random */
static int check_layout(void) {
    PyObject *mod = PyImport_ImportModule("random");
    if (!mod) return -1;
    PyObject *cls = PyObject_GetAttrString(mod, "Random");
    Py_DECREF(mod);
    if (!cls) return -1;
    kol_random_type = cls;  /* keep the reference */
    PyObject *rng = PyObject_CallFunction(cls, "i", 20261130);
    if (!rng) return -1;
    int ok = 0;
    PyObject *st = PyObject_CallMethod(rng, "getstate", NULL);
    if (st && PyTuple_Check(st) && PyTuple_GET_SIZE(st) == 3) {
        PyObject *inner = PyTuple_GET_ITEM(st, 1);
        if (PyTuple_Check(inner) && PyTuple_GET_SIZE(inner) == MT_N + 1 &&
            PyType_IsSubtype(Py_TYPE(rng), Py_TYPE(rng)) &&
            Py_TYPE(rng)->tp_basicsize >= (Py_ssize_t)sizeof(PyRandomLayout)) {
            PyRandomLayout *r = (PyRandomLayout *)rng;
            ok = 1;
            for (int i = 0; i < MT_N && ok; i++) {
                unsigned long v = PyLong_AsUnsignedLong(PyTuple_GET_ITEM(inner, i));
                if (v != r->state[i]) ok = 0;
            }
            long idx = PyLong_AsLong(PyTuple_GET_ITEM(inner, MT_N));
            if (idx != r->index) ok = 0;
            if (ok) {  /* draws: ours from a copy, then Python's */
                MT m;
                m.index = r->index;
                memcpy(m.state, r->state, sizeof(m.state));
                uint32_t mine[700];
                for (int i = 0; i < 700; i++) mine[i] = mt_next(&m);
                for (int i = 0; i < 700 && ok; i++) {
                    PyObject *v = PyObject_CallMethod(rng, "getrandbits", "i", 32);
                    if (!v) { ok = 0; break; }
                    if (PyLong_AsUnsignedLong(v) != mine[i]) ok = 0;
                    Py_DECREF(v);
                }
            }
        }
    }
    Py_XDECREF(st);
    Py_DECREF(rng);
    PyErr_Clear();
    kol_mt_ok = ok;
    return 0;
}

static struct PyModuleDef moddef = {
    PyModuleDef_HEAD_INIT, "koloda._speedups",
    "Koloda's optional compiled fast path (see koloda.fast).", -1, NULL,
};

PyMODINIT_FUNC PyInit__speedups(void) {
    PyObject *m = PyModule_Create(&moddef);
    if (!m) return NULL;
    if (check_layout() < 0) { Py_DECREF(m); return NULL; }
    if (PyModule_AddIntConstant(m, "MT_EXACT", kol_mt_ok) < 0) { Py_DECREF(m); return NULL; }
    /* koloda.fast.API: raised whenever the C side's interface changes, so that a build
     * older than the Python code is left unused instead of failing mid-game */
    if (PyModule_AddIntConstant(m, "API", 8) < 0) { Py_DECREF(m); return NULL; }
    if (kol_durak_init(m) < 0) { Py_DECREF(m); return NULL; }
    if (kol_tys_init(m) < 0) { Py_DECREF(m); return NULL; }
    if (kol_endgame_init(m) < 0) { Py_DECREF(m); return NULL; }
    if (kol_freecell_init(m) < 0) { Py_DECREF(m); return NULL; }
    if (kol_klondike_init(m) < 0) { Py_DECREF(m); return NULL; }
    return m;
}
