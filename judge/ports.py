"""Competitive Companion's ports, apart from judge/listen.py so that building the command line
does not import an HTTP server."""

# The ports the extension sends to without configuration (its hosts list: cpbooster, Hightail,
# Mind Sport, acmX, Caide, CP Editor, Competitive Programming Helper). We take cpbooster's,
# the least likely to be taken on a contestant's machine.
EXTENSION_PORTS = (1327, 4244, 6174, 10042, 10043, 10045, 27121)
DEFAULT_PORT = 1327
