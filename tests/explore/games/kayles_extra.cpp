// A trap: Kayles (knock down 1 or 2 adjacent pins of a row, which may split
// it), with one extra move from 250 pins on: leave a single row of n - 249.
// Below 250 it is Kayles; a match with Kayles past that is only partial.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long t = 1; t <= 2; t++)
    for (long long a = 0; a + t <= n; a++) m.split(a, n - t - a);
  if (n >= 250) m.to(n - 249);
}
