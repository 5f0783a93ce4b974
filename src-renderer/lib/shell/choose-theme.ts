/** Choosing a theme from the sidebar's switch or the Settings screen: shown at once, saved, undone if saving fails. */
import type { Theme } from '../../../src-main/contract/dto.ts';
import { messageOf } from '../api/errors.ts';
import type { AppServices } from '../app-context.ts';

export async function chooseTheme({ api, theme, notices }: AppServices, value: Theme): Promise<void> {
  const before = theme.setting;
  theme.setting = value;
  try {
    await api.call('settings.set', { theme: value });
  } catch (error) {
    theme.setting = before;
    notices.error(messageOf(error), 'The theme could not be saved');
  }
}
