// Test-only oracle for every-sums (continued conjunctive compounds): the
// components are vertices of one move graph; a move lowers EVERY component
// that has a move, by one of its own moves; a player with no move at all
// loses. Decided by a memoised search of the product game, from the rules
// alone (no remoteness, no suspense numbers).
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

namespace every_search {

class EverySearch {
 public:
  explicit EverySearch(const std::vector<std::vector<int>>& adj)
      : adj_(adj), n_(static_cast<std::int64_t>(adj.size()) + 1) {}

  // The player to move wins the compound of the components `c` (<= 3).
  bool wins(std::vector<int> c) {
    std::sort(c.begin(), c.end());
    std::int64_t key = 0;
    for (int v : c) key = key * n_ + v + 1;
    key = key * 4 + std::int64_t(c.size());
    auto it = memo_.find(key);
    if (it != memo_.end()) return it->second;
    std::vector<int> live, fixed;
    for (int v : c) (adj_[std::size_t(v)].empty() ? fixed : live).push_back(v);
    bool win = false;
    if (!live.empty()) {
      std::vector<int> next(c.size());
      // Enumerate one follower per live component (mixed-radix counter).
      std::vector<std::size_t> pick(live.size(), 0);
      while (!win) {
        next = fixed;
        for (std::size_t i = 0; i < live.size(); i++)
          next.push_back(adj_[std::size_t(live[i])][pick[i]]);
        if (!wins(next)) win = true;
        std::size_t i = 0;
        while (i < live.size() &&
               ++pick[i] == adj_[std::size_t(live[i])].size())
          pick[i++] = 0;
        if (i == live.size()) break;
      }
    }
    memo_.emplace(key, win);
    return win;
  }

 private:
  const std::vector<std::vector<int>>& adj_;
  std::int64_t n_;
  std::unordered_map<std::int64_t, bool> memo_;
};

}  // namespace every_search
