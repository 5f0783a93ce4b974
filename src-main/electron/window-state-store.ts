/** Reads and writes the remembered window placement as a small JSON file next to the library. */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWindowState, type WindowState } from './window-bounds.ts';

export function windowStateFile(dataDir: string): string {
  return join(dataDir, 'window-state.json');
}

export function loadWindowState(file: string): WindowState | null {
  try {
    return parseWindowState(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // Missing or unreadable: the window opens at its default place, nothing is lost.
    return null;
  }
}

export function saveWindowState(file: string, state: WindowState): void {
  // Written beside the target and renamed, so a crash mid-write never leaves half a file.
  const temporary = `${file}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, file);
  } catch (error) {
    console.error('Could not remember the window placement:', error);
  }
}
