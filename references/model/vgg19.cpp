// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "convnet.hpp"

// KernelBench level 3 #12 (VGG19): the VGG stacks with 4 convs in each of blocks 3 to 5
// (convnet.hpp), in double with each output's term size.
KM_REFERENCE(vgg19) {
  km::model::vgg(ctx, 4);
}
