// Moves taken by value: the options would go into a copy.
#include "explore.hpp"
void moves(long long n, Moves m) { if (n) m.to(n - 1); }
