#!/usr/bin/env bash
# The browser tests run in Debian's Chromium headless shell, the screenshot check and Lighthouse in Debian's
# Chromium (Playwright cannot download its own browsers on this network): installs whichever package is missing.
# A build of one's own named by CHROMIUM_PATH needs neither.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
missing=()
for package in chromium chromium-headless-shell; do
  [ -x "/usr/bin/$package" ] || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the browser tests" >&2
if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
