import {
  IMAGE_GENERATION_PARAMS,
  MODES,
  NEGATIVE_PROMPT,
  SUGGESTIONS,
  buildImageRequest,
  buildPrompt,
  matchingSuggestion,
  normalizePrompt,
  visibleSuggestions,
} from '@/features/co-drawing/model/prompts';

describe('modes and suggestion chips', () => {
  it("has the tabs 'Add Elements' then 'Color It In'", () => {
    expect(MODES).toEqual([
      { mode: 'ADD', label: 'Add Elements' },
      { mode: 'COLOR', label: 'Color It In' },
    ]);
  });

  it.each(['ADD', 'COLOR'] as const)('%s has eight distinct suggestions and shows the first six', (mode) => {
    expect(SUGGESTIONS[mode]).toHaveLength(8);
    expect(new Set(SUGGESTIONS[mode]).size).toBe(8);
    expect(visibleSuggestions(mode)).toEqual(SUGGESTIONS[mode].slice(0, 6));
  });
});

describe('the prompt (required, non-blank after trimming)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\n\t ', null],
    ['  a dragon ', 'a dragon'],
    ['a\n  big   dragon', 'a big dragon'],
  ])('%j becomes %j', (text, expected) => {
    expect(normalizePrompt(text)).toBe(expected);
  });

  it.each([
    ['ADD', 'A friendly dragon', 'A friendly dragon'],
    ['ADD', '  a FRIENDLY   dragon ', 'A friendly dragon'],
    ['ADD', 'A friendly dragon with wings', null],
    ['ADD', 'A hot air balloon', null], // the 8th suggestion is not shown
    ['COLOR', 'Soft watercolor', 'Soft watercolor'],
    ['COLOR', 'A friendly dragon', null],
    ['ADD', '', null],
  ] as const)('in %s, %j selects the chip %j', (mode, text, chip) => {
    expect(matchingSuggestion(mode, text)).toBe(chip);
  });

  it('builds the service prompt from the mode and the words', () => {
    const add = buildPrompt('ADD', '  a rainbow ');
    expect(add).toMatch(/^Add to this family drawing: a rainbow\. /);
    expect(add).toContain('family-friendly');
    const color = buildPrompt('COLOR', 'soft watercolor');
    expect(color).toMatch(/^Color in this family drawing: soft watercolor\. /);
    expect(color).toContain('Keep every line');
  });
});

describe('the request', () => {
  const canvasDataUrl = 'data:image/png;base64,iVBORw0KGgo=';

  it('carries exactly the image parameters, the model, the prompt and the canvas', () => {
    const body = buildImageRequest({ modelName: 'black-forest-labs/flux-kontext-pro', mode: 'COLOR', text: 'crayon style', canvasDataUrl });
    expect(body).toEqual({
      model_name: 'black-forest-labs/flux-kontext-pro',
      prompt: buildPrompt('COLOR', 'crayon style'),
      height: 1024,
      width: 1024,
      enable_refiner: false,
      negative_prompt: NEGATIVE_PROMPT,
      strength: 0.8,
      steps: 25,
      cfg_scale: 7,
      backend: 'auto',
      image: canvasDataUrl,
    });
    expect(IMAGE_GENERATION_PARAMS).toEqual({
      height: 1024,
      width: 1024,
      enable_refiner: false,
      strength: 0.8,
      steps: 25,
      cfg_scale: 7,
      backend: 'auto',
    });
    expect(NEGATIVE_PROMPT.length).toBeGreaterThan(0);
  });
});
