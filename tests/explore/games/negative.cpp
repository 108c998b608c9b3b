// A bug: from 3 a move to -1.
#include "explore.hpp"
void moves(long long n, Moves& m) { m.to(n - 4); }
