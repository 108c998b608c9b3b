// S-Nim (Kattis snim): a heap is a subtraction game with set S; a position
// is a sum of heaps, won iff the xor of the heaps' Grundy values is non-zero.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"
#include "snippets/subtraction.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  const int kMaxHeap = 10000;
  int k = in.next<int>();
  std::vector<int> S(static_cast<std::size_t>(k));
  for (int& s : S) s = in.next<int>();
  std::vector<int> g = subtractionGrundy(S, kMaxHeap + 1);
  int m = in.next<int>();
  std::string answer;
  for (int i = 0; i < m; i++) {
    int l = in.next<int>();
    std::vector<int> values(static_cast<std::size_t>(l));
    for (int& v : values) v = g[static_cast<std::size_t>(in.next<int>())];
    answer += nimFirstWins(values) ? 'W' : 'L';
  }
  std::printf("%s\n", answer.c_str());
}
