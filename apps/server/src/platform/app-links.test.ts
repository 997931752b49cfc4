// The app's association files come from the configuration (issue 27): served when configured,
// 404 when not; a bad fingerprint or app id stops the start with an Italian message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { parseRaw } from '../config';

const PRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(
  ':',
);

let configured: TestContext;
let bare: TestContext;

beforeAll(async () => {
  configured = await startTestApp({
    seed: false,
    config: { ANDROID_CERT_SHA256: [PRINT], APPLE_APP_ID: 'ABCDE12345.it.sporta.app' },
  });
  bare = await startTestApp({ seed: false });
}, 120_000);

afterAll(async () => {
  await configured?.close();
  await bare?.close();
});

describe('/.well-known association files', () => {
  it('assetlinks.json names the Android package and its certificate fingerprints', async () => {
    const res = await configured.app.inject({ url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'it.sporta.app',
          sha256_cert_fingerprints: [PRINT],
        },
      },
    ]);
  });

  it('apple-app-site-association names the app and the deep-link paths of seed 000 §2', async () => {
    const res = await configured.app.inject({ url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.applinks.details[0].appIDs).toEqual(['ABCDE12345.it.sporta.app']);
    const paths = body.applinks.details[0].components.map((c: { '/': string }) => c['/']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/profile/orders/*',
        '/checkout',
        '/search',
        '/shop/*',
        '/category/*',
        '/page/*',
      ]),
    );
    expect(paths).toContain('/recover-password-confirm');
  });

  it('answers 404 when no app is configured', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const res = await bare.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Nessuna app associata a questo sito.' });
    }
  });

  it('refuses a malformed fingerprint or app id at start, in Italian', () => {
    expect(() => parseRaw({ ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(/ANDROID_CERT_SHA256.*impronta/);
    expect(() => parseRaw({ APPLE_APP_ID: 'it.sporta.app' })).toThrow(/APPLE_APP_ID è TEAMID.bundle/);
    expect(parseRaw({ ANDROID_CERT_SHA256: ` ${PRINT.toLowerCase()} ,` }).ANDROID_CERT_SHA256).toEqual([
      PRINT,
    ]);
  });
});
