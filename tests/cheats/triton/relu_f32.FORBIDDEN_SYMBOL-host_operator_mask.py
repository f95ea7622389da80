# KernelMark planted kernel (test input, not a sample): relu as torch arithmetic on the host,
# x * (x > 0), written through a slice: operators only (__gt__, __mul__, __setitem__), which the
# syntax check cannot tell from integer arithmetic; the torch guard refuses them at run time.
# km-correct-args: --sets small --seeds 101
def relu_f32(x, y, n):
    y[:] = x * (x > 0)
