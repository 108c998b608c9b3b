// Take 1 or 2 stones (g = n mod 3) while n < 150; from 150 on, any number.
// A period seen below 150 must not be claimed past it.
#include "explore.hpp"
void moves(long long n, Moves& m) {
  long long most = n < 150 ? 2 : n;
  for (long long s = 1; s <= most && s <= n; s++) m.to(n - s);
}
