/**
 * Preloaded with `node --import` by cli-startup.test.ts: records every
 * module file the process loads and, at exit, writes their paths to the
 * file named by $LOAD_LOG (one a line).
 */
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';

const loaded: string[] = [];
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:')) loaded.push(new URL(url).pathname);
    return nextLoad(url, context);
  },
});
process.on('exit', () => {
  const out = process.env.LOAD_LOG;
  if (out !== undefined) writeFileSync(out, loaded.join('\n'));
});
