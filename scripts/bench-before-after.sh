#!/usr/bin/env bash
# `scripts/bench-before-after.sh <ref> <bench>...`: runs each named benchmark (inbound,
# campaigns, workflows…) on the production build of <ref> and of this checkout, one after the
# other in the same run on the same machine, so a change is judged against the code before it
# rather than against figures from another day. Builds <ref> in a git worktree beside this one
# (sharing node_modules by hard links), then alternates: before, after, for each benchmark.
# Output: bench-before-after/<bench>-{before,after}.log, whose last lines are each run's figures.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
ref="${1:?usage: bench-before-after.sh <ref> <bench>...}"; shift
old="${BEFORE_DIR:-$here/../bench-before-$(git -C "$here" rev-parse --short "$ref")}"
out="$here/bench-before-after"
mkdir -p "$out"
if [ ! -d "$old" ]; then
  git -C "$here" worktree add --detach "$old" "$ref"
  cp -al "$here/node_modules" "$old/node_modules"
fi
[ -f "$old/.next/BUILD_ID" ] || (cd "$old" && npm run build >"$out/build-before.log" 2>&1)
[ -f "$here/.next/BUILD_ID" ] || (cd "$here" && npm run build >"$out/build-after.log" 2>&1)
# The benchmarks write their figures to docs/benchmarks/; a comparison run's are not the
# canonical ones, so this checkout's files are put back when the run ends.
kept="$(mktemp -d)"
cp -a "$here/docs/benchmarks/." "$kept/"
trap 'cp -a "$kept/." "$here/docs/benchmarks/"; rm -rf "$kept"' EXIT
for bench in "$@"; do
  for side in before after; do
    dir=$([ "$side" = before ] && echo "$old" || echo "$here")
    echo "== $bench $side ($(git -C "$dir" rev-parse --short HEAD)) $(date -u +%H:%M:%S)"
    (cd "$dir" && npm run "bench:$bench" >"$out/$bench-$side.log" 2>&1) || echo "   failed: see $out/$bench-$side.log"
  done
done
echo "== done $(date -u +%H:%M:%S)"
