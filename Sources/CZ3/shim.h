#ifndef KBCOV_CZ3_SHIM_H
#define KBCOV_CZ3_SHIM_H
#include <z3.h>
#if defined(__linux__)
/* mallopt: how soon the heap returns the large blocks Z3 contexts free (see FreedMemory.swift). */
#include <malloc.h>
#endif
#endif
