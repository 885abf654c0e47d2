/* The compiled lookup behind the scalar winning-hand check (optional; solver/rulebook/mahjong/engine/scalar.py).
 *
 * No rule is stated here. The rule lives in the engine's per-suit tables (solver/rulebook/mahjong/engine/tables.py), laid
 * out by engine_batch.code_table() as one byte per part vector: the 5^9 vectors of a suit, then the 5^7 vectors of
 * the seven honours, then one spare entry; each byte is 0 (splits into sets), 1 (sets and one pair) or 2 (cannot
 * be placed). This file only turns a row of 34 counts into the four base-5 indices of its parts (rank 1, or East,
 * the most significant digit) and adds the four bytes: the row is complete exactly when the sum is at most 1.
 *
 * The table is asked for on the first call, from the callable given to set_table_source(), and kept for the life
 * of the process (its buffer holds a reference to the array).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define KINDS 34
#define RANKS 9
#define SUITS 3
#define LEVELS 5             /* a kind is held 0..4 times */
#define SUIT_STATES 1953125  /* 5^9 */
#define HONOUR_STATES 78125  /* 5^7 */
#define TABLE_SIZE (SUIT_STATES + HONOUR_STATES + 1)

static PyObject *table_source = NULL;
static Py_buffer table;
static const unsigned char *codes = NULL;

static int load_table(void) {
    if (table_source == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "no table source: call set_table_source() first");
        return -1;
    }
    PyObject *array = PyObject_CallNoArgs(table_source);
    if (array == NULL) return -1;
    int failed = PyObject_GetBuffer(array, &table, PyBUF_SIMPLE);
    Py_DECREF(array); /* the buffer keeps its own reference */
    if (failed) return -1;
    if (table.len != TABLE_SIZE) {
        PyErr_Format(PyExc_ValueError, "the code table holds %zd bytes, expected %d", table.len, TABLE_SIZE);
        PyBuffer_Release(&table);
        return -1;
    }
    codes = (const unsigned char *)table.buf;
    return 0;
}

static PyObject *set_table_source(PyObject *Py_UNUSED(module), PyObject *source) {
    if (!PyCallable_Check(source)) {
        PyErr_SetString(PyExc_TypeError, "the table source must be callable");
        return NULL;
    }
    Py_INCREF(source);
    Py_XSETREF(table_source, source);
    Py_RETURN_NONE;
}

static PyObject *is_complete(PyObject *Py_UNUSED(module), PyObject *counts) {
    if (codes == NULL && load_table() < 0) return NULL;
    PyObject *row = PySequence_Fast(counts, "expected a sequence of 34 counts");
    if (row == NULL) return NULL;
    Py_ssize_t length = PySequence_Fast_GET_SIZE(row);
    if (length != KINDS) {
        Py_DECREF(row);
        return PyErr_Format(PyExc_ValueError, "expected %d counts, got %zd", KINDS, length);
    }
    PyObject **items = PySequence_Fast_ITEMS(row);
    long keys[SUITS + 1];
    long key = 0;
    int out_of_range = 0;
    for (Py_ssize_t kind = 0; kind < KINDS; kind++) {
        PyObject *item = items[kind];
        int overflow = 0;
        long count;
        if (PyLong_Check(item)) {
            count = PyLong_AsLongAndOverflow(item, &overflow);
        } else {  /* an integer of another type (a numpy integer, say): through __index__, as operator.index */
            PyObject *integer = PyNumber_Index(item);
            if (integer == NULL) {
                PyErr_Clear();
                Py_DECREF(row);
                return PyErr_Format(PyExc_TypeError, "count %zd is %.100s, not an int", kind, Py_TYPE(item)->tp_name);
            }
            count = PyLong_AsLongAndOverflow(integer, &overflow);
            Py_DECREF(integer);
        }
        if (overflow || count < 0 || count >= LEVELS) {
            out_of_range = 1; /* never complete: no hand holds it (a count of 5 must not alias the next digit) */
            count = 0;
        }
        key = key * LEVELS + count;
        if (kind % RANKS == RANKS - 1 && kind < SUITS * RANKS) {
            keys[kind / RANKS] = key;
            key = 0;
        }
    }
    Py_DECREF(row);
    if (out_of_range) Py_RETURN_FALSE;
    keys[SUITS] = SUIT_STATES + key;
    return PyBool_FromLong(codes[keys[0]] + codes[keys[1]] + codes[keys[2]] + codes[keys[3]] <= 1);
}

static PyMethodDef methods[] = {
    {"set_table_source", set_table_source, METH_O,
     "set_table_source(source, /)\n--\n\nThe callable that returns the code table on the first check."},
    {"is_complete", is_complete, METH_O,
     "is_complete(counts, /)\n--\n\n34 int counts split into sets and at most one pair (the engine's tables)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "compiled",
    .m_doc = "The compiled lookup of the scalar winning-hand check.",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit_compiled(void) { return PyModule_Create(&module); }
