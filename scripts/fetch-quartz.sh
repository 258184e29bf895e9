#!/usr/bin/env bash
# Fetches Quartz 2.3.2 (Debian's libquartz2-java) into .cache/quartz: the reference the tests check the CRON
# evaluator and the compiler against. Idempotent. Installs a Java runtime only if none is on the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=.cache/quartz
jar="$dest/usr/share/java/quartz2-2.3.2.jar"
if [ -f "$jar" ]; then
  echo "quartz: $jar"
  exit 0
fi
if ! command -v java >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
fi
mkdir -p "$dest"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! (cd "$tmp" && apt-get download libquartz2-java >/dev/null 2>&1); then
  apt-get update -qq
  (cd "$tmp" && apt-get download libquartz2-java >/dev/null)
fi
dpkg-deb -x "$tmp"/libquartz2-java_*.deb "$dest"
test -f "$jar"
echo "quartz: $jar"
