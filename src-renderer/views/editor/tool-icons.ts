/**
 * Icons of the editor's tools and picture edits, drawn like the app's own set (lib/components/
 * icons.ts): SVG path data on a 24x24 grid for a 1.75px round stroke.
 */
export const TOOL_ICONS = {
  pencil: 'M4.5 19.5l1-4.5L16 4.5l3.5 3.5L9 18.5zM14 6.5l3.5 3.5',
  line: 'M5 19L19 5M5 19h0M19 5h0',
  rectangle: 'M5 6h14v12H5z',
  filledRectangle: 'M5 6h14v12H5zM8 9h8M8 12h8M8 15h8',
  fill: 'M5 11l6-6 7 7-6 6zM5 11h13M19.5 15.5c0 1.2.8 2 1 2.5a1 1 0 0 1-2 0c.2-.5 1-1.3 1-2.5z',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  mirrorNone: 'M12 4v3M12 10v4M12 17v3M5 8h4v8H5zM15 8h4v8h-4z',
  mirrorLeftRight: 'M12 3v18M9 7L4 12l5 5zM15 7l5 5-5 5z',
  mirrorTopBottom: 'M3 12h18M7 9l5-5 5 5zM7 15l5 5 5-5z',
  mirrorBoth: 'M12 3v18M3 12h18M5 5h4v4H5zM15 5h4v4h-4zM5 15h4v4H5zM15 15h4v4h-4z',
  flipLeftRight: 'M12 3v18M9 6H4l5 12zM15 6h5l-5 12z',
  flipTopBottom: 'M3 12h18M6 9V4l12 5zM6 15v5l12-5z',
  rotateRight: 'M20 4v5h-5M20 9a8 8 0 1 0 1 6',
  rotateLeft: 'M4 4v5h5M4 9a8 8 0 1 1-1 6',
  invert: 'M12 3a9 9 0 1 0 0 18zM12 3a9 9 0 0 1 0 18',
  clear: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  newPicture: 'M6.5 3.5h7.5l4 4v13h-11.5zM13.5 3.5v4.5h4.5M12 11v6M9 14h6',
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
} as const;

export type ToolIconName = keyof typeof TOOL_ICONS;
