#!/usr/bin/env bash
# Makes sure what the tests need is on this machine and running: Debian's Chromium (for Playwright),
# MariaDB and Redis on 127.0.0.1. Installs from Debian's packages only when something is missing.
set -euo pipefail

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then
  echo "[services] installing Debian chromium"
  apt_install chromium
fi

if ! command -v mariadbd >/dev/null 2>&1 && ! command -v mysqld >/dev/null 2>&1; then
  echo "[services] installing mariadb-server"
  apt_install mariadb-server
fi
if ! mysqladmin -uroot --protocol=tcp -h127.0.0.1 ping >/dev/null 2>&1; then
  echo "[services] starting MariaDB"
  $SUDO mkdir -p /run/mysqld && $SUDO chown mysql:mysql /run/mysqld 2>/dev/null || true
  $SUDO start-stop-daemon --start --oknodo --background --exec "$(command -v mariadbd || command -v mysqld)"
  for _ in $(seq 1 60); do
    mysqladmin -uroot --protocol=tcp -h127.0.0.1 ping >/dev/null 2>&1 && break
    sleep 0.5
  done
  mysqladmin -uroot --protocol=tcp -h127.0.0.1 ping >/dev/null
fi

if ! command -v redis-server >/dev/null 2>&1; then
  echo "[services] installing redis-server"
  apt_install redis-server
fi
if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  echo "[services] starting Redis"
  $SUDO mkdir -p /var/lib/redis /var/log/redis
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 40); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 0.25; done
  redis-cli -h 127.0.0.1 ping >/dev/null
fi
echo "[services] chromium, MariaDB and Redis are ready"
