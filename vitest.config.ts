import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest (each a minute or more of one worker on CI's two cores) start first. Vitest orders by
 * the durations of the last run, but a fresh clone has none and then puts larger files first, which started the
 * 10,000-debit test (4 minutes alone) last and added its whole length to the run.
 */
const LONGEST_FIRST = ['wallet/concurrency.test.ts', 'payments/crash.test.ts', 'consult/crash.test.ts', 'muhurta/muhurta.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // a stable sort: the rest keep vitest's order
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

// One suite over every workspace: unit tests sit beside the code (x.test.ts next to x.ts).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/features/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // every test file's database is a copy of one migrated for the whole run (vitest.global-setup.ts)
    globalSetup: ['./vitest.global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    // most files wait on a database, sockets or timers more than they compute: 4 forks on CI's 2 cores measured
    // 356 s instead of 435 s (PGlite) and 206 s instead of 301 s (PostgreSQL), every test passing
    maxWorkers: 4,
  },
});
