// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint zones of eslint.config.js are the only thing that keeps the layers apart (STYLE.md):
// these planted files must fail, and stop failing only if someone loosens the zones.
const root = path.resolve(import.meta.dirname, '../../..');
// import/no-cycle cannot place a file that is not on disk in the import graph (it throws), so the
// zone plants, which are not written to disk, run without it; the cycle plants below are real files.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths' || message.ruleId === 'import/no-cycle')
    .map((message) => `${message.line}:${message.ruleId}`);
}

/** Writes two modules that import each other under `folder`, lints them with the real config, removes them. */
async function cycleErrors(folder: string): Promise<string[]> {
  const dir = path.join(root, folder, `planted-cycle-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b();\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => a();\n");
    const results = await new ESLint({ cwd: root }).lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    return results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'import/no-cycle').map((message) => `${path.basename(result.filePath)}:${message.line}`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('layer zones (eslint.config.js)', () => {
  it.each([
    ['src/ui/planted.ts', "import { routes } from '@/app/router';\nexport const x = routes;\n"],
    ['src/ui/planted.ts', "import { routes } from '../app/router';\nexport const x = routes;\n"],
    ['src/lib/planted.ts', "import { useFamily } from '@/features/family/api/use-family';\nexport const x = useFamily;\n"],
    ['src/data/planted.ts', "import { PostList } from '../features/feed/components/post-list';\nexport const x = PostList;\n"],
    // src/lib is the ground floor: it imports neither src/data nor src/ui.
    ['src/lib/planted.ts', "import { chatCompletion } from '@/data/api/ai-client';\nexport const x = chatCompletion;\n"],
    ['src/lib/ai/planted.ts', "import { db } from '../../data/db';\nexport const x = db;\n"],
    ['src/lib/planted.ts', "import { Button } from '@/ui/button';\nexport const x = Button;\n"],
    ['src/features/feed/planted.ts', "import { routes } from '@/app/router';\nexport const x = routes;\n"],
    // A private file of another feature, by alias and by relative path.
    ['src/features/dashboard/planted.ts', "import { familyMessages } from '@/features/family/model/messages';\nexport const x = familyMessages;\n"],
    ['src/features/dashboard/planted.ts', "import { familyMessages } from '../family/model/messages';\nexport const x = familyMessages;\n"],
    ['src/features/time-travel/planted.ts', "import { readAiPhoto } from '@/features/ai-tools/model/read-photo';\nexport const x = readAiPhoto;\n"],
    // Onboarding's entry is public (the /family index shows it), its steps are not.
    ['src/features/home/planted.ts', "import { AddNameStep } from '@/features/family/components/onboarding/add-name-step';\nexport const x = AddNameStep;\n"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual(['1:import/no-restricted-paths']);
  }, 60_000);

  it.each(['src/data', 'src/features/feed', 'server', 'server/routes'])('two modules in %s that import each other are refused (import/no-cycle)', async (folder) => {
    expect(await cycleErrors(folder)).toEqual(['a.ts:1', 'b.ts:1']);
  }, 120_000);

  it.each([
    ['src/features/dashboard/planted.ts', "import { useFamily } from '@/features/family/api/use-family';\nexport const x = useFamily;\n"],
    ['src/features/festival/planted.ts', "import { AiErrorDialog } from '../ai-tools/components/ai-error-dialog';\nexport const x = AiErrorDialog;\n"],
    ['src/features/home/planted.ts', "import { OnboardingFlow } from '../family/components/onboarding/onboarding-flow';\nexport const x = OnboardingFlow;\n"],
    ['src/features/family/planted.ts', "import { familyMessages } from './model/messages';\nexport const x = familyMessages;\n"],
    ['src/app/planted.ts', "import { familyMessages } from '@/features/family/model/messages';\nexport const x = familyMessages;\n"],
    ['src/data/planted.ts', "import { AiError } from '@/lib/ai/ai-error';\nexport const x = AiError;\n"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  }, 60_000);
});
