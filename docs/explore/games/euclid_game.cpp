// Euclid's game: two numbers (a, b); subtract a positive multiple of the
// smaller from the larger, keeping it >= 0. Whoever makes a 0 wins, so a
// position with a 0 has no moves.
#include "explore.hpp"
void moves(long long a, long long b, Moves& m) {
  if (a == 0 || b == 0) return;
  if (a >= b)
    for (long long k = 1; k * b <= a; k++) m.to(a - k * b, b);
  else
    for (long long k = 1; k * a <= b; k++) m.to(a, b - k * a);
}
