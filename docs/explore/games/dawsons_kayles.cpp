// Dawson's Kayles: a row of n pins; a move knocks down two adjacent pins
// (the row may split in two).
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long left = 0; left + 2 <= n; left++) m.split(left, n - 2 - left);
}
