/** Installs the application menu and the About panel. */
import { app, Menu } from 'electron';
import type { MenuCommand } from '../api/contract.ts';
import { menuTemplate, type SendCommand } from './menu-template.ts';

/**
 * Builds the menu again with the items for `available` commands enabled (all, when left out):
 * the renderer reports what the screen can take whenever that changes, which is seldom.
 */
export function installMenu(send: SendCommand, available?: ReadonlySet<MenuCommand>): void {
  app.setAboutPanelOptions({
    applicationName: app.getName(),
    applicationVersion: app.getVersion(),
    copyright: 'MIT licence',
  });
  const template = menuTemplate(process.platform, send, {
    appName: app.getName(),
    developer: !app.isPackaged,
    ...(available === undefined ? {} : { available }),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
