/**
 * The toast area's content: short notices that fade by themselves, sticky ones that wait to be
 * dismissed (such as a damaged library set aside at start), and notices with one action (Undo).
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
  /** Stays until dismissed. */
  readonly sticky?: boolean;
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = { info: 5000, success: 5000, warning: 9000, error: 12000 } as const;
const MAX_VISIBLE = 5;

export class Notices {
  items = $state.raw<readonly Notice[]>([]);
  #nextId = 1;

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
    if (!notice.sticky) {
      setTimeout(() => this.dismiss(notice.id), request.timeoutMs ?? DEFAULT_TIMEOUT_MS[tone]);
    }
    return notice.id;
  }

  error(message: string, title?: string): number {
    return this.show({ tone: 'error', message, ...(title === undefined ? {} : { title }) });
  }

  dismiss(id: number): void {
    this.items = this.items.filter((notice) => notice.id !== id);
  }
}
