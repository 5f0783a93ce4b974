/**
 * How many modal dialogs are open in the window. A modal covers the screen under it and takes the
 * keyboard, so a screen that counts time (the play clock) stops while one is open. Every dialog of
 * the app is a Modal, which registers itself here while it is open.
 */
import { untrack } from 'svelte';

class OpenModals {
  count = $state(0);

  get any(): boolean {
    return this.count > 0;
  }

  /**
   * A dialog opened; returns what to call when it closes. Called from effects, which must not
   * come to depend on the count they change.
   */
  opened(): () => void {
    untrack(() => (this.count += 1));
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      untrack(() => (this.count -= 1));
    };
  }
}

export const openModals = new OpenModals();
