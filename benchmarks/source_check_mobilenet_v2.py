# The MobileNetV2 source model of KernelBench (level3/20_MobileNetV2.py, given as the first argument:
# not vendored here) against operators/model/mobilenet_v2.json's semantics with the same weights, in
# float64 and training mode (as KernelBench runs it), at u = 8 (the source's widths) and smaller
# images. Exit 1 on any difference.
#   python3 benchmarks/source_check_mobilenet_v2.py KernelBench/level3/20_MobileNetV2.py
import importlib.util, json, math, pathlib, sys
import torch
import torch.nn as nn
import torch.nn.functional as F
spec = json.load(open(pathlib.Path(__file__).resolve().parents[1] / "operators/model/mobilenet_v2.json"))
loader = importlib.util.spec_from_file_location("kb", sys.argv[1])
kb = importlib.util.module_from_spec(loader)
loader.loader.exec_module(kb)


def run(n, h, w, classes):
    torch.manual_seed(0)
    m = kb.Model(num_classes=classes).double()
    with torch.no_grad():
        for mod in m.modules():
            if isinstance(mod, nn.BatchNorm2d):
                mod.weight.uniform_(0.5, 1.5)
                mod.bias.uniform_(-0.5, 0.5)
    x = torch.rand(n, 3, h, w, dtype=torch.float64)
    convs = [mod for mod in m.features.modules() if isinstance(mod, nn.Conv2d)]
    bns = [mod for mod in m.features.modules() if isinstance(mod, nn.BatchNorm2d)]
    lin = m.classifier[1]
    ns = {"torch": torch, "F": F, "math": math, "n": n, "u": 8, "h": h, "w": w, "classes": classes,
          "eps": 1e-5, "img": x, "Wf": lin.weight.detach(), "bf": lin.bias.detach(),
          "Wc": torch.cat([c.weight.reshape(-1) for c in convs]).detach(),
          "bnw": torch.cat([b.weight for b in bns]).detach(), "bnb": torch.cat([b.bias for b in bns]).detach()}
    with torch.no_grad():
        want = m(x)  # training mode: batch statistics
        exec(spec["semantics"], ns)
    d = (ns["y"] - want).abs().max().item()
    print(f"n={n} {h}x{w} classes={classes}: {len(convs)} convs, {len(bns)} BatchNorms, max |diff| {d:.3g}, |y| max {want.abs().max().item():.3g}")
    return d


bad = sum(run(*cfg) > 1e-12 for cfg in [(2, 64, 64, 10), (3, 40, 33, 7), (2, 96, 64, 5)])
sys.exit(1 if bad else 0)
