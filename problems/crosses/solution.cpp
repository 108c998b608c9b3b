// crosses (Grundy Kit): crossing a cell takes it and its free neighbours out
// of a run of free cells, so a run of length n is a heap of the octal game
// 0.137 (Dawson's chess). The first player wins iff g(n) != 0; g has period
// 34 from n = 52, proven by the Guy-Smith theorem from the first 256 values.
#include <cstdio>
#include <string>

#include "snippets/fast_input.hpp"
#include "snippets/octal.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  // 0.137 is proven at the first check (256 values); the limit is a guard.
  auto grundy = findOctalPeriod("0.137", 4096);
  if (!grundy) return 1;
  long long t = static_cast<long long>(in.next<unsigned long long>());
  std::string answer;
  answer.reserve(static_cast<std::size_t>(t) * 7);
  for (long long i = 0; i < t; i++)
    answer += grundy->at(in.next<unsigned long long>()) != 0 ? "First\n" : "Second\n";
  std::fputs(answer.c_str(), stdout);
}
