#!/usr/bin/env node
// Generates the flat SVG illustrations used by `src/seed/data/products-b.ts`
// into `media/products/`, then checks that every image the seed file names exists.
//
//   node apps/backoffice/scripts/generate-product-art-b.mjs           generate + verify
//   node apps/backoffice/scripts/generate-product-art-b.mjs --check   verify only
//
// Plain Node ESM, no dependencies. Each file is a standalone 600x600 SVG under 3 KB,
// with no text and no external references.
import { mkdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = join(appDir, 'media');
const outDir = join(mediaDir, 'products');
const seedFile = join(appDir, 'src', 'seed', 'data', 'products-b.ts');
const MAX_BYTES = 3072;

/** Shop colours (colorKey → hex), used for the per-colour images. */
const COLOR_HEX = {
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

/** Palettes: [background from, background to, main, accent, dark]. */
const PAL = {
  wood: ['#f6efe3', '#e6d5b8', '#a0703c', '#556b2f', '#5a3a1e'],
  paper: ['#f4f1ea', '#ded6c4', '#2f5d50', '#b22222', '#1f2a2a'],
  kids: ['#fff4d6', '#ffd6a5', '#3f8f6b', '#e0663a', '#2b3a42'],
  night: ['#2b3650', '#151c2c', '#d18f2a', '#30a5a5', '#0b0f18'],
  textile: ['#f7ecdf', '#eccdb4', '#b22222', '#1a1a1a', '#5a1010'],
  glass: ['#e6f4f4', '#bcdfe3', '#30a5a5', '#1f4e79', '#143a4f'],
  silver: ['#eef0f3', '#cdd4dd', '#b9c0c9', '#556b2f', '#5d6670'],
  beads: ['#fbf3e6', '#efd9bb', '#b22222', '#30a5a5', '#1a1a1a'],
  oil: ['#f3f5e4', '#dbe3b6', '#556b2f', '#d18f2a', '#33401c'],
  spice: ['#fbf1e1', '#efd3a6', '#8a3b2b', '#556b2f', '#4a2416'],
  sea: ['#eaf1f6', '#c6d8e6', '#5b6b7a', '#30a5a5', '#2c3a46'],
  dates: ['#f8eedf', '#e7cfa8', '#7b4b2a', '#d18f2a', '#3e2414'],
  digital: ['#e9eef8', '#c6d3ec', '#1f4e79', '#d18f2a', '#13263d'],
};
/** A palette with another main colour. */
const pal = (name, main) => (main ? [...PAL[name].slice(0, 2), main, ...PAL[name].slice(3)] : PAL[name]);

/** One row per product in products-b.ts: key, motif, palette, colour variants. */
const PRODUCTS = [
  { key: 'olive-wood-nativity-set', motif: 'nativity', palette: pal('wood'), colors: [] },
  { key: 'olive-wood-camel-caravan', motif: 'camel', palette: pal('wood', '#b07a45'), colors: [] },
  { key: 'olive-wood-star-ornaments', motif: 'star', palette: pal('wood', '#b98450'), colors: [] },
  { key: 'olive-wood-salad-bowl', motif: 'bowl', palette: pal('wood'), colors: [] },
  { key: 'olive-wood-cooking-spoon-set', motif: 'spoon', palette: pal('wood', '#b07a45'), colors: [] },
  { key: 'olive-wood-cutting-board', motif: 'board', palette: pal('wood', '#a8763f'), colors: [] },
  { key: 'stones-of-memory-village-history', motif: 'book', palette: pal('paper', '#6b4a2b'), colors: [] },
  { key: 'orange-and-sea-jaffa-history', motif: 'book', palette: pal('paper', '#1f4e79'), colors: [] },
  { key: 'caravans-and-markets-levant-trade', motif: 'book', palette: pal('paper', '#7b2d26'), colors: [] },
  { key: 'taboun-and-thyme-cookbook', motif: 'book', palette: pal('oil'), colors: [] },
  { key: 'maqluba-fridays-cookbook', motif: 'book', palette: pal('spice'), colors: [] },
  { key: 'zaatar-at-dawn-breakfast-cookbook', motif: 'book', palette: pal('oil', '#8a9a3b'), colors: [] },
  { key: 'zaytouna-little-olive-tree-picture-book', motif: 'book', palette: pal('kids'), colors: [] },
  { key: 'sittis-embroidered-dress-picture-book', motif: 'book', palette: pal('kids', '#b22222'), colors: [] },
  { key: 'sami-and-the-sea-kite-picture-book', motif: 'book', palette: pal('kids', '#2f7fb5'), colors: [] },
  { key: 'palestinian-kitchen-recipes-ebook', motif: 'tablet', palette: pal('digital'), colors: [] },
  { key: 'tatreez-ereader-sleeve', motif: 'sleeve', palette: pal('textile'), colors: ['black', 'red', 'turquoise'] },
  { key: 'olive-wood-usb-story-collection', motif: 'usb', palette: pal('wood'), colors: [] },
  { key: 'tatreez-patterns-printable', motif: 'pattern', palette: pal('digital', '#b22222'), colors: [] },
  { key: 'tatreez-cross-stitch-starter-kit', motif: 'hoop', palette: pal('textile'), colors: ['red', 'black', 'blue'] },
  { key: 'arabic-calligraphy-art-cards', motif: 'cards', palette: pal('paper'), colors: [] },
  { key: 'dabke-nights-folk-album-cd', motif: 'cd', palette: pal('night'), colors: [] },
  { key: 'oud-by-candlelight-cd', motif: 'oud', palette: pal('night', '#a8672e'), colors: [] },
  { key: 'harvest-songs-village-choirs-vinyl', motif: 'vinyl', palette: pal('spice', '#1a1a1a'), colors: [] },
  { key: 'hebron-grand-wool-rug', motif: 'rug', palette: pal('textile'), colors: ['red', 'cream', 'brown'] },
  { key: 'hebron-bedouin-kilim-rug', motif: 'kilim', palette: pal('textile'), colors: ['red', 'blue', 'olive-green'] },
  {
    key: 'tatreez-embroidered-cushion-cover',
    motif: 'cushion',
    palette: pal('textile'),
    colors: ['red', 'black', 'blue', 'cream'],
  },
  {
    key: 'olive-harvest-art-print',
    motif: 'frame',
    palette: pal('oil'),
    colors: ['olive-green', 'amber', 'turquoise'],
  },
  { key: 'hebron-glass-mosaic-panel', motif: 'mosaic', palette: pal('glass'), colors: ['turquoise', 'blue', 'amber'] },
  { key: 'tatreez-motif-print-trio', motif: 'triptych', palette: pal('textile'), colors: [] },
  { key: 'silver-palestine-map-pendant', motif: 'pendant', palette: pal('silver'), colors: [] },
  { key: 'silver-olive-leaf-earrings', motif: 'earrings', palette: pal('silver'), colors: [] },
  { key: 'silver-olive-branch-cuff', motif: 'cuff', palette: pal('silver'), colors: [] },
  {
    key: 'gaza-beaded-friendship-bracelet',
    motif: 'bracelet',
    palette: pal('beads'),
    colors: ['red', 'black', 'olive-green', 'white'],
  },
  {
    key: 'beaded-tatreez-collar-necklace',
    motif: 'necklace',
    palette: pal('beads', '#30a5a5'),
    colors: ['turquoise', 'red', 'amber'],
  },
  {
    key: 'beaded-tatreez-drop-earrings',
    motif: 'drops',
    palette: pal('beads', '#5b2a6e'),
    colors: ['purple', 'turquoise'],
  },
  { key: 'olive-oil-and-nablus-soap-gift-box', motif: 'box', palette: pal('oil'), colors: [] },
  { key: 'zaatar-and-spice-tasting-box', motif: 'jars', palette: pal('spice'), colors: [] },
  { key: 'dead-sea-spa-gift-box', motif: 'spa', palette: pal('sea'), colors: [] },
  { key: 'executive-olive-harvest-hamper', motif: 'basket', palette: pal('dates', '#b5874f'), colors: [] },
  { key: 'engraved-olive-wood-desk-set', motif: 'deskset', palette: pal('wood'), colors: [] },
  { key: 'medjool-dates-team-thank-you-box', motif: 'dates', palette: pal('dates'), colors: [] },
];

// ── Drawing helpers ────────────────────────────────────────────────────
const GOLD = '#e9b949';
const SILVER = '#c3c9d1';
const CREAM = '#f6efe0';

/** Relative luminance 0..1 of a #rrggbb colour. */
function lum(hex) {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}
/** Mix two #rrggbb colours; t=0 gives a, t=1 gives b. */
function mix(a, b, t) {
  const x = parseInt(a.slice(1), 16);
  const y = parseInt(b.slice(1), 16);
  const ch = (s) => Math.round(((x >> s) & 255) * (1 - t) + ((y >> s) & 255) * t);
  return '#' + ((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1);
}
/** Eight-pointed star (two squares) centred at x,y. */
const star8 = (x, y, r, fill) => {
  const a = Math.round(r * 0.7);
  return `<g fill="${fill}" transform="translate(${x} ${y})"><rect x="-${a}" y="-${a}" width="${2 * a}" height="${2 * a}"/><rect x="-${a}" y="-${a}" width="${2 * a}" height="${2 * a}" transform="rotate(45)"/></g>`;
};
const diamond = (x, y, r, fill) => `<path d="M${x} ${y - r}l${r} ${r}-${r} ${r}-${r}-${r}z" fill="${fill}"/>`;
/** A band filled with the tatreez pattern over a light ground. */
const band = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${CREAM}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#p)"/>`;

// Each motif draws around (0,0), roughly within ±190. c = { m: main, a: accent, d: dark, l: light }.
const MOTIFS = {
  nativity: (c) =>
    `<path d="M-175-20L0-150 175-20z" fill="${c.d}"/><rect x="-150" y="-30" width="300" height="170" fill="${c.m}"/>` +
    `<rect x="-115" y="0" width="230" height="140" fill="${c.d}" opacity=".3"/>` +
    `<g fill="${mix(c.m, '#ffffff', 0.3)}"><rect x="-95" y="40" width="42" height="100" rx="20"/><circle cx="-74" cy="30" r="17"/>` +
    `<rect x="53" y="30" width="42" height="110" rx="20"/><circle cx="74" cy="18" r="17"/></g>` +
    `<path d="M-35 100h70l-12 40h-46z" fill="${c.d}"/><circle cx="0" cy="92" r="14" fill="${CREAM}"/>` +
    star8(0, -175, 26, GOLD),
  camel: (c) => {
    const camel =
      `<g id="c" fill="${c.m}"><ellipse cx="-20" cy="0" rx="105" ry="52"/><path d="M-95-25Q-40-135 25-25z"/>` +
      `<path d="M65-20Q120-40 108-112L140-118Q150-40 100 25z"/><ellipse cx="146" cy="-116" rx="32" ry="16"/>` +
      `<path d="M-100 20v115M-72 25v110M40 25v110M68 20v115" stroke="${c.m}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M-40-40h50v30h-50z" fill="${c.a}"/></g>`;
    return `<g transform="translate(60 -10) scale(.7)">${camel}</g><use href="#c" transform="translate(-80 70) scale(.45)" opacity=".85"/><use href="#c" transform="translate(-180 120) scale(.3)" opacity=".7"/>`;
  },
  star: (c) =>
    `<path d="M-110-200v90M20-200v160M140-200v60" stroke="${c.a}" stroke-width="4"/>` +
    [
      [-110, -60, 55],
      [20, 20, 70],
      [140, -85, 50],
    ]
      .map(
        ([x, y, r]) =>
          star8(x, y, r, c.m) + `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.3)}" fill="${c.d}" opacity=".5"/>`,
      )
      .join(''),
  bowl: (c) =>
    `<rect x="-60" y="110" width="120" height="18" rx="8" fill="${c.d}"/><path d="M-185-30A185 150 0 0 0 185-30z" fill="${c.m}"/>` +
    `<path d="M-150 30Q0 70 150 30M-110 80Q0 110 110 80" stroke="${c.d}" stroke-width="5" fill="none" opacity=".35"/>` +
    `<ellipse cx="0" cy="-30" rx="185" ry="40" fill="${c.d}"/><ellipse cx="0" cy="-28" rx="165" ry="30" fill="${c.m}" opacity=".6"/>` +
    `<g fill="#6b8e23"><ellipse cx="-50" cy="-45" rx="45" ry="15" transform="rotate(-20 -50 -45)"/><ellipse cx="30" cy="-50" rx="40" ry="14" transform="rotate(15 30 -50)"/></g>` +
    `<circle cx="80" cy="-42" r="14" fill="#b22222"/><circle cx="-100" cy="-35" r="11" fill="#b22222"/>`,
  spoon: (c) =>
    `<defs><g id="s"><ellipse cx="0" cy="-120" rx="40" ry="58" fill="${c.m}"/><ellipse cx="0" cy="-118" rx="27" ry="42" fill="${c.d}" opacity=".25"/>` +
    `<rect x="-10" y="-70" width="20" height="230" rx="10" fill="${c.m}"/></g></defs>` +
    `<use href="#s" transform="rotate(-26 0 150)"/><use href="#s" transform="rotate(26 0 150)"/><use href="#s"/>` +
    `<path d="M-8 40h16M-8 70h16" stroke="${c.d}" stroke-width="3" opacity=".4"/>`,
  board: (c) =>
    `<rect x="-185" y="-115" width="290" height="230" rx="36" fill="${c.m}"/><rect x="90" y="-38" width="110" height="76" rx="34" fill="${c.m}"/>` +
    `<circle cx="168" cy="0" r="13" fill="${CREAM}"/><path d="M-160-60Q-40-90 80-50M-165 10Q-40-20 85 20M-160 70Q-40 40 80 80" stroke="${c.d}" stroke-width="4" fill="none" opacity=".35"/>` +
    `<path d="M-130 60l90-50 20 60z" fill="#f0d48a"/><g fill="#3d4a1f"><ellipse cx="20" cy="-40" rx="16" ry="11"/><ellipse cx="50" cy="-20" rx="16" ry="11"/><ellipse cx="10" cy="-5" rx="16" ry="11"/></g>`,
  book: (c) =>
    `<rect x="-100" y="-150" width="240" height="320" rx="8" fill="${c.d}" opacity=".25" transform="rotate(8)"/>` +
    `<rect x="-120" y="-165" width="240" height="330" rx="8" fill="${c.m}"/><rect x="-120" y="-165" width="26" height="330" fill="${c.d}" opacity=".35"/>` +
    `<path d="M122-155v310" stroke="${CREAM}" stroke-width="6"/><rect x="-70" y="-125" width="160" height="16" rx="8" fill="${CREAM}"/>` +
    `<rect x="-50" y="-98" width="120" height="10" rx="5" fill="${CREAM}" opacity=".7"/>` +
    diamond(10, 30, 75, c.a) +
    star8(10, 30, 38, CREAM) +
    diamond(10, 30, 14, c.a) +
    `<rect x="-50" y="125" width="120" height="9" rx="4" fill="${CREAM}" opacity=".6"/>`,
  tablet: (c) =>
    `<rect x="-135" y="-185" width="270" height="370" rx="28" fill="${c.d}"/><rect x="-115" y="-160" width="230" height="300" rx="6" fill="${CREAM}"/>` +
    `<path d="M-85 20A85 70 0 0 0 85 20z" fill="${c.a}"/><ellipse cx="0" cy="20" rx="85" ry="16" fill="${mix(c.a, '#000000', 0.3)}"/>` +
    `<g fill="${c.m}"><rect x="-85" y="-130" width="170" height="14" rx="7"/><rect x="-85" y="-104" width="120" height="10" rx="5" opacity=".6"/>` +
    `<rect x="-85" y="-84" width="150" height="10" rx="5" opacity=".6"/><rect x="-85" y="110" width="170" height="8" rx="4" opacity=".4"/></g>` +
    `<circle cx="0" cy="163" r="10" fill="${CREAM}" opacity=".5"/>`,
  sleeve: (c) =>
    `<rect x="-130" y="-150" width="260" height="320" rx="26" fill="${c.m}"/><path d="M-130-110q0-40 40-40h180q40 0 40 40v40l-130 50-130-50z" fill="${mix(c.m, '#000000', 0.25)}"/>` +
    band(-130, 40, 260, 60) +
    `<circle cx="0" cy="-25" r="12" fill="${GOLD}"/>`,
  usb: (c) =>
    `<rect x="-60" y="-200" width="120" height="70" rx="6" fill="${SILVER}"/><rect x="-30" y="-180" width="20" height="20" fill="#5d6670"/><rect x="10" y="-180" width="20" height="20" fill="#5d6670"/>` +
    `<rect x="-85" y="-135" width="170" height="300" rx="40" fill="${c.m}"/><path d="M-60-90q40 60 0 140M-20-100q40 80 0 200M30-80q30 60 0 120" stroke="${c.d}" stroke-width="5" fill="none" opacity=".35"/>` +
    `<circle cx="0" cy="125" r="16" fill="${CREAM}"/><path d="M0 141q-10 60 40 60" stroke="${c.a}" stroke-width="8" fill="none"/>` +
    star8(0, 30, 26, CREAM),
  pattern: (c) =>
    `<rect x="-140" y="-175" width="290" height="370" fill="#000" opacity=".12" transform="translate(12 12)"/><rect x="-150" y="-185" width="290" height="370" fill="#fffdf8"/>` +
    `<rect x="-130" y="-165" width="250" height="30" fill="url(#p)"/><rect x="-130" y="135" width="250" height="30" fill="url(#p)"/>` +
    diamond(-5, 0, 110, c.m) +
    diamond(-5, 0, 80, '#fffdf8') +
    star8(-5, 0, 55, c.a) +
    diamond(-5, 0, 16, '#fffdf8') +
    `<path d="M140 145v40h-40z" fill="#e2dccd"/>`,
  hoop: (c) =>
    `<circle r="165" fill="#c9955d"/><circle r="148" fill="${CREAM}"/><circle r="165" fill="none" stroke="#8a5a2b" stroke-width="4"/>` +
    `<rect x="-14" y="-190" width="28" height="30" rx="5" fill="#8a5a2b"/>` +
    `<g stroke="${c.m}" stroke-width="7" stroke-linecap="round">${[
      [-60, 0],
      [-30, -30],
      [0, -60],
      [30, -30],
      [60, 0],
      [30, 30],
      [0, 60],
      [-30, 30],
      [0, 0],
    ]
      .map(([x, y]) => `<path d="M${x - 10} ${y - 10}l20 20m0-20l-20 20"/>`)
      .join('')}</g>` +
    `<path d="M90 60L190 180" stroke="#8c939b" stroke-width="6"/><path d="M95 66q60-20 40 70t70 60" stroke="${c.m}" stroke-width="4" fill="none"/>`,
  cards: (c) =>
    `<rect x="-150" y="-110" width="230" height="300" fill="${mix(c.a, '#ffffff', 0.6)}" transform="rotate(-12)"/><rect x="-110" y="-130" width="230" height="300" fill="${mix(c.m, '#ffffff', 0.7)}" transform="rotate(7)"/>` +
    `<rect x="-125" y="-160" width="240" height="310" fill="#fffdf8"/><rect x="-110" y="-145" width="210" height="280" fill="none" stroke="${c.a}" stroke-width="3"/>` +
    `<g stroke="${c.d}" stroke-width="11" stroke-linecap="round" fill="none"><path d="M-70 20q40-60 90-10t60-40"/><path d="M-60 60q60 20 130-10"/><path d="M-20-50v60"/></g>` +
    `<g fill="${c.a}"><circle cx="40" cy="-60" r="8"/><circle cx="60" cy="-60" r="8"/><circle cx="-40" cy="95" r="8"/></g>`,
  cd: (c) =>
    `<rect x="-190" y="-160" width="300" height="300" rx="6" fill="${c.a}" opacity=".85"/><rect x="-170" y="-140" width="260" height="8" fill="${CREAM}" opacity=".5"/>` +
    diamond(-40, 0, 80, CREAM) +
    star8(-40, 0, 40, c.m) +
    `<circle cx="80" cy="20" r="150" fill="${c.m}"/><circle cx="80" cy="20" r="110" fill="none" stroke="${CREAM}" stroke-width="2" opacity=".5"/>` +
    `<circle cx="80" cy="20" r="50" fill="${CREAM}" opacity=".8"/><circle cx="80" cy="20" r="16" fill="${c.d}"/>`,
  oud: (c) =>
    `<g transform="rotate(-35)"><rect x="-16" y="-230" width="32" height="180" fill="${c.d}"/><path d="M-16-230l-20-40h72l-20 40z" fill="${c.m}"/>` +
    `<ellipse cx="0" cy="60" rx="120" ry="150" fill="${c.m}"/><path d="M-100 10Q0 30 100 10" stroke="${c.d}" stroke-width="4" fill="none" opacity=".4"/>` +
    `<circle cx="0" cy="20" r="34" fill="${c.d}"/>${star8(0, 20, 20, c.a)}<rect x="-30" y="150" width="60" height="12" fill="${c.d}"/>` +
    `<path d="M-6-230v390M6-230v390" stroke="${CREAM}" stroke-width="2"/></g>` +
    `<g transform="translate(150 60)"><rect x="-14" y="0" width="28" height="90" fill="${CREAM}"/><path d="M0-40q18 20 0 36q-18-16 0-36z" fill="${GOLD}"/></g>`,
  vinyl: (c) =>
    `<rect x="-200" y="-170" width="300" height="300" fill="${c.a}"/>${band(-200, 80, 300, 30)}` +
    `<circle cx="60" cy="0" r="160" fill="${c.m}"/><circle cx="60" cy="0" r="130" fill="none" stroke="#444" stroke-width="30" stroke-dasharray="2 6" opacity=".5"/>` +
    `<circle cx="60" cy="0" r="55" fill="#d18f2a"/>${star8(60, 0, 24, CREAM)}<circle cx="60" cy="0" r="6" fill="${c.m}"/>`,
  rug: (c) =>
    `<path d="M-190-120v240M190-120v240" stroke="${CREAM}" stroke-width="22" stroke-dasharray="4 6"/>` +
    `<rect x="-180" y="-130" width="360" height="260" fill="${c.m}"/><rect x="-180" y="-130" width="360" height="260" fill="url(#p)" opacity=".5"/>` +
    `<rect x="-155" y="-105" width="310" height="210" fill="none" stroke="${c.lum > 0.7 ? '#7b4b2a' : CREAM}" stroke-width="8"/>` +
    [-90, 0, 90]
      .map((x, i) => diamond(x, 0, i === 1 ? 75 : 55, i === 1 ? c.a : c.d) + diamond(x, 0, i === 1 ? 40 : 25, CREAM))
      .join(''),
  kilim: (c) => {
    let tri = '';
    for (let x = -170; x < 170; x += 34) tri += `M${x} -20l17-28 17 28z M${x} 20l17 28 17-28z`;
    return (
      `<path d="M-190-120v240M190-120v240" stroke="${CREAM}" stroke-width="22" stroke-dasharray="4 6"/>` +
      `<rect x="-180" y="-130" width="360" height="260" fill="${c.m}"/>` +
      `<g fill="${c.lum > 0.6 ? '#1a1a1a' : CREAM}"><rect x="-180" y="-95" width="360" height="14"/><rect x="-180" y="81" width="360" height="14"/></g>` +
      `<rect x="-180" y="-20" width="360" height="40" fill="${c.a}"/><path d="${tri}" fill="${c.d}"/>` +
      `<g fill="${CREAM}" opacity=".8"><rect x="-180" y="-60" width="360" height="6"/><rect x="-180" y="54" width="360" height="6"/></g>`
    );
  },
  cushion: (c) =>
    `<path d="M-160-160Q0-130 160-160Q130 0 160 160Q0 130-160 160Q-130 0-160-160z" fill="${c.m}"/>` +
    `<path d="M-120-120Q0-100 120-120Q100 0 120 120Q0 100-120 120Q-100 0-120-120z" fill="none" stroke="${c.lum > 0.6 ? '#b22222' : CREAM}" stroke-width="6" stroke-dasharray="10 6"/>` +
    diamond(0, 0, 90, c.lum > 0.6 ? '#b22222' : CREAM) +
    star8(0, 0, 50, c.lum < 0.3 ? '#b22222' : c.a) +
    diamond(0, 0, 14, CREAM) +
    `<g fill="${GOLD}"><circle cx="-165" cy="-165" r="12"/><circle cx="165" cy="-165" r="12"/><circle cx="-165" cy="165" r="12"/><circle cx="165" cy="165" r="12"/></g>`,
  frame: (c) =>
    `<rect x="-160" y="-200" width="320" height="400" fill="#6b4423"/><rect x="-140" y="-180" width="280" height="360" fill="${CREAM}"/>` +
    `<rect x="-110" y="-150" width="220" height="300" fill="${mix(c.m, '#ffffff', 0.75)}"/><circle cx="60" cy="-90" r="30" fill="${c.a}"/>` +
    `<path d="M-110 90Q-20 30 110 80V150H-110z" fill="${c.m}"/><rect x="-12" y="-10" width="24" height="100" fill="#6b4423"/>` +
    `<g fill="${c.m}"><circle cx="-40" cy="-40" r="45"/><circle cx="35" cy="-30" r="45"/><circle cx="0" cy="-75" r="45"/></g>` +
    `<g fill="${mix(c.m, '#000000', 0.35)}"><circle cx="-30" cy="-50" r="6"/><circle cx="20" cy="-60" r="6"/><circle cx="40" cy="-20" r="6"/></g>` +
    `<path d="M60 140l30-120M80 140l30-120M67 110h30M75 80h30M82 50h30" stroke="#6b4423" stroke-width="5"/>`,
  mosaic: (c) =>
    `<circle r="185" fill="${c.d}"/><circle r="160" fill="none" stroke="${c.m}" stroke-width="30" stroke-dasharray="16 5"/>` +
    `<circle r="125" fill="none" stroke="${CREAM}" stroke-width="24" stroke-dasharray="12 5"/><circle r="92" fill="none" stroke="${c.a}" stroke-width="26" stroke-dasharray="14 5"/>` +
    `<circle r="64" fill="${c.m}"/>${star8(0, 0, 52, c.m)}${star8(0, 0, 30, CREAM)}<circle r="12" fill="${c.a}"/>`,
  triptych: (c) =>
    [-125, 0, 125]
      .map(
        (x) =>
          `<rect x="${x - 58}" y="-95" width="116" height="170" fill="#3b2a1e"/><rect x="${x - 48}" y="-85" width="96" height="150" fill="${CREAM}"/>`,
      )
      .join('') +
    `<path d="M-125-65l30 60h-16l22 40h-72l22-40h-16z" fill="${c.a}"/>${star8(0, -10, 34, c.m)}${diamond(0, -10, 10, CREAM)}` +
    `<path d="M100 20q10-50 40-40l10-20 5 25q-10 40-55 35z" fill="${c.m}"/><circle cx="147" cy="-33" r="4" fill="${c.a}"/>` +
    `<ellipse cx="0" cy="120" rx="210" ry="14" fill="#000" opacity=".08"/>`,
  pendant: (c) =>
    `<path d="M-160-215Q-40-20 5-150Q50-20 165-215" stroke="${c.d}" stroke-width="6" fill="none" stroke-dasharray="10 4"/><circle cx="5" cy="-138" r="12" fill="none" stroke="${c.d}" stroke-width="6"/>` +
    `<path d="M-32-150L-18-166 8-168 20-190 30-160 32-110 36-60 42-20 38 20 30 60 22 100 12 150 4 190-8 150-30 90-52 40-68 5-56-30-45-80z" transform="translate(0 30) scale(.85)" fill="${c.m}" stroke="${c.d}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M-30-40l20-12M-10 70l22 8" stroke="#fff" stroke-width="5" opacity=".6"/>`,
  earrings: (c) =>
    [-80, 80]
      .map(
        (x) =>
          `<g transform="translate(${x} -40) rotate(${x > 0 ? 8 : -8})"><path d="M0-40q-30-70 20-90q30 0 20 40" stroke="${c.d}" stroke-width="5" fill="none"/>` +
          `<path d="M0-40Q55 50 0 160Q-55 50 0-40z" fill="${c.m}" stroke="${c.d}" stroke-width="4"/><path d="M0-30V150M0 30l20-20M0 70l-20-20M0 100l20-20" stroke="${c.d}" stroke-width="3"/></g>`,
      )
      .join(''),
  cuff: (c) =>
    `<path d="M-70 140A170 170 0 1 1 70 140" stroke="${c.m}" stroke-width="44" fill="none" stroke-linecap="round"/>` +
    `<path d="M-70 140A170 170 0 1 1 70 140" stroke="#fff" stroke-width="6" fill="none" opacity=".5"/>` +
    `<defs><path id="lf" d="M0 0Q22 25 0 60Q-22 25 0 0z" fill="${c.m}" stroke="${c.d}" stroke-width="4"/></defs>` +
    [-150, -100, -50, 0, 50, 100, 150]
      .map((a, i) => `<use href="#lf" transform="rotate(${a}) translate(0 -182) rotate(${i % 2 ? 65 : -65})"/>`)
      .join(''),
  bracelet: (c) =>
    `<ellipse rx="170" ry="120" fill="none" stroke="${c.m}" stroke-width="46"/>` +
    `<ellipse rx="170" ry="120" fill="none" stroke="${c.lum > 0.7 ? '#1a1a1a' : CREAM}" stroke-width="10" stroke-dasharray="0 16" stroke-linecap="round"/>` +
    `<ellipse rx="170" ry="120" fill="none" stroke="${c.a}" stroke-width="18" stroke-dasharray="0 48" stroke-linecap="round"/>` +
    `<path d="M-20 120l-20 60M20 120l20 60" stroke="${c.m}" stroke-width="6"/><circle cx="-40" cy="182" r="9" fill="${c.a}"/><circle cx="40" cy="182" r="9" fill="${c.a}"/>`,
  necklace: (c) =>
    `<path d="M-175-170Q0 220 175-170" stroke="${c.m}" stroke-width="50" fill="none"/>` +
    `<path d="M-175-170Q0 220 175-170" stroke="${CREAM}" stroke-width="10" stroke-dasharray="0 17" stroke-linecap="round" fill="none"/>` +
    `<path d="M-175-170Q0 220 175-170" stroke="#1a1a1a" stroke-width="14" stroke-dasharray="0 51" stroke-linecap="round" fill="none"/>` +
    diamond(0, 85, 45, c.m) +
    diamond(0, 85, 25, CREAM) +
    diamond(0, 85, 10, '#1a1a1a'),
  drops: (c) =>
    [-85, 85]
      .map(
        (x) =>
          `<g transform="translate(${x} -60)"><path d="M0-40q-30-70 20-90q30 0 20 40" stroke="${GOLD}" stroke-width="5" fill="none"/>` +
          diamond(0, 20, 60, c.m) +
          diamond(0, 20, 30, CREAM) +
          diamond(0, 20, 12, c.m) +
          `<path d="M-40 60v110M-20 80v120M0 80v140M20 80v120M40 60v110" stroke="${c.m}" stroke-width="11" stroke-dasharray="0 15" stroke-linecap="round"/></g>`,
      )
      .join(''),
  box: (c) =>
    `<path d="M-170-40l40-70h260l40 70z" fill="#b98e5a"/><rect x="-85" y="-210" width="56" height="190" rx="10" fill="${c.m}"/><rect x="-72" y="-250" width="30" height="44" fill="${c.d}"/>` +
    `<rect x="-20" y="-110" width="110" height="70" rx="6" fill="${CREAM}"/><rect x="40" y="-150" width="110" height="70" rx="6" fill="#efe0bf"/>` +
    `<circle cx="35" cy="-75" r="18" fill="none" stroke="${c.d}" stroke-width="3" opacity=".4"/>` +
    `<rect x="-170" y="-40" width="340" height="200" fill="#c9a66b"/>${band(-170, 10, 340, 40)}<path d="M0-40v200" stroke="${c.a}" stroke-width="14"/>`,
  jars: (c) => {
    const fills = ['#6b7b2f', '#8a1f1f', '#d18f2a', '#7b4b2a', '#a8a14a'];
    return (
      `<rect x="-200" y="40" width="400" height="120" rx="10" fill="#c9a66b"/>` +
      fills
        .map((f, i) => {
          const x = -180 + i * 74;
          return `<rect x="${x}" y="-80" width="64" height="150" rx="12" fill="#fffaf0" opacity=".9"/><rect x="${x + 6}" y="-40" width="52" height="104" rx="8" fill="${f}"/><rect x="${x - 2}" y="-105" width="68" height="30" rx="6" fill="${c.m}"/>`;
        })
        .join('') +
      band(-200, 100, 400, 40)
    );
  },
  spa: (c) =>
    `<rect x="-200" y="40" width="400" height="120" rx="10" fill="${c.m}"/><rect x="-170" y="-90" width="120" height="140" rx="14" fill="#3a3a3a"/><rect x="-178" y="-115" width="136" height="34" rx="8" fill="${c.a}"/>` +
    `<rect x="-20" y="-150" width="90" height="200" rx="18" fill="#efe8f5" opacity=".95"/><rect x="-10" y="-60" width="70" height="100" rx="10" fill="#b7a6cf"/><rect x="-14" y="-175" width="78" height="30" rx="8" fill="${c.a}"/>` +
    `<rect x="95" y="-20" width="100" height="64" rx="10" fill="${CREAM}"/><ellipse cx="-60" cy="100" rx="90" ry="24" fill="#e2cc92"/>` +
    `<path d="M-130 90l20 20M-100 85l20 20M-70 85l20 20M-40 85l20 20" stroke="#b49a5a" stroke-width="4"/>`,
  basket: (c) =>
    `<path d="M-150-20A150 150 0 0 1 150-20" stroke="${c.d}" stroke-width="16" fill="none"/>` +
    `<rect x="-110" y="-170" width="50" height="160" rx="10" fill="#556b2f"/><rect x="-98" y="-205" width="26" height="40" fill="#33401c"/>` +
    `<rect x="-50" y="-90" width="100" height="80" fill="#7b4b2a"/><rect x="60" y="-120" width="70" height="110" rx="10" fill="#d18f2a"/><rect x="55" y="-135" width="80" height="22" rx="5" fill="#b22222"/>` +
    `<path d="M-190-20h380l-40 190h-300z" fill="${c.m}"/><path d="M-190-20h380l-40 190h-300z" fill="url(#p)" opacity=".6"/><rect x="-195" y="-30" width="390" height="24" rx="10" fill="${c.d}"/>`,
  deskset: (c) =>
    `<ellipse cx="100" cy="140" rx="90" ry="26" fill="${c.d}"/><ellipse cx="100" cy="132" rx="90" ry="26" fill="${c.m}"/>` +
    `<path d="M-150-170l30 130M-110-190v150M-70-175l-20 135" stroke-width="12" stroke-linecap="round" stroke="#1f4e79"/><path d="M-110-190v40" stroke="${GOLD}" stroke-width="12"/>` +
    `<rect x="-180" y="-60" width="140" height="190" rx="14" fill="${c.m}"/><path d="M-160-30q50 40 0 120M-100-40q40 60 0 150" stroke="${c.d}" stroke-width="4" fill="none" opacity=".35"/>` +
    `<path d="M0 40l20-80h160l20 80z" fill="${c.m}"/><rect x="30" y="-60" width="140" height="40" fill="${CREAM}"/><rect x="0" y="40" width="200" height="22" fill="${c.d}"/>` +
    star8(-110, 40, 22, c.a),
  dates: (c) => {
    let d = '';
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 4; k++) d += `<ellipse cx="${-120 + k * 80}" cy="${-40 + r * 62}" rx="32" ry="22"/>`;
    return (
      `<rect x="-180" y="-210" width="360" height="120" fill="${c.a}" transform="rotate(-8)"/>` +
      `<rect x="-190" y="-90" width="380" height="250" rx="8" fill="${CREAM}"/><rect x="-170" y="-75" width="340" height="220" fill="${c.d}" opacity=".15"/>` +
      `<g fill="${c.m}">${d}</g><path d="M150-240q-40 90-110 120M150-240q20 60-20 120" stroke="#556b2f" stroke-width="8" fill="none"/>`
    );
  },
};

/** Background decoration per variant (drawn under the motif). */
function decor(n, c) {
  if (n === 2) return `<circle cx="300" cy="300" r="215" fill="#fff" opacity=".28"/>`;
  if (n === 3)
    return `<circle cx="470" cy="130" r="70" fill="${c.a}" opacity=".18"/><circle cx="120" cy="480" r="50" fill="${c.m}" opacity=".15"/>`;
  if (n === 'c') return `<circle cx="300" cy="300" r="230" fill="${c.m}" opacity=".12"/>`;
  return '';
}

/** Builds one SVG. variant: 1, 2, 3 (gallery) or a colorKey. */
function svg(entry, variant) {
  const [bgA, bgB, main, accent, dark] = entry.palette;
  const isColor = typeof variant === 'string';
  const m = isColor ? COLOR_HEX[variant] : main;
  let b1 = bgA;
  let b2 = bgB;
  if (isColor) {
    // Light colours need a darker stage to stand out.
    if (lum(m) > 0.75) [b1, b2] = [mix(dark, '#ffffff', 0.35), dark];
    else [b1, b2] = [mix(m, '#ffffff', 0.88), mix(m, bgB, 0.7)];
  } else if (variant === 3) {
    [b1, b2] = [bgB, bgA];
  }
  const c = { m, a: accent === m ? dark : accent, d: dark, lum: lum(m) };
  const n = isColor ? 'c' : variant;
  const grad = { 1: 'x2="1" y2="1"', 2: 'x2="0" y2="1"', 3: 'x1="1" x2="0" y2="1"', c: 'x1="1" x2="0" y2="1"' }[n];
  const t = {
    1: 'translate(300 310)',
    2: 'translate(300 305) rotate(-8) scale(.9)',
    3: 'translate(310 300) rotate(6) scale(1.08)',
    c: 'translate(300 305) scale(.96)',
  }[n];
  const borderInk = lum(b2) < 0.4 ? CREAM : c.a;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<defs><linearGradient id="g" ${grad}><stop offset="0" stop-color="${b1}"/><stop offset="1" stop-color="${b2}"/></linearGradient>` +
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M12 3l9 9-9 9-9-9z" fill="none" stroke="${borderInk}" stroke-width="2"/><path d="M12 10l2 2-2 2-2-2z" fill="${borderInk}"/></pattern></defs>` +
    `<rect width="600" height="600" fill="url(#g)"/>` +
    `<path d="M0 0H600V600H0zM24 24V576H576V24z" fill="url(#p)" fill-rule="evenodd" opacity=".4"/>` +
    `<rect x="32" y="32" width="536" height="536" fill="none" stroke="${borderInk}" stroke-width="2" opacity=".35"/>` +
    decor(n, c) +
    `<ellipse cx="300" cy="505" rx="190" ry="18" fill="#000" opacity=".07"/>` +
    `<g transform="${t}">${MOTIFS[entry.motif](c)}</g></svg>`
  );
}

// ── Main ───────────────────────────────────────────────────────────────
const checkOnly = process.argv.includes('--check');
let failed = false;
const fail = (msg) => {
  failed = true;
  console.error('✗ ' + msg);
};

if (!checkOnly) {
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const entry of PRODUCTS) {
    if (!MOTIFS[entry.motif]) {
      fail(`${entry.key}: unknown motif ${entry.motif}`);
      continue;
    }
    const variants = entry.colors.length ? [1, 2, ...entry.colors] : [1, 2, 3];
    for (const v of variants) {
      const name = `${entry.key}-${v}.svg`;
      const body = svg(entry, v);
      const bytes = Buffer.byteLength(body);
      if (bytes > MAX_BYTES) fail(`${name} is ${bytes} bytes (limit ${MAX_BYTES})`);
      if (typeof v === 'string' && !COLOR_HEX[v]) fail(`${entry.key}: unknown colour ${v}`);
      writeFileSync(join(outDir, name), body);
      count++;
    }
  }
  console.log(`Wrote ${count} SVG files to ${outDir}`);
}

// Verify: every image named in products-b.ts exists, and every product has a row here.
const source = readFileSync(seedFile, 'utf8');
const files = [...source.matchAll(/file: '([^']+)'/g)].map((m) => m[1]);
const keys = [...source.matchAll(/^\s{4}key: '([^']+)'/gm)].map((m) => m[1]);
const tableKeys = new Set(PRODUCTS.map((p) => p.key));
for (const k of keys) if (!tableKeys.has(k)) fail(`product ${k} has no row in the art table`);
for (const k of tableKeys) if (!keys.includes(k)) fail(`art table row ${k} is not a product in products-b.ts`);
for (const f of files) {
  const path = join(mediaDir, f);
  if (!existsSync(path)) fail(`missing image ${f}`);
  else if (statSync(path).size > MAX_BYTES) fail(`${f} is over ${MAX_BYTES} bytes`);
}
if (failed) process.exit(1);
console.log(`Verified ${files.length} image paths for ${keys.length} products.`);
