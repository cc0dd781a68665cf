#!/usr/bin/env bash
# Fuzzes the parsers and decoders that take outside bytes, with libFuzzer (shipped with the Swift
# toolchain: `swiftc -sanitize=fuzzer,address`). See RELIABILITY.md.
#
#   Fuzz/run.sh --list              the targets, one a line
#   Fuzz/run.sh TARGET SECONDS      build what TARGET needs, fuzz it that long from Fuzz/Corpus/TARGET
#   Fuzz/run.sh --build [TARGET…]   only build
#   Fuzz/run.sh --replay TARGET FILE…  run the target once on each file (reproduce a find)
#   Fuzz/run.sh --tool NAME         build a helper of Fuzz/Tools (store-writer: Fuzz/durability.py)
#
# A target is a file Fuzz/Targets/MODULE/TARGET.swift defining `func fuzz_TARGET(_ bytes: [UInt8])`
# (hyphens in TARGET become underscores) and starting its imports with `@testable import MODULE`.
# Every module is built once, instrumented and compiled for testing, from every source file of
# its folder (globbed recursively, so folder moves need nothing here), under .build/fuzz; all of
# one module's targets are compiled as one small module `MODULEFuzz` (with Fuzz/Support/*.swift:
# the entry points and shared checks) linked with MODULE and what it depends on, into one binary;
# the environment variable FUZZ_TARGET selects the target.
#
# The last line printed is {"target":…,"execs":…,"crashes":…,"seconds":…}; the exit status is 0 only
# when no crash, leak, timeout, out-of-memory or mismatch (a differential target aborts) was found.
# Finds are kept in .build/fuzz/finds/TARGET (and named on stderr); new interesting inputs go to
# .build/fuzz/corpus/TARGET, never into the repository's corpus. FUZZ_NO_BUILD=1 runs the binary as
# last built; FUZZ_TIMEOUT (10 s per input) and FUZZ_MAX_LEN (16384 bytes) change those limits;
# FUZZ_SEED and FUZZ_RUNS (libFuzzer's -seed and -runs) make a run repeatable, as CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/.build/fuzz
SWIFTC=${SWIFTC:-swiftc}
FLAGS=(-swift-version 6 -package-name ForceTouchKit -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature ExistentialAny -parse-as-library -O -g -sanitize=fuzzer,address -enable-testing)

# Each module's direct dependencies, as Package.swift declares them.
module_dependencies() {
    case "$1" in
        HTTPServer | Interchange | Cassowary | _Testing_UIKit | _Testing_CoreGraphics) echo "" ;;
        CoreGraphics) deps_if_present _Testing_CoreGraphics ;;
        ForceTouch | PropertyLists | Storyboards) deps_if_present Interchange ;;
        QuickActions) deps_if_present Interchange PropertyLists ;;
        XcodeProject) deps_if_present Interchange PropertyLists ;;
        QuickActionTools) deps_if_present Interchange PropertyLists QuickActions XcodeProject ;;
        Ink) deps_if_present Interchange ForceTouch ;;
        TouchKit) deps_if_present Cassowary CoreGraphics ForceTouch PropertyLists QuickActions Ink ;;
        AppInstall) deps_if_present CoreGraphics QuickActions QuickActionTools XcodeProject TouchKit ;;
        QuartzCore) deps_if_present CoreGraphics TouchKit ;;
        Contacts) deps_if_present TouchKit ;;
        UIKit) deps_if_present AppInstall Contacts CoreGraphics ForceTouch PropertyLists QuickActions QuartzCore Storyboards TouchKit _Testing_UIKit ;;
        ShortcutStore) deps_if_present QuickActions ;;
        Springboard) deps_if_present AppInstall CoreGraphics Interchange ForceTouch PropertyLists QuickActions QuickActionTools ShortcutStore TouchKit ;;
        SeedApps) deps_if_present Ink QuickActions TouchKit ;;
        CommandLineOptions) deps_if_present Interchange ;;
        SimulatorProtocol) deps_if_present ForceTouch HTTPServer Interchange ;;
        Simulator) deps_if_present AppInstall CoreGraphics Interchange CommandLineOptions ForceTouch QuickActions QuickActionTools XcodeProject TouchKit Springboard SeedApps HTTPServer Ink ShortcutStore SimulatorProtocol ;;
        *) echo "run.sh: no dependency entry for module $1" >&2; exit 2 ;;
    esac
}

# The modules that exist in this checkout (a module another branch adds appears once merged).
deps_if_present() {
    local module
    for module in "$@"; do
        if [ -d "Sources/$module" ]; then printf '%s ' "$module"; fi
    done
    echo
}

module_sources() { find "Sources/$1" -name '*.swift' | LC_ALL=C sort; }

list_targets() {
    find Fuzz/Targets -mindepth 2 -maxdepth 2 -name '*.swift' | LC_ALL=C sort | while read -r file; do
        basename "$file" .swift
    done
}

target_module() {
    local file
    file=$(find Fuzz/Targets -mindepth 2 -maxdepth 2 -name "$1.swift" | head -n 1)
    if [ -z "$file" ]; then
        echo "run.sh: no target named '$1' (Fuzz/run.sh --list names them)" >&2
        exit 2
    fi
    basename "$(dirname "$file")"
}

# Newer than every input? $1 output, rest inputs.
up_to_date() {
    local output=$1
    shift
    [ -e "$output" ] || return 1
    local input
    for input in "$@"; do
        [ "$input" -nt "$output" ] && return 1
    done
    return 0
}

# The flags module $1 is compiled with, one a line. A module with fuzz targets gets FLAGS: optimised
# as shipped, with libFuzzer's coverage (which steers inputs) and AddressSanitizer. A module that
# no target belongs to would only be passed through: it is compiled without optimisation and
# without coverage, which builds much faster, and still with AddressSanitizer, so a memory error
# in it is still caught. (No target pulls one in today; RELIABILITY.md, "Fuzzing".)
module_flags() {
    local flag
    for flag in "${FLAGS[@]}"; do
        if [ -d "Fuzz/Targets/$1" ]; then
            echo "$flag"
        else
            case $flag in
                -O) echo -Onone ;;
                -sanitize=fuzzer,address) echo -sanitize=address ;;
                *) echo "$flag" ;;
            esac
        fi
    done
}

# Builds module $1 (and its dependencies) as an instrumented library module under $OUT/modules.
build_library_module() {
    local module=$1 dep
    for dep in $(module_dependencies "$module"); do build_library_module "$dep"; done
    local sources
    mapfile -t sources < <(module_sources "$module")
    local object=$OUT/modules/$module.o dep_objects=()
    # A dependency rebuilt (its layout may have changed) rebuilds this module too.
    for dep in $(module_dependencies "$module"); do dep_objects+=("$OUT/modules/$dep.o"); done
    if up_to_date "$object" "${sources[@]}" "${dep_objects[@]}" "$OUT/flags"; then return; fi
    mkdir -p "$OUT/modules"
    echo "fuzz: building module $module" >&2
    local extra=()
    if [ -n "$(module_resources "$module")" ]; then extra=("$(bundle_accessor "$module")"); fi
    "$SWIFTC" $(module_flags "$module") -module-name "$module" -I "$OUT/modules" -wmo -emit-module \
        -emit-module-path "$OUT/modules/$module.swiftmodule" -c -o "$object.new" "${sources[@]}" "${extra[@]}" \
        || { echo "fuzz: building module $module failed" >&2; exit 1; }
    mv -f "$object.new" "$object"
}

# The resource folders module $1 ships (its `resources: [.copy(...)]` in Package.swift), one per line.
module_resources() {
    case $1 in
        Simulator) echo Web ;;
        SeedApps) echo Reader/Pages ;;
        *) ;;
    esac
}

# SwiftPM generates `Bundle.module` for a target with resources; a direct compile needs the same
# accessor. It points at a folder laid out as SwiftPM's `.copy` lays out the bundle (each copied
# folder at the top, by its last path component), made of links into the source folder.
bundle_accessor() {
    local file=$OUT/generated/$1-bundle.swift bundle=$OUT/resources/$1 resource
    mkdir -p "$OUT/generated" "$bundle"
    for resource in $(module_resources "$1"); do
        ln -sfn "$ROOT/Sources/$1/$resource" "$bundle/$(basename "$resource")"
    done
    cat >"$file.new" <<EOF
import Foundation

extension Foundation.Bundle {
    /// The module's resources, laid out as SwiftPM's \`.copy\` lays them out.
    static let module = Bundle(path: "$bundle")!
}
EOF
    if ! cmp -s "$file.new" "$file" 2>/dev/null; then mv "$file.new" "$file"; else rm "$file.new"; fi
    echo "$file"
}

# Builds the fuzz binary of module $1: the module itself is built once, as a library compiled for
# testing (its dependents link the same object), and its targets, the driver and the registry are
# compiled as a small module of their own, `<MODULE>Fuzz`, whose files `@testable import` MODULE to
# reach its internal API.
build_fuzzer() {
    local module=$1 dep objects=()
    build_library_module "$module"
    for dep in $(all_dependencies "$module") "$module"; do objects+=("$OUT/modules/$dep.o"); done
    local targets
    mapfile -t targets < <(find "Fuzz/Targets/$module" -name '*.swift' | LC_ALL=C sort)
    local support
    mapfile -t support < <(find Fuzz/Support -name '*.swift' | LC_ALL=C sort)
    local registry=$OUT/generated/$module-registry.swift
    mkdir -p "$OUT/generated" "$OUT/bin"
    {
        echo "/// The fuzz targets compiled into this binary, by name (generated by Fuzz/run.sh)."
        echo "let fuzzTargets: [String: @Sendable ([UInt8]) -> Void] = ["
        local file name
        for file in "${targets[@]}"; do
            name=$(basename "$file" .swift)
            echo "    \"$name\": fuzz_${name//-/_},"
        done
        echo "]"
    } >"$registry.new"
    if ! cmp -s "$registry.new" "$registry" 2>/dev/null; then mv "$registry.new" "$registry"; else rm "$registry.new"; fi
    local binary=$OUT/bin/$module-fuzz
    if up_to_date "$binary" "${targets[@]}" "${objects[@]}" "${support[@]}" "$registry" "$OUT/flags"; then
        echo "$binary"
        return
    fi
    local file
    for file in "${targets[@]}"; do
        grep -q "^@testable import $module\$" "$file" || {
            echo "fuzz: $file must \`@testable import $module\` (its targets are compiled as a module of their own)" >&2
            exit 1
        }
    done
    echo "fuzz: building $module-fuzz" >&2
    "$SWIFTC" "${FLAGS[@]}" -module-name "${module}Fuzz" -I "$OUT/modules" \
        "${targets[@]}" "${support[@]}" "$registry" "${objects[@]}" -o "$binary.new" 2>&1 \
        | { grep -v "ld.gold: warning: Cannot export local symbol '__asan" >&2 || true; }
    [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: building $module-fuzz failed" >&2; exit 1; }
    mv -f "$binary.new" "$binary" # a rename: a run still using the old binary is not disturbed
    echo "$binary"
}

# Builds the helper program Fuzz/Tools/$1/main.swift (not a fuzz target: the durability test's
# writer) against the instrumented modules; prints its path.
build_tool() {
    local name=$1 module
    case "$name" in
        store-writer) module=ShortcutStore ;;
        *) echo "run.sh: no tool named '$name'" >&2; exit 2 ;;
    esac
    build_library_module "$module"
    local objects=() dep
    for dep in $(all_dependencies "$module") "$module"; do objects+=("$OUT/modules/$dep.o"); done
    local binary=$OUT/tools/$name
    mkdir -p "$OUT/tools"
    if ! up_to_date "$binary" "Fuzz/Tools/$name/main.swift" "${objects[@]}"; then
        echo "fuzz: building tool $name" >&2
        local flags=("${FLAGS[@]}")
        flags=("${flags[@]/-parse-as-library/}")
        flags=("${flags[@]/-sanitize=fuzzer,address/-sanitize=address}")
        "$SWIFTC" "${flags[@]}" -module-name "${name//-/_}" -I "$OUT/modules" "Fuzz/Tools/$name/main.swift" \
            "${objects[@]}" -o "$binary.new" 2>&1 | { grep -v "ld.gold: warning: Cannot export local symbol '__asan" >&2 || true; }
        [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: building tool $name failed" >&2; exit 1; }
        mv -f "$binary.new" "$binary"
    fi
    echo "$binary"
}

# Every module $1 depends on, transitively, each once, dependencies first.
all_dependencies() {
    local seen=" " order=()
    visit() {
        local dep
        for dep in $(module_dependencies "$1"); do
            case "$seen" in *" $dep "*) continue ;; esac
            seen="$seen$dep "
            visit "$dep"
            order+=("$dep")
        done
    }
    visit "$1"
    echo "${order[@]}"
}

# Records the compiler flags; a change rebuilds everything (the stamp is an input of every build).
record_flags() {
    mkdir -p "$OUT"
    if [ "$(cat "$OUT/flags" 2>/dev/null)" != "${FLAGS[*]}" ]; then echo "${FLAGS[*]}" >"$OUT/flags"; fi
}

fuzz() {
    local target=$1 seconds=$2 module binary
    module=$(target_module "$target")
    if [ "${FUZZ_NO_BUILD:-0}" = 1 ] && [ -x "$OUT/bin/$module-fuzz" ]; then
        binary=$OUT/bin/$module-fuzz # as built last (a long run while sources change)
    else
        binary=$(build_fuzzer "$module") || exit 1
    fi
    local work=$OUT/corpus/$target finds=$OUT/finds/$target log=$OUT/logs/$target.log
    mkdir -p "$work" "$finds" "$OUT/logs"
    local seeds=()
    if [ -d "Fuzz/Corpus/$target" ]; then seeds=("Fuzz/Corpus/$target"); fi
    local before
    before=$(find "$finds" -type f | wc -l)
    # Foundation's XML and plist parsers leak a few dozen bytes on every refused document (the
    # toolchain's, suppressed in Fuzz/Support/lsan.supp); libFuzzer's per-input leak check then
    # runs a whole LeakSanitizer scan after nearly every input (about 50 inputs a second instead of
    # 10,000). For the targets that drive those parsers, LeakSanitizer checks once, at exit.
    local per_input_leaks=1
    case " plist-xml plist-binary strings openstep inkml storyboard " in *" $target "*) per_input_leaks=0 ;; esac
    local options=(-max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048
        -malloc_limit_mb=1024 -max_len="${FUZZ_MAX_LEN:-16384}" -print_final_stats=1
        -artifact_prefix="$finds/" -detect_leaks="${FUZZ_DETECT_LEAKS:-$per_input_leaks}")
    if [ -f "Fuzz/Corpus/$target.dict" ]; then options+=(-dict="Fuzz/Corpus/$target.dict"); fi
    # A fixed seed and a number of inputs make a run repeatable (CI): FUZZ_SEED=1 FUZZ_RUNS=5000.
    if [ -n "${FUZZ_SEED:-}" ]; then options+=(-seed="$FUZZ_SEED"); fi
    if [ -n "${FUZZ_RUNS:-}" ]; then options+=(-runs="$FUZZ_RUNS"); fi
    echo "fuzz: FUZZ_TARGET=$target $binary ${options[*]} $work ${seeds[*]}" >&2
    local status=0 started ended
    started=$(date +%s)
    FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1} \
        LSAN_OPTIONS=suppressions=$ROOT/Fuzz/Support/lsan.supp:print_suppressions=0 \
        "$binary" "${options[@]}" "$work" "${seeds[@]}" >"$log" 2>&1 || status=$?
    ended=$(date +%s)
    local execs after crashes
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    after=$(find "$finds" -type f | wc -l)
    crashes=$((after - before))
    if [ "$status" -ne 0 ] && [ "$crashes" -eq 0 ]; then crashes=1; fi
    if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
        tail -n 60 "$log" >&2
        echo "fuzz: $target found a problem (exit $status); the input is in $finds; log $log" >&2
    fi
    printf '{"target":"%s","execs":%s,"crashes":%s,"seconds":%s}\n' \
        "$target" "${execs:-0}" "$crashes" "$((ended - started))"
    [ "$status" -eq 0 ] && [ "$crashes" -eq 0 ]
}

replay() {
    local target=$1 module binary
    shift
    module=$(target_module "$target")
    binary=$(build_fuzzer "$module") || exit 1
    FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no \
        LSAN_OPTIONS=suppressions=$ROOT/Fuzz/Support/lsan.supp:print_suppressions=0 "$binary" -runs=1 "$@"
}

record_flags
case "${1:-}" in
    --list) list_targets ;;
    --build)
        shift
        modules=$(if [ $# -eq 0 ]; then list_targets; else printf '%s\n' "$@"; fi \
            | while read -r t; do target_module "$t"; done | sort -u)
        for m in $modules; do build_fuzzer "$m" >/dev/null; done
        ;;
    --tool)
        [ $# -eq 2 ] || { echo "usage: Fuzz/run.sh --tool NAME" >&2; exit 2; }
        build_tool "$2"
        ;;
    --replay)
        [ $# -ge 3 ] || { echo "usage: Fuzz/run.sh --replay TARGET FILE…" >&2; exit 2; }
        shift
        replay "$@"
        ;;
    -h | --help | "")
        sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'
        [ -n "${1:-}" ] || exit 2
        ;;
    *)
        [ $# -eq 2 ] && [[ $2 =~ ^[0-9]+$ ]] || {
            echo "usage: Fuzz/run.sh TARGET SECONDS (Fuzz/run.sh --list names the targets)" >&2
            exit 2
        }
        fuzz "$1" "$2"
        ;;
esac
