// Nim with three heaps (a, b, c): take any number from one heap.
#include "explore.hpp"
void moves(long long a, long long b, long long c, Moves& m) {
  for (long long k = 1; k <= a; k++) m.to(a - k, b, c);
  for (long long k = 1; k <= b; k++) m.to(a, b - k, c);
  for (long long k = 1; k <= c; k++) m.to(a, b, c - k);
}
