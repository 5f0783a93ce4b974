/**
 * Thumbnails on demand: cards ask for their own as they come into view; the requests of one moment
 * go to the backend as one call. Pictures are kept (up to a bound) so scrolling back is instant.
 */
import { untrack } from 'svelte';
import { SvelteMap, SvelteSet } from 'svelte/reactivity';
import type { Thumbnail } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { logFailure } from '../../lib/log/log-failure.ts';

const BATCH_DELAY_MS = 30;
const MAX_BATCH = 200;
const MAX_KEPT = 3000;

export class ThumbnailCache {
  readonly #api: ApiClient;
  readonly #kept = new SvelteMap<number, Thumbnail>();
  readonly #queued = new SvelteSet<number>();
  readonly #inFlight = new SvelteSet<number>();
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  get(id: number): Thumbnail | undefined {
    return this.#kept.get(id);
  }

  /** Called from a card's effect, which should wait on its own picture only, not on the queue. */
  request(id: number): void {
    untrack(() => {
      if (this.#kept.has(id) || this.#inFlight.has(id)) return;
      this.#queued.add(id);
      if (this.#timer === null) this.#timer = setTimeout(() => this.#flush(), BATCH_DELAY_MS);
    });
  }

  /** Forgets pictures that changed; with no ids, forgets all. */
  invalidate(ids: readonly number[]): void {
    if (ids.length === 0) this.#kept.clear();
    for (const id of ids) this.#kept.delete(id);
  }

  #flush(): void {
    this.#timer = null;
    const ids = [...this.#queued].slice(0, MAX_BATCH);
    for (const id of ids) {
      this.#queued.delete(id);
      this.#inFlight.add(id);
    }
    if (this.#queued.size > 0) this.#timer = setTimeout(() => this.#flush(), 0);
    if (ids.length === 0) return;
    void this.#api
      .call('library.thumbnails', { ids })
      .then((thumbnails) => {
        if (this.#kept.size + thumbnails.length > MAX_KEPT) this.#kept.clear();
        for (const thumbnail of thumbnails) this.#kept.set(thumbnail.id, thumbnail);
      })
      .catch((error: unknown) => {
        // The cards keep their placeholder; the next time they are shown they ask again.
        logFailure(`The thumbnails of ${ids.length} puzzles could not be read`, error);
      })
      .finally(() => {
        for (const id of ids) this.#inFlight.delete(id);
      });
  }
}
