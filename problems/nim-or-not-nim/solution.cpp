// Nim or not Nim? (HDU 3032): Lasker's Nim. A split turns one heap into a
// sum of two, so a heap of s is worth laskerGrundy(s): s itself, except
// that 4k+3 and 4k+4 swap values. Alice (first) wins iff the xor is
// non-zero. Values reach 2^31 for s = 2^31 - 1: long long throughout.
#include <cstdio>

#include "snippets/fast_input.hpp"
#include "snippets/lasker_nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int cases = in.next<int>();
  for (int c = 0; c < cases; c++) {
    int n = in.next<int>();
    long long x = 0;
    for (int i = 0; i < n; i++) x ^= laskerGrundy(in.next<long long>());
    std::puts(x != 0 ? "Alice" : "Bob");
  }
}
