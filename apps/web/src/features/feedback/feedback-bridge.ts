import { message as staticMessage, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';

/** The part of antd's modal API the app uses; both the static and the hook API satisfy it. */
export type ModalApi = {
  confirm: (props: ModalFuncProps) => unknown;
  info: (props: ModalFuncProps) => unknown;
};

/**
 * Code outside React (the request client) must show toasts and dialogs that follow the current theme
 * and locale. `<FeedbackBridge>` registers antd's context-aware instances here; until it mounts, the
 * static API is the fallback.
 */
let bridged: { message: MessageInstance; modal: ModalApi } | null = null;

/** Spec §9: toasts last 3000 ms and sit 16 px from the top. */
export const TOAST_CONFIG = { duration: 3, top: 16 } as const;

staticMessage.config(TOAST_CONFIG);

export const registerFeedback = (message: MessageInstance, modal: ModalApi): void => {
  bridged = { message, modal };
};

export const getMessage = (): MessageInstance => bridged?.message ?? staticMessage;

export const getModal = (): ModalApi => bridged?.modal ?? Modal;
