# The SwinMLP source model of KernelBench (level3/29_SwinMLP.py, given as the first argument: not
# vendored here) against operators/model/swin_mlp.json's semantics with the same weights, in float64,
# on four configurations (the source's window 7 on 224 x 224 among them). Exit 1 on any difference.
#   python3 benchmarks/source_check_swin_mlp.py KernelBench/level3/29_SwinMLP.py
import importlib.util, json, math, pathlib, sys
import torch
import torch.nn.functional as F
spec = json.load(open(str(pathlib.Path(__file__).resolve().parents[1] / 'operators/model/swin_mlp.json')))
specm = importlib.util.spec_from_file_location("kb", sys.argv[1]); kb = importlib.util.module_from_spec(specm); specm.loader.exec_module(kb)
def run(b, ch, img, p, hd, ws, classes):
    torch.manual_seed(0)
    m = kb.Model(img_size=img, patch_size=p, in_chans=ch, num_classes=classes, embed_dim=3 * hd, window_size=ws).double()
    with torch.no_grad():
        for prm in m.parameters(): prm.uniform_(-0.5, 0.5)
    x = torch.rand(b, ch, img, img, dtype=torch.float64)
    packs = {k: [] for k in "lnw lnb sw sb W1 b1 W2 b2 Wr".split()}
    pe = m.patch_embed
    packs["lnw"].append(pe.norm.weight); packs["lnb"].append(pe.norm.bias)
    for L in m.layers:
        for blk in L.blocks:
            packs["lnw"] += [blk.norm1.weight, blk.norm2.weight]; packs["lnb"] += [blk.norm1.bias, blk.norm2.bias]
            packs["sw"].append(blk.spatial_mlp.weight); packs["sb"].append(blk.spatial_mlp.bias)
            packs["W1"].append(blk.mlp.fc1.weight); packs["b1"].append(blk.mlp.fc1.bias)
            packs["W2"].append(blk.mlp.fc2.weight); packs["b2"].append(blk.mlp.fc2.bias)
        if L.downsample is not None:
            packs["lnw"].append(L.downsample.norm.weight); packs["lnb"].append(L.downsample.norm.bias)
            packs["Wr"].append(L.downsample.reduction.weight)
    packs["lnw"].append(m.norm.weight); packs["lnb"].append(m.norm.bias)
    ns = {"torch": torch, "F": F, "math": math, "b": b, "ch": ch, "r8": img // p // 8, "p": p, "hd": hd, "ws": ws,
          "classes": classes, "eps": 1e-5, "img": x, "Wp": pe.proj.weight, "bp": pe.proj.bias, "Wh": m.head.weight, "bh": m.head.bias}
    for k, v in packs.items(): ns[k] = torch.cat([t.reshape(-1) for t in v]).detach()
    with torch.no_grad():
        want = m(x)
        exec(spec["semantics"], ns)
    d = (ns["y"] - want).abs().max().item()
    print(f"b={b} ch={ch} img={img} p={p} hd={hd} ws={ws} classes={classes}: max |diff| {d:.3g}, |y| max {want.abs().max().item():.3g}")
    return d
bad = 0
for cfg in [(2, 3, 64, 2, 4, 4, 10), (2, 3, 224, 4, 4, 7, 20), (1, 2, 48, 2, 2, 3, 5), (2, 1, 16, 2, 1, 8, 3)]:
    bad += run(*cfg) > 1e-12
sys.exit(1 if bad else 0)
