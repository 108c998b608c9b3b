// A game that prints while it is explored (debugging output on stdout).
#include <cstdio>
#include "explore.hpp"
void moves(long long n, Moves& m) {
  if (n == 3) std::printf("looking at 3\n");
  for (long long s = 1; s <= 2 && s <= n; s++) m.to(n - s);
}
