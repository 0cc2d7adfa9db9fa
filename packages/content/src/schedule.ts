/** India has one zone without daylight saving: UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

export type WeeklySlot = { days: number[]; start: string; durationMinutes: number };
export type LiveState = { isLive: boolean; /** ISO, when the current slot ends */ endsAt: string | null; /** ISO, next start after now (or after the current slot) */ nextStartAt: string | null };

/** Whether a weekly IST schedule is on air at `now`, and when it next starts. Pure. */
export function liveState(schedule: WeeklySlot[], now: Date): LiveState {
  const t = now.getTime();
  // midnight IST of the day (in IST) that contains now, expressed in UTC ms
  const istMidnight = Math.floor((t + IST_OFFSET_MS) / 86_400_000) * 86_400_000 - IST_OFFSET_MS;
  let endsAt: number | null = null;
  let next: number | null = null;
  // look one day back (slots running past midnight) and eight days ahead
  for (let d = -1; d <= 8; d++) {
    const dayStart = istMidnight + d * 86_400_000;
    const weekday = new Date(dayStart + IST_OFFSET_MS).getUTCDay();
    for (const slot of schedule) {
      if (slot.days.length && !slot.days.includes(weekday)) continue;
      const [h, m] = slot.start.split(':').map(Number);
      const start = dayStart + (h * 60 + m) * 60_000;
      const end = start + slot.durationMinutes * 60_000;
      if (start <= t && t < end) endsAt = Math.max(endsAt ?? 0, end);
      else if (start > t && (next === null || start < next)) next = start;
    }
  }
  if (endsAt !== null && next !== null && next < endsAt) {
    // a slot starting inside the current one is not a "next" start
    const after = schedule.length ? liveState(schedule, new Date(endsAt)) : null;
    next = after?.isLive ? null : (after?.nextStartAt ? Date.parse(after.nextStartAt) : null);
  }
  return { isLive: endsAt !== null, endsAt: endsAt === null ? null : new Date(endsAt).toISOString(), nextStartAt: next === null ? null : new Date(next).toISOString() };
}
