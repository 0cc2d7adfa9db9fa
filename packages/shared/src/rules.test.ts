import { describe, expect, it } from 'vitest';
import { supportTicketBodySchema } from './content';
import { supportTicketProblems, type SupportTicketField } from './rules';

const good = { name: 'Meera Iyer', contact: 'meera@example.in', message: 'My recharge of 500 rupees did not reach the wallet.' };

describe('supportTicketProblems', () => {
  const cases: Array<[string, Record<SupportTicketField, string>]> = [
    ['a good ticket', good],
    ['a phone number as contact', { ...good, contact: '+91 98765 43210' }],
    ['an empty name', { ...good, name: '   ' }],
    ['a name too long', { ...good, name: 'a'.repeat(81) }],
    ['a contact that is neither', { ...good, contact: 'call me' }],
    ['a contact too short', { ...good, contact: '1234' }],
    ['a contact too long', { ...good, contact: `${'a'.repeat(115)}@x.in` }],
    ['a short message', { ...good, message: 'Help me!  ' }],
    ['a message too long', { ...good, message: 'x'.repeat(4001) }],
    ['everything empty', { name: '', contact: '', message: '' }],
  ];
  it.each(cases)('finds the fields the API schema refuses: %s', (_, values) => {
    const parsed = supportTicketBodySchema.safeParse(values);
    const refused = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    expect(supportTicketProblems(values)).toEqual(refused);
  });

  it('refuses what it should', () => {
    expect(supportTicketProblems({ name: '', contact: 'call me', message: 'short' })).toEqual(['name', 'contact', 'message']);
    expect(supportTicketProblems(good)).toEqual([]);
  });
});
