#include "snippets/fast_input.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace {

// A temporary file holding `text`, rewound, closed when the test ends.
struct TextFile {
  std::FILE* f;
  explicit TextFile(const std::string& text) : f(std::tmpfile()) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::rewind(f);
  }
  ~TextFile() { std::fclose(f); }
};

TEST(FastInput, ReadsExtremesOfEveryType) {
  TextFile t("0 2147483647 -2147483648 9223372036854775807 -9223372036854775808 "
             "18446744073709551615 1000000000000000000\n");
  FastInput in(t.f);
  EXPECT_EQ(in.next<int>(), 0);
  EXPECT_EQ(in.next<int>(), INT_MAX);
  EXPECT_EQ(in.next<int>(), INT_MIN);
  EXPECT_EQ(in.next(), LLONG_MAX);
  EXPECT_EQ(in.next(), LLONG_MIN);
  EXPECT_EQ(in.next<unsigned long long>(), ULLONG_MAX);
  EXPECT_EQ(in.next<unsigned long long>(), 1000000000000000000ULL);
}

TEST(FastInput, AnyNonDigitSeparatesAndTheEndGivesZero) {
  TextFile t("\t12\r\n\r\n  34 ,56\n");
  FastInput in(t.f);
  EXPECT_EQ(in.next<int>(), 12);
  EXPECT_EQ(in.next<int>(), 34);
  EXPECT_EQ(in.next<int>(), 56);
  EXPECT_EQ(in.next<int>(), 0);
  EXPECT_EQ(in.next<int>(), 0);
}

TEST(FastInput, NumbersAcrossBufferRefillsAgreeWithStrtoll) {
  std::mt19937_64 rng(7);
  std::string text;
  std::vector<long long> want;
  // Well over three buffers, so many numbers straddle a refill.
  while (text.size() < 3 * FastInput::kSize + 1000) {
    long long v = static_cast<long long>(rng());
    if (rng() % 3 == 0) v %= 1000;
    want.push_back(v);
    text += std::to_string(v) + (rng() % 5 == 0 ? "\r\n" : " ");
  }
  TextFile t(text);
  FastInput in(t.f);
  const char* p = text.c_str();
  for (long long v : want) {
    char* end;
    ASSERT_EQ(std::strtoll(p, &end, 10), v);
    p = end;
    ASSERT_EQ(in.next(), v);
  }
  EXPECT_EQ(in.next(), 0);
}

TEST(FastInput, UnsignedValuesAgreeWithStrtoull) {
  std::mt19937_64 rng(11);
  std::string text;
  std::vector<unsigned long long> want;
  for (int i = 0; i < 20000; i++) {
    want.push_back(rng() >> (rng() % 64));
    text += std::to_string(want.back()) + "\n";
  }
  TextFile t(text);
  FastInput in(t.f);
  for (unsigned long long v : want) ASSERT_EQ(in.next<unsigned long long>(), v);
}

}  // namespace
