#!/usr/bin/env bash
# The one test command (README, second block; .ci/run calls it): installs what the tests need, then runs
# every test — contracts/shared-ui/remote unit tests, API end-to-end tests against MariaDB and Redis
# (including the cross-tenant harness and the migration checks), and the Playwright journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
started=$(date +%s)
results_dir="$PWD/.test-results"
rm -rf "$results_dir" && mkdir -p "$results_dir"

bash scripts/ensure-toolchain.sh
bash scripts/ensure-services.sh

# `npm install` rather than `npm ci`: the lockfile holds only the platform packages the registry serves
# (linux-x64 here), and `npm ci` refuses a lockfile without every platform's optional packages. With the
# lockfile present, install keeps its versions; on an up-to-date tree it is a quick no-op.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ -n "$CI" ]; then
  echo "[test] npm install"
  npm install --no-audit --no-fund --loglevel=error
fi

echo "[test] build"
npx turbo run build --output-logs=errors-only
echo "[test] typecheck and lint"
npx turbo run typecheck --output-logs=errors-only
npx eslint . --max-warnings=0
npx prettier --check . --log-level=warn
echo "[test] unit and API tests"
export TEST_RESULTS_DIR="$results_dir"
status=0
npx turbo run test --concurrency=1 --continue --output-logs=new-only || status=$?
echo "[test] browser journeys"
npm run test:e2e -w @ensemble/e2e || status=$?

# The summary's own test first: the closing line below is only as good as the script that writes it.
node --test scripts/summarize-tests.test.mjs || status=$?
node scripts/summarize-tests.mjs "$results_dir" || status=$?
echo "[test] finished in $(( $(date +%s) - started )) s"
exit $status
