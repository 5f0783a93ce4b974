/**
 * The toast area's content: short notices that leave by themselves after a few seconds (saved,
 * restored, imported, deleted with Undo), and sticky ones that wait for an answer (a damaged
 * library set aside at start, with the way to its backups). A notice under the pointer or the
 * keyboard's focus stays while it is being read, and leaves a little after.
 */

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeAction {
  readonly label: string;
  readonly run: () => void;
}

export interface Notice {
  readonly id: number;
  readonly tone: NoticeTone;
  readonly message: string;
  readonly title?: string;
  readonly action?: NoticeAction;
  readonly sticky: boolean;
}

export interface NoticeRequest {
  readonly tone?: NoticeTone;
  readonly message: string;
  readonly title?: string;
  readonly action?: NoticeAction;
  /** Stays until dismissed: only for a notice that needs an answer. */
  readonly sticky?: boolean;
  readonly timeoutMs?: number;
}

// Short: a notice that needs no answer is read at a glance, and it lies over the side panels.
const DEFAULT_TIMEOUT_MS = { info: 3500, success: 3500, warning: 8000, error: 10000 } as const;
/** How long a notice stays after the pointer or focus leaves it. */
const AFTER_HOLD_MS = 2000;
const MAX_VISIBLE = 5;

export class Notices {
  items = $state.raw<readonly Notice[]>([]);
  #nextId = 1;
  /** The timer of each notice that will leave by itself (plain data: nothing on screen reads it). */
  #timers: Partial<Record<number, ReturnType<typeof setTimeout>>> = {};

  show(request: NoticeRequest): number {
    const tone = request.tone ?? 'info';
    const notice: Notice = {
      id: this.#nextId++,
      tone,
      message: request.message,
      sticky: request.sticky ?? false,
      ...(request.title === undefined ? {} : { title: request.title }),
      ...(request.action === undefined ? {} : { action: request.action }),
    };
    this.items = [...this.items, notice].slice(-MAX_VISIBLE);
    if (!notice.sticky) this.#leaveAfter(notice.id, request.timeoutMs ?? DEFAULT_TIMEOUT_MS[tone]);
    return notice.id;
  }

  /** The notice is being read (pointer over it, focus in it): it stays. */
  hold(id: number): void {
    clearTimeout(this.#timers[id]);
    this.#timers[id] = undefined;
  }

  /** Reading is over: a notice that leaves by itself does so shortly. */
  release(id: number): void {
    const notice = this.items.find((each) => each.id === id);
    if (notice && !notice.sticky && this.#timers[id] === undefined) this.#leaveAfter(id, AFTER_HOLD_MS);
  }

  #leaveAfter(id: number, ms: number): void {
    this.#timers[id] = setTimeout(() => this.dismiss(id), ms);
  }

  error(message: string, title?: string): number {
    return this.show({ tone: 'error', message, ...(title === undefined ? {} : { title }) });
  }

  dismiss(id: number): void {
    this.hold(id);
    this.items = this.items.filter((notice) => notice.id !== id);
  }
}
