/** The theme setting (system, light or dark) and the theme it comes to now. */
import { MediaQuery } from 'svelte/reactivity';
import type { Theme } from '../../../src-main/contract/dto.ts';

export class ThemeState {
  setting = $state<Theme>('system');
  readonly #systemDark = new MediaQuery('(prefers-color-scheme: dark)', false);
  readonly resolved: 'light' | 'dark' = $derived(
    this.setting === 'system' ? (this.#systemDark.current ? 'dark' : 'light') : this.setting,
  );
}
