import { loadConfig } from './platform/config.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { StartupError } from './platform/personal-data.ts';
import { bootstrap } from './bootstrap.ts';

const config = loadConfig();

try {
  const { app, database, readiness } = await bootstrap({ config, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Podium is up on http://localhost:${config.port} (database: ${database.kind}, role: ${config.role})`,
  );

  let isClosing = false;
  /**
   * Draining: `/ready` answers 503, no new connections are taken, live streams end with a reconnect hint,
   * in-flight requests finish, the job in hand is handed back between two items; past the grace period
   * the process exits anyway (a hung request must not keep a deployment waiting).
   */
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    readiness.startDraining();
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown grace period over: exiting with work still open');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof StartupError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
}
