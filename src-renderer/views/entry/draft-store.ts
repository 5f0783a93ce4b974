/**
 * Keeps the unsaved draft safe while it is typed. Two copies: the library's (through the API,
 * a moment after the last change, so a burst of typing is one write) and the window's own local
 * storage (at once, so a reload in that moment loses nothing). On load the newer copy wins.
 */
import type { ApiClient } from '../../lib/api/client.ts';
import { newerDraft, type EntryDraft } from './entry-draft.ts';

const LOCAL_KEY = 'nonogram-studio.entry-draft';
export const SAVE_DELAY_MS = 400;

export type DraftSaveStatus = 'idle' | 'pending' | 'saved' | 'failed';

export class DraftStore {
  readonly #api: ApiClient;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending: EntryDraft | null = null;
  #onstatus: (status: DraftSaveStatus) => void;

  constructor(api: ApiClient, onstatus: (status: DraftSaveStatus) => void) {
    this.#api = api;
    this.#onstatus = onstatus;
  }

  async load(): Promise<EntryDraft | null> {
    const stored = await this.#api.call('entry.draft.get', {});
    return newerDraft(stored, readLocal());
  }

  /** Keeps the draft now in this window and, a moment later, in the library. */
  save(draft: EntryDraft): void {
    writeLocal(draft);
    this.#pending = draft;
    this.#onstatus('pending');
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), SAVE_DELAY_MS);
  }

  /** Writes a waiting draft to the library now (leaving the screen, saving the puzzle). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    const draft = this.#pending;
    if (!draft) return;
    this.#pending = null;
    try {
      await this.#api.call('entry.draft.save', { draft });
      if (this.#pending === null) this.#onstatus('saved');
    } catch {
      // The local copy still holds it; the next change tries the library again.
      this.#onstatus('failed');
    }
  }

  async clear(): Promise<void> {
    clearTimeout(this.#timer);
    this.#pending = null;
    removeLocal();
    await this.#api.call('entry.draft.clear', {});
    this.#onstatus('idle');
  }
}

function readLocal(): EntryDraft | null {
  try {
    const text = localStorage.getItem(LOCAL_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    return looksLikeDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** A light check: the library validates the real shape when the draft is saved there. */
function looksLikeDraft(value: unknown): value is EntryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<Record<keyof EntryDraft, unknown>>;
  return (
    typeof draft.width === 'number' &&
    typeof draft.height === 'number' &&
    Array.isArray(draft.rows) &&
    Array.isArray(draft.columns) &&
    Array.isArray(draft.palette) &&
    draft.rows.length === draft.height &&
    draft.columns.length === draft.width &&
    typeof draft.updatedAt === 'string'
  );
}

function writeLocal(draft: EntryDraft): void {
  try {
    localStorage.setItem(LOCAL_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the library copy is the one that matters.
  }
}

function removeLocal(): void {
  try {
    localStorage.removeItem(LOCAL_KEY);
  } catch {
    // Nothing to remove where storage is disabled.
  }
}
