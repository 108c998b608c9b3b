// A move that adds a stone: the state leaves the box.
#include "explore.hpp"
void moves(long long n, Moves& m) { m.to(n + 1); }
