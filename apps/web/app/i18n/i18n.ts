// The Italian catalogue, loaded synchronously so that server and browser render the same text.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import it from './it.json';

export const catalogue = it;

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'it',
    fallbackLng: 'it',
    resources: { it: { translation: it } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
}

/** The translation of an API message code, when the catalogue has one (spec 000 §8). */
export function translateCode(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const codes: Record<string, string> = it.codes;
  return codes[code];
}

export const t = i18next.t.bind(i18next);
export default i18next;
