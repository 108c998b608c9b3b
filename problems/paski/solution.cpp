// Paski (Polish OI VII, stage I): placing a strip of length s inside a free
// segment removes s cells and leaves up to two segments, so a segment is the
// octal game whose digit at position s is 7 for every strip length s.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/octal.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  const int kMaxBoard = 1000;
  // Digit 7 at s: take s cells leaving nothing (1), one segment (2) or two
  // non-empty segments (4).
  std::string code = "0.";
  for (int i = 0; i < 3; i++) {
    std::size_t s = static_cast<std::size_t>(in.next<int>());
    if (code.size() < 2 + s) code.resize(2 + s, '0');
    code[1 + s] = '7';
  }
  std::vector<int> g = octalGrundy(code, kMaxBoard + 1);
  int m = in.next<int>();
  std::string answer;
  for (int i = 0; i < m; i++) {
    answer += g[static_cast<std::size_t>(in.next<int>())] != 0 ? '1' : '2';
    answer += '\n';
  }
  std::fputs(answer.c_str(), stdout);
}
