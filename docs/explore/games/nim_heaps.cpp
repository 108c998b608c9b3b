// Nim on any number of heaps, the state a vector (one heap per coordinate):
// take any number of stones from one heap. Try --box 6x6x6 --slice 2.
#include <vector>
#include "explore.hpp"
void moves(const std::vector<long long>& heaps, Moves& m) {
  for (std::size_t i = 0; i < heaps.size(); i++)
    for (long long k = 1; k <= heaps[i]; k++) {
      std::vector<long long> next = heaps;
      next[i] -= k;
      m.to(next);
    }
}
