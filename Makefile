# Cardtable: `make run` opens the app, `make test` checks everything (what CI runs).
# Both install whatever this machine lacks first (Debian/Ubuntu as root); elsewhere they print
# exactly what to install. No Tauri CLI is needed: the UI is built with Vite, the app with cargo.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

export PATH := $(HOME)/.cargo/bin:$(PATH)

# One feature set for every cargo call: mixing them relinks the app without its embedded UI or
# rebuilds it. `custom-protocol` embeds ui/dist into the binary. The app and the benches are
# built in release; the tests in the `ci` profile (Cargo.toml: release semantics, overflow checks
# on, dependencies not optimised), which a fresh clone compiles in about half the time.
CARGO_FLAGS := --release --features custom-protocol
TEST_FLAGS := --profile ci --features custom-protocol
APP := target/release/cardtable-app

# Clippy lints the workspace while the test build compiles it (clippy-driver wraps rustc for the
# workspace's own crates only), so the ~500 dependencies are compiled once, not once more in
# check mode for a separate `cargo clippy`. -D warnings as `cargo clippy -- -D warnings` would.
LINT_ENV = RUSTC_WORKSPACE_WRAPPER="$$(rustc --print sysroot)/bin/clippy-driver" \
	CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"

XVFB := xvfb-run -a -s "-screen 0 1280x1024x24"

APT_BUILD := build-essential pkg-config libwebkit2gtk-4.1-dev
APT_TEST := webkit2gtk-driver xvfb xauth chromium chromium-driver
APT_PACKAGE := debootstrap lintian rpm desktop-file-utils appstream tesseract-ocr tesseract-ocr-eng netpbm
NODE_MIN := 20.19

.PHONY: help run test bench dev ui deps-run deps-test check-tools check-display npm-deps package package-test

help:
	@echo "make run    build and open Cardtable (installs what is missing)"
	@echo "make test   fmt, clippy, Rust tests, end-to-end test of the real window, svelte-check, Vitest"
	@echo "make bench  every performance budget, each figure beside its peer or floor"
	@echo "make dev    the app against Vite's dev server (hot reload)"
	@echo "make package       the .deb and .rpm of a release (target/package/release/)"
	@echo "make package-test  the packages of the tested build, checked and installed on a clean Debian root"

# ---- what a fresh machine lacks -------------------------------------------------------------

# apt packages: install the missing ones as root on Debian, else say what to install.
define apt_ensure
	missing=""; \
	for p in $(1); do dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    export DEBIAN_FRONTEND=noninteractive; \
	    apt-get update -qq; \
	    apt-get install -y -qq --no-install-recommends $$missing; \
	  else \
	    echo "Cardtable needs these system packages (Debian names):$$missing"; \
	    if [ -f /etc/debian_version ]; then \
	      echo "Install them as root, then run make again:"; \
	      echo "  sudo apt-get install -y --no-install-recommends$$missing"; \
	    else \
	      echo "This is not Debian: install your distribution's equivalents (WebKitGTK 4.1 development files,"; \
	      echo "a C toolchain and pkg-config; for tests also WebKitWebDriver, Xvfb and xauth), then run make again."; \
	    fi; \
	    exit 1; \
	  fi; \
	fi
endef

check-tools:
	@command -v cargo >/dev/null || { echo "Rust is missing. Install it: curl -sSf https://sh.rustup.rs | sh -s -- -y  (then: . ~/.cargo/env)"; exit 1; }
	@command -v node >/dev/null && command -v npm >/dev/null || { echo "Node.js $(NODE_MIN)+ with npm is missing. Install Node 20 or 22 LTS (https://nodejs.org or NodeSource packages)."; exit 1; }
	@node -e 'const [a,b]=process.versions.node.split(".").map(Number);const [x,y]="$(NODE_MIN)".split(".").map(Number);process.exit(a>x||(a===x&&b>=y)?0:1)' \
	  || { echo "Node.js $$(node --version) is too old for Vite; install Node $(NODE_MIN)+ (20 or 22 LTS)."; exit 1; }

deps-run: check-tools
	@$(call apt_ensure,$(APT_BUILD))

deps-test: deps-run
	@$(call apt_ensure,$(APT_TEST))
	@cargo fmt --version >/dev/null 2>&1 && cargo clippy --version >/dev/null 2>&1 || rustup component add rustfmt clippy

# npm ci only when the lockfile changed since the last install.
npm-deps: ui/node_modules/.package-lock.json
ui/node_modules/.package-lock.json: ui/package-lock.json
	npm --prefix ui ci --no-audit --no-fund
	@touch $@

# ui/dist is rebuilt only when a UI source changed: a fresh dist (even identical) makes cargo
# re-embed it and relink the app and every test binary (minutes in release).
UI_SOURCES := $(shell find ui/src ui/public -type f 2>/dev/null) \
	ui/index.html ui/vite.config.ts ui/svelte.config.js ui/tsconfig.json ui/package.json
ui: ui/dist/index.html
ui/dist/index.html: $(UI_SOURCES) ui/node_modules/.package-lock.json
	npm --prefix ui run build

# ---- the two commands -----------------------------------------------------------------------

# Says at once (before a long build) when there is no display to open the window on.
check-display:
	@if [ -z "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}" ]; then \
	  echo "No display (\$$DISPLAY is not set), so the Cardtable window cannot open here."; \
	  echo "On a headless machine run it under a virtual X server:  xvfb-run -a make run"; \
	  echo "(xvfb-run comes with: apt-get install -y --no-install-recommends xvfb xauth)"; \
	  exit 1; \
	fi

run: check-display deps-run ui
	cargo build $(CARGO_FLAGS)
	$(APP)

# The UI's checks (svelte-check, Vitest) run beside the Rust compile: on two cores the compile
# leaves one idle through each big crate's single-threaded front end. Their output is shown
# after the compile's, and either failing fails the target.
test: deps-test npm-deps ui
	cargo fmt --all --check
	mkdir -p target
	( npm --prefix ui run check && npm --prefix ui test ) > target/ui-checks.log 2>&1 & ui=$$!; \
	rust=0; { $(LINT_ENV) cargo test $(TEST_FLAGS) --no-run && $(LINT_ENV) cargo test $(TEST_FLAGS) --bench '*' --no-run; } || rust=$$?; \
	uichecks=0; wait $$ui || uichecks=$$?; \
	echo "---- svelte-check and Vitest ----"; cat target/ui-checks.log; \
	if [ $$uichecks -ne 0 ]; then echo "The UI checks failed (above)."; fi; \
	[ $$rust -eq 0 ] && [ $$uichecks -eq 0 ]
	@# The tests built above run with cargo-nextest (.config/nextest.toml: one pool of threads
	@# for every test binary) where it is installed, as on the CI machines; else with cargo's.
	if cargo nextest --version >/dev/null 2>&1; then \
	  $(LINT_ENV) $(XVFB) cargo nextest run --cargo-profile ci --features custom-protocol --run-ignored all; \
	else \
	  $(LINT_ENV) $(XVFB) cargo test $(TEST_FLAGS) --no-fail-fast -- --include-ignored; \
	fi

# Every performance budget of DESIGN.md, each figure printed beside its peer or floor, measured
# in one run (ratios, since the machine may be shared). Criterion's detailed benches stay
# available: cargo bench -p cardtable-benches --bench arrange (or gin_score, rummy_score,
# rummy_family_score; their package is not a default member, so make test never compiles
# Criterion), and cargo bench -p cardtable-commands --bench ledger.
# The batch bench races the referee as it stood when issue 13 was written (the commit below):
# its CLI is built from that commit's tree (git archive, its own target folder) and run on the
# same input in the same run. Set BATCH_BEFORE to race another binary; where the commit is not
# in this clone (a shallow one), the bench says so and shows the issue's recorded figure.
BENCH_BEFORE_REV := bbaad25
BENCH_BEFORE_DIR := target/bench-before

bench: check-tools deps-test npm-deps ui
	cargo bench -p cardtable-rules --bench ratios
	cargo bench -p cardtable-commands --bench writes
	before="$${BATCH_BEFORE:-}"; \
	if [ -z "$$before" ] && git rev-parse -q --verify "$(BENCH_BEFORE_REV)^{commit}" >/dev/null; then \
	  if [ ! -f $(BENCH_BEFORE_DIR)/src/Cargo.toml ]; then \
	    mkdir -p $(BENCH_BEFORE_DIR)/src; \
	    git archive $(BENCH_BEFORE_REV) | tar -x -C $(BENCH_BEFORE_DIR)/src; \
	  fi; \
	  CARGO_TARGET_DIR="$$PWD/$(BENCH_BEFORE_DIR)/target" cargo build --release --locked \
	    --manifest-path $(BENCH_BEFORE_DIR)/src/Cargo.toml -p cardtable --bin cardtable; \
	  before="$$PWD/$(BENCH_BEFORE_DIR)/target/release/cardtable"; \
	fi; \
	BATCH_BEFORE="$$before" cargo bench -p cardtable --bench batch
	cargo bench -p cardtable-server --bench phones
	cargo bench -p cardtable-server --bench night
	cargo bench -p cardtable-server --bench slow_phone
	cargo build $(CARGO_FLAGS) --bin cardtable-app --example bare_webview
	scripts/bench-app.sh

# The app against Vite's dev server (build.devUrl) with hot reload; no embedded UI.
dev: deps-run npm-deps
	npm --prefix ui run dev & vite=$$!; trap 'kill $$vite' EXIT; cargo run --bin cardtable-app

# ---- packages (packaging/) --------------------------------------------------------------------

# The .deb and the .rpm of a release: the app and the CLI built in release, bundled by the Tauri
# bundler (@tauri-apps/cli, pinned in ui/package.json) into target/package/release/.
package: deps-run npm-deps ui
	cargo build $(CARGO_FLAGS) --bins
	packaging/build.sh release

# What CI runs after `make test`: the packages of the binaries `make test` built and tested
# (target/ci; the cargo line is a no-op after it), checked (lintian, dpkg -c, rpm -qpl,
# desktop-file-validate, appstreamcli), then installed, used, upgraded and removed on a clean
# Debian root made with debootstrap (cached in target/package/debian-root).
package-test: deps-test npm-deps ui
	@$(call apt_ensure,$(APT_PACKAGE))
	$(LINT_ENV) cargo test $(TEST_FLAGS) --no-run
	packaging/build.sh ci
	packaging/test.sh
