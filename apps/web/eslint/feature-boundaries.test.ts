// The feature-boundary rule fires through the repository's own lint setup (eslint.config.js), so
// `npm run lint` fails on a feature → feature import (issue 20, ADR 0044).
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { targetFeature } from './feature-boundaries.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const features = path.join(repoRoot, 'apps/web/app/features');

// Fixtures: source text linted as if it were a file of the cart feature.
const fixtures = {
  crossFeature:
    "import { GiftCodeBox } from '../../gifts/components/gift-code-box';\nexport { GiftCodeBox };\n",
  crossFeatureType: "import type { Product } from '../../catalog/types';\nexport type P = Product;\n",
  crossFeatureReExport: "export { setCart } from '../../cart/hooks/use-cart';\n",
  crossFeatureDynamic: "export const load = () => import('../gifts/components/coupon-dialog');\n",
  ownFeatureAndShared: [
    "import { setCart } from '../hooks/use-cart';",
    "import { t } from '../../../i18n/i18n';",
    "import { formatPrice } from '../../../ui/format';",
    "import type { Cart } from '@sporta/contracts';",
    'export const use = (c: Cart) => [setCart, t, formatPrice(c.grossTotal)];',
    '',
  ].join('\n'),
};

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function ruleErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(features, file) });
  return result!.messages.filter((m) => m.ruleId === 'web/no-cross-feature-imports');
}

// The first lint of the run loads the whole typed ESLint config: slow on a busy machine.
describe('web/no-cross-feature-imports in eslint.config.js', { timeout: 30_000 }, () => {
  it('refuses a component of one feature imported by another', async () => {
    const errors = await ruleErrors(fixtures.crossFeature, 'cart/components/fixture.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.severity).toBe(2);
    expect(errors[0]!.message).toContain('features/cart must not import features/gifts');
  });

  it('refuses a type-only import, a re-export and a dynamic import of another feature', async () => {
    expect(await ruleErrors(fixtures.crossFeatureType, 'lists/components/fixture.tsx')).toHaveLength(1);
    expect(await ruleErrors(fixtures.crossFeatureReExport, 'gifts/components/fixture.ts')).toHaveLength(1);
    expect(await ruleErrors(fixtures.crossFeatureDynamic, 'cart/fixture.ts')).toHaveLength(1);
  });

  it('lets a feature import itself, app/ui, app/lib, i18n and the packages', async () => {
    expect(await ruleErrors(fixtures.ownFeatureAndShared, 'cart/components/fixture.tsx')).toEqual([]);
  });

  it('leaves route modules free to compose features', async () => {
    const [result] = await eslint.lintText(
      fixtures.crossFeature.replace('../../gifts', '../features/gifts'),
      {
        filePath: path.join(repoRoot, 'apps/web/app/routes/fixture.tsx'),
      },
    );
    expect(result!.messages.filter((m) => m.ruleId === 'web/no-cross-feature-imports')).toEqual([]);
  });
});

describe('targetFeature', () => {
  const file = '/r/apps/web/app/features/cart/components/x.tsx';
  it.each([
    ['../../gifts/api/gifts', 'gifts'],
    ['../hooks/use-cart', 'cart'],
    ['../../../ui/format', null],
    ['@sporta/contracts', null],
    ['~/features/orders/api/orders', 'orders'],
  ])('%s → %s', (specifier, feature) => {
    expect(targetFeature(file, specifier)).toBe(feature);
  });
});
