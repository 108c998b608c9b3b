// The subtraction set {1, 2, 3, 100}: an element larger than half the states
// listed must still be recognised (and its period proven from two windows).
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long s : {1, 2, 3, 100})
    if (s <= n) m.to(n - s);
}
