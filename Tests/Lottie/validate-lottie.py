#!/usr/bin/python3
"""Checks Lottie files against the Lottie specification's JSON schema (the lottie-specs package
from PyPI, which `make test` installs into .build/python) with jsonschema's draft 2020-12
validator.

Usage: validate-lottie.py FILE...   Prints each file's errors; exits 1 when any file has one.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, ".build", "python"))

from importlib import resources  # noqa: E402

from jsonschema import Draft202012Validator  # noqa: E402


def main(paths):
    schema = json.loads(resources.files("lottie_specs").joinpath("data/lottie.schema.json").read_text())
    validator = Draft202012Validator(schema)
    failed = False
    for path in paths:
        try:
            with open(path) as file:
                document = json.load(file)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot be read: {error}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
        for error in errors[:20]:
            where = "/".join(str(part) for part in error.path) or "(the file)"
            print(f"{path}: {where}: {error.message[:200]}")
        if errors:
            print(f"{path}: {len(errors)} error(s)")
            failed = True
        else:
            print(f"{path}: valid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
