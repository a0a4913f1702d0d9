#!/usr/bin/env bash
# Prepares a fresh machine: pnpm at the pinned version, the workspace's dependencies, and (unless --play)
# the Debian packages the end-to-end tests drive (chromium for the web game, tmux for the terminal game).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
want_pnpm=12.4.2
# Node 22 LTS is the floor (Node 20 is past its end of life; current Ink needs 22). Where the machine has an older
# Node, the npm registry's own build of Node 22 goes to /usr/local/bin, ahead of the system's on PATH.
want_node=22.23.5
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 22 ]; then
  if [ "$(id -u)" = 0 ]; then
    case "$(uname -m)" in aarch64|arm64) arch=arm64 ;; *) arch=x64 ;; esac
    npm i -g --prefix /usr/local "node-linux-$arch@$want_node" >/dev/null
    hash -r
  fi
  if [ "$(node_major)" -lt 22 ]; then
    echo "setup: Node 22 or later is needed (found $(node -v 2>/dev/null || echo none)); as root this script installs it" >&2
    exit 1
  fi
fi
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$want_pnpm" ]; then
  # As root, pnpm goes to /usr/local/bin beside Node 22: once that Node is first on PATH, npm's default global
  # prefix becomes the node package's own folder, whose bin is on no PATH.
  if [ "$(id -u)" = 0 ]; then
    npm i -g --prefix /usr/local --allow-scripts=pnpm "pnpm@$want_pnpm" >/dev/null
  else
    npm i -g --allow-scripts=pnpm "pnpm@$want_pnpm" >/dev/null
  fi
  hash -r
  if ! command -v pnpm >/dev/null 2>&1; then
    echo "setup: pnpm was installed to $(npm prefix -g)/bin, which is not on PATH; add it and run again" >&2
    exit 1
  fi
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
