// Kayles: a row of n pins; a move knocks down one pin or two adjacent pins,
// which may split the row in two.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long take = 1; take <= 2; take++)
    for (long long left = 0; left + take <= n; left++) m.split(left, n - take - left);
}
