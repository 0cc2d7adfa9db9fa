'use client';

import { useEffect, useState } from 'react';
import { countryNameIn } from '@nakshatra/shared/countries';
import type { Locale } from '@/i18n';
import { isApiFailure } from '@/features/api/client';
import { listAddresses } from '@/features/orders/commerce-api';
import type { OrderMessages } from '@/features/orders/messages';
import type { Address } from '@/features/orders/types';
import { AddressForm } from './address-form';
import type { ShopMessages } from './messages';
import styles from './shop.module.css';

type Props = {
  lang: Locale;
  legend: string;
  t: { address: ShopMessages['address']; common: ShopMessages['common']; noAddresses: string; addAddress: string };
  errors: OrderMessages['errors'];
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
};

/** The signed-in user's addresses to choose from, with "Add a new address" (the default one is chosen first). */
export function AddressBook({ lang, legend, t, errors, selectedId, onSelect }: Props) {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [isAdding, setIsAdding] = useState(false);

  const load = () => {
    setFailed(false);
    listAddresses()
      .then((res) => {
        if (isApiFailure(res)) {
          // no address service yet (404) reads as an empty book: the form then answers why it cannot save
          if (res.error_status === 404) return (setAddresses([]), setIsAdding(true));
          return setFailed(true);
        }
        setAddresses(res);
        if (!res.length) setIsAdding(true);
        if (!selectedId && res.length) onSelect(res.find((a) => a.is_default) ?? res[0]);
      })
      .catch(() => setFailed(true));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, []);

  if (failed)
    return (
      <div className={styles.panel} role="alert">
        <p>{t.common.loadFailed}</p>
        <button type="button" className="button" onClick={load}>{t.common.retry}</button>
      </div>
    );
  if (!addresses) return <p aria-live="polite">{t.common.loading}</p>;

  return (
    <div>
      <fieldset className={styles.addresses}>
        <legend>{legend}</legend>
        {addresses.length === 0 && <p className={styles.muted}>{t.noAddresses}</p>}
        {addresses.map((a) => (
          <label key={a.id} className={styles.address} data-selected={a.id === selectedId}>
            <input type="radio" name="address" value={a.id} checked={a.id === selectedId} onChange={() => onSelect(a)} />
            <span>
              <strong>{a.name}</strong>
              {a.is_default && <span className={styles.badge}>{t.address.defaultBadge}</span>}
              <br />
              {[a.line1, a.line2, a.city, a.district, a.state, a.postal_code, a.country !== 'IN' ? countryNameIn(a.country, lang) : ''].filter(Boolean).join(', ')}
              <br />
              {a.phone}
            </span>
          </label>
        ))}
      </fieldset>
      {isAdding ? (
        <AddressForm
          lang={lang}
          t={t.address}
          errors={errors}
          onSaved={(a) => {
            setAddresses((list) => [...(list ?? []), a]);
            setIsAdding(false);
            onSelect(a);
          }}
          onCancel={addresses.length ? () => setIsAdding(false) : undefined}
        />
      ) : (
        <button type="button" className="button-secondary" onClick={() => setIsAdding(true)}>{t.addAddress}</button>
      )}
    </div>
  );
}
