import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAction, EditAction, RowActions } from '../table-kit/RowActions.tsx';

type OrgRowActionsProps = {
  /** Links to related pages, before edit and delete. */
  children?: ReactNode;
  /** The row's name, in the delete question. */
  name: string;
  /** Omitted where the row is edited on a page of its own (schools). */
  onEdit?: () => void;
  onDelete: () => void;
};

/** The action cell of the school, college and major lists; edit and delete fall under the school permissions. */
export const OrgRowActions = ({ children, name, onEdit, onDelete }: OrgRowActionsProps) => {
  const { t } = useTranslation('organization');
  return (
    <RowActions>
      {children}
      {onEdit && (
        <EditAction permission={['system:school:edit']} onClick={onEdit}>
          {t('common.edit')}
        </EditAction>
      )}
      <DeleteAction
        permission={['system:school:remove']}
        title={t('common.confirmDelete', { name })}
        onConfirm={onDelete}
      >
        {t('common.delete')}
      </DeleteAction>
    </RowActions>
  );
};
