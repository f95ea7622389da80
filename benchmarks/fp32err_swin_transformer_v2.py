# fp32 torch (the spec's semantics in float32) against the double reference on swin_transformer_v2's
# small, heldout and drawn cases, relative to the outputs' rms and to 4 eps32 sqrt(K) (the tolerance's
# reduction term with condition 1): the measurement behind the spec's condition.
#   python3 benchmarks/fp32err_swin_transformer_v2.py build/bin/kernelmark operators/model/swin_transformer_v2.json SEED...
import json, math, shutil, subprocess, sys, tempfile, numpy as np, torch
from pathlib import Path
km, specp, seeds = sys.argv[1], sys.argv[2], sys.argv[3:]
spec = json.load(open(specp))
worst = 0
for seed in seeds:
    out = Path(tempfile.mkdtemp())
    subprocess.run([km, "cases", "--spec", specp, "--dtype", "fp32", "--out", str(out),
                    "--sets", "small,heldout,drawn", "--seed", seed, "--variants"], check=True, capture_output=True)
    for k in json.load(open(out / "cases.json"))["cases"]:
        d = out / k; c = json.load(open(d / "case.json"))
        ns = {"torch": torch, "F": torch.nn.functional, "math": math}
        for n, v in c["values"].items():
            ns[n] = int(v) if n in spec["sizes"] else v
        for t in c["inputs"]:
            ns[t["name"]] = torch.from_numpy(np.load(d / t["file"])).reshape(t["shape"]).float()
        with torch.no_grad():
            exec(spec["semantics"], ns)
        t = c["outputs"][0]
        exp = np.load(d / t["file"]).reshape(-1)
        got = ns["y"].double().numpy().reshape(-1)
        rms = math.sqrt((exp ** 2).mean())
        v = c["values"]
        K = eval(spec["tolerance"]["reduction"].replace("/", "//"), {}, dict(v))
        ratio = np.abs(got - exp).max() / (rms * 4 * 2 ** -23 * math.sqrt(K))
        worst = max(worst, ratio)
        print(f"seed {seed} {c['set']}[{c['index']}] {dict((k, v[k]) for k in spec['sizes'])}: max err {np.abs(got - exp).max():.3g}, rms {rms:.3g}, err / (rms 4 eps sqrt K) = {ratio:.3g}")
    shutil.rmtree(out)
print("worst", worst)
