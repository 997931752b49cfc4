import { describe, expect, it } from 'vitest';
import {
  allOptionsChosen,
  optionParamsOf,
  resolveSelectedOptions,
  selectedOptionsOf,
  selectedOptionsText,
  type SelectOption,
} from './select-options';

const taglio: SelectOption = {
  name: 'Taglio',
  parameterName: 'taglio',
  options: [
    { key: 'intero', value: 'Intero' },
    { key: 'fette', value: 'A fette' },
    { key: 'cubetti', value: 'A cubetti' },
  ],
};
const confezione: SelectOption = {
  name: 'Confezione',
  parameterName: 'confezione',
  options: [
    { key: 'vaschetta', value: 'Vaschetta' },
    { key: 'carta', value: 'Carta alimentare' },
  ],
};

describe('resolveSelectedOptions (spec 001 §5: every option must have a selection)', () => {
  it.each([
    [
      'every option by key',
      { taglio: 'fette', confezione: 'carta' },
      { taglio: 'fette', confezione: 'carta' },
    ],
    [
      'the shown value, any case',
      { taglio: 'a FETTE', confezione: 'Vaschetta' },
      { taglio: 'fette', confezione: 'vaschetta' },
    ],
    [
      'empty values are ignored',
      { taglio: 'intero', confezione: 'carta', other: '' },
      { taglio: 'intero', confezione: 'carta' },
    ],
  ])('accepts %s', (_, params, selected) => {
    expect(resolveSelectedOptions('Arista di maiale', [taglio, confezione], params)).toEqual({
      ok: true,
      selected,
    });
  });

  it.each([
    [
      'a missing option',
      { taglio: 'fette' },
      'error.cart.option_required',
      'Per aggiungere Arista di maiale al carrello scegli Confezione: Vaschetta o Carta alimentare.',
    ],
    [
      'no choice at all',
      {},
      'error.cart.option_required',
      'Per aggiungere Arista di maiale al carrello scegli Taglio: Intero, A fette o A cubetti.',
    ],
    [
      'an unknown option',
      { taglio: 'fette', confezione: 'carta', colore: 'rosso' },
      'error.cart.option_unknown',
      "«colore» non è un'opzione di Arista di maiale: le opzioni sono Taglio, Confezione.",
    ],
    [
      'an unknown value',
      { taglio: 'tritato', confezione: 'carta' },
      'error.cart.option_invalid',
      '«tritato» non è una scelta valida per Taglio di Arista di maiale: scegli Intero, A fette o A cubetti.',
    ],
  ])('refuses %s', (_, params, code, message) => {
    expect(resolveSelectedOptions('Arista di maiale', [taglio, confezione], params)).toEqual({
      ok: false,
      code,
      message,
    });
  });

  it('refuses options on a product that has none, accepts nothing chosen', () => {
    expect(resolveSelectedOptions('Latte', [], { taglio: 'fette' })).toMatchObject({
      ok: false,
      code: 'error.cart.option_unknown',
      message: 'Latte non ha opzioni da scegliere: togli «taglio» dalla richiesta.',
    });
    expect(resolveSelectedOptions('Latte', [], {})).toEqual({ ok: true, selected: {} });
  });
});

describe('selectedOptionsOf', () => {
  it('labels the chosen options in the product order, skipping unknown keys', () => {
    expect(
      selectedOptionsOf([taglio, confezione], { confezione: 'carta', taglio: 'fette', size: 'M' }),
    ).toEqual([
      { name: 'Taglio', parameterName: 'taglio', key: 'fette', value: 'A fette' },
      { name: 'Confezione', parameterName: 'confezione', key: 'carta', value: 'Carta alimentare' },
    ]);
    expect(selectedOptionsOf([taglio], { taglio: 'tritato' })).toEqual([]);
  });
});

describe('allOptionsChosen', () => {
  it('is true only when every option has one of its values', () => {
    expect(allOptionsChosen([taglio, confezione], { taglio: 'fette' })).toBe(false);
    expect(allOptionsChosen([taglio, confezione], { taglio: 'fette', confezione: 'x' })).toBe(false);
    expect(allOptionsChosen([taglio, confezione], { taglio: 'fette', confezione: 'carta' })).toBe(true);
    expect(allOptionsChosen([], {})).toBe(true);
  });
});

describe('optionParamsOf and selectedOptionsText (an order line’s options)', () => {
  it('choose the same options again, and read as one text', () => {
    const chosen = selectedOptionsOf([taglio, confezione], { taglio: 'fette', confezione: 'carta' });
    expect(optionParamsOf(chosen)).toEqual({ taglio: 'fette', confezione: 'carta' });
    expect(resolveSelectedOptions('Arista', [taglio, confezione], optionParamsOf(chosen))).toEqual({
      ok: true,
      selected: { taglio: 'fette', confezione: 'carta' },
    });
    expect(selectedOptionsText(chosen)).toBe('Taglio: A fette, Confezione: Carta alimentare');
    expect(optionParamsOf([])).toEqual({});
    expect(selectedOptionsText([])).toBe('');
  });
});
