import { Hono } from 'hono';
import { isDemoMode, type HearthConfig } from '../config';

export function healthRoutes(deps: { config: HearthConfig; now: () => Date }): Hono {
  const routes = new Hono();

  routes.get('/health', (c) =>
    c.json({ status: 'ok', demoMode: isDemoMode(deps.config), time: deps.now().toISOString() }),
  );

  // What the browser needs to know about this server: which AI paths work and which models to rank.
  // Never the keys or provider addresses.
  routes.get('/config', (c) =>
    c.json({
      demoMode: isDemoMode(deps.config),
      festivalHostPrefix: deps.config.festivalHostPrefix,
      ai: {
        chat: deps.config.ai.gateway !== null,
        image: deps.config.ai.image !== null,
        guidanceModel: deps.config.ai.guidanceModel ?? null,
        models: deps.config.ai.models,
      },
    }),
  );

  return routes;
}
