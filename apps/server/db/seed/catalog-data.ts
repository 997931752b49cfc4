// Static catalogue data of the demo seed: the three-level category tree of an
// Italian supermarket, each leaf with its product name templates, and the product
// profiles (packaging, VAT, locker level, formats, price range, texts) they use.
//
// A leaf is [name, profile, items, flags?]. An item is "Name[@format,format][$min-max]" (no decimal
// commas in item formats: they separate formats):
// formats override the profile's, $min-max overrides its price range (euro per kg,
// per litre, or per piece when the format is in pieces only. A format "6 pz/360 g" is 6 pieces weighing 360 g in all).

export type Shape =
  | 'bottle'
  | 'flask'
  | 'jar'
  | 'box'
  | 'tray'
  | 'wedge'
  | 'fruit'
  | 'can'
  | 'bag'
  | 'tube'
  | 'pot'
  | 'carton'
  | 'loaf'
  | 'roll';

export type ProductKind = 'food' | 'drink' | 'nonfood' | 'pet';

/** kcal, fat, saturates, carbohydrates, sugars, fibre, protein, salt (per 100 g or 100 ml). */
export type Nutrition = readonly [number, number, number, number, number, number, number, number];

export interface Profile {
  shape: Shape;
  vat: 4 | 5 | 10 | 22;
  /** 1 ambient, 2 chilled, 3 frozen. */
  locker: 1 | 2 | 3;
  kind: ProductKind;
  formats: readonly string[];
  /** Euro per kg or l (per piece for piece-only formats). */
  price: readonly [number, number];
  /** Share of products of this profile sold loose (Sfuso) and their minimum and step in kg. */
  loose?: { share: number; weight: string; step: string };
  nutrition?: Nutrition;
  allergens?: string;
  /** Ingredients; {name} is the product name. Non-food: usage instructions. */
  text: string;
  storage: string;
  leadTime?: { share: number; hours: string };
  /** Day-lock share: the product can be delivered only on some days. */
  dayLock?: number;
}

/** Product options (spec 001 §3 selectOptions) asked before adding: by leaf name, for every product of the leaf. */
export interface SelectOptionSpec {
  name: string;
  parameterName: string;
  options: readonly { key: string; value: string }[];
}

const CUT: SelectOptionSpec = {
  name: 'Taglio',
  parameterName: 'taglio',
  options: [
    { key: 'intero', value: 'Intero' },
    { key: 'fette', value: 'A fette' },
    { key: 'cubetti', value: 'A cubetti' },
  ],
};
const CLEANING: SelectOptionSpec = {
  name: 'Pulizia',
  parameterName: 'pulizia',
  options: [
    { key: 'intera', value: 'Intera' },
    { key: 'eviscerata', value: 'Eviscerata' },
    { key: 'sfilettata', value: 'Sfilettata' },
  ],
};
const BREAD_SLICING: SelectOptionSpec = {
  name: 'Affettatura',
  parameterName: 'affettatura',
  options: [
    { key: 'intero', value: 'Intero' },
    { key: 'affettato', value: 'Affettato' },
  ],
};
const SLICE_THICKNESS: SelectOptionSpec = {
  name: 'Spessore delle fette',
  parameterName: 'spessore',
  options: [
    { key: 'sottile', value: 'Sottile' },
    { key: 'medio', value: 'Medio' },
    { key: 'spesso', value: 'Spesso' },
  ],
};

export const LEAF_OPTIONS: Readonly<Record<string, readonly SelectOptionSpec[]>> = {
  'Bistecche e tagli': [CUT],
  'Braciole e arrosti': [CUT],
  'Pesce intero': [CLEANING],
  'Pane comune': [BREAD_SLICING],
  'Pane speciale': [BREAD_SLICING],
  'Prosciutti crudi': [SLICE_THICKNESS],
};

const AMBIENT = 'Conservare in luogo fresco e asciutto, lontano da fonti di calore.';
const CHILLED = 'Conservare in frigorifero tra 0 °C e +4 °C. Una volta aperto consumare entro 2 giorni.';
const FROZEN = 'Conservare in freezer a −18 °C. Una volta scongelato non ricongelare.';
const FRESH = 'Conservare in luogo fresco; in frigorifero nel cassetto della verdura.';

export const PROFILES = {
  fruit: {
    shape: 'fruit',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['1 kg', '500 g', '1,5 kg'],
    price: [1.6, 4.5],
    loose: { share: 0.6, weight: '0.5', step: '0.1' },
    nutrition: [52, 0.2, 0, 12, 10, 2.1, 0.6, 0],
    text: '100% {name}. Origine: Italia.',
    storage: FRESH,
  },
  berries: {
    shape: 'fruit',
    vat: 4,
    locker: 2,
    kind: 'food',
    formats: ['125 g', '250 g', '500 g'],
    price: [9, 24],
    nutrition: [45, 0.3, 0, 8, 7, 4, 0.9, 0],
    text: '100% {name}.',
    storage: CHILLED,
  },
  veg: {
    shape: 'fruit',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['500 g', '1 kg', '250 g'],
    price: [1.4, 5.5],
    loose: { share: 0.6, weight: '0.5', step: '0.1' },
    nutrition: [24, 0.3, 0.1, 4, 3, 2.2, 1.2, 0.02],
    text: '100% {name}. Origine: Italia.',
    storage: FRESH,
  },
  salad: {
    shape: 'bag',
    vat: 4,
    locker: 2,
    kind: 'food',
    formats: ['125 g', '150 g', '250 g'],
    price: [6, 14],
    nutrition: [18, 0.3, 0.1, 2, 1.5, 1.8, 1.4, 0.03],
    text: '{name} lavata e pronta da consumare.',
    storage: CHILLED,
  },
  herbs: {
    shape: 'bag',
    vat: 4,
    locker: 2,
    kind: 'food',
    formats: ['30 g', '50 g', '100 g'],
    price: [12, 35],
    nutrition: [30, 0.6, 0.1, 3, 0.3, 3.5, 3, 0.01],
    text: '100% {name}.',
    storage: CHILLED,
  },
  driedfruit: {
    shape: 'bag',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['200 g', '150 g', '500 g'],
    price: [10, 32],
    nutrition: [610, 54, 5, 10, 4, 8, 20, 0.01],
    allergens: 'Frutta a guscio. Può contenere arachidi.',
    text: '{name}.',
    storage: AMBIENT,
  },
  meat: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['400 g', '500 g', '800 g', '1 kg'],
    price: [9, 36],
    loose: { share: 0.3, weight: '0.3', step: '0.1' },
    nutrition: [152, 7.5, 3, 0, 0, 0, 21, 0.15],
    text: '{name}. Origine: nato, allevato e macellato in Italia.',
    storage: CHILLED,
  },
  poultry: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['500 g', '700 g', '1 kg'],
    price: [6, 17],
    loose: { share: 0.2, weight: '0.5', step: '0.1' },
    nutrition: [110, 1.8, 0.5, 0, 0, 0, 23, 0.2],
    text: '{name}. Allevato a terra in Italia senza uso di antibiotici.',
    storage: CHILLED,
  },
  fish: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['300 g', '500 g', '1 kg'],
    price: [12, 36],
    loose: { share: 0.4, weight: '0.3', step: '0.1' },
    nutrition: [105, 3, 0.7, 0, 0, 0, 19, 0.25],
    allergens: 'Pesce, molluschi, crostacei.',
    text: '{name}. Zona di pesca: Mediterraneo (FAO 37).',
    storage: CHILLED,
    dayLock: 0.15,
    leadTime: { share: 0.2, hours: '24' },
  },
  fishsmoked: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['100 g', '200 g', '150 g'],
    price: [25, 60],
    nutrition: [180, 10, 1.8, 0, 0, 0, 23, 3],
    allergens: 'Pesce.',
    text: '{name}, sale.',
    storage: CHILLED,
  },
  readymeat: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['300 g', '400 g', '250 g'],
    price: [10, 21],
    nutrition: [215, 11, 3.5, 12, 1, 0.8, 16, 1.1],
    allergens: 'Glutine, uova, latte.',
    text: '{name}: carne (70%), pangrattato (farina di frumento, lievito, sale), uova, formaggio, sale, spezie.',
    storage: CHILLED,
  },
  milk: {
    shape: 'carton',
    vat: 4,
    locker: 2,
    kind: 'drink',
    formats: ['1 l', '500 ml', '6x1 l'],
    price: [1.1, 1.95],
    nutrition: [64, 3.6, 2.4, 4.9, 4.9, 0, 3.3, 0.1],
    allergens: 'Latte.',
    text: 'Latte vaccino. {name}.',
    storage: CHILLED,
  },
  milkuht: {
    shape: 'carton',
    vat: 4,
    locker: 1,
    kind: 'drink',
    formats: ['1 l', '6x1 l', '500 ml'],
    price: [0.95, 1.8],
    nutrition: [46, 1.6, 1, 4.9, 4.9, 0, 3.3, 0.1],
    allergens: 'Latte.',
    text: 'Latte vaccino UHT. {name}.',
    storage: AMBIENT + ' Dopo l’apertura conservare in frigorifero.',
  },
  plantdrink: {
    shape: 'carton',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['1 l', '3x1 l'],
    price: [1.4, 3.2],
    nutrition: [39, 1.5, 0.2, 4.5, 3.1, 0.5, 1.2, 0.1],
    allergens: 'Può contenere frutta a guscio e soia.',
    text: 'Acqua, {name} (8%), olio di girasole, sale marino, stabilizzante: gomma di gellano.',
    storage: AMBIENT,
  },
  yogurt: {
    shape: 'pot',
    vat: 4,
    locker: 2,
    kind: 'food',
    formats: ['125 g', '2x125 g', '4x125 g', '500 g', '150 g'],
    price: [3, 8],
    nutrition: [88, 3.2, 2, 11, 11, 0, 3.8, 0.12],
    allergens: 'Latte.',
    text: 'Latte, fermenti lattici vivi (Streptococcus thermophilus, Lactobacillus bulgaricus). {name}.',
    storage: CHILLED,
  },
  dessert: {
    shape: 'pot',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['4x100 g', '2x100 g', '500 g'],
    price: [5, 13],
    nutrition: [140, 4.5, 3, 21, 18, 0.5, 3.5, 0.15],
    allergens: 'Latte, uova, glutine.',
    text: 'Latte, zucchero, panna, amido, {name}.',
    storage: CHILLED,
    leadTime: { share: 0.1, hours: '24' },
  },
  freshcheese: {
    shape: 'pot',
    vat: 4,
    locker: 2,
    kind: 'food',
    formats: ['125 g', '250 g', '200 g', '3x100 g'],
    price: [8, 22],
    nutrition: [250, 19, 13, 1, 1, 0, 17, 0.5],
    allergens: 'Latte.',
    text: 'Latte, sale, caglio, fermenti lattici. {name}.',
    storage: CHILLED,
  },
  cheese: {
    shape: 'wedge',
    vat: 4,
    locker: 2,
    kind: 'food',
    formats: ['200 g', '300 g', '500 g', '1 kg'],
    price: [12, 36],
    loose: { share: 0.5, weight: '0.3', step: '0.1' },
    nutrition: [392, 28, 18, 0, 0, 0, 33, 1.6],
    allergens: 'Latte.',
    text: 'Latte, sale, caglio. Crosta non edibile. {name}.',
    storage: CHILLED,
  },
  butter: {
    shape: 'box',
    vat: 4,
    locker: 2,
    kind: 'food',
    formats: ['125 g', '250 g', '200 ml'],
    price: [7, 16],
    nutrition: [740, 82, 55, 0.6, 0.6, 0, 0.7, 0.03],
    allergens: 'Latte.',
    text: 'Crema di latte. {name}.',
    storage: CHILLED,
  },
  eggs: {
    shape: 'box',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['6 pz/360 g', '10 pz/600 g', '4 pz/240 g'],
    price: [4, 10],
    nutrition: [128, 8.7, 2.6, 0, 0, 0, 12.4, 0.35],
    allergens: 'Uova.',
    text: 'Uova di categoria A. {name}.',
    storage: CHILLED,
  },
  salumi: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['100 g', '120 g', '150 g'],
    price: [15, 52],
    loose: { share: 0.7, weight: '0.1', step: '0.1' },
    nutrition: [260, 18, 6.5, 0.5, 0.5, 0, 25, 4.8],
    text: 'Carne di suino, sale, pepe, aromi naturali. {name}.',
    storage: CHILLED,
  },
  salumipack: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['100 g', '250 g', '3x80 g'],
    price: [8, 26],
    nutrition: [240, 19, 7, 1.5, 1, 0, 14, 2.2],
    allergens: 'Può contenere latte e senape.',
    text: 'Carne (80%), acqua, sale, destrosio, aromi, antiossidante: ascorbato di sodio. {name}.',
    storage: CHILLED,
  },
  gastronomia: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['300 g', '400 g', '1 kg'],
    price: [10, 24],
    loose: { share: 0.3, weight: '0.3', step: '0.1' },
    nutrition: [165, 8, 3.2, 14, 2.5, 1.5, 8.5, 0.9],
    allergens: 'Glutine, latte, uova, sedano.',
    text: '{name} preparato nella nostra gastronomia.',
    storage: CHILLED,
  },
  freshsauce: {
    shape: 'pot',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['130 g', '180 g'],
    price: [10, 26],
    nutrition: [420, 41, 6, 5, 3, 2, 6, 1.9],
    allergens: 'Latte, frutta a guscio.',
    text: '{name}: basilico, olio extravergine di oliva, Parmigiano Reggiano DOP, pinoli, aglio, sale.',
    storage: CHILLED,
  },
  olives: {
    shape: 'jar',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['280 g', '180 g', '500 g'],
    price: [8, 24],
    nutrition: [145, 15, 2.2, 0.8, 0, 3.3, 1, 2.5],
    text: '{name}, olio di semi di girasole, sale, aceto.',
    storage: AMBIENT,
  },
  bread: {
    shape: 'loaf',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['500 g', '300 g', '1 kg'],
    price: [3, 7.5],
    loose: { share: 0.5, weight: '0.3', step: '0.1' },
    nutrition: [265, 1.5, 0.3, 52, 2, 3.5, 8.5, 1.3],
    allergens: 'Glutine. Può contenere sesamo.',
    text: 'Farina di grano tenero tipo 0, acqua, lievito, sale.',
    storage: 'Conservare in luogo asciutto nel suo sacchetto di carta.',
  },
  breadpack: {
    shape: 'bag',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['400 g', '300 g', '4 pz/300 g'],
    price: [3, 6.5],
    nutrition: [270, 4, 0.5, 49, 4, 3, 8.5, 1.2],
    allergens: 'Glutine. Può contenere latte e soia.',
    text: 'Farina di grano tenero, acqua, olio di semi di girasole, lievito, zucchero, sale.',
    storage: AMBIENT,
  },
  crackers: {
    shape: 'box',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['250 g', '500 g', '300 g'],
    price: [4, 9.5],
    nutrition: [428, 10, 1.2, 70, 3, 4, 10, 2],
    allergens: 'Glutine. Può contenere sesamo.',
    text: 'Farina di frumento, olio extravergine di oliva (8%), lievito, sale. {name}.',
    storage: AMBIENT,
  },
  pastry: {
    shape: 'box',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['500 g', '800 g', '1 kg', '6 pz/300 g'],
    price: [14, 29],
    nutrition: [380, 18, 9, 48, 28, 1.5, 6, 0.3],
    allergens: 'Glutine, uova, latte.',
    text: 'Farina di frumento, zucchero, burro, uova, {name}.',
    storage: CHILLED,
    leadTime: { share: 0.6, hours: '48' },
  },
  festive: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['750 g', '1 kg', '500 g'],
    price: [8, 26],
    nutrition: [410, 17, 10, 56, 27, 2, 7, 0.4],
    allergens: 'Glutine, uova, latte. Può contenere frutta a guscio.',
    text: 'Farina di frumento, burro, zucchero, tuorlo d’uovo, lievito naturale, {name}.',
    storage: AMBIENT,
  },
  pasta: {
    shape: 'box',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['500 g', '1 kg', '3x500 g'],
    price: [1.5, 4.2],
    nutrition: [359, 1.5, 0.3, 71, 3.5, 3, 13, 0.01],
    allergens: 'Glutine. Può contenere soia e senape.',
    text: 'Semola di grano duro, acqua. {name}.',
    storage: AMBIENT,
  },
  eggpasta: {
    shape: 'box',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['250 g', '500 g'],
    price: [4, 9.5],
    nutrition: [370, 4.2, 1.3, 68, 2.5, 3, 14, 0.05],
    allergens: 'Glutine, uova.',
    text: 'Semola di grano duro, uova fresche (28%). {name}.',
    storage: AMBIENT,
  },
  freshpasta: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['250 g', '500 g'],
    price: [7, 17],
    nutrition: [290, 9, 4, 40, 2, 2.5, 12, 1],
    allergens: 'Glutine, uova, latte.',
    text: 'Pasta: farina di grano tenero, uova. Ripieno: {name}.',
    storage: CHILLED,
  },
  rice: {
    shape: 'box',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['1 kg', '500 g'],
    price: [2, 6.5],
    nutrition: [350, 0.6, 0.2, 78, 0.2, 1.2, 7, 0],
    text: '{name} coltivato in Italia.',
    storage: AMBIENT,
  },
  flour: {
    shape: 'bag',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['1 kg', '500 g'],
    price: [0.8, 3.2],
    nutrition: [340, 1, 0.2, 72, 1.5, 2.5, 11, 0],
    allergens: 'Glutine.',
    text: '{name}.',
    storage: AMBIENT,
  },
  legumesdry: {
    shape: 'bag',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['500 g', '400 g'],
    price: [2.5, 7.5],
    nutrition: [330, 2, 0.3, 50, 2.5, 14, 23, 0.02],
    text: '{name}. Origine: Italia.',
    storage: AMBIENT,
  },
  tomato: {
    shape: 'jar',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['700 g', '500 g', '400 g', '3x400 g'],
    price: [1.2, 3.8],
    nutrition: [26, 0.2, 0, 4, 3.5, 1.2, 1.3, 0.3],
    text: '{name}: pomodoro 100% italiano, sale, basilico.',
    storage: AMBIENT + ' Dopo l’apertura conservare in frigorifero.',
  },
  sauce: {
    shape: 'jar',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['190 g', '300 g', '400 g'],
    price: [6, 18],
    nutrition: [110, 7, 1, 8, 6, 1.8, 2.5, 1.3],
    allergens: 'Può contenere latte, frutta a guscio e sedano.',
    text: 'Polpa di pomodoro, olio extravergine di oliva, cipolla, {name}, sale, pepe.',
    storage: AMBIENT,
  },
  oil: {
    shape: 'bottle',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['1 l', '750 ml', '500 ml', '5 l'],
    price: [6, 17],
    nutrition: [824, 91.6, 14, 0, 0, 0, 0, 0],
    text: 'Olio di oliva di categoria superiore ottenuto direttamente dalle olive e unicamente mediante procedimenti meccanici.',
    storage: 'Conservare al riparo dalla luce e da fonti di calore.',
  },
  seedoil: {
    shape: 'bottle',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['1 l', '2 l'],
    price: [2, 4.5],
    nutrition: [828, 92, 11, 0, 0, 0, 0, 0],
    text: '{name} raffinato.',
    storage: 'Conservare al riparo dalla luce e da fonti di calore.',
  },
  vinegar: {
    shape: 'bottle',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['500 ml', '250 ml', '1 l'],
    price: [2, 14],
    nutrition: [20, 0, 0, 0.6, 0.6, 0, 0, 0],
    allergens: 'Solfiti.',
    text: '{name}. Contiene solfiti.',
    storage: AMBIENT,
  },
  canned: {
    shape: 'can',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['3x80 g', '160 g', '2x160 g', '400 g'],
    price: [7, 26],
    nutrition: [198, 10, 1.6, 0, 0, 0, 27, 1],
    allergens: 'Pesce.',
    text: '{name}, olio di oliva, sale.',
    storage: AMBIENT,
  },
  cannedveg: {
    shape: 'can',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['400 g', '3x400 g', '300 g'],
    price: [1.5, 4.2],
    nutrition: [95, 0.5, 0.1, 13, 0.5, 6, 7, 0.6],
    text: '{name}, acqua, sale.',
    storage: AMBIENT,
  },
  spices: {
    shape: 'jar',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['30 g', '50 g', '80 g'],
    price: [20, 80],
    nutrition: [300, 5, 1, 40, 2, 30, 10, 0.1],
    text: '100% {name}.',
    storage: AMBIENT,
  },
  salt: {
    shape: 'bag',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['1 kg', '500 g'],
    price: [0.4, 4],
    nutrition: [0, 0, 0, 0, 0, 0, 0, 99],
    text: '{name}.',
    storage: AMBIENT,
  },
  condiment: {
    shape: 'jar',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['250 g', '300 g', '500 g'],
    price: [4, 12],
    nutrition: [680, 75, 6, 2, 1.5, 0, 1, 1.4],
    allergens: 'Uova, senape.',
    text: 'Olio di semi di girasole, acqua, tuorlo d’uovo, aceto, sale, succo di limone. {name}.',
    storage: AMBIENT + ' Dopo l’apertura conservare in frigorifero.',
  },
  stock: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['10 pz/100 g', '150 g', '1 l'],
    price: [8, 26],
    nutrition: [220, 15, 7, 12, 6, 1, 8, 48],
    allergens: 'Sedano.',
    text: 'Sale, grassi vegetali, estratto di lievito, verdure disidratate (carota, cipolla, sedano). {name}.',
    storage: AMBIENT,
  },
  coffee: {
    shape: 'box',
    vat: 22,
    locker: 1,
    kind: 'food',
    formats: ['250 g', '2x250 g', '4x250 g', '500 g', '1 kg'],
    price: [10, 30],
    nutrition: [2, 0, 0, 0, 0, 0, 0.2, 0],
    text: 'Caffè tostato. {name}.',
    storage: AMBIENT + ' Dopo l’apertura chiudere bene la confezione.',
  },
  capsules: {
    shape: 'box',
    vat: 22,
    locker: 1,
    kind: 'food',
    formats: ['10 pz/55 g', '16 pz/112 g', '30 pz/210 g'],
    price: [30, 62],
    nutrition: [2, 0, 0, 0, 0, 0, 0.2, 0],
    text: 'Caffè tostato e macinato. {name}.',
    storage: AMBIENT,
  },
  tea: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['20 pz/40 g', '25 pz/50 g'],
    price: [20, 60],
    nutrition: [1, 0, 0, 0.2, 0, 0, 0, 0],
    text: '{name} in filtri.',
    storage: AMBIENT,
  },
  biscuits: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['350 g', '400 g', '700 g', '1 kg'],
    price: [3, 10],
    nutrition: [470, 18, 8, 68, 22, 3, 7, 0.4],
    allergens: 'Glutine, latte, uova. Può contenere frutta a guscio e soia.',
    text: 'Farina di frumento, zucchero, burro, uova fresche, latte, agenti lievitanti, sale. {name}.',
    storage: AMBIENT,
  },
  snacks: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['6 pz/240 g', '10 pz/350 g', '8 pz/280 g'],
    price: [6, 14],
    nutrition: [420, 19, 9, 56, 28, 2, 6, 0.45],
    allergens: 'Glutine, latte, uova, soia.',
    text: 'Farina di frumento, zucchero, oli vegetali, uova, latte scremato in polvere, {name}.',
    storage: AMBIENT,
  },
  cereals: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['375 g', '500 g', '300 g'],
    price: [5, 13],
    nutrition: [385, 3, 0.8, 80, 12, 5, 8, 0.9],
    allergens: 'Glutine. Può contenere frutta a guscio.',
    text: 'Cereali (mais, frumento, avena), zucchero, sale, vitamine. {name}.',
    storage: AMBIENT,
  },
  spreads: {
    shape: 'jar',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['200 g', '400 g', '750 g'],
    price: [8, 22],
    nutrition: [545, 32, 6, 56, 54, 3, 6.5, 0.1],
    allergens: 'Frutta a guscio, latte, soia.',
    text: 'Zucchero, nocciole (13%), oli vegetali, cacao magro, latte scremato in polvere. {name}.',
    storage: AMBIENT,
  },
  honey: {
    shape: 'jar',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['340 g', '400 g', '500 g', '250 g'],
    price: [6, 20],
    nutrition: [250, 0, 0, 61, 60, 1, 0.5, 0],
    text: '{name}. Frutta: 70 g per 100 g.',
    storage: AMBIENT,
  },
  chocolate: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['100 g', '200 g', '150 g'],
    price: [12, 36],
    nutrition: [560, 38, 23, 40, 30, 9, 8, 0.02],
    allergens: 'Latte, soia. Può contenere frutta a guscio.',
    text: 'Pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di soia. {name}.',
    storage: AMBIENT,
  },
  candy: {
    shape: 'bag',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['150 g', '100 g', '175 g'],
    price: [8, 22],
    nutrition: [390, 0, 0, 97, 70, 0, 0, 0],
    text: 'Zucchero, sciroppo di glucosio, aromi naturali. {name}.',
    storage: AMBIENT,
  },
  sugar: {
    shape: 'bag',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['1 kg', '500 g'],
    price: [1, 4.5],
    nutrition: [400, 0, 0, 100, 100, 0, 0, 0],
    text: '{name}.',
    storage: AMBIENT,
  },
  baking: {
    shape: 'box',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['75 g', '200 g', '400 g'],
    price: [5, 22],
    nutrition: [360, 12, 7, 45, 20, 10, 12, 0.1],
    allergens: 'Può contenere glutine, latte e frutta a guscio.',
    text: '{name}.',
    storage: AMBIENT,
  },
  frozenveg: {
    shape: 'bag',
    vat: 4,
    locker: 3,
    kind: 'food',
    formats: ['450 g', '750 g', '1 kg', '600 g'],
    price: [2.5, 7.5],
    nutrition: [45, 0.5, 0.1, 6, 2, 3, 3, 0.05],
    text: '{name} surgelati.',
    storage: FROZEN,
  },
  frozenfish: {
    shape: 'bag',
    vat: 10,
    locker: 3,
    kind: 'food',
    formats: ['400 g', '300 g', '600 g'],
    price: [8, 26],
    nutrition: [190, 8, 1, 15, 1, 0.8, 13, 0.8],
    allergens: 'Pesce, glutine, crostacei.',
    text: '{name} surgelati. Zona di pesca: Atlantico nord-orientale (FAO 27).',
    storage: FROZEN,
  },
  frozen: {
    shape: 'box',
    vat: 10,
    locker: 3,
    kind: 'food',
    formats: ['2x350 g', '400 g', '600 g', '1 kg'],
    price: [5, 15],
    nutrition: [230, 9, 4, 27, 3, 2, 10, 1.2],
    allergens: 'Glutine, latte. Può contenere uova e pesce.',
    text: '{name} surgelato. Farina di frumento, pomodoro, mozzarella, olio extravergine di oliva, sale.',
    storage: FROZEN,
  },
  icecream: {
    shape: 'pot',
    vat: 10,
    locker: 3,
    kind: 'food',
    formats: ['500 g', '750 g', '6 pz/360 g', '4 pz/300 g'],
    price: [6, 18],
    nutrition: [210, 11, 7, 24, 21, 0.5, 3.5, 0.1],
    allergens: 'Latte. Può contenere frutta a guscio.',
    text: 'Latte, zucchero, panna, {name}.',
    storage: FROZEN,
  },
  frozenbakery: {
    shape: 'bag',
    vat: 10,
    locker: 3,
    kind: 'food',
    formats: ['6 pz/300 g', '500 g'],
    price: [5, 12],
    nutrition: [390, 20, 11, 45, 15, 2, 7, 0.8],
    allergens: 'Glutine, latte, uova.',
    text: 'Farina di frumento, burro, zucchero, uova, lievito. {name}.',
    storage: FROZEN,
  },
  water: {
    shape: 'bottle',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['6x1,5 l', '1,5 l', '6x0,5 l', '2 l', '6x2 l'],
    price: [0.15, 0.6],
    nutrition: [0, 0, 0, 0, 0, 0, 0, 0.002],
    text: 'Acqua minerale. Residuo fisso a 180 °C: 48 mg/l.',
    storage: 'Conservare al riparo dalla luce, in luogo fresco.',
  },
  softdrink: {
    shape: 'can',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['1,5 l', '6x33 cl', '4x33 cl', '1 l'],
    price: [0.8, 2.6],
    nutrition: [42, 0, 0, 10.5, 10.5, 0, 0, 0],
    text: 'Acqua, zucchero, anidride carbonica, aromi naturali. {name}.',
    storage: AMBIENT,
  },
  juice: {
    shape: 'carton',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['1 l', '3x200 ml', '750 ml'],
    price: [1.5, 3.6],
    nutrition: [45, 0, 0, 10.5, 10, 0.2, 0.5, 0],
    text: '{name}. Frutta: minimo 50%.',
    storage: AMBIENT,
  },
  beer: {
    shape: 'bottle',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['66 cl', '6x33 cl', '33 cl', '50 cl'],
    price: [2, 8.5],
    nutrition: [42, 0, 0, 3.2, 0.2, 0, 0.4, 0],
    allergens: 'Glutine (malto d’orzo).',
    text: 'Acqua, malto d’orzo, mais, luppolo. {name}. Vol. 4,8%.',
    storage: AMBIENT,
  },
  wine: {
    shape: 'bottle',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['75 cl', '1,5 l'],
    price: [6, 30],
    allergens: 'Contiene solfiti.',
    text: '{name}. Vol. 13%. Contiene solfiti.',
    storage: 'Conservare in luogo fresco e buio, bottiglia coricata.',
  },
  sparkling: {
    shape: 'bottle',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['75 cl'],
    price: [8, 42],
    allergens: 'Contiene solfiti.',
    text: '{name}. Vol. 12%. Contiene solfiti.',
    storage: 'Servire a 6-8 °C.',
  },
  spirits: {
    shape: 'bottle',
    vat: 22,
    locker: 1,
    kind: 'drink',
    formats: ['70 cl', '50 cl', '1 l'],
    price: [15, 45],
    text: '{name}. Vol. 30%.',
    storage: AMBIENT,
  },
  superfood: {
    shape: 'bag',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['200 g', '250 g', '150 g'],
    price: [15, 42],
    nutrition: [490, 31, 3.3, 8, 1, 34, 17, 0.02],
    text: '100% {name}.',
    storage: AMBIENT,
  },
  supplement: {
    shape: 'tube',
    vat: 10,
    locker: 1,
    kind: 'food',
    formats: ['20 pz/80 g', '30 pz/45 g'],
    price: [50, 210],
    text: '{name}. Integratore alimentare: non superare la dose giornaliera consigliata.',
    storage: AMBIENT,
  },
  vegprotein: {
    shape: 'tray',
    vat: 10,
    locker: 2,
    kind: 'food',
    formats: ['200 g', '250 g', '2x100 g'],
    price: [10, 21],
    nutrition: [150, 8, 1.3, 3, 1, 2, 15, 0.9],
    allergens: 'Soia, glutine.',
    text: '{name}: soia (70%), acqua, sale, coagulante: cloruro di magnesio.',
    storage: CHILLED,
  },
  bodycare: {
    shape: 'flask',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['250 ml', '500 ml', '750 ml', '2x250 ml'],
    price: [4, 16],
    text: 'Applicare sulla pelle bagnata, massaggiare e risciacquare. Solo per uso esterno.',
    storage: 'Tenere lontano dalla portata dei bambini.',
  },
  deo: {
    shape: 'can',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['150 ml', '50 ml', '2x150 ml'],
    price: [15, 42],
    text: 'Applicare sulle ascelle pulite e asciutte. Non vaporizzare su pelle irritata.',
    storage: 'Recipiente sotto pressione: proteggere dai raggi solari.',
  },
  skincream: {
    shape: 'tube',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['75 ml', '100 ml', '200 ml'],
    price: [20, 85],
    text: 'Applicare mattina e sera su pelle pulita massaggiando fino a completo assorbimento.',
    storage: 'Conservare a temperatura ambiente.',
  },
  hair: {
    shape: 'flask',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['250 ml', '400 ml', '500 ml'],
    price: [6, 22],
    text: 'Applicare sui capelli bagnati, massaggiare delicatamente e risciacquare con cura.',
    storage: 'Evitare il contatto con gli occhi.',
  },
  toothpaste: {
    shape: 'tube',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['75 ml', '100 ml', '2x75 ml'],
    price: [15, 42],
    text: 'Spazzolare i denti almeno due volte al giorno. Non ingerire. Contiene fluoruro di sodio (1450 ppm).',
    storage: 'Conservare a temperatura ambiente.',
  },
  feminine: {
    shape: 'box',
    vat: 5,
    locker: 1,
    kind: 'nonfood',
    formats: ['14 pz/100 g', '10 pz/80 g', '20 pz/120 g'],
    price: [20, 42],
    text: 'Sostituire regolarmente. Non gettare nel WC.',
    storage: 'Conservare in luogo asciutto.',
  },
  paper: {
    shape: 'roll',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['4 pz/400 g', '8 pz/800 g', '12 pz/1200 g'],
    price: [2, 8],
    text: 'Carta 100% cellulosa, certificata FSC. Smaltire nella carta.',
    storage: 'Conservare in luogo asciutto.',
  },
  laundry: {
    shape: 'flask',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['1,5 l', '2 l', '3 l', '30 pz/600 g'],
    price: [2, 8.5],
    text: 'Dosare secondo la durezza dell’acqua e il grado di sporco. Per 30 lavaggi.',
    storage: 'Tenere fuori dalla portata dei bambini. Non ingerire.',
  },
  dishes: {
    shape: 'flask',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['1 l', '750 ml', '30 pz/540 g'],
    price: [2, 11],
    text: 'Usare la dose consigliata per ogni lavaggio. Risciacquare le superfici a contatto con alimenti.',
    storage: 'Tenere fuori dalla portata dei bambini.',
  },
  cleaning: {
    shape: 'flask',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['750 ml', '1 l', '500 ml'],
    price: [2, 8.5],
    text: 'Spruzzare sulla superficie, lasciare agire qualche istante e passare con un panno umido.',
    storage: 'Tenere fuori dalla portata dei bambini. Non mescolare con altri prodotti.',
  },
  household: {
    shape: 'box',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['1 pz/150 g', '3 pz/300 g', '20 pz/250 g'],
    price: [1.2, 6],
    text: 'Seguire le istruzioni riportate sulla confezione.',
    storage: 'Conservare in luogo asciutto.',
  },
  petfood: {
    shape: 'can',
    vat: 22,
    locker: 1,
    kind: 'pet',
    formats: ['400 g', '4x100 g', '85 g', '12x85 g'],
    price: [3, 12],
    nutrition: [95, 5, 1.5, 1, 0.5, 0.3, 9, 0.3],
    text: 'Alimento completo. Carni e derivati (di cui {name} 4%), cereali, sostanze minerali. Servire a temperatura ambiente con acqua fresca sempre a disposizione.',
    storage: AMBIENT + ' Una volta aperto conservare in frigorifero.',
  },
  petdry: {
    shape: 'bag',
    vat: 22,
    locker: 1,
    kind: 'pet',
    formats: ['2 kg', '1,5 kg', '800 g'],
    price: [3, 11],
    nutrition: [370, 14, 4, 40, 2, 3, 26, 0.9],
    text: 'Alimento completo secco. Carni disidratate, riso, mais, grassi animali. {name}.',
    storage: AMBIENT,
  },
  petcare: {
    shape: 'bag',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['5 l/4 kg', '10 pz/500 g', '250 ml'],
    price: [1, 9],
    text: 'Seguire le istruzioni per l’uso. {name}.',
    storage: 'Conservare in luogo asciutto.',
  },
  babyfood: {
    shape: 'jar',
    vat: 4,
    locker: 1,
    kind: 'food',
    formats: ['2x80 g', '80 g', '4x80 g', '200 g'],
    price: [8, 26],
    nutrition: [70, 0.5, 0.1, 15, 12, 1.5, 0.5, 0.01],
    text: '{name}. Senza zuccheri aggiunti, senza conservanti. Dal 4° mese compiuto.',
    storage: AMBIENT,
  },
  babymilk: {
    shape: 'carton',
    vat: 4,
    locker: 1,
    kind: 'drink',
    formats: ['500 ml', '1 l'],
    price: [3, 8],
    nutrition: [66, 3.2, 1, 8, 5, 0.3, 1.4, 0.05],
    allergens: 'Latte.',
    text: '{name}. Latte scremato, oli vegetali, lattosio, vitamine e minerali.',
    storage: AMBIENT,
  },
  diapers: {
    shape: 'bag',
    vat: 10,
    locker: 1,
    kind: 'nonfood',
    formats: ['22 pz/700 g', '30 pz/900 g', '16 pz/600 g'],
    price: [10, 21],
    text: 'Scegliere la taglia in base al peso del bambino. Non gettare nel WC.',
    storage: 'Conservare in luogo asciutto.',
  },
  babycare: {
    shape: 'flask',
    vat: 22,
    locker: 1,
    kind: 'nonfood',
    formats: ['250 ml', '200 ml', '100 ml'],
    price: [10, 32],
    text: 'Dermatologicamente testato. Applicare delicatamente sulla pelle del bambino.',
    storage: 'Conservare a temperatura ambiente.',
  },
} as const satisfies Record<string, Profile>;

export type ProfileKey = keyof typeof PROFILES;

/** Flags of a leaf: bio = organic, gf = gluten free, lf = lactose free, vegan. */
export type LeafFlag = 'bio' | 'gf' | 'lf' | 'vegan';
export type LeafSpec = readonly [
  name: string,
  profile: ProfileKey,
  items: string,
  flags?: readonly LeafFlag[],
];
export interface SubSpec {
  name: string;
  leaves: readonly LeafSpec[];
}
export interface DepartmentSpec {
  name: string;
  color: string;
  description: string;
  subs: readonly SubSpec[];
}

export const DEPARTMENTS: readonly DepartmentSpec[] = [
  {
    name: 'Frutta e verdura',
    color: '#3f9b2f',
    description: 'Frutta e verdura fresca di stagione, dai produttori lombardi e italiani.',
    subs: [
      {
        name: 'Frutta',
        leaves: [
          [
            'Agrumi',
            'fruit',
            'Arance tarocco|Limoni di Sicilia IGP|Clementine di Calabria IGP|Mandarini|Pompelmi rosa',
          ],
          [
            'Mele e pere',
            'fruit',
            'Mele Golden Delicious|Mele Fuji|Mele della Val di Non DOP|Pere Abate|Pere Williams',
          ],
          ['Frutta esotica', 'fruit', 'Banane|Ananas@1 pz/1200 g|Kiwi|Mango@1 pz/400 g|Avocado@2 pz/400 g'],
          ['Frutti di bosco', 'berries', 'Fragole|Mirtilli|Lamponi|More'],
          [
            'Frutta di stagione',
            'fruit',
            'Uva bianca Italia|Uva nera|Pesche gialle|Albicocche|Susine|Meloni',
          ],
        ],
      },
      {
        name: 'Verdura',
        leaves: [
          [
            'Pomodori',
            'veg',
            'Pomodori ciliegino|Pomodori datterini|Pomodori cuore di bue|Pomodori San Marzano|Pomodori ramati',
          ],
          ['Ortaggi', 'veg', 'Zucchine|Melanzane|Peperoni rossi|Peperoni gialli|Cetrioli|Carote|Finocchi'],
          [
            'Patate e cipolle',
            'veg',
            'Patate a pasta gialla|Patate novelle|Cipolle dorate|Cipolle rosse di Tropea Calabria IGP|Aglio bianco@250 g',
          ],
          ['Funghi', 'veg', 'Funghi champignon|Funghi porcini$18-35|Funghi cardoncelli'],
        ],
      },
      {
        name: 'Insalate e verdure pronte',
        leaves: [
          ['Insalate in busta', 'salad', 'Insalata mista|Valeriana|Rucola|Lattughino|Songino'],
          [
            'Verdure pronte da cuocere',
            'salad',
            'Minestrone fresco@500 g,1 kg$4-8|Spinaci novelli|Verdure per soffritto|Zuppa di verdure@620 g$4-8',
          ],
        ],
      },
      {
        name: 'Erbe aromatiche',
        leaves: [
          ['Erbe fresche', 'herbs', 'Basilico fresco|Prezzemolo riccio|Rosmarino|Salvia|Erba cipollina'],
          ['Peperoncini e spezie fresche', 'herbs', 'Peperoncino fresco|Zenzero@200 g|Curcuma fresca@100 g'],
        ],
      },
      {
        name: 'Frutta secca e disidratata',
        leaves: [
          [
            'Frutta secca',
            'driedfruit',
            'Noci|Mandorle sgusciate|Nocciole Piemonte IGP|Pistacchi tostati|Anacardi',
          ],
          [
            'Frutta disidratata',
            'driedfruit',
            'Albicocche secche|Prugne secche|Uvetta sultanina|Datteri|Fichi secchi',
          ],
        ],
      },
    ],
  },
  {
    name: 'Carne e pesce',
    color: '#c0392b',
    description: 'Carne italiana dal banco macelleria e pesce fresco ogni giorno.',
    subs: [
      {
        name: 'Carne bovina',
        leaves: [
          [
            'Bistecche e tagli',
            'meat',
            'Bistecca di scottona|Fettine di vitello|Roast beef|Tagliata di manzo|Filetto di manzo$35-48',
          ],
          [
            'Macinato e hamburger',
            'meat',
            'Macinato di bovino|Hamburger di scottona@2x100 g,4x100 g|Polpette di manzo',
          ],
        ],
      },
      {
        name: 'Carne suina',
        leaves: [
          [
            'Braciole e arrosti',
            'meat',
            'Braciole di maiale|Arista di maiale|Lonza di maiale a fette|Costine di maiale',
          ],
          ['Salsicce', 'meat', 'Salsiccia luganega|Salamelle mantovane|Salsiccia di suino'],
        ],
      },
      {
        name: 'Pollo e tacchino',
        leaves: [
          [
            'Pollo',
            'poultry',
            'Petto di pollo a fette|Cosce di pollo|Fusi di pollo|Ali di pollo|Pollo intero',
          ],
          ['Tacchino', 'poultry', 'Fesa di tacchino|Petto di tacchino a fette|Arrosto di tacchino'],
        ],
      },
      {
        name: 'Pesce fresco',
        leaves: [
          ['Pesce intero', 'fish', 'Orata|Branzino|Trota salmonata|Sgombro'],
          ['Filetti e tranci', 'fish', 'Filetti di merluzzo|Tranci di salmone|Pesce spada a tranci'],
          ['Molluschi e crostacei', 'fish', 'Cozze$4-7|Vongole veraci|Gamberi rossi$30-50|Calamari'],
        ],
      },
      {
        name: 'Pesce affumicato e marinato',
        leaves: [
          [
            'Affumicati',
            'fishsmoked',
            'Salmone affumicato norvegese|Pesce spada affumicato|Trota affumicata',
          ],
          ['Marinati', 'fishsmoked', 'Alici marinate|Insalata di mare$18-30'],
        ],
      },
      {
        name: 'Carni pronte da cuocere',
        leaves: [
          [
            'Spiedini e preparati',
            'readymeat',
            'Spiedini misti|Cotolette di pollo impanate|Involtini di vitello|Cordon bleu',
          ],
        ],
      },
    ],
  },
  {
    name: 'Latte, uova e formaggi',
    color: '#2e86c1',
    description: 'Latte fresco, yogurt, formaggi DOP lombardi e uova da galline allevate a terra.',
    subs: [
      {
        name: 'Latte',
        leaves: [
          [
            'Latte fresco',
            'milk',
            'Latte fresco intero alta qualità|Latte fresco parzialmente scremato|Latte fresco di montagna',
          ],
          [
            'Latte a lunga conservazione',
            'milkuht',
            'Latte UHT intero|Latte UHT parzialmente scremato|Latte UHT senza lattosio|Latte UHT scremato',
          ],
          [
            'Bevande vegetali',
            'plantdrink',
            'Bevanda di soia|Bevanda di avena|Bevanda di mandorla|Bevanda di riso',
            ['vegan'],
          ],
        ],
      },
      {
        name: 'Yogurt e dessert',
        leaves: [
          [
            'Yogurt',
            'yogurt',
            'Yogurt intero bianco|Yogurt greco|Yogurt alla fragola|Yogurt ai frutti di bosco|Yogurt magro alla vaniglia',
          ],
          ['Dessert', 'dessert', 'Budino al cioccolato|Panna cotta|Tiramisù|Crème caramel'],
        ],
      },
      {
        name: 'Formaggi freschi',
        leaves: [
          [
            'Mozzarelle',
            'freshcheese',
            'Mozzarella di bufala campana DOP|Mozzarella fior di latte|Mozzarelline ciliegine|Burrata pugliese|Stracciatella',
          ],
          ['Formaggi spalmabili', 'freshcheese', 'Ricotta vaccina|Mascarpone|Stracchino|Crescenza|Robiola'],
        ],
      },
      {
        name: 'Formaggi stagionati',
        leaves: [
          [
            'Grana e Parmigiano',
            'cheese',
            'Parmigiano Reggiano DOP 24 mesi|Parmigiano Reggiano DOP 30 mesi|Grana Padano DOP|Grana Padano DOP grattugiato@100 g,200 g|Parmigiano Reggiano DOP grattugiato@100 g,200 g',
          ],
          [
            'Formaggi a pasta dura',
            'cheese',
            'Pecorino Romano DOP|Asiago DOP|Montasio DOP|Provolone Valpadana DOP dolce',
          ],
          [
            'Formaggi a pasta molle',
            'cheese',
            'Gorgonzola DOP dolce|Taleggio DOP|Quartirolo lombardo DOP|Fontina DOP|Bitto DOP|Salva cremasco DOP',
          ],
        ],
      },
      {
        name: 'Burro e panna',
        leaves: [
          [
            'Burro',
            'butter',
            'Burro centrifugato@250 g|Burro di panna@125 g,250 g|Burro senza lattosio@200 g',
          ],
          ['Panna', 'butter', 'Panna fresca@200 ml,500 ml|Panna da cucina@200 ml|Panna spray@250 g'],
        ],
      },
      {
        name: 'Uova',
        leaves: [
          [
            'Uova fresche',
            'eggs',
            'Uova fresche da galline allevate a terra|Uova biologiche|Uova da galline allevate all’aperto',
          ],
          ['Uova pronte', 'eggs', 'Albume d’uovo@500 g|Uova sode@4 pz/240 g'],
        ],
      },
    ],
  },
  {
    name: 'Salumi e gastronomia',
    color: '#a93a3a',
    description: 'Salumi affettati al banco, specialità lombarde e piatti pronti della gastronomia.',
    subs: [
      {
        name: 'Salumi al banco',
        leaves: [
          [
            'Prosciutti crudi',
            'salumi',
            'Prosciutto di Parma DOP|Prosciutto San Daniele DOP|Prosciutto crudo nostrano|Speck Alto Adige IGP',
          ],
          [
            'Prosciutti cotti',
            'salumi',
            'Prosciutto cotto alta qualità|Prosciutto cotto senza polifosfati|Prosciutto cotto affumicato',
          ],
          [
            'Salami',
            'salumi',
            'Salame Milano|Salame Felino IGP|Salame ungherese|Salame di Varzi DOP|Cacciatorini',
          ],
          [
            'Mortadella e altri salumi',
            'salumi',
            'Mortadella Bologna IGP|Bresaola della Valtellina IGP|Coppa piacentina DOP|Pancetta arrotolata|Lardo',
          ],
        ],
      },
      {
        name: 'Wurstel e affettati confezionati',
        leaves: [
          ['Wurstel', 'salumipack', 'Wurstel di suino|Wurstel di pollo e tacchino|Wurstel con formaggio'],
          [
            'Affettati in vaschetta',
            'salumipack',
            'Fesa di tacchino arrosto|Pancetta a cubetti|Bresaola punta d’anca',
          ],
        ],
      },
      {
        name: 'Gastronomia',
        leaves: [
          [
            'Piatti pronti',
            'gastronomia',
            'Lasagne alla bolognese|Parmigiana di melanzane|Vitello tonnato|Insalata russa|Pollo arrosto',
          ],
          [
            'Torte salate e sfizi',
            'gastronomia',
            'Torta salata agli spinaci|Focaccia farcita|Arancini di riso|Olive ascolane',
          ],
        ],
      },
      {
        name: 'Piadine e sughi freschi',
        leaves: [
          [
            'Piadine',
            'breadpack',
            'Piadina romagnola IGP@4 pz/400 g|Piadina sfogliata@3 pz/300 g|Crescioni@2 pz/300 g$9-14',
          ],
          [
            'Sughi freschi',
            'freshsauce',
            'Pesto alla genovese fresco|Ragù fresco alla bolognese|Sugo al pomodoro fresco',
          ],
        ],
      },
      {
        name: 'Olive e sottoli',
        leaves: [
          ['Olive', 'olives', 'Olive taggiasche|Olive verdi giganti|Olive nere al forno'],
          ['Sottoli', 'olives', 'Carciofini sott’olio|Funghi trifolati|Pomodori secchi sott’olio'],
        ],
      },
    ],
  },
  {
    name: 'Pane e pasticceria',
    color: '#c98a2b',
    description: 'Pane sfornato ogni mattina, sostituti del pane e pasticceria fresca.',
    subs: [
      {
        name: 'Pane fresco',
        leaves: [
          ['Pane comune', 'bread', 'Pane casereccio|Michetta|Pane francese|Pane di semola|Pane integrale'],
          ['Pane speciale', 'bread', 'Pane ai cereali|Pane di segale|Pane ai cinque cereali'],
        ],
      },
      {
        name: 'Pane confezionato',
        leaves: [
          ['Pane in cassetta', 'breadpack', 'Pan carré bianco|Pan carré integrale|Pane per tramezzini'],
          ['Panini confezionati', 'breadpack', 'Panini per hamburger|Panini al latte|Pane per hot dog'],
        ],
      },
      {
        name: 'Sostituti del pane',
        leaves: [
          ['Crackers', 'crackers', 'Crackers salati|Crackers integrali|Crackers non salati in superficie'],
          [
            'Grissini e fette',
            'crackers',
            'Grissini torinesi|Fette biscottate|Taralli pugliesi|Friselle|Bruschette',
          ],
        ],
      },
      {
        name: 'Pasticceria fresca',
        leaves: [
          [
            'Torte',
            'pastry',
            'Torta della nonna|Crostata di albicocche|Torta al cioccolato|Cheesecake ai frutti di bosco|Millefoglie',
          ],
          [
            'Pasticcini',
            'pastry',
            'Pasticcini assortiti|Cannoli siciliani|Bignè alla crema|Cornetti alla crema',
          ],
        ],
      },
      {
        name: 'Dolci da ricorrenza',
        leaves: [
          [
            'Panettoni e pandori',
            'festive',
            'Panettone classico|Pandoro di Verona|Colomba pasquale|Panettone senza canditi',
          ],
          [
            'Dolci lombardi',
            'festive',
            'Torta paradiso|Torta sbrisolona|Amaretti morbidi@200 g|Torta di rose',
          ],
        ],
      },
    ],
  },
  {
    name: 'Pasta, riso e farine',
    color: '#e0892b',
    description: 'Pasta di semola e all’uovo, riso per risotti, farine e legumi secchi.',
    subs: [
      {
        name: 'Pasta secca',
        leaves: [
          ['Pasta lunga', 'pasta', 'Spaghetti n.5|Spaghettoni|Linguine|Bucatini|Vermicelli|Bavette'],
          ['Pasta corta', 'pasta', 'Penne rigate|Fusilli|Rigatoni|Mezze maniche|Farfalle|Pasta corta mista'],
          [
            'Pasta integrale e speciale',
            'pasta',
            'Pasta integrale penne rigate|Spaghetti integrali|Pasta di legumi fusilli di lenticchie rosse@250 g$6-11|Pasta di farro',
          ],
          ['Pastina', 'pasta', 'Pastina stelline|Ditalini|Anellini|Pasta per minestra corallini'],
        ],
      },
      {
        name: 'Pasta all’uovo e fresca',
        leaves: [
          [
            'Pasta all’uovo secca',
            'eggpasta',
            'Tagliatelle all’uovo|Pappardelle all’uovo|Lasagne all’uovo|Fettuccine all’uovo',
          ],
          [
            'Pasta fresca ripiena',
            'freshpasta',
            'Tortellini al prosciutto crudo|Ravioli ricotta e spinaci|Casoncelli bergamaschi|Tortelli di zucca mantovani|Agnolotti al brasato',
          ],
          ['Gnocchi', 'freshpasta', 'Gnocchi di patate|Gnocchetti sardi freschi|Chicche di patate'],
        ],
      },
      {
        name: 'Riso',
        leaves: [
          ['Riso per risotti', 'rice', 'Riso Carnaroli|Riso Arborio|Riso Vialone Nano|Riso Roma'],
          ['Altri risi', 'rice', 'Riso basmati|Riso integrale|Riso parboiled|Riso Venere'],
        ],
      },
      {
        name: 'Farine e lieviti',
        leaves: [
          [
            'Farine',
            'flour',
            'Farina di grano tenero tipo 00|Farina tipo 0 manitoba|Farina integrale|Semola rimacinata di grano duro|Farina di mais per polenta',
          ],
          [
            'Lieviti e preparati',
            'flour',
            'Lievito di birra secco@3x7 g$40-60|Lievito per dolci@3x16 g$20-30|Preparato per pizza@500 g$3-5|Fecola di patate@250 g$3-5',
          ],
        ],
      },
      {
        name: 'Legumi e cereali secchi',
        leaves: [
          ['Legumi secchi', 'legumesdry', 'Lenticchie|Ceci secchi|Fagioli borlotti secchi|Piselli spezzati'],
          ['Cereali in chicchi', 'legumesdry', 'Farro perlato|Orzo perlato|Quinoa$8-14|Cous cous'],
        ],
      },
    ],
  },
  {
    name: 'Dispensa e condimenti',
    color: '#9a6b24',
    description: 'Conserve, sughi, olio extravergine di oliva, aceto, scatolame e spezie.',
    subs: [
      {
        name: 'Conserve di pomodoro',
        leaves: [
          ['Passate', 'tomato', 'Passata di pomodoro|Passata di pomodoro rustica|Passata di pomodorini'],
          [
            'Pelati e polpa',
            'tomato',
            'Pomodori pelati|Polpa di pomodoro a cubetti|Pomodorini in scatola|Concentrato di pomodoro doppio@200 g',
          ],
        ],
      },
      {
        name: 'Sughi e pesti',
        leaves: [
          [
            'Sughi pronti',
            'sauce',
            'Sugo al basilico|Ragù alla bolognese|Sugo all’arrabbiata|Sugo alla puttanesca|Sugo ai funghi porcini',
          ],
          ['Pesti', 'sauce', 'Pesto alla genovese|Pesto rosso|Pesto di rucola|Crema di noci'],
        ],
      },
      {
        name: 'Olio e aceto',
        leaves: [
          [
            'Olio extravergine di oliva',
            'oil',
            'Olio extravergine di oliva 100% italiano|Olio extravergine di oliva biologico|Olio extravergine di oliva Garda DOP|Olio extravergine di oliva Riviera Ligure DOP|Olio extravergine di oliva classico',
          ],
          ['Oli di semi', 'seedoil', 'Olio di semi di girasole|Olio di semi di arachide|Olio di semi vari'],
          [
            'Aceti',
            'vinegar',
            'Aceto balsamico di Modena IGP|Aceto di vino bianco|Aceto di mele|Glassa di aceto balsamico',
          ],
        ],
      },
      {
        name: 'Scatolame',
        leaves: [
          [
            'Tonno e pesce in scatola',
            'canned',
            'Tonno all’olio di oliva|Tonno al naturale|Sgombro all’olio di oliva|Filetti di alici|Salmone al naturale',
          ],
          [
            'Legumi in scatola',
            'cannedveg',
            'Fagioli cannellini|Ceci lessati|Fagioli borlotti|Piselli fini|Mais dolce',
          ],
          ['Carne in scatola', 'canned', 'Carne bovina in gelatina|Paté di fegato'],
        ],
      },
      {
        name: 'Condimenti e spezie',
        leaves: [
          [
            'Sale',
            'salt',
            'Sale marino integrale|Sale iodato fino|Sale grosso|Sale rosa dell’Himalaya@500 g',
          ],
          ['Spezie', 'spices', 'Pepe nero macinato|Origano|Paprika dolce|Noce moscata|Curry'],
          ['Maionese e salse', 'condiment', 'Maionese|Ketchup|Senape|Salsa tonnata|Salsa barbecue'],
          ['Brodi e dadi', 'stock', 'Dado vegetale|Brodo di manzo@1 l$2-4|Granulare per brodo'],
        ],
      },
    ],
  },
  {
    name: 'Colazione e dolci',
    color: '#8a4f2a',
    description: 'Caffè, tè, biscotti, cereali, creme spalmabili, cioccolato e tutto per i dolci.',
    subs: [
      {
        name: 'Caffè',
        leaves: [
          [
            'Caffè macinato',
            'coffee',
            'Caffè macinato miscela classica|Caffè macinato per moka|Caffè macinato espresso|Caffè decaffeinato macinato|Caffè 100% arabica macinato',
          ],
          [
            'Caffè in grani',
            'coffee',
            'Caffè in grani miscela bar@1 kg,500 g|Caffè in grani 100% arabica@1 kg,500 g',
          ],
          [
            'Capsule e cialde',
            'capsules',
            'Capsule caffè intenso compatibili|Cialde caffè espresso|Capsule caffè decaffeinato',
          ],
          [
            'Caffè solubile e orzo',
            'coffee',
            'Caffè solubile@100 g,200 g$25-45|Orzo solubile@120 g$12-20|Ginseng solubile@10 pz/150 g$15-30',
          ],
        ],
      },
      {
        name: 'Tè e infusi',
        leaves: [
          ['Tè', 'tea', 'Tè nero classico|Tè verde|Tè al limone solubile@360 g$6-10|Tè deteinato'],
          ['Tisane', 'tea', 'Camomilla|Tisana al finocchio|Infuso ai frutti rossi|Tisana rilassante'],
        ],
      },
      {
        name: 'Biscotti',
        leaves: [
          [
            'Frollini',
            'biscuits',
            'Biscotti frollini al burro|Biscotti frollini con gocce di cioccolato|Biscotti al cacao|Biscotti con panna|Biscotti al latte',
          ],
          [
            'Biscotti integrali e secchi',
            'biscuits',
            'Biscotti integrali|Biscotti secchi|Biscotti ai cereali|Biscotti senza zucchero aggiunto',
          ],
          [
            'Wafer e cookies',
            'biscuits',
            'Wafer alla nocciola@175 g|Cookies al cioccolato@200 g|Cantucci alle mandorle@250 g|Savoiardi@200 g,400 g',
          ],
        ],
      },
      {
        name: 'Merendine e torte',
        leaves: [
          [
            'Merendine',
            'snacks',
            'Merendine al cioccolato|Plumcake allo yogurt|Crostatine all’albicocca|Pan di spagna farcito|Cornetti all’albicocca',
          ],
          [
            'Torte confezionate',
            'snacks',
            'Torta margherita@400 g|Ciambellone@500 g|Muffin al cioccolato@6 pz/300 g',
          ],
        ],
      },
      {
        name: 'Cereali e barrette',
        leaves: [
          [
            'Cereali',
            'cereals',
            'Corn flakes|Muesli croccante|Fiocchi d’avena|Cereali al cioccolato|Riso soffiato',
          ],
          ['Barrette', 'cereals', 'Barrette ai cereali@6 pz/150 g$10-18|Barrette proteiche@3 pz/105 g$18-30'],
        ],
      },
      {
        name: 'Creme e confetture',
        leaves: [
          [
            'Creme spalmabili',
            'spreads',
            'Crema spalmabile alla nocciola|Crema al pistacchio|Burro di arachidi',
          ],
          [
            'Confetture e miele',
            'honey',
            'Confettura extra di albicocche|Confettura di fragole|Marmellata di arance|Miele millefiori|Miele di acacia',
          ],
        ],
      },
      {
        name: 'Cioccolato e caramelle',
        leaves: [
          [
            'Cioccolato',
            'chocolate',
            'Cioccolato fondente 70%|Cioccolato al latte|Cioccolato al latte con nocciole|Cioccolatini assortiti',
          ],
          [
            'Caramelle e gomme',
            'candy',
            'Caramelle alla frutta|Caramelle balsamiche|Gomme da masticare alla menta|Liquirizia',
          ],
        ],
      },
      {
        name: 'Zucchero e preparati per dolci',
        leaves: [
          [
            'Zucchero e dolcificanti',
            'sugar',
            'Zucchero semolato|Zucchero di canna|Zucchero a velo@250 g$3-5|Dolcificante@75 g$20-35',
          ],
          [
            'Preparati per dolci',
            'baking',
            'Cacao amaro in polvere|Preparato per torta|Gocce di cioccolato|Vanillina@5 pz/5 g$200-300',
          ],
        ],
      },
    ],
  },
  {
    name: 'Surgelati',
    color: '#3a9ad9',
    description: 'Verdure, pesce, piatti pronti e gelati surgelati, consegnati nella catena del freddo.',
    subs: [
      {
        name: 'Verdure surgelate',
        leaves: [
          [
            'Verdure',
            'frozenveg',
            'Spinaci a cubetti|Piselli finissimi|Minestrone surgelato|Fagiolini fini|Carciofi a spicchi|Verdure grigliate',
          ],
          ['Patate surgelate', 'frozenveg', 'Patatine fritte|Patate al forno|Crocchette di patate'],
        ],
      },
      {
        name: 'Pesce surgelato',
        leaves: [
          [
            'Filetti e bastoncini',
            'frozenfish',
            'Bastoncini di merluzzo|Filetti di platessa|Filetti di merluzzo|Cuori di merluzzo',
          ],
          [
            'Frutti di mare surgelati',
            'frozenfish',
            'Gamberetti sgusciati|Preparato per risotto alla marinara|Anelli di totano|Polpo',
          ],
        ],
      },
      {
        name: 'Piatti pronti surgelati',
        leaves: [
          [
            'Pizze surgelate',
            'frozen',
            'Pizza margherita|Pizza ai quattro formaggi|Pizza alla diavola|Pizza con verdure grigliate',
          ],
          [
            'Primi piatti surgelati',
            'frozen',
            'Risotto alla milanese|Lasagne surgelate|Tortelloni ai funghi porcini|Pasta al pesto',
          ],
          [
            'Secondi piatti surgelati',
            'frozen',
            'Cotolette alla milanese|Hamburger surgelati|Cordon bleu surgelati|Nuggets di pollo',
          ],
        ],
      },
      {
        name: 'Gelati',
        leaves: [
          [
            'Gelati in vaschetta',
            'icecream',
            'Gelato al fiordilatte|Gelato alla stracciatella|Gelato al pistacchio|Gelato al cioccolato',
          ],
          [
            'Coni e stecchi',
            'icecream',
            'Coni alla vaniglia|Biscotti gelato|Stecchi al cioccolato|Ghiaccioli alla frutta',
          ],
          ['Torte gelato', 'icecream', 'Torta gelato|Semifreddo al torroncino|Tartufo bianco'],
        ],
      },
      {
        name: 'Frutta e forno surgelati',
        leaves: [
          [
            'Frutta surgelata',
            'frozenveg',
            'Frutti di bosco surgelati@300 g$10-16|Mango a cubetti@400 g$8-12',
          ],
          [
            'Prodotti da forno surgelati',
            'frozenbakery',
            'Cornetti surgelati|Pane surgelato|Focaccia genovese surgelata',
          ],
        ],
      },
    ],
  },
  {
    name: 'Bevande e vini',
    color: '#1f5f8b',
    description: 'Acqua, bibite, succhi, birre e vini delle cantine lombarde e italiane.',
    subs: [
      {
        name: 'Acqua',
        leaves: [
          [
            'Acqua naturale',
            'water',
            'Acqua minerale naturale|Acqua oligominerale naturale|Acqua naturale delle Alpi lombarde',
          ],
          [
            'Acqua frizzante',
            'water',
            'Acqua minerale frizzante|Acqua effervescente naturale|Acqua leggermente frizzante',
          ],
        ],
      },
      {
        name: 'Bibite',
        leaves: [
          ['Bibite gassate', 'softdrink', 'Cola|Aranciata|Limonata|Chinotto|Gazzosa|Acqua tonica'],
          [
            'Tè freddi e sport drink',
            'softdrink',
            'Tè freddo al limone|Tè freddo alla pesca|Bevanda isotonica',
          ],
        ],
      },
      {
        name: 'Succhi di frutta',
        leaves: [
          [
            'Succhi e nettari',
            'juice',
            'Succo di arancia|Succo di pera|Succo ACE|Nettare di pesca|Succo di mela limpido',
          ],
          ['Spremute', 'juice', 'Spremuta di arance rosse|Spremuta di pompelmo'],
        ],
      },
      {
        name: 'Birra',
        leaves: [
          ['Birre chiare', 'beer', 'Birra lager|Birra bionda|Birra artigianale lombarda|Birra analcolica'],
          ['Birre speciali', 'beer', 'Birra rossa doppio malto|Birra weiss|Birra IPA'],
        ],
      },
      {
        name: 'Vini',
        leaves: [
          [
            'Vini rossi',
            'wine',
            'Valtellina Superiore DOCG Sassella|Oltrepò Pavese Bonarda DOC|Chianti Classico DOCG|Montepulciano d’Abruzzo DOC|Nero d’Avola Sicilia DOC',
          ],
          [
            'Vini bianchi',
            'wine',
            'Lugana DOC|Soave Classico DOC|Pinot grigio delle Venezie DOC|Vermentino di Sardegna DOC|Falanghina del Sannio DOC',
          ],
          ['Vini rosati', 'wine', 'Riviera del Garda Classico Chiaretto DOC|Salento rosato IGP'],
          [
            'Spumanti',
            'sparkling',
            'Franciacorta DOCG brut|Prosecco DOC extra dry|Oltrepò Pavese metodo classico DOCG|Moscato d’Asti DOCG',
          ],
        ],
      },
      {
        name: 'Aperitivi e liquori',
        leaves: [
          ['Aperitivi', 'spirits', 'Aperitivo bitter|Aperitivo analcolico@10x10 cl$6-10|Vermouth rosso'],
          [
            'Liquori e distillati',
            'spirits',
            'Grappa di Valtellina|Amaro alle erbe|Limoncello|Liquore al caffè',
          ],
        ],
      },
    ],
  },
  {
    name: 'Biologico e salutistico',
    color: '#2f9e5b',
    description: 'Prodotti biologici, senza glutine, senza lattosio, vegani e superfood.',
    subs: [
      {
        name: 'Biologico',
        leaves: [
          [
            'Frutta e verdura bio',
            'fruit',
            'Mele biologiche|Banane biologiche|Carote biologiche|Zucchine biologiche',
            ['bio'],
          ],
          [
            'Pasta e riso bio',
            'pasta',
            'Spaghetti biologici|Penne integrali biologiche|Riso integrale biologico@1 kg$3-6',
            ['bio'],
          ],
          [
            'Dispensa bio',
            'sauce',
            'Passata di pomodoro biologica@700 g$2-4|Sugo al basilico biologico|Legumi misti biologici@400 g$3-5',
            ['bio'],
          ],
        ],
      },
      {
        name: 'Senza glutine',
        leaves: [
          [
            'Pane e sostituti senza glutine',
            'crackers',
            'Pane senza glutine|Crackers senza glutine|Grissini senza glutine',
            ['gf'],
          ],
          [
            'Pasta senza glutine',
            'pasta',
            'Spaghetti di mais e riso senza glutine|Penne senza glutine|Fusilli senza glutine',
            ['gf'],
          ],
          [
            'Dolci senza glutine',
            'biscuits',
            'Biscotti senza glutine|Merendine senza glutine|Frollini senza glutine al cacao',
            ['gf'],
          ],
        ],
      },
      {
        name: 'Senza lattosio',
        leaves: [
          [
            'Latticini senza lattosio',
            'freshcheese',
            'Mozzarella senza lattosio|Stracchino senza lattosio|Ricotta senza lattosio|Yogurt bianco senza lattosio',
            ['lf'],
          ],
        ],
      },
      {
        name: 'Vegano e vegetariano',
        leaves: [
          [
            'Tofu e seitan',
            'vegprotein',
            'Tofu al naturale|Tofu affumicato|Seitan alla piastra|Tempeh',
            ['vegan'],
          ],
          ['Burger vegetali', 'vegprotein', 'Burger di legumi|Burger di soia|Polpette vegetali', ['vegan']],
        ],
      },
      {
        name: 'Integratori e superfood',
        leaves: [
          [
            'Semi e superfood',
            'superfood',
            'Semi di chia|Semi di lino|Bacche di goji|Semi di zucca',
            ['vegan'],
          ],
          ['Integratori', 'supplement', 'Magnesio e potassio|Vitamina C effervescente|Multivitaminico'],
        ],
      },
    ],
  },
  {
    name: 'Igiene e cura persona',
    color: '#9b59b6',
    description: 'Bagnoschiuma, shampoo, dentifrici, deodoranti e carta per la casa.',
    subs: [
      {
        name: 'Cura del corpo',
        leaves: [
          [
            'Bagnoschiuma e docciaschiuma',
            'bodycare',
            'Docciaschiuma idratante|Bagnoschiuma al latte di mandorla|Docciaschiuma agli agrumi|Docciaschiuma per pelli sensibili',
          ],
          [
            'Saponi',
            'bodycare',
            'Sapone liquido mani|Saponetta alla glicerina@100 g,4x100 g$10-20|Sapone di Marsiglia@250 g$6-12',
          ],
          ['Deodoranti', 'deo', 'Deodorante spray|Deodorante roll-on@50 ml|Deodorante stick@40 ml'],
          [
            'Creme corpo',
            'skincream',
            'Crema corpo idratante@200 ml,400 ml$15-30|Crema mani|Olio corpo alla mandorla@200 ml',
          ],
        ],
      },
      {
        name: 'Capelli',
        leaves: [
          [
            'Shampoo',
            'hair',
            'Shampoo per capelli normali|Shampoo antiforfora|Shampoo delicato uso frequente|Shampoo ristrutturante',
          ],
          [
            'Balsamo e styling',
            'hair',
            'Balsamo districante|Maschera capelli@200 ml$20-35|Lacca fissaggio forte@300 ml|Gel fissante@150 ml',
          ],
        ],
      },
      {
        name: 'Igiene orale',
        leaves: [
          [
            'Dentifrici',
            'toothpaste',
            'Dentifricio sbiancante|Dentifricio al fluoro|Dentifricio gengive sensibili|Dentifricio alle erbe',
          ],
          [
            'Spazzolini e collutori',
            'toothpaste',
            'Spazzolino medio@1 pz/20 g,2 pz/40 g$50-90|Collutorio alla menta@500 ml$6-10|Filo interdentale@1 pz/20 g$100-150',
          ],
        ],
      },
      {
        name: 'Igiene intima e femminile',
        leaves: [
          ['Assorbenti', 'feminine', 'Assorbenti ultra con ali|Salvaslip|Assorbenti notte|Tamponi'],
          [
            'Detergenti intimi',
            'bodycare',
            'Detergente intimo delicato@250 ml|Salviette intime@20 pz/100 g$25-40',
          ],
        ],
      },
      {
        name: 'Rasatura e viso',
        leaves: [
          [
            'Rasatura',
            'skincream',
            'Schiuma da barba@300 ml$6-12|Lamette da barba@4 pz/30 g$150-250|Dopobarba lenitivo@100 ml',
          ],
          [
            'Viso',
            'skincream',
            'Crema viso idratante@50 ml$60-120|Acqua micellare@400 ml$8-15|Latte detergente@200 ml$12-20|Dischetti struccanti@80 pz/50 g$30-50',
          ],
        ],
      },
      {
        name: 'Carta e fazzoletti',
        leaves: [
          ['Carta igienica', 'paper', 'Carta igienica 3 veli|Carta igienica 4 veli'],
          [
            'Fazzoletti e salviette',
            'paper',
            'Fazzoletti di carta@10 pz/100 g,15 pz/150 g$15-25|Salviette umidificate@72 pz/400 g$5-9|Cotton fioc@200 pz/60 g$20-35',
          ],
        ],
      },
    ],
  },
  {
    name: 'Pulizia casa',
    color: '#17a589',
    description: 'Detersivi per bucato e piatti, detergenti per superfici, carta e accessori.',
    subs: [
      {
        name: 'Bucato',
        leaves: [
          [
            'Detersivi lavatrice',
            'laundry',
            'Detersivo lavatrice liquido|Detersivo in capsule@30 pz/600 g|Detersivo per capi delicati|Detersivo in polvere@2 kg',
          ],
          [
            'Ammorbidenti e additivi',
            'laundry',
            'Ammorbidente concentrato|Smacchiatore|Candeggina delicata|Anticalcare lavatrice@1 l',
          ],
        ],
      },
      {
        name: 'Piatti',
        leaves: [
          [
            'Lavastoviglie',
            'dishes',
            'Pastiglie lavastoviglie tutto in uno@30 pz/540 g|Gel lavastoviglie|Brillantante@500 ml|Sale per lavastoviglie@2 kg$0.6-1.5',
          ],
          [
            'Lavaggio a mano',
            'dishes',
            'Detersivo piatti al limone|Detersivo piatti concentrato|Spugne abrasive@3 pz/30 g$40-80',
          ],
        ],
      },
      {
        name: 'Superfici',
        leaves: [
          [
            'Multiuso e sgrassatori',
            'cleaning',
            'Sgrassatore universale|Spray multiuso|Detergente per vetri|Anticalcare spray',
          ],
          ['Pavimenti', 'cleaning', 'Detergente pavimenti|Detergente per parquet|Candeggina@2 l$0.6-1.2'],
          ['Bagno', 'cleaning', 'Detergente WC gel|Pulitore bagno|Tavolette WC@2 pz/80 g$30-50'],
        ],
      },
      {
        name: 'Carta e accessori casa',
        leaves: [
          [
            'Carta da cucina e alluminio',
            'household',
            'Rotoli carta da cucina@4 pz/400 g$4-8|Tovaglioli di carta@50 pz/200 g$5-8|Pellicola trasparente|Carta forno|Alluminio per alimenti',
          ],
          [
            'Sacchi e accessori',
            'household',
            'Sacchi per la spazzatura|Sacchetti gelo|Guanti in lattice|Panno in microfibra',
          ],
        ],
      },
      {
        name: 'Profumatori e insetticidi',
        leaves: [
          [
            'Deodoranti ambiente',
            'cleaning',
            'Deodorante per ambienti spray@300 ml$8-14|Diffusore con bastoncini@100 ml$50-90|Candela profumata@1 pz/200 g$20-35',
          ],
          [
            'Insetticidi',
            'cleaning',
            'Insetticida spray@400 ml$8-14|Piastrine antizanzare@30 pz/60 g$50-80|Trappole per formiche@2 pz/20 g$150-250',
          ],
        ],
      },
    ],
  },
  {
    name: 'Animali',
    color: '#a0522d',
    description: 'Alimenti e accessori per cani, gatti e piccoli animali.',
    subs: [
      {
        name: 'Cani',
        leaves: [
          [
            'Cibo umido per cani',
            'petfood',
            'Bocconcini con manzo|Paté con pollo|Bocconcini con agnello e riso',
          ],
          [
            'Crocchette per cani',
            'petdry',
            'Crocchette adult con pollo|Crocchette mini per cani piccoli|Crocchette light',
          ],
          [
            'Snack per cani',
            'petdry',
            'Snack dentali@7 pz/180 g$12-20|Biscotti per cani@500 g|Ossi da masticare@2 pz/150 g$15-25',
          ],
        ],
      },
      {
        name: 'Gatti',
        leaves: [
          [
            'Cibo umido per gatti',
            'petfood',
            'Bocconcini in salsa con tonno|Paté con salmone|Filetti di pollo in gelatina',
          ],
          [
            'Crocchette per gatti',
            'petdry',
            'Crocchette per gatti sterilizzati|Crocchette con manzo|Crocchette kitten',
          ],
          [
            'Lettiere',
            'petcare',
            'Lettiera agglomerante@10 l/8 kg|Lettiera al silicio@5 l/2 kg$3-5|Lettiera vegetale@6 l/3 kg',
          ],
        ],
      },
      {
        name: 'Piccoli animali',
        leaves: [
          [
            'Uccelli e roditori',
            'petdry',
            'Miscela per canarini@1 kg|Mangime per criceti@800 g|Fieno per conigli@1 kg',
          ],
          [
            'Pesci e tartarughe',
            'petdry',
            'Mangime in scaglie per pesci@50 g$40-80|Mangime per tartarughe@100 g$30-60',
          ],
        ],
      },
      {
        name: 'Accessori per animali',
        leaves: [
          [
            'Igiene e accessori',
            'petcare',
            'Traversine assorbenti|Sacchetti igienici per cani|Shampoo per cani@250 ml$20-35|Spazzola per animali@1 pz/120 g$40-70',
          ],
        ],
      },
    ],
  },
  {
    name: 'Infanzia',
    color: '#e5669b',
    description: 'Pappe, omogeneizzati, latte di crescita, pannolini e cura del bambino.',
    subs: [
      {
        name: 'Alimentazione infanzia',
        leaves: [
          [
            'Omogeneizzati',
            'babyfood',
            'Omogeneizzato di mela|Omogeneizzato di pera|Omogeneizzato di manzo|Omogeneizzato di pollo|Omogeneizzato alla frutta mista',
          ],
          [
            'Pappe e biscotti',
            'babyfood',
            'Crema di riso@230 g$12-20|Semolino@250 g$8-14|Biscotti per bambini@360 g$8-14|Pastina per l’infanzia@350 g$5-9',
          ],
          ['Latte per l’infanzia', 'babymilk', 'Latte di crescita 1-3 anni|Latte di proseguimento liquido'],
        ],
      },
      {
        name: 'Pannolini e salviette',
        leaves: [
          [
            'Pannolini',
            'diapers',
            'Pannolini taglia 3 midi|Pannolini taglia 4 maxi|Pannolini taglia 5 junior|Mutandine taglia 6',
          ],
          [
            'Salviette per bambini',
            'diapers',
            'Salviette detergenti per neonati@72 pz/400 g$6-10|Salviette all’acqua@60 pz/350 g$6-10',
          ],
        ],
      },
      {
        name: 'Cura del bambino',
        leaves: [
          ['Bagnetto', 'babycare', 'Bagnetto delicato|Shampoo per bambini|Olio per neonati'],
          [
            'Creme per bambini',
            'babycare',
            'Pasta protettiva per il cambio@100 ml$60-100|Crema idratante per bambini',
          ],
        ],
      },
    ],
  },
];

/** Brand pools per department (index of DEPARTMENTS); invented names. */
export const BRANDS: readonly (readonly string[])[] = [
  [
    'Orti di Lombardia',
    'Campi del Ticino',
    'Frutteti della Valtellina',
    'Sole di Sicilia',
    'Verde Brianza',
    'Cascina Roggia',
    'Terre dell’Adda',
    'Fresco Giardino',
    'Podere Sant’Anna',
    'Natura Viva',
  ],
  [
    'Macelleria Lombarda',
    'Allevamenti Padani',
    'Fattoria Moretti',
    'Carni del Serio',
    'Avicola Benaco',
    'Pescheria del Lario',
    'Mare Nostrum',
    'Ittica Adriatica',
    'Bovini di Valcamonica',
    'Corte dei Gonzaga',
  ],
  [
    'Latteria di Soresina Nord',
    'Caseificio Valsassina',
    'Latteria Orobica',
    'Caseificio dei Colli',
    'Alpe Fiorita',
    'Malga Ronchi',
    'Stalla Bianca',
    'Fattorie di Lodi',
    'Cremeria Padana',
    'Campagna Felice',
  ],
  [
    'Salumificio Brianzolo',
    'Norcineria del Po',
    'Salumi Valtidone',
    'Antica Salumeria Milanese',
    'Casa Varzi',
    'Bresaole Alpine',
    'Delizie di Gastronomia',
    'Cucina di Casa',
    'Tavola Lombarda',
    'Sapori di Corte',
  ],
  [
    'Forno Ambrosiano',
    'Panificio del Borgo',
    'Antico Forno Lariano',
    'Pasticceria Duomo',
    'Dolci di Monza',
    'Forneria Bergamasca',
    'Granforno Padano',
    'Pane Quotidiano',
    'Crosta d’Oro',
    'Pasticceria Navigli',
  ],
  [
    'Pastificio Lombardo',
    'Pastificio Valle Seriana',
    'Molino Bassi',
    'Riseria Lomellina',
    'Riso del Pavese',
    'Pastificio Gragnanese',
    'Molino del Mincio',
    'Pasta Campagnola',
    'Grano Antico',
    'Spiga Dorata',
  ],
  [
    'Conserve del Sole',
    'Oleificio del Garda',
    'Frantoio Riviera',
    'Acetaia Estense',
    'Campo Rosso',
    'Mare Blu',
    'Dispensa Italiana',
    'Sapori Mediterranei',
    'Spezie del Mondo',
    'Salsamenteria Reale',
  ],
  [
    'Torrefazione Milanese',
    'Caffè del Naviglio',
    'Aroma Espresso',
    'Biscottificio Lariano',
    'Dolcezze di Nonna Pina',
    'Cereali del Mattino',
    'Apicoltura Valbrembana',
    'Cioccolateria Ambrosiana',
    'Confetture del Frutteto',
    'Buongiorno Italia',
  ],
  [
    'Gelo Alpino',
    'Freddo Fresco',
    'Polo Nord Italia',
    'Gelateria Lombarda',
    'Surgelati del Po',
    'Mari del Nord',
    'Cucina Gelata',
    'Pizzeria Ghiacciata',
    'Orto Surgelato',
    'Cristallo di Neve',
  ],
  [
    'Fonte Alpina',
    'Sorgente Orobica',
    'Acque di Valle',
    'Bibite Ambrosiane',
    'Agrumeto del Sud',
    'Birrificio dei Navigli',
    'Birrificio Orobico',
    'Cantina Valtellinese',
    'Tenuta del Lago',
    'Distilleria Alpina',
  ],
  [
    'Natura Pura',
    'Vita Sana',
    'Germoglio Bio',
    'Senza Pensieri',
    'Verde Vivo',
    'Terra Buona',
    'Benessere Quotidiano',
    'Orto Etico',
    'Semi di Salute',
    'BioLario',
  ],
  [
    'Lavanda e Limone',
    'Fior di Pesca',
    'Pelle Serena',
    'Bianco Sorriso',
    'Capelli d’Oro',
    'Rugiada',
    'Delicatezza',
    'Morbidì',
    'Fresco Mattino',
    'Aria di Mare',
  ],
  [
    'Splendì',
    'Casa Pulita',
    'Brillacasa',
    'Lindosol',
    'Bucato Felice',
    'Candido',
    'Sgrassone',
    'Profumo di Pulito',
    'Casalinga Perfetta',
    'Facile Casa',
  ],
  [
    'Amici a Quattro Zampe',
    'Cuccia Felice',
    'Miciomio',
    'Fido Gourmet',
    'Coda Allegra',
    'Baffi e Fusa',
    'Pet Natura',
    'Ciotola Piena',
    'Zampa Sana',
    'Cinguettio',
  ],
  [
    'Piccolo Mondo',
    'Primi Passi',
    'Bimbo Sereno',
    'Culla Dolce',
    'Nido d’Amore',
    'Cucciolo Mio',
    'Pappa Buona',
    'Coccole',
    'Girotondo',
    'Ninna Nanna',
  ],
];

/** The distributor's own brands (product class group 10002). */
export const OWN_BRANDS = ['Sporta', 'Sporta Bio'] as const;

/** Fruit and vegetable colours by keyword (packshots draw the fruit in its colour). */
export const PRODUCE_COLORS: readonly (readonly [RegExp, string])[] = [
  [/aranc|clementin|mandarin|albicocc|carot|mango|pesc|melon|zucca|curcuma/i, '#f39c12'],
  [/limon|banan|ananas|peperoni gialli|pompelm|mais|patate|cipolle dorate|zenzero/i, '#f4d03f'],
  [/pomodor|fragol|lampon|peperoni rossi|peperoncin|mele fuji|mele della|cipolle rosse/i, '#e74c3c'],
  [/mirtill|more|uva nera|melanzan|susin|fichi/i, '#6c3483'],
  [
    /kiwi|avocado|zucchin|cetriol|finocch|insalat|valerian|rucol|lattugh|songino|spinac|basilico|prezzemol|rosmarin|salvia|erba|pere|uva bianca|mele golden/i,
    '#58a846',
  ],
  [
    /funghi|champignon|noci|mandorl|nocciol|anacard|datter|prugn|uvetta|aglio|porcini|cardoncelli/i,
    '#a9784f',
  ],
];
