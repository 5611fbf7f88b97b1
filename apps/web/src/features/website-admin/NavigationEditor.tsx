import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const Move = ({
  index,
  count,
  move,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}) => {
  const { t } = useTranslation('websiteAdmin');
  return (
    <>
      <Tooltip title={t('setting.moveUp')}>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
          aria-label={t('setting.moveUp')}
        />
      </Tooltip>
      <Tooltip title={t('setting.moveDown')}>
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
          aria-label={t('setting.moveDown')}
        />
      </Tooltip>
    </>
  );
};

/** The navigation settings tree (spec §3): sections (name, tem) with sub-items (name, path, dictValue). */
export const NavigationEditor = () => {
  const { t } = useTranslation('websiteAdmin');
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('setting.required', { field }),
  });
  return (
    <Form.List name="navigationSettings">
      {(sections, { add, remove, move }) => (
        <Flex vertical gap={12}>
          {sections.map((section, index) => (
            <Card
              key={section.key}
              size="small"
              title={
                <Flex gap={8} wrap>
                  <Form.Item
                    name={[section.name, 'name']}
                    rules={[required(t('setting.navName')), { max: 20 }]}
                    noStyle
                  >
                    <Input placeholder={t('setting.navName')} style={{ width: 160 }} maxLength={20} />
                  </Form.Item>
                  <Form.Item name={[section.name, 'nameEn']} rules={[{ max: 40 }]} noStyle>
                    <Input
                      placeholder={t('setting.nameEn')}
                      aria-label={t('setting.nameEn')}
                      style={{ width: 160 }}
                      maxLength={40}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[section.name, 'tem']}
                    rules={[required(t('setting.navTem')), { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/ }]}
                    noStyle
                  >
                    <Input placeholder={t('setting.navTem')} style={{ width: 140 }} maxLength={32} />
                  </Form.Item>
                </Flex>
              }
              extra={
                <Flex gap={4}>
                  <Move index={index} count={sections.length} move={move} />
                  <Tooltip title={t('setting.remove')}>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(section.name)}
                      aria-label={t('setting.remove')}
                    />
                  </Tooltip>
                </Flex>
              }
            >
              <Form.List name={[section.name, 'children']}>
                {(children, child) => (
                  <Flex vertical gap={8}>
                    {children.map((item, i) => (
                      <Flex key={item.key} gap={8} wrap align="start">
                        <Form.Item
                          name={[item.name, 'name']}
                          rules={[required(t('setting.childName')), { max: 20 }]}
                          style={{ marginBottom: 0 }}
                        >
                          <Input placeholder={t('setting.childName')} style={{ width: 140 }} maxLength={20} />
                        </Form.Item>
                        <Form.Item
                          name={[item.name, 'nameEn']}
                          rules={[{ max: 40 }]}
                          style={{ marginBottom: 0 }}
                        >
                          <Input
                            placeholder={t('setting.nameEn')}
                            aria-label={t('setting.nameEn')}
                            style={{ width: 150 }}
                            maxLength={40}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[item.name, 'path']}
                          rules={[required(t('setting.childPath')), { pattern: /^\/\S*$/, message: '/…' }]}
                          style={{ marginBottom: 0 }}
                        >
                          <Input placeholder="/home/news/newsList" style={{ width: 220 }} maxLength={200} />
                        </Form.Item>
                        <Form.Item name={[item.name, 'dictValue']} style={{ marginBottom: 0 }}>
                          <Input placeholder={t('setting.childDict')} style={{ width: 110 }} maxLength={32} />
                        </Form.Item>
                        <Move index={i} count={children.length} move={child.move} />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => child.remove(item.name)}
                          aria-label={t('setting.remove')}
                        />
                      </Flex>
                    ))}
                    <Button
                      type="dashed"
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => child.add({ name: '', nameEn: '', path: '/home/', dictValue: '' })}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('setting.addChild')}
                    </Button>
                  </Flex>
                )}
              </Form.List>
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', nameEn: '', tem: '', children: [] })}
            disabled={sections.length >= 12}
          >
            {t('setting.addNav')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
};
