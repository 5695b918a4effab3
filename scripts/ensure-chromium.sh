#!/usr/bin/env bash
# Installs the distribution's Chromium for the browser tests when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $CHROMIUM and apt-get is not available: install Chromium or set CHROMIUM_PATH." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Chromium for the browser tests (apt-get install -y chromium)..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
