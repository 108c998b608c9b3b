// Lasker's Nim: take any number of stones from the pile, or split the pile
// into two non-empty piles.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long take = 1; take <= n; take++) m.to(n - take);
  for (long long a = 1; 2 * a <= n; a++) m.split(a, n - a);
}
