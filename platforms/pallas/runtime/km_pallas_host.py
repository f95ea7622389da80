# SPDX-License-Identifier: Apache-2.0
"""Harness side of km-worker-pallas, run by its embedded interpreter (never candidate code).

The shared km_py_host.PyHost (platforms/python_common/runtime) arms the audit hook, imports the
candidate, and on a GPU wraps the harness's buffers as device torch tensors between guard zones
and times calls with CUDA events. This file adds JAX:
- probe(): imports jax (and torch, except under KM_PALLAS_INTERPRET=1) before the sandbox.
  Without a CUDA device JAX runs on the CPU and every pallas_call runs in Pallas's interpreter
  (interpret=True, forced by a wrapper of pallas_call installed before the candidate is imported,
  so candidates never pass it themselves).
- bind(): each buffer becomes a jax.Array by DLPack (jax.dlpack.from_dlpack), without a copy where
  JAX accepts the buffer: on the GPU, from the device torch tensor; under the interpreter, from a
  numpy view of the arena's pages when it starts at a 64-byte aligned address (the arena's slots
  do, Arena::kAlign; jaxlib 0.10.2 copies one at an offset of 4, 16 or 32 bytes) and numpy
  exports its dtype (bf16 is copied). A copied input changes nothing the candidate can observe.
  A list tensor (cat's inputs, split's outputs) is a Python list of arrays, one per item.
- _invoke(): calls the entry on those arrays; its result (one array, or a tuple in the order of the
  outputs; a list output's place holds a list of arrays) must match each output's shape and dtype, else RUNTIME_ERROR with the reason. Each
  result is then copied into the harness's output buffer after jax.block_until_ready: on the GPU
  by torch.from_dlpack (no copy) and a copy_ on the harness's stream, inside the timed region
  (platform.json "timer"); under the interpreter by numpy into the arena's pages.
"""
import functools
import os
import sys

sys.path.insert(1, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "python_common", "runtime"))
from km_py_host import GUARD, TORCH_DTYPES, PyHost, audit_events_of, one_blas_thread  # noqa: E402,F401


def preload():
    """The worker zygote's (src/worker/zygote.hpp), once, before it forks workers: what each
    worker would import first, without a device and without a thread (a process with threads
    cannot fork safely; the zygote refuses to serve then). Under KM_PALLAS_INTERPRET=1 (CI, no
    GPU) that is jax and Pallas on the CPU platform: 1.0 s of each worker's start on the 2-core box,
    one thread (JAX starts its thread pools with the CPU client, in probe's jax.devices(), 13 threads
    there). Otherwise torch, as triton's preload (its probe needs torch.cuda); jax is imported in
    each worker then, since with a GPU JAX_PLATFORMS and XLA's settings are decided in probe, after
    the device is known. numpy's OpenBLAS loads with one thread (one_blas_thread)."""
    want = os.environ.get("KM_PALLAS_INTERPRET", "auto")
    with one_blas_thread():
        if want == "1":
            os.environ["JAX_PLATFORMS"] = "cpu"  # as probe sets it, before jax reads it
            import jax  # noqa: F401
            import jax.dlpack  # noqa: F401
            import jax.experimental.pallas  # noqa: F401
            import jaxlib  # noqa: F401
        elif want in ("auto", "0"):  # anything else: probe's HARNESS_ERROR, in the worker
            import torch  # noqa: F401


class Host(PyHost):
    platform = "pallas"
    queued_launch = False  # JAX's own stream, after prepare's wait
    # prepare() waits for its device work in either timer, so queuing hides nothing here; "sync"
    # keeps the timer the Pallas examples were first timed with (the queued one passed the
    # planted PASS kernel's perf stage once on the H200, session 6, with no figures kept).
    default_timer = "sync"

    def __init__(self, audit_events):
        super().__init__(audit_events)
        self.jax_dirs = ()
        self.jargs = []
        # Per output: (name, whether a list, [(tensor or numpy view over the harness's buffer,
        # name, jax dtype)], one entry a list item).
        self.outputs = []
        self.last_results = None

    # ---- before the sandbox -------------------------------------------------------------
    def probe(self):
        """{"skip": reason or "", "device": description, "interpret": bool, "host_buffers": False,
        "relaxed_sandbox": bool}."""
        want = os.environ.get("KM_PALLAS_INTERPRET", "auto")
        if want not in ("auto", "0", "1"):  # a harness setting: HARNESS_ERROR, never SKIPPED
            raise ValueError("KM_PALLAS_INTERPRET=%r: use 0, 1 or auto" % want)
        # The interpreter needs no torch: its buffers are numpy views of the arena's pages, and
        # importing torch cost 6.6 s of each worker's 12 s start on the 2-core box (CI sets
        # KM_PALLAS_INTERPRET=1 for the tests when configure saw no CUDA device).
        self.torch = None
        if want != "1":
            try:
                import torch
            except Exception as e:  # ImportError, or a broken install: the platform is not here
                return {"skip": "%s cannot import torch: %s" % (sys.executable, e)}
            self.torch = torch
        self.interpret = want == "1" or (want == "auto" and not self.torch.cuda.is_available())
        if self.interpret:
            os.environ["JAX_PLATFORMS"] = "cpu"  # before jax is imported: no CUDA plugin probe
        else:
            # JAX would preallocate 75 % of the GPU at its first array; torch and up to
            # KM_GPU_SLOTS correctness tests share that GPU (the suite's resource spec).
            os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
        try:
            import jax
            import jax.dlpack  # noqa: F401
            import jax.experimental.pallas as pl
            import jaxlib
        except Exception as e:
            return {"skip": "%s cannot import jax and jax.experimental.pallas: %s" % (sys.executable, e)}
        self.jax, self.pl = jax, pl
        # int64 and float64 buffers (argmax's indices, fp64 tasks) keep their dtype: without x64
        # JAX would hold them as 32-bit arrays.
        jax.config.update("jax_enable_x64", True)
        self.jax_dirs = tuple(os.path.dirname(m.__file__) for m in (jax, jaxlib))
        if self.interpret:
            self.jax_device = jax.devices("cpu")[0]
            self._force_interpret()
            desc = "Pallas interpreter (jax %s) on the host CPU" % jax.__version__
        else:
            try:
                gpus = jax.devices("gpu")
            except Exception as e:  # jaxlib without its CUDA plugin: JAX would run on the CPU
                return {"skip": "jax %s sees no GPU (%s): install jax[cuda13] into %s, or set "
                                "KM_PALLAS_INTERPRET=1" % (jax.__version__, e, sys.executable)}
            self.device = self.cuda_device()
            match = [d for d in gpus if d.id == self.device.index]
            if not match:  # the GPU CTest assigned is not JAX's: HARNESS_ERROR, as cuda's adapter
                raise RuntimeError("jax %s has no GPU %d (it sees %s)" % (jax.__version__, self.device.index, gpus))
            self.jax_device = match[0]
            p = self.torch.cuda.get_device_properties(self.device)
            desc = "%s (device %d, sm_%d%d), Pallas (jax %s), torch %s" % (
                p.name, self.device.index, p.major, p.minor, jax.__version__, self.torch.__version__)
        # host_buffers False: a Pallas kernel reaches memory only through refs of the arrays it
        # was given, never the arena's raw pages, so a guard-page fault cannot be the candidate's.
        # relaxed_sandbox only on a GPU (a CUDA context maps more than the strictest 64 GiB, and
        # XLA may run ptxas for Pallas's Triton kernels); the interpreter on the CPU runs under the
        # strictest policy (a pallas_call ran under ulimit -v 64 GiB on the 2-core box).
        # jit_call_timeout_s: on a GPU each new shape is traced and compiled by XLA in its first
        # call (the harness allows it this long, as triton's JIT).
        return {"skip": "", "device": desc, "interpret": self.interpret, "host_buffers": False,
                "relaxed_sandbox": not self.interpret,
                "jit_call_timeout_s": 0.0 if self.interpret else 120.0}

    def _force_interpret(self):
        """Every pallas_call of the candidate runs in Pallas's interpreter (no GPU here)."""
        pl, real = self.pl, self.pl.pallas_call

        @functools.wraps(real)
        def pallas_call(*args, **kwargs):
            kwargs["interpret"] = True
            return real(*args, **kwargs)
        pl.pallas_call = pallas_call

    def trusted_dirs(self):
        """JAX's own code (its compilation cache, a Triton build) on the GPU path."""
        return self.jax_dirs

    # ---- timing -------------------------------------------------------------------------
    def prepare(self, sets_per_arg, set_index, poisons):
        """PyHost's device work (input set, poison, L2 flush), then a wait for it: JAX runs the
        candidate on a stream of its own, which does not wait for work queued on the harness's,
        so here the entry's launch latency stays inside the timed region (platform.json "timer")."""
        self.spin_cycles = 0  # nothing to cover: the entry starts after the wait
        err = super().prepare(sets_per_arg, set_index, poisons)
        if not err:
            self.stream.synchronize()
        return err

    # ---- buffers ------------------------------------------------------------------------
    def bind(self, specs):
        if self.interpret:
            return self._bind_host(specs)
        err = super().bind(specs)
        if err:
            return err
        self.torch.cuda.synchronize(self.device)  # the device copies are made on torch's stream
        jnp, from_dlpack = self.jax.numpy, self.jax.dlpack.from_dlpack
        self.jargs, self.outputs = [], []
        tensors = iter(self.tensors)

        def one(a, dtype):  # an empty buffer has no memory to share: a fresh empty array
            output, name = next(tensors)[:2]
            return (from_dlpack(a) if a.numel() else jnp.zeros(tuple(a.shape), dtype)), (a, name, dtype), output

        with self.jax.default_device(self.jax_device):
            for s, a in zip(specs, self.args):
                if s[0] not in ("ptr", "list"):
                    self.jargs.append(a)
                    continue
                # A list tensor: a Python list of arrays, one per item (PyHost.bind's order).
                items = zip(s[2], a) if s[0] == "list" else [(s, a)]
                made = [one(t, jnp.dtype(TORCH_DTYPES[spec[2]])) for spec, t in items]
                self.jargs.append([m[0] for m in made] if s[0] == "list" else made[0][0])
                if any(m[2] for m in made):
                    self.outputs.append((s[1], s[0] == "list", [m[1] for m in made]))
        return ""

    def _bind_host(self, specs):
        """The interpreter's buffers: numpy views of the arena's pages (no torch), each a JAX
        array by DLPack where numpy exports its dtype (not bf16 or fp8, ml_dtypes extensions: that
        input is copied once per bind, which the candidate cannot observe)."""
        import numpy as np
        jnp, from_dlpack = self.jax.numpy, self.jax.dlpack.from_dlpack
        self.tensors, self.args, self.names, self.jargs, self.outputs = [], [], [], [], []

        def one(spec):
            _, name, dtype, shape, output, view = spec
            jdtype = jnp.dtype(TORCH_DTYPES[dtype])
            nbytes = len(view) - 2 * GUARD
            a = np.frombuffer(view, dtype=np.uint8)[GUARD:GUARD + nbytes].view(jdtype).reshape(shape)
            if not a.size:
                j = jnp.zeros(tuple(shape), jdtype)
            elif jdtype in (jnp.bfloat16, jnp.float8_e4m3fn, jnp.float8_e5m2):  # ml_dtypes too
                j = self.jax.device_put(a, self.jax_device)
            else:
                j = from_dlpack(a)
            return a, j, (a, name, jdtype), output

        with self.jax.default_device(self.jax_device):
            for s in specs:
                self.names.append(s[1] if s[0] in ("ptr", "list") else s[2] if len(s) > 2 else "")
                if s[0] not in ("ptr", "list"):
                    self.args.append(s[1])
                    self.jargs.append(s[1])
                    continue
                made = [one(t) for t in (s[2] if s[0] == "list" else [s])]
                self.args.append([m[0] for m in made] if s[0] == "list" else made[0][0])
                self.jargs.append([m[1] for m in made] if s[0] == "list" else made[0][1])
                if any(m[3] for m in made):
                    self.outputs.append((s[1], s[0] == "list", [m[2] for m in made]))
        return ""

    def _results(self, result):
        """The entry's result checked against the outputs: [(JAX array, (buffer, name, dtype))],
        a list output's items each in its place. One output: the result itself (a list output's
        is a list of arrays); several: a tuple in output order. Else TypeError with the reason."""
        if len(self.outputs) == 1 and self.outputs[0][1]:
            got = (result,)
        else:
            got = result if isinstance(result, (tuple, list)) else (result,)
        names = ", ".join(n for n, _, _ in self.outputs)
        if len(got) != len(self.outputs):
            raise TypeError("%s returned %d value(s), the task has %d output(s) (%s): return %s" % (
                self.entry.__name__, len(got), len(self.outputs), names,
                "one jax.Array" if len(self.outputs) == 1 else "a tuple of jax.Arrays"))
        pairs = []
        for r, (name, is_list, items) in zip(got, self.outputs):
            if not is_list:
                pairs.append((r, items[0]))
                continue
            if not isinstance(r, (list, tuple)) or len(r) != len(items):
                raise TypeError("output %s is a list of %d arrays: the entry returned %s" % (
                    name, len(items), "%d of them" % len(r) if isinstance(r, (list, tuple)) else type(r).__name__))
            pairs.extend(zip(r, items))
        for r, (t, name, dtype) in pairs:
            if not isinstance(r, self.jax.Array):
                raise TypeError("output %s: the entry returned %s, not a jax.Array" % (name, type(r).__name__))
            if tuple(r.shape) != tuple(t.shape) or r.dtype != dtype:
                raise TypeError("output %s: the entry returned shape %s dtype %s, the task wants "
                                "shape %s dtype %s" % (name, tuple(r.shape), r.dtype, tuple(t.shape), dtype))
        return pairs

    def _invoke(self):
        """The entry on JAX arrays; its outputs copied into the harness's output buffers."""
        with self.jax.default_device(self.jax_device):
            result = self.entry(*self.jargs)
        # Waited for before it is judged: a result refused below must not leave its computation
        # running past the request, whose arena pages go away with it. Without this wait the
        # worker died of SIGSEGV and was replaced in 3 of 6 runs of the planted RUNTIME_ERROR
        # kernel on the 2-core box (0 of 6 with it; km-worker-starts in that kernel checks it).
        self.jax.block_until_ready(result)
        pairs = self._results(result)
        if self.interpret:  # numpy views of the arena's pages; np.asarray of a CPU array: no copy
            import numpy as np
            for r, (a, _, _) in pairs:
                if a.size:
                    np.copyto(a, np.asarray(r))
            return None
        views = [(t, self.torch.from_dlpack(r)) for r, (t, _, _) in pairs if t.numel()]
        for t, r in views:
            t.copy_(r)  # on the harness's stream (call() sets it)
        # Held until the next call: dropping the last reference to a JAX result would let JAX
        # reuse its memory while the copy above may still be queued on the harness's stream.
        self.last_results = (result, views)
        return None
