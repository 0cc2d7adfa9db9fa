/** Delivers a sign-in code by SMS. Implementations: console (development) and msg91. */
export type SmsProvider = {
  readonly name: string;
  /** `phone` is the 10-digit national number; India only (+91). Throws on delivery failure. */
  sendOtp(phone: string, code: string): Promise<void>;
};

/** What the development outbox keeps of a sent code (readable at GET /api/dev/outbox). */
export type OutboxEntry = { to: string; channel: 'sms' | 'email'; code: string; text: string; at: string };

/** The last codes sent through development transports, newest first; never used in production. */
export class DevOutbox {
  private entries: OutboxEntry[] = [];
  constructor(private readonly max = 200) {}
  push(entry: OutboxEntry) {
    this.entries.unshift(entry);
    if (this.entries.length > this.max) this.entries.length = this.max;
  }
  list(to?: string): OutboxEntry[] {
    return to ? this.entries.filter((e) => e.to === to) : [...this.entries];
  }
}
