import { describe, expect, it } from 'vitest';
import { record } from '../testing/fixtures.ts';
import { codeValue, spaceTwoCharacterName, winnerSchools } from './code-values.ts';
import { DYNAMIC_CODES, IMAGE_CODES, TEXT_CODES, type DynamicCode } from './codes.ts';

describe('dynamic-data codes', () => {
  it('are the 25 codes of spec §3, the competition’s name and the issue date', () => {
    expect(DYNAMIC_CODES).toHaveLength(27);
    expect(TEXT_CODES).toHaveLength(25);
    expect(TEXT_CODES).toContain('competitionName');
    expect(TEXT_CODES).toContain('issueDate');
    expect(IMAGE_CODES).toEqual(['qrCode', 'seal']);
  });
});

describe('codeValue', () => {
  const winner = record();
  const expected: Record<DynamicCode, string> = {
    school: '清华大学',
    student: '张三、欧阳娜娜',
    teacher: '李四、王五',
    workName: '智能灌溉系统',
    teamName: '飞跃队',
    allSchoolHor: '清华大学、北京大学',
    awardName: '一等奖',
    competitionName: '全国大学生智能创新设计大赛',
    workName_Portrait: '《智能灌溉系统》',
    student_Portrait: '张三\n欧阳娜娜',
    school_Portrait: '清华大学\n北京大学',
    teacher_Portrait: '李四\n王五',
    teacher_school_Portrait: '清华大学\u3000李四\n清华大学\u3000王五',
    userSchool: '复旦大学',
    userName: '赵六',
    userName_mid: '赵\u3000六',
    companyName: '某某科技有限公司',
    certCodePrefix: 'PD',
    certCodeSuffix: '-A',
    randomCode: '0042',
    allAutoincrementThree: '0042',
    allAutoincrementFour: '0042',
    autoincrementThree: '0042',
    autoincrementFour: '0042',
    qrCode: 'data:image/png;base64,AAAA',
    seal: '/files/seal/abc.png',
    issueDate: '2025年12月1日',
  };

  it.each(DYNAMIC_CODES.map((code) => [code]))('resolves %s', (code) => {
    expect(codeValue(code, winner)).toBe(expected[code]);
  });

  it('falls back to the first member when no holder is named', () => {
    const single = record({
      holder: undefined,
      members: [{ name: '钱七', school: '南京大学' }],
      schools: [],
    });
    expect(codeValue('userName', single)).toBe('钱七');
    expect(codeValue('userName_mid', single)).toBe('钱\u3000七');
    expect(codeValue('userSchool', single)).toBe('南京大学');
    expect(codeValue('school', single)).toBe('南京大学');
    expect(
      codeValue(
        'teacher_school_Portrait',
        record({ teachers: [{ name: '孙八' }], schools: [], members: [] }),
      ),
    ).toBe('孙八');
  });

  it('has no value for what the record lacks', () => {
    const bare = record({
      schools: [],
      members: [],
      teachers: [],
      teamName: undefined,
      workName: undefined,
      holder: undefined,
      companyName: undefined,
      certificateNumber: undefined,
      qrCodeSrc: undefined,
      sealSrc: undefined,
      awardName: '',
      competitionName: undefined,
      issueDate: undefined,
    });
    for (const code of DYNAMIC_CODES) expect(codeValue(code, bare), code).toBeUndefined();
  });

  it('lists each school once, listed schools first', () => {
    expect(
      winnerSchools(
        record({
          schools: ['北京大学'],
          members: [
            { name: 'a', school: '清华大学' },
            { name: 'b', school: '北京大学' },
          ],
        }),
      ),
    ).toEqual(['北京大学', '清华大学']);
  });
});

describe('spaceTwoCharacterName', () => {
  it('spaces two-character Chinese names only', () => {
    expect(spaceTwoCharacterName('张三')).toBe('张\u3000三');
    expect(spaceTwoCharacterName(' 李四 ')).toBe('李\u3000四');
    expect(spaceTwoCharacterName('欧阳娜娜')).toBe('欧阳娜娜');
    expect(spaceTwoCharacterName('王小明')).toBe('王小明');
    expect(spaceTwoCharacterName('Li')).toBe('Li');
  });
});
