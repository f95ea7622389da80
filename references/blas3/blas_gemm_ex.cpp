// SPDX-License-Identifier: Apache-2.0
#include "blas_gemm_common.hpp"

KM_REFERENCE(blas_gemm_ex) { km::blas::gemm_reference(ctx); }
