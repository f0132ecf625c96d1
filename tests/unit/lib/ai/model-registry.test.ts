// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { defaultAiModels } from '@/lib/ai/default-models';
import { modelsForUse, needsModalities, parseModelList, resolveModelRegistry } from '@/lib/ai/model-registry';

describe('model registry from configuration', () => {
  it('has three default models', () => {
    expect(defaultAiModels).toHaveLength(3);
    expect(new Set(defaultAiModels.map((m) => m.id)).size).toBe(3);
  });

  it.each([
    ['black-forest-labs/flux-1.1-pro', true],
    ['stabilityai/stable-diffusion-3', true],
    ['stable_diffusion_xl', true],
    ['sdxl-turbo', true],
    ['google/gemini-2.5-flash-image', false],
    ['openai/gpt-image-1', false],
  ])('needsModalities(%s) = %s', (id, expected) => {
    expect(needsModalities(id)).toBe(expected);
  });

  it('parses a valid list with defaults for the optional fields', () => {
    const result = parseModelList(JSON.stringify([{ id: 'black-forest-labs/flux-pro', quality: 8, speed: 5, extra: 'ignored' }]));
    expect(result).toEqual({
      ok: true,
      models: [{ id: 'black-forest-labs/flux-pro', quality: 8, speed: 5, capabilities: [], specialties: [], uses: [], modalities: true }],
    });
  });

  it('keeps an explicit modalities flag', () => {
    const result = parseModelList(JSON.stringify([{ id: 'flux', quality: 1, speed: 1, modalities: false }]));
    expect(result.ok && result.models[0]?.modalities).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"a"}'],
    ['an empty list', '[]'],
    ['a missing id', '[{"quality":1,"speed":1}]'],
    ['a negative quality', '[{"id":"a","quality":-1,"speed":1}]'],
    ['an unknown use', '[{"id":"a","quality":1,"speed":1,"uses":["cooking"]}]'],
    ['a duplicate id', '[{"id":"a","quality":1,"speed":1},{"id":"a","quality":2,"speed":2}]'],
  ])('rejects %s', (_name, json) => {
    expect(parseModelList(json).ok).toBe(false);
  });

  it('uses the override when valid, the defaults otherwise (reporting why)', () => {
    const onInvalid = vi.fn();
    expect(resolveModelRegistry(defaultAiModels, undefined, onInvalid)).toEqual(defaultAiModels);
    expect(resolveModelRegistry(defaultAiModels, '  ', onInvalid)).toEqual(defaultAiModels);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(resolveModelRegistry(defaultAiModels, '[{"id":"x","quality":1,"speed":1}]', onInvalid).map((m) => m.id)).toEqual(['x']);
    expect(resolveModelRegistry(defaultAiModels, 'nope', onInvalid)).toEqual(defaultAiModels);
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it('filters models by use; a model without uses serves every image tool but not guidance', () => {
    const models = [
      { id: 'a', quality: 1, speed: 1, capabilities: [], specialties: [], uses: ['timeTravel' as const], modalities: false },
      { id: 'b', quality: 1, speed: 1, capabilities: [], specialties: [], uses: [], modalities: false },
      { id: 'c', quality: 1, speed: 1, capabilities: [], specialties: [], uses: ['coDrawing' as const], modalities: false },
    ];
    expect(modelsForUse(models, 'timeTravel').map((m) => m.id)).toEqual(['a', 'b']);
    expect(modelsForUse(models, 'coDrawing').map((m) => m.id)).toEqual(['b', 'c']);
    expect(modelsForUse(models, 'guidance')).toEqual([]);
  });
});
