// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Direct 2-D convolution (cross-correlation), NCHW input, OIHW weights, per-channel bias, stride 1,
// zero padding p; plain fp32 FMA.
// Each block computes a 32 x 8 tile of output pixels of one image for kCo output channels. It
// walks the input channels in chunks: for each chunk it stages in shared memory the input patch
// the tile needs ((8 + kh - 1) x (32 + kw - 1) per channel, with the zero padding written out, so
// the hot loop has no bounds tests) and the chunk's weights for its kCo output channels (laid out
// tap-major so that the kCo weights of one tap are two float4 broadcasts). Each of the 128 threads
// keeps 2 pixels (rows ty and ty + 4 of the tile) x kCo channels of sums in registers: every
// staged input value it reads feeds kCo FMAs, every weight 2. The chunk size is chosen so the
// staged data fits in 48 KB; a kernel too large for even one channel falls back to a simple
// one-thread-per-output kernel.

namespace {

constexpr int kTw = 32, kTh = 8;  // output tile: columns x rows
constexpr int kRy = 2;            // rows per thread (ty and ty + kTh / kRy)
constexpr int kCo = 8;            // output channels per block
constexpr int kThreads = kTw * kTh / kRy;
constexpr int kMaxChunk = 16;                // input channels staged at once, at most
constexpr size_t kSmemBudget = 48 * 1024;    // bytes of staged data a block may use

struct Conv {
  int64_t n, ci, h, w, co, kh, kw, p, ho, wo;
};

__global__ void __launch_bounds__(kThreads)
    conv_tiled(const float* __restrict__ x, const float* __restrict__ wt,
               const float* __restrict__ b, float* __restrict__ y, Conv d, int chunk,
               int64_t tiles_x, int64_t tiles, int64_t groups) {
  extern __shared__ float4 smem4[];
  float* ws = reinterpret_cast<float*>(smem4);    // [chunk][kh][kw][kCo]
  const int kh = static_cast<int>(d.kh), kw = static_cast<int>(d.kw);
  const int taps = kh * kw;
  const int ph = kTh + kh - 1, pw = kTw + kw - 1;  // staged patch of one channel
  float* xs = ws + chunk * taps * kCo;             // [chunk][ph][pw]
  const int tx = threadIdx.x % kTw, ty = threadIdx.x / kTw;

  for (int64_t job = blockIdx.x; job < d.n * groups * tiles; job += gridDim.x) {
    const int64_t tile = job % tiles, rest = job / tiles;
    const int64_t o0 = (rest % groups) * kCo, img = rest / groups;
    const int64_t ox0 = (tile % tiles_x) * kTw, oy0 = (tile / tiles_x) * kTh;

    float acc[kRy][kCo];
#pragma unroll
    for (int o = 0; o < kCo; ++o) {
      const float bias = o0 + o < d.co ? __ldg(b + o0 + o) : 0.f;
#pragma unroll
      for (int r = 0; r < kRy; ++r) acc[r][o] = bias;
    }

    for (int64_t c0 = 0; c0 < d.ci; c0 += chunk) {
      const int cc = static_cast<int>(d.ci - c0 < chunk ? d.ci - c0 : chunk);
      __syncthreads();  // everyone is done with the previous chunk
      for (int e = threadIdx.x; e < cc * taps * kCo; e += kThreads) {
        const int o = e % kCo, tap = e / kCo;  // tap = c * taps + i * kw + j
        const int c = tap / taps, ij = tap % taps;
        ws[e] = o0 + o < d.co ? __ldg(wt + ((o0 + o) * d.ci + c0 + c) * taps + ij) : 0.f;
      }
      for (int e = threadIdx.x; e < cc * ph * pw; e += kThreads) {
        const int col = e % pw, t = e / pw;
        const int row = t % ph, c = t / ph;
        const int64_t iy = oy0 - d.p + row, ix = ox0 - d.p + col;
        xs[e] = (iy >= 0 && iy < d.h && ix >= 0 && ix < d.w)
                    ? __ldg(x + ((img * d.ci + c0 + c) * d.h + iy) * d.w + ix)
                    : 0.f;
      }
      __syncthreads();
      for (int c = 0; c < cc; ++c)
        for (int i = 0; i < kh; ++i) {
          const float* xr = xs + (c * ph + ty + i) * pw + tx;
          const float* wr = ws + (c * taps + i * kw) * kCo;
          for (int j = 0; j < kw; ++j) {
            float v[kRy];
#pragma unroll
            for (int r = 0; r < kRy; ++r) v[r] = xr[r * (kTh / kRy) * pw + j];
            const float4 w0 = *reinterpret_cast<const float4*>(wr + j * kCo);
            const float4 w1 = *reinterpret_cast<const float4*>(wr + j * kCo + 4);
            const float wv[kCo] = {w0.x, w0.y, w0.z, w0.w, w1.x, w1.y, w1.z, w1.w};
#pragma unroll
            for (int r = 0; r < kRy; ++r)
#pragma unroll
              for (int o = 0; o < kCo; ++o) acc[r][o] = fmaf(v[r], wv[o], acc[r][o]);
          }
        }
    }

    const int64_t ox = ox0 + tx;
#pragma unroll
    for (int r = 0; r < kRy; ++r) {
      const int64_t oy = oy0 + ty + r * (kTh / kRy);
      if (oy >= d.ho || ox >= d.wo) continue;
#pragma unroll
      for (int o = 0; o < kCo; ++o)
        if (o0 + o < d.co) y[((img * d.co + o0 + o) * d.ho + oy) * d.wo + ox] = acc[r][o];
    }
  }
}

// Fallback for kernels whose staged data would not fit: one thread per output, global loads.
__global__ void __launch_bounds__(256)
    conv_simple(const float* __restrict__ x, const float* __restrict__ wt,
                const float* __restrict__ b, float* __restrict__ y, Conv d) {
  const int64_t total = d.n * d.co * d.ho * d.wo;
  const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t e = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; e < total;
       e += step) {
    const int64_t ox = e % d.wo, t1 = e / d.wo;
    const int64_t oy = t1 % d.ho, t2 = t1 / d.ho;
    const int64_t o = t2 % d.co, img = t2 / d.co;
    float acc = __ldg(b + o);
    for (int64_t c = 0; c < d.ci; ++c)
      for (int64_t i = 0; i < d.kh; ++i) {
        const int64_t iy = oy + i - d.p;
        if (iy < 0 || iy >= d.h) continue;
        const float* xr = x + ((img * d.ci + c) * d.h + iy) * d.w;
        const float* wr = wt + ((o * d.ci + c) * d.kh + i) * d.kw;
        for (int64_t j = 0; j < d.kw; ++j) {
          const int64_t ix = ox + j - d.p;
          if (ix >= 0 && ix < d.w) acc = fmaf(__ldg(xr + ix), __ldg(wr + j), acc);
        }
      }
    y[e] = acc;
  }
}

}  // namespace

int conv2d_f32(const float* x, const float* wt, const float* b, float* y, int64_t n, int64_t ci,
               int64_t h, int64_t w, int64_t co, int64_t kh, int64_t kw, int64_t p,
               cudaStream_t stream) {
  const Conv d{n, ci, h, w, co, kh, kw, p, h + 2 * p - kh + 1, w + 2 * p - kw + 1};
  if (n <= 0 || co <= 0 || d.ho <= 0 || d.wo <= 0) return 0;
  // Bytes staged per input channel: its weights for kCo outputs and its input patch.
  const size_t per_channel =
      sizeof(float) * static_cast<size_t>(kh * kw * kCo + (kTh + kh - 1) * (kTw + kw - 1));
  int64_t chunk = static_cast<int64_t>(kSmemBudget / per_channel);
  if (chunk > kMaxChunk) chunk = kMaxChunk;
  if (chunk > ci) chunk = ci;
  if (chunk >= 1) {
    const int64_t tiles_x = (d.wo + kTw - 1) / kTw, tiles = tiles_x * ((d.ho + kTh - 1) / kTh);
    const int64_t groups = (co + kCo - 1) / kCo;
    const int64_t jobs = n * groups * tiles;
    const unsigned grid = static_cast<unsigned>(jobs < (1 << 30) ? jobs : (1 << 30));
    conv_tiled<<<grid, kThreads, per_channel * static_cast<size_t>(chunk), stream>>>(
        x, wt, b, y, d, static_cast<int>(chunk), tiles_x, tiles, groups);
  } else {
    const int64_t total = n * co * d.ho * d.wo, blocks = (total + 255) / 256;
    const unsigned grid = static_cast<unsigned>(blocks < (1 << 30) ? blocks : (1 << 30));
    conv_simple<<<grid, 256, 0, stream>>>(x, wt, b, y, d);
  }
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
