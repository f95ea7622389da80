// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "transformer.hpp"

// KernelBench level 3 #32 (ConvolutionalVisionTransformer) as MultiKernelBench keeps it (the
// encoder layers with the default batch_first=False: attention across the b images of each token
// index), dropout p = 0; in double through the shared routines (transformer.hpp, model.hpp,
// fused.hpp), with each output's term size.
KM_REFERENCE(convolutional_vision_transformer_seq_first) {
  km::model::conv_vision_transformer(ctx, false);
}
