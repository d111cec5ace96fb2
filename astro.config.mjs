// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

// The site URL and base path come from the environment so dist/ can be
// deployed to any static host (see README, "Deploy"). Without SITE_URL the site
// has no origin, so pages carry no canonical link (never one to localhost).
const site = process.env.SITE_URL || undefined;
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  ...(site === undefined ? {} : { site }),
  base,
  trailingSlash: 'ignore',
  integrations: [mdx(), preact()],
  vite: {
    build: {
      // The service worker's registration (src/components/site/OfflineUpdate.astro) stays a module file, shared
      // and cached by every page, instead of being inlined into each; every other script, stylesheet and asset
      // keeps the 4 KB rule (undefined means the default).
      assetsInlineLimit: (file) => (/OfflineUpdate\.astro_astro_type_script/u.test(file) ? false : undefined),
      rolldownOptions: {
        // Astro's MDX pages carry a "use astro:head-inject" marker that Astro itself reads; Rolldown warns it
        // may drop it when bundling, which is harmless here (withastro/astro#18087). Only that warning, only
        // for that directive, is dropped; every other one still prints (and fails the build: scripts/build-log.ts).
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('astro:head-inject')) return;
          handler(level, log);
        },
      },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Modules that many pages all load, each group as one file instead of several: the same code
              // in fewer bytes (every file repeats its import lines and starts gzip afresh). Each group was
              // chosen from the built pages so that a page loading any of its modules loads all of them:
              // no page gets code it does not run (tests/e2e/budget.spec.ts measures every page). A group
              // pulls in its modules' dependencies too; these have none outside the groups above them.
              codeSplitting: {
                groups: [
                  // Preact, its hooks and JSX runtime, Astro's Preact renderer and Vite's preload helper: every page with an island.
                  { name: 'preact', test: /node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]|vite[\\/]preload-helper/ },
                  // The text rule, the shared wording and the URL-state parsers: every page with a widget, search's included.
                  { name: 'text', test: /src[\\/]engine[\\/](text|words)\.ts$|src[\\/]lib[\\/]url-state\.ts$/ },
                  // Results, input checks and card notation: every page with an island.
                  { name: 'engine', test: /src[\\/]engine[\\/](result|input|hands[\\/]cards)\.ts$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
  // No Markdown or MDX page has a code block, so Markdown highlighting is off (Astro warned that its Shiki
  // styles need a CSP exception). The notation page draws its code with <Code>, whose colours are style
  // attributes, which style-src-attr below allows; global.css gives them their dark theme.
  markdown: { syntaxHighlight: false },
  // Content-Security-Policy, as a <meta> in every page's <head> (scripts/serve.mjs
  // repeats it as a header; README "Deploy" shows it for static hosts). Astro adds
  // the hashes of its own inline scripts and styles; the theme script and
  // Compare's inline style add theirs through Astro.csp. script-src never has
  // 'unsafe-inline'. 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly
  // search engine. Inline style *attributes* (SVG strokes, widths the widgets
  // compute) stay allowed: they cannot run code.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        // Said outright, though default-src already allows them: the offline service worker and the game
        // workers (worker-src), and the web app manifest (manifest-src), only from this site.
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
      },
      styleDirective: {
        // Scoped by kind, so each source sits in the directive a browser reads for it: stylesheets and
        // <style> elements (Astro adds their hashes) in style-src-elem, style attributes in style-src-attr.
        // A source left in plain style-src would not apply where a scoped directive exists.
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
      },
    },
  },
});
