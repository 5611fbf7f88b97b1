import { Form, Modal, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useDiscardGuard } from './useDiscardGuard.ts';
import { useOpening } from './useOpening.ts';
import { useUploadGuard } from '../upload/uploads-in-flight.ts';

type FormDialogProps<V> = {
  open: boolean;
  /**
   * The record the form is opened for (its id), or null for a new one. Each opening, and each change of
   * record while open, builds the form afresh from `initialValues`: it always shows that record.
   */
  recordKey: string | null;
  title: ReactNode;
  /** The record's values, read when the dialog opens for it. */
  initialValues?: Partial<V>;
  /**
   * Saves the values for the record the form was built for (its key, null for a new one); the dialog
   * closes when it resolves and stays open (the error shown) when it rejects.
   */
  onSubmit: (values: V, recordKey: string | null) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  /** Only for pages that set fields from outside; the store is emptied with each form it served. */
  form?: FormInstance<V>;
  layout?: FormProps['layout'];
} & Pick<ModalProps, 'width' | 'okText' | 'cancelText'>;

/**
 * The desk's edit (and add) dialog: a modal wrapping one form. The form belongs to one opening for one
 * record — keyed by that opening, emptied when it goes — so opening row 2 after row 1 can never show or
 * save row 1's values (the form store of a reused `Form.useForm()` outlived the dialog and won over the
 * next record's initial values). Closing it with unsaved input (Escape, ×, the mask, Cancel) asks first
 * (useDiscardGuard); saving closes it at once.
 */
export const FormDialog = <V extends object>({
  open,
  recordKey,
  title,
  initialValues,
  onSubmit,
  onClose,
  children,
  form,
  layout = 'vertical',
  ...modal
}: FormDialogProps<V>) => {
  const opening = useOpening(open, recordKey, initialValues);
  const [ownForm] = Form.useForm<V>();
  const formInstance = form ?? ownForm;
  const { close, onValuesChange, reset } = useDiscardGuard(formInstance, onClose);
  // Each opening starts with nothing unsaved (the dialog stays mounted between openings).
  useEffect(() => reset(), [opening.key, reset]);
  const [saving, setSaving] = useState(false);
  const uploadBusy = useUploadGuard();
  const submit = async (values: V) => {
    // A file still on its way would be left out of what is saved.
    if (uploadBusy()) return;
    setSaving(true);
    try {
      await onSubmit(values, opening.recordKey);
      reset();
      onClose();
    } catch {
      // The request client has shown the error; the dialog stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      {...modal}
      open={open}
      title={title}
      onCancel={close}
      destroyOnHidden
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit' }}
      modalRender={(dom) => (
        <Form<V>
          key={opening.key}
          form={formInstance}
          layout={layout}
          initialValues={opening.initialValues}
          clearOnDestroy
          onValuesChange={onValuesChange}
          onFinish={(values) => void submit(values)}
          data-record-key={opening.recordKey ?? 'new'}
        >
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
};
