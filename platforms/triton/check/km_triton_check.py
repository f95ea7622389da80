# SPDX-License-Identifier: Apache-2.0
"""The triton platform's compile step (platform.json "compile_check": "checker"): parses a drop
file, holds its entry to the task's stub (KM_ABI) and its code to python_policy, and copies it to
the module path when it passes. A failure ends with the line the compile test reads:
"kernelmark-verdict: <VERDICT>: <reason>". Standard library only: it runs before any torch import.

  km_triton_check.py --source F --abi STUB --platform platform.json --out MODULE
"""
import argparse
import ast
import json
import shutil
import sys

from km_triton_policy import policy_violations


def verdict(name, reason, details=()):
    for d in details:
        print("kernelmark-detail: " + d)
    print("kernelmark-verdict: %s: %s" % (name, reason))
    return 1


def read_abi(path):
    """KM_ABI of the generated stub: {"task": ..., "args": [{"name", "kind", "type"}, ...]}."""
    for node in ast.parse(open(path, encoding="utf-8").read(), path).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "KM_ABI" for t in node.targets):
            return ast.literal_eval(node.value)
    raise RuntimeError(path + ": no KM_ABI assignment (not a kernelmark stub)")


def signature_problem(tree, abi):
    """None when the module defines def <task>(<args in order>) at top level, else why not."""
    want = [a["name"] for a in abi["args"]]
    defs = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == abi["task"]]
    if not defs:
        return "the module defines no top-level function %s" % abi["task"]
    fn = defs[-1]
    a = fn.args
    got = [x.arg for x in a.posonlyargs + a.args]
    extra = a.vararg or a.kwarg or a.kwonlyargs and any(d is None for d in a.kw_defaults)
    if got != want or extra:
        return "%s takes (%s), not (%s)" % (abi["task"], ", ".join(got), ", ".join(want))
    return None


def main():
    ap = argparse.ArgumentParser()
    for k in ("source", "abi", "platform", "out"):
        ap.add_argument("--" + k, required=True)
    o = ap.parse_args()
    policy = json.load(open(o.platform, encoding="utf-8"))["python_policy"]
    abi = read_abi(o.abi)
    text = open(o.source, encoding="utf-8").read()
    try:
        tree = ast.parse(text, o.source)
    except SyntaxError as e:
        print("%s:%s:%s: %s" % (o.source, e.lineno, e.offset, e.msg))
        print((e.text or "").rstrip())
        return verdict("COMPILE_ERROR", "%s line %s: %s" % (o.source, e.lineno, e.msg))
    problem = signature_problem(tree, abi)
    if problem:
        return verdict("SIGNATURE_MISMATCH", problem)
    bad = policy_violations(tree, policy)
    if bad:
        return verdict("FORBIDDEN_SYMBOL", "the module breaks the triton policy (platforms/triton/"
                       "platform.json python_policy): " + "; ".join(bad), bad)
    shutil.copyfile(o.source, o.out)
    print("checked %s -> %s" % (o.source, o.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
