// The benchmarks' HTTP client for the sync load: node:http over keep-alive sockets. The load
// generator plays 100 devices on the same two cores as the server it measures, and global fetch
// (undici's web streams: every body cloned, teed and read through a stream) cost it more CPU than
// the server spent answering, which showed up as the server's latency. Real devices each send from
// their own processor.
import http from 'node:http';

/**
 * A `send` for scripts/sync-load.mjs: `baseUrlOf()` names the server for each request (several
 * instances take turns). A keep-alive socket the server closed just as it was reused resets the
 * request: it is sent again (a repeated sync request changes nothing) and counted in `resets`.
 */
export function keepAliveSender(baseUrlOf) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const sender = {
    resets: 0,
    async send({ method, url, headers, body }) {
      const { pathname, search } = new URL(url);
      const target = new URL(`${baseUrlOf()}${pathname}${search}`);
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await once(agent, target, method, headers, body);
        } catch (error) {
          sender.resets += 1;
          if (attempt === 3) throw error;
        }
      }
    },
  };
  return sender;
}

function once(agent, target, method, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(target, { agent, method, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      const parts = [];
      response.on('data', (part) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: new Uint8Array(Buffer.concat(parts)) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
