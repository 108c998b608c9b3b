// Grundy's game: split one heap into two heaps of different sizes.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long a = 1; 2 * a < n; a++) m.split(a, n - a);
}
