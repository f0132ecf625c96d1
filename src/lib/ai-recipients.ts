// Who receives what when a family uses an AI tool,
// derived from the model registry: a model id names its provider before the slash
// (`google/gemini-2.5-flash-image`), the way OpenAI-compatible gateways name models. The privacy
// policy and the dialog that asks before a photo leaves the device both read this.

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
  /** The model-id prefix (`google`), or the whole id when it has none. */
  id: string;
  name: string;
  /** The provider's privacy policy; null when Hearth does not know it for certain. */
  policyUrl: string | null;
}

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
  models: readonly { id: string; uses: readonly string[] }[];
  guidanceModel: string | null;
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

/** The providers a tool may send to; empty in demo mode. */
export function providersForTool(setup: AiSetup, tool: AiTool): AiProvider[] {
  return setup.demoMode === true ? [] : uniqueProviders(modelIdsFor(setup, tool));
}

export interface ProviderDisclosure {
  provider: AiProvider;
  /** The tools that may send to this provider, in `aiTools` order. */
  tools: AiTool[];
}

/** Every provider of the configured models, with the tools that use it; empty in demo mode. */
export function aiRecipients(setup: AiSetup): ProviderDisclosure[] {
  const result = new Map<string, ProviderDisclosure>();
  for (const tool of aiTools) {
    for (const provider of providersForTool(setup, tool)) {
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
