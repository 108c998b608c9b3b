// A wrong solution of shiritori: the acyclic recipe "a vertex is won iff
// some move leads to a lost vertex", memoised by a recursive search over the
// 3-gram graph. A vertex still on the search stack is taken as won for the
// opponent (the move to it is skipped), so the search ends on cycles, but it
// never says Draw: the loop `ada` of sample 1 is called a win for Aoki.
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

std::vector<std::vector<int>> out(52 * 52 * 52);
std::vector<int> state(52 * 52 * 52, 0);  // 0 new, 1 on the stack, 2 won, 3 lost

int letter(char c) { return c >= 'a' ? c - 'a' : c - 'A' + 26; }
int gram(const std::string& s, std::size_t at) {
  return (letter(s[at]) * 52 + letter(s[at + 1])) * 52 + letter(s[at + 2]);
}

bool wins(int v) {
  if (state[v] >= 2) return state[v] == 2;
  state[v] = 1;
  bool won = false;
  for (int w : out[v])
    if (state[w] != 1 && !wins(w)) won = true;
  state[v] = won ? 2 : 3;
  return won;
}

int main() {
  std::ios::sync_with_stdio(false);
  int n;
  std::cin >> n;
  std::vector<int> suffix(n);
  for (int i = 0; i < n; i++) {
    std::string s;
    std::cin >> s;
    suffix[i] = gram(s, s.size() - 3);
    out[gram(s, 0)].push_back(suffix[i]);
  }
  for (int v : suffix) std::puts(wins(v) ? "Aoki" : "Takahashi");
}
