/**
 * The app's icons as SVG path data on a 24x24 grid, drawn with a 1.75px stroke (see Icon.svelte).
 * Kept in one table so every view uses the same set.
 */
export const ICONS = {
  library: 'M4 5h6v14H4zM14 5h6v6h-6zM14 15h6v4h-6z',
  solve: 'M4 4h16v16H4zM4 10h16M4 15h16M10 4v16M15 4v16',
  import: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14',
  export: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M5 19h14',
  print: 'M7 8.5V3.5h10v5M7 16.5H4.5v-8h15v8H17M7 13.5h10v7H7z',
  dice: 'M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  sun: 'M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  moon: 'M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z',
  monitor: 'M3.5 5h17v11h-17zM9 20h6M12 16v4',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5',
  folder:
    'M3.5 6.5a1.5 1.5 0 0 1 1.5-1.5h4.5l2 2.5H19a1.5 1.5 0 0 1 1.5 1.5v8.5A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5z',
  file: 'M6.5 3.5h7.5l4 4v13h-11.5zM13.5 3.5v4.5h4.5',
  close: 'M6 6l12 12M18 6 6 18',
  pencil: 'M4.5 19.5l1-4.5L16 4.5l3.5 3.5L9 18.5zM14 6.5l3.5 3.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  play: 'M7.5 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
  next: 'M6 5l9 7-9 7zM18 5v14',
  previous: 'M18 5l-9 7 9 7zM6 5v14',
  first: 'M19 5l-7 7 7 7M12 5l-7 7 7 7',
  last: 'M5 5l7 7-7 7M12 5l7 7-7 7',
  back: 'M15 5l-7 7 7 7',
  zoomIn: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20M10.5 8v5M8 10.5h5',
  zoomOut: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20M8 10.5h5',
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  sortAsc: 'M7 5v14M3.5 8.5 7 5l3.5 3.5M13 7h7M13 12h5M13 17h3',
  sortDesc: 'M7 5v14M3.5 15.5 7 19l3.5-3.5M13 7h3M13 12h5M13 17h7',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5.5M12 7.5v.5',
  warning: 'M12 3.5l9.5 16.5h-19zM12 10v4.5M12 17.2v.3',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.8 2.8L16.5 9.5',
  collection: 'M4 7.5h16v12H4zM6.5 4.5h11',
  grid: 'M4 4h16v16H4zM9.33 4v16M14.67 4v16M4 9.33h16M4 14.67h16',
  stop: 'M6.5 6.5h11v11h-11z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
} as const;

export type IconName = keyof typeof ICONS;
