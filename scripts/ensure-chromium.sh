#!/usr/bin/env bash
# Debian's Chromium for the browser tests, which no test tool may download here: present (or CHROMIUM_PATH), or
# installed with apt-get when this runs as root; otherwise a message that says what to install. The first stage of
# `npm test` (scripts/test.sh), which CI runs too, so that a fresh machine's `npm test` needs nothing by hand.
set -uo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium for the browser tests"
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null && [ -x /usr/bin/chromium ] && exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium: install Debian's package (apt-get install chromium)," >&2
echo "or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
