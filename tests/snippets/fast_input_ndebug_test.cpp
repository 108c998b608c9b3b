// Under NDEBUG the domain asserts are gone: out-of-domain tokens give
// unspecified values, but never undefined behaviour (UBSan watches this
// file in the sanitizer build) and the reader goes on with the next line.
#define NDEBUG 1
#include "snippets/fast_input.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace {

TEST(FastInputNdebug, OutOfDomainTokensAreDefinedBehaviour) {
  const std::string text =
      "99999999999999999999999999 -99999999999999999999999999 1e5 x\n7\n";
  std::FILE* f = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), f);
  std::rewind(f);
  FastInput in(f);
  in.next<int>();
  in.next<int>();
  in.next<unsigned>();
  in.next<long long>();
  in.word();  // the rest of "1e5" and then "x", in whichever split
  EXPECT_EQ(in.word(), "7");
  std::fclose(f);
}

}  // namespace
