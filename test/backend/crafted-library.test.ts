/**
 * Library files the app did not write, crafted to hang or harm whoever opens them, given to the
 * backend as "Restore from a file" gives them. The backend runs in a child process, so a check
 * that never ends fails the test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { devExecArgv } from '../../src-main/solver-host/spawn-node.ts';
import { CRAFTED_LIBRARIES, craftLibrary, type CraftedLibrary } from '../library/crafted-libraries.ts';
import { tempFolder } from '../temp-folder.ts';

const ADD_FILE = fileURLToPath(new URL('./fixtures/add-library-file.ts', import.meta.url));

interface Answer {
  readonly file: string;
  readonly added: { ok: boolean; error?: { message: string } };
  readonly answering: boolean;
}

/** Every crafted library, sent to one backend in a child process; its answers by file name. */
function addThroughBackend(): Map<string, Answer> {
  const dir = tempFolder();
  const files = (Object.keys(CRAFTED_LIBRARIES) as CraftedLibrary[]).map((kind) => {
    const file = join(dir, `${kind}.sqlite`);
    craftLibrary(kind, file);
    return file;
  });
  const run = spawnSync(process.execPath, [...devExecArgv(), ADD_FILE, join(dir, 'data'), ...files], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const answers = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Answer);
  if (run.error || run.status !== 0) {
    const done = answers.map((answer) => answer.file).join(', ') || 'none';
    throw new Error(
      `The backend stopped answering (${run.error?.message ?? `exit ${run.status}`}); answered: ${done}`,
    );
  }
  return new Map(answers.map((answer) => [answer.file, answer]));
}

describe('a library file crafted to harm the app', () => {
  it('is refused with its name and a reason, each of them, and the app keeps answering', () => {
    const answers = addThroughBackend();
    for (const kind of Object.keys(CRAFTED_LIBRARIES)) {
      const answer = answers.get(`${kind}.sqlite`);
      expect([kind, answer?.added.ok]).toEqual([kind, false]);
      expect(answer?.added.error?.message).toMatch(
        new RegExp(`"${kind}\\.sqlite" cannot be used as a backup: .+\\. Nothing was added\\.`),
      );
      expect(answer?.answering).toBe(true);
    }
  });
});
