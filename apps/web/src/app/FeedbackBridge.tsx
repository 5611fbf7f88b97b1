import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '../features/feedback/feedback-bridge.ts';

/** Hands antd's themed, localised message/modal instances to code outside React. */
export const FeedbackBridge = () => {
  const { message, modal } = App.useApp();
  useEffect(() => registerFeedback(message, modal), [message, modal]);
  return null;
};
