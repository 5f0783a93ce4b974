/** Installs the application menu and the About panel. */
import { app, Menu } from 'electron';
import { menuTemplate, type SendCommand } from './menu-template.ts';

export function installMenu(send: SendCommand): void {
  app.setAboutPanelOptions({
    applicationName: app.getName(),
    applicationVersion: app.getVersion(),
    copyright: 'MIT licence',
  });
  const template = menuTemplate(process.platform, send, {
    appName: app.getName(),
    developer: !app.isPackaged,
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
