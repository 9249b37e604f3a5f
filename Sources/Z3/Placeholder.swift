import CZ3
