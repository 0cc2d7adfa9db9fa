'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { astrologerLanguages, astrologerSkills } from '@nakshatra/shared/astrologer-lists';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { languageName, skillName } from './format';
import { directoryHref, directorySorts, isFiltered, parseDirectorySearch, type DirectoryFilters, type DirectorySort } from './directory-query';
import { astrologerMessages } from './messages';
import styles from './astrologers.module.css';

type Props = { filters: DirectoryFilters; basePath: string };

/**
 * Search, filters and sort as a GET form on the directory's own address, so every choice is in the URL and can
 * be shared. Without JavaScript the form submits normally; with it, a choice in a list applies at once and the
 * page updates without a full reload. Any change goes back to the first page.
 */
export function DirectoryFilters({ filters, basePath }: Props) {
  const { lang } = useI18n();
  const t = astrologerMessages[lang].directory;
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [isPending, startTransition] = useTransition();
  const [q, setQ] = useState(filters.q);
  const [minPrice, setMinPrice] = useState(filters.minPrice === null ? '' : String(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice === null ? '' : String(filters.maxPrice));

  const go = () => {
    const form = formRef.current;
    if (!form) return;
    const raw: Record<string, string> = {};
    new FormData(form).forEach((v, k) => {
      if (typeof v === 'string' && v.trim() !== '') raw[k] = v;
    });
    const next = { ...parseDirectorySearch(raw), page: 1 };
    startTransition(() => router.push(directoryHref(basePath, next), { scroll: false }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go();
  };
  const sortLabels: Record<DirectorySort, string> = {
    popular: t.sortPopular,
    experience: t.sortExperience,
    price_asc: t.sortPriceAsc,
    price_desc: t.sortPriceDesc,
    rating: t.sortRating,
  };

  return (
    <form ref={formRef} action={basePath} method="get" className={styles.filters} onSubmit={onSubmit} aria-busy={isPending} data-pending={isPending || undefined}>
      <div className={styles.searchRow} role="search">
        <label htmlFor="directory-q" className="visually-hidden">
          {t.searchLabel}
        </label>
        <input id="directory-q" type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t.searchPlaceholder} maxLength={100} />
        <button type="submit" className="button">
          {t.search}
        </button>
      </div>
      <fieldset className={styles.filterGrid}>
        <legend className="visually-hidden">{t.filters}</legend>
        <Select id="directory-skill" name="skill" label={t.skill} value={filters.skill} onPick={go} options={[['', t.anySkill], ...astrologerSkills.map((s): [string, string] => [s, skillName(s, lang)])]} />
        <Select id="directory-language" name="language" label={t.language} value={filters.language} onPick={go} options={[['', t.anyLanguage], ...astrologerLanguages.map((l): [string, string] => [l, languageName(l, lang)])]} />
        <Select id="directory-gender" name="gender" label={t.gender} value={filters.gender} onPick={go} options={[['', t.anyGender], ['female', t.female], ['male', t.male], ['other', t.other]]} />
        <div className={styles.filterField}>
          <label htmlFor="directory-min-price">{t.minPrice}</label>
          <input id="directory-min-price" name="min_price" inputMode="numeric" pattern="[0-9]*" maxLength={5} value={minPrice} onChange={(e) => setMinPrice(e.target.value.replace(/\D/g, ''))} />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="directory-max-price">{t.maxPrice}</label>
          <input id="directory-max-price" name="max_price" inputMode="numeric" pattern="[0-9]*" maxLength={5} value={maxPrice} onChange={(e) => setMaxPrice(e.target.value.replace(/\D/g, ''))} />
        </div>
        <Select
          id="directory-rating"
          name="min_rating"
          label={t.rating}
          value={filters.minRating === null ? '' : String(filters.minRating)}
          onPick={go}
          options={[['', t.anyRating], ...[4, 3, 2, 1].map((n): [string, string] => [String(n), format(t.ratingAtLeast, { stars: n })])]}
        />
        <Select id="directory-sort" name="sort" label={t.sort} value={filters.sort} onPick={go} options={directorySorts.map((s): [string, string] => [s, sortLabels[s]])} />
        <div className={styles.filterButtons}>
          <button type="submit" className={styles.secondaryButton}>
            {t.apply}
          </button>
          {isFiltered(filters) && (
            <a
              href={basePath}
              className={styles.textButton}
              onClick={(e) => {
                e.preventDefault();
                startTransition(() => router.push(basePath, { scroll: false }));
              }}
            >
              {t.clear}
            </a>
          )}
        </div>
      </fieldset>
    </form>
  );
}

type SelectProps = { id: string; name: string; label: string; value: string; options: [string, string][]; onPick: () => void };

/** A labelled list whose choice applies at once (the form reads the new value). */
function Select({ id, name, label, value, options, onPick }: SelectProps) {
  return (
    <div className={styles.filterField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} onChange={onPick}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
