#ifndef KBCOV_CZ3_SHIM_H
#define KBCOV_CZ3_SHIM_H
#include <z3.h>
#endif
