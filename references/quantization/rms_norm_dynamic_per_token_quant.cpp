// SPDX-License-Identifier: Apache-2.0
#include "rms_norm_quant.hpp"

// One block per row: the per-token scale.
KM_REFERENCE(rms_norm_dynamic_per_token_quant) {
  km::quant::rms_norm_block_quant(ctx, ctx.size("rows"), 1, ctx.size("d"));
}
