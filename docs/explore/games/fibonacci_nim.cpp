// Fibonacci Nim: n stones; the mover may take 1..t (t: twice the last take;
// the first move may take 1..n-1). State (n, t) with t capped at n: taking k
// leaves (n - k, min(2k, n - k)). Taking the last stone wins.
#include <algorithm>
#include "explore.hpp"
void moves(long long n, long long t, Moves& m) {
  for (long long k = 1; k <= std::min(n, t); k++) m.to(n - k, std::min(2 * k, n - k));
}
