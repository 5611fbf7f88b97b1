import { loadConfig } from './platform/config.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { StartupError } from './platform/personal-data.ts';
import { bootstrap } from './bootstrap.ts';

const config = loadConfig();

try {
  const { app, database } = await bootstrap({ config, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Podium is up on http://localhost:${config.port} (database: ${database.kind})`);

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
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
