/** The menu's and the keyboard's zoom commands, for whichever board a screen shows. */
import type { CommandBus } from '../shell/commands.ts';

export interface Zoomable {
  zoomIn(): void;
  zoomOut(): void;
  zoomToFit(): void;
}

/** Registers the three zoom commands; returns what removes them again. */
export function handleZoom(commands: CommandBus, board: () => Zoomable | undefined | null): (() => void)[] {
  return [
    commands.handle('zoom-in', () => board()?.zoomIn()),
    commands.handle('zoom-out', () => board()?.zoomOut()),
    commands.handle('zoom-fit', () => board()?.zoomToFit()),
  ];
}
