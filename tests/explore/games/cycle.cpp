// Not a finite game: from 3 one may go to 4 and back.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  if (n == 3) m.to(4);
  if (n == 4) m.to(3);
  if (n > 0 && n != 3 && n != 4) m.to(n - 1);
}
