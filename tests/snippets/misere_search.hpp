// Test-only oracles for misere sums of games given as one move graph (a
// DAG; a sum is a multiset of its vertices, a move replaces one vertex by a
// follower). From the definitions alone: misere outcome (a position with no
// move is won) and the misere Grundy value (1 with no move, else the mex of
// the options' values), used to check genera by their definition. No genus
// rule, no tameness, no theorem under test.
#pragma once
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace misere_search {

using Graph = std::vector<std::vector<int>>;
using Sum = std::vector<int>;  // kept sorted

class MisereSearch {
 public:
  explicit MisereSearch(const Graph& adj) : adj_(adj) {}

  std::vector<Sum> options(const Sum& s) const {
    std::vector<Sum> out;
    for (std::size_t i = 0; i < s.size(); i++)
      for (int w : adj_[std::size_t(s[i])]) {
        Sum t = s;
        t[i] = w;
        std::sort(t.begin(), t.end());
        out.push_back(t);
      }
    return out;
  }
  bool wins(Sum s) {  // the player to move wins the misere sum
    std::sort(s.begin(), s.end());
    auto it = win_.find(s);
    if (it != win_.end()) return it->second;
    std::vector<Sum> next = options(s);
    bool w = next.empty();
    for (const Sum& t : next)
      if (!wins(t)) {
        w = true;
        break;
      }
    return win_[s] = w;
  }
  int misereValue(Sum s) {
    std::sort(s.begin(), s.end());
    auto it = val_.find(s);
    if (it != val_.end()) return it->second;
    std::vector<Sum> next = options(s);
    int v = 1;
    if (!next.empty()) {
      std::set<int> seen;
      for (const Sum& t : next) seen.insert(misereValue(t));
      v = 0;
      while (seen.count(v)) v++;
    }
    return val_[s] = v;
  }

 private:
  const Graph& adj_;
  std::map<Sum, bool> win_;
  std::map<Sum, int> val_;
};

// Appends Nim heaps *0..*k to g; returns the vertex of *0 (*h is base + h).
inline int appendNimHeaps(Graph& g, int k) {
  int base = int(g.size());
  for (int h = 0; h <= k; h++) {
    g.emplace_back();
    for (int w = 0; w < h; w++) g.back().push_back(base + w);
  }
  return base;
}

// Appends every position of the octal game `code` reachable from one heap
// of each size 0..maxHeap (a position = sorted non-empty heaps); returns the
// vertex of each single heap. Digit k, bit 1: take k = the whole heap; bit
// 2: take k from the end, a heap remains; bit 4: take k, two heaps remain.
inline std::vector<int> appendOctalPositions(Graph& g, const std::string& code,
                                             int maxHeap) {
  std::vector<int> digits;
  for (char c : code.substr(code.find('.') + 1)) digits.push_back(c - '0');
  std::map<std::vector<int>, int> id;
  std::vector<std::vector<int>> todo;
  auto vertex = [&](std::vector<int> p) {
    p.erase(std::remove(p.begin(), p.end(), 0), p.end());
    std::sort(p.begin(), p.end());
    auto it = id.find(p);
    if (it != id.end()) return it->second;
    int v = int(g.size());
    g.emplace_back();
    todo.push_back(p);
    return id[p] = v;
  };
  std::vector<int> heaps;
  for (int h = 0; h <= maxHeap; h++) heaps.push_back(vertex({h}));
  while (!todo.empty()) {
    std::vector<int> p = todo.back();
    todo.pop_back();
    int v = id[p];
    std::vector<int> out;
    for (std::size_t i = 0; i < p.size(); i++)
      for (std::size_t k = 1; k <= digits.size() && int(k) <= p[i]; k++) {
        int d = digits[k - 1], r = p[i] - int(k);
        std::vector<std::vector<int>> results;
        if (d & 1 && r == 0) results.push_back({});
        if (d & 2 && r > 0) results.push_back({r});
        if (d & 4)
          for (int a = 1; 2 * a <= r; a++) results.push_back({a, r - a});
        for (auto& res : results) {
          std::vector<int> q = p;
          q.erase(q.begin() + long(i));
          q.insert(q.end(), res.begin(), res.end());
          out.push_back(vertex(q));
        }
      }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    g[std::size_t(v)] = out;
  }
  return heaps;
}

}  // namespace misere_search
