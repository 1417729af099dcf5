#!/bin/bash
# Long matches as short chunks, one `koloda match` per seed, so that a stopped run keeps what
# it finished and later sessions can add to it; pool the reports with bench/pool_matches.py.
#
#   bench/match_chunks.sh OUT_PREFIX FIRST_SEED LAST_SEED [koloda match arguments...]
#
# writes OUT_PREFIX_s<seed>.json for each seed not already done; several runs of the same
# command share the seeds (each takes a seed under a lock), so one run per core fills a range
# sooner. For example
#
#   bench/match_chunks.sh runs/durak_podkidnoy 306 355 durak --preset classic \
#       --rule base=podkidnoy --agent "ismcts:iters=5000,solve=20000" --agent heuristic --games 20
#   bench/match_chunks.sh runs/tysyacha_hard 700 720 tysyacha --agent hard \
#       --agent heuristic --agent heuristic --seating rotations --games 12
#   python bench/pool_matches.py runs/durak_podkidnoy_s*.json
set -u
if [ $# -lt 4 ]; then
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
prefix=$1; first=$2; last=$3; shift 3
koloda=${KOLODA:-koloda}
mkdir -p "$(dirname "$prefix")"
for seed in $(seq "$first" "$last"); do
    out="${prefix}_s${seed}.json"
    [ -s "$out" ] && continue
    # flock, not a marker file: the lock goes away with a killed run, so no seed stays taken
    exec {lock}> "$out.lock"
    if ! flock -n "$lock"; then exec {lock}>&-; continue; fi
    if [ -s "$out" ]; then rm -f "$out.lock"; exec {lock}>&-; continue; fi
    if "$koloda" match "$@" --workers 1 --seed "$seed" --json --quiet > "$out.tmp" \
            2> "${prefix}_s${seed}.err"; then
        mv "$out.tmp" "$out"
        rm -f "${prefix}_s${seed}.err"
    else
        echo "seed $seed failed: see ${prefix}_s${seed}.err" >&2
        rm -f "$out.tmp"
    fi
    rm -f "$out.lock"
    exec {lock}>&-
done
