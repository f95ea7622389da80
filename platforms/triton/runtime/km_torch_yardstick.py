# SPDX-License-Identifier: Apache-2.0
"""The torch yardsticks: a task's `semantics` (PyTorch, as selftest.xcheck runs it) evaluated on the
harness's own buffers, with no per-op code. Run by km-worker-triton's glue when the worker is
started with KM_TORCH_YARDSTICK=eager|compile (docs/yardsticks.md).

The semantics becomes the body of one function of every input, size and param name; its outputs
are copied into the harness's output tensors at the end of that same function, so the copy is part
of the timed call (torch.compile fuses it into the kernel's store; eager pays one more pass over
the outputs). Integer inputs are widened to int64 there too, as selftest.xcheck hands them to the
semantics (index ops need int64). Floating inputs keep the task's dtype: fp16/bf16 tasks are timed
as torch runs them in that dtype.
"""
import contextlib
import functools
import json
import math
import textwrap
import types

# eager_fp32 is no yardstick (perf never times it): a triage witness for fp16/bf16 tasks. The
# semantics runs on fp32 copies of the half inputs and its results are rounded once into the
# half outputs, as the spec's rule has a kernel do. Where torch eager fails a half task and
# eager_fp32 passes it, the tolerance admits an honest fp32-intermediate computation and eager's
# failure is its op-by-op rounding (a departure to list); where eager_fp32 fails too, the spec's
# tolerance or reference is the suspect.
MODES = ("eager", "compile", "eager_fp32")
INT_DTYPES = ("i64", "i32", "i16", "i8", "u8", "bool")


def bound_names(spec):
    """The semantics' free names in the order the function takes them: the inputs, the in-place
    outputs (inout: they hold data on entry and the semantics updates them, `x.add_(y)`), the
    sizes, the params. An in-place output is also copied back like any output: a no-op where the
    semantics updated the harness's own tensor, the result where it rebound the name."""
    return ([t["name"] for t in spec["inputs"]] + [t["name"] for t in spec["outputs"] if t.get("inout")] +
            list(spec.get("sizes", [])) + [p["name"] for p in spec.get("params", [])])


def function_source(spec):
    """The Python text of `_km_semantics(_km_out, <inputs>, <sizes>, <params>)`."""
    names = bound_names(spec)
    # A list tensor (spec "list") is a Python list of its items' tensors.
    body = [("%s = [t.long() for t in %s]" if t.get("list") else "%s = %s.long()") % (t["name"], t["name"])
            for t in spec["inputs"] if t.get("dtype") in INT_DTYPES and t.get("dtype") != "i64"]
    # xcheck runs a semantics as module code, so its helpers may look a weight pack up by name
    # (`globals()[w]`: nine whole networks do). Here the names are the function's arguments: the
    # semantics looks them up in a local dict instead (`_km_g`, built every call, so no call sees
    # the last call's tensors). Without it all 24 of those tasks raised KeyError on the H200
    # (session 16); publishing the arguments with globals().update() instead made dynamo break the
    # graph at the builtin and, inside regnet's loop, skip the whole frame: torch.compile ran
    # regnet_f32 eagerly, compiling nothing (0.1 s, no graph; session 33).
    semantics = spec["semantics"]
    if "globals()" in semantics:
        body.append("_km_g = {%s}" % ", ".join("%r: %s" % (n, n) for n in names))
        semantics = semantics.replace("globals()", "_km_g")
    body.append(semantics)
    for i, t in enumerate(spec["outputs"]):
        if t.get("list"):  # each item into its own buffer; a count other than the harness's raises
            body.append("_km_items(_km_out[%d], %s, %r)" % (i, t["name"], t["name"]))
        else:
            body.append("_km_out[%d].copy_(torch.as_tensor(%s).reshape(_km_out[%d].shape))" % (i, t["name"], i))
    return "def _km_semantics(_km_out, %s):\n%s\n" % (", ".join(names), textwrap.indent("\n".join(body), "    "))


def copy_items(torch, out, items, name):
    """A list output's items copied into the harness's item tensors (generated code's helper)."""
    items = list(items)
    if len(items) != len(out):
        raise ValueError("the semantics gave %d items for list output %s, the harness has %d"
                         % (len(items), name, len(out)))
    for dst, src in zip(out, items):
        dst.copy_(torch.as_tensor(src).reshape(dst.shape))


def torch_on(torch, device):
    """torch as a compiled semantics sees it: a module of torch's names whose factory functions
    (torch.arange, eye, linspace, zeros, ...) put a tensor on `device` unless the call names
    one. torch.compile in torch 2.11 traces torch.eye, linspace and arange outside the call's
    `with torch.device(...)` (zeros, full, tensor inside it): their tensors stayed on the CPU and
    mixing them with the harness's raised in dynamo, so blas_trsm f32/f64, blas_tbmv_f64 and
    mrope_grid_positions f32/bf16 were recorded as torch.compile's RUNTIME_ERROR on the H200
    (2026-12-05, session 24); torch 2.15 traces all of them inside. Eager keeps the context."""
    try:
        from torch.utils._device import _device_constructors
        makers = list(_device_constructors())
    except ImportError:
        makers = [getattr(torch, n) for n in ("arange", "eye", "linspace", "logspace", "zeros", "ones",
                                              "full", "empty", "rand", "randn", "randint", "tensor")]
    m = types.ModuleType("torch")
    m.__dict__.update(torch.__dict__)
    for f in makers:
        name = getattr(f, "__name__", None)
        if name and torch.__dict__.get(name) is f:
            setattr(m, name, functools.partial(f, device=device))
    return m


class Yardstick:
    """One task's semantics as a callable; bind() returns the entry the glue calls with the
    harness's positional arguments (tensors, then sizes and params)."""

    def __init__(self, torch, spec, mode):
        if mode not in MODES:
            raise ValueError("KM_TORCH_YARDSTICK=%r: expected one of %s" % (mode, ", ".join(MODES)))
        self.torch, self.spec, self.mode = torch, spec, mode
        # fp32 tasks are fp32 for the yardstick as for a candidate: torch's default lets cuDNN
        # convolve fp32 in TF32, and 40 conv f32 tasks then missed the spec's tolerance on the
        # H200 (relative errors near 1e-3; benchmarks/results/h200/2026-12-02-session6).
        torch.backends.cudnn.allow_tf32 = False
        torch.backends.cuda.matmul.allow_tf32 = False
        self.outputs = [t["name"] for t in spec["outputs"]]
        ns = {"torch": torch, "F": torch.nn.functional, "nn": torch.nn, "math": math,
              "_km_items": functools.partial(copy_items, torch)}
        exec(compile(function_source(spec), "<semantics of %s>" % spec["name"], "exec"), ns)
        self.ns, self.fn = ns, ns["_km_semantics"]
        self.torch_for = {}  # compile: str(device) -> torch_on(torch, device)
        if mode == "compile":
            import torch._dynamo
            # Every shape a run meets compiles once (dynamic=False); the default limit (8) would
            # silently fall back to eager after the eighth, and a correctness run meets dozens.
            torch._dynamo.config.cache_size_limit = 1024
            if hasattr(torch._dynamo.config, "recompile_limit"):
                torch._dynamo.config.recompile_limit = 1024
            # Inductor's FX graph cache (kept between runs in the jit-cache, seeded into each
            # run's new scratch folder) pickles a kernel's autotuner with the absolute path of the
            # run that compiled it, and the autotuner writes its chosen config beside that path:
            # in the folder of a finished run, which the worker may not create. On the H200
            # mamba2_return_y_bf16's second run raised PermissionError there and was recorded as
            # torch.compile's RUNTIME_ERROR (2026-12-05, session 24). Each run tunes in its own
            # untimed warm-up call instead; the compiled kernels are still found in the cache.
            import torch._inductor.config
            torch._inductor.config.autotune_local_cache = False
            self.fn = torch.compile(self.fn, dynamic=False)

    def bind(self, names, values):
        """names: the harness's argument names in call order; values: the tensors and scalars.
        Returns entry(*values) -> None. Raises KeyError naming what the spec lacks."""
        want = bound_names(self.spec)
        where = {n: i for i, n in enumerate(names)}
        missing = [n for n in want + self.outputs if n not in where]
        if missing:
            raise KeyError("the harness passed no argument named %s" % ", ".join(missing))
        # A dtype pair's semantics names its types T and U (y = x.to(U)): its tensors' own dtypes.
        if any("->" in d for d in self.spec.get("dtypes", [])):
            for t in self.spec["inputs"] + self.spec["outputs"]:
                if t.get("dtype", "T") in ("T", "U"):
                    v = values[where[t["name"]]]
                    if isinstance(v, list) and v:  # a list tensor: its items' dtype
                        v = v[0]
                    if isinstance(v, self.torch.Tensor):
                        self.ns[t.get("dtype", "T")] = v.dtype
        out_at = [where[n] for n in self.outputs]
        in_at = [where[n] for n in want]
        fn, no_grad = self.fn, self.torch.no_grad
        # A random op (an output judged "statistical") follows the seed contract: the same
        # (inputs, params, seed) give the same bits, another seed another draw. torch draws from
        # its global generator, so each call seeds it from the call's seed and offset first;
        # without this torch eager was NONDETERMINISTIC on all 15 random tasks on the H200
        # (benchmarks/results/h200/2026-12-03-session11).
        seed_at = None
        if any(t.get("check") == "statistical" for t in self.spec["outputs"]) and "seed" in where:
            seed_at, offset_at = where["seed"], where.get("offset")
        manual_seed = self.torch.manual_seed
        # Factory calls in a semantics (torch.arange(s), torch.empty(n, c, w)) name no device:
        # they must land where the harness's tensors are, or a cuda run mixes devices.
        tensors = [t for v in values for t in (v if isinstance(v, list) else [v])]
        device = next((t.device for t in tensors if isinstance(t, self.torch.Tensor)), None)
        on_device = (lambda: self.torch.device(device)) if device is not None else contextlib.nullcontext
        if self.mode == "compile" and device is not None:
            # One module per device, or dynamo's guard on the global would recompile every bind.
            if str(device) not in self.torch_for:
                self.torch_for[str(device)] = torch_on(self.torch, device)
            self.ns["torch"] = self.torch_for[str(device)]

        halves = (self.torch.float16, self.torch.bfloat16)
        is_half = lambda v: isinstance(v, self.torch.Tensor) and v.dtype in halves
        widen = [self.mode == "eager_fp32" and (is_half(values[i]) or isinstance(values[i], list)
                                                and any(is_half(t) for t in values[i])) for i in in_at]
        fp32 = lambda v: [t.float() if is_half(t) else t for t in v] if isinstance(v, list) else v.float()

        def entry(*args):
            if seed_at is not None:
                offset = int(args[offset_at]) if offset_at is not None else 0
                manual_seed((int(args[seed_at]) * 0x9E3779B97F4A7C15 + offset) % (1 << 63))
            with no_grad(), on_device():
                # eager_fp32: the semantics sees fp32 copies (an in-place output's copy too, which
                # the function's last lines copy back, rounded once, into the harness's tensor).
                fn(tuple(args[i] for i in out_at),
                   *(fp32(args[i]) if w else args[i] for i, w in zip(in_at, widen)))

        return entry


def load_spec(path):
    with open(path, encoding="utf-8") as f:
        spec = json.load(f)
    for key in ("name", "semantics", "inputs", "outputs"):
        if key not in spec:
            raise ValueError("%s: not a task spec (no %r)" % (path, key))
    return spec
