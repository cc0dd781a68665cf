#!/bin/sh
# Makes the screenshots in docs/images from a running simulator, with headless Chromium:
#   swift build && sh docs/images/make-screenshots.sh
# Each picture is the page after the device was put in that state through the JSON API
# (docs/PROTOCOL.md): the Community menu, DTouch's peek and pop, Settings > 3D Touch, and DTouch's
# iOS 13 context menu on an iPhone 11. Each is referenced from the doc that describes it
# (docs/Springboard.md, docs/PeekAndPop.md, docs/ContextMenus.md).
# Community's titles are Chinese: install a CJK font first (Debian: apt-get install fonts-wqy-microhei),
# or Chromium draws them as empty boxes.
set -eu
out=$(cd "$(dirname "$0")" && pwd)
bin=${FORCETOUCH:-.build/debug/forcetouch}
state=$(mktemp -d)
log=$(mktemp)
"$bin" simulator --port 0 --control-port 0 --state-dir "$state" >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -rf "$state" "$log"' EXIT
for _ in $(seq 1 100); do grep -q 'ready at' "$log" && break; sleep 0.1; done
origin=$(sed -n 's/.*ready at //p' "$log")
api() { curl -sf -X "$1" "$origin$2" ${3:+-H 'Content-Type: application/json' --data-binary "$3"} >/dev/null; }
shot() {
  chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1180,960 \
    --virtual-time-budget=4000 --screenshot="$out/$1" "$origin/?device=$2" >/dev/null 2>&1
}
# Community's menu with its four icon files.
api POST /api/devices/1/shortcut-menu '{"bundleIdentifier":"com.example.community"}'
shot community-menu.png 1
# DTouch: a press on "Item 3" held at the peek (the touch stays down), then one that pops.
api POST /api/devices
api POST /api/devices/2/apps/com.example.dtouch/launch
press() {
  lines="{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":187,\"y\":174,\"force\":0.5}"
  t=0
  for f in $1; do
    t=$(awk -v t="$t" 'BEGIN { printf "%.2f", t + 0.05 }')
    lines="$lines
{\"t\":$t,\"id\":1,\"phase\":\"moved\",\"x\":187,\"y\":174,\"force\":$f}"
  done
  printf '%s\n' "$lines" | curl -sf -X POST "$origin/api/devices/$2/touches" --data-binary @- >/dev/null
}
press "1 2 3 4 4.5 4.5 4.5 4.5 4.5 4.5 4.5 4.5" 2
shot peek.png 2
api POST /api/devices
api POST /api/devices/3/apps/com.example.dtouch/launch
press "1 2 3 4 4.5 4.5 4.5 4.5 5 5.5 6 6.5 6.6 6.6 6.6 6.6 6.6 6.6 6.6 6.6 6.6 6.6" 3
shot pop.png 3
# Settings > General > Accessibility > 3D Touch, tapping through the rows by their place (a 6s:
# 64-pt bars, 44-pt rows; General is the root page's first row, Accessibility General's second, 3D
# Touch the first row under Accessibility's "Interaction" header).
tap() {
  printf '%s\n' "{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":$1,\"y\":$2,\"force\":0.3}" \
    "{\"t\":0.05,\"id\":1,\"phase\":\"ended\",\"x\":$1,\"y\":$2,\"force\":0}" |
    curl -sf -X POST "$origin/api/devices/$3/touches" --data-binary @- >/dev/null
  sleep 1
}
api POST /api/devices
api POST /api/devices/4/apps/com.apple.Preferences/launch
sleep 1
tap 187 104 4
tap 187 148 4
tap 187 114 4
shot settings-3d-touch.png 4
# DTouch on an iPhone 11 (iOS 13.0, Haptic Touch): a long press on "Item 3" (88-pt bars, 44-pt
# rows), held 0.7 s and lifted; the context menu stays open.
api POST /api/devices '{"profile":"iPhone 11"}'
api POST /api/devices/5/apps/com.example.dtouch/launch
printf '%s\n' '{"t":0,"id":1,"phase":"began","x":207,"y":198,"force":0}' \
  '{"t":0.7,"id":1,"phase":"stationary","x":207,"y":198,"force":0}' \
  '{"t":0.75,"id":1,"phase":"ended","x":207,"y":198,"force":0}' |
  curl -sf -X POST "$origin/api/devices/5/touches" --data-binary @- >/dev/null
shot context-menu-ios13.png 5
shot context-menu-ios13.png 5  # the first page of a device can catch the "Connecting" overlay
