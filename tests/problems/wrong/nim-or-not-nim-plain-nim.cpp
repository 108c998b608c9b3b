// Wrong on purpose: treats Lasker's Nim as plain Nim (xor of the heap sizes),
// ignoring that a split makes a heap of 3 worth 4 and a heap of 4 worth 3.
// Both samples accept it; edge-nim-differs (3 4 7 and 1 2 4) rejects it.
#include <cstdio>

#include "snippets/fast_input.hpp"

int main() {
  FastInput in;
  int cases = in.next<int>();
  for (int c = 0; c < cases; c++) {
    int n = in.next<int>();
    long long x = 0;
    for (int i = 0; i < n; i++) x ^= in.next<long long>();
    std::puts(x != 0 ? "Alice" : "Bob");
  }
}
