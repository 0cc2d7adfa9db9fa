'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { format } from '@/i18n';
import { CartIcon } from '@/features/ui/icons';
import { CART_COUNT_KEY, CART_EVENT, readCartCount } from './cart-count';
import styles from '@/features/shell/header.module.css';

/**
 * The header's cart link with its item count; shown only when the cart holds something (the count is what this
 * browser last saw, from localStorage, and follows changes in this tab and others).
 */
export function CartLink({ label, countLabel }: { label: string; countLabel: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(readCartCount());
    const onStorage = (e: StorageEvent) => e.key === CART_COUNT_KEY && update();
    update();
    window.addEventListener(CART_EVENT, update);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_EVENT, update);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  if (!count) return null;
  return (
    <Link href="/cart" className={styles.cartLink} aria-label={format(countLabel, { n: count })} data-testid="cart-link">
      <CartIcon />
      <span className={styles.cartCount} aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </Link>
  );
}
