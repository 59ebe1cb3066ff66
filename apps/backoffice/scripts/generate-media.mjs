#!/usr/bin/env node
// Generates the demo shop's artwork and files. Plain Node, no dependencies.
// Run from anywhere:  node apps/backoffice/scripts/generate-media.mjs [--no-video]
//
// Writes (relative to apps/backoffice):
//   media/brand/logo.svg, media/brand/logo-ar.svg (the Arabic pages' wordmark)
//   media/categories/<key>.svg   300x300, one per category in src/seed/data/taxonomy.ts
//   media/banners/*.svg          1600x600 scenes, no text
//   media/campaigns/*.svg        1200x500 scenes, no text
//   media/payments/*.svg         120x76 card-shaped payment logos
//   seed-files/palestinian-kitchen-recipes.pdf, seed-files/tatreez-patterns.pdf
// and, only when ffmpeg is installed, apps/storefront/public/vid.mp4 (see makeVideo).
//
// Output is deterministic; the generated files are committed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(appRoot, '..', '..');
const mediaDir = join(appRoot, 'media');
const seedFilesDir = join(appRoot, 'seed-files');
const videoPath = join(repoRoot, 'apps', 'storefront', 'public', 'vid.mp4');

const written = [];
function write(path, content, maxBytes) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  const size = statSync(path).size;
  if (maxBytes !== undefined && size > maxBytes) {
    throw new Error(`${relative(repoRoot, path)} is ${size} bytes, over the ${maxBytes} byte budget`);
  }
  written.push([relative(repoRoot, path), size]);
}

// ---------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------

const r1 = (n) => Math.round(n * 10) / 10;

function svg(w, h, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

const ellipse = (cx, cy, rx, ry, fill, rot = 0, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"` +
  (rot ? ` transform="rotate(${r1(rot)} ${r1(cx)} ${r1(cy)})"` : '') +
  `${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const g = (transform, body, extra = '') => `<g transform="${transform}"${extra}>${body}</g>`;

/** Points of an n-pointed star, as an SVG points list. */
function starPoints(cx, cy, outer, inner, n = 8, rotation = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rotation + (i * 180) / n) * Math.PI) / 180;
    const rad = i % 2 === 0 ? outer : inner;
    pts.push(`${r1(cx + rad * Math.cos(a))},${r1(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** An olive sprig along the x axis from 0 to len; place it with a transform. */
function sprig(len, leaf = '#556b2f', olive = '#2f3b1a', olives = 2) {
  let out = `<path d="M0 0 Q${r1(len / 2)} ${r1(-len / 12)} ${len} 0" fill="none" stroke="${leaf}" stroke-width="${r1(len / 40)}" stroke-linecap="round"/>`;
  const n = 5;
  for (let i = 0; i < n; i++) {
    const x = (len * (i + 0.8)) / (n + 0.5);
    const up = i % 2 === 0 ? -1 : 1;
    out += ellipse(x, up * len * 0.07, len * 0.13, len * 0.04, leaf, up * 35);
  }
  out += ellipse(len * 1.02, 0, len * 0.12, len * 0.04, leaf);
  for (let i = 0; i < olives; i++) {
    out += ellipse(len * (0.3 + i * 0.33), len * 0.1, len * 0.055, len * 0.07, olive);
  }
  return out;
}

/** Runs of filled cells of an eight-pointed star (square ∪ diamond) on a grid. */
function starCells(half, square, diamond, hollow = -1) {
  const runs = [];
  for (let y = -half; y <= half; y++) {
    let start = null;
    for (let x = -half; x <= half + 1; x++) {
      const inside =
        x <= half &&
        (Math.max(Math.abs(x), Math.abs(y)) <= square || Math.abs(x) + Math.abs(y) <= diamond) &&
        !(Math.abs(x) + Math.abs(y) <= hollow);
      if (inside && start === null) start = x;
      if (!inside && start !== null) {
        runs.push([start, y, x - start]);
        start = null;
      }
    }
  }
  return runs;
}

/** An eight-pointed cross-stitch star drawn as one path of cell runs. */
function stitchStar(cx, cy, cell, fill, half = 6, square = 4, diamond = 6, hollow = 1) {
  const d = starCells(half, square, diamond, hollow)
    .map(
      ([x, y, w]) =>
        `M${r1(cx + x * cell - cell / 2)} ${r1(cy + y * cell - cell / 2)}h${r1(w * cell)}v${cell}h${r1(-w * cell)}z`,
    )
    .join('');
  return path(d, fill);
}

// ---------------------------------------------------------------------------
// Logo
// ---------------------------------------------------------------------------

function logo() {
  const branch = g('translate(8 44) rotate(-38) scale(1)', sprig(52, '#556b2f', '#2f3b1a', 2));
  const flag =
    rect(62, 47, 30, 3, '#1a1a1a') +
    rect(92, 47, 30, 3, '#f5f5f0', 0, ' stroke="#d8d3c4" stroke-width=".5"') +
    rect(122, 47, 30, 3, '#556b2f') +
    path('M152 47h10l-5 1.5 5 1.5h-10z', '#b22222');
  const text =
    `<text x="62" y="29" font-family="sans-serif" font-size="22" font-weight="700" fill="#3d4f1f" letter-spacing=".3">Palestine</text>` +
    `<text x="63" y="42" font-family="sans-serif" font-size="9.5" font-weight="600" fill="#b22222" letter-spacing="3.2">HERITAGE SHOP</text>`;
  return svg(200, 60, branch + text + flag);
}

// Arabic is drawn with the system's Arabic fonts (an SVG shown as an <img> loads none of its own);
// DejaVu Sans, on nearly every Linux, has the letters when none of the others is there.
const ARABIC_FONTS = `'Noto Naskh Arabic','Noto Sans Arabic','Geeza Pro','Segoe UI',Tahoma,'DejaVu Sans',sans-serif`;
const arabicText = (x, y, size, fill, text, extra = '') =>
  `<text x="${x}" y="${y}" direction="rtl" xml:lang="ar" font-family="${ARABIC_FONTS}" font-size="${size}" font-weight="700" fill="${fill}"${extra}>${text}</text>`;

/** The Arabic pages' wordmark: the shop's Arabic name, read from the right where the sprig grows. */
function arabicLogo() {
  const branch = g('translate(192 44) scale(-1 1) rotate(-38)', sprig(52, '#556b2f', '#2f3b1a', 2));
  // The flag's stripes in reading order from the right: black, white, green, then the red triangle.
  const flag =
    rect(108, 54, 30, 3, '#1a1a1a') +
    rect(78, 54, 30, 3, '#f5f5f0', 0, ' stroke="#d8d3c4" stroke-width=".5"') +
    rect(48, 54, 30, 3, '#556b2f') +
    path('M48 54h-10l5 1.5-5 1.5h10z', '#b22222');
  const text = arabicText(138, 26, 22, '#3d4f1f', 'متجر التراث') + arabicText(138, 46, 16, '#b22222', 'الفلسطيني');
  return svg(200, 60, branch + text + flag);
}

// ---------------------------------------------------------------------------
// Category illustrations (300x300)
// ---------------------------------------------------------------------------

const motifs = {
  bottle: () =>
    path('M138 100Q120 108 120 130V206Q120 222 136 222H164Q180 222 180 206V130Q180 108 162 100Z', '#556b2f') +
    rect(139, 62, 22, 42, '#556b2f', 4) +
    rect(134, 52, 32, 14, '#1a1a1a', 3) +
    rect(126, 140, 48, 50, '#efe6d2', 4) +
    g('translate(134 172) rotate(-30)', sprig(34, '#556b2f', '#2f3b1a', 1)) +
    rect(127, 112, 6, 90, '#fff', 3, ' opacity=".25"'),
  branch: () => g('translate(70 205) rotate(-40)', sprig(190, '#556b2f', '#2f3b1a', 3)),
  jar: () =>
    rect(100, 116, 100, 104, '#d9c99a', 18) +
    rect(108, 96, 84, 24, '#7b4b2a', 6) +
    rect(100, 146, 100, 42, '#efe6d2') +
    [118, 134, 150, 166, 182].map((x, i) => circle(x, 130 + (i % 2) * 6, 3, '#556b2f')).join('') +
    [112, 128, 146, 160, 176, 190].map((x, i) => circle(x, 200 + (i % 3) * 5, 3, '#6f7f3c')).join('') +
    g('translate(128 168) rotate(-15)', sprig(44, '#556b2f', '#b22222', 1)),
  dates: () =>
    [
      [112, 140, -20],
      [140, 132, 10],
      [168, 136, -8],
      [192, 144, 25],
      [126, 152, 30],
      [156, 150, -25],
      [182, 156, 5],
    ]
      .map(
        ([x, y, a], i) =>
          ellipse(x, y, 20, 11, i % 2 ? '#5e3820' : '#7b4b2a', a) +
          ellipse(x - 5, y - 3, 7, 2.5, '#fff', a, ' opacity=".25"'),
      )
      .join('') +
    path('M78 156H222A72 56 0 0 1 78 156Z', '#b5562b') +
    path('M96 176H204', 'none', ' stroke="#efe6d2" stroke-width="4" stroke-dasharray="8 8"'),
  wheat: () =>
    [
      [150, 78, 0],
      [116, 92, -14],
      [184, 92, 14],
    ]
      .map(([x, y, a]) => {
        let s = `<path d="M150 232Q${x} 170 ${x} ${y}" fill="none" stroke="#a8741f" stroke-width="4"/>`;
        for (let i = 0; i < 5; i++) {
          const yy = y + 10 + i * 14;
          s += `<use href="#k" transform="translate(${x - 8} ${yy}) rotate(${a - 40})"/><use href="#k" transform="translate(${x + 8} ${yy}) rotate(${a + 40})"/>`;
        }
        return s + ellipse(x, y, 4.5, 9, '#d18f2a', a);
      })
      .join(''),
  soap: (
    stack = [
      [78, 196],
      [150, 196],
      [114, 214],
      [96, 160],
      [132, 178],
      [114, 142],
      [186, 214],
    ],
  ) => {
    const cube = (x, y, s) =>
      path(`M${x} ${y}l${s} ${-s / 2}l${s} ${s / 2}l${-s} ${s / 2}z`, '#f6efdc') +
      path(`M${x} ${y}l${s} ${s / 2}v${s}l${-s} ${-s / 2}z`, '#dccfae') +
      path(`M${x + 2 * s} ${y}l${-s} ${s / 2}v${s}l${s} ${-s / 2}z`, '#c4b286') +
      ellipse(x + s * 0.5, y + s * 0.75, s * 0.22, s * 0.28, 'none', -25, ' stroke="#a8956a" stroke-width="2"');
    const s = 36;
    return (
      stack.map(([x, y]) => cube(x, y, s)).join('') +
      g('translate(170 118) rotate(-20)', sprig(60, '#556b2f', '#2f3b1a', 1))
    );
  },
  drop: () =>
    path('M150 64C150 64 92 138 92 178A58 58 0 0 0 208 178C208 138 150 64 150 64Z', '#30a5a5') +
    path(
      'M106 176q11-9 22 0t22 0t22 0t22 0',
      'none',
      ' stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"',
    ) +
    path(
      'M104 198q11-9 22 0t22 0t22 0t22 0',
      'none',
      ' stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".5"',
    ) +
    ellipse(126, 132, 8, 18, '#fff', 25, ' opacity=".35"') +
    path('M188 218l14-10 12 8-4 14-16 2z', '#f5f5f0', ' stroke="#cfd8d8" stroke-width="2"'),
  vase: () =>
    path(
      'M126 80H168V96Q168 112 184 132Q208 166 194 200Q184 222 147 222Q110 222 100 200Q86 166 110 132Q126 112 126 96Z',
      '#1f4e79',
      ' opacity=".92"',
    ) +
    path('M116 150Q106 172 114 196', 'none', ' stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".45"') +
    path('M112 154Q147 170 182 154', 'none', ' stroke="#30a5a5" stroke-width="5" opacity=".9"') +
    path('M194 150H236L230 222H200Z', '#30a5a5', ' opacity=".85"') +
    path('M202 160L204 210', 'none', ' stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".5"') +
    path('M62 178H104L98 222H68Z', '#d18f2a', ' opacity=".85"'),
  plate: () =>
    circle(150, 150, 88, '#f5f5f0', ' stroke="#1f4e79" stroke-width="6"') +
    circle(150, 150, 70, 'none', ' stroke="#30a5a5" stroke-width="3"') +
    Array.from({ length: 8 }, (_, k) =>
      g(`rotate(${k * 45} 150 150)`, ellipse(150, 112, 11, 24, k % 2 ? '#30a5a5' : '#1f4e79')),
    ).join('') +
    Array.from({ length: 16 }, (_, k) => {
      const a = (k * Math.PI) / 8;
      return circle(150 + 79 * Math.cos(a), 150 + 79 * Math.sin(a), 3.5, '#d18f2a');
    }).join('') +
    circle(150, 150, 14, '#d18f2a') +
    circle(150, 150, 6, '#b22222'),
  dress: () =>
    path('M124 66H176L216 92L244 150L218 162L196 126L204 238H96L104 126L82 162L56 150L84 92Z', '#1a1a1a') +
    stitchStar(150, 108, 4, '#b22222', 5, 3, 5, 0) +
    path('M128 80L150 92L172 80', 'none', ' stroke="#d18f2a" stroke-width="3"') +
    rect(96, 220, 108, 6, '#b22222') +
    path(Array.from({ length: 9 }, (_, i) => `M${100 + i * 12} 218l6-10l6 10z`).join(''), '#b22222') +
    rect(112, 140, 5, 74, '#b22222') +
    rect(183, 140, 5, 74, '#b22222') +
    path('M60 148L80 156M216 156L236 148', 'none', ' stroke="#b22222" stroke-width="5"'),
  pouch: () =>
    path('M110 108Q150 40 190 108', 'none', ' stroke="#7b4b2a" stroke-width="6"') +
    rect(88, 104, 124, 112, '#1a1a1a', 14) +
    stitchStar(150, 160, 5, '#b22222', 6, 4, 6, 1) +
    path('M96 206h108', 'none', ' stroke="#b22222" stroke-width="4" stroke-dasharray="6 4"') +
    circle(150, 110, 6, '#d18f2a'),
  star: () =>
    circle(150, 150, 92, '#efe6d2') +
    stitchStar(150, 150, 10, '#b22222', 8, 5, 8, 2) +
    stitchStar(150, 150, 10, '#1a1a1a', 1, 0, 0, -1),
  keffiyeh: () =>
    `<g transform="rotate(45 150 150)">` +
    rect(80, 80, 140, 140, '#f5f5f0', 4, ' stroke="#1a1a1a" stroke-width="2"') +
    rect(80, 80, 140, 140, 'url(#net)') +
    rect(80, 80, 140, 16, '#1a1a1a') +
    rect(80, 204, 140, 16, '#1a1a1a') +
    rect(80, 100, 140, 4, '#1a1a1a') +
    rect(80, 196, 140, 4, '#1a1a1a') +
    '</g>',
  scarf: () =>
    path('M80 90Q150 60 220 90L200 230Q150 210 100 230Z', '#5b2a6e') +
    path(
      'M92 120Q150 96 208 120M96 150Q150 128 204 150M100 180Q150 160 200 180',
      'none',
      ' stroke="#efe6d2" stroke-width="6"',
    ) +
    Array.from({ length: 9 }, (_, i) => rect(104 + i * 11, 226 - Math.abs(4 - i) * 1.5, 3, 18, '#5b2a6e')).join(''),
  ornament: () =>
    path('M150 50V84', 'none', ' stroke="#7b4b2a" stroke-width="3"') +
    `<polygon points="${starPoints(150, 160, 78, 42)}" fill="#a8703f"/>` +
    `<polygon points="${starPoints(150, 160, 50, 28)}" fill="#c58b55"/>` +
    path(
      'M100 150Q150 130 200 150M96 172Q150 186 204 172M120 210Q150 196 180 210',
      'none',
      ' stroke="#7b4b2a" stroke-width="2" opacity=".6"',
    ) +
    circle(150, 160, 10, '#7b4b2a'),
  spoon: () =>
    path('M70 170H230A80 56 0 0 1 70 170Z', '#a8703f') +
    path(
      'M84 184Q150 200 216 184M104 206Q150 218 196 206',
      'none',
      ' stroke="#7b4b2a" stroke-width="2.5" opacity=".6"',
    ) +
    g('rotate(-35 150 110)', ellipse(150, 70, 18, 26, '#c58b55') + rect(145, 92, 10, 88, '#c58b55', 5)) +
    g('rotate(30 150 110)', ellipse(150, 72, 14, 22, '#8a5a32') + rect(146, 90, 8, 84, '#8a5a32', 4)),
  tree: () =>
    path('M142 236Q146 200 132 176Q124 160 138 150L150 166L162 146Q176 162 166 184Q156 206 160 236Z', '#7b4b2a') +
    ellipse(150, 118, 78, 48, '#6f7f3c') +
    ellipse(104, 132, 40, 28, '#7d8f4a') +
    ellipse(196, 132, 40, 28, '#7d8f4a') +
    ellipse(150, 92, 52, 30, '#8a9a5b') +
    [112, 140, 170, 196, 128, 160].map((x, i) => circle(x, 110 + (i % 3) * 14, 4.5, '#2f3b1a')).join('') +
    rect(60, 234, 180, 6, '#c9b98f', 3),
  books: () =>
    rect(78, 186, 150, 30, '#556b2f', 4) +
    rect(92, 156, 130, 30, '#b22222', 4) +
    rect(70, 126, 140, 30, '#1f4e79', 4) +
    rect(96, 96, 118, 30, '#d18f2a', 4) +
    [
      [90, 186],
      [104, 156],
      [82, 126],
      [108, 96],
    ]
      .map(([x, y]) => rect(x, y + 6, 4, 18, '#efe6d2'))
      .join(''),
  bookArch: () =>
    rect(86, 66, 128, 168, '#7b4b2a', 6) +
    rect(86, 66, 14, 168, '#5e3820') +
    path('M126 200V140A30 30 0 0 1 186 140V200Z', '#efe6d2') +
    path('M138 200V146A18 18 0 0 1 174 146V200Z', '#d18f2a') +
    rect(118, 200, 76, 8, '#efe6d2'),
  bookPot: () =>
    rect(86, 66, 128, 168, '#b22222', 6) +
    rect(86, 66, 14, 168, '#8a1a1a') +
    path('M118 150H198V176Q198 196 178 196H138Q118 196 118 176Z', '#efe6d2') +
    rect(112, 144, 92, 8, '#efe6d2', 4) +
    path(
      'M142 132q-6-10 0-20M158 132q-6-10 0-20M174 132q-6-10 0-20',
      'none',
      ' stroke="#efe6d2" stroke-width="3" stroke-linecap="round"',
    ),
  bookSun: () =>
    rect(86, 66, 128, 168, '#30a5a5', 6) +
    rect(86, 66, 14, 168, '#23807f') +
    circle(158, 124, 26, '#d18f2a') +
    path('M108 206Q140 170 170 196Q190 178 214 196V234H100Z', '#556b2f') +
    path('M126 168q8-8 16 0q8-8 16 0', 'none', ' stroke="#1a1a1a" stroke-width="3" stroke-linecap="round"'),
  tablet: (inner) =>
    rect(92, 56, 116, 188, '#1a1a1a', 14) + rect(102, 72, 96, 152, '#f5f5f0', 4) + circle(150, 234, 4, '#555') + inner,
  record: () =>
    circle(136, 160, 82, '#1a1a1a') +
    circle(136, 160, 64, 'none', ' stroke="#333" stroke-width="2"') +
    circle(136, 160, 48, 'none', ' stroke="#333" stroke-width="2"') +
    circle(136, 160, 24, '#b22222') +
    circle(136, 160, 4, '#efe6d2') +
    path('M196 70V170', 'none', ' stroke="#556b2f" stroke-width="8"') +
    path('M196 70Q224 80 232 104Q214 92 196 96Z', '#556b2f') +
    ellipse(184, 172, 16, 12, '#556b2f', -20),
  print: () =>
    path('M92 60H182L214 92V240H92Z', '#f5f5f0', ' stroke="#c9c2b0" stroke-width="3"') +
    path('M182 60V92H214', '#e3dccb') +
    rect(108, 108, 90, 110, '#efe6d2') +
    circle(170, 136, 14, '#d18f2a') +
    path('M108 218V186Q132 160 152 184Q170 166 198 190V218Z', '#556b2f') +
    path('M108 218V200Q140 186 198 206V218Z', '#3d4f1f'),
  house: () =>
    path('M150 62L236 136H64Z', '#b5562b') +
    rect(80, 136, 140, 100, '#efe6d2') +
    path('M134 236V190A16 16 0 0 1 166 190V236Z', '#7b4b2a') +
    path('M96 184V164A12 12 0 0 1 120 164V184Z', '#1f4e79') +
    path('M180 184V164A12 12 0 0 1 204 164V184Z', '#1f4e79') +
    circle(150, 112, 8, '#f5f5f0'),
  cushion: () =>
    path('M84 92Q150 76 216 92Q230 150 216 208Q150 224 84 208Q70 150 84 92Z', '#b22222') +
    path('M150 104L198 150L150 196L102 150Z', '#efe6d2') +
    path('M150 122L176 150L150 178L124 150Z', '#1a1a1a') +
    circle(150, 150, 6, '#d18f2a') +
    [
      [84, 92],
      [216, 92],
      [84, 208],
      [216, 208],
    ]
      .map(([x, y]) => circle(x, y, 7, '#d18f2a'))
      .join(''),
  frame: () =>
    rect(70, 80, 160, 140, '#7b4b2a', 4) +
    rect(84, 94, 132, 112, '#efe6d2') +
    circle(186, 124, 14, '#d18f2a') +
    path('M84 206V172Q112 140 140 168Q170 144 216 176V206Z', '#556b2f') +
    path('M84 206V190Q140 172 216 196V206Z', '#3d4f1f') +
    path('M150 80L120 56M150 80L180 56', 'none', ' stroke="#555" stroke-width="2"'),
  necklace: () =>
    path('M88 70Q150 300 212 70', 'none', ' stroke="#a7a7a7" stroke-width="4"') +
    Array.from({ length: 10 }, (_, i) => {
      const t = (i < 5 ? i + 1 : i + 2) / 12;
      const x = (1 - t) ** 2 * 88 + 2 * (1 - t) * t * 150 + t * t * 212;
      const y = (1 - t) ** 2 * 70 + 2 * (1 - t) * t * 300 + t * t * 70;
      return circle(x, y, 5.5, '#c8c8c8');
    }).join('') +
    path('M150 185V196', 'none', ' stroke="#a7a7a7" stroke-width="3"') +
    `<polygon points="${starPoints(150, 218, 24, 12)}" fill="#c0c0c0" stroke="#8c8c8c" stroke-width="2"/>` +
    circle(150, 218, 5, '#30a5a5'),
  ring: () =>
    circle(150, 176, 56, 'none', ' stroke="#b8b8b8" stroke-width="14"') +
    circle(150, 176, 56, 'none', ' stroke="#e2e2e2" stroke-width="4"') +
    path('M126 112L150 86L174 112L150 130Z', '#30a5a5') +
    path('M126 112H174L150 130Z', '#23807f') +
    path('M140 104L150 94', 'none', ' stroke="#fff" stroke-width="3" stroke-linecap="round"'),
  beads: () =>
    Array.from({ length: 18 }, (_, k) => {
      const a = (k * Math.PI * 2) / 18;
      const colors = ['#b22222', '#d18f2a', '#30a5a5', '#1a1a1a', '#efe6d2', '#556b2f'];
      return circle(150 + 76 * Math.cos(a), 150 + 76 * Math.sin(a), 12, colors[k % 6]);
    }).join('') + circle(150, 150, 76, 'none', ' stroke="#7b4b2a" stroke-width="2" opacity=".4"'),
  gift: (box = '#b22222', ribbon = '#d18f2a') =>
    rect(82, 130, 136, 104, box, 6) +
    rect(74, 108, 152, 30, box, 6) +
    rect(74, 130, 152, 8, '#000', 0, ' opacity=".15"') +
    rect(140, 108, 20, 126, ribbon) +
    path('M150 108Q110 70 104 92Q100 110 150 108Q190 110 196 92Q190 70 150 108Z', ribbon) +
    stitchStar(111, 184, 3, '#efe6d2', 4, 2, 4, 0) +
    stitchStar(189, 184, 3, '#efe6d2', 4, 2, 4, 0),
  corporate: () =>
    rect(66, 150, 96, 84, '#556b2f', 6) +
    rect(106, 150, 16, 84, '#efe6d2') +
    rect(146, 118, 96, 116, '#1f4e79', 6) +
    rect(186, 118, 16, 116, '#efe6d2') +
    path('M194 118Q168 90 162 104Q160 118 194 118Q228 118 226 104Q220 90 194 118Z', '#efe6d2') +
    path('M74 120L118 110L126 140L82 150Z', '#f5f5f0', ' stroke="#c9b98f" stroke-width="2"') +
    circle(84, 132, 3, '#7b4b2a'),
};

const netPattern =
  '<pattern id="net" width="14" height="14" patternUnits="userSpaceOnUse">' +
  '<path d="M0 7Q3.5 0 7 7T14 7M0 0Q3.5 7 7 0T14 0" fill="none" stroke="#1a1a1a" stroke-width="1.4"/></pattern>';

// Keep in step with `categories` in src/seed/data/taxonomy.ts.
const categoryArt = {
  'food-pantry': [
    '#f3ead6',
    '#e6d8b8',
    () => g('translate(-4 24) scale(.8)', motifs.jar()) + g('translate(76 28) scale(.8)', motifs.bottle()),
  ],
  'soap-beauty': [
    '#efe9dc',
    '#e0d6bf',
    () =>
      g(
        'translate(-18 -16)',
        motifs.soap([
          [78, 196],
          [150, 196],
          [114, 214],
          [114, 160],
        ]),
      ) + g('translate(150 40) scale(.5)', motifs.drop()),
  ],
  'glass-ceramics': [
    '#e3eef0',
    '#cfe2e6',
    () => g('translate(12 68) scale(.55)', motifs.plate()) + g('translate(97 45) scale(.7)', motifs.vase()),
  ],
  embroidery: ['#f4e4e0', '#e9cfc8', motifs.star],
  'keffiyeh-textiles': [
    '#ececea',
    '#dcdcd6',
    () => g('translate(92 50) scale(.62)', motifs.scarf()) + g('translate(10 60) scale(.62)', motifs.keffiyeh()),
    netPattern,
  ],
  'olive-wood': ['#f1e4d3', '#e4cfb2', motifs.tree],
  books: ['#eef0e4', '#dfe3cc', motifs.books],
  digital: [
    '#e6ecf2',
    '#d2dde8',
    () =>
      motifs.tablet(
        path('M150 100V170', 'none', ' stroke="#1f4e79" stroke-width="12" stroke-linecap="round"') +
          path(
            'M122 146L150 176L178 146',
            'none',
            ' stroke="#1f4e79" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"',
          ) +
          rect(118, 192, 64, 10, '#30a5a5', 5),
      ),
  ],
  'home-decor': ['#f1e9dc', '#e4d6bd', motifs.house],
  jewelry: ['#ece8f0', '#dcd5e4', motifs.necklace],
  gifts: ['#f6e3df', '#ecccc5', () => motifs.gift()],
  'olive-oil': ['#f3ead6', '#e4dcb6', motifs.bottle],
  'zaatar-spices': ['#f0ecd9', '#dfe0bb', motifs.jar],
  'dates-sweets': ['#f4e6d6', '#e8d0b4', motifs.dates],
  'freekeh-grains': ['#f5ecd8', '#ead9b2', motifs.wheat, '<ellipse id="k" rx="9" ry="4.5" fill="#d18f2a"/>'],
  'nablus-soap': ['#f1ebde', '#e2d7bd', motifs.soap],
  'dead-sea-care': ['#e2f0ef', '#cae4e2', motifs.drop],
  'hebron-glass': ['#e1ebf3', '#c9dbea', motifs.vase],
  'armenian-ceramics': ['#e6eef2', '#d2e0e8', motifs.plate],
  'tatreez-clothing': ['#f4e6e2', '#e8d1ca', motifs.dress],
  'tatreez-accessories': ['#f3e8e4', '#e6d3cc', motifs.pouch],
  keffiyeh: ['#eeeeec', '#dededa', motifs.keffiyeh, netPattern],
  'scarves-shawls': ['#efe8f1', '#e0d3e4', motifs.scarf],
  'olive-wood-decor': ['#f3e7d6', '#e7d2b6', motifs.ornament],
  'olive-wood-kitchen': ['#f1e5d4', '#e3cdae', motifs.spoon],
  'books-history': ['#f0ebe0', '#e2d8c4', motifs.bookArch],
  'books-cookery': ['#f3e8e2', '#e6d2c8', motifs.bookPot],
  'books-children': ['#e4f1f0', '#cde5e3', motifs.bookSun],
  ebooks: [
    '#e8edf1',
    '#d6dfe6',
    () =>
      motifs.tablet(
        [0, 1, 2, 3, 4, 5, 6].map((i) => rect(114, 92 + i * 17, i % 3 === 2 ? 48 : 72, 6, '#9aa8b4', 3)).join(''),
      ),
  ],
  'music-albums': ['#ecebf1', '#d9d7e4', motifs.record],
  'printable-art': ['#efeee6', '#dedcd0', motifs.print],
  'rugs-cushions': ['#f4e6de', '#e8d0c2', motifs.cushion],
  'wall-art': ['#efebe1', '#e0d9c8', motifs.frame],
  'silver-jewelry': ['#eceef0', '#d9dde2', motifs.ring],
  'beaded-jewelry': ['#f1ebe2', '#e3d8c8', motifs.beads],
  'gift-boxes': ['#f6e5df', '#ebcfc6', () => motifs.gift('#556b2f', '#d18f2a')],
  'corporate-gifts': ['#e9ecef', '#d7dce2', motifs.corporate],
};

function categorySvg([bg, disc, draw, defs = '']) {
  return svg(300, 300, rect(0, 0, 300, 300, bg, 28) + circle(150, 150, 118, disc) + draw(), defs);
}

// ---------------------------------------------------------------------------
// Banners (1600x600) and campaign covers (1200x500): flat scenes, no text
// ---------------------------------------------------------------------------

const oliveTreeSymbol =
  '<symbol id="tr" viewBox="0 0 200 200" overflow="visible">' +
  path('M90 200Q96 160 82 136Q74 120 90 110L100 128L110 106Q128 124 116 146Q106 170 112 200Z', '#6e4a2c') +
  ellipse(100, 78, 84, 48, '#6f7f3c') +
  ellipse(52, 96, 44, 30, '#7d8f4a') +
  ellipse(150, 94, 46, 30, '#7d8f4a') +
  ellipse(100, 52, 56, 32, '#95a56a') +
  ellipse(70, 70, 22, 12, '#a9b883', 0, ' opacity=".7"') +
  '</symbol>';

const use = (id, x, y, s, extra = '') =>
  `<use href="#${id}" x="0" y="0" width="200" height="200" transform="translate(${r1(x)} ${r1(y)}) scale(${s})"${extra}/>`;

function bannerOliveGrove() {
  const defs =
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7eed6"/><stop offset="1" stop-color="#ecd29c"/></linearGradient>' +
    oliveTreeSymbol;
  let body = rect(0, 0, 1600, 600, 'url(#sky)');
  body += circle(1280, 170, 74, '#f2c463', ' opacity=".9"') + circle(1280, 170, 110, '#f2c463', ' opacity=".18"');
  body += path('M0 330Q200 270 420 300T860 280T1300 300T1600 270V600H0Z', '#c5c08c');
  for (const [x, y, s] of [
    [560, 226, 0.42],
    [700, 214, 0.38],
    [840, 222, 0.4],
    [980, 228, 0.38],
    [1120, 218, 0.4],
    [1260, 230, 0.42],
    [1400, 212, 0.38],
    [1520, 214, 0.4],
  ]) {
    body += use('tr', x, y, s, ' opacity=".55"');
  }
  body += path('M0 420Q260 360 560 390T1100 370T1600 380V600H0Z', '#9aa467');
  body += path('M0 432Q300 384 600 410T1120 392T1600 402', 'none', ' stroke="#e3d6ac" stroke-width="5" opacity=".6"');
  for (const [x, y, s] of [
    [420, 268, 0.72],
    [640, 262, 0.68],
    [880, 252, 0.74],
    [1110, 258, 0.7],
    [1340, 262, 0.72],
  ]) {
    body += use('tr', x, y, s, ' opacity=".8"');
  }
  body += path('M0 520Q400 470 800 500T1600 480V600H0Z', '#6f7f3c');
  body += path(
    'M0 532Q400 484 800 512T1600 492',
    'none',
    ' stroke="#d9cba3" stroke-width="6" stroke-dasharray="26 8" opacity=".7"',
  );
  for (const [x, y, s] of [
    [760, 300, 1.15],
    [1080, 296, 1.25],
    [1380, 310, 1.1],
  ]) {
    body += use('tr', x, y, s);
  }
  // A picking ladder and a net of olives under the nearest tree.
  body += path('M1196 545L1246 420M1226 548L1276 424', 'none', ' stroke="#7b4b2a" stroke-width="6"');
  body += path(
    'M1206 520L1236 524M1216 494L1246 498M1226 468L1256 472M1236 442L1266 446',
    'none',
    ' stroke="#7b4b2a" stroke-width="5"',
  );
  body += path('M960 560Q1100 536 1240 566L1220 590Q1100 572 980 590Z', '#efe6d2', ' opacity=".85"');
  body += [990, 1020, 1060, 1100, 1140, 1180, 1040, 1120]
    .map((x, i) => circle(x, 570 + (i % 3) * 4, 6, '#2f3b1a'))
    .join('');
  body += rect(0, 0, 1600, 600, 'url(#fade)');
  const fade =
    '<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f7eed6" stop-opacity=".55"/><stop offset=".45" stop-color="#f7eed6" stop-opacity="0"/></linearGradient>';
  return svg(1600, 600, body, defs + fade);
}

function bannerHebronGlass() {
  const defs =
    '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#163a59"/><stop offset="1" stop-color="#0f2840"/></linearGradient>' +
    '<radialGradient id="glow" cx=".12" cy=".7" r=".5"><stop offset="0" stop-color="#f2a63c" stop-opacity=".75"/><stop offset="1" stop-color="#f2a63c" stop-opacity="0"/></radialGradient>' +
    '<symbol id="va" viewBox="0 0 100 160" overflow="visible"><path d="M36 0H64V14Q64 30 80 50Q104 86 90 124Q80 160 50 160Q20 160 10 124Q-4 86 20 50Q36 30 36 14Z"/></symbol>' +
    '<symbol id="bt" viewBox="0 0 100 160" overflow="visible"><path d="M42 0H58V50Q86 62 86 100V150Q86 160 76 160H24Q14 160 14 150V100Q14 62 42 50Z"/></symbol>' +
    '<symbol id="cp" viewBox="0 0 100 160" overflow="visible"><path d="M14 70H86L78 160H22Z"/></symbol>' +
    '<symbol id="bw" viewBox="0 0 100 160" overflow="visible"><path d="M0 110H100Q96 160 50 160Q4 160 0 110Z"/></symbol>';
  let body = rect(0, 0, 1600, 600, 'url(#wall)') + rect(0, 0, 1600, 600, 'url(#glow)');
  // Arched window of the old workshop.
  body += path('M120 420V230A110 110 0 0 1 340 230V420Z', '#f2b75a', ' opacity=".22"');
  body += path('M230 120V420M120 300H340', 'none', ' stroke="#0f2840" stroke-width="10" opacity=".5"');
  // Shelves.
  body += rect(560, 300, 1040, 16, '#5a3b25') + rect(560, 540, 1040, 16, '#5a3b25');
  const piece = (sym, x, y, s, fill) =>
    `<use href="#${sym}" width="100" height="160" transform="translate(${x} ${y}) scale(${s})" fill="${fill}" opacity=".88"/>`;
  const colors = ['#2a6bb0', '#30a5a5', '#d18f2a', '#4f8a3a', '#6a3d8f', '#b22222'];
  const top = [
    ['va', 600, 140, 1],
    ['bt', 720, 140, 1],
    ['cp', 840, 140, 1],
    ['va', 940, 120, 1.12],
    ['bw', 1070, 140, 1.1],
    ['bt', 1200, 130, 1.06],
    ['va', 1320, 150, 0.94],
    ['cp', 1440, 140, 1],
  ];
  top.forEach(([sym, x, y, s], i) => (body += piece(sym, x, y, s, colors[i % colors.length])));
  const bottom = [
    ['bw', 590, 380, 1.2],
    ['va', 740, 370, 1.06],
    ['cp', 860, 380, 1],
    ['bt', 960, 380, 1],
    ['va', 1080, 360, 1.12],
    ['cp', 1210, 380, 1],
    ['bw', 1310, 380, 1.2],
    ['bt', 1470, 380, 1],
  ];
  bottom.forEach(([sym, x, y, s], i) => (body += piece(sym, x, y, s, colors[(i + 3) % colors.length])));
  // Highlights.
  body += [618, 760, 968, 1224, 1340, 760, 1106, 990]
    .map((x, i) =>
      path(
        `M${x} ${i < 5 ? 210 : 450}q-8 24 0 50`,
        'none',
        ' stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"',
      ),
    )
    .join('');
  // Hanging lamps.
  for (const [x, c] of [
    [700, '#30a5a5'],
    [1000, '#d18f2a'],
    [1300, '#2a6bb0'],
  ]) {
    body += path(`M${x} 0V44`, 'none', ' stroke="#c9b98f" stroke-width="2"');
    body += path(`M${x - 26} 70Q${x} 40 ${x + 26} 70L${x + 16} 104H${x - 16}Z`, c, ' opacity=".85"');
    body += circle(x, 80, 26, '#f2c463', ' opacity=".18"');
  }
  return svg(1600, 600, body, defs);
}

function bannerTatreez() {
  const cell = 8;
  const star = stitchStar(56, 56, cell, '#b22222', 6, 4, 6, 1) + stitchStar(56, 56, cell, '#1a1a1a', 0, 0, 0, -1);
  const defs =
    `<pattern id="stars" width="112" height="112" patternUnits="userSpaceOnUse">${star}</pattern>` +
    '<pattern id="teeth" width="32" height="40" patternUnits="userSpaceOnUse"><path d="M0 40L16 8L32 40Z" fill="#b22222"/><path d="M8 40L16 24L24 40Z" fill="#d18f2a"/></pattern>' +
    '<pattern id="cyp" width="80" height="120" patternUnits="userSpaceOnUse">' +
    path('M40 10L52 40H46L58 70H50L64 100H16L30 70H22L34 40H28Z', '#556b2f') +
    rect(36, 100, 8, 14, '#7b4b2a') +
    '</pattern>' +
    '<pattern id="grid" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M8 0H0V8" fill="none" stroke="#d9ccb0" stroke-width=".6"/></pattern>' +
    '<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#efe6d2" stop-opacity=".92"/><stop offset=".42" stop-color="#efe6d2" stop-opacity=".6"/><stop offset=".6" stop-color="#efe6d2" stop-opacity="0"/></linearGradient>';
  let body = rect(0, 0, 1600, 600, '#efe6d2') + rect(0, 0, 1600, 600, 'url(#grid)');
  body += rect(0, 0, 1600, 64, '#1a1a1a') + rect(0, 24, 1600, 40, 'url(#teeth)');
  body +=
    rect(0, 536, 1600, 64, '#1a1a1a') + rect(0, 536, 1600, 40, 'url(#teeth)', 0, ' transform="rotate(180 800 568)"');
  body += rect(0, 88, 1600, 224, 'url(#stars)', 0, ' transform="translate(0 0)"');
  body += rect(0, 330, 1600, 120, 'url(#cyp)');
  body += rect(0, 456, 1600, 72, 'url(#stars)', 0, ' opacity=".45"');
  body += rect(0, 64, 1600, 472, 'url(#calm)');
  // A thread and needle crossing the right side.
  body += path(
    'M1180 520Q1300 380 1420 420T1560 240',
    'none',
    ' stroke="#b22222" stroke-width="4" stroke-linecap="round"',
  );
  body += path('M1552 250L1586 190', 'none', ' stroke="#8c8c8c" stroke-width="5" stroke-linecap="round"');
  return svg(1600, 600, body, defs);
}

function bannerNablusSoap() {
  const defs =
    '<linearGradient id="bgs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4ead4"/><stop offset="1" stop-color="#e2cfa6"/></linearGradient>' +
    '<pattern id="brick" width="44" height="22" patternUnits="userSpaceOnUse"><rect x="1" y="1" width="42" height="10" fill="#f7f0de"/><rect x="-21" y="12" width="42" height="9" fill="#ebdfc1"/><rect x="23" y="12" width="42" height="9" fill="#ebdfc1"/></pattern>' +
    '<clipPath id="t1"><path d="M760 540L930 150L1100 540Z"/></clipPath>' +
    '<clipPath id="t2"><path d="M1040 540L1220 90L1400 540Z"/></clipPath>' +
    '<clipPath id="t3"><path d="M1330 540L1460 230L1590 540Z"/></clipPath>';
  let body = rect(0, 0, 1600, 600, 'url(#bgs)');
  // Vaulted ceiling arches of the old soap factory.
  body += path(
    'M560 0Q800 150 1040 0M1040 0Q1280 150 1520 0',
    'none',
    ' stroke="#d7c39a" stroke-width="14" opacity=".7"',
  );
  for (const [id, pts] of [
    ['t1', 'M760 540L930 150L1100 540Z'],
    ['t2', 'M1040 540L1220 90L1400 540Z'],
    ['t3', 'M1330 540L1460 230L1590 540Z'],
  ]) {
    body +=
      path(pts, '#c9b48a') +
      `<rect x="700" y="60" width="900" height="500" fill="url(#brick)" clip-path="url(#${id})"/>`;
  }
  body += rect(0, 540, 1600, 60, '#b9a27a');
  // Stamped bars in the foreground.
  const bar = (x, y) =>
    path(`M${x} ${y}l50-18l50 18l-50 18z`, '#f7f0de') +
    path(`M${x} ${y}l50 18v40l-50-18z`, '#e0d2ad') +
    path(`M${x + 100} ${y}l-50 18v40l50-18z`, '#cdb98c') +
    ellipse(x + 25, y + 29, 11, 14, 'none', -20, ' stroke="#a8956a" stroke-width="2"');
  body += bar(560, 520) + bar(650, 540) + bar(600, 500);
  body += g('translate(420 560) rotate(-28)', sprig(180, '#556b2f', '#2f3b1a', 3));
  body += rect(0, 0, 1600, 600, 'url(#fade)');
  const fade =
    '<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4ead4" stop-opacity=".5"/><stop offset=".4" stop-color="#f4ead4" stop-opacity="0"/></linearGradient>';
  return svg(1600, 600, body, defs + fade);
}

function bannerOliveWood() {
  const defs =
    '<linearGradient id="bgw" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e6d3"/><stop offset="1" stop-color="#dcbf96"/></linearGradient>' +
    '<pattern id="grain" width="220" height="40" patternUnits="userSpaceOnUse"><path d="M0 20Q55 6 110 20T220 20" fill="none" stroke="#7b4b2a" stroke-width="2" opacity=".35"/><path d="M0 34Q55 26 110 34T220 34" fill="none" stroke="#7b4b2a" stroke-width="1.5" opacity=".25"/></pattern>';
  let body = rect(0, 0, 1600, 600, 'url(#bgw)');
  // Table top.
  body +=
    rect(0, 440, 1600, 160, '#a8703f') + rect(0, 440, 1600, 160, 'url(#grain)') + rect(0, 440, 1600, 8, '#8a5a32');
  // Large bowl.
  body +=
    path('M700 400H1060A180 120 0 0 1 700 400Z', '#b07a45') +
    ellipse(880, 400, 180, 26, '#8a5a32') +
    ellipse(880, 400, 160, 18, '#6e4a2c');
  body += `<path d="M700 400H1060A180 120 0 0 1 700 400Z" fill="url(#grain)"/>`;
  body +=
    ellipse(850, 390, 40, 14, '#2f3b1a') + ellipse(900, 386, 34, 12, '#556b2f') + ellipse(940, 394, 30, 10, '#3d4f1f');
  // Spoons.
  body += g(
    'translate(1120 470) rotate(-12)',
    ellipse(0, 0, 34, 48, '#c58b55') + rect(-8, -200, 16, 160, '#c58b55', 8) + ellipse(0, 4, 24, 36, '#a8703f'),
  );
  body += g(
    'translate(1230 480) rotate(8)',
    ellipse(0, 0, 28, 40, '#b07a45') + rect(-7, -190, 14, 150, '#b07a45', 7) + ellipse(0, 4, 19, 29, '#8a5a32'),
  );
  // Cutting board.
  body += g(
    'translate(1340 180) rotate(6)',
    rect(0, 0, 170, 290, '#c08a54', 22) + rect(0, 0, 170, 290, 'url(#grain)', 22) + circle(85, 36, 14, '#dcbf96'),
  );
  // Hanging carved stars.
  for (const [x, len, s] of [
    [560, 120, 46],
    [660, 70, 36],
    [1240, 60, 32],
  ]) {
    body += path(`M${x} 0V${len}`, 'none', ' stroke="#7b4b2a" stroke-width="2"');
    body +=
      `<polygon points="${starPoints(x, len + s, s, s * 0.55)}" fill="#b07a45"/>` +
      circle(x, len + s, s * 0.22, '#8a5a32');
  }
  body += g('translate(420 300) rotate(-20)', sprig(170, '#556b2f', '#2f3b1a', 2), ' opacity=".9"');
  return svg(1600, 600, body, defs);
}

function bannerKeffiyeh() {
  const defs =
    '<pattern id="fish" width="36" height="24" patternUnits="userSpaceOnUse"><path d="M0 6Q9 -6 18 6Q9 18 0 6ZM18 18Q27 6 36 18Q27 30 18 18ZM18 -6Q27 -18 36 -6Q27 6 18 -6Z" fill="none" stroke="#1a1a1a" stroke-width="2.5"/></pattern>' +
    '<pattern id="leaf" width="34" height="60" patternUnits="userSpaceOnUse" patternTransform="translate(0 290)">' +
    rect(0, 29, 34, 2, '#1a1a1a') +
    ellipse(17, 18, 5, 12, '#1a1a1a', 50) +
    ellipse(17, 42, 5, 12, '#1a1a1a', -50) +
    '</pattern>' +
    '<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f5f5f0" stop-opacity=".9"/><stop offset=".45" stop-color="#f5f5f0" stop-opacity=".4"/><stop offset=".6" stop-color="#f5f5f0" stop-opacity="0"/></linearGradient>';
  let body = rect(0, 0, 1600, 600, '#f5f5f0');
  body += rect(0, 0, 1600, 240, 'url(#fish)');
  body += rect(0, 252, 1600, 14, '#1a1a1a') + rect(0, 276, 1600, 4, '#1a1a1a');
  body += rect(0, 290, 1600, 60, 'url(#leaf)');
  body += rect(0, 360, 1600, 4, '#1a1a1a') + rect(0, 374, 1600, 14, '#1a1a1a');
  body += rect(0, 400, 1600, 200, 'url(#fish)', 0, ' opacity=".8"');
  body += rect(0, 0, 1600, 600, 'url(#calm)');
  body += rect(0, 580, 1600, 20, '#1a1a1a');
  body += path(
    Array.from({ length: 40 }, (_, i) => `M${20 + i * 40} 580v20`).join(''),
    'none',
    ' stroke="#f5f5f0" stroke-width="3"',
  );
  return svg(1600, 600, body, defs);
}

function campaignOliveHarvest() {
  const defs =
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe5c6"/><stop offset="1" stop-color="#f1e8cf"/></linearGradient>' +
    oliveTreeSymbol +
    '<pattern id="weave" width="20" height="12" patternUnits="userSpaceOnUse"><path d="M0 6Q5 0 10 6T20 6" fill="none" stroke="#7b4b2a" stroke-width="3"/></pattern>' +
    netPattern.replace('#1a1a1a', '#c9b98f');
  let body = rect(0, 0, 1200, 500, 'url(#sky)');
  body += path('M0 330Q300 290 600 320T1200 300V500H0Z', '#a8b174');
  body += use('tr', 640, 20, 2.2);
  body += use('tr', 980, 150, 1.1, ' opacity=".8"');
  body += use('tr', 120, 180, 0.9, ' opacity=".6"');
  body +=
    path('M560 430Q760 390 980 440L950 490Q760 460 600 490Z', 'url(#net)') +
    path('M560 430Q760 390 980 440L950 490Q760 460 600 490Z', '#efe6d2', ' opacity=".5"');
  body += [620, 660, 700, 740, 790, 840, 880, 920, 720, 810]
    .map((x, i) => circle(x, 450 + (i % 3) * 8, 8, i % 4 ? '#2f3b1a' : '#556b2f'))
    .join('');
  // Basket of olives.
  body += path('M300 390H480L460 480H320Z', '#b07a45') + path('M300 390H480L460 480H320Z', 'url(#weave)');
  body += ellipse(390, 390, 90, 18, '#8a5a32');
  body += [330, 356, 384, 410, 438, 460, 370, 424]
    .map((x, i) => circle(x, 382 - (i % 2) * 8, 10, i % 3 ? '#2f3b1a' : '#556b2f'))
    .join('');
  body += path('M310 390Q390 300 470 390', 'none', ' stroke="#8a5a32" stroke-width="8"');
  return svg(1200, 500, body, defs);
}

function campaignGiftSeason() {
  const defs =
    '<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1838"/><stop offset="1" stop-color="#5b2a6e"/></linearGradient>' +
    '<mask id="moon"><rect width="1200" height="500" fill="#fff"/><circle cx="1044" cy="94" r="50" fill="#000"/></mask>';
  let body = rect(0, 0, 1200, 500, 'url(#night)');
  body += [
    [80, 60],
    [220, 120],
    [400, 50],
    [560, 110],
    [760, 40],
    [980, 90],
    [1120, 50],
    [300, 200],
    [680, 200],
  ]
    .map(([x, y], i) => `<polygon points="${starPoints(x, y, i % 3 ? 5 : 8, i % 3 ? 2 : 3.4)}" fill="#f2c463"/>`)
    .join('');
  body += circle(1020, 110, 56, '#f2c463', ' mask="url(#moon)"');
  // Lanterns.
  for (const [x, len, c] of [
    [180, 120, '#d18f2a'],
    [300, 70, '#30a5a5'],
    [420, 150, '#b22222'],
  ]) {
    body += path(`M${x} 0V${len}`, 'none', ' stroke="#c9b98f" stroke-width="2"');
    body += path(`M${x - 14} ${len + 12}L${x} ${len}L${x + 14} ${len + 12}Z`, '#c9a24a');
    body += path(`M${x - 26} ${len + 14}H${x + 26}L${x + 18} ${len + 84}H${x - 18}Z`, c, ' opacity=".9"');
    body += rect(x - 10, len + 28, 20, 40, '#f6d98a', 6, ' opacity=".85"');
    body += rect(x - 20, len + 84, 40, 8, '#c9a24a', 2);
    body += circle(x, len + 50, 46, '#f2c463', ' opacity=".12"');
  }
  // Gift boxes.
  const box = (x, y, w, h, c, rib) =>
    rect(x, y, w, h, c, 6) +
    rect(x - 8, y - 22, w + 16, 26, c, 6, ' opacity=".92"') +
    rect(x + w / 2 - 9, y - 22, 18, h + 22, rib) +
    path(`M${x + w / 2} ${y - 22}q-40-40-46-16q-2 18 46 16q48 2 46-16q-6-24-46 16z`, rib);
  body +=
    box(560, 300, 170, 170, '#b22222', '#f2c463') +
    box(760, 340, 140, 130, '#556b2f', '#efe6d2') +
    box(920, 280, 150, 190, '#1f4e79', '#d18f2a');
  body += stitchStar(645, 400, 5, '#f2c463', 5, 3, 5, 1) + stitchStar(995, 390, 5, '#efe6d2', 5, 3, 5, 1);
  body += rect(0, 470, 1200, 30, '#24122f');
  return svg(1200, 500, body, defs);
}

function campaignArtisans() {
  let body = rect(0, 0, 1200, 500, '#efe6d2');
  body += rect(0, 380, 1200, 120, '#d9c7a1');
  // Embroidery hoop.
  body += circle(760, 230, 190, '#c08a54') + circle(760, 230, 176, '#f5f5f0');
  body += stitchStar(760, 230, 10, '#b22222', 8, 5, 8, 2) + stitchStar(760, 230, 10, '#1a1a1a', 1, 0, 1, -1);
  body += rect(744, 28, 32, 26, '#8a5a32', 4);
  // Needle and thread.
  body += path('M960 90L1060 -10', 'none', ' stroke="#8c8c8c" stroke-width="5" stroke-linecap="round"');
  body += path('M960 90Q900 160 940 230T880 380', 'none', ' stroke="#b22222" stroke-width="3.5"');
  // Spools.
  for (const [x, c] of [
    [220, '#b22222'],
    [320, '#556b2f'],
    [420, '#1a1a1a'],
  ]) {
    body +=
      rect(x - 34, 330, 68, 12, '#c08a54', 3) + rect(x - 28, 342, 56, 60, c) + rect(x - 34, 402, 68, 12, '#c08a54', 3);
  }
  // A clay bowl from Gaza.
  body += path('M1000 420H1180A90 70 0 0 1 1000 420Z', '#b5562b') + ellipse(1090, 420, 90, 14, '#8f3f1c');
  body += path('M1020 446H1160', 'none', ' stroke="#efe6d2" stroke-width="4" stroke-dasharray="10 8"');
  return svg(1200, 500, body);
}

function campaignBooks() {
  let body = rect(0, 0, 1200, 500, '#556b2f') + circle(980, 120, 220, '#647a38');
  body += rect(0, 420, 1200, 80, '#3d4f1f');
  const books = [
    [600, 360, 320, '#b22222'],
    [620, 300, 290, '#efe6d2'],
    [590, 240, 330, '#1f4e79'],
    [630, 180, 270, '#d18f2a'],
  ];
  for (const [x, y, w, c] of books) {
    body += rect(x, y, w, 60, c, 6) + rect(x + 18, y + 14, 6, 32, c === '#efe6d2' ? '#b22222' : '#efe6d2');
  }
  // Open book.
  body +=
    path('M240 400Q330 360 420 400V250Q330 210 240 250Z', '#f5f5f0') +
    path('M420 400Q510 360 600 400V250Q510 210 420 250Z', '#efe6d2');
  body += [0, 1, 2, 3, 4]
    .map((i) =>
      path(
        `M270 ${278 + i * 22}Q330 ${258 + i * 22} 392 ${278 + i * 22}M448 ${278 + i * 22}Q510 ${258 + i * 22} 572 ${278 + i * 22}`,
        'none',
        ' stroke="#c9c2b0" stroke-width="4"',
      ),
    )
    .join('');
  // Tea glass with mint.
  body += path('M1010 300H1080L1070 410H1020Z', '#d18f2a', ' opacity=".85"') + rect(1004, 296, 82, 8, '#efe6d2', 3);
  body += ellipse(1044, 290, 14, 7, '#6f9f3a', -30) + ellipse(1058, 286, 12, 6, '#6f9f3a', 30);
  body += g('translate(130 140) rotate(20)', sprig(150, '#a9b883', '#2f3b1a', 2));
  return svg(1200, 500, body);
}

// ---------------------------------------------------------------------------
// Payment method cards (120x76): the method's name on a styled card
// ---------------------------------------------------------------------------

function card(bg, inner, stroke = '') {
  return svg(120, 76, rect(0.5, 0.5, 119, 75, bg, 8, stroke ? ` stroke="${stroke}"` : '') + inner);
}
const label = (x, y, size, fill, text, extra = '') =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle"${extra}>${text}</text>`;

const payments = {
  visa: () =>
    card(
      '#1f3a93',
      rect(10, 12, 18, 13, '#d8b35a', 3) + label(60, 50, 24, '#fff', 'VISA', ' font-style="italic" letter-spacing="1"'),
    ),
  mastercard: () =>
    card(
      '#232323',
      rect(10, 12, 18, 13, '#d8b35a', 3) +
        label(60, 47, 15, '#fff', 'Mastercard') +
        rect(38, 54, 44, 3, '#e8a33d', 1.5),
    ),
  paypal: () =>
    card(
      '#ffffff',
      label(60, 45, 20, '#1f4e79', 'Pay<tspan fill="#30a5a5">Pal</tspan>', ' font-style="italic"'),
      '#c9d3df',
    ),
  'cash-on-delivery': () =>
    card(
      '#556b2f',
      rect(14, 16, 30, 18, '#d7e0b8', 3) +
        circle(29, 25, 5, '#556b2f') +
        label(78, 28, 11, '#fff', 'CASH ON') +
        label(60, 52, 13, '#fff', 'DELIVERY', ' letter-spacing="1.5"'),
    ),
  // The Arabic pages' badge: "الدفع عند الاستلام", the banknote on the reading side (the right).
  'cash-on-delivery-ar': () =>
    card(
      '#556b2f',
      rect(76, 12, 30, 18, '#d7e0b8', 3) +
        circle(91, 21, 5, '#556b2f') +
        arabicText(40, 27, 12, '#fff', 'الدفع عند', ' text-anchor="middle"') +
        arabicText(60, 55, 16, '#fff', 'الاستلام', ' text-anchor="middle"'),
    ),
};

// ---------------------------------------------------------------------------
// PDF writer: a few pages of text (and filled squares) with the standard
// Helvetica fonts; object offsets in the xref table are computed exactly.
// ---------------------------------------------------------------------------

// Helvetica advance widths (1/1000 em) for ASCII 32..126.
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
function textWidth(text, size, bold) {
  let w = 0;
  for (const ch of text) w += HELV[ch.charCodeAt(0) - 32] ?? 556;
  return (w * size * (bold ? 1.08 : 1)) / 1000;
}
const pdfEscape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text, size, bold, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lays out blocks onto A4 pages. Block: { text, size, font: 'R'|'B'|'I', gap, color, indent }
 * or { draw: (x, y) => ops, height } for drawings (y is the top edge).
 */
function layout(blocks, { header } = {}) {
  const W = 595;
  const H = 842;
  const margin = 64;
  const pages = [];
  let ops = '';
  let y = 0;
  const newPage = () => {
    if (ops) pages.push(ops);
    ops = '';
    y = H - margin;
    if (header) {
      ops += header(pages.length + 1, W, H);
      y -= 10;
    }
  };
  newPage();
  for (const b of blocks) {
    if (b.pageBreak) {
      newPage();
      continue;
    }
    if (b.draw) {
      if (y - b.height < margin) newPage();
      ops += b.draw(margin + (b.indent ?? 0), y);
      y -= b.height + (b.gap ?? 0);
      continue;
    }
    const size = b.size ?? 10.5;
    const lead = size * 1.38;
    const indent = b.indent ?? 0;
    const lines = wrap(b.text, size, b.font === 'B', W - 2 * margin - indent);
    if (y - (b.minSpace ?? lead * Math.min(lines.length, 2)) < margin) newPage();
    const font = { R: 'F1', B: 'F2', I: 'F3' }[b.font ?? 'R'];
    const color = b.color ?? '0.1 0.1 0.1';
    for (const line of lines) {
      if (y - lead < margin) newPage();
      y -= lead;
      ops += `BT /${font} ${size} Tf ${color} rg ${r1(margin + indent)} ${r1(y)} Td (${pdfEscape(line)}) Tj ET\n`;
    }
    y -= b.gap ?? 4;
  }
  pages.push(ops);
  return pages;
}

function buildPdf({ title, author, subject, pages }) {
  const W = 595;
  const H = 842;
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const f3 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>');
  const info = add(
    `<< /Title (${pdfEscape(title)}) /Author (${pdfEscape(author)}) /Subject (${pdfEscape(subject)}) ` +
      '/Creator (generate-media.mjs) /Producer (Palestine Heritage Shop) /CreationDate (D:20240901120000Z) >>',
  );
  const kids = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${W} ${H}] ` +
          `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R /F3 ${f3} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    const buf = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(offset);
    chunks.push(buf);
    offset += buf.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

/** Minimal structural check: every xref offset points at "<n> 0 obj". */
function verifyPdf(buf) {
  const text = buf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (!text.startsWith('xref', start)) throw new Error('startxref does not point at the xref table');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(start)) ?? [];
  const entries = text
    .slice(start)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((line, i) => {
    const off = Number(line.slice(0, 10));
    if (!text.startsWith(`${i + 1} 0 obj`, off)) throw new Error(`xref entry ${i + 1} is wrong`);
  });
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const from = m.index + m[0].length;
    if (!text.startsWith('\nendstream', from + Number(m[1]))) throw new Error('stream length is wrong');
  }
}

const OLIVE = '0.333 0.420 0.184';
const RED = '0.698 0.133 0.133';

function recipesPdf() {
  const recipes = [
    [
      'Musakhan (Sumac Chicken with Onions) - Galilee and the West Bank',
      'Serves 4. One chicken in 8 pieces; 6 large onions, thinly sliced; 1 cup extra-virgin olive oil; 4 tbsp sumac; 1 tsp allspice; salt; 4 taboon or shrak breads; a handful of pine nuts.',
      'Rub the chicken with oil, salt, allspice and half the sumac and roast at 200 C for about 45 minutes. Meanwhile cook the onions slowly in most of the oil until soft and sweet, then stir in the rest of the sumac. Brush the breads with oil, spread them with onions, top with the chicken and bake for 10 minutes. Scatter toasted pine nuts over and eat with your hands.',
    ],
    [
      'Maqluba (Upside-Down Rice)',
      'Serves 6. 1 kg chicken or lamb; 1 large cauliflower in florets; 2 aubergines in thick slices; 3 cups rice, rinsed and soaked; 1 tbsp maqluba spice (allspice, cinnamon, turmeric, cardamom); stock; toasted almonds.',
      'Simmer the meat in spiced water to make a stock. Fry or roast the cauliflower and aubergine until golden. In a deep pot layer the meat, then the vegetables, then the rice; pour over hot stock to cover by 2 cm. Cook covered on a low heat for 35 minutes and rest for 15. Place a large tray on top and turn the pot over in one brave movement.',
    ],
    [
      'Mujaddara (Lentils and Rice with Caramelised Onions)',
      'Serves 4. 1 cup brown lentils; 1 cup rice or coarse bulgur; 3 onions in half-moons; 1/2 cup olive oil; 1 tsp cumin; salt and pepper.',
      'Boil the lentils for 15 minutes. Fry the onions in the oil until deep brown and crisp; keep half for the top. Add the rice, cumin and the rest of the onions to the lentils with enough water to cover, and cook gently until tender. Serve warm with yoghurt and a salad.',
    ],
    [
      'Fattoush (Bread Salad with Sumac)',
      'Serves 4. 2 pita breads, toasted and broken; 3 tomatoes; 2 cucumbers; a bunch of purslane or lettuce; radishes; spring onions; mint and parsley; juice of 1 lemon; 4 tbsp olive oil; 1 tbsp sumac; 1 clove garlic, crushed.',
      'Chop the vegetables and herbs into bite-sized pieces. Whisk the lemon, oil, garlic, sumac and salt. Toss everything together with the bread just before serving, so that it stays crunchy.',
    ],
    [
      "Manakish bi Za'atar (Za'atar Flatbreads)",
      "Makes 8. 500 g flour; 7 g dry yeast; 1 tsp sugar; 1 tsp salt; 300 ml warm water; 4 tbsp olive oil. Topping: 6 tbsp za'atar mixed with 8 tbsp olive oil.",
      "Knead a soft dough and leave it to rise for an hour. Divide into eight balls, press each into a round with your fingertips, and spread with the za'atar paste. Bake on a hot tray at 240 C for 7 to 8 minutes. Breakfast is served, with tomatoes, olives and mint tea.",
    ],
    [
      'Shorbat Freekeh (Green Wheat Soup)',
      'Serves 4. 1 cup cracked freekeh, rinsed; 1 onion, finely chopped; 2 tbsp olive oil or ghee; 1.5 litres chicken stock; 1/2 tsp cinnamon; 1/2 tsp allspice; lemon to serve.',
      'Soften the onion in the oil, add the freekeh and spices and stir for two minutes until fragrant and smoky. Pour in the stock and simmer for 30 to 40 minutes until creamy. Season and finish with lemon juice. In Ramadan this soup opens the evening meal in many homes.',
    ],
    [
      'Hummus bi Tahini',
      'Serves 4. 250 g dried chickpeas, soaked overnight with 1/2 tsp baking soda; 1/2 cup tahini; juice of 1 to 2 lemons; 1 clove garlic; ice-cold water; salt; olive oil, paprika and parsley to serve.',
      'Boil the chickpeas until very soft, about an hour. Blend them while warm with the tahini, lemon, garlic and salt, adding cold water a spoonful at a time until smooth and light. Spread in a shallow plate, make a well and fill it with good olive oil.',
    ],
    [
      'Maftoul with Chicken and Chickpeas',
      'Serves 6. 500 g maftoul (hand-rolled wheat pearls); 1 chicken; 2 cups cooked chickpeas; 10 small onions, peeled; 1 tsp caraway; 1 tsp allspice; olive oil.',
      'Simmer the chicken with spices to make a rich broth, adding the onions and chickpeas for the last 20 minutes. Toss the maftoul with oil and steam it above the broth, or simmer it in a little broth, until tender. Serve the maftoul heaped on a tray with the chicken and a bowl of broth on the side.',
    ],
    [
      'Sumagiyyeh (Sumac and Chard Stew) - Gaza',
      'Serves 6. 500 g beef in cubes; 1 kg Swiss chard, chopped; 1 cup cooked chickpeas; 1 cup sumac berries soaked in water; 3 tbsp tahini; 2 tbsp flour; dill seeds, garlic and red chilli crushed together; olive oil.',
      'Cook the beef until tender and add the chard and chickpeas. Strain the sumac water and whisk it with the tahini and flour, then stir it into the pot until thick. Fry the garlic, dill and chilli in oil and fold them in. It is served at room temperature with bread, especially on Eid.',
    ],
    [
      'Qidreh (Hebron Rice with Lamb in a Clay Pot)',
      'Serves 6. 1 kg lamb on the bone; 3 cups rice; 1 cup chickpeas, soaked; 2 whole heads of garlic, cloves peeled; 1 tbsp cardamom pods; 1 tsp turmeric; 1 tsp allspice; ghee.',
      "Brown the lamb in ghee and simmer it with the spices until almost tender. Put everything into a clay or heavy pot with the rice, chickpeas and garlic, cover with the broth and bake in the oven for an hour. In Hebron the pots were once carried to the baker's oven on Fridays.",
    ],
    [
      'Knafeh Nabulsieh (Nablus Cheese Pastry)',
      'Serves 8. 500 g kataifi pastry, finely chopped; 200 g melted ghee; 500 g Nabulsi or Akkawi cheese, soaked to remove the salt; orange food colouring (optional); crushed pistachios. Syrup: 2 cups sugar, 1 cup water, lemon juice, 1 tbsp orange-blossom water.',
      'Rub the pastry with the ghee and press half into a round tray. Cover with the grated cheese, then the rest of the pastry. Bake at 200 C until golden, about 30 minutes. Turn it out, pour over the cooled syrup and sprinkle with pistachios. Eat it hot, while the cheese still stretches.',
    ],
    [
      "Ma'amoul bil Tamr (Date-Filled Semolina Cookies)",
      'Makes 30. 3 cups coarse semolina; 1 cup fine semolina; 250 g melted butter or ghee; 1/2 tsp mahlab; 2 tbsp orange-blossom water; 1/2 cup milk. Filling: 500 g date paste kneaded with a little butter and cinnamon.',
      "Rub the butter into the semolina and leave it overnight. Knead with the blossom water and milk into a soft dough. Wrap a ball of dough around a little date paste, press it into a wooden ma'amoul mould and tap it out. Bake at 180 C until just coloured on the base. They keep for weeks - if hidden well.",
    ],
  ];
  const blocks = [
    { text: 'A Taste of Palestine: 12 Family Recipes', size: 22, font: 'B', color: OLIVE, gap: 6 },
    {
      text: 'Collected in kitchens from Jenin to Gaza and shared by the families who cook them. Measures are a guide: Palestinian cooks taste as they go, and so should you. Use good extra-virgin olive oil, the heart of every recipe here.',
      font: 'I',
      size: 10.5,
      gap: 14,
    },
  ];
  recipes.forEach(([name, ingredients, method], i) => {
    blocks.push({ text: `${i + 1}. ${name}`, size: 13, font: 'B', color: RED, gap: 3, minSpace: 90 });
    blocks.push({ text: `Ingredients: ${ingredients}`, size: 10, gap: 3 });
    blocks.push({ text: `Method: ${method}`, size: 10, gap: 12 });
  });
  blocks.push({
    text: 'Sahtein! (Bon appetit.) From all of us at Palestine Heritage Shop.',
    font: 'I',
    size: 11,
    color: OLIVE,
  });
  const header = (page, W, H) =>
    `${OLIVE} rg 0 ${H - 28} ${W} 28 re f ${RED} rg 0 ${H - 32} ${W} 4 re f ` +
    `BT /F2 9 Tf 1 1 1 rg 64 ${H - 18} Td (PALESTINE HERITAGE SHOP  |  A TASTE OF PALESTINE) Tj ET ` +
    `BT /F1 9 Tf 0.4 0.4 0.4 rg ${W - 90} 30 Td (Page ${page}) Tj ET\n`;
  return buildPdf({
    title: 'A Taste of Palestine: 12 Family Recipes',
    author: 'Palestine Heritage Shop',
    subject: 'Twelve Palestinian family recipes',
    pages: layout(blocks, { header }),
  });
}

function tatreezPdf() {
  const chart = (cells, cell, colorOf) => (x, yTop) => {
    let ops = '';
    const size = cells.length;
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const color = colorOf(cells[r][c]);
        if (!color) continue;
        ops += `${color} rg ${r1(x + c * cell)} ${r1(yTop - (r + 1) * cell)} ${cell} ${cell} re f\n`;
      }
    }
    ops += '0.8 0.78 0.72 RG 0.3 w\n';
    for (let i = 0; i <= size; i++) {
      ops += `${r1(x + i * cell)} ${r1(yTop)} m ${r1(x + i * cell)} ${r1(yTop - size * cell)} l S\n`;
      ops += `${r1(x)} ${r1(yTop - i * cell)} m ${r1(x + size * cell)} ${r1(yTop - i * cell)} l S\n`;
    }
    return ops;
  };
  // Eight-pointed star: square and diamond, hollow heart, black centre.
  const half = 8;
  const star = [];
  for (let y = -half; y <= half; y++) {
    const row = [];
    for (let x = -half; x <= half; x++) {
      const m = Math.max(Math.abs(x), Math.abs(y));
      const d = Math.abs(x) + Math.abs(y);
      row.push(d <= 1 ? 2 : (m <= 5 || d <= 8) && d > 3 ? 1 : 0);
    }
    star.push(row);
  }
  // Cypress tree (saru).
  const cyp = [];
  for (let r = 0; r < 17; r++) {
    const row = [];
    for (let c = 0; c < 17; c++) {
      const dx = Math.abs(c - 8);
      const tier = r % 5;
      const widthAt = r < 15 ? Math.floor(r / 5) * 1.5 + tier * 0.9 : 0;
      row.push(r >= 15 ? (dx <= 0 ? 3 : 0) : dx <= widthAt ? 1 : 0);
    }
    cyp.push(row);
  }
  const RED_ = '0.698 0.133 0.133';
  const BLACK = '0.1 0.1 0.1';
  const GREEN = '0.333 0.420 0.184';
  const BROWN = '0.482 0.294 0.165';
  const starDraw = chart(star, 12, (v) => (v === 1 ? RED_ : v === 2 ? BLACK : null));
  const cypDraw = chart(cyp, 12, (v) => (v === 1 ? GREEN : v === 3 ? BROWN : null));
  const teeth = (x, yTop) => {
    let ops = '';
    for (let t = 0; t < 11; t++) {
      for (let r = 0; r < 4; r++) {
        for (let c = r; c < 7 - r; c++) {
          ops += `${RED_} rg ${r1(x + (t * 7 + c) * 6)} ${r1(yTop - 24 + r * 6)} 6 6 re f\n`;
        }
      }
    }
    return ops;
  };
  const notes = [
    [
      'The eight-pointed star',
      'One of the most loved motifs, found from Bethlehem to Ramallah. It is built from a square and a diamond laid over each other; the chart below leaves a hollow heart around a black centre. Work it in deep red on natural linen.',
    ],
    [
      'The cypress (saru)',
      'A tall, tiered tree standing for endurance and for the hills around Jerusalem. Rows of cypresses often run up the side panels of a thobe.',
    ],
    [
      "Old man's teeth (snan al-ajouz)",
      'A simple border of stepped triangles, usually along hems and sleeve edges. It is a good first pattern: each triangle is seven stitches wide.',
    ],
    [
      'The palm (nakhleh)',
      'Associated with Ramallah embroidery, often worked in red on black or white linen. The palm is drawn as a trunk with feather-like fronds.',
    ],
    ['Feathers (rish)', 'Short diagonal strokes in rows, used to fill large areas and frame chest panels.'],
  ];
  const blocks = [
    { text: 'Tatreez Pattern Notes', size: 22, font: 'B', color: RED, gap: 4 },
    { text: 'Charts and notes for Palestinian cross-stitch, from Tatreez House', font: 'I', size: 11, gap: 14 },
    { text: 'Before you begin', size: 13, font: 'B', color: OLIVE, gap: 3 },
    {
      text: 'Use an even-weave linen or cotton with about 11 to 14 threads per centimetre, or Aida cloth if you are starting out. Stitch with two strands of cotton embroidery floss and a blunt tapestry needle. Each square on a chart is one cross; make all the top stitches lean the same way so the work lies flat and even, as the best embroiderers of Hebron and Bethlehem insist.',
      size: 10.5,
      gap: 6,
    },
    {
      text: 'Start from the centre of a motif and work outwards, counting carefully. Do not knot the thread: leave a short tail at the back and catch it under the first few stitches.',
      size: 10.5,
      gap: 14,
    },
    { text: 'Motifs', size: 13, font: 'B', color: OLIVE, gap: 3 },
  ];
  for (const [title, text] of notes) {
    blocks.push({ text: title, size: 11, font: 'B', gap: 1, minSpace: 50 });
    blocks.push({ text, size: 10.5, gap: 8 });
  }
  blocks.push({ pageBreak: true });
  blocks.push({ text: 'Chart 1: Eight-pointed star (17 x 17 stitches)', size: 12, font: 'B', color: RED, gap: 10 });
  blocks.push({ draw: starDraw, height: 17 * 12, indent: 130, gap: 22 });
  blocks.push({ text: 'Chart 2: Cypress tree (17 x 17 stitches)', size: 12, font: 'B', color: OLIVE, gap: 10 });
  blocks.push({ draw: cypDraw, height: 17 * 12, indent: 130, gap: 22 });
  blocks.push({
    text: "Chart 3: Old man's teeth border (repeat as long as needed)",
    size: 12,
    font: 'B',
    color: RED,
    gap: 10,
  });
  blocks.push({ draw: teeth, height: 30, indent: 0, gap: 16 });
  blocks.push({
    text: 'Red squares: deep red floss. Black: black floss. Green and brown: olive green and brown floss. Share your finished pieces with us - we love to see them.',
    font: 'I',
    size: 10,
  });
  return buildPdf({
    title: 'Tatreez Pattern Notes',
    author: 'Tatreez House',
    subject: 'Palestinian cross-stitch motifs and charts',
    pages: layout(blocks),
  });
}

// ---------------------------------------------------------------------------
// Home video (apps/storefront/public/vid.mp4)
// ---------------------------------------------------------------------------

/** A slowly drifting olive-grove silhouette over a warm moving gradient sky. */
function videoLayerSvg() {
  const body =
    path('M0 250Q160 210 320 232T640 218T960 236T1280 220V360H0Z', '#6f7f3c', ' opacity=".55"') +
    [60, 230, 400, 560, 720, 890, 1060, 1220].map((x, i) => use('tr', x, 150 + (i % 2) * 12, 0.55)).join('') +
    path('M0 300Q320 270 640 292T1280 286V360H0Z', '#3d4f1f');
  return svg(1280, 360, body, oliveTreeSymbol);
}

function makeVideo() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    console.log('ffmpeg not found: skipping vid.mp4');
    return;
  }
  mkdirSync(dirname(videoPath), { recursive: true });
  const sky =
    'gradients=s=640x360:c0=0xf6ead0:c1=0xe3b567:n=2:x0=0:y0=0:x1=0:y1=360:speed=0.004:duration=8:rate=25:seed=7';
  const encode = [
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    '-an',
    '-threads',
    '1',
    '-y',
    videoPath,
  ];
  // Preferred: gradient sky plus a drifting tree layer (needs ffmpeg built with librsvg).
  //   ffmpeg -f lavfi -i "gradients=..." -i layer.svg \
  //     -filter_complex "[1:v]format=rgba[l];[0:v][l]overlay=x='-t*30':y=0:shortest=1" \
  //     -t 8 -c:v libx264 -preset slow -crf 26 -pix_fmt yuv420p -movflags +faststart -an vid.mp4
  // Fallback: the gradient sky alone, with a soft vignette.
  const tmp = mkdtempSync(join(tmpdir(), 'phs-video-'));
  try {
    const layer = join(tmp, 'layer.svg');
    writeFileSync(layer, videoLayerSvg());
    let run = spawnSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        sky,
        '-loop',
        '1',
        '-i',
        layer,
        '-filter_complex',
        "[1:v]format=rgba[l];[0:v][l]overlay=x='-t*30':y=0:shortest=1,vignette=PI/5,format=yuv420p",
        '-t',
        '8',
        ...encode,
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) {
      console.log(`layered video failed (${run.stderr.trim().split('\n').pop()}); using the plain gradient`);
      run = spawnSync(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          sky,
          '-vf',
          'vignette=PI/5,format=yuv420p',
          '-t',
          '8',
          ...encode,
        ],
        { encoding: 'utf8' },
      );
    }
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const size = statSync(videoPath).size;
  if (size > 400 * 1024) throw new Error(`vid.mp4 is ${size} bytes, over 400 KB`);
  written.push([relative(repoRoot, videoPath), size]);
}

// ---------------------------------------------------------------------------

write(join(mediaDir, 'brand', 'logo.svg'), logo(), 4096);
write(join(mediaDir, 'brand', 'logo-ar.svg'), arabicLogo(), 4096);
for (const [key, art] of Object.entries(categoryArt)) {
  write(join(mediaDir, 'categories', `${key}.svg`), categorySvg(art), 3 * 1024 - 1);
}
const banners = {
  'olive-grove': bannerOliveGrove,
  'hebron-glass': bannerHebronGlass,
  tatreez: bannerTatreez,
  'nablus-soap': bannerNablusSoap,
  'olive-wood': bannerOliveWood,
  keffiyeh: bannerKeffiyeh,
};
for (const [name, draw] of Object.entries(banners))
  write(join(mediaDir, 'banners', `${name}.svg`), draw(), 8 * 1024 - 1);
const campaigns = {
  'olive-harvest': campaignOliveHarvest,
  'gift-season': campaignGiftSeason,
  artisans: campaignArtisans,
  books: campaignBooks,
};
for (const [name, draw] of Object.entries(campaigns))
  write(join(mediaDir, 'campaigns', `${name}.svg`), draw(), 8 * 1024 - 1);
for (const [name, draw] of Object.entries(payments)) write(join(mediaDir, 'payments', `${name}.svg`), draw(), 2048);

for (const [name, make] of [
  ['palestinian-kitchen-recipes.pdf', recipesPdf],
  ['tatreez-patterns.pdf', tatreezPdf],
]) {
  const pdf = make();
  verifyPdf(pdf);
  write(join(seedFilesDir, name), pdf, 64 * 1024);
}

if (!process.argv.includes('--no-video')) makeVideo();

for (const [file, size] of written) console.log(`${String(size).padStart(7)}  ${file}`);
