import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `seconds` once the app is ready (0: never), one run at a time (a run still going when the next is
 * due skips that turn), and waits for a running one when the app closes. A failure is logged with `name`, never thrown.
 */
export function everyFewSeconds(
  app: FastifyInstance, name: string, seconds: number, job: () => Promise<unknown>,
  options: { /** also run once as soon as the app is ready */ atStart?: boolean; /** stop in preClose (before onClose hooks close what the job uses) */ stopBefore?: boolean } = {},
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = job()
      .catch((err) => app.log.error({ err }, `${name} failed`))
      .finally(() => { running = null; });
  };
  if (seconds > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(run, seconds * 1000);
      timer.unref();
      if (options.atStart) run();
    });
  }
  app.addHook(options.stopBefore ? 'preClose' : 'onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
