#!/usr/bin/env bash
# Prepares a fresh machine: pnpm at the pinned version, the workspace's dependencies, and (unless --play)
# the Debian packages the end-to-end tests drive (chromium for the web game, tmux for the terminal game).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
want_pnpm=12.4.2
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$want_pnpm" ]; then
  npm i -g --allow-scripts=pnpm "pnpm@$want_pnpm" >/dev/null
fi
if [ "${1:-}" != "--play" ]; then
  missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v tmux >/dev/null 2>&1 || missing+=(tmux)
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
      echo "setup: please install ${missing[*]} (Debian: sudo apt-get install ${missing[*]})" >&2
    fi
  fi
fi
pnpm install --frozen-lockfile
