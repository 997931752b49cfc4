// The fulfilment tool: moves orders along as a store would.
//   npm run orders -- advance <orderId> [--weight <orderItemId>=<grams>]...
//   npm run orders -- refund <refundId> approve|reject
// With a PostgreSQL server (DATABASE_URL) it works on the database directly.
// On the embedded PGlite the database belongs to the running server, so the
// tool asks that server (POST /ebsn/api/fulfilment/*, authenticated by a key
// derived from PAYMENT_HMAC_KEY); with no server running it opens PGlite itself.
import { parseConfig, type Config } from './config';
import { openDatabase } from './platform/db';
import { composeServices } from './composition';
import { createLogger } from './platform/logging';
import { migrate } from './platform/migrate';
import { fulfilmentKey, type AdvanceResult } from './modules/orders';

const USAGE = [
  'Uso:',
  '  npm run orders -- advance <idOrdine> [--weight <idRiga>=<grammi>]...',
  '  npm run orders -- refund <idRichiesta> approve|reject',
].join('\n');

interface Command {
  action: 'advance' | 'refund';
  id: number;
  weights: Record<number, number>;
  approve?: boolean;
}

function parse(argv: string[]): Command {
  const [action, idText, ...rest] = argv;
  const id = Number(idText);
  if ((action !== 'advance' && action !== 'refund') || !Number.isSafeInteger(id) || id <= 0)
    throw new Error(USAGE);
  const weights: Record<number, number> = {};
  let approve: boolean | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (action === 'advance' && (arg === '--weight' || arg.startsWith('--weight='))) {
      const value = arg === '--weight' ? rest[++i] : arg.slice('--weight='.length);
      const m = /^(\d+)=(\d+)$/.exec(value ?? '');
      if (!m) throw new Error(`Peso non valido «${value ?? ''}»: usa --weight <idRiga>=<grammi>.\n${USAGE}`);
      weights[Number(m[1])] = Number(m[2]);
    } else if (action === 'refund' && (arg === 'approve' || arg === 'reject')) approve = arg === 'approve';
    else throw new Error(`Argomento non riconosciuto «${arg}».\n${USAGE}`);
  }
  if (action === 'refund' && approve === undefined) throw new Error(USAGE);
  return { action, id, weights, approve };
}

async function viaServer(config: Config, cmd: Command): Promise<unknown | undefined> {
  const base = `http://127.0.0.1:${config.PORT}`;
  try {
    const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1500) });
    if (!health.ok) return undefined;
  } catch {
    return undefined;
  }
  const path = cmd.action === 'advance' ? 'advance' : 'refund';
  const body =
    cmd.action === 'advance'
      ? { order_id: cmd.id, weights: cmd.weights }
      : { refund_id: cmd.id, approve: cmd.approve };
  const res = await fetch(`${base}/ebsn/api/fulfilment/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-fulfilment-key': fulfilmentKey(config.PAYMENT_HMAC_KEY),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { response: { status: number; errorsMessage: string[] }; data: unknown };
  if (json.response.status !== 0)
    throw new Error(json.response.errorsMessage[0] ?? `Errore HTTP ${res.status}`);
  return json.data;
}

async function direct(config: Config, cmd: Command): Promise<unknown> {
  const database = await openDatabase({ url: config.DATABASE_URL, dir: config.dbDir, poolSize: 2 });
  // The server's own services (composition root): a delivery earns its loyalty points and an
  // approved refund takes them back, exactly as through the store's board.
  const services = composeServices(config, database.db, createLogger('warn'));
  try {
    await migrate(database);
    return cmd.action === 'advance'
      ? await services.fulfilment.advance(cmd.id, { weights: cmd.weights, actor: 'fulfilment-tool' })
      : await services.fulfilment.decideRefund(cmd.id, cmd.approve!);
  } finally {
    await services.close();
    await database.close();
  }
}

function euro(cents: number | null): string {
  return cents === null
    ? '-'
    : new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

async function main(): Promise<void> {
  const cmd = parse(process.argv.slice(2));
  const config = parseConfig();
  const result =
    (config.DATABASE_URL ? undefined : await viaServer(config, cmd)) ?? (await direct(config, cmd));
  if (cmd.action === 'refund') {
    const r = result as { refundId: number; status: number };
    console.log(`Richiesta n. ${r.refundId}: ${r.status === 3 ? 'approvata' : 'annullata'}.`);
    return;
  }
  const r = result as AdvanceResult;
  console.log(`Ordine n. ${r.orderId}: ${r.from} → ${r.to} (${r.statusDescr}).`);
  for (const p of r.prepared ?? [])
    console.log(`  riga ${p.orderItemId} ${p.name} (${p.quantity}): ${p.options}`);
  for (const w of r.weighed)
    console.log(
      `  riga ${w.orderItemId} ${w.name}: ordinati ${w.orderedGrams} g, pesati ${w.pickedGrams} g → ${euro(w.priceCents)}`,
    );
  if (r.finalGrossTotalCents !== null)
    console.log(
      `  totale finale ${euro(r.finalGrossTotalCents)}, pre-autorizzato ${euro(r.preAuthorisedCents)}, addebitato ${euro(r.capturedCents)}`,
    );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
