// The module boundaries of ADR 0043 are kept by ESLint (eslint.config.js): this proves each rule
// fires on a fixture placed inside a module, and stays quiet on the allowed forms.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(code: string, file: string): Promise<{ rule: string | null; line: number }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, line: m.line }));
}

const header = "import type { FastifyInstance, FastifyRequest } from 'fastify';\n";

describe('server module boundaries (ADR 0043)', () => {
  it('refuses a cross-module decorator call through request.server', async () => {
    const plain = `${header}export async function f(request: FastifyRequest) {\n  return request.server.lists.productIds(1);\n}\n`;
    expect(await problems(plain, 'apps/server/src/modules/catalog/fixture.ts')).toContainEqual({
      rule: 'no-restricted-syntax',
      line: 3,
    });
  });

  it('refuses a cross-module decorator call through app.<service>', async () => {
    const code = `${header}export async function f(app: FastifyInstance) {\n  return app.cart.adoptAnonymousCart(1, 2);\n}\n`;
    expect(await problems(code, 'apps/server/src/modules/account/fixture.ts')).toContainEqual({
      rule: 'no-restricted-syntax',
      line: 3,
    });
  });

  it("refuses a module importing another module's internals, a flow or the composition root", async () => {
    const code = [
      "import { CartViewService } from '../cart/cart-view.service';",
      "import { LoginFlow } from '../../flows/login.flow';",
      "import { composeServices } from '../../composition';",
      'export const x = [CartViewService, LoginFlow, composeServices];',
      '',
    ].join('\n');
    const found = await problems(code, 'apps/server/src/modules/lists/fixture.ts');
    expect(found.filter((p) => p.rule === 'no-restricted-imports').map((p) => p.line)).toEqual([1, 2, 3]);
  });

  it("refuses a flow importing a module's internals", async () => {
    const code =
      "import { CartViewService } from '../modules/cart/cart-view.service';\nexport const x = CartViewService;\n";
    expect(await problems(code, 'apps/server/src/flows/fixture.flow.ts')).toContainEqual({
      rule: 'no-restricted-imports',
      line: 1,
    });
  });

  it("allows another module's index.ts and the platform decorators", async () => {
    const code = [
      "import type { FastifyInstance, FastifyRequest } from 'fastify';",
      "import type { CartServices } from '../cart';",
      'export function f(app: FastifyInstance, request: FastifyRequest, cart: CartServices) {',
      '  return [app.config.PORT, request.server.config.PORT, request.server.sessions, app.log, cart];',
      '}',
      '',
    ].join('\n');
    expect(await problems(code, 'apps/server/src/modules/lists/fixture.ts')).toEqual([]);
  });
});
