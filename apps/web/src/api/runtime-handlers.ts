import { NO_PERMISSION_MESSAGE } from '@podium/contracts';
import { i18n } from '../i18n/i18n.ts';
import { navigateTo } from '../app/navigator.ts';
import { getMessage, getModal } from '../features/feedback/feedback-bridge.ts';
import { clearSession } from '../storage/auth-storage.ts';
import type { CatalogueHandlers } from './catalogue.ts';
import { signalSessionCleared } from './session-signal.ts';

/** Many calls fail together when a session ends; the dialog must appear once, not once per call. */
let isReloginDialogOpen = false;

const showReloginDialog = (): void => {
  if (isReloginDialogOpen) return;
  isReloginDialogOpen = true;
  getModal().confirm({
    title: i18n.t('errors:sessionExpiredTitle'),
    content: i18n.t('errors:sessionExpired'),
    okText: i18n.t('common:ok'),
    cancelText: i18n.t('common:cancel'),
    onOk: () => {
      // A full load drops routes built from the previous user's menu.
      window.location.assign('/home/homepage');
    },
    onCancel: () => {
      isReloginDialogOpen = false;
    },
  });
};

/** The zh-CN text is the spec's exact sentence; English users get its translation. */
const noPermissionText = (): string =>
  i18n.language === 'en' ? i18n.t('errors:noPermission') : NO_PERMISSION_MESSAGE;

export const runtimeHandlers: CatalogueHandlers = {
  sessionExpired: () => {
    clearSession();
    signalSessionCleared();
    showReloginDialog();
  },
  noPermission: () => {
    navigateTo(`/backDesk/noPage?msg=${encodeURIComponent(noPermissionText())}`);
  },
  importFailed: () => {
    void getMessage().error(i18n.t('errors:importFailed'));
  },
  error: (serverMessage) => {
    void getMessage().error(serverMessage ?? i18n.t('errors:systemError'));
  },
};

/** Transport failures (network down, timeout) have no server message; say what happened. */
export const reportTransportError = (reason: 'network' | 'timeout'): void => {
  void getMessage().error(i18n.t(reason === 'timeout' ? 'errors:timeout' : 'errors:network'));
};
