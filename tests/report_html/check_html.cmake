# SPDX-License-Identifier: Apache-2.0
# report.html in a real browser: `kernelmark report` on fixture records (two samples of relu_f32,
# one passing 1.5x faster than its yardstick; sigmoid_f32 wrong; a cuda model whose tests were all
# SKIPPED), then headless Chromium loads the page: its script must have run, the DOM must hold the
# figures computed by hand below, and a screenshot is saved beside it.
# cmake -DKM=<kernelmark> -DDIR=<this folder> -DOUT=<scratch> -P check_html.cmake
file(REMOVE_RECURSE "${OUT}")
execute_process(COMMAND "${KM}" report "${OUT}" --records "${DIR}/records" --out "${OUT}/report"
                        --generated "${OUT}/no-generated-folder"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT EXISTS "${OUT}/report/report.html")
  message(FATAL_ERROR "kernelmark report failed (${rc}): ${out}${err}")
endif()
# The command line says what did not run instead of printing 0 % rates for it.
if(NOT out MATCHES "gpu-model cuda +not run: no CUDA device")
  message(FATAL_ERROR "the summary line of an all-SKIPPED platform is not 'not run: <reason>':\n${out}")
endif()
if(NOT out MATCHES "2 samples per task:  pass@1 25.0%  pass@2 50.0%")
  message(FATAL_ERROR "no pass@k line for the two-sample model:\n${out}")
endif()
find_program(CHROMIUM NAMES chromium chromium-browser google-chrome)
if(NOT CHROMIUM)
  message("[  SKIPPED ] no chromium on this machine (Debian: apt-get install chromium)")
  return()
endif()
set(url "file://${OUT}/report/report.html")
set(flags --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run
          --user-data-dir=${OUT}/chromium-profile)
execute_process(COMMAND "${CHROMIUM}" ${flags} --dump-dom "${url}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE dom ERROR_VARIABLE err TIMEOUT 120)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "chromium --dump-dom failed (${rc}): ${err}")
endif()
file(WRITE "${OUT}/dom.html" "${dom}")
# Figures by hand: m on cpu has 3 outcomes (relu s0 PASS at 1.5x, 60 % of speed of light, its
# interval 1.5 * exp(+-1.96 * sqrt(2) * 0.005) entirely above 1.02: FASTER; relu s1 and sigmoid wrong):
# compile 3/3, pass 1/3, fast_1 1/3, geomean 1.5 over one op (against torch eager 3x: fast_1 1/3;
# against torch.compile 0.75x: fast_0 1/3, fast_1 0); pass@1 = (1/2 + 0) / 2 = 25 %,
# pass@2 = (1 + 0) / 2 = 50 %.
foreach(want
    "data-ready=\"1\""
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"compile_rate\">100.0%<"
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"pass_rate\">33.3%<"
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"fast_1\">33.3%<"
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"geomean_speedup\">1.500x \\(1 ops\\)<"
    "data-metric=\"pass_at_1\">pass@1 25.0%<"
    "data-metric=\"pass_at_2\">pass@2 50.0%<"
    "data-metric=\"not_run\">not run: no CUDA device"
    "<svg[^>]*role=\"img\""
    "<circle[^>]*><title>relu_f32: 1.500x, 60.0%</title>"
    "<td>FASTER</td><td>0.750x</td><td>3.000x</td><td>60.0%</td>"
    "tolerance &lt;b&gt;"
    # Against the torch yardsticks of the same perf record: eager 3x, compile 0.75x.
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"torch_eager.fast_1\">33.3%<"
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"torch_eager.geomean_speedup\">3.000x \\(1 ops\\)<"
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"torch_compile.fast_0\">33.3%<"
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"torch_compile.fast_1\">0.0%<"
    "data-model=\"m\" data-platform=\"cpu\" data-metric=\"vendor.fast_1\">33.3%<"
    "<th>vs yardstick</th><th>vs torch_compile</th><th>vs torch_eager</th><th>% SOL</th>")
  if(NOT dom MATCHES "${want}")
    message(FATAL_ERROR "the rendered report lacks '${want}' (DOM in ${OUT}/dom.html)")
  endif()
endforeach()
execute_process(COMMAND "${CHROMIUM}" ${flags} --window-size=1280,1600
                        --screenshot=${OUT}/report.png "${url}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE err TIMEOUT 120)
file(SIZE "${OUT}/report.png" png_bytes)
if(NOT rc EQUAL 0 OR png_bytes LESS 10000)
  message(FATAL_ERROR "no screenshot (${rc}, ${png_bytes} bytes): ${err}")
endif()
message(STATUS "report.html: figures, script and escaping as expected in Chromium; screenshot ${OUT}/report.png (${png_bytes} bytes)")
