import { sql, type Db } from '@nakshatra/db';
import { operationFromRow, rowsOf, type OperationRow } from './ledger.js';

/**
 * Group commit for wallet debits. Debits that arrive while earlier ones are being written wait a moment and are then
 * written together, many wallets in one SQL statement: one round trip, one commit and one update of each revenue
 * shard for the whole group instead of one each. Nothing is weakened: each debit is checked against its own locked
 * wallet rows, a debit the wallet cannot pay is refused alone (the others still go through), each idempotency key is
 * applied once, and the CHECK constraint on the account table still refuses a negative wallet.
 *
 * A group holds at most one debit per wallet and per key (a second one waits for the next group), so every row the
 * statement locks it updates at most once. If the statement fails as a whole (a deadlock with another writer, say),
 * each of its debits is retried alone on the single-debit path, which reports its own outcome.
 */

/** One debit, resolved to account ids and ready to write. */
export type PreparedDebit = {
  key: string;
  userId: string;
  amountPaise: number;
  fingerprint: string;
  reference: string | null;
  description: string;
  category: string;
  actorUserId: string | null;
  astrologerId: string | null;
  sharePaise: number;
  realId: string;
  promoId: string;
  revenueId: string;
  astroId: string | null;
  realFirst: boolean;
  /** what the caller wants kept with the operation (merged into its metadata), e.g. which gift a debit paid for */
  details?: Record<string, unknown> | null;
};

/** What the statement did for one debit: written (op), or not (the key was used before, or too little money). */
export type DebitResult =
  | { op: OperationRow; realPaise: number; promoPaise: number; before: { real: { balance: number; held: number }; promo: { balance: number; held: number } } }
  | { op: null; ok: boolean };

/** Writes a group of debits (distinct wallets, distinct keys, one spend order) in one statement. */
export async function writeDebits(db: Db, items: PreparedDebit[]): Promise<DebitResult[]> {
  const json = JSON.stringify(items.map((d) => ({
    key: d.key, user_id: d.userId, amount: d.amountPaise, fingerprint: d.fingerprint, reference: d.reference, description: d.description,
    category: d.category, actor_user_id: d.actorUserId, astrologer_id: d.astrologerId, share: d.sharePaise, real_id: d.realId, promo_id: d.promoId,
    revenue_id: d.revenueId, astro_id: d.astroId, details: d.details ?? null,
  })));
  const realFirst = items[0].realFirst;
  const res = await db.execute(sql`
    with input as (
      -- one JSON parameter carries the group (both drivers pass a string the same way)
      select * from jsonb_to_recordset(${json}::jsonb)
        as i(key text, user_id uuid, amount bigint, fingerprint text, reference text, description text, category text, actor_user_id uuid,
             astrologer_id text, share bigint, real_id uuid, promo_id uuid, revenue_id uuid, astro_id uuid, details jsonb)
    ),
    w as (
      -- the wallets, locked in the order every other writer uses (wallets by id); a locked row is read at its newest version
      select id, balance_paise, held_paise from ledger_accounts
      where id in (select real_id from input union all select promo_id from input)
      order by id for update
    ),
    s as (
      select i.*,
        case when ${realFirst}::boolean then f.first_p else i.amount - f.first_p end as real_p,
        case when ${realFirst}::boolean then i.amount - f.first_p else f.first_p end as promo_p,
        i.amount - f.first_p <= greatest(coalesce(case when ${realFirst}::boolean then wp.balance_paise - wp.held_paise else wr.balance_paise - wr.held_paise end, 0), 0) as ok,
        wr.balance_paise as real_balance, wr.held_paise as real_held, wp.balance_paise as promo_balance, wp.held_paise as promo_held
      from input i
      left join w wr on wr.id = i.real_id
      left join w wp on wp.id = i.promo_id
      cross join lateral (
        select least(i.amount, greatest(coalesce(case when ${realFirst}::boolean then wr.balance_paise - wr.held_paise else wp.balance_paise - wp.held_paise end, 0), 0)) as first_p
      ) f
    ),
    op as (
      insert into ledger_operations (idempotency_key, kind, user_id, amount_paise, fingerprint, reference, description, category, actor_user_id, metadata)
      select s.key, 'debit', s.user_id, s.amount, s.fingerprint, s.reference, s.description, s.category, s.actor_user_id,
        coalesce(s.details, '{}'::jsonb) || jsonb_build_object('direction', 'debit', 'real_paise', s.real_p, 'promotional_paise', s.promo_p, 'astrologer_id', s.astrologer_id, 'astrologer_share_paise', s.share)
      from s where s.ok
      on conflict (idempotency_key) do nothing
      returning *
    ),
    legs as (
      -- numbered per operation as the transfers always are (key#1, key#2 …, zero legs left out)
      select op.id as operation_id, op.idempotency_key || '#' || row_number() over (partition by op.id order by l.n) as key, l.debit, l.credit, l.amt, op.created_at
      from op join s on s.key = op.idempotency_key,
        lateral (values (1, s.real_id, s.revenue_id, s.real_p), (2, s.promo_id, s.revenue_id, s.promo_p), (3, s.revenue_id, s.astro_id, s.share)) as l(n, debit, credit, amt)
      where l.amt > 0 and l.debit is not null and l.credit is not null
    ),
    p as (
      -- then the platform rows (revenue shards, earnings), also in id order, so two groups never wait on each other in a cycle
      select id from ledger_accounts where id in (select revenue_id from s where s.ok union all select astro_id from s where s.ok and s.astro_id is not null)
      order by id for update
    ),
    d as (
      select id, sum(x) as x from (select debit as id, -amt as x from legs union all select credit, amt from legs) m
      where (select count(*) from p) >= 0
      group by id having sum(x) <> 0
    ),
    upd as (
      update ledger_accounts a set balance_paise = a.balance_paise + d.x from d where a.id = d.id returning a.id
    ),
    tr as (
      insert into ledger_transfers (idempotency_key, operation_id, debit_account_id, credit_account_id, amount_paise, created_at)
      select key, operation_id, debit, credit, amt, created_at from legs
      returning id
    )
    select s.key, s.ok, s.real_p, s.promo_p, s.real_balance, s.real_held, s.promo_balance, s.promo_held,
      (select row_to_json(o) from op o where o.idempotency_key = s.key) as op,
      (select count(*) from upd)::int as updated, (select count(*) from d)::int as deltas, (select count(*) from tr)::int as written
    from s`);
  const rows = rowsOf<{ key: string; ok: boolean; real_p: unknown; promo_p: unknown; real_balance: unknown; real_held: unknown; promo_balance: unknown; promo_held: unknown; op: unknown; updated: number; deltas: number }>(res);
  if (rows.length && Number(rows[0].updated) !== Number(rows[0].deltas)) throw new Error('ledger: a balance update of a debit group was lost');
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return items.map((d): DebitResult => {
    const r = byKey.get(d.key);
    if (!r) throw new Error('ledger: a debit of the group has no result');
    const opJson = typeof r.op === 'string' ? (JSON.parse(r.op) as Record<string, unknown>) : (r.op as Record<string, unknown> | null);
    if (!opJson) return { op: null, ok: r.ok };
    return {
      op: operationFromRow(opJson),
      realPaise: Number(r.real_p),
      promoPaise: Number(r.promo_p),
      before: { real: { balance: Number(r.real_balance ?? 0), held: Number(r.real_held ?? 0) }, promo: { balance: Number(r.promo_balance ?? 0), held: Number(r.promo_held ?? 0) } },
    };
  });
}

type Waiting = { item: PreparedDebit; resolve: (r: DebitResult) => void; reject: (e: unknown) => void };

/** Debits waiting for the next group, and how many groups are being written (per database handle). */
class DebitQueue {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Db, private readonly maxInFlight: number, private readonly maxGroup: number) {}

  submit(item: PreparedDebit): Promise<DebitResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= this.maxInFlight || !this.waiting.length) return;
    this.scheduled = true;
    // let the debits that arrive in the same turn of the event loop join the group
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.inFlight < this.maxInFlight && this.waiting.length) {
      const group: Waiting[] = [];
      const rest: Waiting[] = [];
      const users = new Set<string>();
      const keys = new Set<string>();
      for (const w of this.waiting) {
        const fits = group.length < this.maxGroup && !users.has(w.item.userId) && !keys.has(w.item.key) && w.item.realFirst === (group[0]?.item.realFirst ?? w.item.realFirst);
        if (fits) {
          group.push(w);
          users.add(w.item.userId);
          keys.add(w.item.key);
        } else rest.push(w);
      }
      this.waiting = rest;
      this.inFlight++;
      void this.write(group).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async write(group: Waiting[]) {
    try {
      const results = await writeDebits(this.db, group.map((w) => w.item));
      group.forEach((w, i) => w.resolve(results[i]));
    } catch {
      // the statement failed as a whole: each debit again on its own, so each gets its own answer
      for (const w of group) {
        try {
          const [r] = await writeDebits(this.db, [w.item]);
          w.resolve(r);
        } catch (err) {
          w.reject(err);
        }
      }
    }
  }
}

const queues = new WeakMap<object, DebitQueue>();

/**
 * Queues a debit for the next group write on this database. Groups are written a few at a time (PostgreSQL) or one
 * at a time (the embedded database serves one statement at a time anyway).
 */
export function submitDebit(db: Db, item: PreparedDebit, options: { maxInFlight: number; maxGroup?: number }): Promise<DebitResult> {
  let q = queues.get(db);
  if (!q) queues.set(db, (q = new DebitQueue(db, options.maxInFlight, options.maxGroup ?? 64)));
  return q.submit(item);
}
