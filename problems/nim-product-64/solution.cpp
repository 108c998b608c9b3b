// Nim Product (Library Checker nim_product_64): up to 10^6 products in the
// field of nimbers below 2^64; the work is in fast input and output.
#include <cstdio>

#include "snippets/nim_product.hpp"

namespace {

// Reads unsigned 64-bit integers from stdin through a large buffer.
struct Reader {
  static constexpr std::size_t kSize = 1 << 16;
  char buf[kSize];
  std::size_t len = 0, pos = 0;
  int get() {
    if (pos == len) {
      len = std::fread(buf, 1, kSize, stdin);
      pos = 0;
      if (len == 0) return -1;
    }
    return buf[pos++];
  }
  unsigned long long next() {
    int c = get();
    while (c != -1 && (c < '0' || c > '9')) c = get();
    unsigned long long x = 0;
    for (; c >= '0' && c <= '9'; c = get())
      x = x * 10 + static_cast<unsigned long long>(c - '0');
    return x;
  }
};

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

Reader in;
Writer out;

}  // namespace

int main() {
  unsigned long long t = in.next();
  for (unsigned long long i = 0; i < t; i++) {
    unsigned long long a = in.next();
    out.line(nimProduct(a, in.next()));
  }
}
