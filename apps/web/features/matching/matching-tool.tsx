'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getJson, isApiFailure, postJson } from '@/features/api/client';
import { useSession } from '@/features/auth/use-session';
import { BirthFields } from '@/features/kundli/birth-fields';
import { draftToBody, emptyDraft, errorsFromApi, validateDraft, type BirthDraft, type BirthErrors } from '@/features/kundli/birth-draft';
import type { SavedKundli } from '@/features/kundli/types';
import { useI18n } from '@/i18n/provider';
import { MatchReportView } from './match-report';
import { matchingMessages } from './messages';
import type { MatchReport } from './types';
import styles from '@/features/kundli/kundli.module.css';

type Side = 'boy' | 'girl';
type SideState = { mode: 'details' | 'saved'; draft: BirthDraft; savedId: string; errors: BirthErrors };
const CALC = { ayanamsa: 'lahiri', node: 'mean' } as const;

/** Two births (or two saved kundlis, when signed in) → the guna milan report. */
export function MatchingTool() {
  const { lang } = useI18n();
  const t = matchingMessages[lang];
  const session = useSession();
  const [sides, setSides] = useState<Record<Side, SideState>>({
    boy: { mode: 'details', draft: emptyDraft('male'), savedId: '', errors: {} },
    girl: { mode: 'details', draft: emptyDraft('female'), savedId: '', errors: {} },
  });
  const [saved, setSaved] = useState<SavedKundli[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<{ report: MatchReport; request: Record<string, unknown> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!session.details) return;
    getJson<{ data: SavedKundli[] }>('/api/astro/kundlis').then((r) => { if (!isApiFailure(r)) setSaved(r.data); }).catch(() => {});
  }, [session.details]);
  useEffect(() => { if (result) document.getElementById('match-title')?.focus(); }, [result]);

  const update = (side: Side, patch: Partial<SideState>) => setSides((s) => ({ ...s, [side]: { ...s[side], ...patch } }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const body: Record<string, unknown> = {};
    let ok = true;
    for (const side of ['boy', 'girl'] as const) {
      const s = sides[side];
      if (s.mode === 'saved') {
        if (!s.savedId) { update(side, { errors: { form: t.chooseSavedPrompt } }); ok = false; continue; }
        update(side, { errors: {} });
        body[side] = { kundliId: s.savedId };
      } else {
        const v = await validateDraft(s.draft, CALC, lang);
        update(side, { errors: v.errors });
        if (!v.body) ok = false;
        else body[side] = draftToBody(s.draft, CALC);
      }
    }
    if (!ok) { setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0); return; }
    setIsBusy(true);
    try {
      const res = await postJson<{ data: MatchReport }>('/api/astro/match', body);
      if (isApiFailure(res)) {
        const errs = errorsFromApi(res, lang, t.failed);
        const field = ((res.response as { error?: { details?: { field?: string } } })?.error?.details?.field ?? '').split('.')[0];
        if (field === 'boy' || field === 'girl') update(field, { errors: errs });
        else setFormError(Object.values(errs)[0] ?? t.failed);
        return;
      }
      setResult({ report: res.data, request: body });
    } catch {
      setFormError(t.failed);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {(['boy', 'girl'] as const).map((side) => {
          const s = sides[side];
          return (
            <div key={side} data-side={side}>
              {saved.length > 0 && (
                <div className={styles.segmented} role="group" aria-label={`${t.source}: ${side === 'boy' ? t.boy : t.girl}`}>
                  <button type="button" aria-pressed={s.mode === 'details'} onClick={() => update(side, { mode: 'details' })}>{t.enterDetails}</button>
                  <button type="button" aria-pressed={s.mode === 'saved'} onClick={() => update(side, { mode: 'saved' })}>{t.savedKundli}</button>
                </div>
              )}
              {s.mode === 'saved' ? (
                <div className={styles.field}>
                  <label htmlFor={`${side}-saved`}>{side === 'boy' ? t.boy : t.girl}: {t.chooseSaved}</label>
                  <select id={`${side}-saved`} value={s.savedId} onChange={(e) => update(side, { savedId: e.target.value })} aria-invalid={s.errors.form ? true : undefined}>
                    <option value="">{t.chooseSavedPrompt}</option>
                    {saved.map((k) => <option key={k.id} value={k.id}>{k.title} · {k.birth.date}</option>)}
                  </select>
                  {s.errors.form && <p className={styles.error}>{s.errors.form}</p>}
                </div>
              ) : (
                <BirthFields idPrefix={side} legend={side === 'boy' ? t.boy : t.girl} draft={s.draft} errors={s.errors} onChange={(d) => update(side, { draft: d })} />
              )}
            </div>
          );
        })}
        {formError && <p role="alert" className={styles.alert}>{formError}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>{isBusy ? t.submitting : t.submit}</button>
        </div>
      </form>
      {result && <MatchReportView key={JSON.stringify(result.request)} report={result.report} request={result.request} />}
    </>
  );
}
