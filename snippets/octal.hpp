/**
 * Description: Octal games from their code d0.d1d2...dk (d0 is 0 or 4):
 *   bit 1 of dj lets a move take j tokens leaving no heap, bit 2 leaving
 *   one heap, bit 4 leaving two non-empty heaps (d0 = 4: split without
 *   taking).
 *   OctalGame::extend computes g(n) by the sparse space or the plain
 *   mex, chosen by measured work: positions are rare/common by the
 *   parity of (g(x) & mask) ^ (flip & x); common option values come from
 *   pairs with one rare heap, and rare values below the candidate mex
 *   are confirmed by a scan that stops when all are seen.
 *   provenPeriod() applies Guy-Smith: if g(i + p) = g(i) for
 *   n1 <= i < 2 n1 + p + k, it holds for all i >= n1, where n1 >= 1 for
 *   games that split heaps (n1 >= 0 if not). octalGrundy(code, n) reads
 *   values past a proven period off it. OctalGame::grundysGame() is
 *   Grundy's game (unequal splits; values only, no period theorem).
 * Domain: (assert) "0." or "4." then digits 0..7, with some move
 *   (isOctalCode; "", ".", "0", "0.0" are rejected).
 * Usage: auto per = findOctalPeriod("0.77", 1000);  // Kayles:
 *   // per->period == 12, per->preperiod == 71: g(70) the last exception
 *   int g = per->at(1000000000000000000ULL);  // g == 1
 * Time: O(k |rare| + scans) a value (sparse), O(k n) (plain mex);
 *   O(n) per period check
 * Memory: O(n)
 * Status: random codes vs game search in tests/snippets/stress_test.cpp;
 *   exhaustive check in tests/snippets/octal_test.cpp (12 codes
 *   incl. 4.7: every heap and heap pair < 13 vs a game-tree search with
 *   no Grundy values; every code of up to 4 digits at every limit up to
 *   260: values = plain mex, no false period; engine = plain mex for 12
 *   codes and Grundy's game, n < 5000 (its sparse values below 232 =
 *   Flammenkamp's list); periods of 0.77, 0.137, 0.165;
 *   none for 0.6, 0.007 to 6000; resume); tests/kit/test_table.py;
 *   tests/kit/test_octal_reference.py (published periods); OEIS A002186,
 *   A002187, A002188
 * Source: Guy-Smith periodicity theorem (1956); sparse space, Gangolli
 *   and Plambeck (1989), Flammenkamp's octal tables; own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <optional>
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

// "0." or "4." then digits 0..7, and at least one legal move.
inline bool isOctalCode(const std::string& code) {
  if (code.size() < 2 || (code[0] != '0' && code[0] != '4') ||
      code[1] != '.')
    return false;
  bool move = code[0] == '4';
  for (std::size_t i = 2; i < code.size(); i++) {
    if (code[i] < '0' || code[i] > '7') return false;
    move = move || code[i] != '0';
  }
  return move;
}

class OctalGame {
 public:
  explicit OctalGame(const std::string& code) {
    assert(isOctalCode(code) && "octal code: 0.d1d2.. or 4.d1d2..");
    digits_.push_back(code[0] - '0');
    for (std::size_t i = 2; i < code.size(); i++)
      digits_.push_back(code[i] - '0');
    while (digits_.size() > 1 && digits_.back() == 0) digits_.pop_back();
    for (std::size_t j = 0; j < digits_.size(); j++)
      if (digits_[j] & 4) {
        if (splits_ && (j & 1) != splitParity_) oneParity_ = false;
        splits_ = true, splitParity_ = j & 1;
      }
    g_.push_back(0);
  }
  // Grundy's game: split a heap into two unequal heaps. Not octal
  // (4. without equal splits); no period theorem applies to it.
  static OctalGame grundysGame() {
    OctalGame game("4.");
    game.unequal_ = true;
    return game;
  }
  long long maxTake() const { return (long long)digits_.size() - 1; }
  const std::vector<int>& values() const { return g_; }
  std::size_t rareCount() const { return rare_.size(); }
  bool sparse() const { return mask_ != 0; }  // else the plain mex

  // Continues from g(0 .. n-1) of this game computed earlier (saved).
  void resume(const std::vector<int>& known) {
    assert(!known.empty() && known[0] == 0);
    g_ = known;
    for (int v : g_) {
      maxValue_ = std::max(maxValue_, v);
      while (std::size_t(v) >= seenStamp_.size() / 2)
        seenStamp_.resize(seenStamp_.size() * 2 + 8, 0);
    }
    chooseMethod();
  }

  // Computes g(0 .. n-1).
  void extend(std::size_t n) {
    while (g_.size() < n) {
      std::size_t m = g_.size();
      if ((m & (m - 1)) == 0 && m >= 64) chooseMethod();
      g_.push_back(next(m));
      if (sparse() && sparseOps_ > plainOps_ + (1 << 22))
        usePlain(4 * m);  // losing already: do not wait for 2 m
      if (std::size_t(g_.back()) >= seenStamp_.size() / 2)
        seenStamp_.resize(seenStamp_.size() * 2 + 8, 0);
      if (sparse() && rarePosition(m)) rare_.push_back(m);
    }
  }

  // Extends to at most limit values, checking for a proven period at
  // sizes growing by 1.25x (O(limit) in all for the checks).
  std::optional<OctalPeriod> extendUntilPeriod(std::size_t limit) {
    for (std::size_t n = 256;; n = n + n / 4) {
      extend(std::min(n, limit));
      auto per = provenPeriod();
      if (per || n >= limit) return per;
    }
  }

  // Smallest proven (preperiod, period) from the values computed so far.
  std::optional<OctalPeriod> provenPeriod() const {
    if (unequal_) return std::nullopt;
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
      // A split of n1 + p into (p, x) has no counterpart at n1 (its
      // part p - p is empty), so the induction starts at n1 >= 1.
      long long n1 = std::max(n0, splits_ ? 1LL : 0LL);
      if (2 * n1 + 2 * p + t <= L) {
        std::vector<int> v(g_.begin(), g_.begin() + n0 + p);
        return OctalPeriod{n0, p, v};
      }
    }
    return std::nullopt;
  }

 private:
  std::vector<int> digits_, g_;
  bool splits_ = false;            // some digit has bit 4
  bool oneParity_ = true;          // every splitting j has one parity,
  std::size_t splitParity_ = 0;    // this one
  bool unequal_ = false;           // Grundy's game: no equal halves
  std::vector<std::size_t> rare_;  // positions >= 1 with a rare value
  unsigned mask_ = 0;              // 0: the plain method
  long long sparseOps_ = 0, plainOps_ = 0;  // work since the last choice
  std::size_t retryAt_ = 0;        // no sparse space tried before this
  std::size_t flip_ = 0;           // 1: position parity joins the test
  unsigned side_ = 0;              // which class is enumerated (smaller)
  // 64-bit stamps: a store to them cannot alias the int values g_.
  std::vector<unsigned long long> seenStamp_ =
      std::vector<unsigned long long>(64, 0);
  unsigned long long stamp_ = 0;
  int maxValue_ = 0;

  int rev(long long i) const { return g_[g_.size() - 1 - std::size_t(i)]; }
  // c(x) = parity(g(x) & mask) ^ (flip & x). For a split of m = a + b,
  // parity(v & mask) of v = g(a) ^ g(b) is c(a) ^ c(b) ^ (flip & m): one
  // parity of v (common at n) comes only from pairs with c(a) != c(b),
  // i.e. with exactly one heap in the class c = side, the rare one.
  bool rarePosition(std::size_t x) const {
    return (unsigned(__builtin_parity(unsigned(g_[x]) & mask_)) ^
            (flip_ & x & 1)) == side_;
  }
  bool commonAt(int v, std::size_t n) const {
    std::size_t m = n - splitParity_;  // parity of every split's m
    return unsigned(__builtin_parity(unsigned(v) & mask_)) ==
           (1 ^ (flip_ & m & 1));  // whatever the side
  }
  // At powers of two: the (mask, flip) with the fewest rare positions,
  // if they are under a quarter of all; flip = 1 needs every split to
  // leave sums m of one parity. If the sparse space costs more work than
  // the plain mex would have, the plain mex runs until 4x the size.
  void usePlain(std::size_t until) {
    retryAt_ = until;
    sparseOps_ = plainOps_ = 0;
    mask_ = 0, flip_ = 0, side_ = 0;
    rare_.clear();
  }
  void chooseMethod() {
    std::size_t n = g_.size();
    usePlain(sparse() && sparseOps_ > plainOps_ ? 4 * n : retryAt_);
    if (n < retryAt_) return;
    unsigned top = 1;
    for (int v : g_)
      while (unsigned(v) >= top) top *= 2;
    std::vector<long long> count(2 * top, 0);  // by value, parity of x
    for (std::size_t x = 0; x < n; x++)
      count[2 * std::size_t(g_[x]) + (x & 1)]++;
    long long bestRare = (long long)n / 4;
    unsigned bestMask = 0, bestSide = 0;
    std::size_t bestFlip = 0;
    for (std::size_t flip = 0; flip <= (oneParity_ ? 1u : 0u); flip++)
      for (unsigned mask = 1; mask < top; mask++) {
        long long r = 0;  // positions with c = 0
        for (unsigned v = 0; v < top; v++)
          for (std::size_t x = 0; x < 2; x++)
            if ((unsigned(__builtin_parity(v & mask)) ^ (flip & x)) == 0)
              r += count[2 * v + x];
        for (unsigned side = 0; side < 2; side++, r = (long long)n - r)
          if (r < bestRare)
            bestRare = r, bestMask = mask, bestFlip = flip, bestSide = side;
      }
    mask_ = bestMask, flip_ = bestFlip, side_ = bestSide;
    if (sparse())
      for (std::size_t i = 1; i < n; i++)
        if (rarePosition(i)) rare_.push_back(i);
  }
  void mark(int v) { seenStamp_[std::size_t(v)] = stamp_; }
  bool marked(int v) const { return seenStamp_[std::size_t(v)] == stamp_; }

  int next(std::size_t n) {
    stamp_++;
    maxValue_ = std::max(maxValue_, g_.back());
    for (std::size_t j = 0; j < digits_.size() && j <= n; j++) {
      int d = digits_[j];
      if ((d & 1) && j == n && j > 0) mark(0);
      if ((d & 2) && j < n && j > 0) mark(g_[n - j]);
      if (!(d & 4) || n < j + 2) continue;
      std::size_t m = n - j, half = unequal_ ? (m - 1) / 2 : m / 2;
      plainOps_ += (long long)half;
      if (!sparse()) {
        const int* g = g_.data();
        unsigned long long* seen = seenStamp_.data();
        for (std::size_t a = 1; a <= half; a++)
          seen[g[a] ^ g[m - a]] = stamp_;
        continue;
      }
      for (std::size_t a : rare_) {  // random access: about 4 plain steps
        if (a >= m) break;
        sparseOps_ += 4;
        if (!unequal_ || 2 * a != m) mark(g_[a] ^ g_[m - a]);
      }
    }
    if (sparse()) confirmRare(n);
    int v = 0;
    while (marked(v)) v++;
    return v;
  }
  // All common option values are marked now; confirm rare ones below
  // the smallest unmarked common value by scanning common pairs.
  void confirmRare(std::size_t n) {
    int top = 1;  // every option value is below top (a power of two)
    while (std::size_t(top) < seenStamp_.size() / 2 && top <= maxValue_)
      top *= 2;
    int c = 0;
    while (c < top && (marked(c) || !commonAt(c, n))) c++;
    int need = 0;
    for (int v = 0; v < c; v++)
      if (!marked(v)) need++;
    for (std::size_t j = 0; need > 0 && j < digits_.size() && j <= n; j++) {
      if (!(digits_[j] & 4) || n < j + 2) continue;
      std::size_t m = n - j;
      std::size_t half = unequal_ ? (m - 1) / 2 : m / 2;
      for (std::size_t a = 1; a <= half && need > 0; a++) {
        sparseOps_++;
        int v = g_[a] ^ g_[m - a];
        if (v < c && !marked(v)) mark(v), need--;
      }
    }
  }
};

// Values g(0 .. n-1): computed until a period is proven, then read
// off it (exact either way; Kayles to 10^6 needs 256 computed values).
inline std::vector<int> octalGrundy(const std::string& code, std::size_t n) {
  OctalGame game(code);
  std::vector<int> out(n);
  if (auto per = game.extendUntilPeriod(n))
    for (std::size_t i = 0; i < n; i++) out[i] = per->at(i);
  else
    for (std::size_t i = 0; i < n; i++) out[i] = game.values()[i];
  return out;
}

// Computes up to limit values, checking for a proven period as it grows.
inline std::optional<OctalPeriod> findOctalPeriod(const std::string& code,
                                                  std::size_t limit) {
  return OctalGame(code).extendUntilPeriod(limit);
}
