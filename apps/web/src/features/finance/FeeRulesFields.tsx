import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FEE_BASES, type ItemOption, type ParticipantGroup } from '@podium/contracts';
import { Button, Col, DatePicker, Form, InputNumber, Radio, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The fee part of the enrolment form, in yuan on screen (fen on the wire). */
export type FeeFormValues = {
  feeYuan: number;
  feeBasis: (typeof FEE_BASES)[number];
  payWindowMinutes: number;
  payDeadline: Dayjs | null;
  fees: { itemId: string | null; participantGroupId: string | null; amountYuan: number }[];
};

/** Yuan typed by a person → integer fen, rounded once here (the server checks it is an integer). */
export const fenOfYuan = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

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
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
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
    </>
  );
};
