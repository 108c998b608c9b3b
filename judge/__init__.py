"""Grundy Kit's local judge: `python3 -m judge --help`."""
