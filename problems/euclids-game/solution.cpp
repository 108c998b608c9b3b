// Euclid's Game (Kattis euclidsgame): subtract a multiple of the smaller
// number from the larger; making a 0 wins. Along Euclid's algorithm the
// player who meets the first quotient >= 2 (or the last one) wins.
#include <cstdio>
#include <string>

#include "snippets/euclid_game.hpp"
#include "snippets/fast_input.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  std::string out;
  while (true) {
    long long a = in.next(), b = in.next();
    if (a == 0 && b == 0) break;
    out += euclidFirstWins(a, b) ? "Stan wins\n" : "Ollie wins\n";
  }
  std::fputs(out.c_str(), stdout);
}
