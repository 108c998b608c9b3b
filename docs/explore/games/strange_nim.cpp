// Strange Nim (AtCoder ARC091 F) with K = 3: from a pile of n stones take
// 1 .. floor(n / 3) stones.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long take = 1; take <= n / 3; take++) m.to(n - take);
}
