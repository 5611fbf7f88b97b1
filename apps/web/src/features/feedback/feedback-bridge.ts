import type { ModalFuncProps } from 'antd';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** The part of antd's modal API the app uses; both the static and the hook API satisfy it. */
export type ModalApi = {
  confirm: (props: ModalFuncProps) => unknown;
  info: (props: ModalFuncProps) => unknown;
};

/** What `App.useApp()` hands out: antd's themed, localised toast, dialog and notification instances. */
export type FeedbackApis = {
  message: MessageInstance;
  modal: ModalHookApi;
  notification: NotificationInstance;
};

/** Spec §9: toasts last 3000 ms and sit 16 px from the top. */
export const TOAST_CONFIG = { duration: 3, top: 16 } as const;

/**
 * antd's message / modal / notification machinery (with Modal, its Skeleton and the notification list,
 * ~26 KB compressed) is not part of a visitor's first load. Until `FeedbackHost` (which renders antd's
 * `App` and registers its instances here) has loaded, every call goes to a stand-in that asks for the
 * host, queues the call and replays it once the host is there; afterwards calls go straight through.
 * Code outside React uses `getMessage()` / `getModal()`; components keep `App.useApp()`, whose context
 * `AppProviders` fills with the same stand-ins.
 */
let real: FeedbackApis | null = null;

type Pending = { run: (apis: FeedbackApis) => void };
const pending: Pending[] = [];

/** Whether the host is wanted (a call was made, or the visitor started interacting). */
let hostWanted = false;
const listeners = new Set<() => void>();

export const requestFeedbackHost = (): void => {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
};

export const subscribeFeedbackHost = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isFeedbackHostWanted = (): boolean => hostWanted;

export const registerFeedback = (apis: FeedbackApis): (() => void) => {
  real = apis;
  for (const call of pending.splice(0)) call.run(apis);
  return () => {
    if (real === apis) real = null;
  };
};

/**
 * A call made before the host loaded: replayed later; closing it first cancels it. `opened` settles once
 * it ran (its handles are thenables, so they are kept by the caller rather than resolved through here).
 */
const later = (start: (apis: FeedbackApis) => void): { opened: Promise<void>; cancel: () => void } => {
  let cancelled = false;
  let settle: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    settle = resolve;
  });
  pending.push({
    run: (apis) => {
      if (cancelled) return;
      start(apis);
      settle();
    },
  });
  requestFeedbackHost();
  return {
    opened,
    cancel: () => {
      cancelled = true;
    },
  };
};

type MessageMethod = 'info' | 'success' | 'error' | 'warning' | 'loading';

const deferredMessageCall =
  (method: MessageMethod | 'open') =>
  (...args: unknown[]): MessageType => {
    if (real) return (real.message[method] as (...a: unknown[]) => MessageType)(...args);
    let shown: MessageType | null = null;
    const call = later((apis) => {
      shown = (apis.message[method] as (...a: unknown[]) => MessageType)(...args);
    });
    const type = () => {
      if (shown) shown();
      else call.cancel();
    };
    // A MessageType is also a promise of the toast having closed.
    type.then = <T>(resolve: (closed: boolean) => T, reject?: (reason: unknown) => T) =>
      call.opened.then(() => shown as MessageType).then(resolve, reject);
    return type as MessageType;
  };

const messageStandIn: MessageInstance = {
  info: deferredMessageCall('info'),
  success: deferredMessageCall('success'),
  error: deferredMessageCall('error'),
  warning: deferredMessageCall('warning'),
  loading: deferredMessageCall('loading'),
  open: deferredMessageCall('open') as MessageInstance['open'],
  destroy: (key) => {
    if (real) real.message.destroy(key);
    else later((apis) => apis.message.destroy(key));
  },
};

type ModalMethod = keyof ModalHookApi;
type ModalHandle = ReturnType<ModalHookApi['confirm']>;

const deferredModalCall =
  (method: ModalMethod) =>
  (props: ModalFuncProps): ModalHandle => {
    if (real) return real.modal[method](props);
    const updates: Array<Parameters<ModalHandle['update']>[0]> = [];
    let handle: ModalHandle | null = null;
    const call = later((apis) => {
      const opened = apis.modal[method](props);
      for (const update of updates) opened.update(update);
      handle = opened;
    });
    return {
      destroy: () => {
        if (handle) handle.destroy();
        else call.cancel();
      },
      update: (update) => {
        if (handle) handle.update(update);
        else updates.push(update);
      },
      // The hook API's dialogs are also promises of the choice (OK → true, cancel → false).
      then: (resolve, reject) =>
        call.opened
          .then(() => new Promise<boolean>((done, fail) => void (handle as ModalHandle).then(done, fail)))
          .then(resolve, reject),
    } as ModalHandle;
  };

const modalStandIn: ModalHookApi = {
  info: deferredModalCall('info'),
  success: deferredModalCall('success'),
  error: deferredModalCall('error'),
  warning: deferredModalCall('warning'),
  confirm: deferredModalCall('confirm'),
};

type NotificationMethod = Exclude<keyof NotificationInstance, 'destroy'>;
const deferredNotificationCall =
  (method: NotificationMethod): NotificationInstance[NotificationMethod] =>
  (config) => {
    if (real) real.notification[method](config);
    else later((apis) => apis.notification[method](config));
  };

const notificationStandIn: NotificationInstance = {
  info: deferredNotificationCall('info'),
  success: deferredNotificationCall('success'),
  error: deferredNotificationCall('error'),
  warning: deferredNotificationCall('warning'),
  open: deferredNotificationCall('open'),
  destroy: (key) => {
    if (real) real.notification.destroy(key);
    else later((apis) => apis.notification.destroy(key));
  },
};

/** The value `AppProviders` gives antd's App context: every `App.useApp()` gets these. */
export const feedbackStandIns: FeedbackApis = {
  message: messageStandIn,
  modal: modalStandIn,
  notification: notificationStandIn,
};

export const getMessage = (): MessageInstance => real?.message ?? messageStandIn;

export const getModal = (): ModalApi => real?.modal ?? modalStandIn;
