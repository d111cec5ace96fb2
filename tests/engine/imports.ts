/**
 * The source files' import graph, read from their import lines (relative
 * imports only: the engine and the site import each other no other way), for
 * tests that hold the layers apart and keep `src/` free of import circles.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The repository paths a source file imports (`import … from`, `export … from` and `import '…'`). With
 * `runtime`, type-only imports are left out: they are erased, so they never reach a bundle.
 */
export function importsOf(path: string, runtime = false): string[] {
  const text = readFileSync(resolve(ROOT, path), 'utf8');
  const from = runtime
    ? /^\s*(?:import|export)(?!\s+type\b)\b[^;'"]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gmu
    : /^\s*(?:import|export)\b[^;'"]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gmu;
  const specs = [...text.matchAll(from), ...text.matchAll(/^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gmu)];
  return specs.map((m) => relative(ROOT, resolve(dirname(resolve(ROOT, path)), m[1]!))).filter((p) => /\.(?:tsx?|astro)$/u.test(p));
}

/** Every file `start` reaches through its imports (its runtime imports only, with `runtime`), itself included. */
export function reach(start: string, runtime = false): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  for (let path = todo.pop(); path !== undefined; path = todo.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    todo.push(...importsOf(path, runtime));
  }
  return seen;
}

/** Every .ts, .tsx and .astro file under `dir` (a repository path). */
export function sources(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(?:tsx?|astro)$/u.test(e.name))
    .map((e) => relative(ROOT, resolve(e.parentPath, e.name)))
    .sort();
}

/**
 * The import circles among `files`: each strongly connected component of more
 * than one file, or a file that imports itself (Tarjan's algorithm).
 */
export function circles(files: readonly string[]): string[][] {
  const inside = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((g) => inside.has(g))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
        onStack.delete(w);
        component.push(w);
        if (w === v) break;
      }
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}
