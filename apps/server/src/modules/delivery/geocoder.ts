// Geocoding behind one interface (ARCHITECTURE.md: external services sit behind adapters with
// a real local default). The default answers from the shipped gazetteer of Lombardy
// municipalities and their CAPs: Italy only, no network. A maps provider's geocoder would
// implement the same two calls.
import { GAZETTEER, type GazetteerEntry } from './gazetteer-data';

export interface Place {
  city: string;
  province: string;
  /** The CAP when the place has one, or the one the query named. */
  postalcode: string;
  /** Every CAP of the municipality. */
  postcodes: readonly string[];
  latitude: number;
  longitude: number;
  country: 'IT';
}

export interface Geocoder {
  /** Places whose name or CAP starts with the query, best first. */
  suggest(query: string, limit?: number): Promise<Place[]>;
  /** The position of an address (street-level precision is not promised), or null. */
  locate(address: { city?: string; postalcode?: string; province?: string }): Promise<Place | null>;
}

/** Lower case without accents or punctuation: "Salò" and "salo" match. */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function place(e: GazetteerEntry, postalcode?: string): Place {
  return {
    city: e.city,
    province: e.province,
    postalcode: postalcode ?? (e.postcodes.length === 1 ? e.postcodes[0]! : ''),
    postcodes: e.postcodes,
    latitude: e.latitude,
    longitude: e.longitude,
    country: 'IT',
  };
}

export class GazetteerGeocoder implements Geocoder {
  private readonly entries = GAZETTEER.map((e) => ({ entry: e, key: normalizePlace(e.city) }));

  async suggest(query: string, limit = 8): Promise<Place[]> {
    const q = normalizePlace(query);
    if (q.length < 2) return [];
    if (/^\d+$/.test(q)) {
      const out: Place[] = [];
      for (const { entry } of this.entries)
        for (const cap of entry.postcodes) if (cap.startsWith(q)) out.push(place(entry, cap));
      return out.sort((a, b) => a.postalcode.localeCompare(b.postalcode)).slice(0, limit);
    }
    const starts = this.entries.filter((e) => e.key.startsWith(q));
    const words = this.entries.filter(
      (e) => !e.key.startsWith(q) && e.key.split(' ').some((w) => w.startsWith(q)),
    );
    return [...starts, ...words]
      .sort((a, b) => Number(b.key === q) - Number(a.key === q))
      .slice(0, limit)
      .map((e) => place(e.entry));
  }

  async locate(address: { city?: string; postalcode?: string; province?: string }): Promise<Place | null> {
    const cap = address.postalcode?.trim();
    if (cap) {
      const hit = this.entries.find((e) => e.entry.postcodes.includes(cap));
      if (hit) return place(hit.entry, cap);
    }
    const city = address.city ? normalizePlace(address.city) : '';
    if (!city) return null;
    const province = address.province?.trim().toUpperCase();
    const hit = this.entries.find((e) => e.key === city && (!province || e.entry.province === province));
    return hit ? place(hit.entry, cap) : null;
  }
}
