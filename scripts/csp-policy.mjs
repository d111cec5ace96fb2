#!/usr/bin/env node
/*
 * Prints one Content-Security-Policy for a static host's header, made from the
 * built pages' own policies (the <meta http-equiv> Astro writes into each page).
 * Pages differ only in hashes (Compare adds its inline <style>), so the header is
 * every page's directives with their sources merged. A browser enforces both the
 * header and the page's <meta>, so each page still gets exactly its own policy.
 * Usage: node scripts/csp-policy.mjs [dist]   (npm run -s csp-policy)
 * Exits 1 with one line when there is no build or a page has no policy.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cspFromHtml } from './serve.mjs';

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'pagefind') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Merges policies directive by directive, keeping the first-seen order of directives and sources. */
export function mergePolicies(policies) {
  const merged = new Map();
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/).filter(Boolean);
      if (name === undefined) continue;
      const list = merged.get(name.toLowerCase()) ?? [];
      for (const source of sources) if (!list.includes(source)) list.push(source);
      merged.set(name.toLowerCase(), list);
    }
  }
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

function main() {
  const dir = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No built site in ${dir}: run "npm run build" first.`);
    process.exit(1);
  }
  const policies = [];
  for (const file of htmlFiles(dir)) {
    const policy = cspFromHtml(readFileSync(file, 'utf8'));
    if (policy === null) {
      console.error(`${relative(dir, file)} has no Content-Security-Policy <meta>; was it built by this project?`);
      process.exit(1);
    }
    policies.push(policy);
  }
  console.log(mergePolicies(policies));
}

if (import.meta.main) main();
