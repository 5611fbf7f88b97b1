/** Texts of the error catalogue (spec §8) and error pages; zh-CN strings are the spec's own. */
export const errors = {
  sessionExpiredTitle: '提示',
  sessionExpired: '当前登录已失效，请重新登录',
  noPermission: '该账号无权访问，请联系管理员授权',
  importFailed: '导入失败!',
  systemError: '系统出错',
  idCardLength: '无效的身份证号码：必须为18位字符串',
  idCardBirth: '无效的出生日期',
  idCardChecksum: '身份证号码校验位不正确，请核对后重新输入',
  network: '网络连接异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  page401: {
    title: '401',
    subtitle: '抱歉，您没有访问该页面的权限。',
  },
  page404: {
    title: '404',
    subtitle: '抱歉，您访问的页面不存在或已被移除。',
  },
  noPage: {
    title: '暂无权限',
    subtitle: '当前账号没有访问此页面的权限，请联系管理员授权。',
  },
  crash: {
    title: '页面加载失败',
    subtitle: '请刷新页面重试；若问题持续，请联系管理员。',
  },
};
