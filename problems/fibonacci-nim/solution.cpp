// Fibonacci Nim (HDU 2516): the first move takes 1..n-1 stones, each later
// move at most twice the previous take; the last stone wins. The first
// player loses exactly when n is a Fibonacci number (Zeckendorf).
#include <cstdio>
#include <string>

#include "snippets/fast_input.hpp"
#include "snippets/fibonacci_nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  std::string out;
  for (long long n = in.next(); n != 0; n = in.next())
    out += n >= 2 && fibNimFirstWins(n) ? "First win\n" : "Second win\n";
  std::fputs(out.c_str(), stdout);
}
