#!/usr/bin/env bash
# Issue 10's hostile cases, run against two `cardtable` binaries (before and after), printing a
# Markdown table: exit status, wall time, peak memory (max RSS) and the first words of what each
# said. Every run is capped (6 GB of address space, 30 s), so a "before" binary that would eat
# the machine fails inside the cap instead.
#   scripts/robustness-table.sh OLD_CARDTABLE NEW_CARDTABLE
set -u
OLD=$1 NEW=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The database's own files (the file, its -wal/-shm, its backups), hashed together.
sha() { find "$1" -type f \( -name 'cardtable.db*' -o -path '*/backups/*' \) -exec sha256sum {} + 2>/dev/null | sort | sha256sum | cut -c1-12; }

# run BIN CASE: runs case CASE with binary BIN, prints "exit | seconds | MB | said".
run() {
  local bin=$1
  local case=$2
  local dir
  dir="$WORK/$(basename "$(dirname "$(dirname "$(dirname "$bin")")")")-$case"
  mkdir -p "$dir"
  local db="$dir/cardtable.db" out="$dir/out" err="$dir/err" tm="$dir/time"
  local before="" after="" status
  case $case in
    foreign) sqlite3 "$db" "CREATE TABLE notes(t TEXT); INSERT INTO notes VALUES('mine');" ;;
    newer) "$bin" game new --db "$db" --kind scorepad --players Ann,Bob >/dev/null
           sqlite3 "$db" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE; PRAGMA user_version=99;" >/dev/null ;;
    damaged) "$bin" game new --db "$db" --kind scorepad --players Ann,Bob >/dev/null
             for i in $(seq 1 300); do echo; done >/dev/null
             python3 - "$db" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
c.execute("CREATE TABLE pad(x)")
c.executemany("INSERT INTO pad VALUES (?)", [("x" * 500,) for _ in range(400)])
c.commit(); c.execute("PRAGMA wal_checkpoint(TRUNCATE)"); c.close()
b = bytearray(open(sys.argv[1], "rb").read())
for i in range(8192, 20480): b[i] = 0xA5
open(sys.argv[1], "wb").write(b)
PY
             ;;
    pipe|export|reopen) "$bin" game new --db "$db" --kind scorepad --players Ann,Bob >/dev/null ;;
    line50) python3 -c "import sys; sys.stdout.write('{\"op\":\"arrange\",\"cards\":\"' + 'AS '*17_000_000 + '\"}\n')" > "$dir/in" ;;
    import67) python3 -c "import sys; sys.stdout.write('[' + ','.join(['{\"a\":[1,2,3,4,5,6,7,8]}']*2_900_000) + ']')" > "$dir/in" ;;
  esac
  case $case in foreign|newer|damaged) before=$(sha "$dir") ;; esac
  (
    ulimit -v 6000000
    cd "$dir"
    case $case in
      seats-max) echo '{"op":"game_end","game":"scorepad","hands":[],"seats":18446744073709551615}' | timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" batch ;;
      seats-4g) echo '{"op":"game_end","game":"scorepad","hands":[],"seats":4294967296}' | timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" batch ;;
      seats-100m) echo '{"op":"game_end","game":"scorepad","hands":[],"seats":100000000}' | timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" batch ;;
      line50) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" batch < in ;;
      arrange25) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" arrange --game rummy_500 AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH ;;
      import-zero) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" import --db "$db" /dev/zero ;;
      import67) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" import --db "$db" in ;;
      pipe) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" hand add --db "$db" 1 --facts '{"points":[3,4]}' | true; exit "${PIPESTATUS[0]}" ;;
      export) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" export --db "$db" --out /nonexistent/x.json ;;
      golf10) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" game new --db "$db" --kind six_card_golf --players Ann,Bob --options '{"holes":10}' ;;
      reopen) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" game reopen --db "$db" 1 ;;
      names) for who in "Ann" "Ann " "Ann$(printf '\u200b')"; do
               timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" game new --db "$db" --kind scorepad --players "$who,Bob" >/dev/null
             done
             echo "roster after three games of 'Ann', 'Ann ' and 'Ann\u200b' with Bob: $(sqlite3 "$db" 'SELECT count(*) FROM players') players" ;;
      foreign|newer|damaged) timeout 30 /usr/bin/time -o "$tm" -f "%e %M" "$bin" games --db "$db" ;;
    esac
  ) >"$out" 2>"$err"
  status=$?
  [ -n "$before" ] && after=$(sha "$dir")
  local t m said
  read -r t m < <(grep -E '^[0-9.]+ [0-9]+$' "$tm" 2>/dev/null || echo "- -")
  [ "$m" != "-" ] && m=$(( m / 1024 ))
  said=$(cat "$out" "$err" | grep -v -E '^(Command|[0-9.]+ [0-9]+$)' | tr '\n' ' ' | cut -c1-110 | sed 's/|/\\|/g')
  local files=""
  if [ -n "$before" ]; then
    if [ "$before" = "$after" ]; then files=" (files unchanged)"; else files=" (FILES CHANGED)"; fi
  fi
  echo "$status | $t s | $m MB | ${said}${files}"
}

echo "| case | before: exit, time, peak memory, what it said | after: exit, time, peak memory, what it said |"
echo "|---|---|---|"
for c in seats-max seats-4g seats-100m line50 arrange25 import-zero import67 pipe export golf10 reopen names foreign newer damaged; do
  echo "| $c | $(run "$OLD" "$c") | $(run "$NEW" "$c") |"
done
