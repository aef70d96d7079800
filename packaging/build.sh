#!/usr/bin/env bash
# Builds Cardtable's Linux packages (.deb and .rpm) with the Tauri bundler, from binaries cargo
# already built (the Makefile builds them first):
#
#   packaging/build.sh release   `make package`: target/release (cargo build --release)
#   packaging/build.sh ci        `make package-test`: target/ci, the very binaries `make test`
#                                built and tested, so CI packages them without a second build
#
# The bundler (`tauri bundle`, @tauri-apps/cli pinned in ui/package.json) takes tauri.conf.json's
# bundle section: the app `cardtable-app`, its .desktop entry (packaging/cardtable.desktop), the
# icons, and the files staged here under target/package/root: the `cardtable` referee, its man
# pages and shell completions (written by `cardtable-docs` from its own argument parser), the
# AppStream metainfo with CHANGELOG.md's newest entry as release notes, the changelog.
#
# The version is the workspace's (Cargo.toml [workspace.package]); tauri.conf.json has none, so
# the bundler takes the app package's. PACKAGE_VERSION=X packages the same binaries as version X
# instead (the install test's "newer build" to upgrade to), PACKAGE_OUT=DIR puts them elsewhere.
#
# Out: target/package/<profile>/Cardtable_<version>_amd64.deb and Cardtable-<version>-1.x86_64.rpm
set -euo pipefail
cd "$(dirname "$0")/.."

profile=${1:-}
case "$profile" in
  release | ci) ;;
  *) echo "usage: packaging/build.sh release|ci" >&2; exit 2 ;;
esac

die() { echo "packaging/build.sh: $*" >&2; exit 1; }

# The one version: [workspace.package] version in Cargo.toml.
version=$(awk '/^\[/{s=($0=="[workspace.package]")} s&&/^version *=/{gsub(/.*= *"|".*/,"");print;exit}' Cargo.toml)
[ -n "$version" ] || die "no version in Cargo.toml's [workspace.package]"

# CHANGELOG.md's newest entry must be this version: its notes are the release notes.
top=$(grep -m1 -E '^## \[[0-9]' CHANGELOG.md || true)
top_version=$(sed -E 's/^## \[([^]]+)\].*/\1/' <<<"$top")
top_date=$(sed -nE 's/^## \[[^]]+\] - ([0-9]{4}-[0-9]{2}-[0-9]{2}).*/\1/p' <<<"$top")
[ "$top_version" = "$version" ] ||
  die "CHANGELOG.md's newest entry is [$top_version] but Cargo.toml says $version: add a '## [$version] - YYYY-MM-DD' entry first"
[ -n "$top_date" ] || die "CHANGELOG.md's entry [$version] has no date ('## [$version] - YYYY-MM-DD')"

bin=target/$profile
for b in cardtable-app cardtable cardtable-docs; do
  [ -x "$bin/$b" ] || die "$bin/$b is missing: build it first (make package / make package-test do)"
done

# ---- the files the bundler adds (tauri.conf.json's bundle.linux.{deb,rpm}.files) ------------
root=target/package/root
rm -rf "$root"
install -D -m 755 -s "$bin/cardtable" "$root/usr/bin/cardtable"

docs=$(mktemp -d)
trap 'rm -rf "$docs"' EXIT
"$bin/cardtable-docs" "$docs"
mkdir -p "$root/usr/share/man/man1"
for page in "$docs"/man1/*.1 packaging/cardtable-app.1; do
  gzip -9n <"$page" >"$root/usr/share/man/man1/$(basename "$page").gz"
done
install -D -m 644 "$docs/completions/cardtable.bash" "$root/usr/share/bash-completion/completions/cardtable"
install -D -m 644 "$docs/completions/_cardtable" "$root/usr/share/zsh/vendor-completions/_cardtable"
install -D -m 644 "$docs/completions/cardtable.fish" "$root/usr/share/fish/vendor_completions.d/cardtable.fish"

# /usr/share/doc/cardtable/changelog.gz: CHANGELOG.md's entries in the Debian changelog format
# (what dpkg's tools and lintian read), newest first, each item a "*" line.
maintainer=$(sed -nE 's/^ *"publisher": *"(.*)",?$/\1/p' tauri.conf.json)
[[ "$maintainer" == *"<"*"@"*">" ]] || die "tauri.conf.json's bundle.publisher is not 'Name <address>'"
mkdir -p "$root/usr/share/doc/cardtable"
awk -v who="$maintainer" '
  function item(text,   line, n, words, i) {
    gsub(/`/, "", text); n = split(text, words, " "); line = "  *"
    for (i = 1; i <= n; i++) {
      if (length(line) + 1 + length(words[i]) > 78) { print line; line = "   " }
      line = line " " words[i]
    }
    print line
  }
  function close_entry() { if (entry) { print ""; print " -- " who "  " stamp; print "" } }
  /^## \[[0-9]/ {
    close_entry(); entry = 1
    version = $0; sub(/^## \[/, "", version); sub(/\].*/, "", version)
    date = $0; sub(/.*\] - /, "", date)
    cmd = "date -u -R -d " date; cmd | getline stamp; close(cmd)
    print "cardtable (" version ") stable; urgency=medium"; print ""; next
  }
  entry && /^- / { sub(/^- +/, ""); item($0) }
  END { close_entry() }
' CHANGELOG.md | sed '$d' | gzip -9n >"$root/usr/share/doc/cardtable/changelog.gz"

# AppStream: the release from CHANGELOG.md's newest entry ("### Added" becomes a paragraph, its
# "- " items a list), the screenshots at the address a release publishes
# target/package/screenshots/ to (CARDTABLE_SCREENSHOTS_URL).
screenshots_url=${CARDTABLE_SCREENSHOTS_URL:-https://cardtable.app/screenshots}
release=$(awk -v version="$version" -v date="$top_date" '
  function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); gsub(/`/, "", s); return s }
  function close_list() { if (in_list) { print "          </ul>"; in_list = 0 } }
  /^## \[/ { if (seen) exit; seen = 1
             print "    <release version=\"" version "\" date=\"" date "\">"
             print "      <description>"; next }
  !seen { next }
  /^### / { close_list(); sub(/^### +/, ""); print "        <p>" esc($0) "</p>"; next }
  /^- / { if (!in_list) { print "          <ul>"; in_list = 1 }
          sub(/^- +/, ""); print "            <li>" esc($0) "</li>"; next }
  END { close_list(); print "      </description>"; print "    </release>" }
' CHANGELOG.md | sed -e 's/^          <ul>/        <ul>/' -e 's/^          <\/ul>/        <\/ul>/' -e 's/^            <li>/          <li>/')
mkdir -p "$root/usr/share/metainfo"
awk -v release="$release" -v url="$screenshots_url" '
  /@RELEASE@/ { print release; next }
  { gsub(/@SCREENSHOTS_URL@/, url); print }
' packaging/app.cardtable.Cardtable.metainfo.xml >"$root/usr/share/metainfo/app.cardtable.Cardtable.metainfo.xml"

# The screenshots the metainfo names, as the e2e tests took them (when they ran here).
mkdir -p target/package/screenshots
for shot in $(grep -o '@SCREENSHOTS_URL@/[^<]*' packaging/app.cardtable.Cardtable.metainfo.xml | sed 's|.*/||'); do
  if [ -f "target/screenshots/$shot" ]; then cp "target/screenshots/$shot" target/package/screenshots/; fi
done

# ---- the bundler ------------------------------------------------------------------------------
# It packages <cargo target dir>/release/cardtable-app: a folder of our own holds the stripped
# app of the chosen profile under that name, so the bundler never runs cargo.
out=${PACKAGE_OUT:-target/package/$profile}
bundler_target=$PWD/target/package/bundler-$profile
rm -rf "$bundler_target" "$out"
install -D -m 755 -s "$bin/cardtable-app" "$bundler_target/release/cardtable-app"
config=()
if [ -n "${PACKAGE_VERSION:-}" ]; then
  config=(--config "{\"version\":\"$PACKAGE_VERSION\"}")
  version=$PACKAGE_VERSION
fi
CARGO_TARGET_DIR=$bundler_target ui/node_modules/.bin/tauri bundle --ci --bundles deb,rpm "${config[@]}"
mkdir -p "$out"
mv "$bundler_target"/release/bundle/deb/*.deb "$bundler_target"/release/bundle/rpm/*.rpm "$out"/
rm -rf "$bundler_target"
ls -l "$out"
