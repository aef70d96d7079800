#!/usr/bin/env bash
# `make package-test`, after packaging/build.sh ci: checks the packages, then installs the .deb on
# a clean Debian system that never saw the build and uses it there as a person would.
#
# 1. The packages: lintian reports no error on the .deb; dpkg -c and rpm -qpl list the expected
#    files; desktop-file-validate and appstreamcli validate pass on the files they carry.
# 2. A clean Debian root (debootstrap, minbase, this machine's release), made once and cached in
#    target/package/debian-root; each run works on a fresh copy of it, in a chroot. There:
#    apt installs the .deb and brings its dependencies (WebKitGTK, GTK); `cardtable --version`
#    prints the version; `cardtable batch` answers a Gin line; `cardtable game new` starts a game
#    in the app's data folder; the installed window opens under Xvfb and shows its Home screen
#    with that game (screenshot target/package/install-home.png, read back with tesseract);
#    the package is upgraded to a newer build (the same binaries packaged as the next patch
#    version) and the game, the database and its backups are still there; the package is
#    purged and the data stays.
#
# Needs root (debootstrap, chroot, mounts) and the apt packages the Makefile installs.
set -euo pipefail
cd "$(dirname "$0")/.."

die() { echo "package-test: FAILED: $*" >&2; exit 1; }
step() { echo; echo "== $*"; }
[ "$(id -u)" = 0 ] || die "needs root (debootstrap, chroot); run it as root"

version=$(awk '/^\[/{s=($0=="[workspace.package]")} s&&/^version *=/{gsub(/.*= *"|".*/,"");print;exit}' Cargo.toml)
out=target/package/ci
deb=$out/Cardtable_${version}_amd64.deb
rpm=$out/Cardtable-${version}-1.x86_64.rpm
[ -f "$deb" ] && [ -f "$rpm" ] || die "no packages in $out: run packaging/build.sh ci first"

# ---- 1. the packages --------------------------------------------------------------------------
step "lintian $deb"
lintian --tag-display-limit 0 "$deb" 2>&1 | tee target/package/lintian.txt || true
if grep -q '^E:' target/package/lintian.txt; then die "lintian reports errors (above)"; fi

# Every file a person expects, in both packages.
expected=(
  usr/bin/cardtable-app
  usr/bin/cardtable
  usr/share/applications/Cardtable.desktop
  usr/share/icons/hicolor/32x32/apps/cardtable-app.png
  usr/share/icons/hicolor/64x64/apps/cardtable-app.png
  usr/share/icons/hicolor/128x128/apps/cardtable-app.png
  usr/share/icons/hicolor/256x256@2/apps/cardtable-app.png
  usr/share/icons/hicolor/512x512/apps/cardtable-app.png
  usr/share/icons/hicolor/scalable/apps/cardtable-app.svg
  usr/share/metainfo/app.cardtable.Cardtable.metainfo.xml
  usr/share/man/man1/cardtable.1.gz
  usr/share/man/man1/cardtable-batch.1.gz
  usr/share/man/man1/cardtable-app.1.gz
  usr/share/bash-completion/completions/cardtable
  usr/share/zsh/vendor-completions/_cardtable
  usr/share/fish/vendor_completions.d/cardtable.fish
  usr/share/doc/cardtable/copyright
  usr/share/doc/cardtable/changelog.gz
)
step "dpkg -c / rpm -qpl"
dpkg -c "$deb" | awk '{print $NF}' | sed 's|^\./||' >target/package/deb-files.txt
rpm -qpl "$rpm" 2>/dev/null | sed 's|^/||' >target/package/rpm-files.txt
for f in "${expected[@]}"; do
  grep -qx "$f" target/package/deb-files.txt || die "the .deb lacks /$f (dpkg -c: target/package/deb-files.txt)"
  grep -qx "$f" target/package/rpm-files.txt || die "the .rpm lacks /$f (rpm -qpl: target/package/rpm-files.txt)"
done
echo "both packages hold the ${#expected[@]} expected files"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for d in libwebkit2gtk-4.1-0 libgtk-3-0; do
  grep -q "$d" <<<"$depends" || die "the .deb does not depend on $d"
done
rpm -qpR "$rpm" 2>/dev/null | grep -q 'libwebkit2gtk-4.1.so.0' || die "the .rpm does not require WebKitGTK 4.1"

step "desktop-file-validate, appstreamcli validate"
unpacked=target/package/unpacked
rm -rf "$unpacked"
dpkg-deb -x "$deb" "$unpacked"
desktop-file-validate "$unpacked/usr/share/applications/Cardtable.desktop"
appstreamcli validate --no-net "$unpacked/usr/share/metainfo/app.cardtable.Cardtable.metainfo.xml"
echo "both valid"

# ---- 2. a clean Debian system -----------------------------------------------------------------
codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
clean=target/package/debian-root
if [ ! -f "$clean/.complete" ]; then
  step "debootstrap $codename (once; cached in $clean)"
  rm -rf "$clean.new"
  debootstrap --variant=minbase "$codename" "$clean.new" >target/package/debootstrap.log 2>&1 ||
    die "debootstrap failed (target/package/debootstrap.log)"
  rm -rf "$clean"
  mv "$clean.new" "$clean"
  touch "$clean/.complete"
fi

sys=target/package/installed-root
mounted=()
cleanup() {
  # Whatever still runs in the root (Xvfb, the app) goes first, then the mounts.
  local root
  root=$(realpath "$sys" 2>/dev/null) || return 0
  for proc in /proc/[0-9]*; do
    if [ "$(readlink "$proc/root" 2>/dev/null)" = "$root" ]; then kill -9 "${proc#/proc/}" 2>/dev/null || true; fi
  done
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
step "a fresh copy of the clean root: $sys"
rm -rf "$sys"
cp -a "$clean" "$sys"
cp /etc/resolv.conf "$sys/etc/resolv.conf"
mkdir -p target/package/apt-archives/partial
for m in proc dev dev/shm var/cache/apt/archives; do mkdir -p "$sys/$m"; done
mount -t proc proc "$sys/proc" && mounted+=("$sys/proc")
mount --bind /dev "$sys/dev" && mounted+=("$sys/dev")
mount -t tmpfs shm "$sys/dev/shm" && mounted+=("$sys/dev/shm")
# Downloaded .debs are kept between runs (the system itself is fresh each time).
mount --bind target/package/apt-archives "$sys/var/cache/apt/archives" && mounted+=("$sys/var/cache/apt/archives")
in_root() { chroot "$sys" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

cp "$deb" "$sys/tmp/"
step "apt installs $(basename "$deb") and its dependencies"
in_root apt-get update -qq
for p in cardtable libwebkit2gtk-4.1-0; do
  if in_root dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then die "$p is already in the clean root"; fi
done
in_root apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" >target/package/install.log 2>&1 ||
  { tail -20 target/package/install.log; die "apt could not install the .deb (target/package/install.log)"; }
in_root dpkg-query -W -f='${Status}\n' libwebkit2gtk-4.1-0 | grep -q "ok installed" || die "apt did not bring WebKitGTK in"
echo "installed: $(in_root dpkg-query -W -f='${Package} ${Version}' cardtable)"

step "cardtable --version"
got=$(in_root cardtable --version)
echo "$got"
[ "$got" = "cardtable $version" ] || die "cardtable --version printed '$got', not 'cardtable $version'"

step "cardtable batch: a Gin line"
line='{"op":"gin","id":1,"knocker":"As 2s 3s 4s 5s 6s 7s 8s 9s Ts","defender":"Kd Qd Jd 9c 8c 7c 2h 3h 4h 5d"}'
answer=$(in_root cardtable batch <<<"$line")
echo "$line"
echo "$answer"
grep -q '"ok":true' <<<"$answer" || die "cardtable batch refused the Gin line"
grep -q '"id":1' <<<"$answer" || die "cardtable batch's answer lost the line's id"

step "cardtable game new: a game in the app's data folder"
in_root cardtable game new --kind gin_rummy --players Ann,Zoe
db_file=/root/.local/share/app.cardtable/cardtable.db
[ -f "$sys$db_file" ] || die "the database is not at $db_file"

step "the installed window under Xvfb: its Home screen"
in_root apt-get install -y -qq --no-install-recommends xvfb x11-apps >>target/package/install.log 2>&1 ||
  die "apt could not install Xvfb in the root (target/package/install.log)"
in_root sh -c 'Xvfb :71 -screen 0 1280x800x24 -nolisten tcp >/tmp/xvfb.log 2>&1 & echo $! >/tmp/xvfb.pid'
sleep 2
in_root sh -c 'DISPLAY=:71 cardtable-app >/tmp/app.log 2>&1 & echo $! >/tmp/app.pid'
# Screenshots until the Home screen reads as one (the first start of WebKit on a busy machine
# takes a while), for at most 2 minutes.
shot=target/package/install-home.png
seen=""
for _ in $(seq 40); do
  sleep 3
  in_root kill -0 "$(cat "$sys/tmp/app.pid")" 2>/dev/null || { cat "$sys/tmp/app.log"; die "the app exited"; }
  in_root env DISPLAY=:71 xwd -root -silent >"$sys/tmp/home.xwd" || continue
  xwdtopnm <"$sys/tmp/home.xwd" 2>/dev/null | pnmtopng >"$shot"
  # Read twice: as shot, and in grey at twice the size. Tesseract drops white words on the
  # dark green "+ New game" bar when the screen around it holds more text (the language switch
  # of issue 25 was enough), while the grey, larger copy reads it.
  text=$( { tesseract "$shot" - 2>/dev/null
            pngtopnm "$shot" | ppmtopgm | pnmscale 2 | tesseract - - 2>/dev/null; } | tr -s ' \n' ' ')
  seen=yes
  for words in "Recent games" "New game" "Ann" "Zoe"; do grep -qi "$words" <<<"$text" || seen=""; done
  [ -z "$seen" ] || break
done
echo "read on the screen: $text"
[ -n "$seen" ] || die "the window's Home screen does not show Recent games, New game and the game of Ann and Zoe (screenshot $shot)"
in_root sh -c 'kill $(cat /tmp/app.pid); sleep 1; kill $(cat /tmp/xvfb.pid)' || true
echo "Home screen shown: $shot"

step "upgrade to a newer build"
IFS=. read -r major minor patch <<<"${version%%[-+]*}"
next="$major.$minor.$((patch + 1))"
PACKAGE_VERSION=$next PACKAGE_OUT=target/package/ci-upgrade packaging/build.sh ci >/dev/null
newer=target/package/ci-upgrade/Cardtable_${next}_amd64.deb
before=$(in_root cardtable games --json)
cp "$newer" "$sys/tmp/"
in_root apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$newer")" >>target/package/install.log 2>&1 ||
  die "apt could not upgrade to $next (target/package/install.log)"
now=$(in_root dpkg-query -W -f='${Version}' cardtable)
[ "$now" = "$next" ] || die "after the upgrade dpkg says $now, not $next"
after=$(in_root cardtable games --json)
[ "$before" = "$after" ] || die "the games changed across the upgrade: before $before, after $after"
grep -q '"Zoe"' <<<"$after" || die "the game is gone after the upgrade"
ls "$sys/root/.local/share/app.cardtable/backups/"*.db >/dev/null 2>&1 || die "the backups folder is gone after the upgrade"
echo "upgraded to $next: the game, the database and its backups are still there"

step "purge the package: the data stays"
in_root apt-get purge -y -qq cardtable >>target/package/install.log 2>&1 || die "apt could not remove cardtable"
[ ! -e "$sys/usr/bin/cardtable" ] && [ ! -e "$sys/usr/bin/cardtable-app" ] || die "the binaries are still there after purge"
[ -f "$sys$db_file" ] || die "purging the package removed the database"
ls "$sys/root/.local/share/app.cardtable/backups/"*.db >/dev/null 2>&1 || die "purging the package removed the backups"
echo "removed; $db_file and its backups are still there"

echo
echo "The packages were checked, then installed, used, upgraded and removed on a clean Debian $codename."
echo "package-test: 1 passed, 0 failed"
