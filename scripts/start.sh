#!/usr/bin/env bash
# The one start command (README, first block): installs, builds and starts the whole suite on its embedded
# default (SQLite under ./data, in-process queues, local outbox), then prints the URL and a demo login.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-toolchain.sh
# `npm install` rather than `npm ci`: the lockfile holds only the platform packages the registry serves
# (linux-x64 here), and `npm ci` refuses a lockfile without every platform's optional packages.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi
exec node scripts/start.mjs
