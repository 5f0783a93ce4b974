/**
 * The services every screen reaches through context (lib/app-context.ts), made once per window.
 * The router knows the screens, so this lives above views/ and not in lib/.
 */
import { ApiClient } from '../lib/api/client.ts';
import { createBridge } from '../lib/api/create-bridge.ts';
import { BookReadState } from '../lib/book-read/book-read-state.svelte.ts';
import type { AppServices } from '../lib/app-context.ts';
import { ExportState } from '../lib/export/export-state.svelte.ts';
import { GenerateState } from '../lib/generate/generate-state.svelte.ts';
import { ImportState } from '../lib/import/import-state.svelte.ts';
import { PhotoReader } from '../lib/photo/photo-reader.svelte.ts';
import { PrintState } from '../lib/print/print-state.svelte.ts';
import { CommandBus } from '../lib/shell/commands.ts';
import { Notices } from '../lib/shell/notices.svelte.ts';
import { Router } from '../lib/shell/router.svelte.ts';
import { ThemeState } from '../lib/shell/theme.svelte.ts';
import { START_VIEW, VIEWS } from '../views/registry.ts';

export function createServices(): AppServices {
  const api = new ApiClient(createBridge());
  const notices = new Notices();
  const photos = new PhotoReader(api);
  return {
    api,
    notices,
    router: new Router(
      VIEWS.map((view) => view.id),
      START_VIEW,
    ),
    commands: new CommandBus(),
    theme: new ThemeState(),
    importer: new ImportState(api),
    exporter: new ExportState(api, notices),
    printer: new PrintState(api),
    generator: new GenerateState(api),
    photos,
    books: new BookReadState(api, photos),
  };
}
