"""`gk explore`, the explorer: the values of a game you describe, the pattern in them with how
sure it is, a picture and code to paste (docs/explore.md). Its own package: it may use the
judge's generic helpers (compiler, errors, paths); the judge never imports it."""
