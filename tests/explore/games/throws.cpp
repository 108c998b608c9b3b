// moves() reads past the end of a vector at n = 7.
#include <vector>
#include "explore.hpp"
void moves(long long n, Moves& m) {
  std::vector<long long> takes = {1, 1, 1, 1, 1, 1, 1};
  if (n > 0) m.to(n - takes.at(std::size_t(n)));
}
