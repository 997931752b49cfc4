// The delivery network of the demo: three invented cooperatives, their shops,
// home-delivery hubs, lockers and boat landings at real Lombard addresses,
// the 18 delivery services of ARCHITECTURE.md §4 and the home-delivery zones.

export interface StoreSeed {
  storeId: number;
  name: string;
  slug: string;
  color: string;
  description: string;
}

export const STORES: readonly StoreSeed[] = [
  {
    storeId: 1,
    name: 'Coop Lombardia Nord',
    slug: 'coop-lombardia-nord',
    color: '#d62828',
    description:
      'La cooperativa di consumatori di Milano nord, Brianza, Como, Lecco e Varese: spesa online con ritiro in negozio, consegna a domicilio, locker e consegna in barca sul Lario.',
  },
  {
    storeId: 2,
    name: 'Cooperativa Consumatori Bergamo e Brescia',
    slug: 'cooperativa-consumatori-bergamo-e-brescia',
    color: '#1d5fa8',
    description:
      'Soci e clienti tra le Orobie, la Franciacorta e il Garda: punti vendita a Bergamo, Brescia, Treviglio e Desenzano, consegna in barca a Sirmione e sul lago d’Iseo.',
  },
  {
    storeId: 3,
    name: 'Coop Lago e Navigli',
    slug: 'coop-lago-e-navigli',
    color: '#2a9d8f',
    description:
      'Dai Navigli milanesi alla bassa pianura: negozi a Milano, Pavia, Lodi, Cremona, Mantova e nell’Alto Milanese, con consegna al pontile sul lago Maggiore.',
  },
];

export type WarehouseKind = 'store' | 'hub' | 'locker' | 'pier';

export interface WarehouseSeed {
  id: number;
  storeId: number;
  kind: WarehouseKind;
  name: string;
  address1: string;
  number: string;
  city: string;
  province: string;
  postalcode: string;
  lat: number;
  lon: number;
  phone: string;
  /** Shop whose prices and stock apply (lockers and piers). */
  priceWarehouseId?: number;
  /** Lockers: 1 ambient, 2 + chilled, 3 + frozen. */
  lockerMaxLevel?: 1 | 2 | 3;
}

const W = (
  id: number,
  storeId: number,
  kind: WarehouseKind,
  name: string,
  address: [string, string, string, string, string],
  coords: [number, number],
  phone: string,
  extra: { price?: number; level?: 1 | 2 | 3 } = {},
): WarehouseSeed => ({
  id,
  storeId,
  kind,
  name,
  address1: address[0],
  number: address[1],
  city: address[2],
  province: address[3],
  postalcode: address[4],
  lat: coords[0],
  lon: coords[1],
  phone,
  ...(extra.price !== undefined ? { priceWarehouseId: extra.price } : {}),
  ...(extra.level !== undefined ? { lockerMaxLevel: extra.level } : {}),
});

export const WAREHOUSES: readonly WarehouseSeed[] = [
  // Coop Lombardia Nord
  W(
    1,
    1,
    'store',
    'Sporta Milano Solari',
    ['Via Andrea Solari', '40', 'Milano', 'MI', '20144'],
    [45.456, 9.163],
    '+39 02 4805 1101',
  ),
  W(
    2,
    1,
    'store',
    'Sporta Milano Buenos Aires',
    ['Corso Buenos Aires', '33', 'Milano', 'MI', '20124'],
    [45.4795, 9.2105],
    '+39 02 2940 1102',
  ),
  W(
    3,
    1,
    'store',
    'Sporta Monza Centro',
    ['Via Italia', '20', 'Monza', 'MB', '20900'],
    [45.5838, 9.2738],
    '+39 039 232 1103',
  ),
  W(
    4,
    1,
    'store',
    'Sporta Como',
    ['Via Milano', '120', 'Como', 'CO', '22100'],
    [45.8035, 9.088],
    '+39 031 271 1104',
  ),
  W(
    5,
    1,
    'store',
    'Sporta Lecco',
    ['Corso Martiri della Liberazione', '60', 'Lecco', 'LC', '23900'],
    [45.8585, 9.3955],
    '+39 0341 28 1105',
  ),
  W(
    6,
    1,
    'store',
    'Sporta Varese',
    ['Corso Matteotti', '10', 'Varese', 'VA', '21100'],
    [45.8178, 8.8262],
    '+39 0332 23 1106',
  ),
  W(
    7,
    1,
    'store',
    'Sporta Sesto San Giovanni',
    ['Viale Antonio Gramsci', '180', 'Sesto San Giovanni', 'MI', '20099'],
    [45.536, 9.232],
    '+39 02 2247 1107',
  ),
  W(
    8,
    1,
    'hub',
    'Sporta Hub Milano Nord',
    ['Via Stephenson', '90', 'Milano', 'MI', '20157'],
    [45.513, 9.118],
    '+39 02 3929 1108',
  ),
  W(
    9,
    1,
    'locker',
    'Locker Milano Stazione Centrale',
    ['Piazza Duca d’Aosta', '1', 'Milano', 'MI', '20124'],
    [45.4855, 9.204],
    '',
    { price: 2, level: 3 },
  ),
  W(
    10,
    1,
    'locker',
    'Locker Milano Porta Genova',
    ['Piazzale Stazione di Porta Genova', '1', 'Milano', 'MI', '20144'],
    [45.4531, 9.1702],
    '',
    { price: 1, level: 2 },
  ),
  W(
    11,
    1,
    'locker',
    'Locker Monza Largo Mazzini',
    ['Largo Giuseppe Mazzini', '1', 'Monza', 'MB', '20900'],
    [45.5812, 9.2728],
    '',
    { price: 3, level: 1 },
  ),
  W(
    12,
    1,
    'locker',
    'Locker Como San Giovanni',
    ['Piazzale San Gottardo', '1', 'Como', 'CO', '22100'],
    [45.809, 9.073],
    '',
    { price: 4, level: 2 },
  ),
  W(
    13,
    1,
    'pier',
    'Pontile di Bellagio',
    ['Piazza Giuseppe Mazzini', '1', 'Bellagio', 'CO', '22021'],
    [45.9862, 9.2615],
    '+39 031 95 1113',
    { price: 4 },
  ),
  W(
    14,
    1,
    'pier',
    'Pontile di Varenna',
    ['Piazzale Martiri della Libertà', '1', 'Varenna', 'LC', '23829'],
    [46.0087, 9.2855],
    '+39 0341 83 1114',
    { price: 5 },
  ),
  // Cooperativa Consumatori Bergamo e Brescia
  W(
    15,
    2,
    'store',
    'Sporta Bergamo Papa Giovanni',
    ['Viale Papa Giovanni XXIII', '40', 'Bergamo', 'BG', '24121'],
    [45.6935, 9.6745],
    '+39 035 24 2115',
  ),
  W(
    16,
    2,
    'store',
    'Sporta Bergamo Broseta',
    ['Via Broseta', '60', 'Bergamo', 'BG', '24128'],
    [45.6975, 9.656],
    '+39 035 40 2116',
  ),
  W(
    17,
    2,
    'store',
    'Sporta Brescia Centro',
    ['Corso Giuseppe Zanardelli', '20', 'Brescia', 'BS', '25121'],
    [45.5382, 10.219],
    '+39 030 37 2117',
  ),
  W(
    18,
    2,
    'store',
    'Sporta Brescia Via Milano',
    ['Via Milano', '100', 'Brescia', 'BS', '25126'],
    [45.5405, 10.193],
    '+39 030 31 2118',
  ),
  W(
    19,
    2,
    'store',
    'Sporta Desenzano',
    ['Via Roma', '10', 'Desenzano del Garda', 'BS', '25015'],
    [45.47, 10.54],
    '+39 030 914 2119',
  ),
  W(
    20,
    2,
    'store',
    'Sporta Treviglio',
    ['Via Roma', '5', 'Treviglio', 'BG', '24047'],
    [45.5215, 9.5925],
    '+39 0363 4 2120',
  ),
  W(
    21,
    2,
    'hub',
    'Sporta Hub Bergamo',
    ['Via Zanica', '30', 'Bergamo', 'BG', '24126'],
    [45.6765, 9.678],
    '+39 035 31 2121',
  ),
  W(
    22,
    2,
    'locker',
    'Locker Bergamo Stazione',
    ['Piazzale Guglielmo Marconi', '1', 'Bergamo', 'BG', '24122'],
    [45.691, 9.675],
    '',
    { price: 15, level: 3 },
  ),
  W(
    23,
    2,
    'locker',
    'Locker Brescia Stazione',
    ['Viale della Stazione', '7', 'Brescia', 'BS', '25122'],
    [45.5325, 10.213],
    '',
    { price: 17, level: 2 },
  ),
  W(
    24,
    2,
    'locker',
    'Locker Desenzano Stazione',
    ['Piazzale della Stazione', '1', 'Desenzano del Garda', 'BS', '25015'],
    [45.462, 10.5415],
    '',
    { price: 19, level: 1 },
  ),
  W(
    25,
    2,
    'pier',
    'Pontile di Sirmione',
    ['Piazza Giosuè Carducci', '1', 'Sirmione', 'BS', '25019'],
    [45.4915, 10.608],
    '+39 030 916 2125',
    { price: 19 },
  ),
  W(
    26,
    2,
    'pier',
    'Pontile di Iseo',
    ['Lungolago Guglielmo Marconi', '1', 'Iseo', 'BS', '25049'],
    [45.6595, 10.048],
    '+39 030 98 2126',
    { price: 18 },
  ),
  // Coop Lago e Navigli
  W(
    27,
    3,
    'store',
    'Sporta Milano Navigli',
    ['Alzaia Naviglio Grande', '66', 'Milano', 'MI', '20144'],
    [45.4508, 9.168],
    '+39 02 8940 3127',
  ),
  W(
    28,
    3,
    'store',
    'Sporta Pavia',
    ['Corso Cavour', '30', 'Pavia', 'PV', '27100'],
    [45.1858, 9.155],
    '+39 0382 2 3128',
  ),
  W(
    29,
    3,
    'store',
    'Sporta Lodi',
    ['Corso Roma', '50', 'Lodi', 'LO', '26900'],
    [45.3128, 9.504],
    '+39 0371 42 3129',
  ),
  W(
    30,
    3,
    'store',
    'Sporta Cremona',
    ['Corso Garibaldi', '60', 'Cremona', 'CR', '26100'],
    [45.1385, 10.021],
    '+39 0372 41 3130',
  ),
  W(
    31,
    3,
    'store',
    'Sporta Mantova',
    ['Corso Vittorio Emanuele II', '40', 'Mantova', 'MN', '46100'],
    [45.1575, 10.7965],
    '+39 0376 32 3131',
  ),
  W(
    32,
    3,
    'store',
    'Sporta Legnano',
    ['Corso Magenta', '50', 'Legnano', 'MI', '20025'],
    [45.5965, 8.915],
    '+39 0331 54 3132',
  ),
  W(
    33,
    3,
    'store',
    'Sporta Busto Arsizio',
    ['Corso Italia', '20', 'Busto Arsizio', 'VA', '21052'],
    [45.6115, 8.853],
    '+39 0331 63 3133',
  ),
  W(
    34,
    3,
    'hub',
    'Sporta Hub Milano Sud',
    ['Via Giuseppe Ripamonti', '350', 'Milano', 'MI', '20141'],
    [45.4275, 9.206],
    '+39 02 5730 3134',
  ),
  W(
    35,
    3,
    'locker',
    'Locker Pavia Stazione',
    ['Viale Vittorio Emanuele II', '1', 'Pavia', 'PV', '27100'],
    [45.1885, 9.145],
    '',
    { price: 28, level: 2 },
  ),
  W(
    36,
    3,
    'locker',
    'Locker Lodi Stazione',
    ['Piazzale della Stazione', '1', 'Lodi', 'LO', '26900'],
    [45.3087, 9.4995],
    '',
    { price: 29, level: 1 },
  ),
  W(
    37,
    3,
    'locker',
    'Locker Milano Famagosta',
    ['Viale Famagosta', '1', 'Milano', 'MI', '20142'],
    [45.4375, 9.1685],
    '',
    { price: 27, level: 3 },
  ),
  W(
    38,
    3,
    'pier',
    'Pontile di Laveno Mombello',
    ['Viale Ernesto De Angeli', '1', 'Laveno-Mombello', 'VA', '21014'],
    [45.9085, 8.619],
    '+39 0332 66 3138',
    { price: 33 },
  ),
];

export type ServiceKind = 'drive' | 'home' | 'locker' | 'onboard';

export interface ServiceSeed {
  id: number;
  storeId: number;
  kind: ServiceKind;
  fast: boolean;
  name: string;
  descr: string;
  cssClass: string;
  surchargeCents: number;
  feeCents: number;
  freeOverCents: number | null;
  feePromoText: string;
}

function coopServices(n: 1 | 2 | 3): ServiceSeed[] {
  const driveFee = n === 2 ? 200 : 0;
  return [
    {
      id: 4 * n - 3,
      storeId: n,
      kind: 'drive',
      fast: false,
      name: 'Ritiro in negozio',
      descr: 'Prepariamo la tua spesa e la ritiri al punto vendita nella fascia oraria scelta.',
      cssClass: 'service-drive',
      surchargeCents: 0,
      feeCents: driveFee,
      freeOverCents: driveFee ? 5000 : null,
      feePromoText: driveFee ? 'Gratis sopra 50 €' : 'Ritiro gratuito',
    },
    {
      id: 4 * n - 2,
      storeId: n,
      kind: 'home',
      fast: false,
      name: 'Consegna a domicilio',
      descr: 'La spesa arriva a casa tua, anche i surgelati nella catena del freddo.',
      cssClass: 'service-home',
      surchargeCents: 0,
      feeCents: 490,
      freeOverCents: 7900,
      feePromoText: 'Gratis sopra 79 €',
    },
    {
      id: 4 * n - 1,
      storeId: n,
      kind: 'locker',
      fast: false,
      name: 'Ritiro al locker',
      descr: 'Ritira la spesa quando vuoi dai nostri armadietti refrigerati, con un codice PIN.',
      cssClass: 'service-locker',
      surchargeCents: 0,
      feeCents: 150,
      freeOverCents: 5000,
      feePromoText: 'Gratis sopra 50 €',
    },
    {
      id: 4 * n,
      storeId: n,
      kind: 'onboard',
      fast: false,
      name: 'Consegna in barca',
      descr: 'Consegna al pontile per chi è in barca sul lago: indica il numero del pontile e della barca.',
      cssClass: 'service-onboard',
      surchargeCents: 0,
      feeCents: 990,
      freeOverCents: null,
      feePromoText: 'Consegna al pontile 9,90 €',
    },
  ];
}

function fastServices(n: 1 | 2 | 3): ServiceSeed[] {
  return [
    {
      id: 11 + 2 * n,
      storeId: n,
      kind: 'drive',
      fast: true,
      name: 'Ritiro FAST',
      descr: 'Assortimento ridotto, pronta in un’ora al punto vendita.',
      cssClass: 'service-drive service-fast',
      surchargeCents: 300,
      feeCents: 0,
      freeOverCents: null,
      feePromoText: 'Supplemento FAST 3,00 €',
    },
    {
      id: 12 + 2 * n,
      storeId: n,
      kind: 'home',
      fast: true,
      name: 'Consegna FAST',
      descr: 'Assortimento ridotto, consegnata a casa in meno di due ore.',
      cssClass: 'service-home service-fast',
      surchargeCents: 300,
      feeCents: 490,
      freeOverCents: 7900,
      feePromoText: 'Supplemento FAST 3,00 €',
    },
  ];
}

export const SERVICES: readonly ServiceSeed[] = [
  ...coopServices(1),
  ...coopServices(2),
  ...coopServices(3),
  ...fastServices(1),
  ...fastServices(2),
  ...fastServices(3),
].sort((a, b) => a.id - b.id);

/** Services a warehouse offers, by its kind. */
export function servicesOf(w: WarehouseSeed): number[] {
  const n = w.storeId;
  switch (w.kind) {
    case 'store':
      return [4 * n - 3, 11 + 2 * n];
    case 'hub':
      return [4 * n - 2, 12 + 2 * n];
    case 'locker':
      return [4 * n - 1];
    case 'pier':
      return [4 * n];
  }
}

export interface ZoneSeed {
  id: number;
  storeId: number;
  warehouseId: number;
  name: string;
  maxDistanceM: number;
  /** [postalcode, city, province] */
  postcodes: readonly (readonly [string, string, string])[];
}

const range = (from: number, to: number, city: string, province: string): [string, string, string][] =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), city, province]);

export const ZONES: readonly ZoneSeed[] = [
  {
    id: 1,
    storeId: 1,
    warehouseId: 8,
    name: 'Milano città',
    maxDistanceM: 15000,
    postcodes: range(20121, 20162, 'Milano', 'MI'),
  },
  {
    id: 2,
    storeId: 1,
    warehouseId: 8,
    name: 'Milano nord e Brianza',
    maxDistanceM: 25000,
    postcodes: [
      ['20900', 'Monza', 'MB'],
      ['20099', 'Sesto San Giovanni', 'MI'],
      ['20092', 'Cinisello Balsamo', 'MI'],
      ['20093', 'Cologno Monzese', 'MI'],
      ['20017', 'Rho', 'MI'],
      ['20021', 'Bollate', 'MI'],
      ['20037', 'Paderno Dugnano', 'MI'],
      ['20831', 'Seregno', 'MB'],
      ['20851', 'Lissone', 'MB'],
      ['20811', 'Cesano Maderno', 'MB'],
      ['20832', 'Desio', 'MB'],
    ],
  },
  {
    id: 3,
    storeId: 2,
    warehouseId: 21,
    name: 'Bergamo e hinterland',
    maxDistanceM: 20000,
    postcodes: [
      ...range(24121, 24129, 'Bergamo', 'BG'),
      ['24068', 'Seriate', 'BG'],
      ['24044', 'Dalmine', 'BG'],
      ['24035', 'Curno', 'BG'],
      ['24047', 'Treviglio', 'BG'],
      ['24050', 'Orio al Serio', 'BG'],
      ['24036', 'Ponte San Pietro', 'BG'],
      ['24048', 'Treviolo', 'BG'],
    ],
  },
  {
    id: 4,
    storeId: 2,
    warehouseId: 21,
    name: 'Brescia, Franciacorta e Garda',
    maxDistanceM: 60000,
    postcodes: [
      ...range(25121, 25136, 'Brescia', 'BS'),
      ['25015', 'Desenzano del Garda', 'BS'],
      ['25019', 'Sirmione', 'BS'],
      ['25087', 'Salò', 'BS'],
      ['25049', 'Iseo', 'BS'],
      ['25038', 'Rovato', 'BS'],
      ['25030', 'Castel Mella', 'BS'],
    ],
  },
  {
    id: 5,
    storeId: 3,
    warehouseId: 34,
    name: 'Milano sud e Navigli',
    maxDistanceM: 20000,
    postcodes: [
      ['20122', 'Milano', 'MI'],
      ['20123', 'Milano', 'MI'],
      ['20136', 'Milano', 'MI'],
      ['20139', 'Milano', 'MI'],
      ['20141', 'Milano', 'MI'],
      ['20142', 'Milano', 'MI'],
      ['20143', 'Milano', 'MI'],
      ['20144', 'Milano', 'MI'],
      ['20089', 'Rozzano', 'MI'],
      ['20094', 'Corsico', 'MI'],
      ['20097', 'San Donato Milanese', 'MI'],
      ['20098', 'San Giuliano Milanese', 'MI'],
      ['20081', 'Abbiategrasso', 'MI'],
      ['20082', 'Binasco', 'MI'],
    ],
  },
  {
    id: 6,
    storeId: 3,
    warehouseId: 34,
    name: 'Pavese, Lodigiano, Cremonese e Alto Milanese',
    maxDistanceM: 90000,
    postcodes: [
      ['27100', 'Pavia', 'PV'],
      ['27029', 'Vigevano', 'PV'],
      ['27058', 'Voghera', 'PV'],
      ['26900', 'Lodi', 'LO'],
      ['26845', 'Codogno', 'LO'],
      ['26100', 'Cremona', 'CR'],
      ['26013', 'Crema', 'CR'],
      ['46100', 'Mantova', 'MN'],
      ['20025', 'Legnano', 'MI'],
      ['21052', 'Busto Arsizio', 'VA'],
      ['21013', 'Gallarate', 'VA'],
    ],
  },
];

const WEEK = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'] as const;

export interface OpeningHours {
  day: string;
  open: string;
  close: string;
}

export function openingHours(w: WarehouseSeed): OpeningHours[] {
  const big = w.city === 'Milano';
  return WEEK.map((day, i) => {
    switch (w.kind) {
      case 'locker':
        return { day, open: '00:00', close: '24:00' };
      case 'hub':
        return { day, open: '06:00', close: i === 6 ? '14:00' : '22:00' };
      case 'pier':
        return { day, open: '09:00', close: i >= 5 ? '19:00' : '18:00' };
      case 'store':
        if (i === 6) return { day, open: '09:00', close: big ? '20:00' : '13:00' };
        return { day, open: big ? '07:30' : '08:00', close: big ? '21:30' : '20:00' };
    }
  });
}
