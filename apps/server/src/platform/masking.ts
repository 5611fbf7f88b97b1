/**
 * The one way personal data is masked wherever it leaves the server for someone who is not that person:
 * public answers (award lists, certificate trace and search, invitations, hand-over), masked numbers in
 * the desk and the user centre. `public-masking.test.ts` calls every public route with the demo data
 * and fails when any full name, phone or ID number of a demo person comes back.
 */

/** A name as the trace page shows it: 张* · 张*丰 · 欧**娜 (first and last character kept). */
export const maskName = (name: string) => {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
};

/** Each name of a joined list masked: 李*、王*五. */
export const maskNames = (names: string) =>
  names
    .split(/[、,，;；]/)
    .map((n) => n.trim())
    .filter(Boolean)
    .map(maskName)
    .join('、');

/**
 * A team's name, masked when it is a person's: a one-person entry is named after its student, and a
 * team may be named after a member. `people` are the names of the people in it (captain, members).
 */
export const maskTeamName = (teamName: string, people: readonly string[]) => {
  const name = teamName.trim();
  const persons = people.map((p) => p.trim()).filter((p) => p.length > 1);
  if (!persons.some((p) => name.includes(p))) return teamName;
  return persons.reduce((masked, p) => masked.split(p).join(maskName(p)), name);
};

/** Shows the first 3 and last 4 characters of a phone, the first 4 and last 2 of an ID number. */
export const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
export const maskIdCard = (idCard: string) =>
  idCard.length >= 6 ? `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 6)}${idCard.slice(-2)}` : '****';
/** Shows the first character of the mailbox and the whole domain: a***@example.edu. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : '****';
};

/** A mainland mobile number (as every form takes it, or with +86 before it); an e-mail address. */
const MOBILE = /^(\+?86[-\s]?)?(1\d{10})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Text that is a phone number or an e-mail address, masked (138****5678, z***@example.com); any other
 * text (an account name, a title) as it is. For what a person typed to name an account (sign-in,
 * an invitation) when it is kept in a log: whichever of the three they typed.
 */
export const maskContact = (text: string) => {
  const value = text.trim();
  const mobile = MOBILE.exec(value);
  if (mobile) return `${mobile[1] ?? ''}${maskPhone(mobile[2]!)}`;
  if (EMAIL.test(value)) return maskEmail(value);
  return text;
};
