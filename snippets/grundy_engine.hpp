/**
 * Description: Memoised Grundy values of any finite impartial game. The
 *   generator gen(state, opt) lists the options of a state: opt.add(t) for
 *   a single state, opt.addSum({t1, t2, ...}) for a sum of independent
 *   components (their values are xor-ed; an empty sum is worth 0).
 *   Integral states in [0, tableSize) are memoised in a table, all others
 *   in a hash map (give Hash for non-standard types). Iterative with an
 *   explicit stack: 10^6-deep chains are fine. A cycle (a game that is not
 *   finite) throws std::runtime_error naming retrograde.hpp (win / lose /
 *   draw) and loopy_grundy.hpp (sums) for such games; the engine stays
 *   usable after it (and after an exception from the generator).
 * Domain: finite games (a cycle throws, as above); State hashable
 *   with Hash, or integral for the table. A generator that calls the
 *   engine is outside it (the search is not reentrant).
 * Usage: GrundyEngine<int> eng(n + 1);  // the gen must not call eng
 *   int g = eng.value(n, [&](int x, auto& o) { if (x > 1) o.addSum({x / 2, x - 1}); });
 *   // n = 10: g == 1
 * Time: O(states reached + their components) generator calls and lookups
 * Memory: O(tableSize + states in the map + largest search depth)
 * Status: exhaustive check in tests/snippets/grundy_engine_test.cpp
 *   (every position of Grundy's game with total <= 16, of Kayles with
 *   total <= 14 and every Nim position of 3 heaps <= 6, hashed, against a
 *   game-tree search; OEIS A002188; subtraction games vs subtraction.hpp;
 *   10^6-state chain in table and map; cycles throw)
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: Sprague-Grundy theorem (Sprague 1935, Grundy 1939); own code
 */
#pragma once
#include <climits>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <type_traits>
#include <unordered_map>
#include <vector>

template <class State, class Hash = std::hash<State>>
class GrundyEngine {
 public:
  // Shared by all frames of the search: each frame owns a suffix.
  struct Options {
    std::vector<State> parts;       // components of all options, in order
    std::vector<std::size_t> ends;  // option i ends at parts[ends[i]]
    void add(const State& s) {
      parts.push_back(s);
      ends.push_back(parts.size());
    }
    void addSum(std::initializer_list<State> sum) {
      parts.insert(parts.end(), sum.begin(), sum.end());
      ends.push_back(parts.size());
    }
    void addSum(const std::vector<State>& sum) {
      parts.insert(parts.end(), sum.begin(), sum.end());
      ends.push_back(parts.size());
    }
  };

  explicit GrundyEngine(std::size_t tableSize = 0) : table_(tableSize, -1) {}

  template <class Gen>
  int value(const State& start, Gen&& gen) {
    if (slot(start) >= 0) return slot(start);
    try {
      push(start, gen);
      while (!stack_.empty()) {
        std::size_t top = stack_.size() - 1;
        bool descended = false;
        while (stack_[top].next < opt_.parts.size()) {
          int known = slot(opt_.parts[stack_[top].next]);
          if (known == kOnStack)
            throw std::runtime_error(
                "GrundyEngine: the game has a cycle; for win/lose/draw use "
                "retrograde.hpp, for sums of loopy games loopy_grundy.hpp");
          if (known == kUnknown) {
            State child = opt_.parts[stack_[top].next];
            push(child, gen);
            descended = true;
            break;
          }
          stack_[top].next++;
        }
        if (!descended) finish();
      }
    } catch (...) {  // a cycle, or the generator threw: forget the search
      for (const Frame& f : stack_) slot(f.state) = kUnknown;
      stack_.clear();
      opt_.parts.clear();
      opt_.ends.clear();
      throw;
    }
    return slot(start);
  }

  // Value of a sum of independent components.
  template <class Gen>
  int sumValue(const std::vector<State>& sum, Gen&& gen) {
    int x = 0;
    for (const State& s : sum) x ^= value(s, gen);
    return x;
  }

 private:
  static constexpr int kUnknown = -1, kOnStack = -2;
  struct Frame {
    State state;
    std::size_t partBegin, endBegin, next;
  };
  std::vector<int> table_;
  std::unordered_map<State, int, Hash> map_;
  std::vector<Frame> stack_;
  Options opt_;
  std::vector<int> seen_;  // timestamped marker for the mex
  int stamp_ = 0;

  int& slot(const State& s) {
    if constexpr (std::is_integral<State>::value)
      if (static_cast<unsigned long long>(s) < table_.size())
        return table_[static_cast<std::size_t>(s)];
    return map_.try_emplace(s, kUnknown).first->second;
  }
  template <class Gen>
  void push(const State& s, Gen& gen) {
    stack_.push_back(
        {s, opt_.parts.size(), opt_.ends.size(), opt_.parts.size()});
    slot(s) = kOnStack;
    gen(stack_.back().state, opt_);
  }
  void finish() {  // every component of the top frame is known
    Frame& f = stack_.back();
    std::size_t options = opt_.ends.size() - f.endBegin;
    if (seen_.size() < options + 1) seen_.resize(options + 1, 0);
    if (stamp_ == INT_MAX) seen_.assign(seen_.size(), 0), stamp_ = 0;
    ++stamp_;
    std::size_t from = f.partBegin;
    for (std::size_t i = f.endBegin; i < opt_.ends.size(); i++) {
      int x = 0;
      for (; from < opt_.ends[i]; from++) x ^= slot(opt_.parts[from]);
      if (static_cast<std::size_t>(x) <= options)
        seen_[static_cast<std::size_t>(x)] = stamp_;
    }
    int mex = 0;
    while (seen_[static_cast<std::size_t>(mex)] == stamp_) mex++;
    slot(f.state) = mex;
    opt_.parts.erase(opt_.parts.begin() + std::ptrdiff_t(f.partBegin),
                     opt_.parts.end());
    opt_.ends.resize(f.endBegin);
    stack_.pop_back();
  }
};
