/** Installs the application menu and the About panel. */
import { app, Menu } from 'electron';
import type { MenuState } from '../contract/methods.ts';
import { menuTemplate, type SendCommand } from './menu-template.ts';

/**
 * Builds the menu again with the items for the state's available commands enabled and its
 * toggles ticked (all enabled, none ticked, when left out): the renderer reports what the screen
 * can take whenever that changes, which is seldom.
 */
export function installMenu(send: SendCommand, state?: MenuState): void {
  app.setAboutPanelOptions({
    applicationName: app.getName(),
    applicationVersion: app.getVersion(),
    copyright: 'MIT licence',
  });
  const template = menuTemplate(process.platform, send, {
    appName: app.getName(),
    developer: !app.isPackaged,
    ...(state === undefined ? {} : { available: state.available, checked: state.checked }),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
