/** The services every view reaches through context: the API client and the shell's shared state. */
import { createContext } from 'svelte';
import type { ApiClient } from './api/client.ts';
import type { BookReadState } from './book-read/book-read-state.svelte.ts';
import type { ExportState } from './export/export-state.svelte.ts';
import type { GenerateState } from './generate/generate-state.svelte.ts';
import type { ImportState } from './import/import-state.svelte.ts';
import type { PhotoReader } from './photo/photo-reader.svelte.ts';
import type { PrintState } from './print/print-state.svelte.ts';
import type { CommandBus } from './shell/commands.ts';
import type { Notices } from './shell/notices.svelte.ts';
import type { Router } from './shell/router.svelte.ts';
import type { ThemeState } from './shell/theme.svelte.ts';

export interface AppServices {
  readonly api: ApiClient;
  readonly notices: Notices;
  readonly router: Router;
  readonly commands: CommandBus;
  readonly theme: ThemeState;
  readonly importer: ImportState;
  readonly exporter: ExportState;
  readonly printer: PrintState;
  readonly generator: GenerateState;
  readonly photos: PhotoReader;
  readonly books: BookReadState;
}

export const [getApp, setApp] = createContext<AppServices>();
