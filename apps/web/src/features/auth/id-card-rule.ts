import { idCardProblemOf, type IdCardProblem } from '@podium/contracts';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

const MESSAGE_KEYS: Record<IdCardProblem, 'idCardLength' | 'idCardBirth' | 'idCardChecksum'> = {
  length: 'idCardLength',
  birth: 'idCardBirth',
  checksum: 'idCardChecksum',
};

/**
 * The one rule of every ID-number field (named `idCard`): the shared contract check (`idCardProblemOf`:
 * length, birth date, check digit), run when the field loses focus, so a mistyped number is flagged before
 * submit but not while it is still being typed; once flagged, every keystroke checks again, so the message
 * goes as soon as the number is right. Empty passes (a `required` rule says whether it may be).
 */
export const useIdCardRule = (): FormRule => {
  const { t } = useTranslation('errors');
  return ({ getFieldError }) => ({
    validateTrigger: getFieldError('idCard').length > 0 ? ['onChange', 'onBlur'] : 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const problem = idCardProblemOf(value.trim().toUpperCase());
      if (problem) throw new Error(t(MESSAGE_KEYS[problem]));
    },
  });
};

/** An ID-number field validates on blur (its rule) and again on submit; typing clears nothing early. */
export const ID_CARD_VALIDATE_TRIGGER = ['onChange', 'onBlur'];
