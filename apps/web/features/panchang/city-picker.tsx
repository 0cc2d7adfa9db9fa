'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PlaceCombobox } from '@/features/place-input/place-combobox';
import { writeCookie } from '@/features/shell/write-cookie';
import { useI18n } from '@/i18n/provider';
import { panchangMessages } from './messages';
import { PLACE_COOKIE, placeCookieMaxAgeSeconds } from './place-cookie';

/** Chooses the city: remembered in a cookie, then the page renders again for it. */
export function CityPicker({ id = 'city' }: { id?: string }) {
  const { lang } = useI18n();
  const t = panchangMessages[lang];
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return <button type="button" className="button" onClick={() => setIsOpen(true)}>{t.change}</button>;
  }
  return (
    <div style={{ maxWidth: 420, width: '100%' }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>{t.city}</label>
      <PlaceCombobox
        id={id}
        value={null}
        autoFocus
        onChange={async (place) => {
          if (!place) return;
          await writeCookie(PLACE_COOKIE, String(place.id), placeCookieMaxAgeSeconds);
          const url = new URL(window.location.href);
          url.searchParams.delete('place');
          setIsOpen(false);
          router.replace(url.pathname + url.search);
          router.refresh();
        }}
      />
      <p style={{ margin: '4px 0 0', fontSize: '0.85rem' }}>{t.cityHint}</p>
    </div>
  );
}
