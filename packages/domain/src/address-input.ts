/**
 * Addresses handed to ServiceAutodiscovery (spec 001 §2: /service-discovery receives
 * addressString, addressData, placeResult): free text typed or pasted, our address fields, or
 * a geocoder's place (Google Places `address_components`). Each becomes the parts of an
 * Italian address — street, number, CAP, city, province — as far as they can be told; what
 * cannot be told stays out, for the shopper to fill in.
 */

export interface AddressParts {
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province: string;
}

const NUMBER = /^(\d{1,5}\s?[A-Za-z]?(\/\s?[A-Za-z0-9]{1,3})?|snc|s\.n\.c\.)$/i;
const CAP = /\b(\d{5})\b/;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function compact(parts: Partial<AddressParts>): Partial<AddressParts> {
  const out: Partial<AddressParts> = {};
  for (const [k, v] of Object.entries(parts) as [keyof AddressParts, string | undefined][]) {
    const value = typeof v === 'string' ? clean(v) : '';
    if (value) out[k] = k === 'province' ? value.toUpperCase() : value;
  }
  return out;
}

/** "Via Roma 10, 20121 Milano (MI)", "Via Roma, 10 - 20121 Milano MI", "Corso Como 5 Milano". */
export function parseAddressText(text: string): Partial<AddressParts> {
  const input = clean(String(text ?? '')).slice(0, 300);
  if (!input) return {};
  const segments = input
    .split(/\s*[,;]\s*|\s+-\s+/)
    .map(clean)
    .filter(Boolean);
  const out: Partial<AddressParts> = {};
  // street and number: the first segment, its last word the number when it looks like one
  const streetWords = (segments.shift() ?? '').split(' ');
  if (streetWords.length > 1 && NUMBER.test(streetWords.at(-1)!)) out.addressNumber = streetWords.pop()!;
  out.address1 = streetWords.join(' ');
  if (!out.addressNumber && segments[0] && NUMBER.test(segments[0])) out.addressNumber = segments.shift()!;
  // the rest: "20121 Milano (MI)", "Milano MI", "20121", "Italia"
  let rest = segments.filter((s) => !/^italia$/i.test(s)).join(' ');
  const cap = CAP.exec(rest);
  if (cap) {
    out.postalcode = cap[1]!;
    rest = clean(rest.replace(cap[0], ' '));
  }
  const province = /(?:\(([A-Za-z]{2})\)|\b([A-Z]{2}))$/.exec(rest);
  if (province) {
    out.province = province[1] ?? province[2]!;
    rest = clean(rest.slice(0, province.index));
  }
  if (rest) out.city = rest;
  return compact(out);
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Our address fields, with the names other clients use (zip, postalCode, streetNumber...). */
export function addressFromData(data: unknown): Partial<AddressParts> {
  if (!data || typeof data !== 'object') return {};
  const d = data as Record<string, unknown>;
  return compact({
    address1: text(d.address1 ?? d.street ?? d.addressLine1),
    addressNumber: text(d.addressNumber ?? d.streetNumber ?? d.number ?? d.civico),
    postalcode: text(d.postalcode ?? d.postalCode ?? d.zip ?? d.cap),
    city: text(d.city ?? d.locality ?? d.comune),
    province: text(d.province ?? d.provincia),
  });
}

interface PlaceComponent {
  long_name?: unknown;
  short_name?: unknown;
  types?: unknown;
}

/** A geocoder's place: Google Places `address_components`, else its `formatted_address`. */
export function addressFromPlace(place: unknown): Partial<AddressParts> {
  if (!place || typeof place !== 'object') return {};
  const p = place as { address_components?: unknown; formatted_address?: unknown };
  const components = Array.isArray(p.address_components) ? (p.address_components as PlaceComponent[]) : [];
  const of = (type: string, short = false) => {
    const c = components.find((x) => Array.isArray(x.types) && (x.types as unknown[]).includes(type));
    return c ? text(short ? c.short_name : c.long_name) : '';
  };
  const fromComponents = compact({
    address1: of('route'),
    addressNumber: of('street_number'),
    postalcode: of('postal_code'),
    city: of('locality') || of('administrative_area_level_3'),
    province: of('administrative_area_level_2', true),
  });
  if (fromComponents.address1 || fromComponents.city) return fromComponents;
  return typeof p.formatted_address === 'string'
    ? parseAddressText(p.formatted_address)
    : addressFromData(place);
}

/** The address of /service-discovery's parameters: placeResult, else addressData, else addressString. */
export function addressFromDiscoveryParams(params: {
  addressString?: string | null;
  addressData?: string | null;
  placeResult?: string | null;
}): Partial<AddressParts> {
  const json = (v: string | null | undefined): unknown => {
    if (!v) return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return undefined;
    }
  };
  const fromPlace = addressFromPlace(json(params.placeResult));
  if (Object.keys(fromPlace).length) return fromPlace;
  const fromData = addressFromData(json(params.addressData));
  if (Object.keys(fromData).length) return fromData;
  return params.addressString ? parseAddressText(params.addressString) : {};
}
