// @ts-check
/** Svelte compiler settings shared by Vite, svelte-check and the editor tooling. */
export default {
  compilerOptions: {
    // Runes only: a component written in the Svelte 4 style fails to compile.
    runes: true,
    // Build DOM fragments element by element rather than through innerHTML, so the renderer runs
    // under a Content Security Policy that requires Trusted Types.
    fragments: 'tree',
  },
};
