// Ruler: coins 1, 2, 3, ...; a move turns over any run of consecutive coins
// whose rightmost goes heads to tails. State n: one head at coin n (0: none).
// Turning coins k..n leaves heads at k..n-1.
#include <vector>
#include "explore.hpp"
void moves(long long n, Moves& m) {
  std::vector<long long> heads;
  for (long long k = n; k >= 1; k--) {  // turn coins k..n: heads k..n-1 stay
    m.split(heads);
    heads.push_back(k - 1);
  }
}
