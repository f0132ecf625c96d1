// Simulated devices for the sync server's load test (unit test) and benchmarks
// (scripts/bench-sync-server.mjs, bench-sync-instances.mjs): spaces of several devices each, joined
// through real invites, then every device pushes and pulls at the same moment. Requests are signed as
// docs/sync-protocol.md says; ciphertexts are random bytes (the server cannot tell the difference).
// One process plays every device, on the same cores as the server, while real devices each do their
// own work on their own processor. So what a device would do before it sends (sealing its changes,
// writing the push) happens before the clock starts, and of each pull answer only its end (the
// cursor and whether more follows) is read, not the changes a real device would decrypt.

const encoder = new TextEncoder();

function b64url(bytes) {
  return Buffer.from(bytes).toString('base64url');
}

async function sha256(bytes) {
  return b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

async function makeDevice() {
  const signing = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const wrap = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  return {
    deviceId: b64url(crypto.getRandomValues(new Uint8Array(16))),
    signingKey: b64url(new Uint8Array(await crypto.subtle.exportKey('spki', signing.publicKey))),
    wrapKey: b64url(new Uint8Array(await crypto.subtle.exportKey('spki', wrap.publicKey))),
    privateKey: signing.privateKey,
  };
}

/** A request's body, written (and hashed for its signature) before it is sent. */
async function prepared(body) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { text, hash: await sha256(encoder.encode(text)) };
}

/** A pull answer's end: `{"changes":[...],"lastSeq":…,"hasMore":…,…}` without its changes. */
function pullAnswerEnd(bytes) {
  const end = new TextDecoder().decode(bytes.subarray(Math.max(0, bytes.length - 512)));
  const at = end.lastIndexOf('],"lastSeq":');
  if (at < 0) throw new Error(`Not a pull answer: …${end.slice(-200)}`);
  return JSON.parse(`{${end.slice(at + 2)}`);
}

/**
 * Sends one signed request through `send({ method, url, headers, body })`, which answers
 * `{ status, bytes }`; returns its JSON (of a pull: only its end) and milliseconds from sending until
 * the whole answer is in. `written`: the body `prepared` beforehand.
 */
async function signed(send, baseUrl, device, method, path, { spaceId, body, written, pull = false } = {}) {
  const { text, hash } = written ?? (await prepared(body));
  const time = String(Date.now());
  const toSign = `HEARTH-SYNC-V1\n${method}\n${path}\n${time}\n${hash}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, device.privateKey, encoder.encode(toSign));
  const headers = { 'x-hearth-device': device.deviceId, 'x-hearth-time': time, 'x-hearth-signature': b64url(new Uint8Array(signature)) };
  if (spaceId) headers['x-hearth-space'] = spaceId;
  if (text !== '') headers['content-type'] = 'application/json';
  const started = performance.now();
  const { status, bytes: answer } = await send({ method, url: `${baseUrl}${path}`, headers, body: text === '' ? undefined : text });
  const ms = performance.now() - started;
  if (status < 200 || status > 299) throw new Error(`${method} ${path}: ${status} ${new TextDecoder().decode(answer.subarray(0, 200))}`);
  if (answer.length === 0) return { json: null, ms };
  return { json: pull ? pullAnswerEnd(answer) : JSON.parse(new TextDecoder().decode(answer)), ms };
}

async function joinSpace(send, baseUrl, devicesPerSpace) {
  const prefix = '/api/sync/v1';
  const [owner, ...others] = await Promise.all(Array.from({ length: devicesPerSpace }, makeDevice));
  const register = (d) => ({ deviceId: d.deviceId, signingKey: d.signingKey, wrapKey: d.wrapKey });
  const { json } = await signed(send, baseUrl, owner, 'POST', `${prefix}/spaces`, { body: register(owner) });
  const { spaceId } = json;
  for (const device of others) {
    const token = b64url(crypto.getRandomValues(new Uint8Array(32)));
    const sealed = b64url(crypto.getRandomValues(new Uint8Array(600)));
    await signed(send, baseUrl, owner, 'POST', `${prefix}/spaces/${spaceId}/invites`, {
      spaceId,
      body: { tokenHash: await sha256(encoder.encode(token)), sealed },
    });
    await signed(send, baseUrl, device, 'POST', `${prefix}/invites/claim`, { spaceId, body: { token, ...register(device) } });
  }
  return { spaceId, devices: [owner, ...others] };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs the load. `send({ method, url, headers, body })` delivers a request and answers
 * `{ status, bytes }` (the app's `request` in a test, scripts/bench-http.mjs for a real server);
 * `onBurstStart` is called just before every device starts at once (after joining and preparing).
 * @returns latencies (ms) of pushes and pulls, counts, and the wall time and this process's CPU time
 * of the concurrent phase.
 */
export async function runSyncLoad({
  send,
  baseUrl = 'http://hearth.test',
  spaces = 10,
  devicesPerSpace = 10,
  pushesPerDevice = 2,
  changesPerPush = 5,
  ciphertextBytes = 2_048,
  onBurstStart = () => {},
}) {
  const prefix = '/api/sync/v1';
  const groups = [];
  for (let i = 0; i < spaces; i += 1) groups.push(await joinSpace(send, baseUrl, devicesPerSpace));
  const pushMs = [];
  const pullMs = [];
  let hlcCounter = 0;
  // Each device's pushes, sealed and written before the clock starts (see the top of this file).
  const pushesOf = new Map();
  for (const { devices } of groups) {
    for (const device of devices) {
      const pushes = [];
      for (let p = 0; p < pushesPerDevice; p += 1) {
        const changes = Array.from({ length: changesPerPush }, () => {
          hlcCounter += 1;
          return {
            recordKey: b64url(crypto.getRandomValues(new Uint8Array(32))),
            hlc: `${String(Date.now()).padStart(15, '0')}-${String(hlcCounter % 1_000_000).padStart(6, '0')}-${device.deviceId}`,
            ciphertext: b64url(crypto.getRandomValues(new Uint8Array(ciphertextBytes))),
          };
        });
        pushes.push(await prepared({ changes }));
      }
      pushesOf.set(device, pushes);
    }
  }
  onBurstStart();
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    groups.flatMap(({ spaceId, devices }) =>
      devices.map(async (device) => {
        // A device pulls from where its last pull ended, as the app keeps its cursor.
        let after = 0;
        for (const written of pushesOf.get(device)) {
          const pushed = await signed(send, baseUrl, device, 'POST', `${prefix}/spaces/${spaceId}/changes`, { spaceId, written });
          pushMs.push(pushed.ms);
          // As the app does: when nothing else came in since its last pull, it moves past its own push.
          if (pushed.json.stored > 0 && after === pushed.json.lastSeq - pushed.json.stored) after = pushed.json.lastSeq;
          for (;;) {
            const pulled = await signed(send, baseUrl, device, 'GET', `${prefix}/spaces/${spaceId}/changes?after=${after}&limit=500`, { spaceId, pull: true });
            pullMs.push(pulled.ms);
            after = pulled.json.lastSeq;
            if (!pulled.json.hasMore) break;
          }
        }
      }),
    ),
  );
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpuAtStart);
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
  };
  return { devices: spaces * devicesPerSpace, push: summary(pushMs), pull: summary(pullMs), wallMs, cpuMs: (user + system) / 1000 };
}
