#!/usr/bin/env bash
# Makes a local PostgreSQL server ready for the store's tests and prints its URL on stdout (everything else goes to
# stderr): installs Debian's `postgresql` if missing, creates the default cluster if there is none, starts it if it
# is down (as its own user: postgres refuses to run as root), and sets the `postgres` role's password so that the
# tests can log in over TCP on 127.0.0.1 without changing pg_hba.conf. Idempotent: a running server is left as is.
#   TEST_DATABASE_URL=$(bash scripts/start-postgres.sh)
set -euo pipefail

password=${PGPASSWORD_FOR_TESTS:-postgres}

log() { echo "start-postgres: $*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    log "needs root for: $*"
    return 1
  fi
}

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    sudo -u postgres "$@"
  fi
}

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || ! command -v pg_ctlcluster >/dev/null 2>&1; then
  log "installing postgresql (Debian)"
  as_root apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
# pg_lsclusters -h: "version cluster port status owner datadir logfile"
cluster=$(pg_lsclusters -h | awk -v v="$version" '$1 == v { print; exit }')
if [ -z "$cluster" ]; then
  log "creating cluster $version/main"
  as_root pg_createcluster "$version" main >&2
  cluster=$(pg_lsclusters -h | awk -v v="$version" '$1 == v { print; exit }')
fi
name=$(echo "$cluster" | awk '{ print $2 }')
port=$(echo "$cluster" | awk '{ print $3 }')
status=$(echo "$cluster" | awk '{ print $4 }')

if [ "$status" != "online" ]; then
  log "starting cluster $version/$name on port $port"
  as_root pg_ctlcluster "$version" "$name" start >&2
fi

for _ in $(seq 1 60); do
  if pg_isready -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 0.5
done
pg_isready -h 127.0.0.1 -p "$port" >&2

# Over the Unix socket the postgres role logs in by peer authentication; TCP asks for this password.
as_postgres psql -q -p "$port" -v ON_ERROR_STOP=1 -c "alter role postgres password '${password}'" >&2
log "ready: PostgreSQL $version/$name on 127.0.0.1:$port"
echo "postgres://postgres:${password}@127.0.0.1:${port}/postgres"
