#!/usr/bin/env bash
# Installs the distribution's Caddy (the production front server, deploy/Caddyfile) when it is missing;
# tests/server/front-server.test.ts runs it in front of a test server.
#
# The package's postinst enables and starts caddy.service. A container without systemd has nothing to
# start it with, and a policy-rc.d that refuses every start keeps it so on any machine while this runs;
# a Caddy process that appeared during the install all the same is stopped, by its id.
set -euo pipefail
CADDY="${CADDY_PATH:-/usr/bin/caddy}"
if [ -x "$CADDY" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Caddy is missing at $CADDY and apt-get is not available: install Caddy or set CADDY_PATH." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

POLICY=/usr/sbin/policy-rc.d
OWN_POLICY=""
if [ ! -e "$POLICY" ]; then
  OWN_POLICY="$POLICY"
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod 755 "$POLICY"
fi
cleanup() {
  if [ -n "$OWN_POLICY" ]; then $SUDO rm -f "$OWN_POLICY"; fi
}
trap cleanup EXIT

# The package's service runs the package's own Caddyfile; no other Caddy is touched.
caddy_pids() { pgrep -f '^/usr/bin/caddy run .*/etc/caddy/Caddyfile' 2>/dev/null | sort || true; }
BEFORE="$(caddy_pids)"

echo "Installing Caddy (apt-get install -y caddy)..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq caddy >/dev/null

for pid in $(comm -13 <(echo "$BEFORE") <(caddy_pids)); do
  echo "Stopping the Caddy the package started (pid $pid)."
  $SUDO kill "$pid" 2>/dev/null || true
done
