#!/usr/bin/env python3
"""Validates alert catalog JSON documents against schema/alert-catalog.schema.json.

Usage: python3 schema/validate.py FILE...
Exit status: 0 when every file is valid, 1 when any is invalid or unreadable, 2 for bad usage.
Needs the `jsonschema` package (pip install jsonschema).
"""
import json
import pathlib
import sys

from jsonschema import Draft202012Validator

SCHEMA_PATH = pathlib.Path(__file__).resolve().with_name("alert-catalog.schema.json")


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    failed = False
    for path in paths:
        try:
            document = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read JSON: {error}", file=sys.stderr)
            failed = True
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            location = "/" + "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: {location}: {error.message}", file=sys.stderr)
        if errors:
            failed = True
        else:
            print(f"{path}: valid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
