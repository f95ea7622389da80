#!/usr/bin/env python3
"""Executable semantics: every spec's `semantics` is PyTorch, evaluated in float64 on the cases'
inputs (written by `kernelmark cases`) and compared with our reference's expected outputs. Two
independent implementations of one op agreeing is the check of both; a disagreement names the op,
the case and the largest difference.

  xcheck.py --kernelmark build/bin/kernelmark --operators operators [--only REGEX] [--json OUT]

Exit 0 when every op agrees (or declares why it cannot: the spec's `xcheck` waiver), 1 when one
disagrees, 77 (CTest's SKIP_RETURN_CODE) when torch cannot be imported.
"""
import argparse
import json
import math
import re
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    import numpy as np
    import torch
except ImportError as e:  # the platform of this check is missing, not broken
    print(f"xcheck: SKIPPED: {e} (install torch and numpy to cross-check the semantics)")
    sys.exit(77)

INT_DTYPES = {"i64", "i32", "i16", "i8", "u8", "bool"}
# float64 against float64: two correct implementations differ by rounding order only. 1e-9 of the
# output's scale leaves room for a 10^6-term sum's reordering and none for a different formula
# (tanh-approximated gelu is 1e-4 off, a missing Bessel correction 1/n).
RTOL = 1e-9
# Item i of list tensor xs, as `kernelmark cases` names it.
ITEM = re.compile(r"^(\w+)\[(\d+)\]$")


TORCH_DTYPES = {"fp64": torch.float64, "fp32": torch.float32, "fp16": torch.float16,
                "bf16": torch.bfloat16, "i64": torch.int64, "i32": torch.int32, "u8": torch.uint8,
                "i8": torch.int8, "bool": torch.bool, "fp8e4m3": torch.float8_e4m3fn,
                "fp8e5m2": torch.float8_e5m2}


COMPLEX_DTYPES = {"c64": torch.complex64, "c128": torch.complex128}


def tensor_of(case_dir, t, compute):
    """An input as torch gets it: integers as int64; floats in float64, or in the task's own dtype
    where the spec's waiver says the semantics depends on it ("compute": "dtype")."""
    a = torch.from_numpy(np.load(case_dir / t["file"]))
    if t["dtype"] in COMPLEX_DTYPES:  # written as its real view, (re, im) pairs in float64
        a = torch.view_as_complex(a.reshape(list(t["shape"]) + [2]).contiguous())
        return a.to(COMPLEX_DTYPES[t["dtype"]] if compute == "dtype" else torch.complex128)
    a = a.reshape(t["shape"])
    if t["dtype"] in INT_DTYPES:
        return a.to(torch.int64)
    return a.to(TORCH_DTYPES[t["dtype"]] if compute == "dtype" else torch.float64)


def task_dtypes(spec):
    """The task dtypes xcheck runs: fp32's task (else the first) of a single-type spec; every pair
    of a dtype_pairs spec ("fp32->fp16"), whose semantics names its types T and U."""
    if any("->" in d for d in spec["dtypes"]):
        return spec["dtypes"]
    return ["fp32" if "fp32" in spec["dtypes"] else spec["dtypes"][0]]


def compare(name, got, exp, dtype, rtol):
    """'' when got matches exp, else what differs."""
    if not torch.is_tensor(got):
        got = torch.tensor(got)
    if got.is_complex():  # the reference's expected values are the real view: (re, im) pairs
        got = torch.view_as_real(got.detach().resolve_conj().to(torch.complex128))
    if got.is_floating_point() and got.dtype != torch.float64:
        # The semantics asked for this precision (a fixed bf16 output, a task-dtype computation):
        # judged at it, two rounding steps of the dtype.
        rtol = max(rtol, 2 * torch.finfo(got.dtype).eps)
    got = got.detach().to(torch.float64).cpu()
    if got.numel() != exp.numel():
        return f"output '{name}': {got.numel()} elements, the reference has {exp.numel()}"
    got, exp = got.reshape(-1), exp.reshape(-1)
    nan_g, nan_e = torch.isnan(got), torch.isnan(exp)
    if not torch.equal(nan_g, nan_e):
        i = int(torch.nonzero(nan_g != nan_e)[0])
        return f"output '{name}': NaN differs at [{i}]: torch {got[i].item()}, reference {exp[i].item()}"
    inf_e = torch.isinf(exp) | torch.isinf(got)
    if not torch.equal(got[inf_e], exp[inf_e]):
        i = int(torch.nonzero(inf_e & (got != exp))[0])
        return f"output '{name}': infinity differs at [{i}]: torch {got[i].item()}, reference {exp[i].item()}"
    fin = ~(nan_e | inf_e)
    g, e = got[fin], exp[fin]
    if g.numel() == 0:
        return ""
    if dtype in INT_DTYPES:
        bad = torch.nonzero(g != e)
        if len(bad):
            i = int(bad[0])
            return f"output '{name}': {len(bad)} of {g.numel()} differ; first [{i}]: torch {g[i].item()}, reference {e[i].item()}"
        return ""
    scale = max(float(e.abs().max()), float(g.abs().max()), 1e-300)
    err = (g - e).abs()
    worst = int(torch.argmax(err))
    if err[worst] > rtol * scale:
        n = int((err > rtol * scale).sum())
        return (f"output '{name}': {n} of {g.numel()} differ by more than {rtol:g} of the output's "
                f"scale {scale:.6g}; largest at [{worst}]: torch {g[worst].item():.17g}, reference "
                f"{e[worst].item():.17g}")
    return ""


def compare_selection(name, got, exp, source, padded=False):
    """'' when got is as valid a selection from `source` as the reference's indices exp (the
    `selection` check: in range, distinct in each row, selecting equal values; with `padded`, the
    row length n exactly where the reference holds it), else what is not."""
    got = torch.as_tensor(got).to(torch.int64)
    # A selection of no index (0 rows, or k = 0 of each row) is valid when the reference's is too:
    # reshape(-1, 0) has no answer, so the sizes alone are compared.
    if got.numel() == 0 or exp.numel() == 0:
        return "" if got.numel() == exp.numel() else (
            f"output '{name}': {got.numel()} indices, the reference has {exp.numel()}")
    k = got.shape[-1] if got.dim() else 1
    got, exp = got.reshape(-1, k), exp.to(torch.int64).reshape(-1, k)
    if got.shape != exp.shape:
        return f"output '{name}': {got.numel()} indices, the reference has {exp.numel()}"
    src = source.to(torch.float64).reshape(got.shape[0], -1)
    if padded:  # judge the padding apart, then only the rows' selected elements
        n = src.shape[1]
        if not bool(((got == n) == (exp == n)).all()):
            return f"output '{name}': torch pads (holds {n}) where the reference does not, or the reverse"
        keep = exp != n
        if not bool(keep.all()):
            bad = [compare_selection(name, got[r][keep[r]].reshape(1, -1), exp[r][keep[r]].reshape(1, -1),
                                     src[r].reshape(1, -1)) for r in range(got.shape[0]) if bool(keep[r].any())]
            return next((b for b in bad if b), "")
    if bool(((got < 0) | (got >= src.shape[1])).any()):
        return f"output '{name}': torch gives an index outside [0, {src.shape[1]})"
    ordered = got.sort(dim=-1).values
    if bool((ordered[:, 1:] == ordered[:, :-1]).any()):
        return f"output '{name}': torch repeats an index within a row"
    a, b = src.gather(1, got), src.gather(1, exp)
    bad = ~((a == b) | (a.isnan() & b.isnan()))
    if bool(bad.any()):
        r, j = (int(v) for v in torch.nonzero(bad)[0])
        return (f"output '{name}': {int(bad.sum())} of {got.numel()} select other values; first "
                f"[{r}, {j}]: torch index {got[r, j].item()} ({a[r, j].item()}), reference index "
                f"{exp[r, j].item()} ({b[r, j].item()})")
    return ""


def check_op(kernelmark, spec_path, tmp):
    spec = json.loads(spec_path.read_text())
    waiver = spec.get("xcheck", {})
    if waiver.get("skip"):
        return "waived", f"not cross-checked: {waiver['why']}"
    done, skipped = 0, 0
    for dtype in task_dtypes(spec):
        status, n, s = check_dtype(kernelmark, spec, spec_path, tmp, waiver, dtype)
        if status:
            return status, n
        done, skipped = done + n, skipped + s
    note = f" ({waiver['why']})" if waiver else ""
    done = f"{done} cases" + (f", {skipped} not cross-checked" if skipped else "")
    return "agree", done + note


def check_dtype(kernelmark, spec, spec_path, tmp, waiver, dtype):
    """(None, cases checked, cases skipped), or (status, detail) and 0 on a problem."""
    out = Path(tmp) / (spec["name"] + "_" + dtype.replace("->", "_"))
    run = subprocess.run([kernelmark, "cases", "--spec", str(spec_path), "--dtype", dtype, "--out",
                          str(out), "--variants"], capture_output=True, text=True)
    if run.returncode != 0:
        return "error", f"kernelmark cases failed: {run.stderr.strip() or run.stdout.strip()}", 0
    rtol = waiver.get("rtol", RTOL)
    compute = waiver.get("compute", "float64")
    cases = json.loads((out / "cases.json").read_text())["cases"]
    selections = {o["name"]: o["selection"] for o in spec["outputs"] if o.get("check") == "selection"}
    skipped = 0
    for k in cases:
        case_dir = out / k
        c = json.loads((case_dir / "case.json").read_text())
        if c["variant"] in waiver.get("skip_variants", []):
            skipped += 1
            continue
        ns = {"torch": torch, "F": torch.nn.functional, "math": math, "nn": torch.nn}
        if "->" in dtype:  # a dtype pair's types, as the semantics names them
            ns["T"], ns["U"] = (TORCH_DTYPES[d] for d in dtype.split("->"))
        for name, v in c["values"].items():
            ns[name] = int(v) if name in spec.get("sizes", []) or name in c["int_params"] else v
        for t in c["inputs"]:
            item = ITEM.match(t["name"])  # a list tensor's item "xs[3]": torch gets a Python list
            if item:
                ns.setdefault(item[1], []).append(tensor_of(case_dir, t, compute))
            else:
                ns[t["name"]] = tensor_of(case_dir, t, compute)
        where = f"{c['set']}[{c['index']}]" + (f" inputs {c['variant']}" if c["variant"] else "")
        where += " " + ",".join(f"{n}={c['values'][n]:g}" for n in c["values"])
        try:
            with torch.no_grad():
                exec(c["semantics"], ns)
        except Exception as e:  # the semantics is not runnable PyTorch
            return "disagree", f"{where}: the semantics does not run: {type(e).__name__}: {e}", 0
        for t in c["outputs"]:
            item = ITEM.match(t["name"])
            if item:  # item i of a list output: the list's element i
                lst = ns.get(item[1])
                if not isinstance(lst, (list, tuple)) or int(item[2]) >= len(lst):
                    return "disagree", f"{where}: the semantics does not assign list output '{item[1]}' with item {item[2]}", 0
                ns[t["name"]] = lst[int(item[2])]
            if t["name"] not in ns:
                return "disagree", f"{where}: the semantics does not assign output '{t['name']}'", 0
            exp = torch.from_numpy(np.load(case_dir / t["file"])).reshape(-1)
            sel = selections.get(t["name"])
            if sel and not sel.get("stable"):  # ties may come in any order: judged as the harness does
                why = compare_selection(t["name"], ns[t["name"]], exp, ns[sel["input"]], sel.get("padded", False))
            else:
                why = compare(t["name"], ns[t["name"]], exp, t["dtype"], rtol)
            if why:
                return "disagree", f"{dtype} {where}: {why}", 0
    return None, len(cases) - skipped, skipped


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernelmark", required=True)
    ap.add_argument("--operators", required=True)
    ap.add_argument("--only", default="")
    ap.add_argument("--json", default="")
    a = ap.parse_args()
    torch.set_num_threads(1)
    specs = sorted(p for p in Path(a.operators).glob("*/*.json")
                   if p.name != "categories.json" and re.search(a.only, p.stem))
    results, counts = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for p in specs:
            status, detail = check_op(a.kernelmark, p, tmp)
            results[p.stem] = {"status": status, "detail": detail}
            counts[status] = counts.get(status, 0) + 1
            print(f"{p.stem}: {status.upper()}: {detail}", flush=True)
    print(f"xcheck: torch {torch.__version__}, {len(specs)} operators: " +
          ", ".join(f"{n} {s}" for s, n in sorted(counts.items())))
    if a.json:
        Path(a.json).write_text(json.dumps({"torch": torch.__version__, "results": results}, indent=1))
    return 0 if set(counts) <= {"agree", "waived"} else 1


if __name__ == "__main__":
    sys.exit(main())
