"""`python3 -m explore ...` is `gk explore ...`."""
import sys

from .cli import main

sys.exit(main())
