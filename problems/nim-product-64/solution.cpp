// Nim Product (Library Checker nim_product_64): up to 10^6 products in the
// field of nimbers below 2^64; the work is in fast input and output.
#include <cstdio>

#include "snippets/fast_input.hpp"
#include "snippets/nim_product.hpp"

namespace {

// Writes unsigned integers, one per line, through a large buffer.
struct Writer {
  static constexpr std::size_t kSize = 1 << 16;
  char buf[kSize];
  std::size_t len = 0;
  void flush() {
    std::fwrite(buf, 1, len, stdout);
    len = 0;
  }
  void line(unsigned long long x) {
    if (len + 21 > kSize) flush();
    char digits[20];
    int k = 0;
    do {
      digits[k++] = static_cast<char>('0' + x % 10);
      x /= 10;
    } while (x);
    while (k) buf[len++] = digits[--k];
    buf[len++] = '\n';
  }
  ~Writer() { flush(); }
};

FastInput in;
Writer out;

}  // namespace

int main() {
  unsigned long long t = in.next<unsigned long long>();
  for (unsigned long long i = 0; i < t; i++) {
    unsigned long long a = in.next<unsigned long long>();
    out.line(nimProduct(a, in.next<unsigned long long>()));
  }
}
