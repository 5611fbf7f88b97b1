import { AutoComplete, Button, Form, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasCardLength, normaliseCardNo, passesLuhn, type BankCard } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { centerApi, centerKeys, formatDate, useCenterMutation } from '../center-api.ts';

/** Common banks, offered as suggestions (any name may be typed). */
const BANKS = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '浦发银行',
  '中信银行',
  '兴业银行',
  '民生银行',
  '光大银行',
  '平安银行',
  '华夏银行',
];

type Values = { accountName: string; bankName: string; branchName?: string; cardNo: string };

const CardFace = ({ card }: { card: BankCard }) => {
  const { t } = useTranslation('center');
  return (
    <div className="center-bank" data-testid="bank-card">
      <div>
        <strong>{card.bankName}</strong> {card.branchName && <span className="muted">{card.branchName}</span>}
      </div>
      <div className="center-card-no">{card.cardNo}</div>
      <div className="muted">
        {card.accountName} · {t('set.updatedAt', { date: formatDate(card.updatedAt) })}
      </div>
    </div>
  );
};

/** The prize-money card: shown masked; replaced through a form that checks the number as typed. */
export const BankCardPanel = () => {
  const { t } = useTranslation('center');
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState(false);
  const card = useQuery({ queryKey: centerKeys.bankCard, queryFn: centerApi.bankCard });
  const save = useCenterMutation(centerApi.saveBankCard, t('set.cardSaved'), () => {
    setEditing(false);
    form.resetFields();
  });
  const remove = useCenterMutation(centerApi.removeBankCard, t('set.cardRemoved'));
  if (card.isLoading) return <Skeleton active />;
  const showForm = editing || !card.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('set.cardNote')}
      </Typography.Paragraph>
      {card.data && <CardFace card={card.data} />}
      {card.data && !editing && (
        <Space>
          <Button onClick={() => setEditing(true)}>{t('set.replaceCard')}</Button>
          <Popconfirm title={t('common.removeConfirm')} onConfirm={() => remove.mutate(undefined)}>
            <Button danger>{t('set.removeCard')}</Button>
          </Popconfirm>
        </Space>
      )}
      {showForm && (
        <Form
          form={form}
          layout="vertical"
          className="center-form"
          onFinish={(v) => save.mutate({ ...v, branchName: v.branchName ?? '' })}
        >
          <Form.Item name="accountName" label={t('set.accountName')} rules={[{ required: true, max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="bankName" label={t('set.bankName')} rules={[{ required: true, min: 2, max: 40 }]}>
            <AutoComplete
              options={BANKS.map((value) => ({ value }))}
              filterOption={(input, option) => (option?.value ?? '').includes(input)}
            />
          </Form.Item>
          <Form.Item name="branchName" label={t('set.branchName')} rules={[{ max: 60 }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="cardNo"
            label={t('set.cardNo')}
            validateTrigger="onBlur"
            rules={[
              { required: true },
              {
                validator: (_, value: string | undefined) => {
                  if (!value) return Promise.resolve();
                  const digits = normaliseCardNo(value);
                  if (!hasCardLength(digits)) return Promise.reject(new Error(t('set.cardNoLength')));
                  if (!passesLuhn(digits)) return Promise.reject(new Error(t('set.cardNoInvalid')));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input
              inputMode="numeric"
              maxLength={30}
              placeholder={t('set.cardNoPlaceholder')}
              autoComplete="off"
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {card.data ? t('set.replaceCard') : t('set.addCard')}
            </Button>
            {editing && <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>}
          </Space>
        </Form>
      )}
    </Space>
  );
};
