'use client';

import { useEffect, useState } from 'react';
import { getJson, isApiFailure } from '@/features/api/client';
import { remediesMenuLimit } from './menu';

export type RemedyLink = { title: string; slug: string };

/** The first 10 remedies for the menu; any failure leaves the list empty, silently (spec §8). */
export function useRemedies(): RemedyLink[] {
  const [remedies, setRemedies] = useState<RemedyLink[]>([]);
  useEffect(() => {
    let isCurrent = true;
    getJson<{ status: number; data: RemedyLink[] }>('/api/get_remedies')
      .then((res) => {
        if (!isCurrent || isApiFailure(res) || !Array.isArray(res?.data)) return;
        const valid = res.data.filter((r) => r && typeof r.title === 'string' && typeof r.slug === 'string');
        setRemedies(valid.slice(0, remediesMenuLimit));
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, []);
  return remedies;
}
