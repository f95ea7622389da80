// SPDX-License-Identifier: Apache-2.0
#include "rms_norm_quant.hpp"

KM_REFERENCE(rms_norm_per_block_quant) {
  km::quant::rms_norm_block_quant(ctx, ctx.size("rows"), ctx.size("nb"), ctx.size("g"));
}
