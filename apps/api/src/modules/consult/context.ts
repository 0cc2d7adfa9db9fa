import type { Db } from '@nakshatra/db';
import type { Clock } from '../../lib/clock.js';
import type { ConsultNotifier } from './notifier.js';
import type { UserLimiter } from './user-limits.js';

/** What consultation code needs: the database, the clock (tests move it) and the notifier (socket.io). */
export type ConsultCtx = { db: Db; clock: Clock; notify: ConsultNotifier; log?: { warn(obj: unknown, msg?: string): void }; /** per-user budgets (messages, joins, call updates) */ limit?: UserLimiter };
