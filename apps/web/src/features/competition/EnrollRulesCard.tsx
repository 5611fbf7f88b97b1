import { MEMBER_FIELDS, type EnrollSetting, type ItemOption, type ParticipantGroup } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { fromPicker, toPicker } from '../beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useProvinceOptions } from '../organization/useProvinces.ts';
import { useSchoolOptions } from '../organization/useSchoolOptions.ts';
import { competitionApi, competitionKeys, useCompetitionMutation } from './competition-api.ts';
import { FeeRulesFields, fenOfYuan, type FeeFormValues } from '../finance/FeeRulesFields.tsx';

type Values = Omit<
  EnrollSetting,
  'competitionId' | 'feeFen' | 'fees' | 'payDeadline' | 'refundApprovalAboveFen'
> &
  FeeFormValues;

/** Who may sign up and how: mode and team sizes, eligibility, required member fields, capacity, approval, fee. */
export const EnrollRulesCard = ({
  competitionId,
  items,
  groups,
  editable,
}: {
  competitionId: string;
  items: ItemOption[];
  groups: ParticipantGroup[];
  editable: boolean;
}) => {
  const { t } = useTranslation('competition');
  const [form] = Form.useForm<Values>();
  const provinces = useProvinceOptions();
  const schools = useSchoolOptions();
  const setting = useQuery({
    queryKey: competitionKeys.enroll(competitionId),
    queryFn: () => competitionApi.enroll(competitionId),
  });
  const save = useCompetitionMutation(
    ({ feeYuan, fees, payDeadline, refundApprovalAboveYuan, ...values }: Values) =>
      competitionApi.saveEnroll({
        ...values,
        competitionId,
        capacityTotal: values.capacityTotal ?? null,
        capacityPerItem: values.capacityPerItem ?? null,
        capacityPerSchool: values.capacityPerSchool ?? null,
        feeFen: fenOfYuan(feeYuan),
        fees: (fees ?? []).map((f) => ({
          itemId: f.itemId ?? null,
          participantGroupId: f.participantGroupId ?? null,
          amountFen: fenOfYuan(f.amountYuan),
        })),
        payDeadline: fromPicker(payDeadline),
        refundApprovalAboveFen:
          refundApprovalAboveYuan === null || refundApprovalAboveYuan === undefined
            ? null
            : fenOfYuan(refundApprovalAboveYuan),
      }),
  );
  useEffect(() => {
    if (setting.data) {
      const { feeFen, fees, payDeadline, refundApprovalAboveFen, competitionId: _, ...rest } = setting.data;
      form.setFieldsValue({
        ...rest,
        feeYuan: feeFen / 100,
        fees: fees.map((f) => ({ ...f, amountYuan: f.amountFen / 100 })),
        payDeadline: toPicker(payDeadline),
        refundApprovalAboveYuan: refundApprovalAboveFen === null ? null : refundApprovalAboveFen / 100,
      });
    }
  }, [setting.data, form]);
  const mode = Form.useWatch('mode', form);
  return (
    <Card variant="borderless" title={t('enroll.title')} loading={setting.isLoading}>
      <Form
        name="competition-enroll"
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        disabled={!editable}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.mode === 'individual') form.setFieldsValue({ teamMin: 1, teamMax: 1 });
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="mode" label={t('enroll.mode')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'individual', label: t('mode.individual') },
                  { value: 'team', label: t('mode.team') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="teamMin" label={t('enroll.teamMin')}>
              <InputNumber min={1} max={50} disabled={mode !== 'team'} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="teamMax" label={t('enroll.teamMax')}>
              <InputNumber min={1} max={50} disabled={mode !== 'team'} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="advisorMin" label={t('enroll.advisorMin')}>
              <InputNumber min={0} max={10} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="advisorMax" label={t('enroll.advisorMax')}>
              <InputNumber min={0} max={10} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('enroll.eligibility')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="eligibleGroupIds" label={t('enroll.eligibleGroups')} extra={t('enroll.anyHint')}>
              <Select
                mode="multiple"
                allowClear
                options={groups.map((g) => ({ value: g.groupId, label: g.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="eligibleSchoolIds"
              label={t('enroll.eligibleSchools')}
              extra={t('enroll.anyHint')}
            >
              <Select
                mode="multiple"
                allowClear
                showSearch
                optionFilterProp="label"
                options={schools.options}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="eligibleProvinces"
              label={t('enroll.eligibleProvinces')}
              extra={t('enroll.anyHint')}
            >
              <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={provinces} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="emailDomains"
              label={t('enroll.emailDomains')}
              extra={t('enroll.emailDomainsHint')}
            >
              <Select mode="tags" tokenSeparators={[',', ' ', '，']} open={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="invitationCode"
              label={t('enroll.invitationCode')}
              extra={t('enroll.invitationCodeHint')}
              rules={[{ pattern: /^[A-Za-z0-9_-]*$/ }, { max: 32 }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="requiredFields" label={t('enroll.requiredFields')}>
              <Select
                mode="multiple"
                allowClear
                options={MEMBER_FIELDS.map((f) => ({ value: f, label: t(`enroll.memberField.${f}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('enroll.capacity')}</Divider>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="capacityTotal" label={t('enroll.capacityTotal')} extra={t('enroll.anyHint')}>
              <InputNumber min={1} max={1_000_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="capacityPerItem" label={t('enroll.capacityPerItem')}>
              <InputNumber min={1} max={1_000_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="capacityPerSchool" label={t('enroll.capacityPerSchool')}>
              <InputNumber min={1} max={1_000_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="needsApproval" label={t('enroll.needsApproval')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('enroll.feeSection')}</Divider>
        <FeeRulesFields items={items} groups={groups} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('form.save')}
        </Button>
      </Form>
    </Card>
  );
};
