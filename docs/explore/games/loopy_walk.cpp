// A loopy game: a token on 0..n; a move takes it 1 or 2 steps down, or, from
// a multiple of 5, one step up. The mover with no move (at 0) loses; play
// may go on for ever. Explore with --loopy.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  if (n >= 1) m.to(n - 1);
  if (n >= 2) m.to(n - 2);
  if (n % 5 == 0 && n > 0 && n + 1 < 60) m.to(n + 1);
}
