// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #2 (ShallowWideMLP): Linear-ReLU-Linear-ReLU-Linear, in double through the
// shared routines (model.hpp), with each output's term size.
KM_REFERENCE(shallow_wide_mlp) {
  km::model::two_hidden_mlp(ctx);
}
