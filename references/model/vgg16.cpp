// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "convnet.hpp"

// KernelBench level 3 #11 (VGG16): the VGG stacks with 3 convs in each of blocks 3 to 5
// (convnet.hpp), in double with each output's term size.
KM_REFERENCE(vgg16) {
  km::model::vgg(ctx, 3);
}
