export const defaultAvatarSrc = '/assets/default-avatar.svg';

type Person = { name?: string | null; img_url?: string | null; phone?: string | null };

/**
 * Spec §2 avatar rules, exactly: name "anonymous" or no image → the default avatar; no name →
 * "Anonymous"; no phone → "NA" (the labels come translated).
 */
export function avatarFor(person: Person, labels: { anonymous: string; notAvailable: string }) {
  const name = person.name?.trim() ? person.name.trim() : null;
  const useDefault = !person.img_url || name?.toLowerCase() === 'anonymous';
  return {
    imgSrc: useDefault ? defaultAvatarSrc : (person.img_url as string),
    name: name ?? labels.anonymous,
    phone: person.phone?.trim() ? person.phone : labels.notAvailable,
  };
}

/** "₹1,250" or "₹99.50": rupees with the rupee symbol, Indian digit grouping. */
export function formatRupees(amount: number): string {
  const hasPaise = Math.round(amount * 100) % 100 !== 0;
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: hasPaise ? 2 : 0, maximumFractionDigits: 2 })}`;
}
