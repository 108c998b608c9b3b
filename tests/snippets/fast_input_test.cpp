#include "snippets/fast_input.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

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

// Runs `child` in a process whose input and output are pipes, then
// sends it `lines` one at a time: each line is sent only after the
// answer to the previous one has arrived. A reader that waits for more
// input than one line never answers, and the wait times out.
std::vector<std::string> dialogue(void (*child)(std::FILE* in, std::FILE* out),
                                  const std::vector<std::string>& lines) {
  int down[2], up[2];
  if (pipe(down) != 0 || pipe(up) != 0) return {"pipe failed"};
  pid_t pid = fork();
  if (pid == 0) {
    close(down[1]);
    close(up[0]);
    child(fdopen(down[0], "r"), fdopen(up[1], "w"));
    _exit(0);
  }
  close(down[0]);
  close(up[1]);
  std::vector<std::string> answers;
  for (const std::string& line : lines) {
    std::string sent = line + "\n";
    if (write(down[1], sent.data(), sent.size()) != static_cast<ssize_t>(sent.size())) break;
    std::string answer;
    while (answer.empty() || answer.back() != '\n') {
      pollfd p{up[0], POLLIN, 0};
      if (poll(&p, 1, 10000) != 1) {  // generous: the machine may be loaded
        answers.push_back("no answer within 10 s to: " + line);
        kill(pid, SIGKILL);
        close(down[1]);
        close(up[0]);
        waitpid(pid, nullptr, 0);
        return answers;
      }
      char c;
      if (read(up[0], &c, 1) != 1) break;  // the child ended
      answer += c;
    }
    if (!answer.empty()) answers.push_back(answer);
  }
  close(down[1]);
  close(up[0]);
  waitpid(pid, nullptr, 0);
  return answers;
}

// Answers every "add a b" with a + b and "neg a" with -a, until "quit".
void calculator(std::FILE* in, std::FILE* out) {
  FastInput reader(in);
  for (std::string op = reader.word(); op != "quit" && !op.empty(); op = reader.word()) {
    long long a = reader.next<long long>();
    long long r = op == "add" ? a + reader.next<long long>() : -a;
    std::fprintf(out, "%lld\n", r);
    std::fflush(out);
  }
}

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

TEST(FastInput, WhitespaceSeparatesAndTheEndGivesZeroOrEmpty) {
  TextFile t("\t12\r\n\r\n  34\v\f-56\nab\tc\r\n");
  FastInput in(t.f);
  EXPECT_EQ(in.next<int>(), 12);
  EXPECT_EQ(in.next<int>(), 34);
  EXPECT_EQ(in.next<int>(), -56);
  EXPECT_EQ(in.word(), "ab");
  EXPECT_EQ(in.word(), "c");
  EXPECT_EQ(in.word(), "");
  EXPECT_EQ(in.next<int>(), 0);
  EXPECT_EQ(in.next<int>(), 0);
}

TEST(FastInput, WordsAndNumbersMix) {
  TextFile t("move 3 -7\nquit\n");
  FastInput in(t.f);
  EXPECT_EQ(in.word(), "move");
  EXPECT_EQ(in.next<int>(), 3);
  EXPECT_EQ(in.word(), "-7");
  EXPECT_EQ(in.word(), "quit");
}

// __int128 is not is_signed under strict -std=c++17 (the tests' mode),
// which once made next<__int128>() drop the minus sign.
TEST(FastInput, Int128KeepsItsSignAndExtremes) {
  TextFile t("-5 -170141183460469231731687303715884105728 "
             "170141183460469231731687303715884105727 "
             "340282366920938463463374607431768211455\n");
  FastInput in(t.f);
  __extension__ typedef __int128 I128;
  __extension__ typedef unsigned __int128 U128;
  const I128 max = static_cast<I128>(~U128(0) >> 1);
  EXPECT_TRUE(in.next<I128>() == -5);
  EXPECT_TRUE(in.next<I128>() == -max - 1);
  EXPECT_TRUE(in.next<I128>() == max);
  EXPECT_TRUE(in.next<U128>() == ~U128(0));
}

TEST(FastInput, LeadingZerosAreNotOverflow) {
  TextFile t("000000000000000000000000000042 -0000000000002147483648\n");
  FastInput in(t.f);
  EXPECT_EQ(in.next<int>(), 42);
  EXPECT_EQ(in.next<int>(), INT_MIN);
}

// Input outside the domain fails an assert (the tests keep asserts on).
TEST(FastInputDeathTest, OutOfDomainTokensFailAnAssert) {
  auto read = [](const char* text, auto type) {
    TextFile t(text);
    FastInput in(t.f);
    in.next<decltype(type)>();
    in.next<decltype(type)>();
  };
  EXPECT_DEATH(read("3-4", 0), "non-space");
  EXPECT_DEATH(read("-5", 0u), "negative for unsigned");
  EXPECT_DEATH(read("-5", 0ULL), "negative for unsigned");
  EXPECT_DEATH(read("2147483648", 0), "too large");
  EXPECT_DEATH(read("-2147483649", 0), "too large");
  EXPECT_DEATH(read("99999999999", 0), "too large");
  EXPECT_DEATH(read("18446744073709551616", 0ULL), "too large");
  EXPECT_DEATH(read("9223372036854775808", 0LL), "too large");
  EXPECT_DEATH(read("1e5", 0), "non-space");
  EXPECT_DEATH(read("x", 0), "not an integer");
  EXPECT_DEATH(read("- 5", 0), "not an integer");
}

TEST(FastInput, AnswersEachLineBeforeTheNextIsSent) {
  std::vector<std::string> got =
      dialogue(calculator, {"add 1 2", "neg -9223372036854775807", "add 40 2", "quit"});
  std::vector<std::string> want = {"3\n", "9223372036854775807\n", "42\n"};
  EXPECT_EQ(got, want);
}

TEST(FastInput, LinesLongerThanTheBufferSplitAcrossRefills) {
  std::string line;
  long long sum = 0;
  for (int i = 0; line.size() < 3 * FastInput::kSize; i++) {
    line += std::to_string(i) + " ";
    sum += i;
  }
  TextFile t(line + "\n-1\n");
  FastInput in(t.f);
  long long got = 0;
  for (long long v; (v = in.next()) != -1;) got += v;
  EXPECT_EQ(got, sum);
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
