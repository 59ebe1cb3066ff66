#!/usr/bin/env node
// Draws the product illustrations for `src/seed/data/products-a.ts` into `media/products/`:
// `<key>-1.svg` … `<key>-3.svg` per product (different backgrounds and angles) and
// `<key>-<colorKey>.svg` per colour. Flat 600×600 SVGs, no text, no external references.
// Afterwards it reads products-a.ts as text and exits non-zero when an image path it names is missing.
// Usage: node apps/backoffice/scripts/generate-product-art-a.mjs
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'media', 'products');
const productsFile = join(root, 'src', 'seed', 'data', 'products-a.ts');
const MAX_BYTES = 3 * 1024;

/** Shop colours (same hex codes as the taxonomy). */
const HEX = {
  'olive-green': '#556b2f',
  black: '#1a1a1a',
  white: '#f5f5f0',
  red: '#b22222',
  cream: '#efe6d2',
  blue: '#1f4e79',
  turquoise: '#30a5a5',
  amber: '#d18f2a',
  brown: '#7b4b2a',
  purple: '#5b2a6e',
};

// Palettes: [background light, background deep, motif main, motif accent, dark detail].
const OIL = ['#f3efd6', '#c9c58a', '#7d8c2a', '#efe6d2', '#3b3a1c'];
const SPICE = ['#f7ead8', '#d9a877', '#8a3b2a', '#f1e1c2', '#3d2418'];
const DATE = ['#f6e8d3', '#d1a06a', '#6b3a1f', '#e6c38f', '#2e1a0e'];
const GRAIN = ['#f3ecd7', '#c6b27a', '#a98b4d', '#f5edd8', '#4d3b1c'];
const SOAP = ['#eef0e6', '#b8c4a4', '#e9dfc6', '#7d8c5a', '#4c4a36'];
const SEA = ['#e4eef2', '#8fb3c1', '#3c4a52', '#dfe9ea', '#1f2a30'];
const GLASS = ['#e7f1f3', '#9cc7cf', '#1f4e79', '#d9eef0', '#163247'];
const CERAMIC = ['#f4efe6', '#bcd0dc', '#1f4e79', '#f8f3e8', '#b22222'];
const TATREEZ = ['#f5ece4', '#d5b3a8', '#1a1a1a', '#b22222', '#4a1414'];
const WEAVE = ['#f1ebe1', '#c9b8a0', '#1a1a1a', '#f5f5f0', '#3a2e22'];

/** One row per product: key, motif, palette, colour keys (must match products-a.ts). */
const PRODUCTS = [
  { key: 'extra-virgin-olive-oil', motif: 'bottle', palette: OIL, colors: [] },
  {
    key: 'early-harvest-olive-oil',
    motif: 'bottle',
    palette: ['#eef3d6', '#a9c06a', '#4f6d1e', '#f6f0d0', '#263512'],
    colors: [],
  },
  {
    key: 'lemon-infused-olive-oil',
    motif: 'bottle',
    palette: ['#fbf6d8', '#e8d36a', '#c9a227', '#fffbe6', '#5a4a10'],
    colors: [],
  },
  {
    key: 'chili-infused-olive-oil',
    motif: 'bottle',
    palette: ['#f8e6dc', '#d98c6a', '#b22222', '#f7e7cf', '#4a1410'],
    colors: [],
  },
  { key: 'olive-oil-tasting-set', motif: 'box', palette: OIL, colors: [] },
  { key: 'zaatar-blend', motif: 'jar', palette: ['#eef0dc', '#b7b47a', '#6b7a3a', '#efe2c4', '#3a3a1a'], colors: [] },
  { key: 'ground-sumac', motif: 'jar', palette: SPICE, colors: [] },
  {
    key: 'seven-spice-baharat',
    motif: 'jar',
    palette: ['#f6e6d2', '#c98f5c', '#8a4b22', '#f3e0bf', '#3b2110'],
    colors: [],
  },
  {
    key: 'maqluba-spice-mix',
    motif: 'pouch',
    palette: ['#fbefd4', '#e3b04b', '#d18f2a', '#fff5dc', '#5a3a10'],
    colors: [],
  },
  { key: 'medjool-dates', motif: 'bowl', palette: DATE, colors: [] },
  {
    key: 'date-filled-kaak',
    motif: 'cookies',
    palette: ['#f7ecd9', '#d7b27c', '#c98f4a', '#f3e3c3', '#5a3414'],
    colors: [],
  },
  {
    key: 'nabulsi-knafeh-kit',
    motif: 'tray',
    palette: ['#fbeedd', '#e6a55a', '#d9722a', '#8fae3a', '#5a3010'],
    colors: [],
  },
  { key: 'date-syrup', motif: 'jar', palette: DATE, colors: [] },
  {
    key: 'cracked-freekeh',
    motif: 'pouch',
    palette: ['#eef0dc', '#b6b57d', '#7d8c4a', '#f4ecd4', '#3a3a1a'],
    colors: [],
  },
  { key: 'whole-freekeh', motif: 'pouch', palette: GRAIN, colors: [] },
  { key: 'hand-rolled-maftoul', motif: 'pearls', palette: GRAIN, colors: [] },
  { key: 'nablus-olive-oil-soap', motif: 'soap', palette: SOAP, colors: [] },
  {
    key: 'nablus-soap-gift-box',
    motif: 'box',
    palette: ['#f3ebe0', '#c7a98a', '#8a5a36', '#efe6d2', '#3e2616'],
    colors: [],
  },
  {
    key: 'honey-oat-olive-soap',
    motif: 'soap',
    palette: ['#fbf1dc', '#e4c07a', '#e8c98a', '#a0782a', '#5a4010'],
    colors: [],
  },
  {
    key: 'dead-sea-bath-salts',
    motif: 'jar',
    palette: ['#e6f1f4', '#9cc3cf', '#dfeef2', '#3f7f95', '#1d3f4a'],
    colors: [],
  },
  { key: 'dead-sea-mud-mask', motif: 'jar', palette: SEA, colors: [] },
  {
    key: 'dead-sea-salt-scrub',
    motif: 'jar',
    palette: ['#eef3f4', '#b7cfd6', '#f2ebe0', '#d18f2a', '#2c4650'],
    colors: [],
  },
  { key: 'hebron-glass-vase', motif: 'vase', palette: GLASS, colors: ['blue', 'turquoise', 'amber', 'olive-green'] },
  { key: 'hebron-glass-tumblers', motif: 'cups', palette: GLASS, colors: ['blue', 'turquoise', 'amber'] },
  {
    key: 'hebron-glass-lantern',
    motif: 'lantern',
    palette: ['#efe8df', '#9f8c7a', '#1f4e79', '#c9a24a', '#3a2a1a'],
    colors: ['blue', 'amber'],
  },
  {
    key: 'hebron-glass-ornament',
    motif: 'ornament',
    palette: ['#e9f3f2', '#a7d3cf', '#30a5a5', '#d18f2a', '#1f4e79'],
    colors: [],
  },
  { key: 'armenian-ceramic-plate', motif: 'plate', palette: CERAMIC, colors: [] },
  {
    key: 'jerusalem-ceramic-tile',
    motif: 'tile',
    palette: ['#f4efe6', '#d8c9ae', '#1f4e79', '#f8f3e8', '#b22222'],
    colors: [],
  },
  { key: 'armenian-ceramic-mug', motif: 'mug', palette: CERAMIC, colors: ['blue', 'turquoise', 'red'] },
  { key: 'ramallah-tatreez-thobe', motif: 'dress', palette: TATREEZ, colors: ['black', 'white'] },
  {
    key: 'bethlehem-malak-thobe',
    motif: 'dress',
    palette: ['#efe9f2', '#a99bc0', '#22305e', '#d4a534', '#8a1f2a'],
    colors: [],
  },
  { key: 'tatreez-linen-blouse', motif: 'blouse', palette: TATREEZ, colors: ['white', 'black', 'cream'] },
  {
    key: 'tatreez-kaftan',
    motif: 'dress',
    palette: ['#f7efe2', '#d9bf98', '#efe6d2', '#b22222', '#556b2f'],
    colors: [],
  },
  { key: 'tatreez-cushion-cover', motif: 'cushion', palette: TATREEZ, colors: ['red', 'black', 'cream'] },
  { key: 'tatreez-clutch-purse', motif: 'bag', palette: TATREEZ, colors: ['black', 'red', 'purple'] },
  { key: 'tatreez-bookmark', motif: 'bookmark', palette: TATREEZ, colors: ['red', 'black', 'turquoise'] },
  { key: 'classic-keffiyeh', motif: 'keffiyeh', palette: WEAVE, colors: ['black', 'red'] },
  {
    key: 'coloured-keffiyeh',
    motif: 'keffiyeh',
    palette: ['#eef1ee', '#a9bfb4', '#1f4e79', '#f5f5f0', '#24343a'],
    colors: ['blue', 'turquoise', 'purple', 'olive-green'],
  },
  {
    key: 'kids-keffiyeh',
    motif: 'keffiyeh',
    palette: ['#f6efe6', '#dcc6a8', '#1a1a1a', '#f5f5f0', '#3a2e22'],
    colors: [],
  },
  { key: 'tatreez-embroidered-shawl', motif: 'scarf', palette: TATREEZ, colors: ['black', 'cream', 'purple'] },
  {
    key: 'handwoven-wool-shawl',
    motif: 'scarf',
    palette: ['#f4ece0', '#c9a77e', '#7b4b2a', '#efe6d2', '#b22222'],
    colors: ['brown', 'cream', 'red'],
  },
  {
    key: 'majdalawi-cotton-scarf',
    motif: 'stripes',
    palette: ['#f3ecef', '#c9a9b6', '#2d3f73', '#d98c9a', '#3a2438'],
    colors: [],
  },
];

// ---------------------------------------------------------------- colour helpers
const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
/** Mix colour a towards b by t (0..1). */
const mix = (a, b, t) => hex(rgb(a).map((v, i) => v + (rgb(b)[i] - v) * t));
const lum = (h) => rgb(h).reduce((s, v, i) => s + v * [0.299, 0.587, 0.114][i], 0) / 255;
/** True when two colours are too close to tell apart on a small detail. */
const near = (a, b) => Math.hypot(...rgb(a).map((v, i) => v - rgb(b)[i])) < 90;

// ---------------------------------------------------------------- motifs
// Each motif draws around the centre (300, 310) with main colour m, accent a and dark detail d.
const MOTIFS = {
  bottle: (m, a, d) =>
    `<rect x="266" y="112" width="68" height="58" rx="8" fill="${d}"/>` +
    `<path d="M272 168h56v52c0 22 56 34 56 86v196a20 20 0 0 1-20 20H236a20 20 0 0 1-20-20V306c0-52 56-64 56-86z" fill="${m}"/>` +
    `<rect x="234" y="330" width="132" height="116" rx="10" fill="${a}"/>` +
    `<path d="M300 352c-26 16-26 56 0 72 26-16 26-56 0-72z" fill="${m}"/>`,
  jar: (m, a, d) =>
    `<rect x="196" y="160" width="208" height="54" rx="12" fill="${d}"/>` +
    `<rect x="180" y="206" width="240" height="310" rx="40" fill="${m}"/>` +
    `<rect x="180" y="300" width="240" height="124" fill="${a}"/>` +
    `<path d="M300 322l40 40-40 40-40-40z" fill="${m}"/><circle cx="300" cy="362" r="12" fill="${a}"/>`,
  pouch: (m, a, d) =>
    `<path d="M206 206h188l34 290a22 22 0 0 1-22 24H194a22 22 0 0 1-22-24z" fill="${m}"/>` +
    `<path d="M206 206q94 40 188 0l-12-48q-82 30-164 0z" fill="${d}"/>` +
    `<rect x="236" y="318" width="128" height="104" rx="12" fill="${a}"/>` +
    `<path d="M300 336v72M300 356l-18-14M300 356l18-14M300 376l-18-14M300 376l18-14" stroke="${m}" stroke-width="7" fill="none"/>`,
  bowl: (m, a, d) =>
    [
      [220, 300],
      [282, 286],
      [344, 298],
      [252, 262],
      [318, 258],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="24" fill="${d}"/>`)
      .join('') +
    `<path d="M140 320h320a160 160 0 0 1-320 0z" fill="${m}"/>` +
    `<path d="M190 380h220" stroke="${a}" stroke-width="12"/>`,
  pearls: (m, a, d) =>
    `<path d="M170 322a130 80 0 0 1 260 0z" fill="${a}"/>` +
    [
      [215, 300],
      [250, 280],
      [290, 268],
      [330, 276],
      [370, 292],
      [235, 310],
      [275, 300],
      [315, 296],
      [355, 310],
      [300, 250],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${mix(a, d, 0.35)}"/>`)
      .join('') +
    `<path d="M140 320h320a160 160 0 0 1-320 0z" fill="${m}"/>` +
    `<path d="M190 380h220" stroke="${a}" stroke-width="12"/>`,
  cookies: (m, a, d) =>
    `<ellipse cx="300" cy="400" rx="230" ry="80" fill="${a}"/>` +
    [
      [210, 360],
      [300, 330],
      [390, 360],
      [255, 420],
      [345, 420],
    ]
      .map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="56" fill="${m}"/><circle cx="${x}" cy="${y}" r="20" fill="${a}"/>`,
      )
      .join('') +
    `<path d="M160 240c40-40 80-40 120 0" stroke="${d}" stroke-width="8" fill="none"/>`,
  tray: (m, a, d) =>
    `<ellipse cx="300" cy="390" rx="228" ry="96" fill="${d}"/><ellipse cx="300" cy="372" rx="206" ry="80" fill="${m}"/>` +
    `<path d="M300 292v160M140 340l320 64M140 404l320-64" stroke="${d}" stroke-width="5" stroke-opacity=".5"/>` +
    [
      [230, 350],
      [270, 390],
      [340, 345],
      [370, 395],
      [300, 372],
      [200, 385],
      [400, 360],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${a}"/>`)
      .join(''),
  box: (m, a, d) =>
    `<rect x="160" y="272" width="280" height="230" rx="10" fill="${m}"/>` +
    `<rect x="144" y="222" width="312" height="62" rx="8" fill="${d}"/>` +
    `<rect x="282" y="222" width="36" height="280" fill="${a}"/>` +
    `<path d="M300 222c-60-74-116-18-60 0m60 0c60-74 116-18 60 0" fill="none" stroke="${a}" stroke-width="14"/>`,
  soap: (m, a, d) =>
    `<rect x="196" y="190" width="208" height="150" rx="16" fill="${mix(m, d, 0.15)}"/>` +
    `<rect x="166" y="330" width="268" height="176" rx="18" fill="${m}"/>` +
    `<circle cx="300" cy="418" r="46" fill="none" stroke="${a}" stroke-width="7"/><circle cx="300" cy="265" r="32" fill="none" stroke="${a}" stroke-width="6"/>` +
    `<path d="M300 392l26 26-26 26-26-26z" fill="${a}"/>`,
  vase: (m, a, d) =>
    `<path d="M262 150h76v56c0 32 100 70 100 176 0 82-62 134-138 134S162 464 162 382c0-106 100-144 100-176z" fill="${m}"/>` +
    `<ellipse cx="300" cy="150" rx="48" ry="13" fill="${mix(m, d, 0.5)}"/>` +
    `<path d="M214 372c0-54 30-86 54-100" stroke="#fff" stroke-opacity=".45" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<g fill="#fff" fill-opacity=".5"><circle cx="330" cy="330" r="6"/><circle cx="360" cy="410" r="8"/><circle cx="290" cy="450" r="5"/><circle cx="250" cy="420" r="4"/></g>`,
  cups: (m, a, d) =>
    [130, 245, 360]
      .map(
        (x, i) =>
          `<path d="M${x} ${250 - i * 8}h110l-12 250h-86z" fill="${mix(m, '#ffffff', i * 0.12)}"/><path d="M${x + 18} ${290 - i * 8}v150" stroke="#fff" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join('') + `<path d="M120 500h360" stroke="${d}" stroke-width="8" stroke-opacity=".4"/>`,
  lantern: (m, a, d) =>
    `<path d="M300 70v70" stroke="${d}" stroke-width="6"/><path d="M240 190q60-70 120 0z" fill="${a}"/>` +
    `<circle cx="300" cy="310" r="120" fill="${m}"/>` +
    `<path d="M300 190v240M180 310h240M215 225l170 170M385 225L215 395" stroke="${a}" stroke-width="8"/>` +
    `<circle cx="300" cy="310" r="40" fill="#fff" fill-opacity=".35"/><path d="M260 430h80l-20 40h-40z" fill="${a}"/>`,
  ornament: (m, a, d) =>
    `<path d="M300 80v120" stroke="${d}" stroke-width="5"/>` +
    `<path d="M300 200c70 110 110 170 110 220a110 110 0 0 1-220 0c0-50 40-110 110-220z" fill="${m}"/>` +
    `<path d="M250 430c20-50 70-60 110-30M240 470c40-20 90-20 130 10" stroke="${a}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<circle cx="300" cy="200" r="12" fill="${a}"/>`,
  plate: (m, a, d) =>
    `<circle cx="300" cy="310" r="214" fill="${a}"/><circle cx="300" cy="310" r="194" fill="none" stroke="${m}" stroke-width="16"/>` +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map(
        (r) => `<ellipse cx="300" cy="200" rx="26" ry="60" fill="${r % 90 ? d : m}" transform="rotate(${r} 300 310)"/>`,
      )
      .join('') +
    `<circle cx="300" cy="310" r="44" fill="${m}"/><circle cx="300" cy="310" r="18" fill="${a}"/>`,
  tile: (m, a, d) =>
    `<rect x="146" y="156" width="308" height="308" rx="6" fill="${a}"/><rect x="164" y="174" width="272" height="272" fill="none" stroke="${m}" stroke-width="10"/>` +
    `<path d="M300 430V300" stroke="${m}" stroke-width="14"/><circle cx="300" cy="270" r="70" fill="${mix(m, '#ffffff', 0.45)}"/>` +
    [
      [260, 250],
      [335, 240],
      [300, 300],
      [250, 300],
      [350, 295],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${d}"/>`)
      .join(''),
  mug: (m, a, d) =>
    `<path d="M420 260h20a50 50 0 0 1 0 120h-20" fill="none" stroke="${m}" stroke-width="26"/>` +
    `<rect x="170" y="200" width="260" height="290" rx="30" fill="${m}"/><rect x="170" y="290" width="260" height="90" fill="${a}"/>` +
    [215, 260, 305, 350, 395].map((x) => `<path d="M${x - 18} 335l18-22 18 22-18 22z" fill="${d}"/>`).join('') +
    `<ellipse cx="300" cy="202" rx="118" ry="12" fill="${mix(m, '#000000', 0.3)}"/>`,
  dress: (m, a, _d) =>
    `<path d="M252 120h96l44 40 96 64-34 64-64-42v302H210V246l-64 42-34-64 96-64z" fill="${m}"/>` +
    `<rect x="258" y="160" width="84" height="120" fill="url(#t)"/><rect x="258" y="160" width="84" height="120" fill="none" stroke="${a}" stroke-width="5"/>` +
    `<rect x="222" y="300" width="18" height="214" fill="${a}"/><rect x="360" y="300" width="18" height="214" fill="${a}"/>` +
    `<rect x="210" y="494" width="180" height="20" fill="${a}"/><path d="M152 270l34-22M448 270l-34-22" stroke="${a}" stroke-width="12"/>`,
  blouse: (m, a, _d) =>
    `<path d="M250 150h100l52 30 78 96-44 40-56-60v204H220V256l-56 60-44-40 78-96z" fill="${m}"/>` +
    `<path d="M262 150h76v70h-76z" fill="url(#t)"/><path d="M262 150h76v70h-76z" fill="none" stroke="${a}" stroke-width="5"/>` +
    `<path d="M128 286l40 34M472 286l-40 34" stroke="${a}" stroke-width="14"/>`,
  cushion: (m, a, _d) =>
    `<rect x="156" y="166" width="288" height="288" rx="34" fill="${m}"/>` +
    `<rect x="236" y="246" width="128" height="128" fill="${a}"/><rect x="236" y="246" width="128" height="128" fill="${a}" transform="rotate(45 300 310)"/>` +
    `<circle cx="300" cy="310" r="26" fill="${m}"/><rect x="186" y="196" width="228" height="228" rx="20" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="8 8"/>`,
  bag: (m, a, d) =>
    `<path d="M210 250q-20-90 90-90t90 90" fill="none" stroke="${d}" stroke-width="8"/>` +
    `<rect x="150" y="240" width="300" height="200" rx="22" fill="${m}"/>` +
    `<rect x="180" y="290" width="240" height="110" fill="url(#t)"/><rect x="180" y="290" width="240" height="110" fill="none" stroke="${a}" stroke-width="6"/>` +
    `<path d="M160 262h280" stroke="${a}" stroke-width="6" stroke-dasharray="6 6"/>`,
  bookmark: (m, a, _d) =>
    `<path d="M240 110h120v340l-60-40-60 40z" fill="${m}"/>` +
    `<rect x="258" y="140" width="84" height="220" fill="url(#t)"/>` +
    `<path d="M300 440v50" stroke="${a}" stroke-width="6"/><path d="M286 490h28l8 50h-44z" fill="${a}"/>`,
  scarf: (m, _a, _d) =>
    `<path d="M130 200q170-70 340 0v220q-170 70-340 0z" fill="${m}"/>` +
    `<path d="M130 240q170-70 340 0v40q-170-70-340 0zM130 350q170-70 340 0v40q-170-70-340 0z" fill="url(#t)"/>` +
    `<path d="M150 432v44M180 444v44M210 452v44M240 456v44M270 460v44M300 460v44M330 460v44M360 456v44M390 452v44M420 444v44M450 432v44" stroke="${m}" stroke-width="6"/>`,
  stripes: (m, a, _d) =>
    `<path d="M130 200q170-70 340 0v220q-170 70-340 0z" fill="#efe6d2"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<path d="M${170 + i * 60} 180v270" stroke="${i % 2 ? a : m}" stroke-width="${i % 2 ? 14 : 26}"/>`)
      .join('') +
    `<path d="M150 432v44M190 446v44M230 454v44M270 460v44M310 460v44M350 456v44M390 450v44M430 440v44" stroke="${m}" stroke-width="6"/>`,
  keffiyeh: (m, a, _d) =>
    `<defs><pattern id="k" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0h26M0 0v26" stroke="${m}" stroke-width="4"/></pattern></defs>` +
    `<path d="M110 190h380L300 520z" fill="${a}"/><path d="M150 240h300L300 470z" fill="url(#k)"/>` +
    `<path d="M112 200h376M118 222h364" stroke="${m}" stroke-width="10"/>` +
    `<path d="M130 190v-30M170 190v-30M210 190v-30M250 190v-30M290 190v-30M330 190v-30M370 190v-30M410 190v-30M450 190v-30" stroke="${m}" stroke-width="5"/>`,
};

// ---------------------------------------------------------------- composition
/** Variant 1-3 change the background angle, backdrop shape and motif angle; `color` recolours the motif. */
function svg({ motif, palette }, variant, color) {
  const [bgA0, bgB0, main0, accent, dark] = palette;
  const main = color ? HEX[color] : main0;
  let bgA = bgA0;
  let bgB = bgB0;
  if (color) {
    // Tint the background towards the colour, but keep light motifs visible on a deeper ground.
    const light = lum(main) > 0.75;
    bgA = light ? mix(dark, '#ffffff', 0.55) : mix(main, '#ffffff', 0.82);
    bgB = light ? mix(dark, '#ffffff', 0.2) : mix(main, bgB0, 0.45);
  }
  // Details need contrast with the (possibly recoloured) motif.
  const contrast = lum(main) < 0.5 ? '#efe6d2' : dark;
  const accentUse = near(accent, main) ? contrast : accent;
  const dirs = ['x1="0" y1="0" x2="1" y2="1"', 'x1="0" y1="1" x2="0" y2="0"', 'x1="1" y1="0" x2="0" y2="1"'];
  const v = color ? 0 : variant - 1;
  const backdrop = [
    '',
    `<circle cx="300" cy="300" r="200" fill="${bgA}" fill-opacity=".6"/>`,
    `<path d="M150 540V260a150 150 0 0 1 300 0v280z" fill="#fff" fill-opacity=".3"/>`,
  ][v];
  const transform = [
    '',
    ' transform="rotate(-7 300 310)"',
    ' transform="translate(45 40) scale(.85) rotate(5 300 310)"',
  ][v];
  const stitch = accentUse;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<defs><linearGradient id="g" ${dirs[v]}><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>` +
    `<pattern id="t" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${main}"/>` +
    `<path d="M10 3l7 7-7 7-7-7z" fill="${stitch}"/><path d="M0 0l4 4M20 0l-4 4M0 20l4-4M20 20l-4-4" stroke="${stitch}" stroke-width="2"/></pattern>` +
    `<pattern id="b" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M12 4l8 8-8 8-8-8z" fill="${dark}"/><circle cx="12" cy="12" r="3" fill="${bgA}"/></pattern></defs>` +
    `<rect width="600" height="600" fill="url(#g)"/>${backdrop}` +
    `<rect x="22" y="22" width="556" height="556" fill="none" stroke="url(#b)" stroke-width="24" stroke-opacity=".35"/>` +
    `<rect x="40" y="40" width="520" height="520" fill="none" stroke="${dark}" stroke-opacity=".25" stroke-width="2"/>` +
    `<ellipse cx="300" cy="528" rx="170" ry="16" fill="${dark}" fill-opacity=".15"/>` +
    `<g${transform} stroke="${mix(dark, bgA, 0.6)}" stroke-width="3">${MOTIFS[motif](main, accentUse, dark)}</g></svg>\n`
  );
}

// ---------------------------------------------------------------- generate
mkdirSync(outDir, { recursive: true });
let written = 0;
const problems = [];
const write = (name, content) => {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) problems.push(`${name} is ${bytes} bytes (limit ${MAX_BYTES})`);
  writeFileSync(join(outDir, name), content);
  written++;
};
for (const p of PRODUCTS) {
  if (!MOTIFS[p.motif]) throw new Error(`Unknown motif ${p.motif} for ${p.key}`);
  for (const n of [1, 2, 3]) write(`${p.key}-${n}.svg`, svg(p, n));
  for (const c of p.colors) {
    if (!HEX[c]) throw new Error(`Unknown colour ${c} for ${p.key}`);
    write(`${p.key}-${c}.svg`, svg(p, 1, c));
  }
}
console.log(`Wrote ${written} SVG files to ${outDir}`);

// ---------------------------------------------------------------- check against products-a.ts
const source = readFileSync(productsFile, 'utf8');
const files = [...source.matchAll(/file:\s*'([^']+)'/g)].map((m) => m[1]);
const productKeys = [...source.matchAll(/^ {4}key:\s*'([^']+)'/gm)].map((m) => m[1]);
const tableKeys = new Set(PRODUCTS.map((p) => p.key));
for (const f of files) {
  const path = join(root, 'media', f);
  if (!existsSync(path)) problems.push(`missing image ${f}`);
  else if (statSync(path).size > MAX_BYTES) problems.push(`${f} is over ${MAX_BYTES} bytes`);
}
for (const k of productKeys) if (!tableKeys.has(k)) problems.push(`product ${k} has no row in the art table`);
for (const k of tableKeys)
  if (!productKeys.includes(k)) problems.push(`art table row ${k} is not a product in products-a.ts`);
if (files.length === 0) problems.push('no image paths found in products-a.ts');
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Checked ${files.length} image paths of ${productKeys.length} products: all present.`);
