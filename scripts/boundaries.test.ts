import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The layer rules of eslint.config.js, tried on imports written as a file of each layer would.
const eslint = new ESLint();

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('layer boundaries (eslint import-x/no-restricted-paths)', () => {
  test.each([
    ['src/core/probe.ts', "import { createAppStore } from '../state/store.ts';", 'core is pure'],
    ['src/core/probe.ts', "import { nodeCounter } from '../node/counter.ts';", 'core is pure'],
    ['src/core/probe.ts', "import { createWorkerClient } from '../worker/client.ts';", 'core is pure'],
    ['src/core/analysis/probe.ts', "import { App } from '../../ui/App.tsx';", 'core is pure'],
    ['src/cli/probe.ts', "import { createAppStore } from '../state/store.ts';", 'cli imports core and node only'],
    ['src/cli/probe.ts', "import { App } from '../ui/App.tsx';", 'cli imports core and node only'],
    ['src/ui/probe.tsx', "import { createEngine } from '../worker/engine.ts';", 'ui never imports worker internals'],
    [
      'src/ui/probe.tsx',
      "import { createWorkerClient } from '../worker/client.ts';",
      'ui never imports worker internals',
    ],
    ['src/ui/probe.tsx', "import { nodeCounter } from '../node/counter.ts';", 'ui imports state and core'],
    ['src/state/probe.ts', "import { createEngine } from '../worker/engine.ts';", 'state talks to the worker through'],
    ['src/worker/probe.ts', "import { createAppStore } from '../state/store.ts';", 'worker imports core only'],
    ['src/core/sessions/probe.fixture.ts', "import { nodeCounter } from '../../node/counter.ts';", 'core is pure'],
    ['src/core/probe.fixture.ts', "import { readyState } from '../testing/ready-state.ts';", 'core is pure'],
    ['src/state/probe.ts', "import { claudeOpened } from '../testing/claude-profile.ts';", 'state imports core'],
    ['src/ui/probe.tsx', "import { claudeOpened } from '../testing/claude-profile.ts';", 'ui imports state and core'],
    ['src/cli/probe.ts', "import { referenceCount } from '../testing/hf-reference.ts';", 'cli imports core and node'],
  ])('%s may not: %s', async (file, source, message) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  test.each([
    ['src/core/probe.ts', "import { MOVES } from './analysis/moves.ts';"],
    ['src/core/probe.ts', "import YAML from 'yaml';"],
    ['src/cli/probe.ts', "import { nodeCounter } from '../node/counter.ts';"],
    ['src/cli/probe.ts', "import { MOVES } from '../core/analysis/moves.ts';"],
    ['src/state/probe.ts', "import { createWorkerClient } from '../worker/client.ts';"],
    ['src/ui/probe.tsx', "import { createAppStore } from '../state/store.ts';"],
    ['src/ui/probe.tsx', "import type { WorkerResponse } from '../worker/protocol.ts';"],
    ['src/ui/main.tsx', "import { createWorkerClient } from '../worker/client.ts';"],
    ['src/worker/probe.ts', "import { MOVES } from '../core/analysis/moves.ts';"],
    ['src/core/probe.test.ts', "import { nodeCounter } from '../node/counter.ts';"],
    ['src/core/probe.test.ts', "import { readyState } from '../testing/ready-state.ts';"],
    ['src/core/probe.fixture.ts', "import { MOVES } from './analysis/moves.ts';"],
    ['src/state/probe.fixture.ts', "import { createEngine } from '../worker/engine.ts';"],
    ['src/testing/probe.ts', "import { nodeCounter } from '../node/counter.ts';"],
    ['src/testing/probe.ts', "import { createSessionKeeper } from '../worker/sessions.ts';"],
    ['src/testing/probe.ts', "import { createAppStore } from '../state/store.ts';"],
  ])('%s may: %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
