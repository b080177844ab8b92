#!/usr/bin/env bash
# Solves one problem in N parts with GNU parallel and merges the parts into
# the output of a single run.
#
#   parts-gnu-parallel.sh PROBLEM.inp N [SSHLOGINS]
#
# Without SSHLOGINS the N parts run on this machine (as many at once as it
# has cores). With SSHLOGINS (GNU parallel's --sshlogin list, e.g.
# "8/alice@node1,8/node2,:"; ":" is this machine) they run on those
# machines: the problem is copied there, each part's output copied back and
# the copies removed. Each machine needs `nightrider` on its PATH
# ($NIGHTRIDER names another command). The merged output goes to standard
# output; the parts' outputs stay in part-K.out in the current directory.
set -euo pipefail
problem=${1:?usage: parts-gnu-parallel.sh PROBLEM.inp N [SSHLOGINS]}
n=${2:?usage: parts-gnu-parallel.sh PROBLEM.inp N [SSHLOGINS]}
nightrider=${NIGHTRIDER:-nightrider}
run="$nightrider --threads 1 -regression --part {}/$n"
if [ -n "${3:-}" ]; then
  # the problem travels as ./problem.inp; the parts come back to this folder
  cp "$problem" problem.inp
  parallel --halt now,fail=1 --sshlogin "$3" --transferfile problem.inp \
    --return part-{}.out --cleanup "$run problem.inp > part-{}.out" ::: $(seq "$n")
  rm problem.inp
else
  parallel --halt now,fail=1 "$run $(printf %q "$(realpath "$problem")") > part-{}.out" ::: $(seq "$n")
fi
parts=()
for k in $(seq "$n"); do parts+=("part-$k.out"); done
"$nightrider" merge-parts "${parts[@]}"
