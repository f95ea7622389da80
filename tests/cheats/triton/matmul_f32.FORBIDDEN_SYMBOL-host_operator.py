# KernelMark planted kernel (test input, not a sample): torch computes the product on the host
# with the @ operator, stored with a slice assignment. No attribute, import or name of
# python_policy is used, so the syntax check passes it, and torch's result is right; it was PASS
# until the worker's torch guard (platforms/triton/runtime/km_torch_guard.py) refused every
# torch operation the candidate's host code performs but allocation, shapes and views.
# The small set alone keeps its CI cost to one worker.
# km-correct-args: --sets small --seeds 101
def matmul_f32(A, B, C, m, n, k):
    C[:] = A @ B
