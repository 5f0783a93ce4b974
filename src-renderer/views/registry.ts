/**
 * The app's screens, in sidebar order. A new screen is one entry here: its id is its address
 * (`#/id/param`), and its component receives the parameter.
 */
import type { Component } from 'svelte';
import type { IconName } from '../lib/components/icons.ts';
import LibraryView from './library/LibraryView.svelte';
import SolveView from './solve/SolveView.svelte';

export interface ViewProps {
  /** The route's parameter, such as a puzzle id, or null. */
  param: string | null;
}

export interface ViewEntry {
  readonly id: string;
  readonly label: string;
  readonly icon: IconName;
  readonly component: Component<ViewProps>;
}

export const VIEWS: readonly ViewEntry[] = [
  { id: 'library', label: 'Library', icon: 'library', component: LibraryView },
  { id: 'solve', label: 'Solve', icon: 'solve', component: SolveView },
];

export const START_VIEW = 'library';
