// Product options (spec 001 §3 Product.selectOptions, §4 adding to the cart, §5 "Option
// selector: every option must have a selection"): a product may ask the shopper to choose, for
// each of its options, one value (a butcher's cut, how a fish is cleaned, sliced bread). The
// choice travels with cart/add as `params` ({ parameterName: key }) and stays on the cart line
// in its item infos; the same product with other choices is another line.

export interface SelectOptionValue {
  key: string;
  value: string;
}

export interface SelectOption {
  /** What the shopper chooses, e.g. 'Taglio'. */
  name: string;
  /** Its wire name, e.g. 'taglio': the key in cart/add params and in the line's cartItemInfo. */
  parameterName: string;
  options: readonly SelectOptionValue[];
}

/** A chosen option as a cart line shows it ('Taglio: A fette'). */
export interface SelectedOption {
  name: string;
  parameterName: string;
  key: string;
  value: string;
}

export type OptionsResolution =
  { ok: true; selected: Record<string, string> } | { ok: false; code: string; message: string };

/** "A, B o C" */
function alternatives(option: SelectOption): string {
  const values = option.options.map((o) => o.value);
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} o ${values[values.length - 1]}`;
}

export const selectOptionMessages = {
  noOptions: (product: string, parameter: string) =>
    `${product} non ha opzioni da scegliere: togli «${parameter}» dalla richiesta.`,
  unknownParameter: (product: string, parameter: string, options: readonly SelectOption[]) =>
    `«${parameter}» non è un'opzione di ${product}: le opzioni sono ${options.map((o) => o.name).join(', ')}.`,
  unknownValue: (product: string, option: SelectOption, value: string) =>
    `«${value}» non è una scelta valida per ${option.name} di ${product}: scegli ${alternatives(option)}.`,
  missing: (product: string, option: SelectOption) =>
    `Per aggiungere ${product} al carrello scegli ${option.name}: ${alternatives(option)}.`,
};

/**
 * Checks the shopper's choice against the product's options: every option needs exactly one of
 * its values (by key; the shown value is accepted too), and nothing else may be chosen.
 */
export function resolveSelectedOptions(
  productName: string,
  options: readonly SelectOption[],
  params: Readonly<Record<string, unknown>>,
): OptionsResolution {
  const selected: Record<string, string> = {};
  for (const [parameter, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null || raw === '') continue;
    const option = options.find((o) => o.parameterName === parameter);
    if (!option)
      return {
        ok: false,
        code: 'error.cart.option_unknown',
        message: options.length
          ? selectOptionMessages.unknownParameter(productName, parameter, options)
          : selectOptionMessages.noOptions(productName, parameter),
      };
    const text = String(raw).trim();
    const value =
      option.options.find((o) => o.key === text) ??
      option.options.find((o) => o.value.toLowerCase() === text.toLowerCase());
    if (!value)
      return {
        ok: false,
        code: 'error.cart.option_invalid',
        message: selectOptionMessages.unknownValue(productName, option, text.slice(0, 40)),
      };
    selected[option.parameterName] = value.key;
  }
  const missing = options.find((o) => selected[o.parameterName] === undefined);
  if (missing)
    return {
      ok: false,
      code: 'error.cart.option_required',
      message: selectOptionMessages.missing(productName, missing),
    };
  return { ok: true, selected };
}

/** The options chosen on a cart line, in the product's order, from the line's item infos. */
export function selectedOptionsOf(
  options: readonly SelectOption[],
  infos: Readonly<Record<string, string>>,
): SelectedOption[] {
  return options.flatMap((o) => {
    const key = infos[o.parameterName];
    const value = o.options.find((v) => v.key === key);
    return value
      ? [{ name: o.name, parameterName: o.parameterName, key: value.key, value: value.value }]
      : [];
  });
}

/** Every option has a selection (spec 001 §5): the dialog's add button is enabled only then. */
export function allOptionsChosen(
  options: readonly SelectOption[],
  chosen: Readonly<Record<string, string | undefined>>,
): boolean {
  return options.every((o) => o.options.some((v) => v.key === chosen[o.parameterName]));
}

/**
 * The `params` that choose these options again (`{ parameterName: key }`): an order line's options
 * going back into the cart, where they are checked against the product's options of the day.
 */
export function optionParamsOf(selected: readonly SelectedOption[]): Record<string, string> {
  return Object.fromEntries(selected.map((o) => [o.parameterName, o.key]));
}

/** The chosen options as one text, 'Taglio: A fette' (the order PDF, the fulfilment tool). */
export function selectedOptionsText(selected: readonly SelectedOption[]): string {
  return selected.map((o) => `${o.name}: ${o.value}`).join(', ');
}
