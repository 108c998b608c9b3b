"""SHA-256 for the compile cache's keys (short texts) without importing hashlib, which loads
OpenSSL first: about 2 ms of every command. Large inputs (generated tests) use hashlib's."""

try:
    from _sha256 import sha256  # noqa: F401 (Python 3.11)
except ImportError:  # pragma: no cover - Python 3.12 renamed it, another build may lack it
    try:
        from _sha2 import sha256  # noqa: F401
    except ImportError:
        from hashlib import sha256  # noqa: F401
