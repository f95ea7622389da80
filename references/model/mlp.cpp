// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #1 (MLP): Linear-ReLU-Linear-ReLU-Linear, in double through the shared
// routines (model.hpp), with each output's term size.
KM_REFERENCE(mlp) {
  km::model::two_hidden_mlp(ctx);
}
