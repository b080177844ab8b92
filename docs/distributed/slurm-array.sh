#!/usr/bin/env bash
# One problem in parts as a Slurm array job: task K of the array solves part
# K of N (N = the array's size), each on the cores Slurm gives it. Submit
# from the folder holding the problem, then merge once every task is done:
#
#   job=$(sbatch --parsable --array=1-8 slurm-array.sh problem.inp)
#   sbatch --dependency=afterok:$job --output=solution.out \
#     --wrap "nightrider merge-parts part-*.out"
#
# (merge-parts takes the parts in any order.)
#SBATCH --job-name=nightrider-part
#SBATCH --cpus-per-task=4
#SBATCH --output=part-%a.log
set -euo pipefail
problem=${1:?usage: sbatch --array=1-N slurm-array.sh PROBLEM.inp}
k=$SLURM_ARRAY_TASK_ID
n=$SLURM_ARRAY_TASK_COUNT
nightrider --threads "${SLURM_CPUS_PER_TASK:-1}" -regression --part "$k/$n" "$problem" > "part-$k.out"
