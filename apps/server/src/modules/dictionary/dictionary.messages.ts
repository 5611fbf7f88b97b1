import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const dictMessages = defineMessages({
  typeNotFound: { zh: '字典类型不存在', en: 'The dictionary type does not exist' },
  dataNotFound: { zh: '字典数据不存在', en: 'The dictionary item does not exist' },
  typeTaken: { zh: '字典类型 {dictType} 已存在', en: 'The dictionary type {dictType} already exists' },
  valueTaken: {
    zh: '字典 {dictType} 中已有键值 {value}',
    en: 'The dictionary {dictType} already has the value {value}',
  },
});

registerFieldLabels({
  dictId: { zh: '字典类型', en: 'dictionary type' },
  dictType: { zh: '字典类型', en: 'dictionary type' },
  dictName: { zh: '字典名称', en: 'dictionary name' },
  dictCode: { zh: '字典数据', en: 'dictionary item' },
  label: { zh: '字典标签', en: 'label' },
  labelEn: { zh: '英文标签', en: 'English label' },
  value: { zh: '字典键值', en: 'value' },
  tagColor: { zh: '标签颜色', en: 'tag colour' },
  remark: { zh: '备注', en: 'remark' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const dictionaryFieldLabels: FieldLabels = {
  enabled: { zh: '状态', en: 'status' },
};
