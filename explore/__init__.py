"""`gk explore`, the explorer (docs/explore.md). Its own package: it may use the judge's generic
helpers; the judge never imports it."""
