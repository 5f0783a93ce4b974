/** The two IPC channels between the preload and main: one for calls, one for pushed events. */
export const IPC_CALL_CHANNEL = 'nonogram:call';
export const IPC_EVENT_CHANNEL = 'nonogram:event';
