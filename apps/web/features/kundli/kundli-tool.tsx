'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BirthInput } from '@nakshatra/shared';
import { apiErrorOf, isApiFailure, postJson, putJson } from '@/features/api/client';
import { useSession } from '@/features/auth/use-session';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { BirthFields } from './birth-fields';
import { draftFromBirth, emptyDraft, errorsFromApi, validateDraft, type BirthDraft, type BirthErrors, type Calc } from './birth-draft';
import { kundliMessages } from './messages';
import { onDemand } from '@/features/ui/on-demand';
import type { KundliReport, SavedKundli } from './types';
import styles from './kundli.module.css';

// the report (tables, charts, the depth sections) is fetched while the first chart is computed, not with the page;
// the saved list only for visitors who are signed in
const KundliReportView = onDemand(() => import('./report/kundli-report').then((m) => m.KundliReportView));
const SavedKundlis = onDemand(() => import('./saved-kundlis').then((m) => m.SavedKundlis));

/** The free-kundli tool: the birth form, the report below it, and (signed in) saving, editing and the saved list. */
export function KundliTool() {
  const { lang } = useI18n();
  const t = kundliMessages[lang];
  const session = useSession();
  const isSignedIn = !!session.details;
  const [draft, setDraft] = useState<BirthDraft>(emptyDraft());
  const [calc, setCalc] = useState<Calc>({ ayanamsa: 'lahiri', node: 'mean' });
  const [style, setStyle] = useState<'north' | 'south'>('north');
  const [errors, setErrors] = useState<BirthErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<{ report: KundliReport; body: BirthInput; style: 'north' | 'south' } | null>(null);
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [title, setTitle] = useState('');
  const [saveState, setSaveState] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text?: string }>({ kind: 'idle' });
  const [listVersion, setListVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result) document.getElementById('report-title')?.focus();
  }, [result]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: errs } = await validateDraft(draft, calc, lang);
    setErrors(errs);
    if (!body) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setIsBusy(true);
    setSaveState({ kind: 'idle' });
    // the report's code downloads beside the API call (offline, its render tries again)
    const reportCode = KundliReportView.preload().catch(() => {});
    try {
      if (editing) {
        const saved = await putJson<{ data: SavedKundli }>(`/api/astro/kundlis/${editing.id}`, { title: title.trim() || undefined, birth: body });
        if (isApiFailure(saved)) {
          setErrors(errorsFromApi(saved, lang, t.failed));
          return;
        }
        setSaveState({ kind: 'done', text: t.updated });
        setEditing(null);
        setListVersion((v) => v + 1);
      }
      const res = await postJson<{ data: KundliReport }>('/api/astro/kundli', body);
      if (isApiFailure(res)) {
        setErrors(errorsFromApi(res, lang, t.failed));
        return;
      }
      // the report's heading must be on the page when the effect above moves the focus to it
      await reportCode;
      setResult({ report: res.data, body, style });
    } catch {
      setErrors({ form: t.networkFailed });
    } finally {
      setIsBusy(false);
    }
  };

  const save = async () => {
    if (!result) return;
    setSaveState({ kind: 'busy' });
    try {
      const res = await postJson<{ data: SavedKundli }>('/api/astro/kundlis', { title: title.trim() || undefined, birth: result.body });
      if (isApiFailure(res)) setSaveState({ kind: 'error', text: apiErrorOf(res).message ?? t.failed });
      else {
        setSaveState({ kind: 'done', text: t.saved });
        setListVersion((v) => v + 1);
      }
    } catch {
      setSaveState({ kind: 'error', text: t.networkFailed });
    }
  };

  const startEdit = (k: SavedKundli) => {
    setEditing({ id: k.id, title: k.title });
    setTitle(k.title);
    setDraft(draftFromBirth(k.birth, k.place));
    setCalc({ ayanamsa: (k.birth.ayanamsa as Calc['ayanamsa']) ?? 'lahiri', node: (k.birth.node as Calc['node']) ?? 'mean' });
    setErrors({});
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="kundli-form-title">
        <h2 id="kundli-form-title" style={{ margin: 0 }}>{editing ? format(t.editing, { title: editing.title }) : t.formTitle}</h2>
        <BirthFields idPrefix="kundli" legend={t.formTitle} draft={draft} errors={errors} onChange={setDraft} />
        <details className={styles.advanced}>
          <summary>{t.advanced}</summary>
          <div className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor="kundli-ayanamsa">{t.ayanamsa}</label>
              <select id="kundli-ayanamsa" value={calc.ayanamsa} onChange={(e) => setCalc({ ...calc, ayanamsa: e.target.value as Calc['ayanamsa'] })}>
                <option value="lahiri">{t.ayanamsaLahiri}</option>
                <option value="kp">{t.ayanamsaKp}</option>
                <option value="raman">{t.ayanamsaRaman}</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="kundli-node">{t.node}</label>
              <select id="kundli-node" value={calc.node} onChange={(e) => setCalc({ ...calc, node: e.target.value as Calc['node'] })}>
                <option value="mean">{t.nodeMean}</option>
                <option value="true">{t.nodeTrue}</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="kundli-style">{t.chartStyle}</label>
              <select id="kundli-style" value={style} onChange={(e) => setStyle(e.target.value as 'north' | 'south')}>
                <option value="north">{t.north}</option>
                <option value="south">{t.south}</option>
              </select>
            </div>
            {isSignedIn && (
              <div className={styles.field}>
                <label htmlFor="kundli-title">{t.titleField}</label>
                <input id="kundli-title" maxLength={80} value={title} onChange={(e) => setTitle(e.target.value)} />
              </div>
            )}
          </div>
        </details>
        {Object.keys(errors).length > 0 && <p role="alert" className={styles.alert}>{errors.form ?? t.fixErrors}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? t.submitting : editing ? t.update : t.submit}
          </button>
          {editing && (
            <button type="button" className={styles.secondary} onClick={() => { setEditing(null); setTitle(''); setDraft(emptyDraft()); }}>
              {t.cancel}
            </button>
          )}
        </div>
      </form>

      {result && (
        <KundliReportView
          key={`${result.report.asOf}-${result.style}`}
          report={result.report}
          initialStyle={result.style}
          pdf={({ lang: l, chartStyle }) => ({ method: 'POST', url: '/api/astro/kundli/pdf', body: { birth: result.body, lang: l, chartStyle } })}
          actions={
            session.isReady && (isSignedIn ? (
              <>
                <button type="button" className={styles.secondary} onClick={save} disabled={saveState.kind === 'busy'}>
                  {saveState.kind === 'busy' ? t.saving : t.save}
                </button>
                {saveState.text && <p role="status" className={saveState.kind === 'error' ? styles.alert : undefined}>{saveState.text}</p>}
              </>
            ) : (
              <p className={styles.muted}>{t.saveSignIn}</p>
            ))
          }
        />
      )}

      {isSignedIn && <SavedKundlis version={listVersion} onEdit={startEdit} />}
    </>
  );
}
