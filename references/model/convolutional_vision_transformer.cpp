// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "transformer.hpp"

// KernelBench level 3 #32 (ConvolutionalVisionTransformer) at KernelBench@423217d (the encoder
// layers with batch_first=True: attention between the cls token and the embedding of each image),
// dropout p = 0; in double through the shared routines (transformer.hpp, model.hpp, fused.hpp),
// with each output's term size.
KM_REFERENCE(convolutional_vision_transformer) {
  km::model::conv_vision_transformer(ctx, true);
}
