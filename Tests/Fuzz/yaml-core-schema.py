#!/usr/bin/env python3
"""Differential check of our YAML reader against the YAML 1.2 core schema (`make fuzz`;
Docs/Developing.md, "Fuzzing"). Generates random YAML documents together with the value the
YAML 1.2.2 core schema gives them (10.3.2 "Tag Resolution": nulls, booleans, decimal, octal and
hexadecimal integers of any size, floats, .inf and .nan, strings plain, single- and double-quoted
with escapes, literal and folded block scalars with chomping; block and flow collections), reads
each with `layout-compile read`, and compares. Test-time only: standard library Python, no YAML
package (PyYAML reads YAML 1.1, whose `yes`, `0777` and `1_000` differ).

    python3 Tests/Fuzz/yaml-core-schema.py --cli .build/debug/layout-compile [--documents N] [--seed S]

Exit 0 when every document reads as the schema says; else the first differences, and the
documents, in .build/fuzz/yaml-core-schema/.
"""
import argparse, json, math, os, random, string, subprocess, sys

WORDS = ["alpha", "beta", "gamma", "cell", "header", "size", "width", "note", "yes", "no", "on", "off", "y", "n"]


class Number:
    """A number the reader keeps as the text it was written as, or prints as its value."""
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return "Number(%r)" % self.value


def integer(rng):
    digits = "".join(rng.choice(string.digits) for _ in range(rng.randint(1, 25)))
    sign = rng.choice(["", "", "-", "+"])
    form = rng.choice(["decimal", "decimal", "octal", "hex"])
    if form == "octal":
        text = "0o" + "".join(rng.choice("01234567") for _ in range(rng.randint(1, 30)))
        return text, Number(int(text[2:], 8))
    if form == "hex":
        text = "0x" + "".join(rng.choice("0123456789abcdefABCDEF") for _ in range(rng.randint(1, 30)))
        return text, Number(int(text[2:], 16))
    return sign + digits, Number(int(sign + digits))


def floating(rng):
    whole = "".join(rng.choice(string.digits) for _ in range(rng.randint(0, 6)))
    fraction = "".join(rng.choice(string.digits) for _ in range(rng.randint(0 if whole else 1, 6)))
    text = rng.choice(["", "-", "+"]) + whole + ("." + fraction if fraction or not whole else ".")
    if rng.random() < 0.4:
        text += rng.choice("eE") + rng.choice(["", "-", "+"]) + str(rng.randint(0, 300))
    return text, Number(float(text))


def scalar(rng):
    """(YAML text, expected value) for a scalar that fits on one line inside a flow or block node."""
    kind = rng.randrange(10)
    if kind == 0:
        return rng.choice(["null", "Null", "NULL", "~"]), None
    if kind == 1:
        text = rng.choice(["true", "True", "TRUE", "false", "False", "FALSE"])
        return text, text.lower() == "true"
    if kind == 2:
        return integer(rng)
    if kind == 3:
        return floating(rng)
    if kind == 4:
        text = rng.choice([".inf", ".Inf", ".INF", "+.inf", "-.inf", "-.Inf", ".nan", ".NaN", ".NAN"])
        # `read` prints an infinity as 1e999 (JSON that reads back as one) and NaN, no JSON number, as null.
        return text, None if "nan" in text.lower() else Number(-math.inf if text.startswith("-") else math.inf)
    if kind == 5:
        word = rng.choice(WORDS) + rng.choice(["", " " + rng.choice(WORDS), "-1", "_2", ".x"])
        return word, word
    if kind == 6:
        value = "".join(rng.choice(string.ascii_letters + " '\"#:,-") for _ in range(rng.randint(0, 12)))
        return "'" + value.replace("'", "''") + "'", value
    if kind == 7:
        pieces = [("\\n", "\n"), ("\\t", "\t"), ("\\\"", "\""), ("\\\\", "\\"), ("\\x41", "A"), ("\\u00e9", "\u00e9"),
                  ("\\0", "\0"), ("\\e", "\x1b"), ("\\/", "/"), ("\\N", "\x85"), ("\\U0001F600", "\U0001F600")]
        text, value = "", ""
        for _ in range(rng.randint(0, 6)):
            if rng.random() < 0.5:
                piece = rng.choice(pieces)
            else:
                word = rng.choice(WORDS)
                piece = (word, word)
            text, value = text + piece[0], value + piece[1]
        return '"' + text + '"', value
    if kind == 8:
        text, number = integer(rng) if rng.random() < 0.5 else floating(rng)
        return '"' + text + '"', text  # quoted: a string, whatever it looks like
    word = rng.choice(WORDS)
    return word, word


def block_scalar(rng, indent):
    """A literal or folded block scalar as a mapping value, followed by more lines (never at the end)."""
    literal = rng.random() < 0.5
    chomp = rng.choice(["", "-", "+"])
    lines = [rng.choice(WORDS) + rng.choice(["", " " + rng.choice(WORDS)]) for _ in range(rng.randint(1, 4))]
    trailing = rng.randint(0, 2)
    pad = " " * (indent + 2)
    text = ("|" if literal else ">") + chomp + "\n" + "".join(pad + line + "\n" for line in lines) + "\n" * trailing
    body = "\n".join(lines) if literal else " ".join(lines)
    if chomp == "-":
        value = body
    elif chomp == "+":
        value = body + "\n" + "\n" * trailing
    else:
        value = body + "\n"
    return text, value


def flow(rng, depth):
    if depth > 2 or rng.random() < 0.5:
        return scalar(rng)
    if rng.random() < 0.5:
        items = [flow(rng, depth + 1) for _ in range(rng.randint(0, 4))]
        return "[" + ", ".join(t for t, _ in items) + "]", [v for _, v in items]
    keys = rng.sample(WORDS, rng.randint(0, 4))
    items = [(k, flow(rng, depth + 1)) for k in keys]
    return "{" + ", ".join(k + ": " + t for k, (t, _) in items) + "}", [(k, v) for k, (_, v) in items]


def block(rng, indent, depth):
    """A block mapping or sequence at `indent`: its lines, and its value (mappings as pair lists)."""
    pad = " " * indent
    if depth > 0 and rng.random() < 0.4:
        items = []
        text = ""
        for _ in range(rng.randint(1, 4)):
            t, v = flow(rng, 0)
            text += pad + "- " + t + "\n"
            items.append(v)
        return text, items
    keys = rng.sample(WORDS, rng.randint(1, 5))
    text, pairs = "", []
    # Integer and string keys that print alike are two keys (`1` and `"1"`).
    if rng.random() < 0.2:
        keys = keys[:3] + ["1", '"1"']
    for key in keys:
        shown = key.strip('"')
        choice = rng.random()
        if choice < 0.15 and depth < 3:
            t, v = block(rng, indent + 2, depth + 1)
            text += pad + key + ":\n" + t
        elif choice < 0.3:
            t, v = block_scalar(rng, indent)
            text += pad + key + ": " + t
        else:
            t, v = flow(rng, 0)
            text += pad + key + ": " + t + "\n"
        pairs.append((shown, v))
    return text, pairs


def same(expected, actual):
    if isinstance(expected, Number):
        if isinstance(actual, str):
            return False
        if isinstance(actual, bool) or not isinstance(actual, (int, float)):
            return False
        value = float(expected.value) if abs(expected.value) < 1e308 else math.inf
        return float(actual) == value or (math.isinf(value) and math.isinf(float(actual)))
    if isinstance(expected, list) and (not expected or isinstance(expected[0], tuple)) and isinstance(actual, list) \
            and all(isinstance(p, tuple) for p in expected):
        return len(expected) == len(actual) and all(k == ak and same(v, av) for (k, v), (ak, av) in zip(expected, actual))
    if isinstance(expected, list):
        return isinstance(actual, list) and len(expected) == len(actual) and all(same(e, a) for e, a in zip(expected, actual))
    return type(expected) is type(actual) and expected == actual


def pairs_hook(pairs):
    return list(pairs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--documents", type=int, default=300)
    parser.add_argument("--seed", type=int, default=None)
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    folder = os.path.join(".build", "fuzz", "yaml-core-schema")
    os.makedirs(folder, exist_ok=True)
    failures = 0
    for index in range(arguments.documents):
        text, expected = block(rng, 0, 0)
        path = os.path.join(folder, "document-%d.yaml" % index)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        run = subprocess.run([arguments.cli, "read", path], capture_output=True, timeout=60)
        if run.returncode != 0:
            actual = "exit %d: %s" % (run.returncode, run.stderr.decode("utf-8", "replace")[:300])
        else:
            actual = json.loads(run.stdout.decode("utf-8"), object_pairs_hook=pairs_hook)
        if isinstance(actual, str) or not same(expected, actual):
            failures += 1
            if failures <= 5:
                print("%s: differs from the core schema\n--- document\n%s--- expected\n%r\n--- read\n%r\n"
                      % (path, text, expected, actual))
            continue
        os.remove(path)
    print("yaml-core-schema: %d documents (seed %d), %d differ" % (arguments.documents, seed, failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
