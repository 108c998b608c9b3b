// S-Nim with S = {1, 3, 4}: take 1, 3 or 4 stones from the pile.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  for (long long s : {1, 3, 4})
    if (s <= n) m.to(n - s);
}
