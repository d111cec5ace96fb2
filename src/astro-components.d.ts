/**
 * What tsc knows of an .astro file imported by a .ts file (the play page's islands in components/games/index.ts):
 * a component taking props. tsc reads no .astro file; `npm run check` (astro check) resolves each import to the
 * component's own Props, which take the place of this fallback.
 */
declare module '*.astro' {
  const Component: (props: object) => unknown;
  export default Component;
}
