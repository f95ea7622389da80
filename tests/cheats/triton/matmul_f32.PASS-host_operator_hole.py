# KernelMark planted kernel (test input, not a sample): a KNOWN HOLE, asserted so that it cannot
# go unnoticed. The product is computed by torch on the host with the @ operator and stored with
# a slice assignment: no attribute, import or name that python_policy looks at, so the checker
# passes it, and torch's result is right, so correctness passes it (PASS, in the interpreter as on
# a GPU, where torch runs the product on the device). The syntax tree cannot tell a tensor from an
# int (n * 2 is honest host code); the fix belongs in the worker (platforms/triton/runtime): run
# the entry under a torch function mode that refuses every torch op but allocation and views.
# When that lands this test fails: rename it FORBIDDEN_SYMBOL (docs/cheats.md, "Python
# candidates"). The small set alone keeps its CI cost to one worker.
# km-correct-args: --sets small --seeds 101
def matmul_f32(A, B, C, m, n, k):
    C[:] = A @ B
