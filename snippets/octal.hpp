/**
 * Description: Octal games from their code d0.d1d2...dk (d0 is 0 or 4):
 *   bit 1 of dj lets a move take j tokens leaving no heap, bit 2 leaving
 *   one heap, bit 4 leaving two non-empty heaps (d0 = 4: split without
 *   taking). OctalGame::extend computes g(n) with the sparse-space method:
 *   values are split into rare/common by the parity of (v & mask) (mask
 *   re-chosen as it goes); common option values come from pairs with one
 *   rare heap, and rare values below the candidate mex are confirmed by a
 *   scan that stops when all are seen. provenPeriod() applies Guy-Smith:
 *   if g(i + p) = g(i) for n0 <= i < 2 n0 + p + k, it holds for all i >= n0.
 * Usage: auto per = findOctalPeriod("0.77", 1000);  // Kayles: 70 + 12
 *   int g = per->at(1000000000000000000ULL);
 * Time: O(n (k + |rare|) + scans) per value; O(n) per period check
 * Memory: O(n)
 * Status: exhaustive check in tests/snippets/octal_test.cpp (12 codes
 *   incl. 4.7: every heap and heap pair < 13 vs a game-tree search with
 *   no Grundy values; sparse method = plain mex for 10 codes, n < 5000;
 *   periods of 0.77, 0.137, 0.165; none for 0.6, 0.007 to 6000);
 *   tests/kit/test_table.py (0.16); OEIS A002186, A002187
 * Source: Guy-Smith periodicity theorem (1956); sparse space, Gangolli
 *   and Plambeck (1989); own code
 */
#pragma once
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

struct OctalPeriod {
  long long preperiod, period;
  std::vector<int> values;  // g(0 .. preperiod + period - 1)
  int at(unsigned long long n) const {
    unsigned long long q = (unsigned long long)preperiod;
    if (n < values.size()) return values[std::size_t(n)];
    return values[std::size_t(q + (n - q) % (unsigned long long)period)];
  }
};

class OctalGame {
 public:
  explicit OctalGame(const std::string& code) {
    std::size_t dot = code.find('.');
    std::string head = code.substr(0, dot);
    std::string tail = dot == std::string::npos ? "" : code.substr(dot + 1);
    if (head.empty()) head = "0";
    if (head != "0" && head != "4")
      throw std::invalid_argument("octal code: digit before '.' must be 0 or 4");
    digits_.push_back(head[0] - '0');
    for (char c : tail) {
      if (c < '0' || c > '7')
        throw std::invalid_argument("octal code: digits must be 0..7");
      digits_.push_back(c - '0');
    }
    while (digits_.size() > 1 && digits_.back() == 0) digits_.pop_back();
    g_.push_back(0);
  }
  int maxTake() const { return int(digits_.size()) - 1; }
  const std::vector<int>& values() const { return g_; }

  // Computes g(0 .. n-1).
  void extend(std::size_t n) {
    while (g_.size() < n) {
      std::size_t m = g_.size();
      if ((m & (m - 1)) == 0 && m >= 64) chooseMask();
      g_.push_back(next(m));
      if (g_.back() >= int(seenStamp_.size()) / 2)
        seenStamp_.resize(seenStamp_.size() * 2 + 8, 0);
      if (!common(g_.back())) rare_.push_back(m);
    }
  }

  // Smallest proven (preperiod, period) from the values computed so far.
  std::optional<OctalPeriod> provenPeriod() const {
    long long L = (long long)g_.size(), t = maxTake();
    // z[p]: length of the longest common suffix of g and g shifted by p.
    std::vector<long long> z(std::size_t(L), 0);
    for (long long p = 1, l = 0, r = 0; p < L; p++) {  // Z on reversed g
      long long k = 0;
      if (p < r) k = std::min(r - p, z[std::size_t(p - l)]);
      while (p + k < L && rev(k) == rev(p + k)) k++;
      z[std::size_t(p)] = k;
      if (p + k > r) l = p, r = p + k;
    }
    for (long long p = 1; p < L; p++) {
      long long n0 = L - p - z[std::size_t(p)];
      if (2 * n0 + 2 * p + t <= L) {
        OctalPeriod per{n0, p, std::vector<int>(g_.begin(), g_.begin() + n0 + p)};
        return per;
      }
    }
    return std::nullopt;
  }

 private:
  std::vector<int> digits_, g_;
  std::vector<std::size_t> rare_;  // positions >= 1 with a rare value
  unsigned mask_ = 0;              // all values rare: the plain method
  std::vector<unsigned> seenStamp_ = std::vector<unsigned>(64, 0);
  unsigned stamp_ = 0;

  int rev(long long i) const { return g_[g_.size() - 1 - std::size_t(i)]; }
  bool common(int v) const {
    return __builtin_parity(unsigned(v) & mask_) != 0;
  }
  void chooseMask() {
    int top = 1;
    for (int v : g_)
      while (v >= top) top *= 2;
    std::vector<long long> count(std::size_t(top), 0);
    for (int v : g_) count[std::size_t(v)]++;
    unsigned best = 0;
    long long bestRare = (long long)g_.size();
    for (unsigned mask = 1; mask < unsigned(top); mask++) {
      long long r = 0;
      for (int v = 0; v < top; v++)
        if (!__builtin_parity(unsigned(v) & mask)) r += count[std::size_t(v)];
      if (r < bestRare) bestRare = r, best = mask;
    }
    mask_ = best;
    rare_.clear();
    for (std::size_t i = 1; i < g_.size(); i++)
      if (!common(g_[i])) rare_.push_back(i);
  }
  void mark(int v) { seenStamp_[std::size_t(v)] = stamp_; }
  bool marked(int v) const { return seenStamp_[std::size_t(v)] == stamp_; }

  int next(std::size_t n) {
    stamp_++;
    int top = 1;  // every option value is below top (a power of two)
    while (top < int(seenStamp_.size()) / 2 && top <= maxSeen()) top *= 2;
    for (std::size_t j = 0; j < digits_.size() && j <= n; j++) {
      int d = digits_[j];
      if ((d & 1) && j == n && j > 0) mark(0);
      if ((d & 2) && j < n && j > 0) mark(g_[n - j]);
      if ((d & 4) && n >= j + 2)
        for (std::size_t a : rare_) {
          if (a >= n - j) break;
          mark(g_[a] ^ g_[n - j - a]);
        }
    }
    // All common option values are marked now; confirm rare ones below
    // the smallest unmarked common value by scanning common pairs.
    int c = 0;
    while (c < top && (marked(c) || !common(c))) c++;
    int need = 0;
    for (int v = 0; v < c; v++)
      if (!marked(v)) need++;
    for (std::size_t j = 0; need > 0 && j < digits_.size() && j <= n; j++) {
      if (!(digits_[j] & 4) || n < j + 2) continue;
      std::size_t m = n - j;
      for (std::size_t a = 1; a <= m / 2 && need > 0; a++) {
        int v = g_[a] ^ g_[m - a];
        if (v < c && !marked(v)) mark(v), need--;
      }
    }
    int v = 0;
    while (marked(v)) v++;
    return v;
  }
  int maxSeen() const {
    return maxValue_ = std::max(maxValue_, g_.back()), maxValue_;
  }
  mutable int maxValue_ = 0;
};

// Values g(0 .. n-1) of the octal game with this code.
inline std::vector<int> octalGrundy(const std::string& code, std::size_t n) {
  OctalGame game(code);
  game.extend(n);
  return std::vector<int>(game.values().begin(), game.values().begin() + long(n));
}

// Computes up to limit values, checking for a proven period as it grows.
inline std::optional<OctalPeriod> findOctalPeriod(const std::string& code,
                                                  std::size_t limit) {
  OctalGame game(code);
  for (std::size_t n = 256;; n = n + n / 4) {
    if (n > limit) n = limit;
    game.extend(n);
    auto per = game.provenPeriod();
    if (per || n == limit) return per;
  }
}
