import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback, TOAST_CONFIG } from '../features/feedback/feedback-bridge.ts';

/** Reads antd's themed, localised instances from the App around it and hands them to the bridge. */
const Register = () => {
  const { message, modal, notification } = App.useApp();
  useEffect(() => registerFeedback({ message, modal, notification }), [message, modal, notification]);
  return null;
};

/**
 * antd's App without a wrapper element: its toast, dialog and notification holders, rendered inside the
 * app's ConfigProvider so they follow its theme and locale. Loaded by `FeedbackHostSlot` (AppProviders)
 * on the first call or the visitor's first interaction, not as part of the first load.
 */
export const FeedbackHost = () => (
  <App component={false} message={TOAST_CONFIG}>
    <Register />
  </App>
);
