import { useTranslation } from 'react-i18next';

/** The names the seeded system roles are created with (server seed), by the key of their label. */
const SEEDED_NAMES = {
  超级管理员: 'root',
  竞赛组织者: 'organizer',
  学校管理员: 'school',
  评审专家: 'expert',
  学生: 'student',
  指导教师: 'teacher',
} as const;

/**
 * A role's name as the UI shows it: roles are data, so a name is shown as stored, except the seeded
 * system roles' own names, which read in the UI's language (a role renamed by its organiser keeps its name).
 */
export const useRoleName = () => {
  const { t } = useTranslation('common');
  return (name: string) => {
    const key = (SEEDED_NAMES as Record<string, (typeof SEEDED_NAMES)[keyof typeof SEEDED_NAMES]>)[name];
    return key ? t(`systemRoles.${key}`) : name;
  };
};
