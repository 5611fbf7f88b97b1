import { Card, Empty, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SchoolInfoForm } from '../../../features/organization/SchoolInfoForm.tsx';
import { useSchoolOptions } from '../../../features/organization/useSchoolOptions.ts';
import { getGroupId } from '../../../storage/auth-storage.ts';
import '../../../features/organization/organization.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

/** /system/groud/schoolInfo: a school's information; `?schoolId=`, else the acting group when it is a school. */
export const SchoolInfoPage = () => {
  const { t } = useTranslation('organization');
  const punct = usePunctuation();
  const [params, setParams] = useSearchParams();
  const schools = useSchoolOptions();
  const acting = getGroupId();
  const schoolId = params.get('schoolId') ?? schools.options.find((o) => o.value === acting)?.value ?? '';
  return (
    <div className="org-page">
      <Card size="small">
        <label>
          {t('school.chooseSchool')}
          {punct.colon}
          <Select
            value={schoolId || undefined}
            onChange={(id: string) => setParams({ schoolId: id }, { replace: true })}
            options={schools.options}
            loading={schools.isLoading}
            showSearch
            optionFilterProp="label"
            placeholder={t('school.chooseSchoolHint')}
            style={{ minWidth: 260 }}
          />
        </label>
      </Card>
      <Card title={t('school.infoTitle')}>
        {schoolId ? (
          <SchoolInfoForm key={schoolId} schoolId={schoolId} />
        ) : (
          <Empty description={t('school.chooseSchoolHint')} />
        )}
      </Card>
    </div>
  );
};
