"""What a compiled program is to the judge: the file, how to run it, and what the report says
of it. Made by judge/compiler.py (C++, Python) and judge/languages.py (the other languages),
run by judge/judging.py."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass
class Binary:
    """A compiled program: its file, its cache key and how to run it."""

    path: Path
    key: str
    cached: bool
    seconds: float
    argv: tuple[str, ...] = ()   # how to run it; () means the binary itself
    runner: str = ""             # for the report: "g++ -std=c++20 -O2 ..." or "python3 3.11.2"
    sanitized: bool = False      # built with AddressSanitizer: memory is judged by RSS
    source: str = ""             # a script run from a cached copy: the user's file, for messages
    vm: bool = False             # a JVM: memory is judged by RSS, the heap capped at heap_mib
    heap_mib: int = 256          # the judge sets it to the memory limit

    @property
    def command(self) -> list[str]:
        return [a.replace("{memory_mib}", str(self.heap_mib)) for a in self.argv] or [str(self.path)]
