// A deliberately wrong Stone Division solution: it scores a split into s
// piles of x / s as g(x / s) whatever s is, forgetting that the s equal
// piles are a sum whose values cancel in pairs (worth 0 when s is even).
// It fails edge-even-split: n = 4, S = {2}. This code sees the chain
// 4 -> 2 -> 1, two moves, so Second moves last. In the game the first split
// leaves two piles of 2, each split once more: three moves, First wins.
#include <cstdio>
#include <unordered_map>
#include <vector>

using Size = unsigned long long;

std::vector<Size> splits;
std::unordered_map<Size, int> memo;

int grundy(Size x) {
  auto found = memo.find(x);
  if (found != memo.end()) return found->second;
  std::vector<bool> seen(splits.size() + 1, false);
  for (Size s : splits)
    if (x % s == 0) {
      int v = grundy(x / s);
      if (v < static_cast<int>(seen.size())) seen[std::size_t(v)] = true;
    }
  int mex = 0;
  while (seen[std::size_t(mex)]) mex++;
  return memo[x] = mex;
}

int main() {
  Size n = 0;
  int m = 0;
  if (std::scanf("%llu %d", &n, &m) != 2) return 1;
  splits.resize(std::size_t(m));
  for (Size& s : splits)
    if (std::scanf("%llu", &s) != 1) return 1;
  std::puts(grundy(n) != 0 ? "First" : "Second");
}
