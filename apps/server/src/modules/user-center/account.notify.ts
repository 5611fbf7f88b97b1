import { defineNotifyRule } from '../../platform/notify/index.ts';

// Security: the owner always hears of a password change, on the site and by e-mail (no setting stops it).
defineNotifyRule('account.passwordChanged', async ({ data }) => [
  {
    userIds: [data.userId],
    topic: 'security',
    title: { zh: '您的密码已修改', en: 'Your password was changed' },
    body: {
      zh: '您的账号密码刚刚被修改，其他设备上的登录已退出。如非本人操作，请立即通过“找回密码”重设密码。',
      en: 'The password of your account was just changed and other sign-ins were ended. If this was not you, reset it at once with "Forgot password".',
    },
    link: '/center/set',
  },
]);
