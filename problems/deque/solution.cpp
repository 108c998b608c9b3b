// deque (AtCoder EDPC L): the row left is always an interval a[l..r), and
// the mover's total minus the other's from there obeys negamax:
// d(l, r) = max(a_l - d(l+1, r), a_{r-1} - d(l, r-1)). takeEnds fills it by
// interval length in O(N^2) time and O(N) memory; X - Y = d(0, N).
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/minimax.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  std::vector<long long> a(static_cast<std::size_t>(n));
  for (auto& x : a) x = in.next<long long>();
  std::printf("%lld\n", takeEnds(a).value);
}
