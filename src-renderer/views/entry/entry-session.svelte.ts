/**
 * The entry screen's state: the draft being typed, what the typed lines say (entry-lines.ts), the
 * solver's check of the complete puzzle, the mistake finder, and saving to the library.
 *
 * Every change goes through `#change`, which makes a new draft value, keeps it safe (DraftStore),
 * and asks for a new check. A change of the clues also stops a mistake search still running,
 * because the solver process runs one job at a time and the new check must not wait behind it.
 */
import type { CreatedPuzzle, EntryPuzzle } from '../../../src-main/contract/methods-entry.ts';
import type { PhotoReading } from '../../../src-main/contract/photo-dto.ts';
import { formatClue } from '../../../src-main/engine/clue-text.ts';
import type { FindMistakesResult, MistakeSuggestion } from '../../../src-main/engine/clue-mistakes/types.ts';
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { objectUrlOf } from '../../lib/api/base64.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { Job } from '../../lib/jobs/job.svelte.ts';
import { DraftStore, type DraftSaveStatus } from './draft-store.ts';
import {
  draftTime,
  newDraft,
  positionOf,
  resizeDraft,
  typingOrder,
  withLine,
  type DraftMeta,
  type EntryDraft,
  type TypingOrder,
} from './entry-draft.ts';
import { EntryChecker } from './entry-checker.svelte.ts';
import { readEntry, type Axis, type EntryReading, type LineRef } from './entry-lines.ts';
import { isBlock, pastedLines, planPaste } from './paste.ts';
import type { BookPageDraft } from '../../lib/photo/photo-reader.svelte.ts';
import {
  bookPageDraft,
  draftFromReading,
  finderReadings,
  photoMarks,
  type PhotoMarks,
} from './photo-lines.ts';

/** How long a "no solution" or "several solutions" verdict stands before the finder starts by itself. */
export const AUTO_FIND_DELAY_MS = 1000;

export class EntrySession {
  draft = $state.raw<EntryDraft | null>(null);
  loaded = $state(false);
  loadError = $state<string | null>(null);
  draftStatus = $state<DraftSaveStatus>('idle');
  saving = $state(false);
  /** The line read back one at a time, or null outside read-back mode. */
  readBack = $state.raw<LineRef | null>(null);
  /** The reading of the photo the draft came from, and its straightened page (an object URL). */
  photo = $state.raw<PhotoReading | null>(null);
  photoUrl = $state<string | null>(null);
  /** Why the photo of a draft could not be shown again, if it could not. */
  photoError = $state<string | null>(null);

  readonly reading: EntryReading | null = $derived(this.draft ? readEntry(this.draft) : null);
  /** The clues as the API takes them, once every line is typed and readable. */
  readonly puzzle: EntryPuzzle | null = $derived.by(() => {
    const draft = this.draft;
    const reading = this.reading;
    if (!draft || !reading?.complete) return null;
    return {
      width: draft.width,
      height: draft.height,
      rows: reading.clues.rows.map((clue) => [...clue]),
      columns: reading.clues.columns.map((clue) => [...clue]),
      palette: [...draft.palette],
      meta: cleanMeta(draft.meta),
    };
  });
  /** Identifies the clues (not the metadata): a check or a search is for one key. */
  readonly puzzleKey: string | null = $derived(
    this.puzzle ? JSON.stringify([this.puzzle.width, this.puzzle.rows, this.puzzle.columns]) : null,
  );
  readonly order: readonly LineRef[] = $derived(this.draft ? typingOrder(this.draft) : []);
  /** For a draft read from a photo: how sure the reader was of each line still as read. */
  readonly marks: PhotoMarks | null = $derived(this.draft ? photoMarks(this.photo, this.draft) : null);

  readonly checker: EntryChecker;
  readonly finder: Job<FindMistakesResult>;
  /** The clues the finder's answer is about. */
  finderKey = $state<string | null>(null);

  readonly #api: ApiClient;
  readonly #store: DraftStore;
  #autoFind: ReturnType<typeof setTimeout> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    this.#store = new DraftStore(api, (status) => (this.draftStatus = status));
    this.checker = new EntryChecker(api, () => this.#answerShown());
    this.finder = new Job<FindMistakesResult>(api, 'find-mistakes');
  }

  /** The finder's suggestions for the clues now on screen. */
  get suggestions(): readonly MistakeSuggestion[] {
    if (this.finderKey === null || this.finderKey !== this.puzzleKey) return [];
    return this.finder.value?.suggestions ?? [];
  }

  async load(): Promise<void> {
    try {
      this.draft = await this.#store.load();
      this.#afterClueChange(performance.now());
      void this.#loadPhoto();
    } catch (error) {
      this.loadError = error instanceof Error ? error.message : String(error);
    } finally {
      this.loaded = true;
    }
  }

  /** Starts typing a new puzzle, or goes on with the same lines at a new size or palette. */
  begin(width: number, height: number, palette: readonly PaletteColor[], order: TypingOrder): void {
    const draft = this.draft
      ? { ...resizeDraft(this.draft, width, height), palette: [...palette], order }
      : newDraft(width, height, palette, order);
    this.#change(draft, true);
  }

  /**
   * Makes a reading of a photo the draft (the page image kept with it); the lines typed go. A saved
   * book page comes with its puzzle as saved: its clues, fields and book, and the draft replaces it.
   */
  adoptReading(reading: PhotoReading, book: BookPageDraft | null = null): void {
    this.readBack = null;
    this.finder.reset();
    this.finderKey = null;
    this.#showPhoto(reading, null);
    this.#change(book ? bookPageDraft(reading, book) : draftFromReading(reading, this.draft), true);
    void this.#loadPhotoPicture(reading.imageId);
  }

  setLine(axis: Axis, index: number, text: string): void {
    if (!this.draft) return;
    this.#change(withLine(this.draft, axis, index, text), true);
  }

  setCursor(line: LineRef): void {
    if (!this.draft) return;
    const { cursor } = this.draft;
    if (cursor?.axis === line.axis && cursor.index === line.index) return;
    this.#change({ ...this.draft, cursor: { axis: line.axis, index: line.index } }, false);
  }

  /** The line `step` places after `line` in typing order (clamped at both ends). */
  neighbour(line: LineRef, step: number): LineRef {
    const position = positionOf(this.order, line);
    return this.order[Math.max(0, Math.min(this.order.length - 1, position + step))] ?? line;
  }

  setMeta(patch: Partial<DraftMeta>): void {
    if (!this.draft) return;
    this.#change({ ...this.draft, meta: { ...this.draft.meta, ...patch } }, false);
  }

  setCollection(collectionId: number | null): void {
    if (!this.draft) return;
    this.#change({ ...this.draft, collectionId }, false);
  }

  setOrder(order: TypingOrder): void {
    if (!this.draft) return;
    this.#change({ ...this.draft, order }, false);
  }

  /**
   * Pastes a block of lines from `line` on; returns how many lines were filled and how many had
   * no line left, or null when the text is a piece of one line (the field takes it as usual).
   */
  paste(line: LineRef, text: string): { filled: number; overflow: number; next: LineRef | null } | null {
    if (!this.draft || !isBlock(text)) return null;
    const plan = planPaste(pastedLines(text), this.order, positionOf(this.order, line));
    let draft = this.draft;
    for (const { line: target, text: lineText } of plan.assignments) {
      draft = withLine(draft, target.axis, target.index, lineText);
    }
    if (plan.next) draft = { ...draft, cursor: { ...plan.next } };
    this.#change(draft, true);
    return { filled: plan.assignments.length, overflow: plan.overflow, next: plan.next };
  }

  /** Writes a suggestion's clues into its lines, as the user would retype them. */
  applySuggestion(suggestion: MistakeSuggestion): void {
    if (!this.draft) return;
    let draft = this.draft;
    for (const change of suggestion.changes) {
      draft = withLine(draft, change.axis, change.index, formatClue(change.after, draft.palette));
    }
    draft = { ...draft, cursor: { axis: suggestion.axis, index: suggestion.index } };
    this.#change(draft, true);
  }

  /** Looks for the mistyped clue in the puzzle as it is now. */
  async findMistakes(): Promise<void> {
    clearTimeout(this.#autoFind);
    const puzzle = this.puzzle;
    const key = this.puzzleKey;
    if (!puzzle || key === null) return;
    this.finderKey = key;
    const marks = this.marks;
    const reading = this.photo && marks ? finderReadings(this.photo, marks, this.reading!.clues) : undefined;
    await this.finder.run((jobId) =>
      this.#api.call('entry.findMistakes', { jobId, puzzle, ...(reading ? { reading } : {}) }),
    );
  }

  /** Saves the puzzle to the library; the draft is cleared once it is there (or was already). */
  async save(): Promise<CreatedPuzzle | null> {
    const puzzle = this.puzzle;
    const draft = this.draft;
    if (!puzzle || !draft || this.saving) return null;
    this.saving = true;
    try {
      clearTimeout(this.#autoFind);
      if (this.finder.running) await this.finder.cancel();
      const replaces = draft.replacesPuzzleId ?? null;
      const created = await this.#api.call('library.create', {
        puzzle,
        ...(draft.collectionId === null ? {} : { collectionId: draft.collectionId }),
        ...(replaces === null ? {} : { replaces }),
      });
      if (created.duplicateOf === undefined) {
        // A book page's picture goes with its correction already (library.create's `replaces`).
        const imageId = replaces === null ? (draft.pageImageId ?? null) : null;
        // The photo stays with the puzzle, the person's record of the page; a failure to keep it
        // does not undo the save.
        if (imageId !== null) {
          await this.#api
            .call('photo.attach', { imageId, puzzleId: created.id })
            .catch((error: unknown) => (this.photoError = messageOf(error)));
        }
        await this.discard();
      }
      return created;
    } finally {
      this.saving = false;
    }
  }

  /** Throws the draft away and starts from the size and colour choice. */
  async discard(): Promise<void> {
    clearTimeout(this.#autoFind);
    this.finder.reset();
    this.finderKey = null;
    this.draft = null;
    this.readBack = null;
    this.#showPhoto(null, null);
    this.checker.request(null, null, 0);
    await this.#store.clear();
  }

  /** Keeps a change still waiting to be written (the screen is being left). */
  flush(): Promise<void> {
    return this.#store.flush();
  }

  dispose(): void {
    clearTimeout(this.#autoFind);
    this.#showPhoto(null, null);
    this.checker.dispose();
    this.finder.reset();
    void this.#store.flush();
  }

  /** The reading and the straightened page of the draft's photo, after a reload. */
  async #loadPhoto(): Promise<void> {
    const imageId = this.draft?.pageImageId ?? null;
    if (imageId === null) return;
    try {
      const reading = await this.#api.call('photo.reading', { imageId });
      if (this.draft?.pageImageId !== imageId) return;
      this.#showPhoto(reading, this.photoUrl);
      await this.#loadPhotoPicture(imageId);
    } catch (error) {
      this.photoError = `The photo this draft was read from could not be shown: ${messageOf(error)}`;
    }
  }

  async #loadPhotoPicture(imageId: number): Promise<void> {
    try {
      const image = await this.#api.call('photo.image', { imageId, version: 'straightened' });
      if (this.photo?.imageId !== imageId) return;
      this.#showPhoto(this.photo, objectUrlOf(image.data, image.mime));
    } catch (error) {
      this.photoError = `The page picture could not be shown: ${messageOf(error)}`;
    }
  }

  #showPhoto(reading: PhotoReading | null, url: string | null): void {
    if (this.photoUrl && this.photoUrl !== url) URL.revokeObjectURL(this.photoUrl);
    this.photo = reading;
    this.photoUrl = url;
    this.photoError = null;
  }

  #change(draft: EntryDraft, cluesChanged: boolean): void {
    const editAt = performance.now();
    this.draft = { ...draft, updatedAt: draftTime() };
    this.#store.save(this.draft);
    if (cluesChanged) this.#afterClueChange(editAt);
  }

  #afterClueChange(editAt: number): void {
    clearTimeout(this.#autoFind);
    const key = this.puzzleKey;
    if (this.finder.running && this.finderKey !== key) void this.finder.cancel();
    this.checker.request(this.puzzle, key, editAt);
  }

  /**
   * A verdict is on screen: a puzzle with no solution or several gets the finder by itself once the
   * user has stopped typing for a moment (a clue change clears the timer). Not again for clues it
   * already searched, nor after the user cancelled that search.
   */
  #answerShown(): void {
    clearTimeout(this.#autoFind);
    const verdict = this.checker.result?.verdict;
    const key = this.checker.resultKey;
    if ((verdict !== 'none' && verdict !== 'multiple') || key === null) return;
    if (this.finderKey === key) return;
    this.#autoFind = setTimeout(() => {
      if (this.puzzleKey === key && this.checker.resultKey === key && !this.finder.running) {
        void this.findMistakes();
      }
    }, AUTO_FIND_DELAY_MS);
  }
}

/** Metadata as the library stores it: trimmed, empty fields left out. */
function cleanMeta(meta: DraftMeta): DraftMeta {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta)) {
    const text = key === 'notes' ? (value ?? '') : (value ?? '').trim();
    if (text.trim() !== '') out[key] = text;
  }
  return out;
}
