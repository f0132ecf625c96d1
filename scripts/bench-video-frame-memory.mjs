// Where the memory of making a video small goes: the steps of the conversion one at a time, each in
// a fresh headless Chromium, with the peak proportional memory (PSS) of its processes over what they
// held before the step. 120 frames of 1080p are first encoded in the page (H.264), then:
//   decode            the frames decoded and closed at once;
//   decode + canvas   each decoded frame drawn onto a 1280x720 canvas and a new frame made of it, then
//                     encoded at 720p: what the conversion does to scale a clip down (mediabunny
//                     redraws a frame whose size changes);
//   decode + encoder  each decoded 1080p frame handed to an encoder configured for 720p, which scales
//                     it itself (WebCodecs requires an encoder to scale a frame of another size).
// The 60 s clip of bench-recordings.mjs peaks at the same height as a 3 s one: the cost is a step's
// fixed one, not the clip's length. Not part of `npm run bench`: a diagnostic, to run again where
// the browser has a GPU (a phone draws video frames into a canvas on it).
//   node scripts/bench-video-frame-memory.mjs   (BENCH_PORT, CHROME_PATH)
// Functions passed to page.evaluate run in the browser:
/* global window, VideoEncoder, VideoDecoder, VideoFrame, EncodedVideoChunk, OffscreenCanvas */
import { createServer } from 'node:http';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { launchedChromiumPid, treeMemory } from './process-memory.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4496);
const STEPS = ['decode', 'decode + canvas', 'decode + encoder'];

/** In the page: 120 frames of a moving 1080p picture, encoded as H.264, kept for the step. */
async function encodeSource() {
  const chunks = [];
  let decoderConfig;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ type: chunk.type, timestamp: chunk.timestamp, data });
      decoderConfig ??= meta?.decoderConfig;
    },
    error: (error) => {
      throw error;
    },
  });
  encoder.configure({ codec: 'avc1.640028', width: 1920, height: 1080, bitrate: 8_000_000, framerate: 30, avc: { format: 'annexb' } });
  const canvas = new OffscreenCanvas(1920, 1080);
  const context = canvas.getContext('2d');
  for (let i = 0; i < 120; i += 1) {
    context.fillStyle = `hsl(${i * 7}, 80%, 50%)`;
    context.fillRect(0, 0, 1920, 1080);
    context.fillStyle = '#fff';
    context.font = '80px sans-serif';
    context.fillText(String(i), (i * 13) % 1800, 100 + ((i * 7) % 900));
    const frame = new VideoFrame(canvas, { timestamp: i * 33_333 });
    encoder.encode(frame, { keyFrame: i % 60 === 0 });
    frame.close();
    while (encoder.encodeQueueSize >= 4) await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
  }
  await encoder.flush();
  encoder.close();
  window.source = { chunks, decoderConfig };
}

/** In the page: one step over the source's frames; the size of what the 720p encoder wrote. */
async function runStep(step) {
  const { chunks, decoderConfig } = window.source;
  const waitFor = (codec, queue) => (codec[queue] >= 4 ? new Promise((resolve) => codec.addEventListener('dequeue', resolve, { once: true })) : null);
  let outputSize = null;
  const encoder =
    step === 'decode'
      ? null
      : new VideoEncoder({
          output: (_chunk, meta) => {
            if (meta?.decoderConfig) outputSize = `${meta.decoderConfig.codedWidth}x${meta.decoderConfig.codedHeight}`;
          },
          error: (error) => {
            throw error;
          },
        });
  encoder?.configure({ codec: 'avc1.42001f', width: 1280, height: 720, bitrate: 1_200_000, framerate: 30 });
  const canvas = new OffscreenCanvas(1280, 720);
  const context = canvas.getContext('2d');
  const decoder = new VideoDecoder({
    output: (frame) => {
      if (step === 'decode + canvas') {
        context.drawImage(frame, 0, 0, 1280, 720);
        const scaled = new VideoFrame(canvas, { timestamp: frame.timestamp });
        encoder.encode(scaled);
        scaled.close();
      } else if (step === 'decode + encoder') {
        encoder.encode(frame);
      }
      frame.close();
    },
    error: (error) => {
      throw error;
    },
  });
  decoder.configure({ codec: decoderConfig.codec, codedWidth: 1920, codedHeight: 1080 });
  for (const chunk of chunks) {
    decoder.decode(new EncodedVideoChunk(chunk));
    for (;;) {
      const wait = waitFor(decoder, 'decodeQueueSize') ?? (encoder && waitFor(encoder, 'encodeQueueSize'));
      if (!wait) break;
      await wait;
    }
  }
  await decoder.flush();
  await encoder?.flush();
  decoder.close();
  encoder?.close();
  return outputSize;
}

const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
// WebCodecs needs a secure context: a blank page on loopback is one.
const server = createServer((_request, response) => response.end('<!doctype html><title>Video frame memory</title>')).listen(PORT, '127.0.0.1');
const mb = (bytes) => `${Math.round(bytes / 1_000_000)} MB`;
try {
  console.log('Video frame memory: 120 frames of 1080p H.264, each step in a fresh Chromium; peak PSS over the step\'s start');
  for (const step of STEPS) {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
    try {
      const browserPid = launchedChromiumPid();
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${PORT}/`);
      await page.evaluate(encodeSource);
      const before = treeMemory(browserPid).pss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, treeMemory(browserPid).pss);
      }, 50);
      const started = performance.now();
      const outputSize = await page.evaluate(runStep, step);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, treeMemory(browserPid).pss);
      console.log(`  ${step}: +${mb(peak - before)} in ${seconds.toFixed(1)} s${outputSize ? ` (encoded ${outputSize})` : ''}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  server.close();
}
