// Wythoff's game: two piles (x, y); take any number from one pile, or the
// same number from both.
#include "explore.hpp"
void moves(long long x, long long y, Moves& m) {
  for (long long k = 1; k <= x; k++) m.to(x - k, y);
  for (long long k = 1; k <= y; k++) m.to(x, y - k);
  for (long long k = 1; k <= x && k <= y; k++) m.to(x - k, y - k);
}
