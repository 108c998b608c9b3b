// Strange Nim (AtCoder ARC091 F): pile i is the game "take 1..floor(x/K_i)"
// with value strangeNimGrundy(A_i, K_i); the row is their sum, so the
// first player wins iff the xor of the values is non-zero.
#include <cstdio>

#include "snippets/fast_input.hpp"
#include "snippets/strange_nim.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  long long x = 0;
  for (int i = 0; i < n; i++) {
    long long a = in.next<long long>(), k = in.next<long long>();
    x ^= strangeNimGrundy(a, k);
  }
  std::puts(x != 0 ? "Takahashi" : "Aoki");
}
