import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Row, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../layouts/shared/useIsPhone.ts';
import { anyHoldsValue, fieldNames, flatFields } from './search-fold.ts';

/** Filters shown while the card is folded: about one row on a laptop. */
const FOLDED_FIELDS = 3;
/**
 * On a phone each filter takes a row: folded, only the first shows, so the list itself is on the first
 * screen (issue 18: six filters filled a 375-px screen).
 */
const FOLDED_FIELDS_PHONE = 1;

type SearchCardProps<V> = {
  /** Form name, unique on the page (field ids derive from it). */
  name?: string;
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  /** Clears the form and the URL filters as the page needs (some keep a tree choice). */
  onReset: () => void;
  /** The filter fields (`Form.Item`s), one grid cell each. */
  children: ReactNode;
};

/**
 * The search card above every list: filters in a responsive grid (four a row on wide screens, one on
 * phones), then "Search" and "Reset". With more than a row of filters (on a phone: more than one) it folds
 * behind "展开 / 收起". It opens by itself when a folded filter holds a value (a list opened from a link
 * that filters it, such as a chart's drill-down): the reader sees why the list is filtered. Folding it
 * again afterwards is theirs to do.
 */
export const SearchCard = <V,>({
  name = 'search-card',
  form,
  onFinish,
  onReset,
  children,
}: SearchCardProps<V>) => {
  const { t } = useTranslation('sysAccess');
  const [isOpen, setOpen] = useState(false);
  const folded = useIsPhone() ? FOLDED_FIELDS_PHONE : FOLDED_FIELDS;
  const fields = flatFields(children);
  const canFold = fields.length > folded;
  // Whether a folded filter holds a value, kept up to date as the form changes (a selector re-run on each
  // change of the form's values; it re-renders the card only when the answer changes).
  const foldedNames = canFold ? fields.slice(folded).flatMap(fieldNames) : [];
  const foldedHoldValue = Form.useWatch((values: unknown) => anyHoldsValue(values, foldedNames), form);
  // Opens when a folded filter comes to hold a value (state adjusted while rendering, as React advises
  // for state that follows a value: no effect, no flash of the folded card).
  const [wasHolding, setWasHolding] = useState(false);
  if (Boolean(foldedHoldValue) !== wasHolding) {
    setWasHolding(Boolean(foldedHoldValue));
    if (foldedHoldValue) setOpen(true);
  }
  const shown = canFold && !isOpen ? fields.slice(0, folded) : fields;
  return (
    <Card variant="borderless" className="list-search">
      <Form name={name} form={form} onFinish={onFinish} labelWrap>
        <Row gutter={[16, 12]}>
          {fields.map((field, i) => {
            const hidden = !shown.includes(field);
            return (
              // Folded fields stay mounted (hidden), so their values still reach onFinish. antd's column
              // style outranks the `hidden` attribute, so the display is set here too.
              <Col
                key={i}
                xs={24}
                sm={12}
                lg={8}
                xxl={6}
                hidden={hidden}
                style={hidden ? { display: 'none' } : undefined}
              >
                {field}
              </Col>
            );
          })}
          <Col xs={24} sm={12} lg={8} xxl={6} className="list-search-buttons">
            <Space wrap>
              <Button type="primary" htmlType="submit">
                {t('common.search')}
              </Button>
              <Button onClick={onReset}>{t('common.reset')}</Button>
              {canFold && (
                <Button
                  type="link"
                  onClick={() => setOpen(!isOpen)}
                  aria-expanded={isOpen}
                  icon={isOpen ? <UpOutlined /> : <DownOutlined />}
                  iconPlacement="end"
                >
                  {isOpen ? t('common.searchCollapse') : t('common.searchExpand')}
                </Button>
              )}
            </Space>
          </Col>
        </Row>
      </Form>
    </Card>
  );
};
