'use client';

import { Fragment, useState, type ReactNode } from 'react';
import { format } from '@/i18n/format';
import { fmtDate, pick } from '../format';
import type { KundliMessages } from '../messages';
import type { Period } from '../types';
import styles from '../kundli.module.css';

type Props = { periods: Period[]; lang: 'en' | 'hi'; t: KundliMessages; zone: string; depth: number; label: string; idPrefix: string };

/** A key for a period (lord + start) so open rows survive re-renders. */
const keyOf = (p: Period) => `${p.lord.en}|${p.start}`;

function initiallyOpen(periods: Period[], depth: number, root: string): Set<string> {
  const open = new Set<string>();
  let level = periods;
  let path = root;
  for (let d = 1; d < depth; d++) {
    const cur = level.find((p) => p.isCurrent);
    if (!cur?.sub) break;
    path = `${path}/${keyOf(cur)}`;
    open.add(path);
    level = cur.sub;
  }
  return open;
}

/**
 * A dasha table with drill-down: each period opens its sub-periods (antardasha, then pratyantardasha) as indented
 * rows. The running chain is highlighted and open at first.
 */
export function DashaTable({ periods, lang, t, zone, depth, label, idPrefix }: Props) {
  const [open, setOpen] = useState<Set<string>>(() => initiallyOpen(periods, depth, idPrefix));
  const toggle = (k: string) => setOpen((s) => {
    const n = new Set(s);
    if (n.has(k)) n.delete(k); else n.add(k);
    return n;
  });

  const rows = (list: Period[], level: number, path: string): ReactNode =>
    list.map((p) => {
      const k = `${path}/${keyOf(p)}`;
      const isOpen = open.has(k);
      const lord = pick(p.lord, lang);
      const canOpen = !!p.sub && level < depth;
      return (
        <Fragment key={k}>
          <tr className={`${p.isCurrent ? styles.currentRow : ''} ${level > 1 ? styles.subRow : ''}`} data-level={level} data-current={p.isCurrent || undefined} aria-current={p.isCurrent ? 'true' : undefined}>
            <th scope="row" style={{ paddingLeft: 10 + (level - 1) * 22 }}>
              {canOpen ? (
                <button type="button" className="link-button" aria-expanded={isOpen} onClick={() => toggle(k)}>
                  {isOpen ? '▾' : '▸'} {lord}
                  <span className="visually-hidden"> {format(isOpen ? t.hideSub : t.showSub, { lord })}</span>
                </button>
              ) : (
                lord
              )}
              {p.isCurrent && <span className={styles.badgeMid} style={{ marginLeft: 8 }}>{t.current}</span>}
            </th>
            <td>{fmtDate(p.start, lang, zone)}</td>
            <td>{fmtDate(p.end, lang, zone)}</td>
            <td>{p.years.toFixed(2)}</td>
          </tr>
          {canOpen && isOpen && p.sub && rows(p.sub, level + 1, k)}
        </Fragment>
      );
    });

  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr><th scope="col">{t.period}</th><th scope="col">{t.from}</th><th scope="col">{t.to}</th><th scope="col">{t.years}</th></tr>
        </thead>
        <tbody>{rows(periods, 1, idPrefix)}</tbody>
      </table>
    </div>
  );
}
