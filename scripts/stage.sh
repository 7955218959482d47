#!/usr/bin/env bash
# One stage of `make test`: runs the command and prints how long it took on one line,
# `stage NAME: N s` (whole seconds, also when the stage fails), so a slow stage is seen.
# The time is only printed: no test passes or fails by it.
set -uo pipefail
name="$1"
shift
start=$(date +%s)
"$@"
rc=$?
echo "stage $name: $(($(date +%s) - start)) s$([ "$rc" = 0 ] || echo " (failed: exit $rc)")"
exit "$rc"
