/**
 * A Russian phone as people write it: 79161234567, +7 916 123 45 67 or 8 (916) 123-45-67 -> +7 916 123-45-67 (as the
 * checkout's hint writes it); anything else is shown as given (digits alone get a plus).
 */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const match = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (match) return `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}`;
  return /^\d+$/.test(phone) ? `+${phone}` : phone;
}
