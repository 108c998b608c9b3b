#include "explore.hpp"
void moves(long long n, Moves& m) { m.to(n - 1) }
