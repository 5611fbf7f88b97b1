import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';

type Values = { competitionId: string; teamIds: string[] };

/**
 * A school account pays for many of its teams in one order: it picks a competition and the teams awaiting
 * payment there, gets one order (a line per team) and goes to the cashier. Shown only when the school has
 * something to pay (the server lists nothing for other accounts).
 */
export const SchoolOrderButton = () => {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const teams = useQuery({
    queryKey: financeKeys.schoolTeams(''),
    queryFn: () => financeApi.schoolTeams(''),
  });
  const make = useMutation({
    mutationFn: (values: Values) => financeApi.schoolOrder(values),
    onSuccess: async (order) => {
      void message.success(t('school.made', { orderNo: order.orderNo }));
      await client.invalidateQueries({ queryKey: financeKeys.all });
      void navigate(`/home/cashier?orderNo=${encodeURIComponent(order.orderNo)}`);
    },
  });
  const rows = useMemo(() => teams.data ?? [], [teams.data]);
  const competitions = useMemo(
    () => [...new Map(rows.map((r) => [r.competitionId, r.competitionName])).entries()],
    [rows],
  );
  const chosenCompetition = Form.useWatch('competitionId', form);
  const chosenTeams = Form.useWatch('teamIds', form) ?? [];
  const inCompetition = rows.filter((r) => r.competitionId === chosenCompetition);
  const total = inCompetition
    .filter((r) => chosenTeams.includes(r.teamId))
    .reduce((sum, r) => sum + r.amountFen, 0);
  if (rows.length === 0) return null;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="school-order">
        {t('school.action')}
      </Button>
      <FormDialog<Values>
        open={open}
        recordKey={open ? 'school-order' : null}
        title={t('school.title')}
        okText={t('school.make')}
        form={form}
        initialValues={{ competitionId: competitions[0]?.[0], teamIds: [] }}
        onClose={() => setOpen(false)}
        onSubmit={(values) => make.mutateAsync(values)}
      >
        <Form.Item name="competitionId" label={t('school.competition')} rules={[{ required: true }]}>
          <Select
            options={competitions.map(([value, label]) => ({ value, label }))}
            onChange={() => form.setFieldValue('teamIds', [])}
          />
        </Form.Item>
        <Form.Item
          name="teamIds"
          label={t('school.teams')}
          extra={t('school.total', { amount: formatFen(total) })}
          rules={[{ required: true, type: 'array', min: 1 }]}
        >
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={inCompetition.map((r) => ({
              value: r.teamId,
              label: (
                <span>
                  {`${r.name}  ${formatFen(r.amountFen)}`}
                  {r.ruleBreach && (
                    <Typography.Text type="warning" className="school-order-breach">
                      {t('school.breach', { rule: r.ruleBreach })}
                    </Typography.Text>
                  )}
                </span>
              ),
            }))}
          />
        </Form.Item>
      </FormDialog>
    </>
  );
};
