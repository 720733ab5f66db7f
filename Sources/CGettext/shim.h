// GNU gettext's functions, which the C library itself provides on Linux.
#include <libintl.h>
#include <locale.h>
