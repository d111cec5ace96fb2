#!/usr/bin/env node
/*
 * Renders the app icons the web app manifest (public/manifest.webmanifest) lists, from their SVG drawings:
 *   public/icon.svg          -> public/icon-192.png, public/icon-512.png
 *   public/icon-maskable.svg -> public/icon-maskable-512.png
 * in Chromium (scripts/chromium-path.mjs), each at its exact size with a transparent background. The PNGs are
 * committed; run `npm run icons` after changing a drawing
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium-path.mjs';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));

/** [drawing, size in pixels, PNG written] */
const ICONS = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
];

const executablePath = chromiumPath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  for (const [svg, size, png] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawing = readFileSync(join(PUBLIC, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>*{margin:0}svg{display:block}</style>${drawing}`);
    await page.screenshot({ path: join(PUBLIC, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`public/${png}: ${size}x${size} from public/${svg}`);
  }
} finally {
  await browser.close();
}
