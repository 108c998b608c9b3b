/**
 * Description: Fast input, safe for interactive dialogues: one reader
 *   for 10^6 numbers and for a program that must answer before the
 *   next line comes. It refills its buffer with std::fgets, which
 *   returns at the end of a line, so it never waits for input that
 *   has not been sent (fread would wait for 64 KiB or the end).
 *   Tokens are separated by whitespace (any byte <= ' ').
 *   next<T>() reads one integer token into any integer type T,
 *   __int128 too (also under strict -std=c++17); word() reads one
 *   token as a string. At the end of the input next() returns 0
 *   and word() returns "".
 * Domain: an integer token is [-]digits and fits in T. Outside it
 *   an assert fails: "3-4" (not one integer), "-5" read as unsigned,
 *   "1e5", 2147483648 read as int. Under NDEBUG such a token gives
 *   an unspecified value but never undefined behaviour.
 * Usage: FastInput in; int n = in.next<int>();
 *   unsigned long long x = in.next<unsigned long long>();
 *   std::string s = in.word();  // "7 42 nim": n == 7, x == 42, s == "nim"
 *   // interactive: printf the answer, fflush(stdout), read again
 * Time: O(characters read)
 * Memory: O(1): one 64 KiB buffer
 * Status: tests/snippets/fast_input_test.cpp (a dialogue through
 *   pipes that deadlocks unless every answer precedes the next line;
 *   extremes of int, long long, unsigned long long and __int128;
 *   every out-of-domain token dies; long lines split across refills;
 *   random files against std::strtoll / strtoull)
 *   Random token streams: tests/snippets/stress_test.cpp
 * Source: standard technique; own code
 */
#pragma once
#include <cassert>
#include <cstdio>
#include <cstring>
#include <string>

struct FastInput {
  static constexpr int kSize = 1 << 16;
  std::FILE* file;
  char buf[kSize] = {};  // the unread bytes end at a NUL
  std::size_t pos = 0;
  explicit FastInput(std::FILE* f = stdin) : file(f) {}
  // The next byte, or -1 at the end. One line per refill at most.
  int get() {
    if (!buf[pos]) {
      pos = 0;
      if (!std::fgets(buf, kSize, file)) return buf[0] = 0, -1;
    }
    return static_cast<unsigned char>(buf[pos++]);
  }
  int skipSpace() {
    int c = get();
    while (c >= 0 && c <= ' ') c = get();
    return c;
  }
  // numeric_limits lacks __int128 under strict -std=c++17.
  template <class T> static constexpr bool isSigned() {
    return T(0) > T(-1);
  }
  template <class T> static constexpr T maxOf() {
    if (isSigned<T>()) {
      T half = static_cast<T>(T(1) << (sizeof(T) * 8 - 2));
      return static_cast<T>(half - 1 + half);
    }
    return static_cast<T>(~T(0));
  }
  // Tokens of fewer digits than maxOf<T>() always fit.
  template <class T> static constexpr int safeDigits() {
    int n = 0;
    for (T m = maxOf<T>(); m >= 10; m = static_cast<T>(m / 10)) n++;
    return n;
  }
  template <class T = long long> T next() {
    int c = skipSpace();
    if (c < 0) return 0;
    bool neg = c == '-';
    assert(!(neg && !isSigned<T>()) && "negative for unsigned");
    if (neg) c = get();
    assert(c >= '0' && c <= '9' && "not an integer");
    T x = 0;
    int n = 0;
    for (; c >= '0' && c <= '9' && n < safeDigits<T>(); n++) {
      x = static_cast<T>(x * 10 + static_cast<T>(c - '0'));
      c = get();
    }
    // Past the safe digits, accumulate toward the sign so that the
    // minimum fits; a digit past the bound fails the assert (and is
    // dropped under NDEBUG).
    if (neg) x = static_cast<T>(-x);
    const T bound = neg ? static_cast<T>(-maxOf<T>() - 1) : maxOf<T>();
    const T cut = static_cast<T>(bound / 10);
    const int last = static_cast<int>(neg ? -(bound % 10) : bound % 10);
    for (; c >= '0' && c <= '9'; c = get()) {
      const int d = c - '0';
      bool fits = x == cut ? d <= last : neg ? x > cut : x < cut;
      assert(fits && "integer too large for the type");
      if (!fits) continue;
      const T t = static_cast<T>(d);
      x = static_cast<T>(neg ? x * 10 - t : x * 10 + t);
    }
    assert(c <= ' ' && "integer followed by a non-space");
    return x;
  }
  std::string word() {
    std::string w;
    for (int c = skipSpace(); c > ' '; c = get())
      w += static_cast<char>(c);
    return w;
  }
};
