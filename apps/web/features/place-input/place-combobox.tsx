'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { placeMessages } from './messages';
import { placeLabel, type Place } from './types';
import styles from './place-input.module.css';

type Props = {
  /** id of the <input> (for an outside <label htmlFor>). */
  id: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  /** id of an error message that describes the field. */
  errorId?: string;
  isInvalid?: boolean;
  className?: string;
  autoFocus?: boolean;
};

type Status = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Birth-place combobox (ARIA 1.2 pattern): typing asks `GET /api/get_suggest/{query}`; Up/Down move through the
 * suggestions (aria-activedescendant), Enter chooses, Escape closes (a second Escape clears). Hindi input works
 * because the index knows Devanagari names. Each suggestion shows state and country.
 */
export function PlaceCombobox({ id, value, onChange, errorId, isInvalid, className, autoFocus }: Props) {
  const { lang } = useI18n();
  const t = placeMessages[lang];
  const listId = useId();
  const [text, setText] = useState(value ? placeLabel(value, lang) : '');
  const [items, setItems] = useState<Place[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const lastQuery = useRef('');
  const shownQuery = useRef('');

  // keep the text in step when the parent sets a place (a saved kundli opened for editing)
  useEffect(() => {
    if (value) setText(placeLabel(value, lang));
  }, [value, lang]);

  useEffect(() => {
    const query = text.split(',')[0].trim() === '' ? '' : text.trim();
    if (!isOpen || query.length < 2 || (value && text === placeLabel(value, lang))) return;
    // reopening the list on the same text keeps its suggestions and the highlighted one (no refetch racing the keys)
    if (shownQuery.current === query) return;
    lastQuery.current = query;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      fetch(`/api/get_suggest/${encodeURIComponent(query)}?limit=8`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
        .then((body: { data: Place[] }) => {
          if (lastQuery.current !== query) return;
          setItems(body.data);
          shownQuery.current = query;
          setActive(body.data.length > 0 ? 0 : -1);
          setStatus('done');
        })
        .catch((err: Error) => {
          if (err.name !== 'AbortError') setStatus('failed');
        });
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, isOpen, value, lang]);

  const choose = (place: Place) => {
    onChange(place);
    setText(placeLabel(place, lang));
    setIsOpen(false);
    setItems([]);
    shownQuery.current = '';
    setActive(-1);
    setStatus('idle');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!isOpen) setIsOpen(true);
      setActive((i) => (items.length ? (i + 1) % items.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (items.length ? (i <= 0 ? items.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter') {
      if (isOpen && active >= 0 && items[active]) {
        e.preventDefault();
        choose(items[active]);
      }
    } else if (e.key === 'Escape') {
      if (isOpen && items.length) {
        e.preventDefault();
        setIsOpen(false);
      } else if (text) {
        e.preventDefault();
        setText('');
        onChange(null);
      }
    }
  };

  const showList = isOpen && items.length > 0;
  const activeId = showList && active >= 0 ? `${listId}-opt-${active}` : undefined;
  const statusText =
    status === 'loading' ? t.searching
      : status === 'failed' ? t.failed
        : status === 'done' && isOpen && items.length === 0 ? format(t.noMatch, { query: lastQuery.current })
          : status === 'done' && isOpen ? format(t.results, { count: items.length })
            : '';

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        className={styles.input}
        placeholder={t.placeholder}
        value={text}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
        onChange={(e) => {
          setText(e.target.value);
          setIsOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setTimeout(() => setIsOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className={styles.list} hidden={!showList} aria-label={t.placeholder}>
        {items.map((p, i) => (
          <li
            key={p.id}
            id={`${listId}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(p)}
            onMouseEnter={() => setActive(i)}
          >
            <span className={styles.optionName}>{lang === 'hi' && p.nameHi ? `${p.nameHi} (${p.name})` : p.nameHi ? `${p.name} (${p.nameHi})` : p.name}</span>
            <span className={styles.optionMeta}>{[p.state, p.countryName].filter(Boolean).join(', ')}</span>
          </li>
        ))}
      </ul>
      <p className={`${styles.status} ${status === 'done' && items.length > 0 ? 'visually-hidden' : ''}`} aria-live="polite">
        {statusText}
      </p>
    </div>
  );
}
