import { Hono } from 'hono';
import { isDemoMode, type GatewayConfig, type HearthConfig, type ImageServiceConfig } from '../config';

/**
 * A service as the browser may know it: its name and privacy policy, and an id that changes when
 * its name or its address changes, so the family is asked again.
 * The id is a hash: the address itself (which may carry an account in its path) is never sent.
 */
async function recipient(service: GatewayConfig | ImageServiceConfig | null) {
  if (!service) return null;
  const origin = new URL(service.baseUrl).origin;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${origin}\n${service.name}`));
  const id = Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { id, name: service.name, privacyUrl: service.privacyUrl ?? null };
}

export function healthRoutes(deps: { config: HearthConfig; now: () => Date }): Hono {
  const routes = new Hono();

  routes.get('/health', (c) =>
    c.json({ status: 'ok', demoMode: isDemoMode(deps.config), time: deps.now().toISOString() }),
  );

  // What the browser needs to know about this server: which AI paths work, which models to rank
  // (docs/product.md#model-health) and who receives what the AI tools send. Never the keys or the addresses.
  routes.get('/config', async (c) =>
    c.json({
      demoMode: isDemoMode(deps.config),
      festivalHostPrefix: deps.config.festivalHostPrefix,
      ai: {
        chat: deps.config.ai.gateway !== null,
        image: deps.config.ai.image !== null,
        guidanceModel: deps.config.ai.guidanceModel ?? null,
        models: deps.config.ai.models,
        recipients: { chat: await recipient(deps.config.ai.gateway), image: await recipient(deps.config.ai.image) },
      },
      // What the family is told before turning on sync: how long an unopened family copy is kept,
      // and whether this server takes new families freely, with a code, or not at all. Never the code.
      sync: {
        idleSpaceDays: deps.config.sync.idleSpaceDays,
        newSpaces: deps.config.sync.newSpaces.mode,
      },
    }),
  );

  return routes;
}
