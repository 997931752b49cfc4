// Says which engine the server suite runs on, and checks the PostgreSQL server when asked.
import pg from 'pg';

export default async function setup(): Promise<void> {
  const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n>>> server suite on ${engine}${engine === 'PostgreSQL' ? ` (${redact(process.env.TEST_DATABASE_URL)})` : ''}\n`,
  );
  if (engine === 'PostgreSQL') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.end();
  }
}

function redact(url: string | undefined): string {
  return (url ?? '').replace(/:\/\/([^:@]+):[^@]+@/, '://$1:***@');
}
