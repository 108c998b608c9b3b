// Dividing Game (AtCoder ABC368 F): a move replaces one number by a proper
// divisor. A number A is a Nim heap of size Omega(A) (prime factors with
// multiplicity); Anna, who moves first, wins iff the xor is non-zero.
#include <cstdio>
#include <vector>

#include "snippets/divisor_nim.hpp"
#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  const int kMaxA = 100000;
  std::vector<int> omega = omegaTable(kMaxA);
  std::vector<int> values(static_cast<std::size_t>(in.next<int>()));
  for (int& v : values) v = omega[static_cast<std::size_t>(in.next<int>())];
  std::puts(nimFirstWins(values) ? "Anna" : "Bruno");
}
