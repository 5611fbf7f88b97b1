// Same-run baseline: bare Fastify with a pg pool answering the homepage's startup calls with the same
// SQL the product runs, and nothing else (no validation, auth, logging, i18n or serialisation schemas).
// Started by run.ts as a child process, like the product, so both get the same process setup.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { fastify as fastifyFactory } from 'fastify';
import type * as PgModule from 'pg';

// fastify and pg are dependencies of the server workspace: load the very same copies.
const requireFromServer = createRequire(join(import.meta.dirname, '..', 'apps', 'server', 'package.json'));
const Fastify = requireFromServer('fastify') as typeof fastifyFactory;
const pg = requireFromServer('pg') as typeof PgModule;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('baseline-server: DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });

/**
 * The tenant's website settings for a host name (the '*' site as fallback) with its group's name: the
 * one query the product runs for both calls (apps/server/src/modules/website/website.service.ts).
 */
const SITE_SQL = `select ws.*, g.public_id as group_public_id, g.name as group_name
  from website_settings ws join groups g on g.id = ws.group_id
  where ws.host = $1 or ws.host = '*'
  order by ws.host = '*'
  limit 1`;

const BANNERS_SQL = `select title, image_url, link from banners
  where website_id = $1 and enabled
    and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
  order by order_num, id`;

type SiteRow = Record<string, unknown> & { id: number; group_name: string };

const hostName = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase();
const findSite = async (host: string | undefined) =>
  (await pool.query<SiteRow>(SITE_SQL, [hostName(host)])).rows[0];
const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

const app = Fastify({ logger: false });

// Settings, then the site's banners active now (listActiveBanners in the same service).
app.get('/prod-api/web/competitionWebsite/getWebsiteSetting', async (request) => {
  const site = await findSite(request.headers.host);
  const banners = site ? (await pool.query(BANNERS_SQL, [site.id])).rows : [];
  return ok(site ? { ...site, banners } : null);
});

app.get('/prod-api/home/competition/competition/lastRound', async (request) =>
  ok({ groupName: (await findSite(request.headers.host))?.group_name ?? '' }),
);

app.get('/prod-api/health', async () => {
  await pool.query('select 1');
  return ok({ status: 'up' });
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 3200), host: process.env.HOST ?? '127.0.0.1' });
