/** What the generator can be asked for, apart from the generator itself so forms can check it cheaply. */
export const GENERATE_LEVELS = ['easy', 'medium', 'hard'] as const;
export type GenerateLevel = (typeof GENERATE_LEVELS)[number];

export const MIN_GENERATED_SIDE = 5;
export const MAX_GENERATED_SIDE = 100;
/** One request makes at most this many puzzles. */
export const MAX_GENERATED_COUNT = 100;
/** Black and white counts as one colour. */
export const MAX_GENERATED_COLORS = 6;
