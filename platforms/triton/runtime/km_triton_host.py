# SPDX-License-Identifier: Apache-2.0
"""Harness side of km-worker-triton, run by its embedded interpreter (never candidate code).

probe() imports torch and triton (before the sandbox; a missing module is a SKIPPED reason); the
rest (audit hook, candidate import, zero-copy tensors, calls, CUDA-event timing) is the shared
km_py_host.PyHost (platforms/python_common/runtime). This file adds triton's interpreter switch,
its JIT cache folder, the trusted package for the GPU path's audit hook, and the torch yardsticks
(KM_TORCH_YARDSTICK), which run through this worker. The C++ adapter owns one Host object.
"""
import os
import sys
import traceback

sys.path.insert(1, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "python_common", "runtime"))
from km_py_host import GUARD, PyHost, audit_events_of, one_blas_thread, poison_fill  # noqa: E402,F401  (the self-tests)


def preload():
    """The worker zygote's (src/worker/zygote.hpp), once, before it forks workers: torch's import,
    which is most of a worker's start (3.9 s of 8.6 s for the Triton relu's correctness test on
    the H200's host, session 12). It touches no device and starts no thread: CUDA starts in each
    forked worker (probe), and triton is imported there, after TRITON_INTERPRET is decided.
    numpy's OpenBLAS loads with one thread (one_blas_thread: the torch yardsticks do not use
    numpy's BLAS either)."""
    with one_blas_thread():
        import torch  # noqa: F401


def relocate_triton_cache(cache_dir):
    """Triton's group files (<hash>/__grp__<kernel>.json) name a kernel's files by absolute path,
    and a lookup whose paths do not exist is a miss. Seeded into a new scratch folder, every group
    named the previous run's folder, so no kernel was ever found and every specialisation was
    compiled again: 1.0-2.4 s a matmul (m, n, k) pattern on the H200 (2-5 ms found; session 21,
    benchmarks/h200/triton_spec_probe.py). Each group is made to name the files beside it (by
    their base names: never a path outside its folder). Returns how many were rewritten."""
    import glob
    import json
    rewritten = 0
    for grp in glob.glob(os.path.join(glob.escape(cache_dir), "*", "__grp__*")):
        try:
            with open(grp, encoding="utf-8") as f:
                data = json.load(f)
            paths = data.get("child_paths") if isinstance(data, dict) else None
            if not isinstance(paths, dict):
                continue
            here = os.path.dirname(grp)
            moved = {k: os.path.join(here, os.path.basename(str(v))) for k, v in paths.items()}
            if moved == paths:
                continue
            data["child_paths"] = moved
            with open(grp + ".km-tmp", "w", encoding="utf-8") as f:
                json.dump(data, f)
            os.replace(grp + ".km-tmp", grp)
            rewritten += 1
        except (OSError, ValueError):
            continue  # a group that cannot be read or rewritten only costs a compilation
    return rewritten


JIT_CALL_TIMEOUT_S = 120.0
COMPILE_CALL_TIMEOUT_S = 900.0  # the torch.compile yardstick's (src/runners/perf_main.cpp's floor)


def dynamo_counts():
    """What torch.compile made of the semantics in this worker so far (the record's jit.dynamo):
    graphs compiled, graph breaks with their three most frequent reasons, frames seen and compiled.
    A whole-task semantics should be one graph with no break; graphs 0 means torch.compile ran it
    eagerly. Until session 33 the nine network specs broke at every `globals()` lookup (densenet121:
    188 graphs; regnet: none, run eagerly), seen only because a record ran 32 cases in 12 s."""
    try:
        from torch._dynamo.utils import counters
    except Exception as e:  # an older torch: say why rather than zeros
        return {"error": "%s: %s" % (type(e).__name__, e)}
    breaks = counters.get("graph_break", {})
    top = sorted(breaks.items(), key=lambda kv: -kv[1])[:3]
    frames = counters.get("frames", {})
    return {"graphs": int(counters.get("stats", {}).get("unique_graphs", 0)),
            "graph_breaks": int(sum(breaks.values())),
            "break_reasons": [{"count": int(n), "reason": str(r).strip().splitlines()[0][:200]}
                              for r, n in top],
            "frames": int(frames.get("total", 0)), "frames_compiled": int(frames.get("ok", 0))}


class Host(PyHost):
    platform = "triton"

    def __init__(self, audit_events):
        super().__init__(audit_events)
        # KM_TORCH_YARDSTICK=eager|compile: the worker runs a task's semantics (km_torch_yardstick)
        # instead of a candidate; KM_TORCH_DEVICE=cpu|cuda says on which device (docs/yardsticks.md).
        self.yardstick_mode = os.environ.get("KM_TORCH_YARDSTICK", "")
        self.yardstick = None
        self.triton_dir = None
        self.guard = None  # the candidate's torch guard (load)
        self.jit = None  # what Triton's JIT did (_listen_to_jit)

    # ---- before the sandbox -------------------------------------------------------------
    def probe(self):
        """{"skip": reason or "", "device": description, "interpret": bool}."""
        try:
            import torch
        except Exception as e:  # ImportError, or a broken install: the platform is not here
            return {"skip": "%s cannot import torch: %s" % (sys.executable, e)}
        self.torch = torch
        if self.yardstick_mode:
            return self._probe_yardstick()
        want = os.environ.get("KM_TRITON_INTERPRET", "auto")
        self.interpret = want == "1" or (want == "auto" and not torch.cuda.is_available())
        if self.interpret:  # must be set before triton is imported
            os.environ["TRITON_INTERPRET"] = "1"
        try:
            import triton  # noqa: F401
            import triton.language  # noqa: F401
        except Exception as e:
            return {"skip": "%s cannot import triton: %s" % (sys.executable, e)}
        self.triton_dir = os.path.dirname(triton.__file__)
        if self.interpret:
            self.device = torch.device("cpu")
            desc = "Triton %s interpreter on the host CPU (torch %s)" % (triton.__version__, torch.__version__)
        else:
            self.device = self.cuda_device()
            p = torch.cuda.get_device_properties(self.device)
            desc = "%s (device %d, sm_%d%d), Triton %s, torch %s" % (
                p.name, self.device.index, p.major, p.minor, triton.__version__, torch.__version__)
        self._listen_to_jit(triton)
        # A call on the GPU JIT-compiles each new specialisation of the candidate's kernels first:
        # a Triton rfft's first Bluestein case took 28.4 s on a busy H200 host (session 9), over the
        # 30 s call limit. The harness gives such calls this long (call_timeout_floor_s).
        return {"skip": "", "device": desc, "interpret": self.interpret,
                "jit_call_timeout_s": 0.0 if self.interpret else JIT_CALL_TIMEOUT_S}

    def _listen_to_jit(self, triton):
        """Counts what Triton's JIT did in this worker (telemetry's "jit", the record's `jit`):
        kernels compiled and found in the cache, and the seconds each kind took. A warm run that
        still compiles is a cache that did not serve (issue #12's warm path)."""
        self.jit = {"compiled": 0, "cache_hits": 0, "compile_s": 0.0, "cache_hit_s": 0.0}
        knobs = getattr(triton, "knobs", None)
        if knobs is None or not hasattr(knobs.compilation, "listener"):
            self.jit = None  # an older Triton: the record says nothing rather than zeros
            return

        def listener(src, metadata, metadata_group, times, cache_hit):
            us = getattr(times, "ir_initialization", 0) + sum(t for _, t in getattr(times, "lowering_stages", []))
            us += getattr(times, "store_results", 0)
            kind = "cache_hit" if cache_hit else "compile"
            self.jit["cache_hits" if cache_hit else "compiled"] += 1
            self.jit[kind + "_s"] = round(self.jit[kind + "_s"] + us * 1e-6, 6)
        knobs.compilation.listener = listener

    def telemetry(self):
        import json
        out = json.loads(super().telemetry())
        if getattr(self, "jit", None) is not None:
            out["jit"] = dict(self.jit)
        if self.yardstick_mode == "compile" and self.yardstick is not None:
            out.setdefault("jit", {})["dynamo"] = dynamo_counts()
        return json.dumps(out)

    def _probe_yardstick(self):
        """The yardstick's device is the candidate platform's (KM_TORCH_DEVICE): cpu tensors over
        the arena's pages, or cuda copies as for a Triton candidate. Triton is not needed."""
        torch = self.torch
        where = os.environ.get("KM_TORCH_DEVICE", "cpu")
        self.interpret = where == "cpu"  # "interpret": the candidate's buffers are host tensors
        if where == "cuda":
            if not torch.cuda.is_available():
                return {"skip": "torch %s sees no CUDA device" % torch.__version__}
            self.device = self.cuda_device()
            index = self.device.index
            desc = "%s (device %d), torch %s" % (torch.cuda.get_device_name(index), index, torch.__version__)
        elif where == "cpu":
            self.device = torch.device("cpu")
            desc = "host CPU, torch %s (%d threads)" % (torch.__version__, torch.get_num_threads())
        else:
            return {"skip": "KM_TORCH_DEVICE=%r: torch yardsticks run on cpu or cuda" % where}
        if self.yardstick_mode == "compile":
            try:
                import torch._inductor  # noqa: F401
            except Exception as e:
                return {"skip": "torch %s has no inductor: %s" % (torch.__version__, e)}
        # torch.compile compiles each new shape inside the call (bind): inductor's first compile
        # took 24.6 s for elu on the 2-core box, so its calls get the perf runner's 900 s too.
        jit = COMPILE_CALL_TIMEOUT_S if self.yardstick_mode == "compile" else 0.0
        return {"skip": "", "device": desc, "interpret": self.interpret, "jit_call_timeout_s": jit}

    def trusted_dirs(self):
        """Triton's JIT runs ptxas and builds its launcher with a C compiler at a kernel's first
        launch on a GPU; the candidate's host code may use only triton.cdiv and the like."""
        return (self.triton_dir,) if self.triton_dir else ()

    def set_cache_dir(self, scratch):
        """Triton's JIT cache (cubins, its launcher's C build; the launcher is built in a
        temporary folder) and inductor's, under the scratch folder's jit-cache, which the runner
        seeds from this candidate's earlier runs and keeps afterwards (src/core/jit_cache.hpp)."""
        if scratch:
            os.environ["TRITON_CACHE_DIR"] = os.path.join(scratch, "jit-cache", "triton")
            os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(scratch, "jit-cache", "inductor")
            relocate_triton_cache(os.environ["TRITON_CACHE_DIR"])
        return super().set_cache_dir(scratch)

    # ---- the candidate, or a yardstick --------------------------------------------------
    def load(self, path, task):
        if self.yardstick_mode:  # ours, trusted: the "module" is the task's spec (no audit hook)
            try:
                import km_torch_yardstick as y
                self.yardstick = y.Yardstick(self.torch, y.load_spec(path), self.yardstick_mode)
            except BaseException:
                return "the torch yardstick for %s failed:\n%s" % (path, traceback.format_exc())
            return ""
        err = super().load(path, task)
        if not err:
            import json
            import km_torch_guard
            with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                   "platform.json"), encoding="utf-8") as f:
                allow = json.load(f)["python_policy"]["host_attributes"]["allow"]
            self.guard = km_torch_guard.make_guard(self.torch, self, path, allow)
        return err

    def _invoke(self):
        """A candidate's entry runs under the torch guard (km_torch_guard); a yardstick, ours,
        does not."""
        if self.guard is None:
            return super()._invoke()
        with self.guard:
            return super()._invoke()

    def bind(self, specs):
        err = super().bind(specs)
        if err:
            return err
        if not self.yardstick:
            # Triton has no complex type: a candidate gets a complex tensor as its real view
            # (torch.view_as_real: the same memory, a trailing dimension of 2 holding re, im).
            # A list tensor's items likewise.
            real = lambda a: self.torch.view_as_real(a) if isinstance(a, self.torch.Tensor) and a.is_complex() else a
            self.args = [[real(t) for t in a] if isinstance(a, list) else real(a) for a in self.args]
            return ""
        return self._bind_yardstick()

    def _bind_yardstick(self):
        """The entry over these arguments; torch.compile compiles for this shape here, in one
        untimed call (bind is outside every timer), so no timed call includes compilation."""
        try:
            self.entry = self.yardstick.bind(self.names, self.args)
        except BaseException:
            return "the torch yardstick could not bind: %s" % traceback.format_exc()
        if self.yardstick.mode == "compile":
            # The warm-up call writes the buffers the harness prepared: an in-place output (blas
            # scal's x, index_add's y) would reach the judged call already updated once, and the
            # poison of the others would be gone. Every buffer is put back (5 of 42 tasks on the
            # H200 failed as WRONG_RESULT without it, session 21): its bytes, not its guard zones,
            # which on the host are the arena's own pages and, in the cases laid out against a
            # protected page (empty and drawn sets), include that page. Reading it faulted in the
            # worker and the case was recorded as torch.compile's OUT_OF_BOUNDS: softmax_f32 on
            # the CPU, 54 of its 121 cases (every one with a protected page), 2026-12-05. The
            # judged call's guard check sees any guard byte the warm-up wrote.
            saved = [(body, body.clone()) for body in
                     (mem[GUARD:len(mem) - GUARD] for (_, _, _, _, mem) in self.tensors)]
            if not self.interpret:
                # The copies run on torch's current stream, the warm-up on the harness's, which
                # does not wait for it: a graph already compiled (the JIT cache, a second case
                # of the shape) launched at once and could update an in-place output before its
                # copy had read it, and the put-back then restored it updated once. On the H100
                # (session 30) add_inplace_bf16, div_inplace_f16 and div_inplace_bf16 under
                # torch.compile got the last element of x wrong that way, divided twice
                # ([4098] of n = 4099: 0.393 for 0.636), now and then, more often with the
                # cache warm; outside the harness (benchmarks/compile_inplace_probe.py) 0 of
                # 20 trials per shape were wrong.
                self.torch.cuda.synchronize(self.device)
            try:
                if self.interpret:
                    self.entry(*self.args)
                else:
                    with self.torch.cuda.stream(self.stream):
                        self.entry(*self.args)
            except BaseException as e:  # the exception on the verdict's line, the traceback after
                return "torch.compile's warm-up call raised %s\n%s" % (
                    self.describe_error(e), traceback.format_exc()[-3000:])
            finally:
                if not self.interpret:  # the warm-up ran on the harness's stream
                    self.torch.cuda.synchronize(self.device)
                for body, copy in saved:
                    body.copy_(copy)
                if not self.interpret:
                    self.torch.cuda.synchronize(self.device)
        return ""
