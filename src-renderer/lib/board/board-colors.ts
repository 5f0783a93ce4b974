/**
 * The colours every board draws with, read from the theme's CSS variables (styles/themes.css) so
 * the canvases follow the light and dark themes. Each board reads them again when the theme changes.
 */
export interface BoardColors {
  readonly surface: string;
  readonly paper: string;
  readonly gridLine: string;
  readonly gridLineStrong: string;
  readonly clueBg: string;
  readonly clueText: string;
  /** A clue number that is done with (the play board greys it). */
  readonly clueDone: string;
  /** A clue number that says little ("0", the "…" of a cut clue). */
  readonly clueFaint: string;
  readonly cross: string;
  readonly danger: string;
  readonly dangerSoft: string;
  /** The line or cell being looked at. */
  readonly highlight: string;
  readonly accent: string;
  /** The accent for a mark on a cell's paper, which is light in both themes. */
  readonly paperAccent: string;
  readonly accentText: string;
  readonly font: string;
}

export function readBoardColors(element: Element): BoardColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
  return {
    surface: read('--surface', '#ffffff'),
    paper: read('--paper', '#ffffff'),
    gridLine: read('--grid-line', '#c9ced8'),
    gridLineStrong: read('--grid-line-strong', '#4a5262'),
    clueBg: read('--clue-bg', '#f1f3f7'),
    clueText: read('--clue-text', '#1b2230'),
    clueDone: read('--clue-done', '#8a94a3'),
    clueFaint: read('--text-faint', '#616a78'),
    cross: read('--cross', '#7b8494'),
    danger: read('--danger', '#bf2750'),
    dangerSoft: read('--danger-soft', '#fbe6ec'),
    highlight: read('--highlight', 'rgba(64, 85, 214, 0.16)'),
    accent: read('--accent', '#4055d6'),
    paperAccent: read('--paper-accent', '#4055d6'),
    accentText: read('--accent-text', '#ffffff'),
    font: read('--font-ui', 'sans-serif'),
  };
}

/** A palette colour's display colour; black for an index the palette does not have. */
export function inkOf(palette: readonly { readonly rgb: string }[], index: number): string {
  return palette[index]?.rgb ?? '#000000';
}
