// Small illustrated SVG images: product packshots drawn by packaging kind,
// department tiles, cooperative logos and product-class icons.
import type { Shape } from './catalog-data';
import type { Packshot } from './generate';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const ch = (shift: number): string =>
    Math.round(((n >> shift) & 255) * (1 - a) + target * a)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function fit(text: string, width: number, max: number): number {
  return Math.max(5, Math.min(max, Math.floor((width - 6) / (Math.max(text.length, 1) * 0.56))));
}

function label(box: Box, brand: string, format: string, color: string, round = 4): string {
  const cx = box.x + box.w / 2;
  const b = fit(brand, box.w, 12);
  const f = fit(format, box.w, 10);
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${round}" fill="#fff"/>` +
    `<text x="${cx}" y="${box.y + box.h / 2 - 1}" font-size="${b}" font-weight="700" fill="${shade(color, -0.35)}">${escapeXml(brand)}</text>` +
    `<text x="${cx}" y="${box.y + box.h / 2 + f + 2}" font-size="${f}" fill="#444">${escapeXml(format)}</text>`
  );
}

function body(shape: Shape, c: string): { art: string; box: Box } {
  const dark = shade(c, -0.35);
  const light = shade(c, 0.45);
  switch (shape) {
    case 'bottle':
      return {
        art: `<rect x="89" y="18" width="22" height="16" rx="3" fill="${dark}"/><path d="M91 34h18v20c0 9 24 15 24 36v86c0 6-4 10-10 10H77c-6 0-10-4-10-10V90c0-21 24-27 24-36z" fill="${c}"/><path d="M76 96v70" stroke="${light}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
        box: { x: 64, y: 110, w: 72, h: 42 },
      };
    case 'flask':
      return {
        art: `<rect x="92" y="26" width="16" height="22" fill="${dark}"/><path d="M92 30h-16v-6h32v6" fill="none" stroke="${dark}" stroke-width="4"/><rect x="62" y="48" width="76" height="132" rx="20" fill="${c}"/><rect x="70" y="58" width="8" height="100" rx="4" fill="${light}" opacity=".5"/>`,
        box: { x: 64, y: 96, w: 72, h: 48 },
      };
    case 'jar':
      return {
        art: `<rect x="56" y="38" width="88" height="20" rx="4" fill="${dark}"/><rect x="50" y="56" width="100" height="124" rx="16" fill="${c}"/><rect x="58" y="64" width="8" height="100" rx="4" fill="${light}" opacity=".5"/>`,
        box: { x: 54, y: 96, w: 92, h: 50 },
      };
    case 'box':
      return {
        art: `<path d="M50 36l12-12h100l-12 12z" fill="${light}"/><path d="M150 36l12-12v146l-12 12z" fill="${dark}"/><rect x="40" y="36" width="110" height="146" rx="3" fill="${c}"/><circle cx="95" cy="62" r="12" fill="${light}" opacity=".6"/>`,
        box: { x: 46, y: 100, w: 98, h: 54 },
      };
    case 'tray':
      return {
        art: `<path d="M22 118h156l-14 56H36z" fill="#e9ecef"/><ellipse cx="78" cy="122" rx="40" ry="16" fill="${c}"/><ellipse cx="124" cy="120" rx="38" ry="15" fill="${shade(c, 0.15)}"/><path d="M22 118h156" stroke="#fff" stroke-width="3" opacity=".8"/>`,
        box: { x: 44, y: 40, w: 112, h: 50 },
      };
    case 'wedge':
      return {
        art: `<path d="M28 150l120-70 26 20v56H28z" fill="#f6d365"/><path d="M28 150l120-70 26 20-120 58z" fill="#fbe7a1"/><circle cx="80" cy="165" r="6" fill="#e7b93f"/><circle cx="130" cy="160" r="8" fill="#e7b93f"/><circle cx="158" cy="130" r="5" fill="#e7b93f"/><path d="M174 100v56" stroke="${c}" stroke-width="6"/>`,
        box: { x: 30, y: 28, w: 116, h: 44 },
      };
    case 'fruit':
      return {
        art: `<path d="M100 52c0-14 6-22 14-28" stroke="#6b4f2a" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="124" cy="34" rx="16" ry="8" fill="#4caf50" transform="rotate(-25 124 34)"/><circle cx="100" cy="104" r="56" fill="${c}"/><ellipse cx="80" cy="84" rx="16" ry="22" fill="#fff" opacity=".28"/>`,
        box: { x: 40, y: 160, w: 120, h: 34 },
      };
    case 'can':
      return {
        art: `<rect x="58" y="40" width="84" height="136" fill="${c}"/><ellipse cx="100" cy="40" rx="42" ry="10" fill="#cfd4d9"/><ellipse cx="100" cy="176" rx="42" ry="10" fill="${dark}"/><rect x="66" y="48" width="7" height="120" fill="${light}" opacity=".5"/>`,
        box: { x: 58, y: 88, w: 84, h: 50 },
      };
    case 'bag':
      return {
        art: `<path d="M48 44l6-14 6 14 6-14 6 14 6-14 6 14 6-14 6 14 6-14 6 14 6-14 6 14 6-14 6 14v2H48z" fill="${dark}"/><path d="M48 46h104l8 126c0 6-4 10-10 10H50c-6 0-10-4-10-10z" fill="${c}"/><path d="M58 60l-4 100" stroke="${light}" stroke-width="6" stroke-linecap="round" opacity=".5"/>`,
        box: { x: 56, y: 96, w: 92, h: 50 },
      };
    case 'tube':
      return {
        art: `<path d="M62 26h76l-12 128H74z" fill="${c}"/><path d="M62 26h76v8H62z" fill="${dark}"/><rect x="82" y="154" width="36" height="28" rx="4" fill="${dark}"/>`,
        box: { x: 70, y: 66, w: 60, h: 52 },
      };
    case 'pot':
      return {
        art: `<ellipse cx="100" cy="66" rx="56" ry="12" fill="${light}"/><path d="M44 66h112l-12 110c0 4-4 6-8 6H64c-4 0-8-2-8-6z" fill="${c}"/><ellipse cx="100" cy="64" rx="52" ry="9" fill="#fff" opacity=".7"/>`,
        box: { x: 56, y: 100, w: 88, h: 48 },
      };
    case 'carton':
      return {
        art: `<path d="M56 62l20-30h48l20 30z" fill="${light}"/><rect x="92" y="24" width="16" height="10" rx="2" fill="${dark}"/><rect x="56" y="62" width="88" height="120" fill="${c}"/><path d="M144 62l10-8v120l-10 8z" fill="${dark}"/>`,
        box: { x: 60, y: 100, w: 80, h: 50 },
      };
    case 'loaf':
      return {
        art: `<path d="M26 130c0-44 34-70 74-70s74 26 74 70c0 14-10 24-24 24H50c-14 0-24-10-24-24z" fill="#d49a55"/><path d="M64 86l18 28M98 78l14 34M132 86l10 28" stroke="#f3d19c" stroke-width="7" stroke-linecap="round"/>`,
        box: { x: 40, y: 160, w: 120, h: 34 },
      };
    case 'roll':
      return {
        art: `<rect x="40" y="50" width="56" height="110" rx="6" fill="#f8f9fa"/><rect x="104" y="50" width="56" height="110" rx="6" fill="#f1f3f5"/><rect x="32" y="80" width="136" height="64" rx="8" fill="${c}" opacity=".95"/>`,
        box: { x: 42, y: 88, w: 116, h: 48 },
      };
  }
}

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" font-family="Helvetica,Arial,sans-serif" text-anchor="middle">';

export function productSvg(p: Packshot): string {
  const { art, box } = body(p.shape, p.color);
  const badge = p.ownBrand
    ? `<circle cx="26" cy="26" r="15" fill="#d62828"/><text x="26" y="31" font-size="15" font-weight="700" fill="#fff">S</text>`
    : '';
  return (
    `${SVG_OPEN}<title>${escapeXml(`${p.name} ${p.brand} ${p.format}`)}</title>` +
    `<rect width="200" height="200" fill="#fff"/><circle cx="100" cy="104" r="92" fill="${p.accent}" opacity=".1"/>` +
    `<ellipse cx="100" cy="186" rx="70" ry="8" fill="#000" opacity=".08"/>` +
    `${art}${label(box, p.brand, p.format, p.accent)}${badge}</svg>`
  );
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** The back of the pack: name, brand and the first nutrition line. */
export function productBackSvg(p: Packshot): string {
  const lines = wrap(p.name, 24)
    .map((l, i) => `<text x="100" y="${62 + i * 15}" font-size="12" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  const info = p.nutrition
    ? `<text x="100" y="150" font-size="8" fill="#555">${escapeXml(p.nutrition)}</text>`
    : '';
  return (
    `${SVG_OPEN}<rect width="200" height="200" fill="${shade(p.accent, 0.85)}"/>` +
    `<rect x="24" y="30" width="152" height="150" rx="8" fill="#fff" stroke="${p.accent}" stroke-width="2"/>` +
    `${lines}<text x="100" y="130" font-size="10" fill="#333">${escapeXml(`${p.brand} · ${p.format}`)}</text>${info}` +
    `<path d="M58 164h84" stroke="#222" stroke-width="8" stroke-dasharray="2 1 1 3 2 1 3 1"/></svg>`
  );
}

/**
 * What each department's tile shows: three of its products drawn as the packshots are (shape and
 * colour), a still life on the department's tint. Keyed by the department's name.
 */
const DEPARTMENT_STILL_LIFE: Readonly<Record<string, readonly (readonly [Shape, string])[]>> = {
  'Frutta e verdura': [
    ['fruit', '#f4a261'],
    ['fruit', '#e63946'],
    ['fruit', '#8ac926'],
  ],
  'Carne e pesce': [
    ['tray', '#f28482'],
    ['tray', '#c1121f'],
    ['can', '#8ecae6'],
  ],
  'Latte, uova e formaggi': [
    ['pot', '#8ecae6'],
    ['carton', '#1d70b8'],
    ['wedge', '#e9c46a'],
  ],
  'Salumi e gastronomia': [
    ['jar', '#b5838d'],
    ['tray', '#d64550'],
    ['wedge', '#d4a373'],
  ],
  'Pane e pasticceria': [
    ['box', '#e9c46a'],
    ['loaf', '#d49a55'],
    ['bag', '#d4a373'],
  ],
  'Pasta, riso e farine': [
    ['bag', '#f1faee'],
    ['box', '#1d70b8'],
    ['bag', '#e9c46a'],
  ],
  'Dispensa e condimenti': [
    ['can', '#e63946'],
    ['bottle', '#6a994e'],
    ['jar', '#bc4749'],
  ],
  'Colazione e dolci': [
    ['jar', '#9d0208'],
    ['box', '#f4a261'],
    ['pot', '#7f5539'],
  ],
  Surgelati: [
    ['box', '#90e0ef'],
    ['bag', '#0077b6'],
    ['pot', '#caf0f8'],
  ],
  'Bevande e vini': [
    ['can', '#ffb703'],
    ['bottle', '#7b2cbf'],
    ['bottle', '#48cae4'],
  ],
  'Biologico e salutistico': [
    ['bag', '#a7c957'],
    ['bottle', '#386641'],
    ['fruit', '#6a994e'],
  ],
  'Igiene e cura persona': [
    ['tube', '#cdb4db'],
    ['flask', '#7b2cbf'],
    ['bottle', '#ffafcc'],
  ],
  'Pulizia casa': [
    ['box', '#48cae4'],
    ['flask', '#2a9d8f'],
    ['roll', '#90e0ef'],
  ],
  Animali: [
    ['can', '#f4a261'],
    ['bag', '#bc6c25'],
    ['box', '#dda15e'],
  ],
  Infanzia: [
    ['jar', '#ffafcc'],
    ['pot', '#a2d2ff'],
    ['box', '#bde0fe'],
  ],
};

/**
 * A department's tile: three of its kinds of products drawn like the packshots (no label), the
 * middle one in front, on the department's tint. The tile's name is written by the page.
 */
export function categorySvg(name: string, color: string): string {
  const items = DEPARTMENT_STILL_LIFE[name] ?? [
    ['box', shade(color, 0.3)],
    ['bottle', color],
    ['jar', shade(color, -0.2)],
  ];
  // left and right behind, smaller; the middle one in front
  const place = [
    { x: 4, y: 58, s: 0.56 },
    { x: 84, y: 58, s: 0.56 },
    { x: 38, y: 34, s: 0.7 },
  ];
  const order = [items[0], items[2], items[1]];
  const art = order
    .map((item, i) => {
      const at = place[i];
      if (!item || !at) return '';
      return `<g transform="translate(${at.x} ${at.y}) scale(${at.s})">${body(item[0], item[1]).art}</g>`;
    })
    .join('');
  return (
    `${SVG_OPEN}<title>${escapeXml(name)}</title>` +
    `<rect width="200" height="200" rx="24" fill="${shade(color, 0.85)}"/>` +
    `<circle cx="100" cy="104" r="84" fill="${color}" opacity=".14"/>` +
    `<ellipse cx="100" cy="176" rx="78" ry="9" fill="#000" opacity=".08"/>${art}</svg>`
  );
}

export function storeLogoSvg(name: string, color: string): string {
  const lines = wrap(name, 20);
  const text = lines
    .map(
      (l, i) =>
        `<text x="238" y="${52 + i * 24 - (lines.length - 1) * 12}" font-size="20" font-weight="700" fill="#fff" text-anchor="start">${escapeXml(l)}</text>`,
    )
    .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 100" width="480" height="100" font-family="Helvetica,Arial,sans-serif">' +
    `<rect width="480" height="100" rx="16" fill="${color}"/>` +
    `<g transform="translate(24 14)" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"><path d="M6 26h64l-9 40H15z"/><path d="M22 26l12-20M54 26L42 6"/></g>` +
    `<text x="112" y="62" font-size="30" font-weight="700" fill="#fff">Sporta</text>${text}</svg>`
  );
}

export function classIconSvg(text: string, color: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36" font-family="Helvetica,Arial,sans-serif" text-anchor="middle">' +
    `<circle cx="18" cy="18" r="17" fill="${color}"/><text x="18" y="${text.length > 2 ? 21 : 23}" font-size="${text.length > 2 ? 9 : 13}" font-weight="700" fill="#fff">${escapeXml(text)}</text></svg>`
  );
}

/**
 * A wide banner picture (content blocks, ADR 0053): a department's still life on a coloured
 * ground, no text (the banner's words are HTML beside or over it). width × height in pixels.
 */
export function bannerSvg(department: string, color: string, width: number, height: number): string {
  const items = DEPARTMENT_STILL_LIFE[department] ?? [
    ['box', shade(color, 0.3)],
    ['bottle', color],
    ['jar', shade(color, -0.2)],
  ];
  const s = height / 200;
  const art = items
    .map((item, i) => {
      const x = width - (3 - i) * 95 * s - 20 * s;
      return `<g transform="translate(${x.toFixed(1)} ${(40 * s).toFixed(1)}) scale(${(0.9 * s).toFixed(3)})">${body(item[0], item[1]).art}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<title>${escapeXml(department)}</title>` +
    `<rect width="${width}" height="${height}" fill="${shade(color, 0.82)}"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.55}" r="${height * 0.62}" fill="${color}" opacity=".16"/>` +
    `<circle cx="${width * 0.1}" cy="${height * 1.05}" r="${height * 0.5}" fill="${color}" opacity=".1"/>` +
    `<ellipse cx="${width - 160 * s}" cy="${height - 18 * s}" rx="${150 * s}" ry="${10 * s}" fill="#000" opacity=".08"/>${art}</svg>`
  );
}
