// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultAiModels } from '@/lib/ai/default-models';
import { rankModels, scoreModel } from '@/lib/ai/model-ranking';
import type { AiModelConfig } from '@/lib/ai/model-registry';

const model = (over: Partial<AiModelConfig>): AiModelConfig => ({
  id: 'm',
  quality: 0,
  speed: 0,
  capabilities: [],
  specialties: [],
  uses: [],
  modalities: false,
  ...over,
});

describe('scoreModel', () => {
  it.each([
    ['quality x3 + speed x2', model({ quality: 9, speed: 8 }), 'timeTravel', 43],
    ['time travel: photorealistic +30 (+8 matched specialty)', model({ specialties: ['photorealistic'] }), 'timeTravel', 38],
    ['time travel: decade +25 (keyword only)', model({ specialties: ['decade styles'] }), 'timeTravel', 25],
    ['time travel: people +20 (+8 matched specialty)', model({ specialties: ['people'] }), 'timeTravel', 28],
    ['time travel: keyword in a capability counts', model({ capabilities: ['photorealistic-output'] }), 'timeTravel', 30],
    ['time travel: co-drawing keywords give nothing', model({ specialties: ['creative', 'artistic', 'playful'] }), 'timeTravel', 0],
    ['co-drawing: creative +25 (+8)', model({ specialties: ['creative'] }), 'coDrawing', 33],
    ['co-drawing: artistic +20 (+8)', model({ specialties: ['artistic'] }), 'coDrawing', 28],
    ['co-drawing: playful +15 (+8)', model({ specialties: ['playful'] }), 'coDrawing', 23],
    ['co-drawing: time-travel keywords give nothing', model({ specialties: ['photorealistic', 'decade', 'people'] }), 'coDrawing', 0],
    ['+10 per matched capability', model({ capabilities: ['image-input', 'image-output', 'video'] }), 'timeTravel', 20],
    ['+10 per matched capability (co-drawing)', model({ capabilities: ['image-input', 'image-output', 'sketch'] }), 'coDrawing', 30],
    ['+8 per matched specialty', model({ specialties: ['portraits', 'vintage'] }), 'timeTravel', 16],
    ['case-insensitive', model({ specialties: ['Photorealistic'] }), 'timeTravel', 38],
    [
      'everything together',
      model({ quality: 9, speed: 8, capabilities: ['image-input', 'image-output', 'text'], specialties: ['photorealistic', 'people', 'decade styles', 'photo editing'] }),
      'timeTravel',
      // 27 + 16 + 30 + 25 + 20 + 2*10 + (photorealistic, people, photo editing) 3*8
      27 + 16 + 30 + 25 + 20 + 20 + 24,
    ],
  ] as const)('%s', (_name, m, use, expected) => {
    expect(scoreModel(m, use)).toBe(expected);
  });
});

describe('rankModels', () => {
  it('orders best first and keeps the configured order on ties', () => {
    const a = model({ id: 'a', quality: 5 });
    const b = model({ id: 'b', quality: 9 });
    const c = model({ id: 'c', quality: 5 });
    expect(rankModels([a, b, c], 'timeTravel').map((m) => m.id)).toEqual(['b', 'a', 'c']);
  });

  it('ranks the default models differently per use', () => {
    expect(rankModels(defaultAiModels, 'timeTravel').map((m) => m.id)).toEqual([
      'google/gemini-2.5-flash-image',
      'black-forest-labs/flux-kontext-pro',
      'stabilityai/stable-diffusion-xl',
    ]);
    expect(rankModels(defaultAiModels, 'coDrawing')[0]?.id).toBe('stabilityai/stable-diffusion-xl');
  });

  it('does not change its input', () => {
    const list = [model({ id: 'a' }), model({ id: 'b', quality: 3 })];
    rankModels(list, 'coDrawing');
    expect(list.map((m) => m.id)).toEqual(['a', 'b']);
  });
});
