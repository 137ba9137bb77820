#!/usr/bin/env bash
# better-sqlite3 and argon2 may compile from source at install time (their prebuilt downloads are not always
# reachable): make sure python3, make and g++ are there, from Debian's packages when missing.
set -euo pipefail
missing=()
for tool in python3 make g++; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" != "0" ] && SUDO="sudo"
  echo "[toolchain] installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3 make g++ >/dev/null
fi
