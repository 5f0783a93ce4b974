/** The user's collections, with the calls that change them; every change reloads the list. */
import type { Collection } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../../lib/api/client.ts';

export class CollectionsState {
  items = $state.raw<readonly Collection[]>([]);
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  async load(): Promise<void> {
    this.items = await this.#api.call('collections.list', {});
  }

  async create(name: string): Promise<Collection> {
    const created = await this.#api.call('collections.create', { name });
    await this.load();
    return created;
  }

  async rename(id: number, name: string): Promise<void> {
    await this.#api.call('collections.rename', { id, name });
    await this.load();
  }

  async remove(id: number): Promise<void> {
    await this.#api.call('collections.delete', { id });
    await this.load();
  }

  async addPuzzles(id: number, puzzleIds: readonly number[]): Promise<Collection> {
    const collection = await this.#api.call('collections.add', { id, puzzleIds: [...puzzleIds] });
    await this.load();
    return collection;
  }

  async removePuzzles(id: number, puzzleIds: readonly number[]): Promise<Collection> {
    const collection = await this.#api.call('collections.remove', { id, puzzleIds: [...puzzleIds] });
    await this.load();
    return collection;
  }

  nameOf(id: number | null): string | null {
    if (id === null) return null;
    return this.items.find((each) => each.id === id)?.name ?? null;
  }
}
