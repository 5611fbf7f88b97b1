import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';

/** A dictionary type (e.g. `sys_user_status`): a named list of options every form and the portal draw on. */
export const dictTypes = pgTable('dict_types', {
  id: idColumn(),
  publicId: publicIdColumn(),
  dictType: text('dict_type').notNull().unique(),
  dictName: text('dict_name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export const dictData = pgTable(
  'dict_data',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    dictType: text('dict_type').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en').notNull().default(''),
    value: text('value').notNull(),
    /** antd Tag colour name or hex, shown where the value is displayed. */
    tagColor: text('tag_color').notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('dict_data_type_value_idx').on(t.dictType, t.value),
    index('dict_data_type_idx').on(t.dictType),
  ],
);
