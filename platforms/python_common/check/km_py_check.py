# SPDX-License-Identifier: Apache-2.0
"""The compile step of a Python-hosted platform (platform.json "compile_check": "checker"; triton,
pallas): parses a drop file, holds its entry to the task's stub (KM_ABI) and its code to the
platform's python_policy (a policy module defining policy_violations(tree, policy)), and copies it
to the module path when it passes. A failure ends with the line the compile test reads:
"kernelmark-verdict: <VERDICT>: <reason>". Standard library only: it runs before any torch import.

  km_py_check.py --source F --abi STUB --platform platform.json --policy POLICY.py --out MODULE
"""
import argparse
import ast
import importlib.util
import json
import shutil
import sys


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
    for k in ("source", "abi", "platform", "policy", "out"):
        ap.add_argument("--" + k, required=True)
    o = ap.parse_args()
    platform = json.load(open(o.platform, encoding="utf-8"))
    if not isinstance(platform.get("python_policy"), dict):
        print("%s: python_policy: missing or not an object" % o.platform)
        return 2  # no verdict line: the harness's fault (HARNESS_ERROR), not the candidate's
    policy = platform["python_policy"]
    spec = importlib.util.spec_from_file_location("km_policy", o.policy)
    policy_mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(policy_mod)
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
    try:
        bad = policy_mod.policy_violations(tree, policy)
    except ValueError as e:  # a malformed policy (the policy module names the field)
        print("%s: %s" % (o.platform, e))
        return 2  # no verdict line: the harness's fault (HARNESS_ERROR), not the candidate's
    if bad:
        return verdict("FORBIDDEN_SYMBOL", "the module breaks the %s policy (%s python_policy): %s"
                       % (platform["name"], o.platform, "; ".join(bad)), bad)
    shutil.copyfile(o.source, o.out)
    print("checked %s -> %s" % (o.source, o.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
