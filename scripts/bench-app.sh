#!/usr/bin/env bash
# The release app's cold start and idle memory next to a bare WebKitGTK window (the floor), and
# its IPC path timed beside a phone's HTTP path (benches/window.rs, at the end).
#
#   scripts/bench-app.sh [runs]        (default 5; run from the repository root)
#
# Needs target/release/cardtable-app (built with --features custom-protocol) and
# target/release/examples/bare_webview; `make bench` builds both. Without $DISPLAY it runs
# itself under xvfb-run.
#
# What it measures, for the app and the bare window alike, alternating, each run a new
# process with an empty data folder (a first launch; the OS file cache is warm after run 1):
# - start-up: from just before the process is started to the line "bench: page loaded" it
#   prints when WebKit reports the main page's load finished (CARDTABLE_BENCH_MARK=1). That
#   load event comes after the page's scripts ran and laid it out; it is the closest signal
#   both share to first paint, not a pixel on the screen.
# - idle memory: 3 s after that mark, the proportional set size (PSS, from
#   /proc/<pid>/smaps_rollup) of the process and every process under it (WebKit's web and
#   network processes), summed.
# Figures are medians over the runs; the ratios are app / bare. The app sets one WebKit setting
# and one variable (the document-viewer cache model, and tiles painted on the CPU with no GPU
# painting thread: `lean_webkit` and `lean_env` in src-tauri/src/lib.rs); the issue's floor is
# the bare window as WebKit comes, and the bare window with the same setting and variable
# (BARE_LEAN=1) is measured too, for a like-for-like ratio.
set -euo pipefail

runs="${1:-5}"
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
fi
app=target/release/cardtable-app
bare=target/release/examples/bare_webview
for b in "$app" "$bare"; do
  [ -x "$b" ] || { echo "bench-app: $b is missing; run make bench (it builds it)" >&2; exit 1; }
done

now_ms() { date +%s%3N; }

# Every process under $1 (and $1), by parent pid.
tree() {
  local all=("$1") i=0
  while [ $i -lt ${#all[@]} ]; do
    for c in $(cat /proc/"${all[$i]}"/task/*/children 2>/dev/null); do all+=("$c"); done
    i=$((i + 1))
  done
  echo "${all[@]}"
}

pss_kib() {
  local total=0 p v
  for p in $(tree "$1"); do
    v=$(awk '/^Pss:/ {print $2}' /proc/"$p"/smaps_rollup 2>/dev/null || echo 0)
    total=$((total + ${v:-0}))
  done
  echo "$total"
}

# One run of binary $1 (with BARE_LEAN=$2 when given): prints "<start-up ms> <idle PSS KiB>".
measure() {
  local bin="$1" lean="${2:-}" dir out pid t0 t1 waited=0
  dir=$(mktemp -d)
  out="$dir/out"
  : > "$out"
  t0=$(now_ms)
  HOME="$dir" XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config" XDG_CACHE_HOME="$dir/cache" \
    CARDTABLE_DB="$dir/cardtable.db" CARDTABLE_BENCH_MARK=1 env ${lean:+BARE_LEAN=1} \
    setsid "$bin" > "$out" 2> "$dir/err" &
  pid=$!
  until grep -q "bench: page loaded" "$out"; do
    sleep 0.005
    waited=$((waited + 1))
    if [ $waited -gt 6000 ] || ! kill -0 "$pid" 2>/dev/null; then
      echo "bench-app: $bin gave no page-load mark; its stderr:" >&2
      cat "$dir/err" >&2
      kill -- -"$pid" 2>/dev/null || true
      exit 1
    fi
  done
  t1=$(now_ms)
  sleep 3
  local pss
  pss=$(pss_kib "$pid")
  kill -- -"$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
  echo "$((t1 - t0)) $pss"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

app_t=() app_m=() bare_t=() bare_m=() lean_t=() lean_m=()
for _ in $(seq "$runs"); do
  read -r t m < <(measure "$app"); app_t+=("$t"); app_m+=("$m")
  read -r t m < <(measure "$bare"); bare_t+=("$t"); bare_m+=("$m")
  read -r t m < <(measure "$bare" lean); lean_t+=("$t"); lean_m+=("$m")
done
at=$(printf '%s\n' "${app_t[@]}" | median)
am=$(printf '%s\n' "${app_m[@]}" | median)
bt=$(printf '%s\n' "${bare_t[@]}" | median)
bm=$(printf '%s\n' "${bare_m[@]}" | median)
lt=$(printf '%s\n' "${lean_t[@]}" | median)
lm=$(printf '%s\n' "${lean_m[@]}" | median)
echo "app: medians of $runs runs each, alternating; the floor is a bare WebKitGTK window with one static page"
echo "(the app runs WebKit with the document-viewer cache model and no GPU painting thread; 'same settings' is the bare window with both too)"
awk -v at="$at" -v bt="$bt" 'BEGIN {printf "cold start to page loaded                    %6d ms | bare WebKitGTK window %6d ms | %.2f× the floor | goal < 500 ms\n", at, bt, at / bt}'
awk -v am="$am" -v bm="$bm" 'BEGIN {printf "idle memory (PSS, app + WebKit processes)    %6.1f MiB | bare WebKitGTK window %6.1f MiB | %.2f× the floor | goal ≤ 1.15×\n", am / 1024, bm / 1024, am / bm}'
awk -v at="$at" -v lt="$lt" 'BEGIN {printf "cold start, same settings                    %6d ms | bare window, same settings %6d ms | %.2f× that floor\n", at, lt, at / lt}'
awk -v am="$am" -v lm="$lm" 'BEGIN {printf "idle memory, same settings                   %6.1f MiB | bare window, same settings %6.1f MiB | %.2f× that floor\n", am / 1024, lm / 1024, am / lm}'

# The window's IPC path beside a phone's HTTP path (issue 28): the same actions timed in this
# release app's window (through WebKitWebDriver) and on a Chromium phone paired to it, in one
# run, as ratios (benches/window.rs), under this script's display.
echo
WINDOW_BENCH_RUNS="$runs" cargo bench --features custom-protocol --bench window
