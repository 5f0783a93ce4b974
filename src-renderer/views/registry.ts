/**
 * The app's screens, in sidebar order. A new screen is one entry here: its id is its address
 * (`#/id/param`), and its component receives the parameter.
 */
import type { Component } from 'svelte';
import type { IconName } from '../lib/components/icons.ts';
import EditorView from './editor/EditorView.svelte';
import EntryView from './entry/EntryView.svelte';
import LibraryView from './library/LibraryView.svelte';
import PlayView from './play/PlayView.svelte';
import SettingsView from './settings/SettingsView.svelte';
import SolveView from './solve/SolveView.svelte';
import StatsView from './stats/StatsView.svelte';
import type { ViewProps } from './view-props.ts';

export interface ViewEntry {
  readonly id: string;
  readonly label: string;
  readonly icon: IconName;
  readonly component: Component<ViewProps>;
}

export const VIEWS: readonly ViewEntry[] = [
  { id: 'library', label: 'Library', icon: 'library', component: LibraryView },
  { id: 'play', label: 'Play', icon: 'play', component: PlayView },
  { id: 'entry', label: 'New puzzle', icon: 'plus', component: EntryView },
  { id: 'editor', label: 'Draw', icon: 'pencil', component: EditorView },
  { id: 'solve', label: 'Solve', icon: 'solve', component: SolveView },
  { id: 'stats', label: 'Statistics', icon: 'clock', component: StatsView },
  { id: 'settings', label: 'Settings', icon: 'settings', component: SettingsView },
];

export const START_VIEW = 'library';
