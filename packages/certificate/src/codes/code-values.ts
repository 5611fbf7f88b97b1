import { NUMBER_BODY_CODES, type DynamicCode } from './codes.ts';
import type { WinnerRecord } from './winner-record.ts';

/** Separator of names and schools written on one line, as Chinese certificates list them. */
export const LIST_SEPARATOR = '、';
/** Ideographic space: one full character wide, so spaced two-character names line up with three. */
export const NAME_SPACER = '\u3000';

const distinct = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value && value.trim()))),
];
const joined = (values: string[], separator: string) =>
  values.length > 0 ? values.join(separator) : undefined;

/** Every school of the winner: the listed ones, then members' schools not yet listed. */
export const winnerSchools = (record: WinnerRecord): string[] =>
  distinct([...record.schools, ...record.members.map((member) => member.school)]);

/** "张三" → "张" + U+3000 + "三": two-character Chinese names get a full-width space in the middle. */
export const spaceTwoCharacterName = (name: string): string => {
  const characters = [...name.trim()];
  const isTwoHan = characters.length === 2 && characters.every((c) => /\p{Script=Han}/u.test(c));
  return isTwoHan ? characters.join(NAME_SPACER) : name.trim();
};

const holderName = (record: WinnerRecord) => record.holder?.name ?? record.members[0]?.name;

/**
 * The value a code shows for this winner, or undefined when the record has none. `*_Portrait`
 * codes are for portrait-layout certificates, where lists stack one item per line ('\n').
 */
export const codeValue = (code: DynamicCode, record: WinnerRecord): string | undefined => {
  const schools = winnerSchools(record);
  const members = record.members.map((member) => member.name);
  const teachers = record.teachers.map((teacher) => teacher.name);
  if ((NUMBER_BODY_CODES as readonly string[]).includes(code)) return record.certificateNumber?.body;
  switch (code) {
    case 'school':
      return schools[0] ?? record.holder?.school;
    case 'student':
      return joined(members, LIST_SEPARATOR);
    case 'teacher':
      return joined(teachers, LIST_SEPARATOR);
    case 'workName':
      return record.workName || undefined;
    case 'teamName':
      return record.teamName || undefined;
    case 'allSchoolHor':
      return joined(schools, LIST_SEPARATOR);
    case 'awardName':
      return record.awardName || undefined;
    case 'competitionName':
      return record.competitionName || undefined;
    case 'issueDate':
      return record.issueDate || undefined;
    case 'workName_Portrait':
      // Portrait certificates name the work on a line of its own, in title marks.
      return record.workName ? `《${record.workName}》` : undefined;
    case 'student_Portrait':
      return joined(members, '\n');
    case 'school_Portrait':
      return joined(schools, '\n');
    case 'teacher_Portrait':
      return joined(teachers, '\n');
    case 'teacher_school_Portrait':
      return joined(
        record.teachers.map((teacher) => {
          const school = teacher.school ?? schools[0];
          return school ? `${school}${NAME_SPACER}${teacher.name}` : teacher.name;
        }),
        '\n',
      );
    case 'userSchool':
      return record.holder?.school ?? record.members[0]?.school ?? schools[0];
    case 'userName':
      return holderName(record);
    case 'userName_mid': {
      const name = holderName(record);
      return name === undefined ? undefined : spaceTwoCharacterName(name);
    }
    case 'companyName':
      return record.companyName || undefined;
    case 'certCodePrefix':
      return record.certificateNumber?.prefix;
    case 'certCodeSuffix':
      return record.certificateNumber?.suffix;
    case 'qrCode':
      return record.qrCodeSrc;
    case 'seal':
      return record.sealSrc;
    default:
      return undefined;
  }
};
