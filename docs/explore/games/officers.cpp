// Officers (octal 0.6): take one coin from a heap, leaving one or two
// non-empty heaps.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  if (n >= 2) m.to(n - 1);
  for (long long a = 1; 2 * a <= n - 1 && n - 1 - a >= 1; a++) m.split(a, n - 1 - a);
}
