/**
 * The puzzle files the desktop app registers with the system, for electron.config.ts and the
 * packaging test. Every extension a reader takes (engine/formats FORMATS) is here.
 *
 * An extension that belongs to nonograms (`own`) is registered everywhere: NSIS writes it to the
 * Windows registry, the macOS bundle declares it, and on Linux a MIME type of ours
 * (resources/linux/nonogram-studio.xml) matches it by name. An extension other kinds of file use
 * too (`offer`: .xml, .json, .txt, .toml) is never claimed: macOS lists the app as an alternative,
 * Linux recognises our files among them by their content, and Windows leaves the extension to its
 * owner (the app still opens such files from its own Import). `.mk` is also a Makefile's
 * extension, so on Linux it has no type of its own.
 */
import type { FormatId } from '../src-main/engine/formats/index.ts';

export interface PuzzleFileType {
  readonly ext: string;
  readonly format: FormatId;
  readonly description: string;
  readonly claim: 'own' | 'offer';
  /** The Linux MIME type that recognises these files, when one does. */
  readonly mime?: string;
}

export const PUZZLE_FILE_TYPES: readonly PuzzleFileType[] = [
  {
    ext: 'non',
    format: 'non',
    description: 'Nonogram puzzle (.non)',
    claim: 'own',
    mime: 'application/x-nonogram-non',
  },
  {
    ext: 'nonpack',
    format: 'non',
    description: 'Nonogram puzzles (.nonpack)',
    claim: 'own',
    mime: 'application/x-nonogram-non',
  },
  {
    ext: 'pbn',
    format: 'webpbn',
    description: 'Nonogram puzzle (webpbn)',
    claim: 'own',
    mime: 'application/x-webpbn+xml',
  },
  {
    ext: 'g',
    format: 'olsak-g',
    description: 'Nonogram puzzle (Olšák .g)',
    claim: 'own',
    mime: 'text/x-nonogram-g',
  },
  { ext: 'mk', format: 'olsak-mk', description: 'Nonogram puzzle (Olšák .mk)', claim: 'own' },
  {
    ext: 'nin',
    format: 'nin',
    description: 'Nonogram puzzle (.nin)',
    claim: 'own',
    mime: 'text/x-nonogram-nin',
  },
  {
    ext: 'taai',
    format: 'taai',
    description: 'Nonogram puzzles (TAAI text)',
    claim: 'own',
    mime: 'text/x-nonogram-taai',
  },
  {
    ext: 'xml',
    format: 'webpbn',
    description: 'Nonogram puzzle (webpbn XML)',
    claim: 'offer',
    mime: 'application/x-webpbn+xml',
  },
  {
    ext: 'json',
    format: 'json',
    description: 'Nonogram puzzle (JSON)',
    claim: 'offer',
    mime: 'application/x-nonogram+json',
  },
  {
    ext: 'txt',
    format: 'taai',
    description: 'Nonogram puzzles (text)',
    claim: 'offer',
    mime: 'text/x-nonogram-taai',
  },
  {
    ext: 'toml',
    format: 'nonogrid',
    description: 'Nonogram puzzle (nonogrid TOML)',
    claim: 'offer',
    mime: 'text/x-nonogram-clues',
  },
];

/** The shared-mime-info file the deb package installs. */
export const LINUX_MIME_FILE = 'resources/linux/nonogram-studio.xml';

/**
 * The app's executable name on Linux, under which the deb package installs its icon in the hicolor
 * theme (/usr/share/icons/hicolor/NxN/apps/nonogram-studio.png): the MIME types name that icon.
 */
export const LINUX_EXECUTABLE = 'nonogram-studio';

/**
 * The icon Windows and macOS show for the files the app opens: the app's own (.ico on Windows,
 * .icns on macOS; electron-builder adds the extension). Linux names it in LINUX_MIME_FILE.
 */
export const FILE_ICON = 'resources/icon';

/** Every Linux MIME type of ours, once each. */
export function linuxMimeTypes(): string[] {
  return [...new Set(PUZZLE_FILE_TYPES.flatMap((type) => (type.mime ? [type.mime] : [])))];
}
