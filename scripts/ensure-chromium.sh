#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright cannot download its own browser here): its headless shell
# runs the test suite, the full browser the screenshots and Lighthouse. Installs whichever package is missing.
set -euo pipefail
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${packages[*]}" >&2
if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
