# KernelMark planted kernel (test input, not a sample): writes a file (a side channel, or a result
# cache on disk).
# km-reason: uses open
def relu_f32(x, y, n):
    with open("/tmp/kernelmark-planted-pallas", "w") as f:
        f.write("x")
    return y
