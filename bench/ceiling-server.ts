// The ceilings bench/load.ts holds the portal's routes against, on the same machine in the same
// run: a Fastify route that answers at once (hello), one primary-key look-up in PostgreSQL (pk), and
// a transaction of two inserts (tx, the least an enrolment must write). The same number of
// processes as the portal (CEILING_WORKERS, node:cluster) and the same pool size (10).
//
//   DATABASE_URL=… PORT=4051 CEILING_WORKERS=2 npx tsx bench/ceiling-server.ts
import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';

const workers = Number(process.env.CEILING_WORKERS ?? 1);
const port = Number(process.env.PORT ?? 4051);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed');

if (workers > 1 && cluster.isPrimary) {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('create table if not exists bench_ceiling_a (id bigserial primary key, at timestamptz not null, note text not null)');
  await setup.query('create table if not exists bench_ceiling_b (id bigserial primary key, a_id bigint not null, note text not null)');
  await setup.end();
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) process.stdout.write('ceiling server ready\n');
  });
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  if (workers === 1) {
    await pool.query('create table if not exists bench_ceiling_a (id bigserial primary key, at timestamptz not null, note text not null)');
    await pool.query('create table if not exists bench_ceiling_b (id bigserial primary key, a_id bigint not null, note text not null)');
  }
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/pk', async () => (await pool.query('select supplier_no, fullname from supplier where supplier_no = $1', ['19999'])).rows[0]);
  app.post('/tx', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const a = await client.query<{ id: string }>('insert into bench_ceiling_a (at, note) values (now(), $1) returning id', ['innmelding']);
      await client.query('insert into bench_ceiling_b (a_id, note) values ($1, $2)', [a.rows[0]!.id, 'rad']);
      await client.query('commit');
      return { ok: true };
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  });
  await app.listen({ host: '127.0.0.1', port });
  if (workers === 1) process.stdout.write('ceiling server ready\n');
  process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
}
