/**
 * A re-read list with the objects of the astrologers that did not change kept from `current` (a consumer that compares
 * by object can skip them), and `current` itself when nothing changed at all (React then skips the state update).
 */
export function keepUnchanged<T extends { id: string }>(current: T[], fresh: T[]): T[] {
  const before = new Map(current.map((item) => [item.id, item]));
  let same = current.length === fresh.length;
  const next = fresh.map((item, i) => {
    const old = before.get(item.id);
    const kept = old !== undefined && JSON.stringify(old) === JSON.stringify(item) ? old : item;
    if (kept !== current[i]) same = false;
    return kept;
  });
  return same ? current : next;
}
