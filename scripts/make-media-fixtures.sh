#!/bin/sh
# Makes the tiny recordings the stories and end-to-end tests play (stories/fixtures): a 2-second
# voice note (Opus in WebM) and a 2-second video (VP8 + Opus in WebM, one still picture throughout,
# so every frame looks the same) with its poster JPEG. Bit-exact: the same ffmpeg makes the same bytes.
set -eu
cd "$(dirname "$0")/../stories/fixtures"
exact='-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact'
scene='color=c=0xF6A25B:s=320x180:d=2:r=15,drawbox=x=0:y=120:w=320:h=60:color=0x5FA35A:t=fill,drawbox=x=220:y=30:w=50:h=50:color=0xFFE27A:t=fill'
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y -f lavfi -i 'sine=frequency=392:duration=2:sample_rate=48000' -af volume=0.3 \
  -c:a libopus -b:a 24k -ac 1 $exact voice-note.webm
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$scene" -f lavfi -i 'sine=frequency=523:duration=2:sample_rate=48000' \
  -af volume=0.2 -c:v libvpx -b:v 60k -c:a libopus -b:a 24k -ac 1 -shortest $exact video-moment.webm
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$(echo "$scene" | sed 's/d=2:r=15/d=1:r=1/')" -frames:v 1 -q:v 6 $exact video-poster.jpg
