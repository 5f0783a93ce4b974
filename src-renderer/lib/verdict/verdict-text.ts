/** A solver's answer in a person's words, as the editor, the typing screen and the solver show it. */
export type VerdictTone = 'success' | 'warning' | 'error' | 'info';

export interface VerdictText {
  readonly tone: VerdictTone;
  readonly title: string;
  readonly sentence: string;
}
