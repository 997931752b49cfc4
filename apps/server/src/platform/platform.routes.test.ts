// Platform calls without a module: app/config and lang/lang-info (issue 19 §13: it answered 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/ebsn/api/${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('GET lang/lang-info', () => {
  it.each([
    '',
    '?lang_info_name=it',
    '?lang_info_name=it_IT',
    '?lang_info_name=IT-it',
    '?lang_info_name=italiano',
  ])('answers the shop’s language for %s', async (query) => {
    const res = await get(`lang/lang-info${query}`);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toBe(0);
    expect(res.body.data).toMatchObject({
      code: 'it',
      name: 'Italiano',
      locale: 'it-IT',
      default: true,
      currency: 'EUR',
      timeZone: 'Europe/Rome',
      dateFormat: 'dd/MM/yyyy',
      decimalSeparator: ',',
      multilanguage: false,
      languages: [{ code: 'it', name: 'Italiano', locale: 'it-IT', default: true }],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('names the language asked for, and refuses an unknown one with 404 in the envelope', async () => {
    expect((await get('lang/lang-info?lang_info_name=it_IT')).body.data.langInfoName).toBe('it_IT');
    const de = await get('lang/lang-info?lang_info_name=de');
    expect(de.status).toBe(404);
    expect(de.body.response.errors[0]).toEqual({
      code: 'error.lang.not_found',
      error: 'Lingua non disponibile: «de». Lingue disponibili: it (Italiano).',
    });
    const long = await get(`lang/lang-info?lang_info_name=${'x'.repeat(41)}`);
    expect(long.status).toBe(400);
    expect(long.body.response.errors[0].error).toContain('lang_info_name');
  });
});
