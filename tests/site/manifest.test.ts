/*
 * public/manifest.webmanifest, the web app manifest every page links (issue 26, part 3): what installing the
 * site needs, addresses relative to the manifest so a BASE_PATH deployment keeps them inside its folder, the
 * colours from the site's palette (src/styles/tokens.css), and icons whose PNGs are the sizes they claim.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${PUBLIC}manifest.webmanifest`, 'utf8')) as Record<string, unknown>;
const tokens = readFileSync(fileURLToPath(new URL('../../src/styles/tokens.css', import.meta.url)), 'utf8');

/** The light-theme colour of a token written as `--name: light-dark(#light, #dark);`. */
function lightColour(name: string): string {
  const found = new RegExp(`--${name}:\\s*light-dark\\((#[0-9a-f]{6}),`, 'i').exec(tokens)?.[1];
  if (found === undefined) throw new Error(`tokens.css has no light-dark() value for --${name}`);
  return found;
}

/** A PNG's width and height from its IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG' || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest fields, one row each', () => {
  const rows: [field: string, expected: unknown, why: string][] = [
    ['short_name', 'Showdown', 'the name under the icon'],
    ['start_url', './', 'the base folder, whatever BASE_PATH is (resolved against the manifest URL)'],
    ['scope', './', 'likewise: the installed app keeps the whole site and nothing outside its folder'],
    ['id', './', 'one identity per deployment'],
    ['display', 'standalone', 'opens like an app, without the browser bar'],
    ['lang', 'en', "the site's language"],
    ['theme_color', lightColour('color-felt'), "the felt of the site's header band"],
    ['background_color', lightColour('color-bg'), "the page's ivory, shown while it opens"],
  ];
  for (const [field, expected, why] of rows) assert.equal(manifest[field], expected, `${field} (${why})`);
  assert.ok(typeof manifest['name'] === 'string' && manifest['name'].startsWith('Showdown'), 'name');
  assert.ok(typeof manifest['description'] === 'string' && manifest['description'].length > 20, 'description');
});

test('the icons: 192 and 512 pixels, one maskable, each file there and as big as it says (one row per icon)', () => {
  const icons = manifest['icons'] as { src: string; sizes: string; type: string; purpose: string }[];
  const rows: [src: string, sizes: string, type: string, purpose: string][] = [
    ['icon-192.png', '192x192', 'image/png', 'any'],
    ['icon-512.png', '512x512', 'image/png', 'any'],
    ['icon-maskable-512.png', '512x512', 'image/png', 'maskable'],
    ['icon.svg', 'any', 'image/svg+xml', 'any'],
  ];
  assert.deepEqual(
    icons,
    rows.map(([src, sizes, type, purpose]) => ({ src, sizes, type, purpose })),
  );
  for (const [src, sizes, type] of rows) {
    assert.ok(existsSync(`${PUBLIC}${src}`), `public/${src} is missing (npm run icons renders the PNGs)`);
    if (type !== 'image/png') continue;
    const size = pngSize(readFileSync(`${PUBLIC}${src}`));
    assert.ok(size, `public/${src} is not a PNG`);
    assert.equal(`${size.width}x${size.height}`, sizes, `public/${src}`);
  }
});
