// Mock Turtles: a row of coins 0, 1, 2, ...; a move turns over one, two or
// three coins, the rightmost from heads to tails. State n: one head, at coin
// n; turning it with coins a < b < n leaves heads at a and b (a sum).
#include "explore.hpp"
void moves(long long n, Moves& m) {
  m.sum({});                                    // turn coin n alone
  for (long long a = 0; a < n; a++) {
    m.to(a);                                    // turn a and n
    for (long long b = a + 1; b < n; b++) m.split(a, b);  // turn a, b and n
  }
}
