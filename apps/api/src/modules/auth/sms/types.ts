/** Delivers a sign-in code by SMS. Implementations: console (development) and msg91. */
export type SmsProvider = {
  readonly name: string;
  /** `phone` is the 10-digit national number; India only (+91). Throws on delivery failure. */
  sendOtp(phone: string, code: string): Promise<void>;
  /**
   * A short service notice with no code (e.g. "your data download is ready"); absent when the gateway has no approved
   * template for notices (MSG91 needs a DLT template: MSG91_NOTICE_TEMPLATE_ID), and then callers skip the SMS.
   */
  sendNotice?(phone: string, text: string): Promise<void>;
};

/** What the development outbox keeps of a sent code (readable at GET /api/dev/outbox). */
/** `code` is empty for notices (messages that carry no sign-in code). */
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
