// A trap: the subtraction set {1, 2, 3} below 252, and from 252 on the move
// 252 as well. At --n 200 the explorer sees only {1, 2, 3}: its claims must be
// conditional on the rule staying that past the states it computed.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long s : {1, 2, 3, 252})
    if (s <= n) m.to(n - s);
}
