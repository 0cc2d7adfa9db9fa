/** Fills `{name}` placeholders: format('Resend OTP in {time}', { time: '00:30' }). */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
