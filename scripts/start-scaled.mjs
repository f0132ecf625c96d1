// The scaled profile of compose.yaml without Docker: two Hearth instances (the built server, as the
// image runs it) on one database file, sharing Debian's redis-server, behind Debian's caddy started
// with the same reverse-proxy command as the profile's proxy. For trying several instances on one
// machine, and for running the end-to-end tests through them: `E2E_SCALED=1 npx playwright test`.
//
//   node scripts/start-scaled.mjs
//     PORT             the proxy's port, where families reach Hearth (default 4173)
//     DATABASE_URL     the one database both instances open (default file:data/hearth.db)
//     everything else in the environment reaches both instances (LOG_FILE, PUSH_SERVICE_HOSTS, ...);
//     the instances listen on PORT+20 and PORT+21 and Redis on PORT+22, all on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { buildIfStale, distDir } from './build-if-stale.mjs';
import { buildServer } from './build-server.mjs';

const port = Number(process.env.PORT ?? 4173);
const database = process.env.DATABASE_URL ?? 'file:data/hearth.db';
const children = [];

function required(command, install) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    console.error(`${command} is not installed: ${install}`);
    process.exit(1);
  }
  return found;
}

function start(command, args, env = process.env) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'ignore', 'inherit'] });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${command} ${args[0] ?? ''} stopped (${signal ?? code}): stopping the rest.`);
    stop(1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());

async function healthy(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

const redisServer = required('redis-server', 'apt-get install redis-server');
const caddy = required('caddy', 'apt-get install caddy');
if ((await buildIfStale()) !== 0) {
  console.error('The build failed, so Hearth cannot start. See the errors above.');
  process.exit(1);
}
const server = await buildServer();

const redisPort = port + 22;
start(redisServer, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
const instances = [port + 20, port + 21].map((instancePort) => `127.0.0.1:${instancePort}`);
for (const address of instances) {
  const instancePort = address.split(':')[1];
  start(process.execPath, [server], {
    ...process.env,
    PORT: instancePort,
    HOST: '127.0.0.1',
    STATIC_DIR: process.env.STATIC_DIR || distDir,
    DATABASE_URL: database,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    // The proxy is the only way in: it appends the client's address.
    TRUST_PROXY: '1',
  });
  // The first instance makes the database's tables; the second then opens them.
  await healthy(`http://${address}`);
}
// What the profile's `caddy reverse-proxy --from :8080 --to hearth-a:4173 --to hearth-b:4173` sets
// up, written out so that it listens on loopback only, over plain HTTP, without Caddy's admin
// endpoint (one per machine) or the local certificate authority it would otherwise install. Any
// host name reaches it, as with the profile (the festival page answers on its own host).
const caddyfile = `{
	admin off
	auto_https off
}
http://:${port} {
	bind 127.0.0.1
	reverse_proxy ${instances.join(' ')}
}
`;
const proxy = start(caddy, ['run', '--adapter', 'caddyfile', '--config', '-']);
proxy.stdin.end(caddyfile);
await healthy(`http://127.0.0.1:${port}`);
console.log(`Hearth, two instances behind Caddy: http://127.0.0.1:${port} (instances ${instances.join(', ')}, Redis on ${redisPort})`);
