/**
 * The window's and the task bar's icon, relative to the app's folder (made from resources/icon.svg
 * by `npm run icons`; packaging keeps it, see electron.config.ts). macOS takes the bundle's icon.
 */
export const WINDOW_ICON = 'resources/icons/256x256.png';
