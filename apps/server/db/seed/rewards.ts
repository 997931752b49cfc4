// Demo rewards catalogues and charity projects of the three cooperatives (issue 25, ADR 0059):
// eight rewards each (kitchen items, a shopping voucher, a cinema ticket; points only or points +
// euro, the euro paid in the shop at collection) with their pictures drawn here as SVG into the
// files folder (served at /img/rewards/), and three charity projects each. Re-seeding updates the
// rows in place (keyed by cooperative and code): requests and donations keep their references.
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/platform/db';
import { escapeXml, shade } from './images';

interface DemoReward {
  code: string;
  name: string;
  description: string;
  category: string;
  points: number;
  euroCents: number;
  color: string;
  glyph: string;
}

const BASE: readonly DemoReward[] = [
  {
    code: 'padella-28',
    name: 'Padella antiaderente 28 cm',
    description: 'Alluminio forgiato, adatta a induzione.',
    category: 'Cucina',
    points: 900,
    euroCents: 0,
    color: '#c0392b',
    glyph: 'pan',
  },
  {
    code: 'set-coltelli',
    name: 'Set 3 coltelli da cucina',
    description: 'Acciaio inox, con ceppo in legno.',
    category: 'Cucina',
    points: 700,
    euroCents: 990,
    color: '#7f8c8d',
    glyph: 'knife',
  },
  {
    code: 'tazze-colazione',
    name: '2 tazze da colazione',
    description: 'Gres porcellanato, 350 ml, lavabili in lavastoviglie.',
    category: 'Cucina',
    points: 350,
    euroCents: 0,
    color: '#2980b9',
    glyph: 'cup',
  },
  {
    code: 'tagliere-bambu',
    name: 'Tagliere in bambù',
    description: '40 × 28 cm, con scanalatura raccogli-succo.',
    category: 'Cucina',
    points: 400,
    euroCents: 0,
    color: '#a0522d',
    glyph: 'board',
  },
  {
    code: 'borsa-spesa',
    name: 'Borsa spesa termica',
    description: 'Capienza 20 litri, richiudibile.',
    category: 'Casa',
    points: 250,
    euroCents: 0,
    color: '#27ae60',
    glyph: 'bag',
  },
  {
    code: 'buono-spesa-10',
    name: 'Buono spesa da 10 €',
    description: 'Da spendere nei negozi della cooperativa.',
    category: 'Buoni',
    points: 1000,
    euroCents: 0,
    color: '#d35400',
    glyph: 'voucher',
  },
  {
    code: 'biglietto-cinema',
    name: 'Biglietto del cinema',
    description: 'Un ingresso nelle sale convenzionate, valido 6 mesi.',
    category: 'Tempo libero',
    points: 600,
    euroCents: 0,
    color: '#8e44ad',
    glyph: 'ticket',
  },
  {
    code: 'robot-cucina',
    name: 'Frullatore a immersione',
    description: '600 W, con bicchiere graduato e frusta.',
    category: 'Cucina',
    points: 1200,
    euroCents: 1990,
    color: '#16a085',
    glyph: 'blender',
  },
];

/** Cooperative 2 counts points twice as fast: its prices are doubled. */
const FACTOR: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 1 };

const PROJECTS: Readonly<
  Record<number, readonly { code: string; name: string; description: string; beneficiary: string }[]>
> = {
  1: [
    {
      code: 'banco-alimentare',
      name: 'Spesa sospesa',
      description: 'Pacchi di spesa per le famiglie in difficoltà del territorio.',
      beneficiary: 'Banco Alimentare della Lombardia',
    },
    {
      code: 'scuole-orti',
      name: 'Orti nelle scuole',
      description: 'Un orto didattico in ogni scuola primaria di Monza.',
      beneficiary: 'Associazione Orti Scolastici',
    },
    {
      code: 'parco-lambro',
      name: 'Alberi per il Parco',
      description: 'Nuovi alberi lungo il Lambro.',
      beneficiary: 'Legambiente Monza',
    },
  ],
  2: [
    {
      code: 'mensa-solidale',
      name: 'Mensa solidale',
      description: 'Pasti caldi per chi ne ha bisogno.',
      beneficiary: 'Opera San Francesco',
    },
    {
      code: 'sport-ragazzi',
      name: 'Sport per tutti',
      description: 'Iscrizioni sportive per ragazzi di famiglie a basso reddito.',
      beneficiary: 'UISP Bergamo',
    },
    {
      code: 'biblioteche',
      name: 'Libri in corsia',
      description: 'Libri e letture per i reparti di pediatria.',
      beneficiary: 'Associazione Nati per Leggere',
    },
  ],
  3: [
    {
      code: 'spreco-zero',
      name: 'Spreco zero',
      description: 'Recupero delle eccedenze alimentari per le mense.',
      beneficiary: 'Recup Milano',
    },
    {
      code: 'anziani-spesa',
      name: 'Spesa a casa per gli anziani',
      description: 'Volontari che portano la spesa a chi non può uscire.',
      beneficiary: 'Auser Milano',
    },
    {
      code: 'acqua-pulita',
      name: 'Acqua pulita',
      description: 'Pozzi e cisterne nei villaggi del Sahel.',
      beneficiary: 'CESVI',
    },
  ],
};

function glyphSvg(glyph: string, c: string): string {
  const d = shade(c, -0.3);
  switch (glyph) {
    case 'pan':
      return `<circle cx="90" cy="92" r="44" fill="${d}"/><circle cx="90" cy="92" r="36" fill="#333"/><rect x="130" y="86" width="58" height="12" rx="6" fill="${d}"/>`;
    case 'knife':
      return `<path d="M50 120 L150 60 L160 70 L70 130 Z" fill="#ddd" stroke="${d}" stroke-width="3"/><rect x="40" y="118" width="36" height="14" rx="5" transform="rotate(-30 58 125)" fill="${d}"/>`;
    case 'cup':
      return `<rect x="60" y="60" width="70" height="80" rx="10" fill="${c}"/><path d="M130 80 q30 0 30 25 q0 25 -30 25" fill="none" stroke="${c}" stroke-width="10"/>`;
    case 'board':
      return `<rect x="40" y="60" width="130" height="80" rx="14" fill="${c}"/><rect x="52" y="72" width="106" height="56" rx="8" fill="none" stroke="${d}" stroke-width="3"/>`;
    case 'bag':
      return `<rect x="55" y="70" width="100" height="80" rx="8" fill="${c}"/><path d="M80 70 q0 -30 25 -30 q25 0 25 30" fill="none" stroke="${d}" stroke-width="8"/>`;
    case 'voucher':
      return `<rect x="35" y="60" width="140" height="80" rx="10" fill="${c}"/><text x="105" y="112" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">10 €</text>`;
    case 'ticket':
      return `<rect x="35" y="65" width="140" height="70" rx="8" fill="${c}"/><line x1="130" y1="65" x2="130" y2="135" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/><text x="82" y="108" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">CINEMA</text>`;
    default:
      return `<rect x="80" y="40" width="40" height="90" rx="12" fill="${c}"/><rect x="94" y="130" width="12" height="30" fill="${d}"/>`;
  }
}

export function rewardSvg(r: DemoReward): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 180" width="210" height="180" role="img" aria-label="${escapeXml(r.name)}">` +
    `<rect width="210" height="180" fill="${shade(r.color, 0.85)}"/>${glyphSvg(r.glyph, r.color)}</svg>`
  );
}

/** Writes the rewards' pictures into `filesDir` (served at /img/); returns how many. */
export function writeRewardImages(filesDir: string): number {
  const dir = path.join(filesDir, 'rewards');
  fs.mkdirSync(dir, { recursive: true });
  for (const r of BASE) fs.writeFileSync(path.join(dir, `${r.code}.svg`), rewardSvg(r));
  return BASE.length;
}

/** Upserts the catalogues and the projects; returns the rewards and projects written. */
export async function seedRewards(handle: DatabaseHandle): Promise<{ rewards: number; projects: number }> {
  const db = handle.db;
  let rewards = 0;
  let projects = 0;
  for (const storeId of [1, 2, 3]) {
    for (const [i, r] of BASE.entries()) {
      const row = {
        store_id: storeId,
        code: r.code,
        name: r.name,
        description: r.description,
        category: r.category,
        points: r.points * FACTOR[storeId]!,
        euro_cents: r.euroCents,
        image: `/img/rewards/${r.code}.svg`,
        sort: i,
        active: true,
      };
      const { store_id: _s, code: _c, ...update } = row;
      await db
        .insertInto('loyalty_reward')
        .values(row)
        .onConflict((oc) => oc.columns(['store_id', 'code']).doUpdateSet(update))
        .execute();
      rewards += 1;
    }
    for (const [i, p] of (PROJECTS[storeId] ?? []).entries()) {
      const row = {
        store_id: storeId,
        code: p.code,
        name: p.name,
        description: p.description,
        beneficiary: p.beneficiary,
        sort: i,
        active: true,
      };
      const { store_id: _s, code: _c, ...update } = row;
      await db
        .insertInto('loyalty_charity_project')
        .values(row)
        .onConflict((oc) => oc.columns(['store_id', 'code']).doUpdateSet(update))
        .execute();
      projects += 1;
    }
  }
  return { rewards, projects };
}
