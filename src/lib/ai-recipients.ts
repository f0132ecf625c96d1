// Who receives what when a family uses an AI tool: first the
// operator's AI service that Hearth's server forwards to (its gateway for chat, its image service
// for co-drawing), named by the server's configuration; then the provider of each model it may
// use, named by the model id before the slash (`google/gemini-2.5-flash-image`), the way
// OpenAI-compatible gateways name models. The privacy policy and the dialog that asks before a
// photo leaves the device both read this.

export const aiTools = ['timeTravel', 'coDrawing', 'festival', 'guidance'] as const;
export type AiTool = (typeof aiTools)[number];

/** What each tool sends, in a family's words. */
export const aiToolSends: Record<AiTool, { name: string; sends: string }> = {
  timeTravel: { name: 'Time-travel photos', sends: 'the photo you choose and a short description of each decade’s look' },
  coDrawing: { name: 'Co-drawing', sends: 'your drawing and the words you add to it' },
  festival: { name: 'Onam Photo Magic', sends: 'the photo you choose and a short description of the festive style' },
  guidance: { name: 'Daily-moment guidance', sends: 'the title, description and kind of today’s challenge (no names, no photos)' },
};

export interface AiProvider {
  /**
   * The model-id prefix (`google`), or the whole id when it has none; for the operator's service,
   * `service:` and the id the server gives it (it changes when the service changes).
   */
  id: string;
  name: string;
  /** The provider's privacy policy; null when Hearth does not know it for certain. */
  policyUrl: string | null;
  /** 'service': the operator's AI gateway or image service, which receives the request first. */
  kind?: 'service' | 'provider';
}

/** An AI service of the server's operator, as GET /api/config names it. */
export interface AiService {
  id: string;
  name: string;
  policyUrl: string | null;
}

/** Which of the server's two AI paths a tool uses. */
export type AiPath = 'chat' | 'image';
export const toolPath = (tool: AiTool): AiPath => (tool === 'coDrawing' ? 'image' : 'chat');

// Providers whose privacy-policy address is known; any other prefix is shown as written.
const knownProviders: Record<string, { name: string; policyUrl: string | null }> = {
  openai: { name: 'OpenAI', policyUrl: 'https://openai.com/policies/privacy-policy/' },
  google: { name: 'Google', policyUrl: 'https://policies.google.com/privacy' },
  anthropic: { name: 'Anthropic', policyUrl: 'https://www.anthropic.com/legal/privacy' },
  'meta-llama': { name: 'Meta', policyUrl: 'https://www.facebook.com/privacy/policy/' },
  stabilityai: { name: 'Stability AI', policyUrl: 'https://stability.ai/privacy-policy' },
  'black-forest-labs': { name: 'Black Forest Labs', policyUrl: null },
  mistralai: { name: 'Mistral AI', policyUrl: null },
};

/** The provider a model id names (`openai/gpt-4o` → OpenAI); an unknown prefix is its own name. */
export function providerOf(modelId: string): AiProvider {
  const trimmed = modelId.trim();
  const slash = trimmed.indexOf('/');
  const id = (slash > 0 ? trimmed.slice(0, slash) : trimmed).toLowerCase();
  const known = Object.hasOwn(knownProviders, id) ? knownProviders[id] : undefined;
  return { id, name: known?.name ?? id, policyUrl: known?.policyUrl ?? null };
}

/** The registry as the browser knows it: the server's /api/config, or the build's list. */
export interface AiSetup {
  /** true: no AI provider is configured, nothing is sent. null: not known (server unreachable). */
  demoMode: boolean | null;
  /** Which paths the server forwards (a server may have a gateway and no image service); absent: not known. */
  paths?: Readonly<Record<AiPath, boolean>>;
  /** The operator's service on each path; absent or null: not named. */
  services?: Readonly<Record<AiPath, AiService | null>>;
  models: readonly { id: string; uses: readonly string[] }[];
  guidanceModel: string | null;
}

/** Demo mode for one tool: its path forwards nothing (true), forwards (false), or not known (null). */
export function toolDemoMode(setup: AiSetup, tool: AiTool): boolean | null {
  if (setup.demoMode === true) return true;
  if (setup.paths) return !setup.paths[toolPath(tool)];
  return setup.demoMode;
}

/** The operator's service that receives what `tool` sends, as a recipient. */
export function serviceForTool(setup: AiSetup, tool: AiTool): AiProvider | null {
  const service = setup.services?.[toolPath(tool)];
  return service ? { id: `service:${service.id}`, name: service.name, policyUrl: service.policyUrl, kind: 'service' } : null;
}

function modelIdsFor(setup: AiSetup, tool: AiTool): string[] {
  if (tool === 'guidance') return setup.guidanceModel ? [setup.guidanceModel] : [];
  // A model with no `uses` serves every image tool (model-registry.ts).
  return setup.models.filter((model) => model.uses.length === 0 || model.uses.includes(tool)).map((model) => model.id);
}

function uniqueProviders(ids: readonly string[]): AiProvider[] {
  const byId = new Map<string, AiProvider>();
  for (const id of ids) {
    const provider = providerOf(id);
    if (!byId.has(provider.id)) byId.set(provider.id, provider);
  }
  return [...byId.values()];
}

/** The model providers a tool's requests may reach; empty in demo mode. */
export function modelProvidersForTool(setup: AiSetup, tool: AiTool): AiProvider[] {
  return toolDemoMode(setup, tool) === true ? [] : uniqueProviders(modelIdsFor(setup, tool));
}

/**
 * Everyone a tool's request may reach, in the order it travels: the operator's service first, then
 * the models' providers. Empty in demo mode. Consent is given for exactly these ids.
 */
export function providersForTool(setup: AiSetup, tool: AiTool): AiProvider[] {
  if (toolDemoMode(setup, tool) === true) return [];
  const service = serviceForTool(setup, tool);
  return [...(service ? [service] : []), ...modelProvidersForTool(setup, tool)];
}

export interface ProviderDisclosure {
  provider: AiProvider;
  /** The tools that may send to this provider, in `aiTools` order. */
  tools: AiTool[];
}

/** Every provider of the configured models, with the tools that use it; empty in demo mode. */
export function aiRecipients(setup: AiSetup): ProviderDisclosure[] {
  return disclose(setup, modelProvidersForTool);
}

/** The operator's AI services, with the tools that send to each; empty in demo mode or when not named. */
export function aiServices(setup: AiSetup): ProviderDisclosure[] {
  return disclose(setup, (s, tool) => (toolDemoMode(s, tool) === true ? [] : [serviceForTool(s, tool)].filter((p): p is AiProvider => p !== null)));
}

function disclose(setup: AiSetup, recipientsOf: (setup: AiSetup, tool: AiTool) => AiProvider[]): ProviderDisclosure[] {
  const result = new Map<string, ProviderDisclosure>();
  for (const tool of aiTools) {
    for (const provider of recipientsOf(setup, tool)) {
      const entry = result.get(provider.id) ?? { provider, tools: [] };
      entry.tools.push(tool);
      result.set(provider.id, entry);
    }
  }
  return [...result.values()];
}

/** "Google and Stability AI", "OpenAI, Google and Meta". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
