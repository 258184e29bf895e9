#!/usr/bin/env bash
# Fetches Quartz 2.3.2 (Debian's libquartz2-java) into .cache/quartz: the reference the tests check the CRON
# evaluator, the validator and the compiler against. Idempotent: does nothing when the jar is already there.
# Installs a Java runtime (default-jre-headless) only if there is no `java` on the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=.cache/quartz
jar="$dest/usr/share/java/quartz2-2.3.2.jar"
if [ -f "$jar" ]; then
  echo "quartz: $jar"
  exit 0
fi

# apt-get update/install need root; apt-get download does not
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "fetch-quartz: needs root for: $*" >&2
    return 1
  fi
}

if ! command -v java >/dev/null 2>&1; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
fi

mkdir -p "$dest"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the package lists may be missing or stale (a fresh container): refresh them only when the download fails
if ! (cd "$tmp" && apt-get download libquartz2-java >/dev/null 2>&1); then
  as_root apt-get update -qq
  (cd "$tmp" && apt-get download libquartz2-java >/dev/null)
fi
dpkg-deb -x "$tmp"/libquartz2-java_*.deb "$dest"
test -f "$jar"
echo "quartz: $jar"
