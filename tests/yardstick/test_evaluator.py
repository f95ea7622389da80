# SPDX-License-Identifier: Apache-2.0
"""Self-test of the torch yardsticks' generic evaluator (platforms/triton/runtime/
km_torch_yardstick.py) through the worker's glue (km_triton_host.py), run by KM_PYTHON:
arguments bound by name whatever their order, several outputs, int and float params, integer
inputs widened as selftest.xcheck does, fp16/bf16 kept in their dtype, outputs written into the
harness's own pages, a semantics that raises reported as the yardstick's fault, and torch.compile
on two tasks (its warm-up in bind, none in the timed call).

  python test_evaluator.py <platforms/triton> <operators> <scratch dir> [--no-compile] [--cuda]

--cuda: the same on a GPU (KM_TORCH_DEVICE=cuda: device copies between guard zones, the call on
the glue's stream, results copied back by sync_back, one call timed with CUDA events).
"""
import json
import os
import sys


def spec_of(operators, name):
    for cat in sorted(os.listdir(operators)):
        p = os.path.join(operators, cat, name + ".json")
        if os.path.exists(p):
            return p
    raise FileNotFoundError(name)


class Case:
    """A fake arena: each tensor in its own bytearray with guard room, bound through the glue as
    km-worker-triton does (memoryviews, names, scalars as (kind, value, name))."""

    def __init__(self, host_mod, torch, tensors, scalars, order):
        self.host_mod, self.torch, self.arenas, self.specs = host_mod, torch, {}, []
        g = host_mod.GUARD
        kinds = {torch.float32: "fp32", torch.float16: "fp16", torch.bfloat16: "bf16",
                 torch.int64: "i64", torch.int32: "i32", torch.uint8: "u8"}
        for name in order:
            if name in scalars:
                v = scalars[name]
                self.specs.append(("i64" if isinstance(v, int) else "f64", v, name))
                continue
            t, output = tensors[name]
            raw = t.contiguous().view(-1).view(torch.uint8).numpy().tobytes()
            buf = bytearray(g) + bytearray(raw) + bytearray(g)
            if output is True:  # poison: the yardstick must overwrite every element
                buf[g:g + len(raw)] = b"\xff" * len(raw)
            # output "inout": an in-place output, bound with its initial contents
            self.arenas[name] = (buf, t.dtype, list(t.shape))
            self.specs.append(("ptr", name, kinds[t.dtype], list(t.shape), bool(output), memoryview(buf)))

    def out(self, name):
        buf, dtype, shape = self.arenas[name]
        g = self.host_mod.GUARD
        return self.torch.frombuffer(bytearray(buf[g:len(buf) - g]), dtype=dtype).view(shape)


DEVICE = "cuda" if "--cuda" in sys.argv else "cpu"


def host_for(host_mod, platform_dir, mode):
    os.environ["KM_TORCH_YARDSTICK"] = mode
    os.environ["KM_TORCH_DEVICE"] = DEVICE
    h = host_mod.Host(host_mod.audit_events_of(os.path.join(platform_dir, "platform.json")))
    probe = h.probe()
    assert probe["skip"] == "" and probe["interpret"] == (DEVICE == "cpu"), probe
    assert h.start() == ""
    return h


def run(h, spec_path, case):
    assert h.load(spec_path, "ignored") == "", "load"
    err = h.bind(case.specs)
    assert err == "", err
    if DEVICE == "cuda":  # each tensor over its own storage: the buffer's bytes of its device copy
        g = sys.modules[type(h).__module__].GUARD
        for _, name, _, t, mem in h.tensors:
            assert not t.numel() or (t.storage_offset() == 0 and t.data_ptr() == mem.data_ptr() + g), \
                (name, t.storage_offset(), t.data_ptr() - mem.data_ptr())
    assert h.call() == 0, "the yardstick's call failed"
    assert h.sync_back() == ""
    if DEVICE == "cuda":
        seconds, rc, tail = h.timed_call()
        assert rc == 0 and seconds > 0 and tail >= 0, (seconds, rc, tail)


def dynamo(h):
    """The worker's jit.dynamo counts so far, as its telemetry reports them to the record."""
    counts = json.loads(h.telemetry())["jit"]["dynamo"]
    assert counts == sys.modules[type(h).__module__].dynamo_counts()
    return counts


def c_device(h):
    """The device a host's bound tensors are on."""
    return next(a.device for a in h.args if hasattr(a, "device"))


def close(got, exp, rtol):
    got, exp = got.double(), exp.double()
    err = float((got - exp).abs().max()) if got.numel() else 0.0
    scale = max(float(exp.abs().max()) if exp.numel() else 0.0, 1e-30)
    assert err <= rtol * scale, "off by %g of %g" % (err, scale)


def main(platform_dir, operators, scratch, with_compile):
    sys.path.insert(0, os.path.join(platform_dir, "runtime"))
    import km_triton_host as host_mod
    import km_torch_yardstick as ymod
    import torch
    if DEVICE == "cuda" and not torch.cuda.is_available():
        print("[  SKIPPED ] --cuda: torch %s sees no CUDA device" % torch.__version__)
        return
    torch.manual_seed(1)
    checks = 0

    # 1. Names, not positions: the glue's arguments in an order unlike the spec's, two outputs,
    #    a float param; fp32, fp16 and bf16 each in its own dtype.
    spec = spec_of(operators, "fused_add_rms_norm")
    for dtype, rtol in ((torch.float32, 1e-5), (torch.float16, 4e-3), (torch.bfloat16, 3e-2)):
        h = host_for(host_mod, platform_dir, "eager")
        x, res, w = (torch.randn(5, 33).to(dtype), torch.randn(5, 33).to(dtype),
                     torch.rand(33).to(dtype) + 0.5)
        c = Case(host_mod, torch, {"x": (x, False), "residual": (res, False), "w": (w, False),
                                   "y": (torch.empty(5, 33, dtype=dtype), True),
                                   "r": (torch.empty(5, 33, dtype=dtype), True)},
                 {"rows": 5, "d": 33, "eps": 1e-6}, ["r", "w", "eps", "y", "x", "d", "residual", "rows"])
        run(h, spec, c)
        r = x.double() + res.double()
        y = r * torch.rsqrt(r.pow(2).mean(-1, keepdim=True) + 1e-6) * w.double()
        assert c.out("y").dtype == dtype
        close(c.out("r"), r, rtol)
        close(c.out("y"), y, rtol)
        checks += 1

    # 2. Integer inputs: u8 mask widened as selftest.xcheck hands it, a float param.
    h = host_for(host_mod, platform_dir, "eager")
    x, mask = torch.randn(100), (torch.rand(100) > 0.5).to(torch.uint8)
    c = Case(host_mod, torch, {"x": (x, False), "mask": (mask, False),
                               "y": (torch.empty(100), True)}, {"n": 100, "value": -7.5},
             ["x", "mask", "y", "n", "value"])
    run(h, spec_of(operators, "masked_fill"), c)
    assert torch.equal(c.out("y"), x.masked_fill(mask.bool(), -7.5))
    checks += 1

    # 3. The generated function: every name a parameter, outputs copied last.
    src = ymod.function_source({"name": "t", "semantics": "a = x * k; b = x.sum()",
                                "inputs": [{"name": "x"}, {"name": "i", "dtype": "i32"}],
                                "outputs": [{"name": "a"}, {"name": "b"}], "sizes": ["n"],
                                "params": [{"name": "k"}]})
    assert src.startswith("def _km_semantics(_km_out, x, i, n, k):"), src
    assert "i = i.long()" in src and src.rstrip().endswith("_km_out[1].shape))"), src
    checks += 1

    # 3b. A helper that looks a weight pack up by name (`globals()[w]`, as the whole networks'
    #     semantics do): the names of the call, never those of an earlier call.
    look = os.path.join(scratch, "globals_lookup.json")
    with open(look, "w") as f:
        json.dump({"name": "globals_lookup", "semantics":
                   "def part(name, o):\n    return globals()[name][o:o + n]\ny = part('wa', 0) * x + part('wb', n)",
                   "inputs": [{"name": "x"}, {"name": "wa"}, {"name": "wb"}], "outputs": [{"name": "y"}],
                   "sizes": ["n"]}, f)
    for _ in range(2):
        h = host_for(host_mod, platform_dir, "eager")
        x, wa, wb = torch.randn(6), torch.randn(6), torch.randn(12)
        c = Case(host_mod, torch, {"x": (x, False), "wa": (wa, False), "wb": (wb, False),
                                   "y": (torch.empty(6), True)}, {"n": 6}, ["y", "wb", "x", "n", "wa"])
        run(h, look, c)
        close(c.out("y"), wa * x + wb[6:], 1e-6)
    checks += 1

    # 4. A name the harness does not pass, and a semantics that raises: the yardstick's own
    #    errors, reported by bind/call, never silent.
    h = host_for(host_mod, platform_dir, "eager")
    c = Case(host_mod, torch, {"x": (torch.randn(4), False), "y": (torch.empty(4), True)}, {},
             ["x", "y"])
    assert h.load(spec_of(operators, "elu"), "elu") == ""
    err = h.bind(c.specs)
    assert "alpha" in err and "n" in err, err
    bad = os.path.join(scratch, "raises.json")
    with open(bad, "w") as f:
        json.dump({"name": "raises", "semantics": "y = torch.no_such_op(x)",
                   "inputs": [{"name": "x"}], "outputs": [{"name": "y"}], "sizes": []}, f)
    assert h.load(bad, "raises") == ""
    assert h.bind(c.specs) == ""
    assert h.call() == 1
    checks += 1

    # 4b. eager_fp32, the triage witness: fp32 copies of half inputs, the results rounded once
    #     into the half outputs (an in-place one too); eager rounds after every op.
    spec = {"name": "t", "semantics": "y = (x * 3.0 + 1.0) - 1.0; z.mul_(3.0).sub_(0.1)",
            "inputs": [{"name": "x"}], "outputs": [{"name": "y"}, {"name": "z", "inout": True}]}
    for dtype in (torch.float16, torch.bfloat16):
        x = (torch.randn(4096) * 8).to(dtype)
        got = {}
        for mode in ("eager_fp32", "eager"):
            y, z = torch.empty_like(x), x.clone()
            ymod.Yardstick(torch, spec, mode).bind(["x", "y", "z"], [x, y, z])(x, y, z)
            assert y.dtype == dtype and z.dtype == dtype
            got[mode] = (y, z)
        y, z = got["eager_fp32"]
        assert torch.equal(y, ((x.float() * 3.0 + 1.0) - 1.0).to(dtype)), dtype
        assert torch.equal(z, (x.float() * 3.0 - 0.1).to(dtype)), dtype
        assert not torch.equal(got["eager"][0], y), "eager rounded once: the check would mean nothing"
    checks += 1

    # 5. torch.compile (inductor: a C++ compiler at run time): elu and fused_add_rms_norm, the
    #    compilation in bind(), the call then fast and right; blas_scal (x in place): the warm-up
    #    call in bind() leaves the buffers as the harness prepared them, so x is scaled once.
    if with_compile:
        import time
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(scratch, "inductor")
        for name in ("elu", "fused_add_rms_norm", "blas_scal"):
            h = host_for(host_mod, platform_dir, "compile")
            if name == "blas_scal":
                x = torch.randn(37)
                c = Case(host_mod, torch, {"x": (x, "inout")}, {"n": 37, "incx": 1, "alpha": 1.5},
                         ["x", "n", "incx", "alpha"])
                exp = {"x": x * 1.5}
            elif name == "elu":
                x = torch.randn(4099)
                c = Case(host_mod, torch, {"x": (x, False), "y": (torch.empty(4099), True)},
                         {"n": 4099, "alpha": 1.3}, ["x", "y", "n", "alpha"])
                exp = {"y": torch.nn.functional.elu(x, 1.3)}
            else:
                x, res, w = torch.randn(7, 65), torch.randn(7, 65), torch.rand(65) + 0.5
                c = Case(host_mod, torch, {"x": (x, False), "residual": (res, False), "w": (w, False),
                                           "y": (torch.empty(7, 65), True), "r": (torch.empty(7, 65), True)},
                         {"rows": 7, "d": 65, "eps": 1e-5}, ["x", "residual", "w", "y", "r", "rows", "d", "eps"])
                r = x + res
                exp = {"r": r, "y": r * torch.rsqrt(r.pow(2).mean(-1, keepdim=True) + 1e-5) * w}
            assert h.load(spec_of(operators, name), name) == ""
            before = dynamo(h)
            t0 = time.time()
            assert h.bind(c.specs) == ""
            t1 = time.time()
            assert h.call() == 0
            assert h.sync_back() == ""
            t2 = time.time()
            for k, v in exp.items():
                close(c.out(k), v, 1e-5)
            print("torch.compile %s: bind (compiles) %.1f s, then a call %.4f s" % (name, t1 - t0, t2 - t1))
            # The record's jit.dynamo: the task compiled whole, one graph, no break.
            after = dynamo(h)
            assert after["graphs"] - before["graphs"] == 1, (before, after)
            assert after["graph_breaks"] == before["graph_breaks"], (before, after)
            checks += 1
            # bind gave the compiled semantics factories that default to the tensors' device
            tm = h.yardstick.ns["torch"]
            assert tm is not torch and tm.eye.keywords["device"] == c_device(h), tm
            assert tm.linalg is torch.linalg and tm.float16 is torch.float16

        # 5b. A semantics dynamo cannot trace whole (an explicit graph break standing in for the
        #     networks' old globals() lookups): jit.dynamo counts the break and names it.
        brk = os.path.join(scratch, "graph_break.json")
        with open(brk, "w") as f:
            json.dump({"name": "graph_break", "semantics":
                       "t = x * 2.0\ntorch._dynamo.graph_break()\ny = t + 1.0",
                       "inputs": [{"name": "x"}], "outputs": [{"name": "y"}], "sizes": ["n"]}, f)
        h = host_for(host_mod, platform_dir, "compile")
        x = torch.randn(33)
        c = Case(host_mod, torch, {"x": (x, False), "y": (torch.empty(33), True)}, {"n": 33}, ["x", "y", "n"])
        assert h.load(brk, "graph_break") == ""
        before = dynamo(h)
        run(h, brk, c)
        close(c.out("y"), x * 2.0 + 1.0, 1e-6)
        after = dynamo(h)
        assert after["graph_breaks"] > before["graph_breaks"], (before, after)
        assert any("graph_break" in r["reason"] or "graph break" in r["reason"].lower()
                   for r in after["break_reasons"]), after
        checks += 1

        # 6. Factory calls that name no device (torch.eye, linspace, arange), compiled: their
        #    tensors on the bound tensors' device. Traced by dynamo alone on the meta device (no
        #    data, no compiler): torch 2.11 raised here with the `with torch.device` context
        #    alone, as on the H200 (blas_trsm, blas_tbmv, mrope_grid_positions).
        src = ymod.function_source({"name": "f", "semantics": "y = x + torch.eye(n, dtype=x.dtype) * "
                                    "torch.linspace(0, 1, n, dtype=x.dtype) + torch.arange(n).to(x.dtype)",
                                    "inputs": [{"name": "x"}], "outputs": [{"name": "y"}], "sizes": ["n"]})
        ns = {"torch": ymod.torch_on(torch, torch.device("meta"))}
        exec(src, ns)
        f = torch.compile(ns["_km_semantics"], dynamic=False, backend="eager")
        x, y = torch.empty(5, 5, device="meta"), torch.empty(5, 5, device="meta")
        with torch.no_grad(), torch.device("meta"):
            f((y,), x, 5)
        checks += 1
    print("km_torch_yardstick: %d checks OK" % checks)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], "--no-compile" not in sys.argv)
