import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FEE_BASES, type ItemOption, type ParticipantGroup } from '@podium/contracts';
import { Button, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../form-fields/DateTimePicker.tsx';

/** The fee part of the enrolment form, in yuan on screen (fen on the wire). */
export type FeeFormValues = {
  feeYuan: number;
  feeBasis: (typeof FEE_BASES)[number];
  payWindowMinutes: number;
  payDeadline: Dayjs | null;
  /** Empty: no refund needs a second person's approval. */
  refundApprovalAboveYuan: number | null;
  fees: { itemId: string | null; participantGroupId: string | null; amountYuan: number }[];
};

/** Yuan typed by a person → integer fen, rounded once here (the server checks it is an integer). */
export const fenOfYuan = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

const PAYEE_FIELDS = ['payeeName', 'payeeBank', 'payeeAccount'] as const;

/**
 * Where bank transfers go: account name, bank and branch, account number — all three or none (the server
 * checks the same and answers in the person's language).
 */
const PayeeFields = () => {
  const { t } = useTranslation('competition');
  const together =
    (name: (typeof PAYEE_FIELDS)[number]): Rule =>
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        const others = PAYEE_FIELDS.filter((f) => f !== name).map((f) =>
          String(getFieldValue(f) ?? '').trim(),
        );
        if (!String(value ?? '').trim() && others.some(Boolean)) throw new Error(t('enroll.payeeIncomplete'));
      },
    });
  return (
    <>
      <Divider titlePlacement="start">{t('enroll.payeeSection')}</Divider>
      <div className="center-entry-meta" style={{ marginBottom: 12 }}>
        {t('enroll.payeeHint')}
      </div>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="payeeName"
            label={t('enroll.payeeName')}
            dependencies={['payeeBank', 'payeeAccount']}
            rules={[{ max: 100 }, together('payeeName')]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="payeeBank"
            label={t('enroll.payeeBank')}
            dependencies={['payeeName', 'payeeAccount']}
            rules={[{ max: 100 }, together('payeeBank')]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="payeeAccount"
            label={t('enroll.payeeAccount')}
            dependencies={['payeeName', 'payeeBank']}
            rules={[
              together('payeeAccount'),
              {
                validator: async (_, value: string | undefined) => {
                  const digits = String(value ?? '').replace(/[\s-]/g, '');
                  if (digits && !/^\d{8,30}$/.test(digits)) throw new Error(t('enroll.payeeAccountInvalid'));
                },
              },
            ]}
          >
            <Input maxLength={40} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};

/**
 * Fee settings of a competition's sign-up: the default fee, per team or per member, how long an order
 * stays open, an optional last moment to pay, and fees for single items / participant groups.
 */
export const FeeRulesFields = ({ items, groups }: { items: ItemOption[]; groups: ParticipantGroup[] }) => {
  const { t } = useTranslation('competition');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="feeYuan" label={t('enroll.fee')} extra={t('enroll.feeHint')}>
            <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="feeBasis" label={t('enroll.feeBasis')}>
            <Radio.Group
              optionType="button"
              options={FEE_BASES.map((b) => ({ value: b, label: t(`enroll.feeBasisOption.${b}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="payWindowMinutes" label={t('enroll.payWindowMinutes')}>
            <InputNumber min={5} max={10_080} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="payDeadline" label={t('enroll.payDeadline')}>
            <DateTimePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="refundApprovalAboveYuan"
            label={t('enroll.refundApprovalAbove')}
            extra={t('enroll.refundApprovalAboveHint')}
          >
            <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="fees">
        {(fields, { add, remove }) => (
          <div>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'itemId']}>
                  <Select
                    allowClear
                    placeholder={t('enroll.feeAnyItem')}
                    style={{ width: 200 }}
                    options={items.map((i) => ({ value: i.itemId, label: i.name }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'participantGroupId']}>
                  <Select
                    allowClear
                    placeholder={t('enroll.feeAnyGroup')}
                    style={{ width: 160 }}
                    options={groups.map((g) => ({ value: g.groupId, label: g.name }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'amountYuan']} rules={[{ required: true }]}>
                  <InputNumber min={0} max={1_000_000} precision={2} placeholder={t('enroll.fee')} />
                </Form.Item>
                <MinusCircleOutlined aria-label="remove" onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ itemId: null, participantGroupId: null, amountYuan: 0 })}
            >
              {t('enroll.feeAdd')}
            </Button>
          </div>
        )}
      </Form.List>
      <PayeeFields />
    </>
  );
};
