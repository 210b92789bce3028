"""Reading the package's table files (`key = value` lines, `#` comments) from the tools' scripts."""

import os


def read_table(path):
    names = {}
    if not os.path.exists(path):
        return names
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.lstrip().startswith("#") or " = " not in line:
                continue
            key, value = line.split(" = ", 1)
            names[key.strip()] = value
    return names
