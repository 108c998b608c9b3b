// A Wythoff variant: two piles (x, y); take any number from one pile, or
// take k from one and l from the other with |k - l| < 2 (k, l >= 1).
#include "explore.hpp"
void moves(long long x, long long y, Moves& m) {
  for (long long k = 1; k <= x; k++) m.to(x - k, y);
  for (long long k = 1; k <= y; k++) m.to(x, y - k);
  for (long long k = 1; k <= x; k++)
    for (long long l = k - 1; l <= k + 1 && l <= y; l++)
      if (l >= 1) m.to(x - k, y - l);
}
