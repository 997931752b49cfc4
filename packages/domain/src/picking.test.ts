import { describe, expect, it } from 'vitest';
import { completeEan13 } from './ean';
import {
  parseScaleLabel,
  pickNote,
  pickOutcomeError,
  PICK_MESSAGES,
  scaleLabel,
  scanLine,
  SCAN_MESSAGES,
  substituteUnitCents,
  walkingOrder,
} from './picking';

const packaged = { barcode: completeEan13('800123412345'), itemCode: '100042', loose: false };
const loose = { barcode: completeEan13('810000100077'), itemCode: '100077', loose: true };

describe('scale labels', () => {
  it('round-trips an item code and a weight', () => {
    const code = scaleLabel('100077', 1234);
    expect(code).toMatch(/^2100077012345?\d$/);
    expect(code).toHaveLength(13);
    expect(parseScaleLabel(code)).toEqual({ itemCode: '100077', grams: 1234 });
    expect(parseScaleLabel(` ${code} `)).toEqual({ itemCode: '100077', grams: 1234 });
  });

  it.each([
    ['a wrong check digit', (c: string) => `${c.slice(0, 12)}${(Number(c[12]) + 1) % 10}`],
    ['another GS1 prefix', (c: string) => completeEan13(`8${c.slice(1, 12)}`)],
    ['a zero weight', () => completeEan13('210007700000')],
    ['too short', (c: string) => c.slice(0, 12)],
  ])('refuses %s', (_what, change) => {
    expect(parseScaleLabel(change(scaleLabel('100077', 500)))).toBeNull();
  });

  it('refuses to print an impossible label', () => {
    expect(() => scaleLabel('77', 500)).toThrow(RangeError);
    expect(() => scaleLabel('100077', 0)).toThrow(RangeError);
    expect(() => scaleLabel('100077', 100_000)).toThrow(RangeError);
  });
});

describe('scanning a line', () => {
  it('a packaged line takes its own EAN-13, and nothing else', () => {
    expect(scanLine(packaged, packaged.barcode)).toEqual({ ok: true, grams: null });
    expect(scanLine(packaged, ` ${packaged.barcode.slice(0, 6)} ${packaged.barcode.slice(6)} `)).toEqual({
      ok: true,
      grams: null,
    });
    expect(scanLine(packaged, loose.barcode)).toEqual({ ok: false, reason: 'wrong_product' });
    expect(scanLine(packaged, scaleLabel('100042', 300))).toEqual({ ok: false, reason: 'wrong_product' });
    expect(scanLine(packaged, `${packaged.barcode.slice(0, 12)}0`)).toMatchObject({ ok: false });
    expect(scanLine(packaged, 'abc')).toEqual({ ok: false, reason: 'unreadable' });
    expect(scanLine(packaged, '')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('a loose line takes a scale label of its own product, with the weight', () => {
    expect(scanLine(loose, scaleLabel('100077', 1180))).toEqual({ ok: true, grams: 1180 });
    expect(scanLine(loose, scaleLabel('100078', 1180))).toEqual({ ok: false, reason: 'wrong_product' });
    expect(scanLine(loose, loose.barcode)).toEqual({ ok: false, reason: 'needs_scale_label' });
    expect(scanLine(loose, packaged.barcode)).toEqual({ ok: false, reason: 'wrong_product' });
  });

  it('every refusal has an Italian message', () => {
    for (const reason of ['unreadable', 'wrong_product', 'needs_scale_label'] as const)
      expect(SCAN_MESSAGES[reason]).toMatch(/\.$/);
  });
});

describe('walking order', () => {
  const line = (department: string, name: string) => ({ department, name });
  it('groups by department in the store’s order, unknown departments last, names inside', () => {
    const stops = walkingOrder(
      [
        line('Surgelati', 'Piselli'),
        line('Frutta e verdura', 'Mele'),
        line('Casa', 'Detersivo'),
        line('Frutta e verdura', 'Arance'),
        line('Bevande', 'Acqua'),
      ],
      ['Frutta e verdura', 'Bevande', 'Surgelati'],
    );
    expect(stops.map((s) => s.department)).toEqual(['Frutta e verdura', 'Bevande', 'Surgelati', 'Casa']);
    expect(stops[0]!.lines.map((l) => l.name)).toEqual(['Arance', 'Mele']);
    expect(walkingOrder([], ['Casa'])).toEqual([]);
  });
});

describe('outcomes at picking (ADR 0055)', () => {
  const pieces = { loose: false, quantity: 2, acceptAlternatives: false };
  const weighed = { loose: true, quantity: 0, acceptAlternatives: true };

  it('takes 1..ordered pieces, or 1..100000 g, and a missing line always', () => {
    expect(pickOutcomeError(pieces, { outcome: 'picked', quantity: 2 })).toBeNull();
    expect(pickOutcomeError(pieces, { outcome: 'picked', quantity: 3 })).toBe(PICK_MESSAGES.tooManyPieces(2));
    expect(pickOutcomeError(pieces, { outcome: 'picked', quantity: 0 })).toBe(PICK_MESSAGES.piecesNeeded);
    expect(pickOutcomeError(pieces, { outcome: 'picked' })).toBe(PICK_MESSAGES.piecesNeeded);
    expect(pickOutcomeError(pieces, { outcome: 'missing' })).toBeNull();
    expect(pickOutcomeError(weighed, { outcome: 'picked', grams: 480 })).toBeNull();
    expect(pickOutcomeError(weighed, { outcome: 'picked', grams: 0 })).toBe(PICK_MESSAGES.gramsNeeded);
    expect(pickOutcomeError(weighed, { outcome: 'picked', grams: 100_001 })).toBe(PICK_MESSAGES.gramsNeeded);
    expect(pickOutcomeError(weighed, { outcome: 'picked', grams: 1.5 })).toBe(PICK_MESSAGES.gramsNeeded);
  });

  it('substitutes only a line whose customer accepted alternatives', () => {
    expect(pickOutcomeError(pieces, { outcome: 'substituted', quantity: 1 })).toBe(
      PICK_MESSAGES.noAlternatives,
    );
    expect(
      pickOutcomeError({ ...pieces, acceptAlternatives: true }, { outcome: 'substituted', quantity: 1 }),
    ).toBeNull();
    expect(pickOutcomeError(weighed, { outcome: 'substituted', grams: 300 })).toBeNull();
  });

  it('charges a substitute its own price, never more than the product ordered', () => {
    expect(substituteUnitCents(300, 280)).toBe(280);
    expect(substituteUnitCents(300, 420)).toBe(300);
  });

  it('tells the customer what was delivered in place of a line', () => {
    expect(pickNote('substituted', 'Latte intero 1 l', 'Latte parzialmente scremato 1 l')).toBe(
      'Sostituito: Latte intero 1 l → Latte parzialmente scremato 1 l',
    );
    expect(pickNote('missing', 'Latte intero 1 l', null)).toBe('Mancante');
    expect(pickNote('picked', 'Latte intero 1 l', null)).toBeNull();
    expect(pickNote(null, 'Latte intero 1 l', null)).toBeNull();
  });
});
